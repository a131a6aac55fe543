/// What a simulate run is asked to do, however it was asked (CLI flags or an app's Swift code):
/// which set to read and how (`lint`: one set's PATH or `--banner/--preferences/--vendors`, what
/// it is meant for, which gives `startSDK`'s country and region, config, ignore file, personal
/// data, file-size limit), the start conditions, the `--expect` assertions, the format and where
/// the text goes.
public struct SimulateRequest: Sendable {
    public var lint: LintRequest
    public var conditions: StartConditions
    public var expectations: [SimulationExpectation]
    public var format: SimulationFormat
    /// `--output FILE`; standard output when nil.
    public var output: String?

    public init(
        lint: LintRequest, conditions: StartConditions = StartConditions(), expectations: [SimulationExpectation] = [],
        format: SimulationFormat = .text, output: String? = nil
    ) {
        self.lint = lint
        self.conditions = conditions
        self.expectations = expectations
        self.format = format
        self.output = output
    }
}

/// The rendered simulation, where it goes, and the exit status: 0 when every expectation holds,
/// 1 when one does not.
public struct SimulateOutcome: Sendable {
    public let simulation: Simulation
    public let expectations: [ExpectationResult]
    public let text: String
    public let outputPath: String?

    public var exitStatus: Int32 { expectations.allSatisfy(\.holds) ? 0 : 1 }
}
