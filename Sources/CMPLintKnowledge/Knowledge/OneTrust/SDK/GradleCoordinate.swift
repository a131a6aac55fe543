/// A Maven coordinate string as Gradle takes it, `group:artifact:version` (optionally with
/// `:classifier` or `@type`): the OneTrust SDK's when its group and artifact are
/// `OneTrustSDKPackages.mavenModule`. A version built from a variable (`$otVersion`,
/// `${versions.ot}`), a dynamic one (`+`, `latest.release`) or a range is no exact version.
package enum GradleCoordinate {
    /// nil when `text` is not the SDK's coordinate.
    package static func declaration(_ text: String, line: Int) -> DeclaredSDKVersion? {
        let prefix = OneTrustSDKPackages.mavenModule
        guard text.hasPrefix(prefix) else { return nil }
        let rest = text.dropFirst(prefix.count)
        guard rest.hasPrefix(":") else {
            return rest.isEmpty ? DeclaredSDKVersion(.couldNotTell("no version in the coordinate"), line: line) : nil
        }
        var version = rest.dropFirst()
        if let end = version.firstIndex(where: { $0 == ":" || $0 == "@" }) { version = version[..<end] }
        if version.contains("$") {
            return DeclaredSDKVersion(
                .couldNotTell(
                    "the version is the variable \(DeclaredSDKVersion.quoted(version)), which cmplint does not evaluate"
                ),
                line: line)
        }
        return DeclaredSDKVersion.reading(String(version), line: line)
    }
}
