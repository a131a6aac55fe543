import Foundation
import SeededRandom
import Testing

@testable import CMPLint
@testable import CMPLintDocuments

/// Parses YAML that the test expects to be valid and non-empty.
private func parse(_ text: String, limits: YAMLLimits = YAMLLimits()) throws -> YAMLNode {
    try #require(try YAMLParser.parse(text, file: "t.yml", limits: limits))
}

/// The error the parser reports for `text`, or nil if it parsed.
private func parseError(_ text: String, limits: YAMLLimits = YAMLLimits()) -> YAMLError? {
    do {
        _ = try YAMLParser.parse(text, file: "t.yml", limits: limits)
        return nil
    } catch {
        return error
    }
}

/// The YAMLError a decoding closure throws, or nil (any other error fails the test).
private func decodeError(_ body: () throws -> Void) -> YAMLError? {
    do {
        try body()
        return nil
    } catch let error as YAMLError {
        return error
    } catch {
        Issue.record("unexpected error \(error)")
        return nil
    }
}

private func value(_ node: YAMLNode, _ key: String) -> YAMLNode? {
    guard case .mapping(let pairs) = node.content else { return nil }
    return pairs.first { $0.key.scalar == key }?.value
}

private func items(_ node: YAMLNode?) -> [YAMLNode] {
    if case .sequence(let items)? = node?.content { return items }
    return []
}

private func mark(_ line: Int, _ column: Int) -> YAMLMark { YAMLMark(line: line, column: column) }

@Suite("YAML parser")
struct YAMLParserTests {
    @Test func marksForScalarsSequencesMappingsAndBlockScalars() throws {
        let root = try parse(
            """
            name: demo
            list:
              - a
              - "b"
            nested:
              key: |
                line1
                line2
              other: >-
                folded
                text
            flow: {x: 'y'}
            """)
        #expect(root.mark == mark(1, 1))
        #expect(value(root, "name")?.mark == mark(1, 7))
        let list = value(root, "list")
        #expect(list?.mark == mark(3, 3))
        #expect(items(list).map(\.mark) == [mark(3, 5), mark(4, 5)])
        #expect(items(list).map(\.scalar) == ["a", "b"])
        guard case .scalar(_, .doubleQuoted)? = items(list).last?.content else {
            Issue.record("expected a double-quoted scalar")
            return
        }
        let nested = try #require(value(root, "nested"))
        #expect(nested.mark == mark(6, 3))
        let literal = try #require(value(nested, "key"))
        #expect(literal.mark == mark(6, 8))
        #expect(literal.scalar == "line1\nline2\n")
        guard case .scalar(_, .literal) = literal.content else {
            Issue.record("expected a literal scalar")
            return
        }
        let folded = try #require(value(nested, "other"))
        #expect(folded.mark == mark(9, 10))
        #expect(folded.scalar == "folded text")
        let flow = try #require(value(root, "flow"))
        #expect(flow.mark == mark(12, 7))
        #expect(value(flow, "x")?.mark == mark(12, 11))
        guard case .scalar("y", .singleQuoted)? = value(flow, "x")?.content else {
            Issue.record("expected a single-quoted scalar")
            return
        }
    }

    @Test func markDescriptionAndErrorDescription() {
        #expect(mark(3, 5).description == "3:5")
        #expect(YAMLError(file: "r.yml", mark: mark(2, 4), message: "bad").description == "r.yml:2:4: bad")
        #expect(YAMLError(file: "r.yml", mark: nil, message: "bad").description == "r.yml: bad")
    }

    @Test func tagsAreKept() throws {
        let root = try parse("a: !custom x\nb: !!str 1\nc: plain")
        #expect(value(root, "a")?.tag == "!custom")
        #expect(value(root, "b")?.tag == "tag:yaml.org,2002:str")
        #expect(value(root, "c")?.tag == nil)
    }

