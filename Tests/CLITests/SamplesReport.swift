import Foundation

/// `cmplint lint samples --format json`, run once per test run and shared by the tests that read
/// the report of every sample: linting all of them takes seconds in a debug build, so each test
/// spawning its own run made the suite minutes slower.
enum SamplesReport {
    static func json() throws -> CLIRunner.Result {
        try run.get()
    }

    private static let run = Result { try CLIRunner.run(["lint", "samples", "--format", "json"]) }
}
