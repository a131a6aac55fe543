import SeededRandom
import Testing

@testable import CMPLint
@testable import CMPLintDocuments

/// On generated snapshots in every layout, with leaks injected at random places: after `fix`, the
/// leak rules find nothing, the file parses, and its value is the input's with exactly the leaked
/// members changed (removed, or set to their empty value) and nothing else.
struct FixPropertyTests {
    static let leakRules = [
        "ot-consent-string-leak", "tc-string-leak", "gpp-string-leak", "addtl-consent-leak", "consent-state-leak",
        "identifier-leak",
    ]
    static let tc = "CPSG_8APSG_8AAAAAAENAAFgAAAAAAAAAAAAFpQAwAAgCtAWkAAAAAAA.IFpQBQAAwAKAAsADoArQFpAA.YAAAAAAAAAAA"
    static let gpp = "DBABM~CPXxRfAPXxRfAAfKABENB-CgAAAAAAAAAAYgAAAAAAAA"
    static let ac = "2~1.35.41.101~dv.9.21.81"
    static let otConsent =
        "eyJsYXN0TGF1bmNoRGF0ZSI6MTcxMzIxMTQyNjI4Nywic2hvdWxkU2hvd0Jhbm5lciI6MCwiZHNJZCI6ImI4NzViMzgyLTVhM2UtNGMxZi05ZDJlLTdmNmExYzBlOWI0NCIsImFwcElkIjoiM2UxODg1NjEtN2QzZi00YjhlLWE1YzItMWY5ZTBkMmI2YTc3LXRlc3QiLCJjZG4iOiJjZG4uY29va2llbGF3Lm9yZyIsImlzQW5vbnltb3VzIjoxLCJsYXN0Q29uc2VudERhdGUiOjE3MTMyMTE0MjY1MzEsImxhc3RJbnRlcmFjdGlvblR5cGUiOiJQcmVmZXJlbmNlIENlbnRlciAtIENvbmZpcm0iLCJncm91cENvbnNlbnRzIjp7IkMwMDAxIjoxLCJDMDAwMiI6MH0sInNka0NvbnNlbnRzIjp7fX0="

    /// A leak to inject as a member: its key, value, and the value the fix leaves (nil: removed).
    static let members: [(key: String, value: JSONValue, fixed: JSONValue?)] = [
        ("tcString", .string(tc), nil),
        ("gppTcfString", .string(gpp), nil),
        ("googleAdditionalConsent", .string(ac), nil),
        ("otConsentString", .string(otConsent), .string("")),
        ("lastTC", .string(tc), .string("")),
        ("savedState", .string(otConsent), .string("")),
        (
            "storageKeys",
            .object([
                JSONMember(key: "IABTCF_CmpSdkID", value: .number("28")),
                JSONMember(key: "OT_GroupConsents", value: .object([JSONMember(key: "C0001", value: .number("1"))])),
                JSONMember(key: "IABTCF_AddtlConsent", value: .string(ac)),
                JSONMember(key: "OT_Identifier", value: .string("b875b382-5a3e-4c1f-9d2e-7f6a1c0e9b44")),
                JSONMember(key: "IABGPP_HDR_GppString", value: .string(gpp)),
                JSONMember(key: "OT_LastConsentedDate", value: .string("2024-04-15T19:57:06.531Z")),
            ]),
            .object([
                JSONMember(key: "IABTCF_CmpSdkID", value: .number("28")),
                JSONMember(key: "OT_GroupConsents", value: .object([])),
                JSONMember(key: "IABTCF_AddtlConsent", value: .string("")),
                JSONMember(key: "OT_Identifier", value: .string("")),
                JSONMember(key: "IABGPP_HDR_GppString", value: .string("")),
                JSONMember(key: "OT_LastConsentedDate", value: .string("")),
            ])
        ),
    ]
    /// Leaks to inject as array elements, and what the fix leaves.
    static let elements: [(value: JSONValue, fixed: JSONValue)] = [
        (.string(tc), .string("")), (.string(gpp), .string("")), (.string(ac), .string("")),
    ]

    static let words = [
        "title", "text", "groupId", "purposes", "general", "color", "items", "name", "id", "vendors", "links", "label",
    ]

