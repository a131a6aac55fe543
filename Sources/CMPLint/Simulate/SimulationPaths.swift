import CMPLintDocuments
import CMPLintPaths

/// Where the simulation reads a response: the inspection's places, and the levels of the
/// `groupsHierarchy` (alias `#GroupHierarchyLevels`, whose member names are the group ids a
/// banner publishes). Every place is an alias of `rules/aliases.yml` resolved against the aliases
/// in force, as the rules and the inspection read them.
package struct SimulationPaths: Sendable {
    package let inspection: InspectionPaths
    package let groupHierarchyLevels: SelectorWalker

    package init(configuration: Configuration) throws(LintError) {
        let aliases = try DefaultRuleset.aliases(adding: configuration.aliasDefinitions, configFile: configuration.file)
        inspection = try InspectionPaths(aliases: aliases)
        guard let levels = aliases.selectors["GroupHierarchyLevels"] else {
            throw LintError(
                "the simulation reads the alias '#GroupHierarchyLevels', which the rules in force do not define")
        }
        groupHierarchyLevels = SelectorWalker(selectors: levels)
    }
}
