import ArchiveFixtures
import CMPLint

/// The seeds of fuzz-archive: small app artifacts built (`ZipWriter`) from the sample sets, in
/// the forms the reader must handle: snapshot names in an app folder, deflated and stored,
/// ZIP64, `.json` entries found by content, an encryption bit on plain data, and a traversal
/// name it must refuse.
public enum ArchiveSeeds {
    /// Sample sets are a few hundred KB each; a dozen keep the seeds small and varied.
    static let setCount = 12

    public static var archives: [[UInt8]] {
        let sets = SeedSources.sets.filter { $0.folder != nil }.prefix(setCount)
        var seeds: [[UInt8]] = []
        for (index, set) in sets.enumerated() {
            let named = entries(
                set, folder: "Payload/App.app/\(set.folder!)", method: index % 3 == 2 ? .stored : .deflated)
            seeds.append(ZipWriter.archive(named, zip64: index % 4 == 1).bytes)
            let byContent = ComponentKind.allCases.compactMap { kind in
                set.documents[kind].map { ZipWriter.Entry("assets/onetrust/\(kind.rawValue)_\(index).json", $0) }
            }
            seeds.append(ZipWriter.archive(byContent).bytes)
        }
        if let first = sets.first {
            var flagged = entries(first, folder: "assets/a", method: .deflated)
            if !flagged.isEmpty { flagged[0].flags = 0x0001 }
            seeds.append(ZipWriter.archive(flagged).bytes)
            seeds.append(ZipWriter.archive(entries(first, folder: "../up", method: .deflated)).bytes)
        }
        return seeds
    }

    /// The set's documents under their conventional names in `folder`.
    static func entries(_ set: SeedSources.SetDocuments, folder: String, method: ZipWriter.Method) -> [ZipWriter.Entry]
    {
        ComponentKind.allCases.compactMap { kind in
            set.documents[kind].map { ZipWriter.Entry(folder + "/" + kind.acceptedFileNames[0], $0, method: method) }
        }
    }
}
