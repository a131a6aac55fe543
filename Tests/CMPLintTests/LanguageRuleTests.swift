import Testing
@testable import CMPLint

struct LanguageRuleTests {
    let ruleset = try! DefaultRuleset.load()

    static let german = "Wir und unsere Partner verwenden Cookies und ähnliche Technologien, um die App bereitzustellen, die Nutzung zu analysieren und Inhalte zu personalisieren."
    static let english = "We and our partners use cookies and similar technologies to provide the app, analyse how it is used and personalise content."
    static let french = "Nous et nos partenaires utilisons des cookies et des technologies similaires pour fournir l'application, analyser son utilisation et personnaliser le contenu."

    func banner(_ text: String, rtl: Bool = false) -> String {
        #"{"bannerUIData": {"general": {"useRTL": \#(rtl)}, "summary": {"description": {"text": "\#(text)"}}}}"#
    }

    func preferences(_ text: String, rtl: Bool = false) -> String {
        #"{"pcUIData": {"general": {"useRTL": \#(rtl)}, "summary": {"description": {"text": "\#(text)"}}}}"#
    }

    func lint(_ id: String, _ components: [ComponentKind: String], language: String? = nil) -> [Finding] {
        Linter(ruleset: ruleset.only(id)).lint(snapshotSet(components, expectations: SetExpectations(language: language)))
    }

    @Test func mismatchNamesBothLanguagesAndTheSource() throws {
        let set = snapshotSet([.banner: banner(Self.german)], expectations: SetExpectations(language: "fr", languageSource: .commandLine))
        let finding = try #require(Linter(ruleset: ruleset.only("language-mismatch")).lint(set).first)
        #expect(finding.message.hasPrefix("the banner text is in German (de), but the set is meant for French (fr) (from the command line)"))
        #expect(finding.pointer == "/bannerUIData/summary/description/text")
        // Regional tags compare by language: pt-BR text expectations accept pt; de-AT accepts de.
        #expect(lint("language-mismatch", [.banner: banner(Self.german)], language: "de-AT").isEmpty)
    }

    @Test func inconsistencyPrefersTheExpectedLanguageAsReference() {
        let components: [ComponentKind: String] = [.banner: banner(Self.german), .preferences: preferences(Self.english)]
        // Expected German: the English preferences are the odd one out.
        #expect(lint("language-inconsistent", components, language: "de").map { $0.component } == [.preferences])
        // Expected English: the German banner is.
        #expect(lint("language-inconsistent", components, language: "en").map { $0.component } == [.banner])
        // Nothing expected, a tie: the banner is the reference.
        #expect(lint("language-inconsistent", components).map { $0.component } == [.preferences])
        // Three components: the majority wins.
        let three: [ComponentKind: String] = [.banner: banner(Self.french), .preferences: preferences(Self.english),
                                              .vendors: #"{"vendorListUIData": {"general": {"pageHeaderTitle": "\#(Self.english)"}}}"#]
        #expect(lint("language-inconsistent", three).map { $0.component } == [.banner])
    }

    @Test func rtlFollowsTheLanguageThenTheOtherComponents() {
        #expect(lint("rtl-mismatch", [.banner: banner(Self.english, rtl: true)]).map(\.pointer) == ["/bannerUIData/general/useRTL"])
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
        #expect(lint("language-unknown", [.banner: banner(Self.english)], language: "cy").first?.message.contains("'cy' is not one cmplint can identify") == true)
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
            #expect(set.memo.value("k") { () -> Int in counter.calls += 1; return 42 } == 42)
        }
        #expect(counter.calls == 1)
        #expect(set.memo.value("other") { () -> String in counter.calls += 1; return "x" } == "x")
        #expect(counter.calls == 2)
        // Another set starts empty.
        #expect(snapshotSet([.banner: "{}"]).memo.value("k") { () -> Int in counter.calls += 1; return 7 } == 7)
        #expect(counter.calls == 3)
    }

    @Test func languageRulesShareOneIdentificationPerSet() {
        let set = snapshotSet([.banner: #"{"bannerUIData": {"summary": {"description": {"text": "\#(LanguageRuleTests.english)"}}}}"#])
        let first = ComponentLanguage.all(in: set)
        let second = ComponentLanguage.all(in: set)
        #expect(first.map(\.guess) == second.map(\.guess))
        // The stored value is the one computed first: a marker stored under the key would be returned.
        #expect(set.memo.value("componentLanguages") { [ComponentLanguage]() }.count == first.count)
    }
}
