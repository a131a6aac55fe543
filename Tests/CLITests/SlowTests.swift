import Foundation
import Testing

/// `CMPLINT_SLOW_TESTS=1` (set by `.ci/run`; CONTRIBUTING.md "Building and testing") turns on the tests that build
/// another package or a release binary (minutes each). Without it `swift test` skips them and stays quick.
enum SlowTests {
    static let enabled = ProcessInfo.processInfo.environment["CMPLINT_SLOW_TESTS"] == "1"
}

extension Trait where Self == ConditionTrait {
    /// Runs the test or suite only with `CMPLINT_SLOW_TESTS=1`.
    static var slow: Self {
        .enabled(if: SlowTests.enabled, "a slow test: set CMPLINT_SLOW_TESTS=1 to run it (.ci/run does)")
    }
}
