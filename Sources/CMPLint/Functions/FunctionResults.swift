import CMPLintDocuments

/// What a document function returns: results in report order, of which the engine shows at
/// most `maxFindingsPerRule` per rule and file (`FindingCap`) and only counts the rest, with their
/// highest severity. An array builds every result up front; a function that can find very many
/// problems in one document (a repeated key a million times) returns `DeferredResults`, which
/// builds only the results that are shown.
public protocol FunctionResults {
    /// The results `admits` lets through, in order. `admits` is asked once per result, in order,
    /// with the result's own severity (`FunctionResult.severity`), before the result is built.
    func admitted(by admits: (Severity?) -> Bool) -> [FunctionResult]
}

/// Results built up front, as most functions return them.
extension Array: FunctionResults where Element == FunctionResult {
    public func admitted(by admits: (Severity?) -> Bool) -> [FunctionResult] {
        filter { admits($0.severity) }
    }
}

/// `count` results, result `i` built by `build(i)` only when it is shown: beyond the findings cap a
/// result costs one call of `severity(i)` (nil: the rule's severity), so counting a million hidden
/// duplicates builds no facts, messages or positions for them.
public struct DeferredResults: FunctionResults {
    public let count: Int
    private let severity: (Int) -> Severity?
    private let build: (Int) -> FunctionResult

    public init(
        count: Int = 0, severity: @escaping (Int) -> Severity? = { _ in nil },
        build: @escaping (Int) -> FunctionResult = { _ in FunctionResult() }
    ) {
        self.count = count
        self.severity = severity
        self.build = build
    }

    public func admitted(by admits: (Severity?) -> Bool) -> [FunctionResult] {
        (0..<count).filter { admits(severity($0)) }.map(build)
    }
}
