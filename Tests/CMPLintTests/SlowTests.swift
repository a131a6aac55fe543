import Foundation

/// `CMPLINT_SLOW_TESTS=1` (set by `.ci/run`; CONTRIBUTING.md "Building and testing") runs the generated-input loops at
/// full length. Without it `swift test` runs their first rounds only, so it stays quick on two cores.
enum SlowTests {
    static let enabled = ProcessInfo.processInfo.environment["CMPLINT_SLOW_TESTS"] == "1"

    /// How many rounds a loop runs: `quick` by default, `full` with `CMPLINT_SLOW_TESTS=1`. The
    /// loops use seeded generators, so the quick rounds are the first rounds of the full run.
    static func rounds(quick: Int, full: Int) -> Int {
        enabled ? full : quick
    }
}
