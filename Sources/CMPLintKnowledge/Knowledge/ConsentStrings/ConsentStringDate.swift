import Foundation

/// Dates in consent strings and how evidence prints them.
///
/// TCF and GPP store 36-bit deciseconds since the Unix epoch (IAB TCF v2 "Consent string and
/// vendor list formats",
/// https://github.com/InteractiveAdvertisingBureau/GDPR-Transparency-and-Consent-Framework/blob/master/TCFv2/IAB%20Tech%20Lab%20-%20Consent%20string%20and%20vendor%20list%20formats%20v2.md, fields Created and LastUpdated, confirmed); OneTrust's otConsentString stores epoch
/// milliseconds (OneTrust "Persisting Consent",
/// https://developer.onetrust.com/onetrust/docs/persisting-consent, confirmed by the documented
/// sample). Evidence prints ISO 8601 in UTC, computed here with integer arithmetic so
/// the output never depends on a locale or formatter configuration.
package enum ConsentStringDate {
    /// The latest instant printed: 9999-12-31T23:59:59.999Z.
    package static let maxMilliseconds: Int64 = 253_402_300_799_999

    package static func fromDeciseconds(_ deciseconds: Int) -> Date {
        Date(timeIntervalSince1970: Double(deciseconds) / 10)
    }

    /// Epoch milliseconds to a date; nil outside 1970…9999 or when not finite.
    package static func fromMilliseconds(_ milliseconds: Double) -> Date? {
        guard milliseconds.isFinite, milliseconds >= 0, milliseconds <= Double(maxMilliseconds) else { return nil }
        return Date(timeIntervalSince1970: milliseconds / 1000)
    }

    /// `2025-06-03T00:00:00Z`, with a fraction only when the instant has one
    /// (`2017-11-07T19:15:55.4Z`). Out-of-range dates print as their raw interval.
    package static func iso8601(_ date: Date) -> String {
        let interval = date.timeIntervalSince1970 * 1000
        guard interval.isFinite, interval >= 0, interval <= Double(maxMilliseconds) else {
            return "\(date.timeIntervalSince1970)s since 1970"
        }
        let total = Int64(interval.rounded())
        let milliseconds = total % 1000
        let seconds = total / 1000
        let days = seconds / 86_400
        let secondOfDay = seconds % 86_400
        let (year, month, day) = civil(fromDays: days)
        var text =
            pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2) + "T"
            + pad(secondOfDay / 3600, 2) + ":" + pad(secondOfDay / 60 % 60, 2) + ":" + pad(secondOfDay % 60, 2)
        if milliseconds != 0 {
            var fraction = pad(milliseconds, 3)
            while fraction.hasSuffix("0") { fraction.removeLast() }
            text += "." + fraction
        }
        return text + "Z"
    }

    /// Proleptic Gregorian year, month, day for days since 1970-01-01 (non-negative days only,
    /// which `iso8601` guarantees).
    private static func civil(fromDays days: Int64) -> (Int64, Int64, Int64) {
        let z = days + 719_468
        let era = z / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (year, month, day)
    }

    private static func pad(_ value: Int64, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
