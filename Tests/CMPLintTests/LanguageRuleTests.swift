import Testing

@testable import CMPLint
@testable import CMPLintKnowledge

struct LanguageRuleTests {
    let ruleset = try! DefaultRuleset.load()

    static let german =
        "Wir und unsere Partner verwenden Cookies und ähnliche Technologien, um die App bereitzustellen, die Nutzung zu analysieren und Inhalte zu personalisieren."
    static let english =
        "We and our partners use cookies and similar technologies to provide the app, analyse how it is used and personalise content."
    static let french =
        "Nous et nos partenaires utilisons des cookies et des technologies similaires pour fournir l'application, analyser son utilisation et personnaliser le contenu."

    func banner(_ text: String, rtl: Bool = false) -> String {
        #"{"bannerUIData": {"general": {"useRTL": \#(rtl)}, "summary": {"description": {"text": "\#(text)"}}}}"#
    }

    func preferences(_ text: String, rtl: Bool = false) -> String {
        #"{"pcUIData": {"general": {"useRTL": \#(rtl)}, "summary": {"description": {"text": "\#(text)"}}}}"#
    }

    func lint(_ id: String, _ components: [ComponentKind: String], language: String? = nil) -> [Finding] {
        Linter(ruleset: ruleset.only(id)).lint(
            snapshotSet(components, expectations: SetExpectations(language: language)))
    }

