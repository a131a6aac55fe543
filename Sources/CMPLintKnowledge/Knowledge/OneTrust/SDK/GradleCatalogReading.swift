/// The OneTrust SDK in a Gradle version catalog (`gradle/libs.versions.toml`,
/// https://docs.gradle.org/current/userguide/version_catalogs.html): a `[libraries]` entry for
/// `com.onetrust.cmp:native-sdk`, written as `"group:artifact:version"`, or as an inline table with
/// `module` (or `group` and `name`) and `version` or `version.ref` into `[versions]`. A rich version
/// (`{ strictly = … }`, `prefer`, a range) is no exact version: "could not tell". Only the one-line
/// forms are read (what catalogs use); a multi-line table is "could not tell" too.
package enum GradleCatalogReading {
    package static func declarations(_ bytes: [UInt8]) -> [DeclaredSDKVersion] {
        guard SDKMention.mentions(bytes, any: [OneTrustSDKPackages.mavenModule, OneTrustSDKPackages.mavenGroup])
        else { return [] }
        var section = ""
        var versions: [String: (text: String?, line: Int)] = [:]
        var libraries: [(value: Substring, line: Int)] = []
        for (index, raw) in bytes.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
            let line = TOMLLine(String(decoding: raw, as: UTF8.self))
            if let header = line.sectionHeader {
                section = header
                continue
            }
            guard let (key, value) = line.keyValue else { continue }
            switch section {
            case "versions": versions[key] = (TOMLLine.string(value), index + 1)
            case "libraries": libraries.append((value, index + 1))
            default: continue
            }
        }
        return libraries.compactMap { library in
            if let plain = TOMLLine.string(library.value) {
                return GradleCoordinate.declaration(plain, line: library.line)
            }
            guard let fields = TOMLLine.inlineTable(library.value) else {
                guard library.value.contains(OneTrustSDKPackages.mavenGroup) else { return nil }
                return DeclaredSDKVersion(.couldNotTell("an entry cmplint does not read"), line: library.line)
            }
            let module = fields["module"] ?? fields["group"].map { "\($0):\(fields["name"] ?? "")" }
            guard module == OneTrustSDKPackages.mavenModule else { return nil }
            if let version = fields["version"] { return DeclaredSDKVersion.reading(version, line: library.line) }
            if let reference = fields["version.ref"] {
                guard let entry = versions[reference] else {
                    return DeclaredSDKVersion(
                        .couldNotTell("version.ref \(DeclaredSDKVersion.quoted(reference)) is not in [versions]"),
                        line: library.line)
                }
                guard let text = entry.text else {
                    return DeclaredSDKVersion(.couldNotTell("a rich version, not an exact one"), line: entry.line)
                }
                return DeclaredSDKVersion.reading(text, line: entry.line)
            }
            return DeclaredSDKVersion(.couldNotTell("no exact version"), line: library.line)
        }
    }
}
