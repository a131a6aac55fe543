import Testing

@testable import CMPLint

/// Each generic function on values that pass and values that fail, with the reported place.
struct GenericFunctionTests {
    let doc = """
        {"appConfig": {"showBanner": true, "countryCode": "DE", "regionCode": "", "bannerReasonCode": 101,
                       "templateType": "IAB2V2", "zero": 0, "nothing": null},
         "list": ["a", "b", "a"], "groups": [{"groupId": "C0001"}, {"groupId": "C0002"}, {"groupId": "C0001"}]}
        """

    /// The wording each function's facts are checked through (rules word their findings).
    static let truthyMessage = #"{default: "'{{property}}' is {{value}}", missing: "'{{property}}' is missing"}"#
    static let falsyMessage =
        #""'{{property}}' is {{#length}}a {{length}}-character string{{/length}}{{^length}}{{value}}{{/length}}""#
    static let patternMessage =
        #"{default: "'{{property}}' must match /{{pattern}}/", matched: "'{{property}}' must not match /{{pattern}}/"}"#
    static let enumerationMessage = #""'{{property}}' is {{value}}; expected one of {{allowed}}""#
    static let typeCheckMessage = #""'{{property}}' is {{actualType}}; expected {{types}}""#
    static let lengthMessage =
        #"{default: "'{{property}}' has {{length}} {{unit}}; at least {{min}} expected", tooLong: "'{{property}}' has {{length}} {{unit}}; at most {{max}} expected"}"#
    static let equalsMessage =
        #"{expectation: "'{{property}}' is {{value}}; the set is meant for {{key}} \"{{wanted}}\"", notChecked: "'{{property}}' could not be checked: the set's expected {{key}} is unknown"}"#
    static let uniqueMessage = #""{{#by}}'{{by}}' {{/by}}{{value}} repeats element {{firstIndex}} of '{{property}}'""#

    func pointers(_ findings: [Finding]) -> [String] { findings.map(\.pointer) }

    /// The engine moves one target from node to node: each matched node is checked with its own
    /// field, never the one of the node before.
    @Test func aFieldIsResolvedForEachMatchedNode() throws {
        let items = "{\"items\": [{\"on\": true}, {}, {\"on\": true}, {\"on\": false}, {}]}"
        let findings = try check(
            given: "$.items[*]", then: "{function: truthy, field: on}", message: Self.truthyMessage, banner: items)
        #expect(pointers(findings) == ["/items/1", "/items/3/on", "/items/4"])
    }

