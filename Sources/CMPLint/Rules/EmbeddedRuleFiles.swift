/// The default ruleset's files, embedded from rules/ (through the DefaultRules link) as resources
/// compiled into the library, so the binary needs no resource files and works from any directory.
/// RuleFilesEmbeddedTests fails when this list and rules/ disagree.
package let embeddedDefaultRuleFiles: [EmbeddedRuleFile] = [
    ("ads.yml", PackageResources.ads_yml),
    ("aliases.yml", PackageResources.aliases_yml),
    ("coherence.yml", PackageResources.coherence_yml),
    ("components.yml", PackageResources.components_yml),
    ("geo.yml", PackageResources.geo_yml),
    ("language.yml", PackageResources.language_yml),
    ("leaks.yml", PackageResources.leaks_yml),
    ("provenance.yml", PackageResources.provenance_yml),
    ("sdk.yml", PackageResources.sdk_yml),
    ("suppressions.yml", PackageResources.suppressions_yml),
    ("syntax.yml", PackageResources.syntax_yml),
].map { EmbeddedRuleFile(name: $0.0, bytes: $0.1) }

/// One embedded rule file. A lint run parses its bytes (libyaml validates the UTF-8 as it reads);
/// only tools that show the file decode its text.
package struct EmbeddedRuleFile {
    package let name: String
    package let bytes: [UInt8]

    package var text: String { String(decoding: bytes, as: UTF8.self) }
}
