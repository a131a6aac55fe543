import CMPLintDocuments
import CMPLintKnowledge

/// One problem in one place: the engine's output and every reporter's input.
public struct Finding: Sendable, Equatable {
    public let ruleId: String
    public let severity: Severity
    public let message: String
    /// The file as given on the command line or found under it; for a component that is missing,
    /// the set's folder.
    public let file: String
    /// RFC 6901 pointer into `file`; "" for the whole document.
    public let pointer: String
    /// 1-based start and end (end is just after the node); nil when the file does not exist.
    public let start: SourcePosition?
    public let end: SourcePosition?
    /// The component the finding is in, nil for the set as a whole.
    public let component: ComponentKind?
    /// The set's path (see `SnapshotSet.path`).
    public let setPath: String
    public let evidence: [JSONMember]
    /// Set when an ignore entry or the baseline covers the finding; it then does not fail the run.
    public var suppression: Suppression?
    /// What `cmplint fix` can do about the finding; nil when its rule has no fix for it.
    public internal(set) var fix: FindingFix?
    /// The 1-based columns of `start` and `end` counted in UTF-8 bytes (reviewdog's columns);
    /// nil without a position or before `FindingPlacement` has run.
    public internal(set) var byteColumns: ByteColumns?
    /// The rule's advice for this finding's case and set platform (`HowToFix`); nil when the rule
    /// gives none or the finding is not one of its results (the findings cap's summary).
    public let howToFix: String?
    /// The finding's ordinal among findings with the same rule, file and JSON Pointer (in position
    /// order); filled in by `LintReport`, part of the fingerprint.
    public internal(set) var occurrence = 0
    /// The finding of the same set this one follows from (its rule's `explains:` names this
    /// finding's rule); nil for a root or an independent finding.
    public internal(set) var causedBy: FindingCause?
    /// The value at the finding's node is itself personal data whatever its shape
    /// (`FunctionResult.personalData`); the value is not kept here, only this mark, for `cmplint
    /// fix` to hide it (`PersonalValues`).
    public internal(set) var valueIsPersonalData = false

    /// Longest message, and longest text in the evidence, a finding keeps (characters, cut with
    /// "…"): room for a value revealed with `--show-personal-data` (at most 16,384 characters,
    /// `Redaction`) and the words around it, 30 times the longest message in the samples. A rule
    /// that quotes a document's value (a captured country, a compared template) cannot make one
    /// finding megabytes long, whatever the value.
    public static let maxTextLength = 20_000

    /// Unless `revealPersonalData` (`--show-personal-data`), the message, the pointer and the
    /// evidence are redacted here (`PersonalDataRedaction`): every finding is made by this
    /// initializer, so no rule or later stage (reports, fingerprints, baselines) ever holds a whole
    /// consent string or identifier. The file and set paths are the user's own and stay as given.
    /// The message and the evidence's texts are then cut to `maxTextLength`.
    public init(
        ruleId: String, severity: Severity, message: String, file: String, pointer: String,
        start: SourcePosition?, end: SourcePosition?, component: ComponentKind?, setPath: String,
        evidence: [JSONMember] = [], suppression: Suppression? = nil, fix: FindingFix? = nil, howToFix: String? = nil,
        revealPersonalData: Bool = false
    ) {
        self.ruleId = ruleId
        self.severity = severity
        self.message = (revealPersonalData ? message : PersonalDataRedaction.text(message)).shortened(
            to: Self.maxTextLength)
        self.file = file
        self.pointer = revealPersonalData ? pointer : PersonalDataRedaction.pointer(pointer)
        self.start = start
        self.end = end
        self.component = component
        self.setPath = setPath
        self.evidence = (revealPersonalData ? evidence : evidence.map(PersonalDataRedaction.member)).map(Self.bounded)
        self.suppression = suppression
        self.fix = fix
        self.howToFix = howToFix
    }

    /// `member` with every text in it (names included) cut to `maxTextLength`.
    private static func bounded(_ member: JSONMember) -> JSONMember {
        func cut(_ value: JSONValue) -> JSONValue {
            switch value {
            case .string(let text): return .string(text.shortened(to: maxTextLength))
            case .array(let items): return .array(items.map(cut))
            case .object(let members): return .object(members.map(bounded))
            case .null, .bool, .number: return value
            }
        }
        return JSONMember(key: member.key.shortened(to: maxTextLength), value: cut(member.value))
    }

    /// What identifies a finding independent of its line: rule, file and JSON Pointer.
    package var locationKey: String { ruleId + "\u{1F}" + file + "\u{1F}" + pointer }

    /// Stable across line moves and machines: a hash of rule, the file relative to `directory` (the
    /// repository, for code scanning) and the JSON Pointer, plus the occurrence when it repeats.
    /// SARIF `partialFingerprints`, Code Climate and the JSON report use it.
    public func fingerprint(relativeTo directory: String) -> String {
        let key = ruleId + "\u{1F}" + ReportPath.relative(file, to: directory) + "\u{1F}" + pointer
        return StableHash.hex(key) + (occurrence == 0 ? "" : ":\(occurrence)")
    }

    /// Report order: set, file, position (offset, then line and column), rule, message — deterministic across runs and
    /// machines.
    package static func reportOrder(_ a: Finding, _ b: Finding) -> Bool {
        if a.setPath != b.setPath { return a.setPath < b.setPath }
        if a.file != b.file { return a.file < b.file }
        let ao = a.start?.offset ?? -1
        let bo = b.start?.offset ?? -1
        if ao != bo { return ao < bo }
        // Findings at ignore entries carry no offset: their lines keep them in file order.
        let al = a.start?.line ?? 0
        let bl = b.start?.line ?? 0
        if al != bl { return al < bl }
        let ac = a.start?.column ?? 0
        let bc = b.start?.column ?? 0
        if ac != bc { return ac < bc }
        if a.ruleId != b.ruleId { return a.ruleId < b.ruleId }
        return a.message < b.message
    }
}
