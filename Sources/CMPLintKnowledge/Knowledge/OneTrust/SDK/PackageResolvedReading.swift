import CMPLintDocuments

/// The OneTrust SDK pins of a SwiftPM `Package.resolved`, in each of its formats: version 1
/// (`object.pins[]` with `repositoryURL`), 2 and 3 (`pins[]` with `identity` and `location`; 3 adds
/// `originHash`). A pin is the SDK's when its package identity (the URL's last component without
/// `.git`, lower-cased, as SwiftPM derives it) is one of `OneTrustSDKPackages.swiftPMIdentities`,
/// so a mirror of the package counts too. A pin to a branch or a revision names no version.
package enum PackageResolvedReading {
    /// The OneTrust pins; a file that mentions the SDK but is no readable `Package.resolved` is one
    /// `.couldNotTell` with the place and reason, a file that does not mention it is [].
    package static func declarations(_ bytes: [UInt8]) -> [DeclaredSDKVersion] {
        guard SDKMention.mentions(bytes, any: OneTrustSDKPackages.swiftPMIdentities) else { return [] }
        let document: JSONDocument
        do {
            document = try JSONParser.parse(bytes, limits: JSONParseLimits(maxDepth: 16, maxBytes: bytes.count))
        } catch {
            return [
                DeclaredSDKVersion(
                    .couldNotTell("not JSON (\(error.message) at column \(error.position.column))"),
                    line: error.position.line)
            ]
        }
        let root = document.root
        let pins =
            document.member(root, "pins")
            ?? document.member(root, "object").flatMap { document.member($0, "pins") }
        guard let pins, document.kind(pins) == .array else {
            return [DeclaredSDKVersion(.couldNotTell("no 'pins' list"), line: 1)]
        }
        return document.elements(pins).compactMap { pin in
            let text = { (key: String) in document.member(pin, key).flatMap { document.string($0) } }
            guard let url = text("location") ?? text("repositoryURL"),
                OneTrustSDKPackages.swiftPMIdentities.contains(text("identity") ?? identity(url))
            else { return nil }
            let line = document.start(pin).line
            let state = document.member(pin, "state")
            let field = { (key: String) in state.flatMap { document.member($0, key) }.flatMap { document.string($0) } }
            if let version = field("version") { return DeclaredSDKVersion.reading(version, line: line) }
            let branch = field("branch").map { "pinned to the branch \(DeclaredSDKVersion.quoted($0))" }
            return DeclaredSDKVersion(.couldNotTell(branch ?? "pinned to a revision, not a version"), line: line)
        }
    }

    /// SwiftPM's identity of a package URL: its last path component without `.git`, lower-cased.
    package static func identity(_ url: String) -> String {
        var last = url.split(separator: "/").last.map(String.init) ?? url
        if last.lowercased().hasSuffix(".git") { last.removeLast(4) }
        return last.lowercased()
    }
}
