import CMPLintArchive
import Foundation

/// Tells a set's platform (`AppPlatform`) from where it lies, when neither the command line nor the
/// config says: the app artifact it was found in (`.apk`/`.aab` Android, `.ipa` iOS), else the
/// nearest folder on its path that only one platform's projects have, else an Xcode project next
/// to one of its folders. Unknown when nothing matches; advice then names both platforms.
///
/// Folders (inferred from each platform's project conventions): Android reads offline JSON from
/// `assets/` (`context.getAssets().open(fileName)`, OneTrust Android Offline Mode,
/// https://developer.onetrust.com/onetrust/docs/android-offline-mode, confirmed), which Gradle
/// keeps in `src/<source set>/assets`, and raw resources live in `res/raw` and `res/raw-<qualifier>`;
/// iOS localisations are `<language>.lproj` folders, asset catalogs `*.xcassets` and app bundles
/// `*.app` (inside an `.ipa`: `Payload/MyApp.app`). Cross-platform projects (React Native,
/// Flutter) keep each app in a top-level `ios/` or `android/` folder, and Xcode's app template puts
/// the sources in `MyApp/` next to `MyApp.xcodeproj`.
package enum PlatformDetection {
    /// How many folders, the set's own and those above it, are checked for an Xcode project beside
    /// them: in the template's `MyApp/Resources/OneTrust/DE_de`, `MyApp` is the fourth.
    package static let projectLevels = 5

    package static func detect(_ source: SnapshotSource) -> (platform: AppPlatform, source: SetExpectations.Source)? {
        if let range = source.path.range(of: ArchivePath.separator) {
            let name = (String(source.path[..<range.lowerBound]) as NSString).lastPathComponent
            switch (name as NSString).pathExtension.lowercased() {
            case "apk", "aab": return (.android, .artifact(name))
            case "ipa": return (.ios, .artifact(name))
            default: break
            }
        }
        let folders = source.directory.split(separator: "/").map(String.init)
        if let found = layout(folders) { return found }
        return source.isArchived ? nil : xcodeProject(above: source.directory)
    }

    /// The platform of the deepest folder in `folders` (a path's components) that tells one.
    package static func layout(_ folders: [String]) -> (platform: AppPlatform, source: SetExpectations.Source)? {
        for index in folders.indices.reversed() {
            let name = folders[index]
            let parent = index > 0 ? folders[index - 1] : nil
            if name == "assets", index >= 2, folders[index - 2] == "src" {
                return (.android, .folderLayout("src/\(folders[index - 1])/assets"))
            }
            if parent == "res", name == "raw" || name.hasPrefix("raw-") {
                return (.android, .folderLayout("res/\(name)"))
            }
            if [".lproj", ".xcassets", ".app"].contains(where: name.hasSuffix) {
                return (.ios, .folderLayout(name))
            }
            if let platform = AppPlatform(rawValue: name), platform != .unknown {
                return (platform, .folderLayout(name))
            }
        }
        return nil
    }

    /// An Xcode project or workspace named like one of the folders above `directory` (absolute),
    /// beside it (`MyApp.xcodeproj` next to `MyApp/`): file-existence checks only, on plain strings
    /// (`URL` path arithmetic cost more than the checks, run for every set).
    package static func xcodeProject(above directory: String) -> (
        platform: AppPlatform, source: SetExpectations.Source
    )? {
        var folder = Substring(directory)
        for _ in 0..<projectLevels {
            guard let slash = folder.lastIndex(of: "/"), slash != folder.startIndex else { return nil }
            let name = folder[folder.index(after: slash)...]
            let parent = folder[..<slash]
            for suffix in [".xcodeproj", ".xcworkspace"]
            where FileManager.default.fileExists(atPath: "\(parent)/\(name)\(suffix)") {
                return (.ios, .folderLayout(name + suffix))
            }
            folder = parent
        }
        return nil
    }
}
