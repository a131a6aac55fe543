import Foundation
import Testing

/// `make dist` (on Linux it runs `make static` first), once per test run, for every slow test that
/// needs the release binary or assets: suites run concurrently, and one test's rebuild must not
/// rewrite the files another is reading.
enum ReleaseBuild {
    private static let result = Result { try ToolRunner.run("make", ["dist"], timeout: 30 * 60) }

    /// Fails the calling test unless `make dist` succeeded.
    static func require() throws {
        let build = try result.get()
        try #require(build.status == 0, "make dist: \(build.stdout)\(build.stderr)")
    }

    static let dist = CLIRunner.repositoryRoot.appendingPathComponent(".build/dist")
    static let staticBinary = CLIRunner.repositoryRoot.appendingPathComponent(".build/static/cmplint")
}
