import CMPLintDocuments
import CMPLintKnowledge
import Foundation

/// Files whose names say nothing: a file given on its own with another name, and the `.json`
/// files of a tree where no file carries a snapshot's name, take the slot their content says; a
/// folder's files are grouped into sets by a shared part of their names (`ContentGrouping`). A
/// file with a component's markers is that component; legacy OneTrust data, an error response or
/// a banner response without UI data is linted where its content suggests (a raw vendor list as
/// vendors, anything else as the banner) and its findings say the slot was guessed. Files that are
/// no OneTrust data of any kind are an error that says how to name or pass them.
extension SnapshotDiscovery {
    /// How many `.json` files of a tree without snapshot names are looked into. More is an error
    /// naming the limit: a tree that large (a `node_modules` folder) is not a folder of captures.
    public static let maxContentFiles = 1_000

    /// What every "cannot tell" error ends with.
    package static let namingAdvice =
        "name a snapshot file after its component (OneTrustBannerData.json, OneTrustPCData.json, OneTrustVendorsData.json) or pass it with --banner, --preferences or --vendors"

    /// The slot of a file with another name, from its content; an error saying how to name or pass
    /// the file when its content is no OneTrust data.
    package static func slot(ofFileAt path: String, _ workingDirectory: String, limits: JSONParseLimits)
        throws(LintError) -> (kind: ComponentKind, guessed: Bool)
    {
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
            throw LintError(
                "\(path): cannot tell which snapshot this is: it is not valid JSON (\(error.position.line):\(error.position.column): \(error.message)); \(namingAdvice)"
            )
        }
        if let slot = slot(byContentOf: document) { return slot }
        // Named as component-kind-mismatch names them: the first few, each cut, with personal data hidden.
        let keys =
            document.kind(document.root) == .object
            ? document.members(document.root).prefix(ComponentKindCheck.shownCount).compactMap {
                document.string($0.key)
            }.map { key in
                "'\(ReportText.visible(PersonalDataRedaction.text(key.shortened(to: ComponentKindCheck.maxKeyLength))))'"
            }.joined(separator: ", ")
            : ""
        let holds = keys.isEmpty ? "" : " (its top-level keys: \(keys))"
        throw LintError(
            "\(path): cannot tell which snapshot this is: it holds neither a CMP API response nor legacy OneTrust data\(holds); \(namingAdvice)"
        )
    }

    /// The slot `document` fills by its content, and whether that is a guess; nil for content that
    /// is no OneTrust data.
    package static func slot(byContentOf document: JSONDocument) -> (kind: ComponentKind, guessed: Bool)? {
        switch ResponseContent(document, slot: .banner) {
        case .otherComponent(let kind, _):
            return (kind, false)
        case .response:
            if case .component(let kind, _) = DetectedContent(document) { return (kind, false) }
            return (.banner, true)
        case .legacy:
            // A raw vendor list, or the vendor half of the old wrapper, is vendors data.
            let root = document.root
            let vendorsOnly =
                document.member(root, "vendorListVersion") != nil
                || (document.member(root, "vendorListData") != nil && document.member(root, "otData") == nil)
            return (vendorsOnly ? .vendors : .banner, true)
        case .errorResponse:
            return (.banner, true)
        case .notAnObject, .notCMPResponse:
            return nil
        }
    }

    /// The sets of the `.json` files under `root` whose content is OneTrust data, grouped folder by
    /// folder (`groupedSets`); used when no file of the tree carries a snapshot's name.
    package static func contentSets(
        _ root: String, _ workingDirectory: String, limits: JSONParseLimits,
        exclusions: SetExclusions = SetExclusions()
    ) throws(LintError) -> [SnapshotSource] {
        var folders: [(shown: String, directory: String, files: [(path: String, url: URL)])] = []
        var count = 0
        try walk(root, workingDirectory, exclusions: exclusions) { (relative, folder, files) throws(LintError) in
            var candidates: [(path: String, url: URL)] = []
            // A capture manifest is never a snapshot, and is read with its set.
            for file in files
            where file.pathExtension.lowercased() == "json" && file.lastPathComponent != CaptureManifest.fileName {
                candidates.append((display(root, child(relative, file.lastPathComponent)), file))
                count += 1
                if count > maxContentFiles {
                    throw LintError(
                        "\(root): no snapshot files found, and more than \(maxContentFiles) .json files to look into for OneTrust data; \(namingAdvice), or give a narrower folder"
                    )
                }
            }
            if !candidates.isEmpty {
                folders.append((display(root, relative), folder.standardizedFileURL.path, candidates))
            }
        }
        return folders.flatMap { folder in
            let found: [RecognisedFile] = folder.files.compactMap { candidate in
                // Only regular files within the size limit are read (FIFOs and devices are never opened);
                // a file too large to look into is not taken for OneTrust data.
                guard
                    case .success(let bytes) = SizeLimitedFile.read(atPath: candidate.url.path, limit: limits.maxBytes),
                    let document = try? JSONParser.parse(bytes, limits: limits), let slot = slot(byContentOf: document)
                else { return nil }
                return RecognisedFile(path: candidate.path, kind: slot.kind, guessed: slot.guessed, bytes: nil)
            }
            return groupedSets(
                found, folder: folder.shown, directory: folder.directory, workingDirectory: workingDirectory)
        }
    }

    /// A file of a folder whose content said which component it is; `bytes` when read from an archive.
    package struct RecognisedFile {
        package let path: String
        package let kind: ComponentKind
        package let guessed: Bool
        package let bytes: [UInt8]?
    }

    /// The sets `ContentGrouping` makes of one folder's recognised files (in name order). A set of
    /// several files is shown as the folder when it is the folder's only set, else as its first
    /// file; a lone file that no other file of the folder could complete stays a partial set, as
    /// a file given on its own.
    package static func groupedSets(
        _ found: [RecognisedFile], folder: String, directory: String, workingDirectory: String
    ) -> [SnapshotSource] {
        let name = { (file: RecognisedFile) in (file.path as NSString).lastPathComponent }
        let groups = ContentGrouping.groups(found.map { (name($0), $0.kind) })
        return groups.map { group in
            let members = group.members.map { found[$0] }
            // Only CMP API responses are said to be left out: legacy data (web `en.json`, a raw
            // vendor list) placed by a guess is no set's missing component.
            let notJoined =
                members.allSatisfy(\.guessed)
                ? [:]
                : group.notJoined.mapValues { $0.filter { !found[$0].guessed }.map { name(found[$0]) } }.filter {
                    !$0.value.isEmpty
                }
            let isPartial = members.count == 1 && notJoined.isEmpty
            let files = Dictionary(uniqueKeysWithValues: members.map { ($0.kind, $0.path) })
            var naming = SnapshotNaming(guessedSlots: Set(members.filter(\.guessed).map(\.kind)))
            if !isPartial {
                naming.assembly = ContentAssembly(
                    files: Dictionary(uniqueKeysWithValues: members.map { ($0.kind, name($0)) }), part: group.part,
                    notJoined: notJoined)
            }
            let archived = Dictionary(
                uniqueKeysWithValues: members.compactMap { file in
                    file.bytes.map { (file.kind, SnapshotBytes.bytes($0)) }
                })
            return SnapshotSource(
                path: groups.count == 1 && members.count > 1 ? folder : members[0].path, directory: directory,
                files: files,
                isPartial: isPartial, workingDirectory: workingDirectory, naming: naming, archived: archived)
        }
    }
}
