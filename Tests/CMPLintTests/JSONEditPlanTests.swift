import SeededRandom
import Testing

@testable import CMPLint
@testable import CMPLintDocuments

/// Byte edits from fixes: every byte outside the edited members stays, removals leave valid JSON
/// with natural formatting, and overlapping fixes resolve the same way whatever their order.
struct JSONEditPlanTests {
    /// `text` with `edits` (pointer, edit) made, or nil when the plan makes no edit.
    func fixed(_ text: String, _ edits: [(String, FixEdit)], ruleIds: [String]? = nil) throws -> String {
        let document = try JSONParser.parse(Array(text.utf8))
        let requests = try edits.enumerated().map { index, edit in
            let node = try #require(document.node(atPointer: edit.0), "no node at \(edit.0)")
            return JSONEditPlan.Request(
                fix: FindingFix(edit: edit.1, applicability: .safe, node: node), ruleId: ruleIds?[index] ?? "r")
        }
        let plan = JSONEditPlan(document: document, requests: requests)
        let result = String(decoding: ByteEdit.apply(plan.edits, to: document.bytes), as: UTF8.self)
        _ = try JSONParser.parse(Array(result.utf8))
        return result
    }

    @Test func removingAMemberTakesItsCommaAndLineWithIt() throws {
        let pretty = "{\n  \"a\": 1,\n  \"b\": [2, 3],\n  \"c\": {\"d\": 4}\n}\n"
        #expect(try fixed(pretty, [("/a", .remove)]) == "{\n  \"b\": [2, 3],\n  \"c\": {\"d\": 4}\n}\n")
        #expect(try fixed(pretty, [("/b", .remove)]) == "{\n  \"a\": 1,\n  \"c\": {\"d\": 4}\n}\n")
        #expect(try fixed(pretty, [("/c", .remove)]) == "{\n  \"a\": 1,\n  \"b\": [2, 3]\n}\n")
        #expect(try fixed(pretty, [("/a", .remove), ("/c", .remove)]) == "{\n  \"b\": [2, 3]\n}\n")
        #expect(try fixed(pretty, [("/b", .remove), ("/c", .remove)]) == "{\n  \"a\": 1\n}\n")
        #expect(try fixed(pretty, [("/a", .remove), ("/b", .remove), ("/c", .remove)]) == "{}\n")
    }