    @Test func mismatchNamesBothLanguagesAndTheSource() throws {
        let set = snapshotSet(
            [.banner: banner(Self.german)], expectations: SetExpectations(language: "fr", languageSource: .commandLine))
        let finding = try #require(Linter(ruleset: ruleset.only("language-mismatch")).lint(set).first)
        #expect(
            finding.message.hasPrefix(
                "the banner text is in German (de), but the set is meant for French (fr) (from the command line)"))
        #expect(finding.pointer == "/bannerUIData/summary/description/text")
        // Regional tags compare by language: pt-BR text expectations accept pt; de-AT accepts de.
        #expect(lint("language-mismatch", [.banner: banner(Self.german)], language: "de-AT").isEmpty)
    }

    static let bokmal =
        "Vi og våre partnere bruker informasjonskapsler og lignende teknologier for å levere appen, analysere hvordan den brukes og tilpasse innholdet. Du kan når som helst trekke tilbake samtykket ditt."
    static let nynorsk =
        "Vi og partnarane våre brukar informasjonskapslar og liknande teknologiar for å levere appen, analysere korleis han blir brukt og tilpasse innhaldet. Du kan når som helst trekkje tilbake samtykket ditt."

    /// Nynorsk sets mix in Bokmål (`LanguageMatch`): Bokmål text is no mismatch and no inconsistency
    /// for a Nynorsk set, but Nynorsk text is both for a Bokmål set.
    @Test func bokmalTextIsAcceptedForANynorskSet() {
        #expect(LanguageIdentifier.identify(Self.bokmal)?.language.code == "nb")
        #expect(LanguageIdentifier.identify(Self.nynorsk)?.language.code == "nn")
        #expect(lint("language-mismatch", [.banner: banner(Self.bokmal)], language: "nn").isEmpty)
        #expect(lint("language-mismatch", [.banner: banner(Self.bokmal)], language: "da").count == 1)
        #expect(lint("language-mismatch", [.banner: banner(Self.nynorsk)], language: "nb").count == 1)
        let mixed: [ComponentKind: String] = [.banner: banner(Self.bokmal), .preferences: preferences(Self.nynorsk)]
        #expect(lint("language-inconsistent", mixed, language: "nn").isEmpty)
        #expect(lint("language-inconsistent", mixed, language: "nb").map { $0.component } == [.preferences])
        // A third language is still the odd one out, with the Nynorsk reference.
        let three = mixed.merging([
            .vendors: #"{"vendorListUIData": {"general": {"pageHeaderTitle": "\#(Self.german)"}}}"#
        ]) { $1 }
        #expect(lint("language-inconsistent", three, language: "nn").map { $0.component } == [.vendors])
    }

    @Test func inconsistencyPrefersTheExpectedLanguageAsReference() {
        let components: [ComponentKind: String] = [
            .banner: banner(Self.german), .preferences: preferences(Self.english),
        ]
        // Expected German: the English preferences are the odd one out.
        #expect(lint("language-inconsistent", components, language: "de").map { $0.component } == [.preferences])
        // Expected English: the German banner is.
        #expect(lint("language-inconsistent", components, language: "en").map { $0.component } == [.banner])
        // Nothing expected, a tie: the banner is the reference.
        #expect(lint("language-inconsistent", components).map { $0.component } == [.preferences])
        // Three components: the majority wins.
        let three: [ComponentKind: String] = [
            .banner: banner(Self.french), .preferences: preferences(Self.english),
            .vendors: #"{"vendorListUIData": {"general": {"pageHeaderTitle": "\#(Self.english)"}}}"#,
        ]
        #expect(lint("language-inconsistent", three).map { $0.component } == [.banner])
    }

    @Test func rtlFollowsTheLanguageThenTheOtherComponents() {
        #expect(
            lint("rtl-mismatch", [.banner: banner(Self.english, rtl: true)]).map(\.pointer) == [
                "/bannerUIData/general/useRTL"
            ])
        #expect(lint("rtl-mismatch", [.banner: banner(Self.english), .preferences: preferences(Self.english)]).isEmpty)
        // The expected language decides when the text is too short to identify.
        #expect(lint("rtl-mismatch", [.banner: banner("مرحبا", rtl: false)], language: "ar").count == 1)
    }

    @Test func unknownLanguageIsInfoNeverAGuess() {
        let mixed = Self.english + " " + Self.german
        let findings = lint("language-unknown", [.banner: banner(mixed)], language: "en")
        #expect(findings.map(\.severity) == [.info])
        #expect(findings.first?.message.contains("too few or too mixed") == true)
        #expect(lint("language-mismatch", [.banner: banner(mixed)], language: "fr").isEmpty)
        #expect(
            lint("language-unknown", [.banner: banner(Self.english)], language: "cy").first?.message.contains(
                "'cy' is not one cmplint can identify") == true)
    }

    /// A section named in the rule's `text` option is read; the memo does not hand one rule's
    /// identification to a rule reading other paths.
    @Test func textPathsComeFromTheRule() throws {
        let rules = try loadRules(
            """
            rules:
              default-paths:
                summary: t
                severity: error
                scope: set
                then:
                  function: language
                  functionOptions: {check: expected, text: '$.bannerUIData', ignore: '$.appConfig'}
              custom-section:
                summary: t
                severity: error
                scope: set
                then:
                  function: language
                  functionOptions: {check: expected, text: ['$.bannerUIData', '$.customSection'], ignore: '$.appConfig'}
                message: "the {{component}} text is in {{identified.name}} ({{identified.code}}), but the set is meant for {{expectedLanguage.name}} ({{expectedLanguage.code}})"
              custom-ignored:
                summary: t
                severity: info
                scope: set
                then:
                  function: language
                  functionOptions: {check: known, text: ['$.bannerUIData', '$.customSection'], ignore: ['$.appConfig', '$.bannerUIData']}
            """)
        // German only in a section the default paths do not read (and not under a text key).
        let banner =
            #"{"bannerUIData": {"summary": {"title": {"text": "Cookies"}}}, "customSection": {"note": "\#(Self.german)"}}"#
        let findings = Linter(ruleset: rules).lint(
            snapshotSet([.banner: banner], expectations: SetExpectations(language: "fr")))
        #expect(findings.map(\.ruleId) == ["custom-section"])
        #expect(findings.first?.pointer == "/customSection/note")
        #expect(
            findings.first?.message.hasPrefix("the banner text is in German (de), but the set is meant for French (fr)")
                == true)
        // Ignoring bannerUIData leaves only the German note: identified, so nothing unknown.
        #expect(findings.allSatisfy { $0.ruleId != "custom-ignored" })
    }

    /// A config that adds a section to `#UIText` changes what every default language rule reads.
    @Test func aConfigExtendingUITextTakesEffect() throws {
        let config = try Configuration.parse(
            text: """
                aliases:
                  UIText: [$.bannerUIData, $.pcUIData, $.vendorListUIData, $.prompts, $.ucPurposesData, $.customSection]
                """, file: "/tmp/.cmplint.yml")
        let banner =
            #"{"bannerUIData": {"summary": {"title": {"text": "Cookies"}}}, "customSection": {"note": "\#(Self.german)"}}"#
        let set = snapshotSet([.banner: banner], expectations: SetExpectations(language: "fr"))
        #expect(Linter(ruleset: ruleset.only("language-mismatch")).lint(set).isEmpty)
        let findings = Linter(ruleset: try config.ruleset().only("language-mismatch")).lint(set)
        #expect(findings.map(\.pointer) == ["/customSection/note"])
    }

    @Test func useRTLPathComesFromTheRule() throws {
        let rules = try loadRules(
            """
            rules:
              rtl:
                summary: t
                severity: warning
                scope: set
                then:
                  function: language
                  functionOptions: {check: direction, text: '$.bannerUIData', ignore: [], useRTL: '$.bannerUIData.layout.rtl'}
                message: "{{component}} useRTL is {{useRTL}} but {{language.name}} is written {{#language.rightToLeft}}right to left{{/language.rightToLeft}}{{^language.rightToLeft}}left to right{{/language.rightToLeft}}: the UI would be mirrored wrongly"
            """)
        let banner =
            #"{"bannerUIData": {"general": {"useRTL": false}, "layout": {"rtl": true}, "summary": {"description": {"text": "\#(Self.english)"}}}}"#
        let findings = Linter(ruleset: rules).lint(snapshotSet([.banner: banner]))
        #expect(findings.map(\.pointer) == ["/bannerUIData/layout/rtl"])
        #expect(
            findings.first?.message
                == "banner useRTL is true but English is written left to right: the UI would be mirrored wrongly")
    }

    @Test func rtlComponentsDisagreeMessage() {
        let findings = lint(
            "rtl-mismatch",
            [
                .banner: #"{"bannerUIData": {"general": {"useRTL": false}}}"#,
                .preferences: #"{"pcUIData": {"general": {"useRTL": true}}}"#,
            ])
        #expect(
            findings.map(\.message) == [
                "preferences useRTL is true but banner useRTL is false: the screens would run in different directions"
            ])
    }

    @Test func unknownMessagesForEachCase() {
        let none = lint(
            "language-unknown", [.banner: #"{"bannerUIData": {"general": {"useRTL": false}}}"#], language: "en")
        #expect(none.map(\.message) == ["the language of the banner text could not be identified: it has no UI text"])
        let short = lint(
            "language-unknown", [.banner: #"{"bannerUIData": {"summary": {"title": {"text": "Cookies"}}}}"#],
            language: "en")
        #expect(
            short.map(\.message) == [
                "the language of the banner text could not be identified: its 7 characters of UI text are too few or too mixed"
            ])
    }

    @Test func filesThatAreNotTheirComponentsResponseAreSkipped() {
        // A legacy file in the banner slot is legacy-format's business, not the language rules'.
        let legacy = #"{"culture": {"DomainData": {"MainInfoText": "\#(Self.german)"}}}"#
        #expect(lint("language-mismatch", [.banner: legacy], language: "fr").isEmpty)
        #expect(lint("language-unknown", [.banner: legacy], language: "fr").isEmpty)
    }
}

struct SetMemoTests {
    /// Counts calls from the compute closures (only touched on the test's own thread).
    final class Counter: @unchecked Sendable { var calls = 0 }

    @Test func computesOncePerKeyAndSet() {
        let counter = Counter()
        let set = snapshotSet([.banner: "{}"])
        for _ in 0..<3 {
            #expect(
                set.memo.value("k") { () -> Int in
                    counter.calls += 1
                    return 42
                } == 42)
        }
        #expect(counter.calls == 1)
        #expect(
            set.memo.value("other") { () -> String in
                counter.calls += 1
                return "x"
            } == "x")
        #expect(counter.calls == 2)
        // Another set starts empty.
        #expect(
            snapshotSet([.banner: "{}"]).memo.value("k") { () -> Int in
                counter.calls += 1
                return 7
            } == 7)
        #expect(counter.calls == 3)
    }

    @Test func computesAnOptionalValueOnceToo() {
        // An absent entry cast to an optional type succeeds: a memo that cast before unwrapping
        // answered nil without computing (the vendor readings memoize an optional list).
        let counter = Counter()
        let set = snapshotSet([.banner: "{}"])
        #expect(
            set.memo.value("some") { () -> [Int]? in
                counter.calls += 1
                return [7]
            } == [7])
        #expect(
            set.memo.value("some") { () -> [Int]? in
                counter.calls += 1
                return nil
            } == [7])
        #expect(
            set.memo.value("none") { () -> [Int]? in
                counter.calls += 1
                return nil
            } == nil)
        #expect(
            set.memo.value("none") { () -> [Int]? in
                counter.calls += 1
                return [8]
            } == nil)
        #expect(counter.calls == 2)
    }

    @Test func languageRulesShareOneIdentificationPerSet() {
        let set = snapshotSet([
            .banner: #"{"bannerUIData": {"summary": {"description": {"text": "\#(LanguageRuleTests.english)"}}}}"#
        ])
        let first = ComponentLanguage.all(in: set, paths: .defaults)
        let second = ComponentLanguage.all(in: set, paths: .defaults)
        #expect(first.map(\.guess) == second.map(\.guess))
        // The stored value is the one computed first: a marker stored under the key would be returned.
        #expect(set.memo.value(ComponentLanguage.memoKey(.defaults)) { [ComponentLanguage]() }.count == first.count)
        // Other paths are another key.
        let other = UITextPaths(sections: [.root], ignored: [])
        #expect(ComponentLanguage.memoKey(other) != ComponentLanguage.memoKey(.defaults))
    }

    /// The shared identification skips choosing the representative text; the node a finding points
    /// at, chosen when asked, is the one the whole identification gives, on every sample set.
    @Test func aFindingPointsAtTheRepresentativeTextChosenWhenAsked() throws {
        var pointed = 0
        for source in try SnapshotDiscovery.discover(paths: ["samples"], workingDirectory: repositoryRoot.path) {
            let set = try source.load(expectations: SetExpectations())
            for component in ComponentLanguage.all(in: set, paths: .defaults) {
                #expect(component.language.representative == nil)
                let whole = LanguageIdentifier.identify(document: component.document, paths: .defaults)
                #expect(component.language.guess == whole.guess)
                // Read only as far as the evidence needs, but whole when no language is found.
                #expect(
                    component.guess == nil
                        ? component.language.textLength == whole.textLength
                        : component.language.textLength <= whole.textLength)
                #expect(
                    component.node == (whole.representative?.node ?? component.document.root),
                    "\(source.directory) \(component.kind)")
                if whole.representative != nil { pointed += 1 }
            }
        }
        #expect(pointed > 20, "the samples have representative texts (\(pointed))")
    }

    @Test func theFourDefaultRulesReadTheSameTextPaths() throws {
        let ruleset = try DefaultRuleset.load()
        let rules = ["language-mismatch", "language-inconsistent", "rtl-mismatch", "language-unknown"].compactMap(
            ruleset.rule)
        #expect(rules.count == 4)
        let paths = rules.compactMap { rule -> UITextPaths? in
            switch (rule.function as? LanguageChecks)?.check {
            case let f as LanguageExpectation: return f.paths
            case let f as LanguageConsistency: return f.paths
            case let f as RTLConsistency: return f.paths
            case let f as LanguageUnknown: return f.paths
            default: return nil
            }
        }
        #expect(paths == Array(repeating: UITextPaths.defaults, count: 4))
    }
}
