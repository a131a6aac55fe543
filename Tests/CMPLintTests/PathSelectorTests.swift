import Testing
@testable import CMPLint

struct PathSelectorTests {
    @Test func parsesEveryStepKind() throws {
        let selector = try PathSelector("$.a['b c'][*].*..d..*[2]..['e.f']")
        #expect(selector.steps == [.child("a"), .child("b c"), .anyChild, .anyChild, .descendant("d"), .anyDescendant, .index(2), .descendant("e.f")])
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
    let document = try! JSONParser.parse(Array("""
        {"appConfig": {"countryCode": "DE", "nested": {"countryCode": "FR"}},
         "list": [{"id": 1}, {"id": 2}, {"id": 3}],
         "otConsentString": "x",
         "deep": {"a": {"b": {"otConsentString": "y"}}}}
        """.utf8))

    func pointers(_ expression: String) throws -> [String] {
        let walker = SelectorWalker(selectors: [try PathSelector(expression)])
        return walker.matches(in: document)[0].map { document.pointer($0) }
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
        #expect(try pointers("$..otConsentString") == ["/otConsentString", "/deep/a/b/otConsentString"])
        #expect(try pointers("$..countryCode") == ["/appConfig/countryCode", "/appConfig/nested/countryCode"])
        #expect(try pointers("$.deep..*") == ["/deep/a", "/deep/a/b", "/deep/a/b/otConsentString"])
    }

    @Test func nestedDescendantsMatchEachNodeOnce() throws {
        // Two ways to reach /deep/a/b: the node must still be reported once.
        #expect(try pointers("$..a..b") == ["/deep/a/b"])
        #expect(try pointers("$..*..otConsentString") == ["/deep/a/b/otConsentString"])
    }

    @Test func manySelectorsInOneWalk() throws {
        let selectors = try ["$..id", "$.appConfig.countryCode", "$.missing"].map { try PathSelector($0) }
        let matches = SelectorWalker(selectors: selectors).matches(in: document)
        #expect(matches.map(\.count) == [3, 1, 0])
    }
}
