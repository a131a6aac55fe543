import CMPLint
import CMPLintPaths

/// Whether a set needs the vendors snapshot, decided from the banner and preferences just captured
/// the way the `vendors-missing` rule decides it (`IABScope`: a TCF template, or an IAB group among
/// the purpose groups), over the same paths as the default rules' `#AppConfig.templateType` and
/// `#PurposeGroups` aliases (rules/aliases.yml).
package enum VendorsDecision {
    package static let template = selectors(["$.appConfig.templateType"])
    package static let groups = selectors([
        "$.pcUIData.purposeTree.purposes[*]", "$.pcUIData.purposeTree.purposes..children[*]",
    ])

    /// The reason IAB TCF is in scope ("template IAB2V2", "IAB group IABV2_1"), or nil.
    package static func reason(banner: SnapshotFile, preferences: SnapshotFile) -> String? {
        let set = SnapshotSet(
            path: "", files: [.banner: banner, .preferences: preferences], expectations: SetExpectations())
        switch IABScope.evidence(in: set, template: template, groups: groups)?.reason {
        case .template(let name): return "template \(name)"
        case .group(let id): return "IAB group \(id)"
        case nil: return nil
        }
    }

    private static func selectors(_ expressions: [String]) -> SelectorWalker {
        SelectorWalker(selectors: expressions.compactMap { try? PathSelector($0) })
    }
}
