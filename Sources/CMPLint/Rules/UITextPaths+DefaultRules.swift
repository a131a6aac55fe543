import CMPLintDocuments
import CMPLintKnowledge

extension UITextPaths {
    /// The default rules' UI-text paths: `#UIText` and `#NotUIText` from rules/aliases.yml (for
    /// tools that identify a document's language outside a lint run, such as cmplint-bench).
    public static func defaultRules() throws(LintError) -> UITextPaths {
        let aliases = try DefaultRuleset.aliases()
        return UITextPaths(sections: aliases.selectors["UIText"] ?? [], ignored: aliases.selectors["NotUIText"] ?? [])
    }
}
