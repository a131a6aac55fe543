import CMPLintKnowledge
import Foundation
import Testing

/// The date reader agrees with Foundation's ISO 8601 formatter on what it accepts, without loading it.
struct ISO8601DateTests {
    static func foundation(_ text: String) -> Int64? {
        let formatter = ISO8601DateFormatter()
        if text.count == 10 { formatter.formatOptions = [.withFullDate] }
        if text.contains(".") { formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds] }
        return formatter.date(from: text).map { Int64(($0.timeIntervalSince1970 * 1000).rounded()) }
    }

    @Test(arguments: [
        "2025-05-08", "2025-05-08T16:05:29Z", "2024-02-29", "2000-02-29", "1969-12-31T23:59:59Z",
        "2025-05-08T16:05:29.123Z", "2025-05-08T16:05:29.5Z", "2025-05-08T18:05:29+02:00",
        "2025-05-08T12:05:29-04:00", "2026-12-31T00:00:00Z",
    ])
    func agreesWithFoundation(text: String) {
        #expect(ISO8601Date.milliseconds(text) != nil)
        #expect(ISO8601Date.milliseconds(text) == Self.foundation(text))
    }

    @Test(arguments: [
        "2025-02-30", "2023-02-29", "2025-13-01", "2025-5-8", "2025-05-08T24:00:00Z", "2025-05-08T16:05:29",
        "2025-05-08T16:05:29.Z", "2025-05-08T16:05:29.1234567891Z", "last week", "", "2025-05-08 16:05:29Z",
    ])
    func refusesWhatIsNoDate(text: String) {
        #expect(ISO8601Date.milliseconds(text) == nil)
    }

    @Test func printsDays() {
        #expect(ISO8601Date.dayText(0) == "1970-01-01")
        #expect(ISO8601Date.dayText(20_216) == "2025-05-08")
        #expect(ISO8601Date.dayText(-1) == "1969-12-31")
        #expect(ISO8601Date.milliseconds("2025-05-08").map { $0 / 86_400_000 } == 20_216)
    }
}
