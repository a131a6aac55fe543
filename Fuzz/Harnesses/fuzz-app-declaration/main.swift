import CMPLint
import CMPLintDocuments
import CMPLintKnowledge
import Foundation
import FuzzSupport

/// libFuzzer harness for the readers of what an app declares about the OneTrust SDK it links
/// (`Knowledge/OneTrust/SDK`): the first byte of the input chooses the reader (`Reader`), the rest
/// is the file. Checked on every input:
/// - a file that names none of the SDK's packages declares nothing (a property list is read
///   whatever it names);
/// - every declaration is on a line of the file (0 for a property list), and a version read reads
///   again as the same version, is an `OT-SDK-Version` (`YYYYMM.x.y`) as `cmplint capture
///   --sdk-version` takes it, and in a line-based file is text the file holds as written;
/// - a "could not tell" reason is short (what it quotes is cut at 60 characters) and holds no
///   character that acts on a display;
/// - a property list's value is text the list holds (XML: within one `<string>`);
/// - the provenance rules with these declarations and the manifest of a capture for 202601.1.0
///   (`ProvenanceHarness`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAppDeclaration(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = FuzzInput.bytes(data, size)
    guard let first = input.first else { return 0 }
    let reader = Reader.allCases[Int(first) % Reader.allCases.count]
    let bytes = Array(input.dropFirst())
    let declarations = reader.declarations(bytes)
    if reader != .propertyList, !declarations.isEmpty {
        FuzzCheck.require(SDKMention.mentions(bytes, any: reader.names), "\(reader) declares a version unnamed")
    }
    let text = String(decoding: bytes, as: UTF8.self)
    let lines = reader.lineCount(bytes)
    for declaration in declarations {
        FuzzCheck.require(
            reader == .propertyList ? declaration.line == 0 : (1...lines).contains(declaration.line),
            "\(reader): line \(declaration.line) of \(lines)")
        switch declaration.value {
        case .version(let version):
            FuzzCheck.require(
                OneTrustSDKVersion(version.text) == version && HeaderValueShape.isSDKVersion(version.description),
                "\(reader): version \(version.text.debugDescription) as \(version.description)")
            FuzzCheck.require(
                !reader.isLineBased || text.contains(version.text), "\(reader): \(version.text) is not in the file")
        case .couldNotTell(let reason):
            FuzzCheck.require(
                !reason.isEmpty && reason.count <= 512 && !reason.unicodeScalars.contains(where: \.actsOnDisplay),
                "\(reader): reason \(reason.debugDescription)")
        }
    }
    if !declarations.isEmpty {
        ProvenanceHarness.lint(
            ProvenanceHarness.capturedManifest,
            linked: declarations.map { LinkedSDK(declaration: $0, file: reader.fileName) })
    }
    return 0
}

/// The file an input is, by its first byte.
enum Reader: CaseIterable {
    case packageResolved, podfileLock, gradleCatalog, gradleBuildFile, propertyList

    var fileName: String {
        switch self {
        case .packageResolved: return "Package.resolved"
        case .podfileLock: return "Podfile.lock"
        case .gradleCatalog: return "gradle/libs.versions.toml"
        case .gradleBuildFile: return "app/build.gradle"
        case .propertyList:
            return "MyApp.ipa!/Payload/MyApp.app/Frameworks/OTPublishersHeadlessSDK.framework/Info.plist"
        }
    }

    /// Whether the reader takes text from the file as it is, line by line (JSON and property
    /// lists decode theirs).
    var isLineBased: Bool { self != .packageResolved && self != .propertyList }

    /// The package names whose mention lets the reader parse the file.
    var names: Set<String> {
        switch self {
        case .packageResolved: return OneTrustSDKPackages.swiftPMIdentities
        case .podfileLock: return OneTrustSDKPackages.pods
        case .gradleCatalog: return [OneTrustSDKPackages.mavenModule, OneTrustSDKPackages.mavenGroup]
        case .gradleBuildFile: return [OneTrustSDKPackages.mavenModule]
        case .propertyList: return []
        }
    }

    func declarations(_ bytes: [UInt8]) -> [DeclaredSDKVersion] {
        switch self {
        case .packageResolved: return PackageResolvedReading.declarations(bytes)
        case .podfileLock: return PodfileLockReading.declarations(bytes)
        case .gradleCatalog: return GradleCatalogReading.declarations(bytes)
        case .gradleBuildFile: return GradleBuildFileReading.declarations(bytes)
        case .propertyList:
            guard let value = PropertyListString.value("CFBundleShortVersionString", in: bytes) else { return [] }
            if !bytes.starts(with: Array("bplist00".utf8)) {
                let text = String(decoding: bytes, as: UTF8.self)
                FuzzCheck.require(
                    text.contains("<string>\(value)</string>") && !value.contains("<"),
                    "an XML value \(value.debugDescription) outside one <string>")
            }
            return [DeclaredSDKVersion.reading(value, line: 0)]
        }
    }

