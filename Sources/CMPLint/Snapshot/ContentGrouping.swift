/// Which files of one folder, recognised as snapshots by their content rather than by their names,
/// form a set together: files whose names share a name part (`SnapshotNamePart`: `banner_de.json`,
/// `pc_de.json`, `vendors_de.json`), one file per component. Files whose names have no part of
/// their own (`onetrust_banner_data.json`, `ot_pc.json`) join the one set that has a part, when
/// there is exactly one and they fill its empty slots. Where the names cannot pair the files (two
/// banners with the same part, or parts that differ: `banner_de.json` and `pc_fr.json`) they are
/// not joined, and each set remembers the files of its missing components that it was not joined
/// with, so the run says so (`ContentAssembly`) instead of silently linting fewer cross-file checks.
package enum ContentGrouping {
    /// One set: the indices of its files (one per component, in component order), the name part
    /// they share, and per missing component the indices of the folder's files of that component
    /// that were not joined to it.
    package struct Group: Equatable {
        package var members: [Int]
        package var part: String
        package var notJoined: [ComponentKind: [Int]]
    }

    /// Groups `files` (file name and component, in name order) of one folder.
    package static func groups(_ files: [(name: String, kind: ComponentKind)]) -> [Group] {
        let parts = files.map { SnapshotNamePart.of($0.name) }
        var byPart: [(part: String, members: [Int])] = []
        for (index, part) in parts.enumerated() {
            if let at = byPart.firstIndex(where: { $0.part == part }) {
                byPart[at].members.append(index)
            } else {
                byPart.append((part, [index]))
            }
        }
        // Files without a part of their own join the only set with a part, when they fit its empty slots.
        let named = byPart.filter { !$0.part.isEmpty }
        if named.count == 1, let unnamed = byPart.firstIndex(where: \.part.isEmpty) {
            let joined = named[0].members + byPart[unnamed].members
            if Set(joined.map { files[$0].kind }).count == joined.count {
                byPart = [(named[0].part, joined.sorted())]
            }
        }
        // A part shared by two files of one component pairs nothing: each file is a set of its own.
        var sets: [(part: String, members: [Int])] = []
        for group in byPart {
            let kinds = group.members.map { files[$0].kind }
            if Set(kinds).count == kinds.count {
                sets.append(group)
            } else {
                sets += group.members.map { (group.part, [$0]) }
            }
        }
        return sets.map { set in
            let kinds = Set(set.members.map { files[$0].kind })
            var notJoined: [ComponentKind: [Int]] = [:]
            for kind in ComponentKind.allCases where !kinds.contains(kind) {
                let others = files.indices.filter { files[$0].kind == kind }
                if !others.isEmpty { notJoined[kind] = others }
            }
            return Group(
                members: set.members.sorted { files[$0].kind < files[$1].kind }, part: set.part, notJoined: notJoined)
        }
    }
}
