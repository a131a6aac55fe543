import CMPLintDocuments
import Foundation

/// `cmplint init [DIR]`: a commented starter `.cmplint.yml` for the snapshot sets found under DIR,
/// with a `sets:` entry per set (country and language guessed from its folder names,
/// `FolderNameGuess`) and every other key commented out with its default. It never overwrites a
/// config file unless asked (`force`), so a project's configuration cannot be lost.
public struct StarterConfiguration: Sendable {
    /// Where the file goes (absolute) and how to name it in messages.
    public let location: String
    public let shown: String
    public let text: String
    public let setCount: Int

    /// Plans the file for `directory` (relative to `workingDirectory`); an existing config file there
    /// is an error unless `force`. Folders `exclude` matches (`--exclude`, relative to
    /// `workingDirectory`) get no entry, and the file excludes them too.
    public init(directory: String, workingDirectory: String, force: Bool = false, exclude: [String] = [])
        throws(LintError)
    {
        let folder = RelativePath.absolute(directory, against: workingDirectory)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw LintError("\(directory): no such folder")
        }
        shown = ReportPath.normalize(
            directory == "." ? Configuration.fileNames[0] : directory + "/" + Configuration.fileNames[0])
        location = folder + "/" + Configuration.fileNames[0]
        for name in Configuration.fileNames where !force && FileManager.default.fileExists(atPath: folder + "/" + name)
        {
            throw LintError(
                "\(ReportPath.normalize(directory + "/" + name)) already exists: cmplint init does not overwrite a configuration; "
                    + "edit it, or pass --force to replace it with a starter file")
        }
        // As lint finds them: named sets, else the files recognised by content (Android `res/raw-de`
        // names); a tree too large to look into by content just gets no entries.
        let exclusions = try SetExclusions.commandLine(exclude, workingDirectory: workingDirectory)
        var sources = try SnapshotDiscovery.discoverTree(folder, workingDirectory, exclusions: exclusions)
        if sources.isEmpty {
            sources =
                (try? SnapshotDiscovery.contentSets(
                    folder, workingDirectory, limits: JSONParseLimits(), exclusions: exclusions)) ?? []
        }
        var seen = Set<String>()
        let entries = sources.compactMap { source -> (path: String, expected: SetExpectations)? in
            let relative = RelativePath.from(folder, to: source.directory)
            guard seen.insert(relative).inserted else { return nil }
            let names =
                relative == "."
                ? [(folder as NSString).lastPathComponent] : relative.split(separator: "/").map(String.init)
            return (path: relative, expected: FolderNameGuess.expectations(folders: names))
        }
        setCount = entries.count
        text = Self.text(entries, exclude: exclusions.patterns.compactMap { $0.relative(to: folder) })
    }

    package static func text(_ entries: [(path: String, expected: SetExpectations)], exclude: [String] = []) -> String {
        var lines = [
            "# cmplint configuration, written by `cmplint init`: every key is optional; edit freely.",
            "# cmplint finds this file from each linted path upward, so it applies to the sets in this folder",
            "# and below it, whatever the working directory. `cmplint lint --print-config PATH` shows what applies.",
            "",
            "extends: default              # the default ruleset; `none` starts from no rules",
            "# failSeverity: error          # exit 1 on findings at or above: error, warning, info or hint",
            "# maxFileSize: 32MB            # the largest snapshot read",
            "# maxFindingsPerRule: 100      # findings of one rule shown per file",
            "",
            "# rules:                       # a rule's severity (error, warning, info, hint or off), or rules of your own",
            "#   logo-not-bundled: warning",
            "",
            "# ignore:                      # known findings, with a reason (or in .cmplint-ignore.yml beside this file)",
            "#   - rule: logo-not-bundled",
            "#     path: '**/OneTrustBannerData.json'",
            "#     reason: The banner logo ships in OTOfflineData.LogoData.",
            "",
        ]
        lines +=
            exclude.isEmpty
            ? ["# exclude: [fixtures/]          # folders and files never searched for sets (.gitignore syntax)", ""]
            : ["exclude:                       # folders and files never searched for sets (.gitignore syntax)"]
                + exclude.map { "  - \(JSONValue.quoted($0))" } + [""]
        guard !entries.isEmpty else {
            lines += [
                "# No snapshot set was found here. Say what each set is meant for (paths relative to this file):",
                "# sets:",
                "#   - path: snapshots/DE",
                "#     country: DE",
                "#     language: de",
            ]
            return lines.joined(separator: "\n") + "\n"
        }
        lines += [
            "# What each snapshot set is meant for (paths relative to this file; globs allowed). The values",
            "# were guessed from folder names: check them. A set's folder named like DE_de needs no entry;",
            "# a localisation folder (de.lproj, raw-de, assets/de) gives the language, not the country.",
            "sets:",
        ]
        for entry in entries {
            lines.append("  - path: \(JSONValue.quoted(entry.path))")
            let expected = entry.expected
            lines.append(value("country", expected.country, expected.geoSource, example: "DE"))
            if let region = expected.region { lines.append("    region: \(region)") }
            lines.append(value("language", expected.language, expected.languageSource, example: "de"))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `    country: DE  # from the folder name 'DE'`, or a commented line to fill in.
    private static func value(_ key: String, _ value: String?, _ source: SetExpectations.Source?, example: String)
        -> String
    {
        guard let value else { return aligned("    # \(key): \(example)") + "  # not guessed from the folder names" }
        return aligned("    \(key): \(value)") + "  # from the \(source?.description ?? "folder name")"
    }

    private static func aligned(_ text: String) -> String {
        text + String(repeating: " ", count: max(0, 29 - text.count))
    }
}
