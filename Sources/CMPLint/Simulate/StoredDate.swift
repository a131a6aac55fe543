import CMPLintDocuments
import CMPLintKnowledge
import Foundation

/// A date the device has stored (`OneTrustLastConsentDate`, `OneTrustLastReconsentDate`) or the
/// day the simulation runs, given as `2025-03-01` (midnight UTC), an ISO 8601 date-time
/// (`2025-03-01T12:30:00Z`) or epoch milliseconds (as the CMP API writes `lastReconsentDate`).
public struct StoredDate: Sendable, Equatable, Comparable, CustomStringConvertible {
    /// Milliseconds since 1970-01-01T00:00:00Z.
    public let milliseconds: Int64

    public init(milliseconds: Int64) {
        self.milliseconds = milliseconds
    }

    /// `flag` names the option in the error.
    public static func parse(_ text: String, flag: String) throws(LintError) -> StoredDate {
        if !text.isEmpty, text.count <= 15, text.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int64(text) {
            return StoredDate(milliseconds: value)
        }
        if let date = StoredDate(iso8601: text) { return date }
        throw LintError(
            "\(flag): '\(text.shortened(to: 40))' is not a date: write 2025-03-01, 2025-03-01T12:30:00Z or epoch milliseconds"
        )
    }

    /// `2025-03-01` (midnight UTC) or an ISO 8601 date-time (`2025-03-01T12:30:00Z`, fractional
    /// seconds allowed); nil for anything else.
    public init?(iso8601 text: String) {
        guard let milliseconds = ISO8601Date.milliseconds(text) else { return nil }
        self.init(milliseconds: milliseconds)
    }

    /// `2025-03-01`: the UTC calendar day.
    public var day: String {
        ISO8601Date.dayText(utcDay)
    }

    /// A snapshot's epoch milliseconds as written (`1740787200000`, `1.7407872E12`); nil for anything else.
    public init?(epochMilliseconds text: String) {
        guard let value = Double(text), value.isFinite, abs(value) < 1e15 else { return nil }
        milliseconds = Int64(value)
    }

    public init(_ date: Date) {
        milliseconds = Int64((date.timeIntervalSince1970 * 1000).rounded())
    }

    public static func < (a: StoredDate, b: StoredDate) -> Bool { a.milliseconds < b.milliseconds }

    /// The UTC calendar day, counted from 1970-01-01: the reconsent timer "considers the date
    /// itself and not the time" (Display User Interfaces, How shouldShowBanner is computed, step 3).
    public var utcDay: Int64 {
        milliseconds >= 0 ? milliseconds / 86_400_000 : (milliseconds - 86_399_999) / 86_400_000
    }

    /// `2025-03-01T00:00:00Z`.
    public var description: String {
        let date = Date(timeIntervalSince1970: Double(milliseconds) / 1000)
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: date)
    }
}
