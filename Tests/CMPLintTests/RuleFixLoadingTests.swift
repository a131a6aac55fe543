import Testing

@testable import CMPLint
@testable import CMPLintDocuments

/// `fix:` in a rule file: alternatives read in order, every mistake an error at its line and column.
struct RuleFixLoadingTests {
    static let head =
        "rules:\n  r:\n    summary: s\n    given: $..*\n    then: {function: consentStringLeak, functionOptions: {keys: [tcString], kinds: [tcfV2]}}\n"

    func error(_ yaml: String) -> String { ruleFileError(yaml) }

    @Test func readsOneFixOrAListOfAlternatives() throws {
        let one = try #require(
            try RuleLoader.loadFile(
                text: Self.head + "    fix: {edit: empty, applicability: safe}\n", file: "r.yml", requireExamples: false
            ).first?.fix)
        #expect(one.alternatives.count == 1)
        #expect(one.lines == ["safe: empties the value (`\"\"`, `{}` or `[]`, by its type)"])
        let list = try #require(
            try RuleLoader.loadFile(
                text: Self.head + """
                        fix:
                          - if: {fact: embeddedIn}
                            edit: set
                            value: ""
                            applicability: unsafe
                          - if: {fact: key, in: [tcString, gppTcfString]}
                            edit: remove
                            applicability: safe
                          - if: {case: [default, undecodable]}
                            edit: set
                            value: {a: [1, null]}
                            applicability: safe

                    """, file: "r.yml", requireExamples: false
            ).first?.fix)
        #expect(
            list.alternatives.map(\.edit) == [
                .set(.string("")), .remove,
                .set(.object([JSONMember(key: "a", value: .array([.number("1"), .null]))])),
            ])
        #expect(list.alternatives.map(\.applicability) == [.unsafe, .safe, .safe])
        #expect(
            list.lines[1] == "safe, when `key` is `tcString` or `gppTcfString`: removes the member (or array element)")
        #expect(
            list.lines[2]
                == "safe, when the finding's message case is `default` or `undecodable`: sets the value to `{\"a\":[1,null]}`"
        )
    }

    @Test func theFirstAlternativeWhoseConditionHoldsApplies() throws {
        let fix = try #require(
            try RuleLoader.loadFile(
                text: Self.head + """
                        fix:
                          - {if: {fact: embeddedIn}, edit: set, value: "", applicability: unsafe}
                          - {if: {fact: key, in: [tcString]}, edit: remove, applicability: safe}
                          - {edit: set, value: "", applicability: safe}

                    """, file: "r.yml", requireExamples: false
            ).first?.fix)
        func chosen(_ facts: [String: JSONValue], case messageCase: String? = nil) -> FixEdit? {
            fix.alternative(for: FunctionResult(facts: facts, case: messageCase))?.edit
        }
        #expect(chosen(["key": .string("tcString"), "embeddedIn": .string("its text")]) == .set(.string("")))
        #expect(
            fix.alternative(for: FunctionResult(facts: ["embeddedIn": .string("base64 data")]))?.applicability
                == .unsafe)
        #expect(chosen(["key": .string("tcString")]) == .remove)
        #expect(chosen(["key": .string("IABTCF_TCString")]) == .set(.string("")))
        // An empty fact is absent, as in message sections.
        #expect(chosen(["key": .string("tcString"), "embeddedIn": .string("")]) == .remove)
        let cases = try #require(
            try RuleLoader.loadFile(
                text: Self.head + "    fix: {if: {case: undecodable}, edit: empty, applicability: safe}\n",
                file: "r.yml", requireExamples: false
            ).first?.fix)
        #expect(cases.alternative(for: FunctionResult(case: "undecodable")) != nil)
        #expect(cases.alternative(for: FunctionResult()) == nil)
    }

    @Test func mistakesAreLocated() {
        #expect(
            error(Self.head + "    fix: {edit: remov, applicability: safe}\n")
                == "r.yml:6:17: 'edit' in 'fix' of rule 'r' must be one of: remove, set, empty; found 'remov'; did you mean 'remove'?"
        )
        #expect(
            error(Self.head + "    fix: {edit: remove}\n")
                == "r.yml:6:10: 'fix' of rule 'r' is missing required key 'applicability' (safe: applied by `cmplint fix`; unsafe: only with --unsafe-fixes)"
        )
        #expect(
            error(Self.head + "    fix: {edit: set, applicability: safe}\n")
                == "r.yml:6:17: edit 'set' in 'fix' of rule 'r' needs 'value': the JSON value the node gets")
        #expect(
            error(Self.head + "    fix: {edit: empty, value: 1, applicability: safe}\n")
                == "r.yml:6:31: 'value' goes with edit 'set' only")
        #expect(
            error(Self.head + "    fix: {edit: empty, applicability: always}\n").hasPrefix(
                "r.yml:6:39: 'applicability' in 'fix' of rule 'r' must be one of: safe, unsafe"))
        #expect(
            error(Self.head + "    fix: {edit: empty, applicability: safe, why: x}\n").hasPrefix(
                "r.yml:6:45: unknown key 'why' in 'fix' of rule 'r'"))
        #expect(
            error(Self.head + "    fix: []\n")
                == "r.yml:6:10: 'fix' of rule 'r' must be a mapping or a non-empty list of them")
    }

    @Test func conditionsNameTheFunctionsCasesAndFacts() {
        #expect(
            error(Self.head + "    fix: {if: {case: undecodeable}, edit: empty, applicability: safe}\n")
                == "r.yml:6:22: 'undecodeable' is not a message case of function 'consentStringLeak'; did you mean 'undecodable'? (cases: default, firstLaunch, undecodable)"
        )
        #expect(
            error(Self.head + "    fix: {if: {fact: embedded}, edit: empty, applicability: safe}\n")
                .hasPrefix(
                    "r.yml:6:22: 'embedded' is not a fact of function 'consentStringLeak'; did you mean 'embeddedIn'?"))
        #expect(
            error(Self.head + "    fix: {if: {in: [a]}, edit: empty, applicability: safe}\n")
                == "r.yml:6:20: 'in' needs 'fact': the fact whose value is compared")
        #expect(
            error(Self.head + "    fix: {if: {}, edit: empty, applicability: safe}\n")
                == "r.yml:6:15: 'if' of 'fix' of rule 'r' needs 'case', 'fact' or 'platform'")
        #expect(
            error(
                Self.head
                    + "    fix:\n      - {edit: empty, applicability: safe}\n      - {if: {fact: key}, edit: remove, applicability: safe}\n"
            )
                == "r.yml:8:9: this fix of rule 'r' follows one without 'if', which applies to every finding; put the alternatives with 'if' first"
        )
    }

    @Test func fixesAndFixedExamplesGoWhereTheyApply() {
        #expect(
            error(
                "rules:\n  r:\n    summary: s\n    scope: suppressions\n    then: {function: unusedSuppression}\n    fix: {edit: remove, applicability: safe}\n"
            )
                == "r.yml:6:10: function 'unusedSuppression' checks the run's ignore entries; 'fix' does not apply")
        let example =
            "    examples:\n      fail:\n        - name: x\n          banner: '{\"tcString\": \"x\"}'\n          findings: [banner#/tcString]\n"
        #expect(
            error(Self.head + example + "          fixed: {banner: '{}'}\n")
                == "r.yml:8:11: example 'x' shows what is 'fixed', but rule 'r' has no 'fix'")
        let fixing = Self.head + "    fix: {edit: remove, applicability: safe}\n"
        #expect(
            error(fixing + example + "          fixed: {preferences: '{}'}\n")
                == "r.yml:12:32: example 'x' has no preferences to fix")
        #expect(
            error(
                fixing
                    + "    examples:\n      pass:\n        - name: y\n          banner: '{}'\n          fixed: {banner: '{}'}\n"
            )
                == "r.yml:11:18: passing example 'y' has nothing to fix; 'fixed' goes with failing examples")
        #expect(error(fixing + example + "          fixed: {banner: '{}'}\n") == "loaded")
    }
}
