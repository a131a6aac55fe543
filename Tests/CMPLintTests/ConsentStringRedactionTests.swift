import Testing

@testable import CMPLint
@testable import CMPLintKnowledge

/// Redaction never shows more than a quarter of a value, always gives its length, and shows it
/// whole only when asked.
struct ConsentStringRedactionTests {
    @Test func documentedExamples() {
        #expect(
            Redaction.consentString("CPXxRfAPXxRfAAfKABENB-CgAAAAAAAAAAYgAAAAAAAA", revealing: false)
                == "CPXxRfAP… (44 chars)")
        #expect(
            Redaction.identifier("b875b382-0d5e-4c8a-9f31-6a7e2b90c1d2", revealing: false) == "b875…c1d2 (36 chars)")
        #expect(Redaction.consentString("1YNN", revealing: false) == "1… (4 chars)")
        #expect(Redaction.consentString("abc", revealing: false) == "… (3 chars)")
        #expect(Redaction.consentString("", revealing: false) == "… (0 chars)")
        #expect(Redaction.identifier("a", revealing: false) == "… (1 char)")
        #expect(Redaction.identifier("sup-newlkgb", revealing: false) == "s…b (11 chars)")
        #expect(Redaction.identifier("abcdefgh", revealing: false) == "a…h (8 chars)")
        #expect(Redaction.identifier("abcdefg", revealing: false) == "a… (7 chars)")
    }

    @Test func revealingReturnsTheValue() {
        for value in ["", "x", "b875b382-0d5e-4c8a-9f31-6a7e2b90c1d2", "CPXxRfAPXxRfAAfKABENB-CgAAAAAAAAAAYgAAAAAAAA"] {
            #expect(Redaction.consentString(value, revealing: true) == value)
            #expect(Redaction.identifier(value, revealing: true) == value)
        }
    }

    /// For every length up to 200: shown characters ≤ a quarter, ≤ 8, and the redacted form is
    /// never the value itself or contains it.
    @Test func neverMoreThanAQuarter() {
        let source = Array("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-_")
        for length in 0...200 {
            let value = String((0..<length).map { source[($0 * 7) % source.count] })
            for redacted in [
                Redaction.consentString(value, revealing: false), Redaction.identifier(value, revealing: false),
            ] {
                let shown = redacted.split(separator: " (").first.map { $0.filter { $0 != "…" }.count } ?? 0
                #expect(shown <= length / 4 && shown <= 8, "\(length): \(redacted)")
                #expect(redacted.hasSuffix("(\(length) char\(length == 1 ? "" : "s"))"))
                #expect(length == 0 || !redacted.contains(value), "\(length)")
            }
        }
    }
}
