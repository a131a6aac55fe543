/// The TCF v2 vendor section shape shared by Vendor Consent, Vendor Legitimate Interest,
/// DisclosedVendors and AllowedVendors: MaxVendorId(16), IsRangeEncoding(1), then a BitField or a
/// list of range entries (IAB TCF v2 "Consent string and vendor list formats",
/// https://github.com/InteractiveAdvertisingBureau/GDPR-Transparency-and-Consent-Framework/blob/master/TCFv2/IAB%20Tech%20Lab%20-%20Consent%20string%20and%20vendor%20list%20formats%20v2.md,
/// sections "The Core String" and "Disclosed Vendors", confirmed).
package enum TCFVendorSection {
    /// At most this many vendor ids per section. A single range 1–65535 is legal in the spec, but
    /// no registered vendor list comes near it, so more ids is reported as malformed
    /// rather than expanded.
    package static let maxIds = 10_000

    /// Reads one vendor section and returns its ids.
    package static func read(_ reader: inout ConsentBitReader, _ name: String) throws(ConsentStringError) -> Set<Int> {
        let maxVendorId = try reader.int(16, "\(name) MaxVendorId")
        let isRange = try reader.bool("\(name) IsRangeEncoding")
        if !isRange {
            guard maxVendorId <= reader.remaining else {
                throw ConsentStringError(
                    "\(reader.label): \(name) MaxVendorId \(maxVendorId) needs a \(maxVendorId)-bit bitfield but only \(reader.remaining) bits remain"
                )
            }
            let ids = try reader.bitfield(maxVendorId, "\(name) bitfield")
            guard ids.count <= maxIds else {
                throw ConsentStringError(
                    "\(reader.label): \(name) bitfield sets \(ids.count) vendor ids; more than \(maxIds) is treated as malformed"
                )
            }
            return ids
        }
        let ranges = try readRangeEntries(&reader, name)
        let merged = merge(ranges)
        let total = merged.reduce(0) { $0 + $1.count }
        guard total <= maxIds else {
            throw ConsentStringError(
                "\(reader.label): \(name) range entries claim \(total) vendor ids; more than \(maxIds) is treated as malformed"
            )
        }
        var ids = Set<Int>(minimumCapacity: total)
        for range in merged { ids.formUnion(range) }
        return ids
    }

    /// NumEntries(12), then per entry IsARange(1), StartOrOnlyVendorId(16), EndVendorId(16) when a
    /// range. Ids start at 1 and a range must not end before it starts.
    package static func readRangeEntries(_ reader: inout ConsentBitReader, _ name: String) throws(ConsentStringError)
        -> [ClosedRange<Int>]
    {
        let count = try reader.int(12, "\(name) NumEntries")
        var ranges: [ClosedRange<Int>] = []
        for entry in 1...max(count, 1) where entry <= count {
            let field = "\(name) range entry \(entry)"
            let isRange = try reader.bool(field)
            let start = try reader.int(16, field)
            let end = isRange ? try reader.int(16, field) : start
            guard start >= 1 else {
                throw ConsentStringError("\(reader.label): \(field) starts at vendor id 0; vendor ids start at 1")
            }
            guard end >= start else {
                throw ConsentStringError("\(reader.label): \(field) runs backwards (\(start)–\(end))")
            }
            ranges.append(start...end)
        }
        return ranges
    }

    /// Overlapping or adjacent ranges joined, so counting never double-counts and expansion is
    /// bounded by the number of distinct ids.
    package static func merge(_ ranges: [ClosedRange<Int>]) -> [ClosedRange<Int>] {
        var merged: [ClosedRange<Int>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = merged.last, range.lowerBound <= last.upperBound + 1 {
                merged[merged.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        return merged
    }
}
