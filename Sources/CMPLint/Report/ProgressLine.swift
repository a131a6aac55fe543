/// The progress line `cmplint lint` (and `capture`) keeps on standard error while a long run goes on
/// ("cmplint: 1,200 of 20,000 sets linted"), rewritten in place with a carriage return and erased before the
/// report is written. Only for a person watching a terminal: never in CI logs or when standard
/// error is a file or a pipe, and never on standard output, which carries the report. It appears
/// once a run has taken `delay` (short runs print nothing extra) and changes at most every
/// `interval`. Times are passed in (seconds on any monotonic clock), so the decisions are testable
/// without waiting.
public struct ProgressLine: Sendable {
    public static let delay = 1.0
    public static let interval = 0.1

    private let start: Double
    private var lastShown: Double?
    /// Characters of the line on screen, to erase it.
    private var shownWidth = 0

    /// What is done to the sets: "linted", or "captured" (`cmplint capture`).
    private let verb: String

    public init(start: Double, verb: String = "linted") {
        self.start = start
        self.verb = verb
    }

    /// Whether to show progress at all: standard error is a terminal that can move its cursor, no
    /// CI service is named in the environment, and the user did not ask for `--quiet`.
    public static func isWanted(standardErrorIsTerminal: Bool, environment: [String: String], quiet: Bool) -> Bool {
        guard standardErrorIsTerminal, !quiet, environment["TERM"] != "dumb" else { return false }
        return !isContinuousIntegration(environment)
    }

    /// `CI` (set by GitHub Actions, GitLab, CircleCI, Travis, Buildkite, Bitbucket and others) unless
    /// it is "false" or "0", or a variable that a CI service sets without `CI`.
    package static func isContinuousIntegration(_ environment: [String: String]) -> Bool {
        if let ci = environment["CI"], !["", "false", "0"].contains(ci.lowercased()) { return true }
        let serviceVariables = [
            "GITHUB_ACTIONS", "GITLAB_CI", "BUILDKITE", "CIRCLECI", "TRAVIS", "JENKINS_URL", "TF_BUILD",
            "TEAMCITY_VERSION", "BITBUCKET_BUILD_NUMBER", "CODEBUILD_BUILD_ID", "DRONE", "APPVEYOR",
        ]
        return serviceVariables.contains { environment[$0].map { !$0.isEmpty } ?? false }
    }

    /// What to write to standard error for `progress` at time `now`, or nil when the line should
    /// not change yet.
    public mutating func update(_ progress: LintProgress, now: Double) -> String? {
        guard now - start >= Self.delay, progress.linted < progress.total else { return nil }
        if let lastShown, now - lastShown < Self.interval { return nil }
        lastShown = now
        // The count only grows, so each line covers the one before.
        let text = "cmplint: \(Self.grouped(progress.linted)) of \(Self.grouped(progress.total)) sets \(verb)"
        shownWidth = text.count
        return "\r" + text
    }

    /// What erases the line when the run is over: nothing when it was never shown.
    public mutating func finish() -> String? {
        guard shownWidth > 0 else { return nil }
        defer { shownWidth = 0 }
        return "\r" + String(repeating: " ", count: shownWidth) + "\r"
    }

    /// 20000 → "20,000".
    package static func grouped(_ number: Int) -> String {
        let digits = Array(String(number))
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result
    }
}
