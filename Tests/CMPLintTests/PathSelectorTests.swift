import Testing

@testable import CMPLint
@testable import CMPLintDocuments
@testable import CMPLintPaths

struct PathSelectorTests {
    @Test func parsesEveryStepKind() throws {
        let selector = try PathSelector("$.a['b c'][*].*..d..*[2]..['e.f']")
        #expect(
            selector.steps == [
                .child("a"), .child("b c"), .anyChild, .anyChild, .descendant("d"), .anyDescendant, .index(2),
                .descendant("e.f"),
            ])
        #expect(try PathSelector("$").steps.isEmpty)
    }

    @Test(arguments: [
        ("a.b", 0, "must start with '$'"),
        ("$.", 2, "expected a key or '*' after '.'"),
        ("$[", 2, "unclosed '['"),
        ("$['a'", 5, "expected ']' after the quoted key"),
        ("$[x]", 2, "expected '*', a quoted key or an array index"),
        ("$..", 3, "expected a key, '*' or '[' after '..'"),
        ("$..[1]", 5, "'..[n]' is not supported"),
        ("$a", 1, "unexpected 'a'"),
    ])
    func rejectsBadSyntax(expression: String, offset: Int, message: String) {
        #expect(throws: PathSelector.SyntaxError.self) { try PathSelector(expression) }
        do {
            _ = try PathSelector(expression)
        } catch {
            #expect(error.offset == offset)
            #expect(error.message.contains(message), "\(error.message)")
        }
    }
}

struct SelectorWalkerTests {
    let document = try! JSONParser.parse(
        Array(
            """
            {"appConfig": {"countryCode": "DE", "nested": {"countryCode": "FR"}},
             "list": [{"id": 1}, {"id": 2}, {"id": 3}],
             "otConsentString": "x",
             "deep": {"a": {"b": {"otConsentString": "y"}}}}
            """.utf8))

    func pointers(_ expression: String) throws -> [String] {
        let walker = SelectorWalker(selectors: [try PathSelector(expression)])
        return walker.matches(in: document)[0].map { document.pointer($0) }
    }

