import FuzzSupport

@testable import CMPLint
@testable import CMPLintKnowledge

/// libFuzzer harness for `PersonalDataFinder` and `PersonalDataRedaction`, which every finding's
/// message, pointer and evidence pass through (docs/security.md: personal data stays out of
/// reports), so any text a snapshot holds reaches them. Checked on every input:
/// - matches lie inside the text, are not empty, come in text order and none lies inside an
///   earlier one;
/// - `mayContain` (the cheap pre-test, internal, hence `@testable`) never rules out a text in which
///   the finder finds something;
/// - redacting a text without matches leaves it as it is; with matches, the text changes; a JSON
///   Pointer made of the text is redacted without a trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPersonalData(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = FuzzInput.text(data, size)
    let bytes = Array(text.utf8)
    let matches = PersonalDataFinder.matches(in: bytes, depth: 0)
    var previous: Range<Int>?
    for match in matches {
        let range = match.range
        FuzzCheck.require(
            range.lowerBound >= 0 && range.upperBound <= bytes.count && !range.isEmpty,
            "match \(range) in \(bytes.count) bytes")
        if let previous {
            FuzzCheck.require(
                previous.lowerBound < range.lowerBound,
                "match \(range) not after \(previous)")
            FuzzCheck.require(range.upperBound > previous.upperBound, "match \(range) inside \(previous)")
        }
        previous = range
    }
    FuzzCheck.require(
        matches.isEmpty || PersonalDataFinder.mayContain(bytes),
        "mayContain rules out a text with \(matches.count) matches: \(text.prefix(200).debugDescription)")
    let redacted = PersonalDataRedaction.text(text)
    FuzzCheck.require(
        (redacted == text) == matches.isEmpty,
        "\(matches.count) matches, redacted text \(redacted == text ? "unchanged" : "changed")")
    _ = PersonalDataRedaction.pointer("/" + text)
    return 0
}

// The strings of the repository that the pre-test lets through (URLs with parameters, tokens, base64
// data), not every word of it.
FuzzDriver.run { SeedSources.consentStringCandidates.map { Array($0.utf8) }.filter(PersonalDataFinder.mayContain) }
