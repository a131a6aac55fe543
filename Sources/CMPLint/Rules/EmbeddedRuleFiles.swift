/// The default ruleset's files, embedded from rules/ (through the DefaultRules link) as resources
/// compiled into the library, so the binary needs no resource files and works from any directory.
/// RuleFilesEmbeddedTests fails when this list and rules/ disagree.
let embeddedDefaultRuleFiles: [(name: String, text: String)] = [
    ("aliases.yml", PackageResources.aliases_yml),
    ("coherence.yml", PackageResources.coherence_yml),
    ("components.yml", PackageResources.components_yml),
    ("geo.yml", PackageResources.geo_yml),
    ("language.yml", PackageResources.language_yml),
    ("leaks.yml", PackageResources.leaks_yml),
    ("sdk.yml", PackageResources.sdk_yml),
    ("suppressions.yml", PackageResources.suppressions_yml),
    ("syntax.yml", PackageResources.syntax_yml),
].map { (name: $0.0, text: String(decoding: $0.1, as: UTF8.self)) }