    @Test func truthyReportsMissingAndFalsyValues() throws {
        #expect(
            try check(
                given: "$.appConfig", then: "{function: truthy, field: showBanner}", message: Self.truthyMessage,
                banner: doc
            ).isEmpty)
        let empty = try check(
            given: "$.appConfig", then: "{function: truthy, field: regionCode}", message: Self.truthyMessage,
            banner: doc)
        #expect(pointers(empty) == ["/appConfig/regionCode"])
        #expect(empty.first?.message == "'regionCode' is \"\"")
        let missing = try check(
            given: "$.appConfig", then: "{function: truthy, field: absent}", message: Self.truthyMessage, banner: doc)
        #expect(pointers(missing) == ["/appConfig"])  // reported at the node that lacks the field
        #expect(missing.first?.message == "'absent' is missing")
        #expect(
            try check(
                given: "$.appConfig", then: "{function: truthy, field: zero}", message: Self.truthyMessage, banner: doc
            ).count == 1)
    }

    @Test func falsyReportsPresentTruthyValues() throws {
        #expect(
            try check(
                given: "$.appConfig.regionCode", then: "{function: falsy}", message: Self.falsyMessage, banner: doc
            ).isEmpty)
        #expect(
            try check(given: "$.appConfig.nope", then: "{function: falsy}", message: Self.falsyMessage, banner: doc)
                .isEmpty)
        let found = try check(
            given: "$.appConfig.countryCode", then: "{function: falsy}", message: Self.falsyMessage, banner: doc)
        #expect(pointers(found) == ["/appConfig/countryCode"])
        #expect(found.first?.message == "'countryCode' is a 2-character string")
    }

    @Test func definedAndUndefined() throws {
        #expect(try check(given: "$.appConfig", then: "{function: defined, field: nothing}", banner: doc).isEmpty)
        #expect(try check(given: "$.appConfig", then: "{function: defined, field: logo}", banner: doc).count == 1)
        #expect(try check(given: "$.appConfig", then: "{function: undefined, field: logo}", banner: doc).isEmpty)
        #expect(
            pointers(try check(given: "$.appConfig", then: "{function: undefined, field: nothing}", banner: doc)) == [
                "/appConfig/nothing"
            ])
    }

    @Test func patternMatchAndNotMatch() throws {
        let ok = try check(
            given: "$.appConfig.countryCode", then: "{function: pattern, functionOptions: {match: '^[A-Z]{2}$'}}",
            message: Self.patternMessage, banner: doc)
        #expect(ok.isEmpty)
        let bad = try check(
            given: "$.appConfig.templateType",
            then: "{function: pattern, functionOptions: {match: '^GDPR$', notMatch: 'IAB'}}",
            message: Self.patternMessage, banner: doc)
        #expect(bad.map(\.message) == ["'templateType' must match /^GDPR$/", "'templateType' must not match /IAB/"])
        // Numbers are matched by their text; objects are skipped.
        #expect(
            try check(
                given: "$.appConfig.bannerReasonCode",
                then: "{function: pattern, functionOptions: {match: '^1\\d\\d$'}}", message: Self.patternMessage,
                banner: doc
            ).isEmpty)
        #expect(
            try check(
                given: "$.appConfig", then: "{function: pattern, functionOptions: {match: 'x'}}",
                message: Self.patternMessage, banner: doc
            ).isEmpty)
    }

    @Test func enumerationComparesJSONValues() throws {
        #expect(
            try check(
                given: "$.appConfig.bannerReasonCode",
                then: "{function: enumeration, functionOptions: {values: [101, 102]}}",
                message: Self.enumerationMessage, banner: doc
            ).isEmpty)
        let bad = try check(
            given: "$.appConfig.templateType", then: "{function: enumeration, functionOptions: {values: [GDPR, CCPA]}}",
            message: Self.enumerationMessage, banner: doc)
        #expect(bad.first?.message == "'templateType' is \"IAB2V2\"; expected one of \"GDPR\", \"CCPA\"")
        // A quoted "101" is a string, not the number 101.
        #expect(
            try check(
                given: "$.appConfig.bannerReasonCode",
                then: "{function: enumeration, functionOptions: {values: ['101']}}", message: Self.enumerationMessage,
                banner: doc
            ).count == 1)
    }

    @Test func typeChecksJSONTypes() throws {
        #expect(
            try check(
                given: "$.appConfig.bannerReasonCode", then: "{function: type, functionOptions: {type: integer}}",
                message: Self.typeCheckMessage, banner: doc
            ).isEmpty)
        #expect(
            try check(
                given: "$.appConfig.bannerReasonCode", then: "{function: type, functionOptions: {type: number}}",
                message: Self.typeCheckMessage, banner: doc
            ).isEmpty)
        let bad = try check(
            given: "$.appConfig.showBanner", then: "{function: type, functionOptions: {type: [string, 'null']}}",
            message: Self.typeCheckMessage, banner: doc)
        #expect(bad.first?.message == "'showBanner' is a boolean; expected string or null")
    }

    @Test func lengthOfStringsArraysObjects() throws {
        #expect(
            try check(
                given: "$.list", then: "{function: length, functionOptions: {min: 1, max: 3}}",
                message: Self.lengthMessage, banner: doc
            ).isEmpty)
        #expect(
            try check(
                given: "$.list", then: "{function: length, functionOptions: {max: 2}}", message: Self.lengthMessage,
                banner: doc
            ).first?.message == "'list' has 3 elements; at most 2 expected")
        #expect(
            try check(
                given: "$.appConfig.countryCode", then: "{function: length, functionOptions: {min: 3}}",
                message: Self.lengthMessage, banner: doc
            ).first?.message == "'countryCode' has 2 characters; at least 3 expected")
        #expect(
            try check(
                given: "$.appConfig", then: "{function: length, functionOptions: {max: 3}}",
                message: Self.lengthMessage, banner: doc
            ).count == 1)
    }

    @Test func equalsLiteralAndExpectation() throws {
        #expect(
            try check(
                given: "$.appConfig.countryCode", then: "{function: equals, functionOptions: {value: DE}}",
                message: Self.equalsMessage, banner: doc
            ).isEmpty)
        #expect(
            try check(
                given: "$.appConfig.bannerReasonCode", then: "{function: equals, functionOptions: {value: 101.0}}",
                message: Self.equalsMessage, banner: doc
            ).isEmpty)
        let expectations = SetExpectations(country: "FR", language: "fr")
        let mismatch = try check(
            given: "$.appConfig.countryCode", then: "{function: equals, functionOptions: {expected: country}}",
            message: Self.equalsMessage,
            banner: doc, expectations: expectations)
        #expect(mismatch.first?.message == "'countryCode' is \"DE\"; the set is meant for country \"FR\"")
        #expect(mismatch.first?.severity == .error)
        let lower = SetExpectations(country: "de")
        #expect(
            try check(
                given: "$.appConfig.countryCode",
                then: "{function: equals, functionOptions: {expected: country, caseInsensitive: true}}",
                message: Self.equalsMessage,
                banner: doc, expectations: lower
            ).isEmpty)
        // Unknown expectation: an info that says it could not be checked, never a guess.
        let unknown = try check(
            given: "$.appConfig.countryCode", then: "{function: equals, functionOptions: {expected: country}}",
            message: Self.equalsMessage, banner: doc)
        #expect(unknown.count == 1)
        #expect(unknown.first?.severity == .info)
        #expect(unknown.first?.message.contains("could not be checked") == true)
    }

    /// Functions name their message cases but never word them: a case the rule does not word says
    /// the rule's `default`, and a rule without `message` says its `summary`.
    @Test func wordingComesFromTheRuleOnly() throws {
        let missing = try check(
            given: "$.appConfig", then: "{function: truthy, field: absent}",
            message: #"{default: "'{{property}}' is falsy"}"#, banner: doc)
        #expect(missing.map(\.message) == ["'absent' is falsy"])
        let unworded = try check(given: "$.appConfig", then: "{function: truthy, field: absent}", banner: doc)
        #expect(unworded.map(\.message) == ["test"])
    }

    @Test func uniqueReportsRepeatsAtTheRepeat() throws {
        let repeats = try check(given: "$.list", then: "{function: unique}", message: Self.uniqueMessage, banner: doc)
        #expect(pointers(repeats) == ["/list/2"])
        #expect(repeats.first?.message == "\"a\" repeats element 0 of 'list'")
        let byField = try check(
            given: "$.groups", then: "{function: unique, functionOptions: {by: groupId}}", message: Self.uniqueMessage,
            banner: doc)
        #expect(pointers(byField) == ["/groups/2/groupId"])
    }
}

