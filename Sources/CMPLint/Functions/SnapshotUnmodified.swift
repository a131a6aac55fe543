import CMPLintDocuments
import Foundation

/// Reports a snapshot whose bytes are no longer those its manifest records: cmplint records the
/// SHA-256 of every file it writes, when it captures and when `cmplint fix` changes a file, so a
/// mismatch is an edit no capture or fix made, by hand or by another tool, which nothing reviewed
/// against what OneTrust published. A snapshot the manifest does not list (case `unrecorded`), and
/// a listed one the set lacks (case `missing`, not for a single file linted on its own), are
/// changes too. A file that is not JSON is left to `invalid-json`.
package struct SnapshotUnmodified: SetCheck {
    package static let summary =
        "Every snapshot must have the SHA-256 its manifest records (captured, or changed by `cmplint fix`)."
    package static let options: [OptionSpec] = []
    package static let facts = [
        FactSpec("name", "unmodified: the snapshot's file name as the manifest records it, or as found"),
        FactSpec("recordedSha256", "unmodified: the first 12 hex digits of the recorded SHA-256"),
        FactSpec("actualSha256", "unmodified: the first 12 hex digits of the file's SHA-256"),
        FactSpec("recordedSize", "unmodified: the recorded size in bytes"),
        FactSpec("actualSize", "unmodified: the file's size in bytes"),
        FactSpec("capturedDay", "the UTC day of the capture, e.g. 2026-11-28"),
    ]
    package static let messageCases = ["unrecorded", "missing"]

    /// How many hex digits of a hash a message shows: enough to tell two files apart by eye.
    static let shownDigits = 12

    package init(options: FunctionOptions) throws(YAMLError) {}

    package func evaluate(_ set: SnapshotSet) -> [FunctionResult] {
        guard let (manifest, _, document) = set.readManifest else { return [] }
        let day: JSONValue = .string(manifest.capturedAt.day)
        var results: [FunctionResult] = []
        for kind in ComponentKind.allCases {
            let index = manifest.files.firstIndex { $0.component == kind }
            let entry = index.map { manifest.files[$0] }
            let file = set[kind]
            let name = file.map { ($0.path as NSString).lastPathComponent }
            if let index, let entry, name != entry.name, !set.isPartial {
                results.append(
                    .inManifest(
                        document, at: "/files/\(index)", facts: ["name": .string(entry.name), "capturedDay": day],
                        case: "missing"))
            }
            if let name, name != entry?.name {
                results.append(
                    FunctionResult(
                        facts: ["name": .string(name), "capturedDay": day], case: "unrecorded", component: kind))
                continue
            }
            guard let entry, let bytes = file?.document?.bytes else { continue }
            let actual = SHA256.hex(bytes)
            guard actual != entry.sha256 else { continue }
            results.append(
                FunctionResult(
                    facts: [
                        "name": .string(entry.name), "capturedDay": day,
                        "recordedSha256": .string(String(entry.sha256.prefix(Self.shownDigits))),
                        "actualSha256": .string(String(actual.prefix(Self.shownDigits))),
                        "recordedSize": .int(entry.size), "actualSize": .int(bytes.count),
                    ], component: kind))
        }
        return results
    }
}
