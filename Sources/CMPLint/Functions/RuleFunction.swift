import CMPLintDocuments
import CMPLintPaths

/// What a check function looks at: one node selected by `given`, one component document, the
/// whole set (cross-file checks), or the run's ignore entries once every set is linted. Each
/// function's level follows from the protocol it adopts.
public enum FunctionLevel: String, Sendable {
    case node, document, set, suppressions

    /// What a function of this level checks, for messages: "a whole set".
    public var subject: String {
        switch self {
        case .node: return "one node"
        case .document: return "a whole document"
        case .set: return "a whole set"
        case .suppressions: return "the run's ignore entries"
        }
    }
}

/// A check that rules name in YAML (`then.function`). A function finds facts (named values: the key,
/// the decoded kind, counts, expected and actual values); the rule's `message` template turns them
/// into words, so wording lives in the rule files.
public protocol RuleFunction: Sendable {
    /// The name rules use in `then.function`.
    static var name: String { get }
    static var level: FunctionLevel { get }
    /// One line for `cmplint functions` and docs/functions.md.
    static var summary: String { get }
    /// Every option the function reads, declared once: validation, docs and the JSON Schema.
    static var options: [OptionSpec] { get }
    /// Every fact its results may carry, for message templates (checked when a rule loads) and docs.
    static var facts: [FactSpec] { get }
    /// The message cases its results may name (`FunctionResult.messageCase`) besides `default`.
    /// Only names: each rule words every case in its `message`, so wording lives in the rule files.
    static var messageCases: [String] { get }
    /// Reads options already checked against `options`.
    init(options: FunctionOptions) throws(YAMLError)

    /// The message cases this configured function may name, `default` first: a rule words these.
    var caseNames: [String] { get }

    /// The function as the protocol of its level (one is non-nil), given by that protocol's
    /// extension: the engine sorts rules by level without a runtime cast (`as? any NodeFunction`
    /// searches the binary's conformance records).
    var asNodeFunction: (any NodeFunction)? { get }
    var asDocumentFunction: (any DocumentFunction)? { get }
    var asSetFunction: (any SetFunction)? { get }
    var asSuppressionFunction: (any SuppressionFunction)? { get }
}

extension RuleFunction {
    public static var messageCases: [String] { [] }

    /// Every message case, `default` first.
    public static var allMessageCases: [String] { ["default"] + messageCases }

    public var caseNames: [String] { Self.allMessageCases }

    public var asNodeFunction: (any NodeFunction)? { nil }
    public var asDocumentFunction: (any DocumentFunction)? { nil }
    public var asSetFunction: (any SetFunction)? { nil }
    public var asSuppressionFunction: (any SuppressionFunction)? { nil }
}

/// A function over the node that `given` (and `then.field`) selects: it evaluates one node and
/// returns its results. The engine walks the documents and calls it for each match; a function
/// that can report only a few of them (the leak rules run on `$..*`) declares which
/// (`candidates(selectorIndex:)`), and the engine finds those for it.
/// Results are built up front: they are about one node, and a generic result type would cost a
/// runtime conformance lookup on each of the millions of nodes the leak rules visit.
public protocol NodeFunction: RuleFunction {
    func evaluate(_ target: NodeTarget) -> [FunctionResult]

    /// Which matches of the rule's path `selectorIndex` the function can report (default: every
    /// one). Asked only when the rule has no `then.field`.
    func candidates(selectorIndex: Int) -> NodeCandidates

    /// Evaluates every node a rule's paths matched in one document. The engine gives the only
    /// implementation (`NodeFunction+Matches.swift`); it is a requirement so that each function
    /// gets it specialised for its own type.
    func evaluate(_ matches: NodeMatches, target: inout NodeTarget, report: (NodeTarget, FunctionResult) -> Void)
}

extension NodeFunction {
    public func candidates(selectorIndex: Int) -> NodeCandidates { .every }
}

/// A function over one component file, parsed or not.
public protocol DocumentFunction: RuleFunction {
    /// An array, or `DeferredResults` when the results can be very many.
    associatedtype Results: FunctionResults = [FunctionResult]
    func evaluate(_ file: SnapshotFile, in set: SnapshotSet) -> Results
}

/// A function over the whole set, for cross-file and completeness checks.
public protocol SetFunction: RuleFunction {
    func evaluate(_ set: SnapshotSet) -> [FunctionResult]
}

/// A function over one ignore entry after the whole run, with how many findings it suppressed
/// (stale-suppression checks such as `unused-suppression`).
public protocol SuppressionFunction: RuleFunction {
    func evaluate(_ entry: IgnoreList.Entry, suppressedFindings: Int) -> [FunctionResult]
}

extension NodeFunction {
    public static var level: FunctionLevel { .node }
    public var asNodeFunction: (any NodeFunction)? { self }
}

extension DocumentFunction {
    public static var level: FunctionLevel { .document }
    public var asDocumentFunction: (any DocumentFunction)? { self }
}

extension SetFunction {
    public static var level: FunctionLevel { .set }
    public var asSetFunction: (any SetFunction)? { self }
}

