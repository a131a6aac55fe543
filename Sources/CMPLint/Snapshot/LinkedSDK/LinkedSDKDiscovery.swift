import CMPLintArchive
import CMPLintDocuments
import CMPLintKnowledge
import Foundation

/// Finds what the app around a set declares about the OneTrust SDK it links (`LinkedSDK`):
/// - for a set on disk, the files of its project: the nearest folder at or above the set holding a
///   `Package.swift`, `Podfile`, `settings.gradle(.kts)` or `.git` (at most `maxLevels` up), and in
///   it `Package.resolved` (also inside each `*.xcodeproj`'s and `*.xcworkspace`'s `swiftpm` folder,
///   where Xcode keeps it), `Podfile.lock`, `gradle/libs.versions.toml`, and `build.gradle(.kts)`
///   there and in each folder beside them (an app module);
/// - for a set inside an `.ipa`, the OneTrust framework's `Info.plist` in the same archive
///   (`Payload/*.app/Frameworks/OTPublishersHeadlessSDK.framework/Info.plist`,
///   `CFBundleShortVersionString`), read once per archive at discovery (`ArchivedManifest`).
///
/// An `.apk` or `.aab` says nothing cmplint can read: OneTrust publishes no version file inside its
/// Android library (none was found in public sources), and the version compiled into its code is
/// not read. Every file is read with a size limit and never followed out through a folder link.
package enum LinkedSDKDiscovery {
    package static let maxLevels = 8
    /// A dependency file larger than this is not read (real ones are a few kilobytes).
    package static let maxFileBytes = 4 * 1024 * 1024
    /// Folders beside the project's files looked into for a module's build file.
    package static let maxModules = 200

    static let rootMarkers = ["Package.swift", "Podfile", "settings.gradle", "settings.gradle.kts", ".git"]

    package static func find(for source: SnapshotSource) -> [LinkedSDK] {
        if source.isArchived { return source.archivedManifest?.linkedSDK ?? [] }
        guard let root = projectRoot(above: source.directory) else { return [] }
        return inProject(root, workingDirectory: source.workingDirectory)
    }

    /// The nearest folder at or above `directory` (absolute) holding one of `rootMarkers`.
    package static func projectRoot(above directory: String) -> String? {
        var folder = directory
        for _ in 0..<maxLevels {
            if rootMarkers.contains(where: { FileManager.default.fileExists(atPath: folder + "/" + $0) }) {
                return folder
            }
            let parent = (folder as NSString).deletingLastPathComponent
            if parent == folder || parent.isEmpty { return nil }
            folder = parent
        }
        return nil
    }

    /// The declarations of the dependency files of the project at `root`.
    package static func inProject(_ root: String, workingDirectory: String) -> [LinkedSDK] {
        let names = folderNames(root)
        var candidates: [(String, ([UInt8]) -> [DeclaredSDKVersion])] = [
            ("Package.resolved", PackageResolvedReading.declarations),
            ("Podfile.lock", PodfileLockReading.declarations),
            ("gradle/libs.versions.toml", GradleCatalogReading.declarations),
            ("build.gradle", GradleBuildFileReading.declarations),
            ("build.gradle.kts", GradleBuildFileReading.declarations),
        ]
        for name in names where name.hasSuffix(".xcodeproj") {
            candidates.append(
                (
                    "\(name)/project.xcworkspace/xcshareddata/swiftpm/Package.resolved",
                    PackageResolvedReading.declarations
                ))
        }
        for name in names where name.hasSuffix(".xcworkspace") {
            candidates.append(("\(name)/xcshareddata/swiftpm/Package.resolved", PackageResolvedReading.declarations))
        }
        for name in names.prefix(maxModules) where !name.hasPrefix(".") && !name.contains(".") {
            candidates.append(("\(name)/build.gradle", GradleBuildFileReading.declarations))
            candidates.append(("\(name)/build.gradle.kts", GradleBuildFileReading.declarations))
        }
        return candidates.flatMap { relative, read -> [LinkedSDK] in
            let path = root + "/" + relative
            guard case .success(let bytes) = SizeLimitedFile.read(atPath: path, limit: maxFileBytes) else { return [] }
            let shown = ReportPath.relative(path, to: workingDirectory)
            return read(bytes).map { LinkedSDK(declaration: $0, file: shown) }
        }
    }

    /// The names in `folder`, sorted; none when it cannot be listed.
    static func folderNames(_ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    /// The OneTrust framework's `Info.plist` in an `.ipa` (nothing for other archives), read with
    /// the reader that discovery found the sets with; an entry that cannot be read says nothing.
    package static func inArchive(_ reader: ArchiveReader) -> [LinkedSDK] {
        guard (reader.shown as NSString).pathExtension.lowercased() == "ipa" else { return [] }
        return reader.fileEntries.compactMap { entry -> LinkedSDK? in
            let parts = entry.path.split(separator: "/")
            guard parts.count == 5, parts[0] == "Payload", parts[1].hasSuffix(".app"), parts[2] == "Frameworks",
                OneTrustSDKPackages.frameworkNames.contains(String(parts[3])), parts[4] == "Info.plist",
                case .bytes(let bytes)? = try? reader.read(entry, maxBytes: maxFileBytes)
            else { return nil }
            let file = ArchivePath.join(reader.shown, entry.path)
            guard let version = PropertyListString.value("CFBundleShortVersionString", in: bytes) else {
                return LinkedSDK(
                    declaration: DeclaredSDKVersion(.couldNotTell("no CFBundleShortVersionString read"), line: 0),
                    file: file)
            }
            return LinkedSDK(declaration: DeclaredSDKVersion.reading(version, line: 0), file: file)
        }
    }
}
