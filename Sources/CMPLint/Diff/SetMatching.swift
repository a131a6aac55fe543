import CMPLintDocuments

/// Matches the sets found under OLD with those under NEW by their folder relative to the path
/// given (`DE_de`, `eu/FR_fr`): two set folders (or files) given directly are one pair whatever
/// their names; sets on one side only stay unmatched.
package enum SetMatching {
    package static func pairs(
        old: [SetInspection], oldRoot: String, new: [SetInspection], newRoot: String,
        content: ContentComparison? = nil
    ) -> [SetDiff] {
        let oldNamed = old.map { (name(of: $0.path, under: oldRoot), $0) }
        let newNamed = new.map { (name(of: $0.path, under: newRoot), $0) }
        if oldNamed.count == 1, newNamed.count == 1, oldNamed[0].0 == ".", newNamed[0].0 == "." {
            return [SetDiff(name: ".", old: old[0], new: new[0], content: content)]
        }
        return pairs(oldNamed: oldNamed, newNamed: newNamed, content: content)
    }

    /// Sets matched by the names given with them; a name on one side only is a set on that side only.
    package static func pairs(
        oldNamed: [(String, SetInspection)], newNamed: [(String, SetInspection)], content: ContentComparison? = nil
    ) -> [SetDiff] {
        let oldByName = Dictionary(oldNamed, uniquingKeysWith: { first, _ in first })
        let newByName = Dictionary(newNamed, uniquingKeysWith: { first, _ in first })
        return Set(oldByName.keys).union(newByName.keys).sorted().map {
            SetDiff(name: $0, old: oldByName[$0], new: newByName[$0], content: content)
        }
    }

    /// The set's path relative to `root`: "." for the root itself.
    package static func name(of path: String, under root: String) -> String {
        let set = ReportPath.normalize(path)
        let base = ReportPath.normalize(root)
        if set == base { return "." }
        let prefix = base == "/" ? "/" : base + "/"
        return set.hasPrefix(prefix) ? String(set.dropFirst(prefix.count)) : set
    }
}
