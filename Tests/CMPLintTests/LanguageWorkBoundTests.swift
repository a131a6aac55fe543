import Foundation
import Testing

@testable import CMPLint
@testable import CMPLintDocuments
@testable import CMPLintKnowledge

/// The identifier's work per document is bounded whatever the document's size or repetition
/// (`LanguageEvidence.maximumWordsRead`, `maximumTextsRead`,
/// `LanguageIdentifier.maximumRepresentativeTests`): asserted on the words and texts it reads,
/// counted by `LanguageWork`, on generated banners. Before the bounds counted words read rather
/// than distinct words, a banner repeating one sentence was read to its end.
@Suite struct LanguageWorkBoundTests {
    static let sentence = "Wir verwenden Cookies, um Ihnen die bestmögliche Erfahrung in unserer App zu bieten."

    /// A banner whose buttons are `texts`.
    static func banner(_ texts: [String]) throws -> JSONDocument {
        let buttons = texts.map { "{\"text\": \"\($0)\"}" }.joined(separator: ",")
        return try JSONParser.parse(Array("{\"bannerUIData\": {\"buttons\": [\(buttons)]}}".utf8))
    }

    static func identify(_ document: JSONDocument) -> (DocumentLanguage, LanguageWork) {
        var work = LanguageWork()
        let result = LanguageIdentifier.identify(document: document, paths: .defaults, work: &work)
        return (result, work)
    }

    /// One sentence repeated in 200 texts and in 20,000: the same words and texts are read.
    @Test func repeatedSentenceIsReadUpToTheBound() throws {
        let (small, smallWork) = Self.identify(try Self.banner(Array(repeating: Self.sentence, count: 200)))
        let (large, largeWork) = Self.identify(try Self.banner(Array(repeating: Self.sentence, count: 20_000)))
        #expect(small.guess?.language.code == "de")
        #expect(large.guess?.language.code == "de")
        #expect(largeWork.texts == 20_000)
        #expect(largeWork.wordsRead == LanguageEvidence.maximumWordsRead)
        #expect(largeWork.textsRead <= LanguageEvidence.maximumWordsRead / 13 + 1)  // 13 words a text
        #expect(largeWork.wordsTokenized <= 2 * LanguageEvidence.maximumWordsRead)
        #expect(largeWork.representativeTests == 1)
        #expect(largeWork.wordsRead == smallWork.wordsRead)
        #expect(largeWork.textsRead == smallWork.textsRead)
        #expect(largeWork.wordsTokenized == smallWork.wordsTokenized)
        #expect(large.textLength == 100 * small.textLength)
    }

    /// Without choosing a representative text (what `lint` does), a document is read only until
    /// its evidence is full: the texts after it are not even collected, and the guess is the same.
    @Test func identificationWithoutRepresentativeStopsReading() throws {
        let document = try Self.banner(Array(repeating: Self.sentence, count: 20_000))
        var work = LanguageWork()
        let early = LanguageIdentifier.identify(
            document: document, paths: .defaults, choosingRepresentative: false, work: &work)
        let (whole, wholeWork) = Self.identify(document)
        #expect(early.guess == whole.guess)
        #expect(early.guess?.language.code == "de")
        #expect(work.texts == work.textsRead)
        #expect(work.texts < wholeWork.texts / 100)
        #expect(early.textLength == work.texts * (whole.textLength / wholeWork.texts))
    }

    /// A document read to its end without a language found still gives its whole text length,
    /// which the finding reports.
    @Test func unknownLanguageKeepsTheWholeTextLength() throws {
        let document = try Self.banner(Array(repeating: "a1 b2 c3", count: 20_000) + ["Wir verwenden Cookies"])
        var work = LanguageWork()
        let early = LanguageIdentifier.identify(
            document: document, paths: .defaults, choosingRepresentative: false, work: &work)
        let (whole, _) = Self.identify(document)
        #expect(early.guess == nil)
        #expect(early.textLength == whole.textLength)
        #expect(early.textLength > 20_000)
    }

    /// One text of 64 KB (what the extractor reads of a string) repeating the sentence: only its
    /// first `maximumWordsRead` words are tokenized.
    @Test func longTextIsTokenizedUpToTheBound() throws {
        let text = String(repeating: Self.sentence + " ", count: 1_000)
        let (result, work) = Self.identify(try Self.banner([text]))
        #expect(result.guess?.language.code == "de")
        #expect(work.textsRead == 1)
        #expect(work.wordsRead == LanguageEvidence.maximumWordsRead)
        #expect(work.wordsTokenized == LanguageEvidence.maximumWordsRead)
    }

    /// 20,000 texts with no words (letters only inside codes): at most `maximumTextsRead` read.
    @Test func wordlessTextsAreReadUpToTheBound() throws {
        let (result, work) = Self.identify(try Self.banner(Array(repeating: "a1 b2 c3", count: 20_000)))
        #expect(result.guess == nil)
        #expect(work.texts == 20_000)
        #expect(work.textsRead == LanguageEvidence.maximumTextsRead)
        #expect(work.wordsRead == 0)
    }

    /// 10,000 German labels, each too short to identify alone: the document is German, and at
    /// most `maximumRepresentativeTests` of its texts are identified to choose one to point at.
    @Test func representativeTestsAreBounded() throws {
        let labels = [
            "Alle Cookies akzeptieren", "Einstellungen jetzt speichern", "Alle Cookies ablehnen",
            "Weitere Informationen anzeigen", "Ihre Auswahl bestätigen",
        ]
        let texts = (0..<10_000).map { labels[$0 % labels.count] }
        let (result, work) = Self.identify(try Self.banner(texts))
        #expect(result.guess?.language.code == "de")
        #expect(result.representative != nil)
        #expect(work.representativeTests == LanguageIdentifier.maximumRepresentativeTests)
        #expect(
            work.wordsTokenized <= LanguageEvidence.maximumWordsRead + 3 * LanguageIdentifier.maximumRepresentativeTests
        )
    }
}