    @Test func emptyStreamIsNil() throws {
        #expect(try YAMLParser.parse("", file: "t.yml") == nil)
        #expect(try YAMLParser.parse("# only a comment\n\n", file: "t.yml") == nil)
        // An explicit but empty document is a null, not an empty stream.
        #expect(try parse("---\n").isNull)
    }

    @Test func syntaxErrorIsLocatedWithLibyamlProblem() throws {
        let error = try #require(parseError("a: 1\nb: c: d\n"))
        #expect(error.file == "t.yml")
        #expect(error.mark == mark(2, 5))
        #expect(error.message == "mapping values are not allowed in this context")
        #expect(error.description == "t.yml:2:5: mapping values are not allowed in this context")
    }

    @Test func syntaxErrorIncludesLibyamlContext() throws {
        let error = try #require(parseError("a: 1\nb: [1, 2\nc: 3\n"))
        #expect(error.message.hasPrefix("did not find expected ',' or ']'"))
        #expect(error.message.contains("while parsing a flow sequence at 2:4"))
        #expect(error.mark?.line == 3)
    }

    @Test func readerErrorIsLocated() throws {
        let error = try #require(parseError("a: 1\nb: x\u{1}y\n"))
        #expect(error.message.contains("control characters are not allowed"))
        #expect(error.mark == mark(2, 5))
    }

    @Test func duplicateKeys() throws {
        let error = try #require(parseError("a: 1\nb:\n  c: 1\n  c: 2\n"))
        #expect(error.message == "duplicate key 'c' (first defined at 3:3)")
        #expect(error.mark == mark(4, 3))
        // The same key in different mappings is fine.
        #expect(parseError("a: {x: 1}\nb: {x: 2}\n") == nil)
    }

    @Test func multipleDocumentsAreAnError() throws {
        let error = try #require(parseError("a: 1\n---\nb: 2\n"))
        #expect(error.mark == mark(2, 1))
        #expect(error.message.contains("single YAML document"))
        #expect(parseError("---\na: 1\n...\n") == nil)
    }

    @Test func undefinedAlias() throws {
        let error = try #require(parseError("a: 1\nb: *nope\n"))
        #expect(error.message == "undefined alias '*nope'")
        #expect(error.mark == mark(2, 4))
    }

    @Test func aliasInsideItsOwnAnchor() throws {
        let error = try #require(parseError("a: &x [1, *x]\n"))
        #expect(error.message.contains("refers to a node that contains it"))
        #expect(error.mark == mark(1, 11))
    }

