import CMPLintDocuments
import CMPLintPaths

/// Reports a TCF policy version a snapshot states (`IABTCF_PolicyVersion`, which the SDK writes to
/// device storage as it is, IAB Tech Lab "CMP API v2", in-app details; a vendor list's
/// `tcfPolicyVersion`, the Global Vendor List's field) below the current one: the policy version
/// is the version of the TCF policies the consent adheres to, and a CMP compares it with the
/// latest Global Vendor List's to learn that the policies changed (IAB Tech Lab "Consent string
/// and vendor list formats v2", "Global Vendor List and TCF Policy Updates",
/// https://github.com/InteractiveAdvertisingBureau/GDPR-Transparency-and-Consent-Framework,
/// confirmed). Below `invalidBelow` the TC strings are invalid (the same document, "Managing
/// conflicting string versions": policy version 4 came with TCF v2.2, and strings below it are
/// invalid after 30 September 2023, confirmed). The current version is the rule's to say.
package struct TCFPolicyVersion: SetCheck {
    package static let summary =
        "A TCF policy version a snapshot states must not be below the current policy version `current`."
    package static let options: [OptionSpec] = [
        OptionSpec(
            "versions", .paths,
            "where a component states a TCF policy version (e.g. #StorageKeys.IABTCF_PolicyVersion)", required: true),
        OptionSpec("current", .integer, "the current TCF policy version", required: true),
        OptionSpec(
            "invalidBelow", .integer, "the policy version below which TC strings are invalid", required: true),
    ]
    package static let facts: [FactSpec] = [
        FactSpec("version", "the policy version the snapshot states"),
        FactSpec("current", "the current policy version"),
        FactSpec("invalidBelow", "the policy version below which TC strings are invalid"),
    ]
    package static let messageCases = ["invalid"]

    package let versions: SelectorWalker
    package let current: Int
    package let invalidBelow: Int

    package init(options: FunctionOptions) throws(YAMLError) {
        versions = SelectorWalker(selectors: try options.paths("versions") ?? [])
        current = try options.int("current") ?? 0
        invalidBelow = try options.int("invalidBelow") ?? 0
    }

    package func evaluate(_ set: SnapshotSet) -> [FunctionResult] {
        var results: [FunctionResult] = []
        for (kind, _, document) in set.responses {
            for node in document.nodes(matching: versions) {
                guard let version = document.integer(node) ?? document.string(node).flatMap({ Int($0) }),
                    version < current
                else { continue }
                let number = { (value: Int) in JSONValue.number(String(value)) }
                results.append(
                    FunctionResult(
                        facts: [
                            "version": number(version), "current": number(current),
                            "invalidBelow": number(invalidBelow),
                        ],
                        case: version < invalidBelow ? "invalid" : nil, node: node, component: kind))
            }
        }
        return results
    }
}