    /// Lines as the reader counts them: the JSON parser's (LF, CR and CRLF) for `Package.resolved`,
    /// line feeds for the others.
    func lineCount(_ bytes: [UInt8]) -> Int {
        self == .packageResolved ? FuzzInput.jsonLineCount(bytes) : bytes.count(where: { $0 == 0x0A }) + 1
    }
}

/// Seeds: each reader's byte before the files the repository holds (the samples' `Podfile.lock`)
/// and a file of each format as the tools write it, naming the SDK.
FuzzDriver.run {
    let info: [String: Any] = [
        "CFBundleIdentifier": "com.onetrust.OTPublishersHeadlessSDK", "CFBundleShortVersionString": "202604.2.0",
        "CFBundlePackageType": "FMWK", "MinimumOSVersion": "12.0",
    ]
    let lists = [PropertyListSerialization.PropertyListFormat.binary, .xml].compactMap {
        try? PropertyListSerialization.data(fromPropertyList: info, format: $0, options: 0)
    }
    let podfileLocks = SeedSources.files(under: "samples", suffix: "/Podfile.lock")
        .compactMap { FileManager.default.contents(atPath: $0).map(Array.init) }
    let files: [(Reader, [UInt8])] =
        AppDeclarationSeeds.texts.map { ($0.0, Array($0.1.utf8)) } + podfileLocks.map { (.podfileLock, $0) }
        + lists.map { (.propertyList, Array($0)) }
    return files.map { reader, bytes in [UInt8(Reader.allCases.firstIndex(of: reader)!)] + bytes }
}

/// A file of each text format naming the SDK, in the shapes SwiftPM, CocoaPods and Gradle write.
enum AppDeclarationSeeds {
    static let texts: [(Reader, String)] = [
        (
            .packageResolved,
            """
            {
              "object": {
                "pins": [
                  {
                    "package": "OTPublishersHeadlessSDK",
                    "repositoryURL": "https://github.com/Zentrust/OTPublishersHeadlessSDK.git",
                    "state": { "branch": null, "revision": "7c1e0a2", "version": "202604.2.0" }
                  }
                ]
              },
              "version": 1
            }
            """
        ),
        (
            .packageResolved,
            """
            {
              "originHash" : "a41c",
              "pins" : [
                {
                  "identity" : "otpublishersheadlesssdk",
                  "kind" : "remoteSourceControl",
                  "location" : "https://github.com/Zentrust/OTPublishersHeadlessSDK",
                  "state" : { "revision" : "7c1e0a2", "version" : "202604.2.0" }
                },
                {
                  "identity" : "otpublishersheadlesssdktvos",
                  "kind" : "remoteSourceControl",
                  "location" : "https://github.com/Zentrust/OTPublishersHeadlessSDKtvOS",
                  "state" : { "branch" : "release", "revision" : "0b9d" }
                }
              ],
              "version" : 3
            }
            """
        ),
        (
            .podfileLock,
            """
            PODS:
              - OneTrust-CMP-tvOS-XCFramework (202604.2.0.0)
              - OneTrust-CMP-XCFramework (202604.2.0.0):
                - OneTrust-CMP-XCFramework/Core

            DEPENDENCIES:
              - OneTrust-CMP-XCFramework (~> 202604.2.0.0)

            COCOAPODS: 1.16.2
            """
        ),
        (
            .gradleCatalog,
            """
            [versions]
            agp = "8.7.3"
            onetrust = "202604.2.0.0"

            [libraries]
            onetrust-cmp = { module = "com.onetrust.cmp:native-sdk", version.ref = "onetrust" }
            onetrust-pinned = { group = "com.onetrust.cmp", name = "native-sdk", version = "202601.1.0.0" }
            """
        ),
        (
            .gradleBuildFile,
            """
            dependencies {
                implementation 'com.onetrust.cmp:native-sdk:202604.2.0.0'
                implementation "com.onetrust.cmp:native-sdk:${otVersion}@aar" // from gradle.properties
            }
            """
        ),
        (.gradleBuildFile, #"dependencies { implementation("com.onetrust.cmp:native-sdk:202604.2.0.0") }"#),
    ]
}