    @Test func anchorsAndAliasesResolve() throws {
        let root = try parse(
            """
            base: &b {x: 1, y: [2, 3]}
            copy: *b
            name: &n hello
            names: [*n, *n]
            """)
        let base = try #require(value(root, "base"))
        let copy = try #require(value(root, "copy"))
        #expect(copy.jsonValue() == base.jsonValue())
        #expect(
            copy.jsonValue()
                == .object([
                    JSONMember(key: "x", value: .number("1")),
                    JSONMember(key: "y", value: .array([.number("2"), .number("3")])),
                ]))
        #expect(copy.mark == mark(2, 7))  // located at the alias use
        #expect(items(value(root, "names")).map(\.scalar) == ["hello", "hello"])
    }

    @Test func billionLaughsFailsFast() throws {
        var text = "a: &a [\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\"]\n"
        let names = ["a", "b", "c", "d", "e", "f", "g", "h", "i"]
        for (previous, name) in zip(names, names.dropFirst()) {
            let refs = Array(repeating: "*\(previous)", count: 9).joined(separator: ",")
            text += "\(name): &\(name) [\(refs)]\n"
        }
        // Stopping at the offending alias (the mark below) is what bounds the work.
        let error = try #require(parseError(text))
        #expect(error.message.contains("exceeds the limit of 100000 nodes"))
        #expect(error.message.contains("alias '*"))
        #expect((error.mark?.line ?? 0) >= 5 && (error.mark?.line ?? 99) <= 7)
    }

    @Test func nodeLimitWithoutAliases() throws {
        let text = "[" + Array(repeating: "1", count: 50).joined(separator: ",") + "]"
        #expect(parseError(text, limits: YAMLLimits(maxNodes: 51)) == nil)
        let error = try #require(parseError(text, limits: YAMLLimits(maxNodes: 50)))
        #expect(error.message.contains("limit of 50 nodes"))
    }

    @Test func depthLimit() throws {
        let deep = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
        let error = try #require(parseError(deep))
        #expect(error.message.contains("deeper than the limit of 200"))
        #expect(error.mark == mark(1, 201))

        let limits = YAMLLimits(maxDepth: 3)
        #expect(parseError("a: {b: {c: 1}}", limits: limits) == nil)
        #expect(parseError("a: {b: {c: {d: 1}}}", limits: limits) != nil)
        // Aliases count their target's nesting where they are used.
        let viaAlias = try #require(parseError("x: &x [[1]]\ny: [*x]\n", limits: limits))
        #expect(viaAlias.message.contains("alias '*x'"))
        #expect(viaAlias.mark == mark(2, 5))
    }

    @Test func neverCrashesOnRandomInputOrTruncations() throws {
        let valid = """
            rules:
              - id: "consent-required"   # comment
                severity: error
                given: $.Groups[*]
                then: {field: Status, function: truthy, options: [1, 2.5, ~]}
                message: |
                  literal
                  text
              - &r {id: 'x', tags: !t [a, b]}
              - *r
            """
        #expect(parseError(valid) == nil)
        let lineCount = valid.split(separator: "\n", omittingEmptySubsequences: false).count
        var failures = 0
        for length in 0..<valid.utf8.count {
            let prefix = String(decoding: valid.utf8.prefix(length), as: UTF8.self)
            if let error = parseError(prefix) {
                failures += 1
                #expect((error.mark?.line ?? 1) <= lineCount)
            }
        }
        #expect(failures > 0)  // e.g. cutting inside the quoted "consent-required"

        var generator = SplitMix64(seed: 42)
        let alphabet = Array("ab:-[]{}&*!|>'\"#,? \n\t\u{1}é1~%@`".unicodeScalars)
        for _ in 0..<2_000 {
            let length = Int.random(in: 0...60, using: &generator)
            var text = ""
            for _ in 0..<length { text.unicodeScalars.append(alphabet.randomElement(using: &generator)!) }
            _ = parseError(text)
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
            _ = parseError(String(decoding: bytes, as: UTF8.self))
        }
    }
}

@Suite("YAMLMapping")
struct YAMLMappingTests {
    private func mapping(_ text: String, context: String = "rule 'x'") throws -> YAMLMapping {
        try YAMLMapping(try parse(text), file: "r.yml", context: context)
    }

    @Test func readsTypedValues() throws {
        let m = try mapping(
            """
            severity: warn
            enabled: False
            count: -3
            plus: +4
            tags: [a, b]
            tag: one
            empty: ~
            options: {x: 1}
            """)
        #expect(try m.string("severity") == "warn")
        #expect(try m.bool("enabled") == false)
        #expect(try m.int("count") == -3)
        #expect(try m.int("plus") == 4)
        #expect(try m.stringList("tags") == ["a", "b"])
        #expect(try m.stringList("tag") == ["one"])
        #expect(try m.string("empty") == nil)
        #expect(try m.string("absent") == nil)
        let options = try #require(try m.mapping("options", context: "options of rule 'x'"))
        #expect(options.pairs.map(\.key) == ["x"])
        #expect(options.pairs.first?.keyMark == mark(8, 11))
        #expect(m.pairs.map(\.key) == ["severity", "enabled", "count", "plus", "tags", "tag", "empty", "options"])
        try m.finish()
    }

    @Test func unknownKeyWithSuggestion() throws {
        let m = try mapping("given: $\nsevrity: error\n")
        _ = try m.string("given")
        _ = try m.string("severity")
        let error = try #require(decodeError { try m.finish() })
        #expect(error.message == "unknown key 'sevrity' in rule 'x'; did you mean 'severity'?")
        #expect(error.mark == mark(2, 1))
        #expect(error.file == "r.yml")
    }

