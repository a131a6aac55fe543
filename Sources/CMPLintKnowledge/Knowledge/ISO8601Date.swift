import Foundation

/// Dates as the Global Vendor List and the CMP API write them (`lastUpdated`, `deletedDate`:
/// `2026-09-17T16:00:19Z`) and as users give them (`--today 2026-11-28`), read in one place so that a
/// GVL, a snapshot and the run's date agree on what a date is.
package enum ISO8601Date {
    /// Milliseconds since 1970 of `2025-03-01` (midnight UTC) or an ISO 8601 date-time
    /// (`2025-03-01T12:30:00Z`, fractional seconds allowed); nil for anything else.
    package static func milliseconds(_ text: String) -> Int64? {
        guard text.utf8.count <= 40 else { return nil }
        let day = ISO8601DateFormatter()
        day.formatOptions = [.withFullDate]
        let fractional = ISO8601DateFormatter()
        fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        let date =
            text.wholeMatch(of: #/\d{4}-\d{2}-\d{2}/#) != nil
            ? day.date(from: text) : ISO8601DateFormatter().date(from: text) ?? fractional.date(from: text)
        guard let date, date.timeIntervalSince1970.isFinite else { return nil }
        return Int64((date.timeIntervalSince1970 * 1000).rounded())
    }
}
