import CMPLintDocuments

/// The fix a finding carries: the edit its rule declares for it (`RuleFix`) and the node the edit
/// applies to, in the document of the finding's file as it was linted. `cmplint fix` turns these
/// into byte edits (`JSONEditPlan`); reports show the applicability, and for a safe fix the edits
/// (`replacements`, filled in for the lint report by `FindingPlacement`).
public struct FindingFix: Sendable, Hashable {
    public let edit: FixEdit
    public let applicability: FixApplicability
    public let node: JSONNodeID
    /// The safe fix's byte edits in the linted file; empty for an unsafe fix and while fixing.
    public internal(set) var replacements: [FixReplacement] = []

    public init(edit: FixEdit, applicability: FixApplicability, node: JSONNodeID) {
        self.edit = edit
        self.applicability = applicability
        self.node = node
    }
}
