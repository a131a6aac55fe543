/// Dates as the Global Vendor List and the CMP API write them (`lastUpdated`, `deletedDate`:
/// `2026-09-17T16:00:19Z`) and as users give them (`--today 2026-11-28`), read in one place so that a
/// GVL, a snapshot and the run's date agree on what a date is. Read with integer arithmetic (the
/// proleptic Gregorian calendar, in UTC), so a lint never loads a locale, a time-zone database or a
/// formatter, and the result never depends on them.
package enum ISO8601Date {
    /// Milliseconds since 1970 of `2025-03-01` (midnight UTC) or an ISO 8601 date-time
    /// `2025-03-01T12:30:00Z`, with optional fractional seconds and a `Z` or `±HH:MM` offset; nil
    /// for anything else, an impossible day (`2025-02-30`) included.
    package static func milliseconds(_ text: String) -> Int64? {
        let bytes = Array(text.utf8)
        guard bytes.count == 10 || (bytes.count >= 20 && bytes.count <= 40) else { return nil }
        var reader = Reader(bytes: bytes)
        guard let year = reader.number(4), reader.skip("-"), let month = reader.number(2), reader.skip("-"),
            let day = reader.number(2), (1...12).contains(month), day >= 1,
            day <= daysInMonth(year: year, month: month)
        else { return nil }
        let days = daysSinceEpoch(year: year, month: month, day: day)
        if reader.atEnd { return days * 86_400_000 }
        guard reader.skip("T"), let hour = reader.number(2), reader.skip(":"), let minute = reader.number(2),
            reader.skip(":"), let second = reader.number(2), hour < 24, minute < 60, second < 60
        else { return nil }
        var milliseconds = Int64(((hour * 60) + minute) * 60 + second) * 1000
        if reader.skip(".") {
            let start = reader.index
            var fraction = 0
            while let digit = reader.digit() {
                if reader.index - start <= 3 { fraction = fraction * 10 + digit }
            }
            let count = reader.index - start
            guard count >= 1 && count <= 9 else { return nil }
            if count < 3 { for _ in count..<3 { fraction *= 10 } }
            milliseconds += Int64(fraction)
        }
        if reader.skip("Z") {
            guard reader.atEnd else { return nil }
        } else {
            guard let sign = reader.sign(), let hours = reader.number(2), reader.skip(":"),
                let minutes = reader.number(2), reader.atEnd, hours < 24, minutes < 60
            else { return nil }
            milliseconds -= Int64(sign * (hours * 60 + minutes)) * 60_000
        }
        return days * 86_400_000 + milliseconds
    }

    /// `2025-03-01` for a day counted from 1970-01-01 (negative before).
    package static func dayText(_ days: Int64) -> String {
        let (year, month, day) = civil(days)
        func padded(_ value: Int64, _ width: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
    }

    /// `2025-03-01T12:30:00Z` for milliseconds since 1970, in whole seconds (a fraction is cut),
    /// in the calendar `milliseconds(_:)` reads, so the text reads back as the same second.
    package static func dateTimeText(_ milliseconds: Int64) -> String {
        let day = milliseconds >= 0 ? milliseconds / 86_400_000 : (milliseconds - 86_399_999) / 86_400_000
        let seconds = (milliseconds - day * 86_400_000) / 1000
        func two(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return dayText(day) + "T\(two(seconds / 3600)):\(two(seconds / 60 % 60)):\(two(seconds % 60))Z"
    }

    /// Days from 1970-01-01 to a day of the proleptic Gregorian calendar (H. Hinnant's
    /// `days_from_civil`).
    static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int64 {
        let y = Int64(month <= 2 ? year - 1 : year)
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * Int64((month + 9) % 12) + 2) / 5 + Int64(day) - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The day `days` after 1970-01-01 as year, month and day (`civil_from_days`).
    static func civil(_ days: Int64) -> (Int64, Int64, Int64) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shifted = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shifted + 2) / 5 + 1
        let month = shifted < 10 ? shifted + 3 : shifted - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    static func daysInMonth(year: Int, month: Int) -> Int {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// ASCII digits and separators, one byte at a time.
    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        var atEnd: Bool { index == bytes.count }

        mutating func skip(_ character: Unicode.Scalar) -> Bool {
            guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
            index += 1
            return true
        }

        mutating func digit() -> Int? {
            guard index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") else {
                return nil
            }
            index += 1
            return Int(bytes[index - 1] - UInt8(ascii: "0"))
        }

        /// Exactly `count` digits.
        mutating func number(_ count: Int) -> Int? {
            var value = 0
            for _ in 0..<count {
                guard let digit = digit() else { return nil }
                value = value * 10 + digit
            }
            return value
        }

        mutating func sign() -> Int? {
            if skip("+") { return 1 }
            if skip("-") { return -1 }
            return nil
        }
    }
}