    @Test func everyLayoutKeepsItsOwnWhitespace() throws {
        #expect(try fixed("{\"a\":1,\"b\":2,\"c\":3}", [("/b", .remove)]) == "{\"a\":1,\"c\":3}")
        #expect(try fixed("{\"a\":1,\"b\":2,\"c\":3}", [("/c", .remove)]) == "{\"a\":1,\"b\":2}")
        #expect(try fixed("{ \"a\" : 1 , \"b\" : 2 }", [("/a", .remove)]) == "{ \"b\" : 2 }")
        #expect(try fixed("{ \"a\" : 1 , \"b\" : 2 }", [("/b", .remove)]) == "{ \"a\" : 1 }")
        #expect(try fixed("{\r\n\t\"a\": 1,\r\n\t\"b\": 2\r\n}\r\n", [("/b", .remove)]) == "{\r\n\t\"a\": 1\r\n}\r\n")
        #expect(
            try fixed("\u{FEFF}{\n    \"a\": \"x\",\n    \"b\": 2\n}", [("/a", .remove)])
                == "\u{FEFF}{\n    \"b\": 2\n}")
        #expect(try fixed("[\n  1,\n  2,\n  3\n]", [("/1", .remove)]) == "[\n  1,\n  3\n]")
        #expect(try fixed("[1, 2, 3]", [("/2", .remove), ("/0", .remove)]) == "[2]")
        #expect(try fixed("{\"k\": [\n  {\"x\": 1}\n]}", [("/k/0", .remove)]) == "{\"k\": []}")
    }

    @Test func noLineIsJoinedToAnother() throws {
        // Several members on a line: the removed one goes with the comma before it, or after it.
        #expect(
            try fixed("{\n  \"a\": 1, \"b\": 2,\n  \"c\": 3\n}", [("/b", .remove)]) == "{\n  \"a\": 1,\n  \"c\": 3\n}")
        #expect(
            try fixed("{\n  \"a\": 1,\n  \"b\": 2, \"c\": 3\n}", [("/b", .remove)]) == "{\n  \"a\": 1,\n  \"c\": 3\n}")
        #expect(
            try fixed("{\n  \"a\": 1, \"b\": 2, \"c\": 3,\n  \"d\": 4\n}", [("/b", .remove), ("/c", .remove)])
                == "{\n  \"a\": 1,\n  \"d\": 4\n}")
        // A run of removed elements over two lines leaves one line.
        #expect(try fixed("[1, 2,\n 3, 4]", [("/1", .remove), ("/2", .remove)]) == "[1, 4]")
    }

    @Test func setAndEmptyReplaceOnlyTheValue() throws {
        let text = "{\"s\": \"a\\u0062c\", \"o\": {\"x\": [1]}, \"l\": [1, 2], \"n\": 7}"
        #expect(
            try fixed(text, [("/s", .empty), ("/o", .empty), ("/l", .empty)])
                == "{\"s\": \"\", \"o\": {}, \"l\": [], \"n\": 7}")
        #expect(
            try fixed(text, [("/n", .set(.null)), ("/s", .set(.string("\u{202E}q\"")))])
                == "{\"s\": \"\\u202eq\\\"\", \"o\": {\"x\": [1]}, \"l\": [1, 2], \"n\": null}")
    }

    @Test func editsThatCannotApplySaySo() throws {
        let document = try JSONParser.parse(Array("{\"n\": 1, \"e\": \"\"}".utf8))
        let plan = JSONEditPlan(
            document: document,
            requests: [
                .init(fix: FindingFix(edit: .remove, applicability: .safe, node: document.root), ruleId: "r"),
                .init(
                    fix: FindingFix(
                        edit: .empty, applicability: .safe, node: try #require(document.node(atPointer: "/n"))),
                    ruleId: "r"),
                .init(
                    fix: FindingFix(
                        edit: .empty, applicability: .safe, node: try #require(document.node(atPointer: "/e"))),
                    ruleId: "r"),
                .init(
                    fix: FindingFix(edit: .set(.string("k")), applicability: .safe, node: JSONNodeID(rawValue: 1)),
                    ruleId: "r"),
            ])
        #expect(plan.edits.isEmpty)
        #expect(
            plan.outcomes == [
                .notApplicable("the document itself cannot be removed"),
                .notApplicable("only a string, object or array can be emptied"),
                .notApplicable("the value is already \"\""), .notApplicable("a key has no value to replace"),
            ])
    }

    @Test func aFixInsideAnotherIsCoveredByIt() throws {
        let text = "{\"a\": {\"b\": \"x\", \"c\": \"y\"}, \"d\": \"z\"}"
        #expect(try fixed(text, [("/a/b", .set(.string(""))), ("/a", .remove), ("/a/c", .remove)]) == "{\"d\": \"z\"}")
        #expect(try fixed(text, [("/a/b", .remove), ("/a", .empty)]) == "{\"a\": {}, \"d\": \"z\"}")
        // On one node a removal wins over a replacement, then the first rule id.
        #expect(
            try fixed(text, [("/d", .set(.string("1"))), ("/d", .remove)]) == "{\"a\": {\"b\": \"x\", \"c\": \"y\"}}")
        #expect(
            try fixed(text, [("/d", .set(.string("2"))), ("/d", .set(.string("1")))], ruleIds: ["z-rule", "a-rule"])
                == "{\"a\": {\"b\": \"x\", \"c\": \"y\"}, \"d\": \"1\"}")
        let document = try JSONParser.parse(Array(text.utf8))
        let plan = JSONEditPlan(
            document: document,
            requests: [
                .init(
                    fix: FindingFix(
                        edit: .empty, applicability: .safe, node: try #require(document.node(atPointer: "/a/b"))),
                    ruleId: "r"),
                .init(
                    fix: FindingFix(
                        edit: .remove, applicability: .safe, node: try #require(document.node(atPointer: "/a"))),
                    ruleId: "r"),
            ])
        #expect(plan.outcomes == [.covered(by: 1), .applied])
    }

    @Test func theResultDoesNotDependOnTheOrderOfTheFixes() throws {
        let text =
            "{\n  \"k\": {\n    \"a\": \"1\",\n    \"b\": [\"2\", \"3\"],\n    \"c\": {\"d\": \"4\"}\n  },\n  \"e\": \"5\"\n}"
        let edits: [(String, FixEdit)] = [
            ("/k/a", .remove), ("/k/b/1", .empty), ("/k/b", .remove), ("/k/c/d", .set(.string(""))), ("/e", .empty),
            ("/k/c", .empty),
        ]
        var generator = SplitMix64(seed: 9)
        let expected = try fixed(text, edits)
        #expect(expected == "{\n  \"k\": {\n    \"c\": {}\n  },\n  \"e\": \"\"\n}")
        for _ in 0..<20 {
            #expect(try fixed(text, edits.shuffled(using: &generator)) == expected)
        }
    }
}