/// Options are validated when the rule loads, with the position of the mistake.
struct FunctionOptionTests {
    func loadError(_ then: String) -> String {
        let yaml = "rules:\n  r:\n    summary: s\n    then: \(then)\n"
        do {
            _ = try loadRules(yaml)
            return "loaded"
        } catch {
            return String(describing: error)
        }
    }

    @Test func reportsOptionMistakes() {
        #expect(loadError("{function: pattern}").hasPrefix("test.yml:4:"))
        #expect(loadError("{function: pattern}").contains("needs functionOptions 'match' or 'notMatch'"))
        #expect(
            loadError("{function: pattern, functionOptions: {match: '('}}").contains("not a valid regular expression"))
        #expect(loadError("{function: pattern, functionOptions: {macth: 'a'}}").contains("did you mean 'match'?"))
        #expect(loadError("{function: length, functionOptions: {min: 3, max: 1}}").contains("greater than 'max'"))
        #expect(loadError("{function: type, functionOptions: {type: strng}}").contains("did you mean 'string'?"))
        #expect(loadError("{function: equals, functionOptions: {expected: countyr}}").contains("country"))
        #expect(loadError("{function: equals}").contains("needs functionOptions 'value' or 'expected'"))
        #expect(loadError("{function: enumeration, functionOptions: {values: []}}").contains("non-empty list"))
        #expect(loadError("{function: truthy, functionOptions: {x: 1}}").contains("takes no functionOptions"))
        #expect(loadError("{function: thruthy}").contains("unknown function 'thruthy'; did you mean 'truthy'?"))
    }
}