    /// A walker keeps the automaton a walk built, with the sets it reached, for its next
    /// document; another walker of the same selectors has automata of its own.
    @Test func aWalkerKeepsItsAutomata() throws {
        let selectors = [try PathSelector("$.keptAutomatonTest.x[*]")]
        let walker = SelectorWalker(selectors: selectors)
        #expect(walker.automata.take() == nil)
        let document = try JSONParser.parse(Array(#"{"keptAutomatonTest": {"x": [1, 2]}}"#.utf8))
        #expect(walker.matches(in: document)[0].count == 2)
        let kept = try #require(walker.automata.take())
        // The empty set, the start, and the sets after `keptAutomatonTest`, `x` and an element.
        #expect(kept.setCount == 5)
        #expect(walker.automata.take() == nil)
        walker.automata.give(kept)
        #expect(walker.matches(in: document)[0].count == 2)
        #expect(walker.automata.take() === kept)
        #expect(SelectorWalker(selectors: selectors).automata.take() == nil)
    }

    @Test func childAndIndexSteps() throws {
        #expect(try pointers("$.appConfig.countryCode") == ["/appConfig/countryCode"])
        #expect(try pointers("$['list'][1].id") == ["/list/1/id"])
        #expect(try pointers("$.list[7]") == [])
        #expect(try pointers("$") == [""])
    }

    @Test func wildcardsAndDescendants() throws {
        #expect(try pointers("$.list[*].id") == ["/list/0/id", "/list/1/id", "/list/2/id"])
        #expect(try pointers("$.appConfig.*") == ["/appConfig/countryCode", "/appConfig/nested"])
        // `$..name` alone is read off the node table, not walked; after another step, walked.
        #expect(try pointers("$..otConsentString") == ["/otConsentString", "/deep/a/b/otConsentString"])
        #expect(try pointers("$.deep..otConsentString") == ["/deep/a/b/otConsentString"])
        #expect(try pointers("$..countryCode") == ["/appConfig/countryCode", "/appConfig/nested/countryCode"])
        #expect(try pointers("$.deep..*") == ["/deep/a", "/deep/a/b", "/deep/a/b/otConsentString"])
        // Every value below the root, read off the node table rather than walked: keys left out.
        #expect(
            try pointers("$..*") == [
                "/appConfig", "/appConfig/countryCode", "/appConfig/nested", "/appConfig/nested/countryCode",
                "/list", "/list/0", "/list/0/id", "/list/1", "/list/1/id", "/list/2", "/list/2/id",
                "/otConsentString", "/deep", "/deep/a", "/deep/a/b", "/deep/a/b/otConsentString",
            ])
    }

    @Test func nestedDescendantsMatchEachNodeOnce() throws {
        // Two ways to reach /deep/a/b: the node must still be reported once.
        #expect(try pointers("$..a..b") == ["/deep/a/b"])
        #expect(try pointers("$..*..otConsentString") == ["/deep/a/b/otConsentString"])
    }

    @Test func manySelectorsInOneWalk() throws {
        let selectors = try ["$..id", "$.appConfig.countryCode", "$.missing", "$..countryCode", "$..nothing"].map {
            try PathSelector($0)
        }
        let matches = SelectorWalker(selectors: selectors).matches(in: document)
        #expect(matches.map(\.count) == [3, 1, 0, 2, 0])
        // The `$..name` selectors, read off the node table together, each get their own matches.
        #expect(matches[3].map { document.pointer($0) } == ["/appConfig/countryCode", "/appConfig/nested/countryCode"])
    }

    /// The walk's deterministic automaton gives what each selector gives evaluated on its own,
    /// step by step from its definition, on generated documents (escaped keys included) and
    /// generated selectors, run together as the linter runs them.
    @Test func agreesWithEachSelectorEvaluatedAlone() throws {
        var seed: UInt64 = 0x5E1EC7
        func random(_ n: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(n))
        }
        // Names sharing a first byte ("a", "ab"), an empty one and a non-ASCII one: the walk tells
        // keys apart by their first byte before comparing them.
        let names = ["a", "ab", "b", "id", "x", "", "é"]
        func escapable(_ name: String) -> Bool { name.first.map { $0.isASCII } ?? false }
        func dotted(_ name: String) -> String { escapable(name) ? "." + name : "['" + name + "']" }
        func value(depth: Int) -> String {
            switch depth >= 4 ? 2 : random(4) {
            case 0:
                return "{"
                    + (0..<random(4)).map { _ in
                        let name = names[random(names.count)]
                        let key =
                            random(5) == 0 && escapable(name)
                            ? "\\u00" + String(name.utf8.first!, radix: 16) + name.dropFirst() : name
                        return "\"\(key)\": " + value(depth: depth + 1)
                    }.joined(separator: ", ") + "}"
            case 1: return "[" + (0..<random(4)).map { _ in value(depth: depth + 1) }.joined(separator: ", ") + "]"
            default: return random(2) == 0 ? "\"s\"" : "1"
            }
        }
        func step() -> String {
            switch random(6) {
            case 0: return dotted(names[random(names.count)])
            case 1: return "[\(random(3))]"
            case 2: return ".*"
            // A descendant by name is read off the node table when it is the whole selector
            // (`$..name`), so these include the empty and the non-ASCII name too.
            case 3:
                return random(2) == 0
                    ? ".." + names.filter(escapable)[random(5)] : "..['" + names[random(names.count)] + "']"
            case 4: return "..*"
            default: return "['" + names[random(names.count)] + "']"
            }
        }
        func selectors() throws -> [PathSelector] {
            try (0..<(1 + random(6))).map { _ in try PathSelector("$" + (0..<random(4)).map { _ in step() }.joined()) }
        }
        // A walker keeps the automaton its walks build: these walkers come back across
        // documents, so a walk starts from states earlier documents reached.
        let recurring = try (0..<8).map { _ in SelectorWalker(selectors: try selectors()) }
        for _ in 0..<400 {
            let document = try JSONParser.parse(Array(value(depth: 0).utf8))
            for walker in [SelectorWalker(selectors: try selectors()), recurring[random(recurring.count)]] {
                let walked = walker.matches(in: document)
                for (selector, matches) in zip(walker.selectors, walked) {
                    let expected = Self.evaluate(selector.steps[...], from: document.root, in: document).sorted()
                    #expect(matches == expected, "\(selector) on \(document.value(document.root).jsonText)")
                }
            }
        }
    }

    /// A selector's matches by its definition: each step from each node reached so far.
    static func evaluate(_ steps: ArraySlice<PathSelector.Step>, from node: JSONNodeID, in document: JSONDocument)
        -> Set<JSONNodeID>
    {
        guard let step = steps.first else { return [node] }
        let rest = steps.dropFirst()
        func children(_ node: JSONNodeID) -> [(key: String?, index: Int, node: JSONNodeID)] {
            document.kind(node) == .object
                ? document.members(node).map { (document.string($0.key), -1, $0.value) }
                : document.elements(node).enumerated().map { (nil, $0.offset, $0.element) }
        }
        func descendants(_ node: JSONNodeID) -> [(key: String?, node: JSONNodeID)] {
            children(node).flatMap { [($0.key, $0.node)] + descendants($0.node) }
        }
        var result = Set<JSONNodeID>()
        switch step {
        case .child(let name):
            for child in children(node) where child.key == name {
                result.formUnion(evaluate(rest, from: child.node, in: document))
            }
        case .index(let n):
            for child in children(node) where child.key == nil && child.index == n {
                result.formUnion(evaluate(rest, from: child.node, in: document))
            }
        case .anyChild:
            for child in children(node) { result.formUnion(evaluate(rest, from: child.node, in: document)) }
        case .descendant(let name):
            for found in descendants(node) where found.key == name {
                result.formUnion(evaluate(rest, from: found.node, in: document))
            }
        case .anyDescendant:
            for found in descendants(node) { result.formUnion(evaluate(rest, from: found.node, in: document)) }
        }
        return result
    }
}