    @Test func unknownKeyWithoutSuggestion() throws {
        let m = try mapping("given: $\nzzz: 1\n")
        _ = m.node("given")
        _ = try m.string("then")
        _ = try m.bool("enabled")
        let error = try #require(decodeError { try m.finish() })
        #expect(error.message == "unknown key 'zzz' in rule 'x'; expected one of: given, then, enabled")
        #expect(error.mark == mark(2, 1))
    }

    @Test func hasCountsAsReading() throws {
        let m = try mapping("deprecated: true\n")
        #expect(m.has("deprecated"))
        #expect(!m.has("other"))
        #expect(decodeError { try m.finish() } == nil)
    }

    @Test func mergeKeysAreUnknownKeys() throws {
        let m = try mapping("base: &b {a: 1}\nrule:\n  <<: *b\n  c: 2\n")
        let rule = try #require(try m.mapping("rule", context: "rule 'y'"))
        _ = try rule.int("c")
        let error = try #require(decodeError { try rule.finish() })
        #expect(error.message.hasPrefix("unknown key '<<' in rule 'y'"))
    }

    @Test func wrongTypes() throws {
        let m = try mapping("severity:\n  a: 1\nenabled: yes\ncount: 1.5\nlist: [a, [b]]\nname: [x]\n")
        let severity = try #require(decodeError { _ = try m.string("severity") })
        #expect(severity.message == "'severity' in rule 'x' must be a string, found a mapping")
        #expect(severity.mark == mark(2, 3))
        let enabled = try #require(decodeError { _ = try m.bool("enabled") })
        #expect(enabled.message == "'enabled' in rule 'x' must be true or false, found 'yes'")
        #expect(enabled.mark == mark(3, 10))
        let count = try #require(decodeError { _ = try m.int("count") })
        #expect(count.message == "'count' in rule 'x' must be an integer, found '1.5'")
        let list = try #require(decodeError { _ = try m.stringList("list") })
        #expect(list.message == "items of 'list' in rule 'x' must be strings, found a sequence")
        #expect(list.mark == mark(5, 11))
        let name = try #require(decodeError { _ = try m.mapping("name", context: "name of rule 'x'") })
        #expect(name.message == "expected a mapping for name of rule 'x', found a sequence")
        #expect(name.mark == mark(6, 7))
    }

    @Test func notAMappingAndNonScalarKeys() throws {
        let seq = try #require(
            decodeError { _ = try YAMLMapping(try! parse("[1]"), file: "r.yml", context: "the config") })
        #expect(seq.message == "expected a mapping for the config, found a sequence")
        let key = try #require(
            decodeError { _ = try YAMLMapping(try! parse("? [a]\n: 1\n"), file: "r.yml", context: "the config") })
        #expect(key.message == "keys in the config must be strings, found a sequence")
        #expect(key.mark == mark(1, 3))
    }

    @Test func requiredStringMissing() throws {
        let m = try mapping("id: x\ngiven: $\n")
        #expect(try m.requiredString("id") == "x")
        let error = try #require(decodeError { _ = try m.requiredString("then") })
        #expect(error.message == "rule 'x' is missing required key 'then'")
        #expect(error.mark == mark(1, 1))
        let null = try mapping("then:\n")
        let nullError = try #require(decodeError { _ = try null.requiredString("then") })
        #expect(nullError.message == "'then' in rule 'x' must be a string, found null")
    }

    @Test func oneOfWithSuggestion() throws {
        let m = try mapping("severity: eror\nformat: html\nlevel: info\n")
        #expect(try m.oneOf("level", ["error", "warn", "info"]) == "info")
        let error = try #require(decodeError { _ = try m.oneOf("severity", ["error", "warn", "info"]) })
        #expect(
            error.message
                == "'severity' in rule 'x' must be one of: error, warn, info; found 'eror'; did you mean 'error'?")
        #expect(error.mark == mark(1, 11))
        let noHint = try #require(decodeError { _ = try m.oneOf("format", ["text", "json", "sarif"]) })
        #expect(noHint.message == "'format' in rule 'x' must be one of: text, json, sarif; found 'html'")
    }

    @Test func errorIsLocatedAtValueOrMapping() throws {
        let m = try mapping("a: 1\nb: 2\n")
        #expect(m.error("bad", at: "b").mark == mark(2, 4))
        #expect(m.error("bad", at: "missing").mark == mark(1, 1))
        #expect(m.error("bad").description == "r.yml:1:1: bad")
    }
}

