import Foundation

/// Test-only encoder for base64url bit strings (RFC 4648 section 5), so tests can build TC and
/// GPP segments with known fields instead of trusting opaque vectors.
struct ConsentTestBitWriter {
    private(set) var bits: [Bool] = []

    static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")

    mutating func int(_ value: Int, _ width: Int) {
        for shift in stride(from: width - 1, through: 0, by: -1) { bits.append((value >> shift) & 1 == 1) }
    }

    mutating func bool(_ value: Bool) { bits.append(value) }

    /// A bit string like "0011" appended as written.
    mutating func raw(_ text: String) { for c in text { bits.append(c == "1") } }

    /// `width` bits where id i sets bit i-1.
    mutating func bitfield(_ ids: Set<Int>, _ width: Int) {
        for id in 1...max(width, 1) where id <= width { bits.append(ids.contains(id)) }
    }

    /// Two-letter codes, `A` = 0.
    mutating func letters(_ text: String) {
        for scalar in text.unicodeScalars { int(Int(scalar.value) - 65, 6) }
    }

    /// A TCF vendor section in BitField form.
    mutating func vendorBitfield(_ ids: Set<Int>) {
        let max = ids.max() ?? 0
        int(max, 16)
        bool(false)
        bitfield(ids, max)
    }

    /// A TCF vendor section in Range form; `entries` are (start, end) with end == start for singles.
    mutating func vendorRanges(maxVendorId: Int, _ entries: [(Int, Int)]) {
        int(maxVendorId, 16)
        bool(true)
        int(entries.count, 12)
        for (start, end) in entries {
            bool(start != end)
            int(start, 16)
            if start != end { int(end, 16) }
        }
    }

    /// base64url text, zero-padded to a multiple of `padTo` bits (6, 8 or 24 occur in the wild).
    func base64url(padTo: Int = 6) -> String {
        var padded = bits
        while padded.count % padTo != 0 || padded.count % 6 != 0 { padded.append(false) }
        var text = ""
        for start in stride(from: 0, to: padded.count, by: 6) {
            var value = 0
            for bit in padded[start..<start + 6] { value = value << 1 | (bit ? 1 : 0) }
            text.append(Self.alphabet[value])
        }
        return text
    }
}

/// The fields of a TC core segment, with defaults, so each test states only what it checks.
struct ConsentTestCore {
    var version = 2
    var created = 17_489_088_000  // 2025-06-03T00:00:00Z in deciseconds
    var lastUpdated = 17_489_088_000
    var cmpId = 28, cmpVersion = 7, consentScreen = 3
    var language = "FR"
    var vendorListVersion = 140, policyVersion = 5
    var isServiceSpecific = true, useNonStandardTexts = false
    var specialFeatures: Set<Int> = [2]
    var purposes: Set<Int> = [1, 3, 24]
    var purposeLI: Set<Int> = [2, 7]
    var purposeOneTreatment = false
    var publisherCC = "DE"
    var vendorSection: (inout ConsentTestBitWriter) -> Void = { $0.vendorBitfield([]) }
    var vendorLISection: (inout ConsentTestBitWriter) -> Void = { $0.vendorBitfield([]) }
    /// Publisher restrictions as (purpose, type, range entries).
    var restrictions: [(Int, Int, [(Int, Int)])] = []

    func write(into w: inout ConsentTestBitWriter) {
        w.int(version, 6)
        w.int(created, 36)
        w.int(lastUpdated, 36)
        w.int(cmpId, 12)
        w.int(cmpVersion, 12)
        w.int(consentScreen, 6)
        w.letters(language)
        w.int(vendorListVersion, 12)
        w.int(policyVersion, 6)
        w.bool(isServiceSpecific)
        w.bool(useNonStandardTexts)
        w.bitfield(specialFeatures, 12)
        w.bitfield(purposes, 24)
        w.bitfield(purposeLI, 24)
        w.bool(purposeOneTreatment)
        w.letters(publisherCC)
        vendorSection(&w)
        vendorLISection(&w)
        w.int(restrictions.count, 12)
        for (purpose, type, entries) in restrictions {
            w.int(purpose, 6)
            w.int(type, 2)
            w.int(entries.count, 12)
            for (start, end) in entries {
                w.bool(start != end)
                w.int(start, 16)
                if start != end { w.int(end, 16) }
            }
        }
    }

    func encoded(padTo: Int = 24) -> String {
        var w = ConsentTestBitWriter()
        write(into: &w)
        return w.base64url(padTo: padTo)
    }
}
