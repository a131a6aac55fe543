import Foundation

/// The files a `.cmplint.yml` brings in besides itself: its `extends:` files (a shared house
/// ruleset, another config) and their own, and every `gvl:` vendor list, each relative to the file
/// that names it. The build-tool plugin declares them as inputs of the lint command, so editing the
/// house ruleset lints again. A plugin cannot use cmplint's YAML reader, so this reads only those
/// two top-level keys, in the forms configs write them (`key: value`, `key: [a, b]`, a `- a` list);
/// cmplint itself reports anything it cannot read. Files that do not exist are left out (cmplint
/// names them at the `extends` entry), and each file is read once, so a cycle ends.
enum ConfigInputFiles {
    static func files(of config: URL) -> [URL] {
        var seen: Set<String> = [config.standardizedFileURL.path]
        var pending = [config.standardizedFileURL]
        var found: [URL] = []
        while let file = pending.popLast() {
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            let folder = file.deletingLastPathComponent()
            let named = values(of: "extends", in: text).filter { $0 != "default" && $0 != "none" }
            for path in named + values(of: "gvl", in: text) {
                let url = URL(fileURLWithPath: path, relativeTo: folder).standardizedFileURL
                guard FileManager.default.fileExists(atPath: url.path), seen.insert(url.path).inserted else { continue }
                found.append(url)
                if named.contains(path) { pending.append(url) }
            }
        }
        return found
    }

    /// The scalar values of the top-level `key` in `text`: one value, a flow list or a block list.
    static func values(of key: String, in text: String) -> [String] {
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
        guard let index = lines.firstIndex(where: { $0.hasPrefix(key + ":") }) else { return [] }
        let rest = scalar(String(lines[index].dropFirst(key.count + 1)))
        if rest.hasPrefix("[") {
            return rest.dropFirst().prefix { $0 != "]" }.split(separator: ",").map { scalar(String($0)) }
                .filter { !$0.isEmpty }
        }
        if !rest.isEmpty { return [rest] }
        var items: [String] = []
        for line in lines[(index + 1)...] {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            guard line.first?.isWhitespace == true || line.hasPrefix("-"), trimmed.hasPrefix("-") else { break }
            items.append(scalar(String(trimmed.dropFirst())))
        }
        return items.filter { !$0.isEmpty }
    }

    /// A YAML scalar as written: without a trailing comment, surrounding blanks and quotes.
    private static func scalar(_ text: String) -> String {
        var value = text.trimmingCharacters(in: .whitespaces)
        if let quote = value.first, quote == "\"" || quote == "'" {
            return String(value.dropFirst().prefix { $0 != quote })
        }
        if let comment = value.range(of: " #") { value = String(value[..<comment.lowerBound]) }
        if value.hasPrefix("#") { return "" }
        return value.trimmingCharacters(in: .whitespaces)
    }
}
