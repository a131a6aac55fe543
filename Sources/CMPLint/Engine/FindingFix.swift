import CMPLintDocuments

/// The fix a finding carries: the edit its rule declares for it (`RuleFix`) and the node the edit
/// applies to, in the document of the finding's file as it was linted. `cmplint fix` turns these
/// into byte edits (`JSONEditPlan`); reports do not show them.
public struct FindingFix: Sendable, Hashable {
    public let edit: FixEdit
    public let applicability: FixApplicability
    public let node: JSONNodeID
}