extension SuppressionFunction {
    public static var level: FunctionLevel { .suppressions }
    public var asSuppressionFunction: (any SuppressionFunction)? { self }
}

/// A named value a function's results carry, for `{{name}}` in messages.
public struct FactSpec: Sendable {
    public let name: String
    public let description: String
    /// The fact is personal data whatever its shape when `--show-personal-data` reveals it (an
    /// identifier): a message holding it is found again from its template to hide it
    /// (`RuleMessage.hidingPersonalFacts`), e.g. in a baseline's stale entries.
    public let personal: Bool

    public init(_ name: String, _ description: String, personal: Bool = false) {
        self.name = name
        self.description = description
        self.personal = personal
    }
}

/// The value a node function checks. The engine builds one per rule and document and moves it from
/// node to node (`matched`, `value`, `selectorIndex`): building one per node copied the set's
/// expectations, retaining each of their strings, for each of the millions of nodes `$..*` matches.
public struct NodeTarget {
    public let document: JSONDocument
    /// The node `given` matched.
    public internal(set) var matched: JSONNodeID
    /// The node at `then.field` under `matched` (or `matched` itself without a field); nil when the
    /// field is absent, which `defined` and `truthy` report and most other functions skip.
    public internal(set) var value: JSONNodeID?
    /// `then.field` as written, for messages.
    public let field: String?
    public let expectations: SetExpectations
    /// `--show-personal-data`: whether evidence may show whole secrets and identifiers.
    public let revealPersonalData: Bool
    /// Which of the rule's `given` paths matched (their index in the rule's list), for functions
    /// whose options refer to them.
    public internal(set) var selectorIndex: Int
    /// Facts derived once per set and shared by rules (see `SetMemo`).
    public let memo: SetMemo
    /// Facts derived once per document and shared by the node rules run on it.
    package let documentMemo: DocumentMemo
    /// The run's date and pinned vendor list (`SnapshotSet.run`).
    public internal(set) var run = RunContext()

    /// Moves the target to `node`, matched by the rule's path `selectorIndex`, and resolves `field` under it.
    package mutating func select(_ node: JSONNodeID, selectorIndex: Int) {
        matched = node
        if let field {
            value = Self.resolve(field: field, of: node, in: document)
        } else {
            value = node
        }
        self.selectorIndex = selectorIndex
    }

    /// `then.field` under `node`: `@key` is the node's own key; `a.b` walks object members.
    private static func resolve(field: String, of node: JSONNodeID, in document: JSONDocument) -> JSONNodeID? {
        if field == "@key" { return document.keyNode(of: node) }
        var current = node
        for name in field.split(separator: ".") {
            guard document.kind(current) == .object, let next = document.member(current, String(name)) else {
                return nil
            }
            current = next
        }
        return current
    }

    /// The name messages use for the checked value: the field, or the matched node's key.
    public var propertyName: String {
        if let field { return field }
        if let key = document.keyNode(of: matched), let name = document.string(key) { return name }
        let pointer = document.pointer(matched)
        return pointer.isEmpty ? "the document" : pointer
    }
}

/// One problem a function found: facts for the message, where it is, evidence for reports. The
/// engine turns it into a `Finding` with the rule's id, severity and message.
public struct FunctionResult: Sendable {
    /// Named values the rule's message renders (`{{key}}`, `{{expected.country}}`).
    public var facts: [String: JSONValue]
    /// Which of the function's message cases applies; nil is `default`.
    public var messageCase: String?
    /// Where: a node of `component`'s document. Nil means the checked value (node functions) or the
    /// document root (document and set functions).
    public var node: JSONNodeID?
    /// For set functions: which component the finding is about; nil for the set as a whole.
    public var component: ComponentKind?
    /// For set functions: the finding is about the set's capture manifest (`SnapshotSet.manifest`),
    /// at `node` of its document or at `position`.
    public var inManifest = false
    /// An explicit position without a node (a JSON syntax error).
    public var position: SourcePosition?
    /// Structured facts shown in reports (decoded metadata, counts); never whole secrets.
    public var evidence: [JSONMember]
    /// Lowers the rule's severity for this result, e.g. to `info` when something could not be checked.
    public var severity: Severity?
    /// The result says that what the set is meant for (its country or language) is unknown: a run
    /// that requires it (`Linter.requireMeantFor`) reports it as an error.
    public var unknownMeantFor = false
    /// The node's value is itself personal data, whatever its shape (an identifier under an
    /// identifier key: a customer number, an e-mail address): `cmplint fix` hides it in its summary
    /// and diff as reports hide identifiers (`PersonalValues`).
    public var personalData = false

    public init(
        facts: [String: JSONValue] = [:], case messageCase: String? = nil, node: JSONNodeID? = nil,
        component: ComponentKind? = nil, position: SourcePosition? = nil, evidence: [JSONMember] = [],
        severity: Severity? = nil
    ) {
        self.facts = facts
        self.messageCase = messageCase
        self.node = node
        self.component = component
        self.position = position
        self.evidence = evidence
        self.severity = severity
    }
}
