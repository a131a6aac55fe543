/// The OneTrust SDK in a Gradle build file (`build.gradle`, `build.gradle.kts`): every string
/// literal, in single or double quotes, that holds the coordinate `com.onetrust.cmp:native-sdk…`
/// (`GradleCoordinate`). The file is not evaluated: a version from a variable, a property or a
/// catalog reference (`libs.onetrust`, read from the catalog instead) is "could not tell" or not
/// seen at all, never guessed.
package enum GradleBuildFileReading {
    package static func declarations(_ bytes: [UInt8]) -> [DeclaredSDKVersion] {
        guard SDKMention.mentions(bytes, any: [OneTrustSDKPackages.mavenModule]) else { return [] }
        var found: [DeclaredSDKVersion] = []
        for (index, raw) in bytes.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
            let line = String(decoding: raw, as: UTF8.self)
            guard line.contains(OneTrustSDKPackages.mavenModule) else { continue }
            for literal in literals(line) {
                if let declaration = GradleCoordinate.declaration(literal, line: index + 1) {
                    found.append(declaration)
                }
            }
        }
        return found
    }

    /// The quoted strings of one line, without their quotes (a `//` comment ends the line).
    static func literals(_ line: String) -> [String] {
        var found: [String] = []
        var current: String?
        var quote: Character = "\""
        var previous: Character = " "
        for character in line {
            if current != nil {
                if character == quote {
                    found.append(current!)
                    current = nil
                } else {
                    current!.append(character)
                }
            } else if character == "\"" || character == "'" {
                quote = character
                current = ""
            } else if character == "/" && previous == "/" {
                break
            }
            previous = character
        }
        return found
    }
}
