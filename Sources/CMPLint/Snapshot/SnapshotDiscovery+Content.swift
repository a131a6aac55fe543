import Foundation

/// Files whose names say nothing: a file given on its own with another name, and the `.json`
/// files of a tree where no file carries a snapshot's name, take the slot their content says. A
/// file with a component's markers is that component; legacy OneTrust data, an error response or
/// a banner response without UI data is linted where its content suggests (a raw vendor list as
/// vendors, anything else as the banner) and its findings say the slot was guessed. Files that are
/// no OneTrust data of any kind are an error that says how to name or pass them.
extension SnapshotDiscovery {
    /// How many `.json` files of a tree without snapshot names are looked into. More is an error
    /// naming the limit: a tree that large (a `node_modules` folder) is not a folder of captures.
    public static let maxContentFiles = 1_000

    /// What every "cannot tell" error ends with.
    static let namingAdvice = "name a snapshot file after its component (OneTrustBannerData.json, OneTrustPCData.json, OneTrustVendorsData.json) or pass it with --banner, --preferences or --vendors"

    /// The slot of a file with another name, from its content; an error saying how to name or pass
    /// the file when its content is no OneTrust data.
    static func slot(ofFileAt path: String, _ workingDirectory: String, limits: JSONParseLimits) throws(LintError) -> (kind: ComponentKind, guessed: Bool) {
        let bytes: [UInt8]
        switch SizeLimitedFile.read(atPath: resolve(path, workingDirectory), limit: limits.maxBytes) {
        case .success(let read): bytes = read
        case .failure(let failure):
            throw LintError("\(path): \(FileSizeLimit.message(failure, limit: limits.maxBytes))")
        }
        let document: JSONDocument
        do {
            document = try JSONParser.parse(bytes, limits: limits)
        } catch {
            throw LintError("\(path): cannot tell which snapshot this is: it is not valid JSON (\(error.position.line):\(error.position.column): \(error.message)); \(namingAdvice)")
        }
        if let slot = slot(byContentOf: document) { return slot }
        // Named as component-kind-mismatch names them: the first few, each cut, with personal data hidden.
        let keys = document.kind(document.root) == .object
            ? document.members(document.root).prefix(ComponentKindCheck.shownCount).compactMap { document.string($0.key) }.map { key in
                "'\(ReportText.visible(PersonalDataRedaction.text(key.shortened(to: ComponentKindCheck.maxKeyLength))))'"
            }.joined(separator: ", ")
            : ""
        let holds = keys.isEmpty ? "" : " (its top-level keys: \(keys))"
        throw LintError("\(path): cannot tell which snapshot this is: it holds neither a CMP API response nor legacy OneTrust data\(holds); \(namingAdvice)")
    }

    /// The slot `document` fills by its content, and whether that is a guess; nil for content that
    /// is no OneTrust data.
    static func slot(byContentOf document: JSONDocument) -> (kind: ComponentKind, guessed: Bool)? {
        switch ResponseContent(document, slot: .banner) {
        case .otherComponent(let kind, _):
            return (kind, false)
        case .response:
            if case .component(let kind, _) = DetectedContent(document) { return (kind, false) }
            return (.banner, true)
        case .legacy:
            // A raw vendor list, or the vendor half of the old wrapper, is vendors data.
            let root = document.root
            let vendorsOnly = document.member(root, "vendorListVersion") != nil
                || (document.member(root, "vendorListData") != nil && document.member(root, "otData") == nil)
            return (vendorsOnly ? .vendors : .banner, true)
        case .errorResponse:
            return (.banner, true)
        case .notAnObject, .notCMPResponse:
            return nil
        }
    }

    /// One partial set per `.json` file under `root` whose content is OneTrust data; used when no
    /// file of the tree carries a snapshot's name.
    static func contentSets(_ root: String, _ workingDirectory: String, limits: JSONParseLimits) throws(LintError) -> [SnapshotSource] {
        var candidates: [(path: String, url: URL)] = []
        try walk(root, workingDirectory) { (relative, _, files) throws(LintError) in
            for file in files where file.pathExtension.lowercased() == "json" {
                candidates.append((display(root, child(relative, file.lastPathComponent)), file))
                if candidates.count > maxContentFiles {
                    throw LintError("\(root): no snapshot files found, and more than \(maxContentFiles) .json files to look into for OneTrust data; \(namingAdvice), or give a narrower folder")
                }
            }
        }
        return candidates.compactMap { candidate in
            // Only regular files within the size limit are read (FIFOs and devices are never opened);
            // a file too large to look into is not taken for OneTrust data.
            guard case .success(let bytes) = SizeLimitedFile.read(atPath: candidate.url.path, limit: limits.maxBytes),
                  let document = try? JSONParser.parse(bytes, limits: limits), let slot = slot(byContentOf: document) else { return nil }
            return SnapshotSource(path: candidate.path, directory: candidate.url.deletingLastPathComponent().standardizedFileURL.path,
                                  files: [slot.kind: candidate.path], isPartial: true, workingDirectory: workingDirectory,
                                  naming: SnapshotNaming(guessedSlots: slot.guessed ? [slot.kind] : []))
        }
    }

}
