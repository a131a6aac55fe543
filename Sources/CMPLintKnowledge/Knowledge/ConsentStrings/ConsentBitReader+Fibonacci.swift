/// GPP's Fibonacci-coded integers and ranges (IAB GPP Consent String Specification,
/// https://github.com/InteractiveAdvertisingBureau/Global-Privacy-Platform/blob/main/Core/Consent%20String%20Specification.md;
/// confirmed by the encoder tests of https://github.com/IABTechLab/iabgpp-es).
extension ConsentBitReader {
    /// The longest Fibonacci code word accepted. Section ids and group lengths are small; a longer
    /// word is malformed input, and the cap keeps sums far from overflow.
    package static let maxFibonacciBits = 40

    /// At most this many ids from one Fibonacci range; more is reported as malformed.
    package static let maxFibonacciRangeIds = 10_000

    /// A Fibonacci integer: weights 1, 2, 3, 5, 8, … left to right, ended by the first `11`
    /// whose second `1` is only the terminator.
    package mutating func fibonacci(_ field: String) throws(ConsentStringError) -> Int {
        var value = 0
        var weight = 1
        var nextWeight = 2
        var previous: UInt8 = 0
        for _ in 0..<Self.maxFibonacciBits {
            let bit = UInt8(try int(1, field))
            if bit == 1 && previous == 1 { return value }
            if bit == 1 { value += weight }
            previous = bit
            (weight, nextWeight) = (nextWeight, weight + nextWeight)
        }
        throw ConsentStringError("\(label): \(field) is a Fibonacci code longer than \(Self.maxFibonacciBits) bits")
    }

    /// A Range(Fibonacci): Int(12) item count, then per item a group flag, the offset from the
    /// previous id (0 before the first), and for a group the offset from its start to its end.
    package mutating func fibonacciRange(_ field: String) throws(ConsentStringError) -> [Int] {
        let count = try int(12, "\(field) count")
        var ids: [Int] = []
        var last = 0
        for item in 1...max(count, 1) where item <= count {
            let isGroup = try bool("\(field) item \(item)")
            let start = last + (try fibonacci("\(field) item \(item)"))
            var end = start
            if isGroup { end = start + (try fibonacci("\(field) item \(item) group length")) }
            guard ids.count + (end - start + 1) <= Self.maxFibonacciRangeIds else {
                throw ConsentStringError("\(label): \(field) claims more than \(Self.maxFibonacciRangeIds) ids")
            }
            ids.append(contentsOf: start...end)
            last = end
        }
        return ids
    }
}
