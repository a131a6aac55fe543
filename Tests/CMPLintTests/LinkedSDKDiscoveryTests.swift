import Foundation
import Testing

@testable import CMPLint
@testable import CMPLintArchive
@testable import CMPLintKnowledge

/// Where the OneTrust SDK version an app links is looked for, relative to a set: its project's
/// dependency files (the nearest folder with a project marker), or the framework inside an `.ipa`.
@Suite final class LinkedSDKDiscoveryTests {
    let folder: String

    init() throws {
        folder =
            FileManager.default.temporaryDirectory.appendingPathComponent("cmplint-linked-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    func write(_ relative: String, _ text: String) throws {
        let path = folder + "/" + relative
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    func source(_ relative: String) -> SnapshotSource {
        SnapshotSource(
            path: relative, directory: folder + "/" + relative, files: [:], isPartial: false, workingDirectory: folder)
    }

    func reader(_ archive: String) throws -> ArchiveReader {
        try ArchiveReader(shown: archive, location: folder + "/" + archive, limits: ArchiveLimits())
    }

    func places(_ found: [LinkedSDK]) -> [String] {
        found.map { linked in
            switch linked.declaration.value {
            case .version(let version): return "\(linked.place) \(version)"
            case .couldNotTell(let reason): return "\(linked.place) ? \(reason)"
            }
        }
    }

    @Test func theNearestProjectOfASetIsRead() throws {
        let resolved =
            #"{"pins": [{"identity": "otpublishersheadlesssdk", "location": "https://github.com/Zentrust/OTPublishersHeadlessSDK", "state": {"version": "202604.2.0"}}], "version": 2}"#
        try write("ios/Podfile", "pod 'OneTrust-CMP-XCFramework', '~> 202601.1.0.0'\n")
        try write("ios/Podfile.lock", "PODS:\n  - OneTrust-CMP-XCFramework (202601.1.0.0)\n")
        try write("ios/MyApp.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved", resolved)
        try write("ios/MyApp/Resources/DE_de/OneTrustBannerData.json", "{}")
        try write("android/settings.gradle", "include ':app'\n")
        try write("android/app/build.gradle", "implementation 'com.onetrust.cmp:native-sdk:202507.1.0.0'\n")
        try write("android/app/src/main/assets/DE_de/OneTrustBannerData.json", "{}")
        #expect(
            places(LinkedSDKDiscovery.find(for: source("ios/MyApp/Resources/DE_de"))) == [
                "ios/Podfile.lock:2 202601.1.0",
                "ios/MyApp.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved:1 202604.2.0",
            ])
        #expect(
            places(LinkedSDKDiscovery.find(for: source("android/app/src/main/assets/DE_de")))
                == ["android/app/build.gradle:1 202507.1.0"])
    }

    @Test func aProjectWithoutTheSDKFindsNothing() throws {
        try write("app/Podfile", "pod 'Alamofire'\n")
        try write("app/Podfile.lock", "PODS:\n  - Alamofire (5.8.0)\n")
        try write("app/build.gradle", "implementation 'androidx.appcompat:appcompat:1.6.1'\n")
        try write("app/DE_de/OneTrustBannerData.json", "{}")
        #expect(LinkedSDKDiscovery.projectRoot(above: folder + "/app/DE_de") == folder + "/app")
        #expect(LinkedSDKDiscovery.find(for: source("app/DE_de")).isEmpty)
    }

    @Test func theFrameworkInfoPlistOfAnIPAIsRead() throws {
        let info = try PropertyListSerialization.data(
            fromPropertyList: ["CFBundleShortVersionString": "202601.1.0"], format: .binary, options: 0)
        try ZipFixture.write(
            [
                ("Payload/MyApp.app/OneTrustBannerData.json", Array("{}".utf8)),
                ("Payload/MyApp.app/Frameworks/OTPublishersHeadlessSDK.framework/Info.plist", [UInt8](info)),
                ("Payload/MyApp.app/Frameworks/Other.framework/Info.plist", [UInt8](info)),
            ], to: URL(fileURLWithPath: folder + "/MyApp.ipa"))
        #expect(
            places(LinkedSDKDiscovery.inArchive(try reader("MyApp.ipa"))) == [
                "MyApp.ipa!/Payload/MyApp.app/Frameworks/OTPublishersHeadlessSDK.framework/Info.plist 202601.1.0"
            ])
        try ZipFixture.write([("lib/x.so", [1, 2, 3])], to: URL(fileURLWithPath: folder + "/app.apk"))
        #expect(LinkedSDKDiscovery.inArchive(try reader("app.apk")).isEmpty)
    }
}
