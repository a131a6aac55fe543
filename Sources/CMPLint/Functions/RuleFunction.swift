/// What a check function looks at: one node selected by `given`, one component document, or the
/// whole set (cross-file checks).
public enum FunctionLevel: String, Sendable {
    case node, document, set
}

/// A check that rules name in YAML (`then.function`). Each function validates its own options when
/// the ruleset loads, so a typo in a rule file is an error with file:line:column, not a silent no-op.
public protocol RuleFunction: Sendable {
    /// The name rules use in `then.function`.
    static var name: String { get }
    static var level: FunctionLevel { get }
    /// One line for `cmplint rules` and the README.
    static var summary: String { get }
    /// Reads and validates `functionOptions`; must reject unknown keys (`options.finish()`).
    init(options: FunctionOptions) throws(YAMLError)
}

/// A function over the node that `given` (and `then.field`) selects.
public protocol NodeFunction: RuleFunction {
    func evaluate(_ target: NodeTarget) -> [FunctionResult]
}

/// A function over one component file, parsed or not.
public protocol DocumentFunction: RuleFunction {
    func evaluate(_ file: SnapshotFile, in set: SnapshotSet) -> [FunctionResult]
}

/// A function over the whole set, for cross-file and completeness checks.
public protocol SetFunction: RuleFunction {
    func evaluate(_ set: SnapshotSet) -> [FunctionResult]
}

/// The value a node function checks.
public struct NodeTarget {
    public let document: JSONDocument
    /// The node `given` matched.
    public let matched: JSONNodeID
    /// The node at `then.field` under `matched` (or `matched` itself without a field); nil when the
    /// field is absent, which `defined` and `truthy` report and most other functions skip.
    public let value: JSONNodeID?
    /// `then.field` as written, for messages.
    public let field: String?
    public let expectations: SetExpectations
    /// `--show-personal-data`: whether evidence may show whole secrets and identifiers.
    public let revealPersonalData: Bool

    /// The name messages use for the checked value: the field, or the matched node's key.
    public var propertyName: String {
        if let field { return field }
        if let key = document.keyNode(of: matched), let name = document.string(key) { return name }
        let pointer = document.pointer(matched)
        return pointer.isEmpty ? "the document" : pointer
    }
}

/// One problem a function found. The engine turns it into a `Finding` with the rule's id, severity
/// and message template.
public struct FunctionResult: Sendable {
    public var message: String
    /// Where: a node of `component`'s document. Nil means the checked value (node functions) or the
    /// document root (document and set functions).
    public var node: JSONNodeID?
    /// For set functions: which component the finding is about; nil for the set as a whole.
    public var component: ComponentKind?
    /// An explicit position without a node (a JSON syntax error).
    public var position: SourcePosition?
    /// Structured facts shown in reports (decoded metadata, counts); never whole secrets.
    public var evidence: [JSONMember]
    /// Lowers the rule's severity for this result, e.g. to `info` when something could not be checked.
    public var severity: Severity?

    public init(message: String, node: JSONNodeID? = nil, component: ComponentKind? = nil,
                position: SourcePosition? = nil, evidence: [JSONMember] = [], severity: Severity? = nil) {
        self.message = message
        self.node = node
        self.component = component
        self.position = position
        self.evidence = evidence
        self.severity = severity
    }
}
