import Foundation

/// The wait a `Retry-After` header asks for, as RFC 9110 defines it (section 10.2.3,
/// https://www.rfc-editor.org/rfc/rfc9110#section-10.2.3): a number of seconds (`delay-seconds`),
/// or an HTTP date (`IMF-fixdate`, section 5.6.7), which counts from `now` (0 once it has passed).
/// A capture honours it on 429 Too Many Requests (RFC 6585, section 4,
/// https://www.rfc-editor.org/rfc/rfc6585#section-4) and 503 Service Unavailable, within
/// `NetworkLimits.maxRetryDelay`.
package enum RetryAfter {
    /// The statuses whose `Retry-After` a capture honours.
    package static let statuses: Set<Int> = [429, 503]

    /// The seconds `value` asks to wait, or nil when it is neither form.
    package static func seconds(_ value: String, now: Date) -> Double? {
        let text = value.trimmingCharacters(in: .whitespaces)
        if !text.isEmpty, text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) {
            return Double(text)
        }
        guard let date = httpDate.date(from: text) else { return nil }
        return max(0, date.timeIntervalSince(now))
    }

    /// `Sun, 06 Nov 1994 08:49:37 GMT` (IMF-fixdate, the form senders must use).
    private static var httpDate: DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return formatter
    }
}
