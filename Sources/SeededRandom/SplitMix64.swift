/// SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators", OOPSLA
/// 2014): a tiny deterministic generator, so a benchmark corpus is the same on every run and a
/// generated test input is reproducible from its seed. Neither the library nor the tool uses it.
public struct SplitMix64: RandomNumberGenerator {
    public var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A value in 0..<n (0 when n <= 0).
    public mutating func below(_ n: Int) -> Int { Int(next() % UInt64(max(n, 1))) }

    /// A value in `range`.
    public mutating func int(_ range: ClosedRange<Int>) -> Int { range.lowerBound + below(range.count) }

    public mutating func bool() -> Bool { next() & 1 == 1 }

    public mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }

    /// Each number of `range` with even odds.
    public mutating func subset(_ range: ClosedRange<Int>) -> [Int] { range.filter { _ in bool() } }
}
