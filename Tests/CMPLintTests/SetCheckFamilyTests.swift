import Testing

@testable import CMPLint
@testable import CMPLintDocuments

/// Functions made of checks (`SetCheckFamily`): a rule picks one with `check`, and is validated
/// against that check's options, at the option that is wrong.
struct SetCheckFamilyTests {
    static let families: [any SetCheckFamily.Type] = [
        LanguageChecks.self, GeoChecks.self, PresenceChecks.self, CoherenceChecks.self,
    ]

    func error(_ options: String, function: String = "language") -> YAMLError? {
        #expect(throws: YAMLError.self) {
            try loadRules(
                "rules:\n  r:\n    summary: s\n    scope: set\n    then:\n      function: \(function)\n      functionOptions:\n\(options)"
            )
        }
    }

    @Test func anOptionOfAnotherCheckIsAnErrorAtThatOption() {
        let error = error("        check: expected\n        text: $.a\n        useRTL: $.b\n")
        #expect(
            error?.message
                == "option 'useRTL' does not apply to check 'expected' of function 'language' (its options: text, ignore)"
        )
        #expect(error?.mark?.line == 10)
    }

    @Test func aCheckNeedsItsOwnRequiredOptions() {
        let error = error("        check: direction\n        text: $.a\n        ignore: []\n")
        #expect(
            error?.message.hasPrefix("check 'direction' of function 'language' needs functionOptions 'useRTL'") == true)
        #expect(error?.mark?.line == 8)
    }

    @Test func checkIsRequiredUnlessTheFamilyHasADefault() throws {
        #expect(
            error("        text: $.a\n")?.message.hasPrefix("function 'language' needs functionOptions 'check'") == true
        )
        #expect(error("        check: tone\n")?.message.contains("'tone'") == true)
        let ruleset = try loadRules(
            "rules:\n  r:\n    summary: s\n    scope: set\n    then: {function: componentPresence}\n")
        #expect(try #require(ruleset.rules.first?.function as? PresenceChecks).check is ComponentPresence)
    }

    @Test func aRuleWordsOnlyTheCasesOfItsCheck() throws {
        let ruleset = try loadRules(
            "rules:\n  r:\n    summary: s\n    scope: set\n    then: {function: language, functionOptions: {check: direction, text: $.a, ignore: [], useRTL: $.b}}\n"
        )
        #expect(ruleset.rules.first?.function.caseNames == ["default", "acrossComponents"])
        #expect(
            LanguageChecks.allMessageCases == [
                "default", "variant", "acrossComponents", "noExpectedLanguage", "unsupportedLanguage",
            ])
    }

    /// The family declares each option once: checks that share a name share its type.
    @Test func checksThatShareAnOptionAgreeOnItsType() {
        for family in Self.families {
            var types: [String: String] = [:]
            for check in family.checks {
                for option in check.type.options {
                    let type = option.type.displayName
                    #expect(
                        types[option.name, default: type] == type,
                        "\(family.name): '\(option.name)' of check '\(check.name)'")
                    types[option.name] = type
                }
            }
        }
    }
}