    /// A random document, and the same with leaks injected: (input, expected after the fix, leaks).
    static func document(_ g: inout SplitMix64, depth: Int = 0) -> (input: JSONValue, expected: JSONValue, leaks: Int) {
        let kind = depth == 0 ? 0 : g.below(depth > 3 ? 2 : 4) + (depth > 3 ? 2 : 0)
        switch kind {
        case 0, 1:
            var input: [JSONMember] = []
            var expected: [JSONMember] = []
            var leaks = 0
            var used = Set<String>()
            for _ in 0..<g.below(5) {
                let key = words[g.below(words.count)] + String(g.below(100))
                guard used.insert(key).inserted else { continue }
                let child = document(&g, depth: depth + 1)
                input.append(JSONMember(key: key, value: child.input))
                expected.append(JSONMember(key: key, value: child.expected))
                leaks += child.leaks
            }
            if kind == 0 || g.below(3) == 0 {
                // `storageKeys` is a top-level member (the consent-state rule looks there only).
                let leak = members[g.below(depth == 0 ? members.count : members.count - 1)]
                if !input.contains(where: { $0.key == leak.key }) {
                    let position = g.below(input.count + 1)
                    input.insert(JSONMember(key: leak.key, value: leak.value), at: position)
                    if let fixed = leak.fixed { expected.insert(JSONMember(key: leak.key, value: fixed), at: position) }
                    leaks += 1
                }
            }
            return (.object(input), .object(expected), leaks)
        case 2 where depth <= 3:
            var input: [JSONValue] = []
            var expected: [JSONValue] = []
            var leaks = 0
            for _ in 0..<g.below(4) {
                let child = document(&g, depth: depth + 1)
                input.append(child.input)
                expected.append(child.expected)
                leaks += child.leaks
            }
            if g.below(3) == 0 {
                let leak = elements[g.below(elements.count)]
                let position = g.below(input.count + 1)
                input.insert(leak.value, at: position)
                expected.insert(leak.fixed, at: position)
                leaks += 1
            }
            return (.array(input), .array(expected), leaks)
        default:
            let scalar: JSONValue = [
                .string("w\(g.below(1000))"), .number(String(g.below(100))), .bool(g.below(2) == 0), .null,
                .string("ü é \u{1F600}"), .string("a\"b\\c\n"),
            ][g.below(6)]
            return (scalar, scalar, 0)
        }
    }

    /// JSON text of `value` in a layout: indentation unit (nil: one line), `": "` or `":"`, line ending.
    static func text(_ value: JSONValue, indent: String?, colon: String, newline: String, level: Int = 0) -> String {
        let pad = indent.map { String(repeating: $0, count: level) } ?? ""
        let inner = indent.map { String(repeating: $0, count: level + 1) } ?? ""
        let separator = indent == nil ? (colon == ":" ? "," : ", ") : "," + newline
        let open = indent == nil ? "" : newline
        let close = indent == nil ? "" : newline + pad
        switch value {
        case .object(let members) where !members.isEmpty:
            return "{" + open
                + members.map {
                    inner + JSONValue.quoted($0.key) + colon
                        + text($0.value, indent: indent, colon: colon, newline: newline, level: level + 1)
                }
                .joined(separator: separator) + close + "}"
        case .array(let items) where !items.isEmpty:
            return "[" + open
                + items.map { inner + text($0, indent: indent, colon: colon, newline: newline, level: level + 1) }
                .joined(separator: separator) + close + "]"
        default:
            return value.jsonText
        }
    }

    @Test func fixedSnapshotsAreTheInputWithExactlyTheLeaksChanged() throws {
        let ruleset = try DefaultRuleset.load()
        let leakRules = ruleset.only { Self.leakRules.contains($0.id) }
        let fixer = Fixer(ruleset: ruleset)
        var generator = SplitMix64(seed: 20_261_123)
        var injected = 0
        let rounds = SlowTests.rounds(quick: 60, full: 300)
        for round in 0..<rounds {
            let (input, expected, leaks) = Self.document(&generator)
            let indent = [nil, "  ", "    ", "\t"][generator.below(4)]
            let newline = generator.below(3) == 0 ? "\r\n" : "\n"
            var text = Self.text(input, indent: indent, colon: generator.below(2) == 0 ? ": " : ":", newline: newline)
            if generator.below(2) == 0 { text += newline }
            if generator.below(5) == 0 { text = "\u{FEFF}" + text }
            let set = snapshotSet([.banner: text])
            #expect(!Linter(ruleset: leakRules).lint(set).isEmpty, "round \(round): no leak found before the fix")
            let result = fixer.fix(set)
            #expect(result.settled)
            let fixed = try #require(result.set[.banner]?.document, "round \(round): the fixed file does not parse")
            #expect(
                fixed.value(fixed.root) == expected,
                "round \(round):\n\(text)\n→\n\(String(decoding: fixed.bytes, as: UTF8.self))")
            #expect(Linter(ruleset: leakRules).lint(result.set).isEmpty, "round \(round): leaks left")
            // Nothing outside the edits changed: the BOM and the trailing bytes are the input's.
            #expect(fixed.bytes.starts(with: [0xEF, 0xBB, 0xBF]) == text.hasPrefix("\u{FEFF}"))
            #expect(
                String(decoding: fixed.bytes, as: UTF8.self).hasSuffix(text.hasSuffix(newline) ? "}" + newline : "}"))
            injected += leaks
        }
        #expect(injected > 2 * rounds)
    }
}
