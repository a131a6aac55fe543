/// How a set of files recognised by their content rather than their names was put together
/// (`ContentGrouping`): which files, by which shared name part, and which files of its missing
/// components in the same folder it was not joined with. Reports show `summary`, and
/// `component-missing` names the files not joined and the flags that pass a set by hand.
public struct ContentAssembly: Sendable, Equatable {
    /// The set's file names by component.
    public var files: [ComponentKind: String]
    /// The name part the files share (`de`); empty when their names have none.
    public var part: String
    /// Per missing component, the names of the folder's files of that component not joined to the set.
    public var notJoined: [ComponentKind: [String]]

    public init(files: [ComponentKind: String], part: String, notJoined: [ComponentKind: [String]] = [:]) {
        self.files = files
        self.part = part
        self.notJoined = notJoined
    }

    /// `set assembled from 3 files recognised by content: banner_de.json (banner), pc_de.json
    /// (preferences), vendors_de.json (vendors), sharing the name part 'de'`, and the files not
    /// joined with the flags that pass a set by hand.
    public var summary: String {
        let listed = ComponentKind.allCases.compactMap { kind in files[kind].map { "\($0) (\(kind.rawValue))" } }
        let from = files.count == 1 ? "set of one file" : "set assembled from \(files.count) files"
        var text = from + " recognised by content: " + listed.joined(separator: ", ")
        if files.count > 1 {
            text += part.isEmpty ? ", one per component, none named apart" : ", sharing the name part '\(part)'"
        }
        let missing = ComponentKind.allCases.compactMap { kind in
            notJoined[kind].map { "\($0.joined(separator: ", ")) (\(kind.rawValue))" }
        }
        if !missing.isEmpty {
            text +=
                "; not joined with " + missing.joined(separator: " or ")
                + ": no shared name part pairs them (name the files with one, e.g. banner_de.json and pc_de.json, or pass a set with --banner, --preferences and --vendors)"
        }
        return text
    }
}