@Suite("YAML to JSONValue and did-you-mean")
struct YAMLConversionTests {
    @Test func scalarsFollowTheCoreSchema() throws {
        let root = try parse(
            """
            plainTrue: true
            quotedTrue: "true"
            upper: FALSE
            yes: yes
            int: 42
            neg: -7
            plus: +3
            float: 2.50
            exp: 1e3
            dot: .5
            inf: .inf
            hex: 0x1F
            nul: null
            tilde: ~
            empty:
            quotedNull: 'null'
            block: |
              12
            ver: 1.2.3
            """)
        let json = root.jsonValue()
        guard case .object(let members) = json else {
            Issue.record("expected an object")
            return
        }
        let values = Dictionary(uniqueKeysWithValues: members.map { ($0.key, $0.value) })
        #expect(values["plainTrue"] == .bool(true))
        #expect(values["quotedTrue"] == .string("true"))
        #expect(values["upper"] == .bool(false))
        #expect(values["yes"] == .string("yes"))
        #expect(values["int"] == .number("42"))
        #expect(values["neg"] == .number("-7"))
        #expect(values["plus"] == .number("3"))
        #expect(values["float"] == .number("2.50"))
        #expect(values["exp"] == .number("1e3"))
        #expect(values["dot"] == .number(".5"))
        #expect(values["inf"] == .string(".inf"))
        #expect(values["hex"] == .string("0x1F"))
        #expect(values["nul"] == .null)
        #expect(values["tilde"] == .null)
        #expect(values["empty"] == .null)
        #expect(values["quotedNull"] == .string("null"))
        #expect(values["block"] == .string("12\n"))
        #expect(values["ver"] == .string("1.2.3"))
        #expect(members.first?.key == "plainTrue")  // document order kept
    }

    @Test func collectionsRecurse() throws {
        let json = try parse("a: [1, {b: ~}]\n1: x\n").jsonValue()
        #expect(json.jsonText == #"{"a":[1,{"b":null}],"1":"x"}"#)
    }

    @Test func isNullAndKindName() throws {
        #expect(try parse("~").isNull)
        #expect(try !parse("'~'").isNull)
        #expect(try parse("x").kindName == "a string")
        #expect(try parse("[]").kindName == "a sequence")
        #expect(try parse("{}").kindName == "a mapping")
    }

    @Test func didYouMeanCases() {
        let keys = ["severity", "given", "then", "message", "description"]
        #expect(didYouMean("sevrity", among: keys) == "severity")
        #expect(didYouMean("sevreity", among: keys) == "severity")  // transposition
        #expect(didYouMean("thne", among: keys) == "then")
        #expect(didYouMean("zzz", among: keys) == nil)
        #expect(didYouMean("x", among: []) == nil)
        #expect(didYouMean("gvien", among: keys) == "given")
        // Short words allow one edit only.
        #expect(didYouMean("tx", among: ["ty", "tz"]) == "ty")
        #expect(didYouMean("ab", among: ["xy"]) == nil)
        // Ties are broken the same way whatever the candidate order.
        #expect(didYouMean("cat", among: ["car", "bat"]) == didYouMean("cat", among: ["bat", "car"]))
        #expect(didYouMean("cat", among: ["car", "bat"]) == "bat")
    }
}
