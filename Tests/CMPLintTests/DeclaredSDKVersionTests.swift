import Foundation
import Testing

@testable import CMPLintKnowledge

/// Reading the OneTrust SDK version an app declares: each file format, the forms that name no
/// exact version ("could not tell", never a guess), and damaged input.
struct DeclaredSDKVersionTests {
    func values(_ declarations: [DeclaredSDKVersion]) -> [String] {
        declarations.map { declaration in
            switch declaration.value {
            case .version(let version): return "\(declaration.line): \(version)"
            case .couldNotTell(let reason): return "\(declaration.line): ? \(reason)"
            }
        }
    }

    @Test func versionsCompareAtReleaseAndPatchPrecision() throws {
        let pod = try #require(OneTrustSDKVersion("202503.1.0.0"))
        #expect(pod.description == "202503.1.0")
        #expect(pod.difference(from: try #require(OneTrustSDKVersion("202503.1.0"))) == .none)
        #expect(pod.difference(from: try #require(OneTrustSDKVersion("202503.1.2"))) == .patch)
        #expect(pod.difference(from: try #require(OneTrustSDKVersion("202503.2.0"))) == .release)
        #expect(pod.difference(from: try #require(OneTrustSDKVersion("202604.1.0"))) == .release)
        for text in [
            "6.33.0", "202503.1", "202503.1.0.0.0", "~> 202503.1.0.0", "202503.x.0", "２０２５０３.1.0", "202503..0",
            // Not a month (found by fuzz-app-declaration: `050651` was shown as `50651`).
            "050651.2.0.0", "202613.1.0", "202600.1.0",
        ] {
            #expect(OneTrustSDKVersion(text) == nil, "\(text)")
        }
    }

    @Test func packageResolvedInEachFormatVersion() {
        let v1 = #"""
            {
              "object": {
                "pins": [
                  {"package": "Alamofire", "repositoryURL": "https://github.com/Alamofire/Alamofire.git",
                   "state": {"branch": null, "revision": "abc", "version": "5.8.0"}},
                  {"package": "OTPublishersHeadlessSDK", "repositoryURL": "https://github.com/Zentrust/OTPublishersHeadlessSDK",
                   "state": {"branch": null, "revision": "d3e0138", "version": "202601.1.0"}}
                ]
              },
              "version": 1
            }
            """#
        #expect(values(PackageResolvedReading.declarations(Array(v1.utf8))) == ["6: 202601.1.0"])
        let v3 = #"""
            {
              "originHash" : "5d1f",
              "pins" : [
                {
                  "identity" : "otpublishersheadlesssdk",
                  "kind" : "remoteSourceControl",
                  "location" : "https://github.com/Zentrust/OTPublishersHeadlessSDK.git",
                  "state" : { "revision" : "862cb1e", "version" : "202503.2.1" }
                },
                {
                  "identity" : "otpublishersheadlesssdktvos",
                  "kind" : "remoteSourceControl",
                  "location" : "https://mirror.example/OTPublishersHeadlessSDKtvOS",
                  "state" : { "branch" : "main", "revision" : "aa11" }
                }
              ],
              "version" : 3
            }
            """#
        #expect(
            values(PackageResolvedReading.declarations(Array(v3.utf8)))
                == ["4: 202503.2.1", "10: ? pinned to the branch 'main'"])
    }

    @Test func packageResolvedWithoutTheSDKOrDamaged() {
        #expect(PackageResolvedReading.declarations(Array(#"{"pins": [], "version": 2}"#.utf8)).isEmpty)
        #expect(PackageResolvedReading.declarations(Array("not json at all".utf8)).isEmpty)
        let damaged = "{\"pins\": [{\"identity\": \"otpublishersheadlesssdk\",\n \"state\": {"
        #expect(
            values(PackageResolvedReading.declarations(Array(damaged.utf8))).first?.hasPrefix("2: ? not JSON") == true)
        #expect(
            values(PackageResolvedReading.declarations(Array(#"["otpublishersheadlesssdk"]"#.utf8)))
                == ["1: ? no 'pins' list"])
    }

    @Test func podfileLockReadsThePodsListOnly() {
        let lock = """
            PODS:
              - Firebase/Core (10.1.0):
                - FirebaseCore (= 10.1.0)
              - "OneTrust-CMP-XCFramework (202503.1.0.0)"
              - OneTrust-CMP-tvOS-XCFramework (202503.1.1.0):
                - Foo

            DEPENDENCIES:
              - OneTrust-CMP-XCFramework (~> 202503.1.0.0)

            COCOAPODS: 1.15.2
            """
        #expect(values(PodfileLockReading.declarations(Array(lock.utf8))) == ["4: 202503.1.0", "5: 202503.1.1"])
        #expect(PodfileLockReading.declarations(Array("PODS:\n  - Alamofire (5.8.0)\n".utf8)).isEmpty)
    }

    @Test func gradleCatalogForms() {
        let catalog = """
            [versions]
            onetrust = "202507.1.1.0"
            otRich = { strictly = "202507.1.0.0" }

            [libraries]
            appcompat = "androidx.appcompat:appcompat:1.6.1"
            onetrust = { module = "com.onetrust.cmp:native-sdk", version.ref = "onetrust" }
            onetrust-plain = "com.onetrust.cmp:native-sdk:202507.1.0.0" # pinned
            onetrust-group = { group = "com.onetrust.cmp", name = "native-sdk", version = "202604.2.0.0" }
            onetrust-rich = { module = "com.onetrust.cmp:native-sdk", version.ref = "otRich" }
            onetrust-missing = { module = "com.onetrust.cmp:native-sdk", version.ref = "nowhere" }
            """
        #expect(
            values(GradleCatalogReading.declarations(Array(catalog.utf8))) == [
                "2: 202507.1.1", "8: 202507.1.0", "9: 202604.2.0", "3: ? a rich version, not an exact one",
                "11: ? version.ref 'nowhere' is not in [versions]",
            ])
    }

    @Test func gradleBuildFilesReadLiteralsOnly() {
        let groovy = """
            dependencies {
                implementation 'androidx.appcompat:appcompat:1.6.1'
                implementation 'com.onetrust.cmp:native-sdk:202507.1.0.0'
                // implementation 'com.onetrust.cmp:native-sdk:6.33.0.0'
                implementation "com.onetrust.cmp:native-sdk:$otVersion"
            }
            """
        #expect(
            values(GradleBuildFileReading.declarations(Array(groovy.utf8))) == [
                "3: 202507.1.0", "5: ? the version is the variable '$otVersion', which cmplint does not evaluate",
            ])
        let kotlin = #"implementation("com.onetrust.cmp:native-sdk:202604.2.0.0@aar")"#
        #expect(values(GradleBuildFileReading.declarations(Array(kotlin.utf8))) == ["1: 202604.2.0"])
        #expect(
            values(GradleBuildFileReading.declarations(Array(#"api("com.onetrust.cmp:native-sdk:6.17.0.0")"#.utf8)))
                == ["1: ? '6.17.0.0' is no exact SDK version (YYYYMM.x.y)"])
    }

    /// Text quoted from a file in a reason is shown with its controls escaped and cut at 60
    /// characters (found by fuzz-app-declaration: an escape sequence in a version variable).
    @Test func reasonsQuoteTheFileVisibly() {
        let build = "implementation \"com.onetrust.cmp:native-sdk:${ot\u{1b}[2J\u{202e}Version}\""
        #expect(
            values(GradleBuildFileReading.declarations(Array(build.utf8))) == [
                "1: ? the version is the variable '${ot\\u001b[2J\\u202eVersion}', which cmplint does not evaluate"
            ])
        let long = String(repeating: "9", count: 70)
        #expect(
            values(PodfileLockReading.declarations(Array("PODS:\n  - OneTrust-CMP-XCFramework (\(long))\n".utf8)))
                == ["2: ? '\(long.prefix(60))…' is no exact SDK version (YYYYMM.x.y)"])
    }

    @Test func frameworkInfoPlistBinaryAndXML() throws {
        let info: [String: Any] = [
            "CFBundleIdentifier": "com.onetrust.OTPublishersHeadlessSDK", "CFBundleShortVersionString": "202601.1.0",
            "CFBundleVersion": "1", "MinimumOSVersion": "12.0",
        ]
        let binary = [UInt8](
            try PropertyListSerialization.data(fromPropertyList: info, format: .binary, options: 0))
        #expect(Array(binary.prefix(8)) == Array("bplist00".utf8))
        #expect(PropertyListString.value("CFBundleShortVersionString", in: binary) == "202601.1.0")
        #expect(PropertyListString.value("CFBundleName", in: binary) == nil)
        let xml = [UInt8](try PropertyListSerialization.data(fromPropertyList: info, format: .xml, options: 0))
        #expect(PropertyListString.value("CFBundleShortVersionString", in: xml) == "202601.1.0")
    }

    /// A cut binary list reads as nothing, and every single-byte change reads as a value or
    /// nothing, never out of bounds.
    @Test func damagedBinaryPlistsReadAsNothing() throws {
        let binary = [UInt8](
            try PropertyListSerialization.data(
                fromPropertyList: ["CFBundleShortVersionString": "202601.1.0"], format: .binary, options: 0))
        for length in 0..<binary.count {
            #expect(PropertyListString.value("CFBundleShortVersionString", in: Array(binary.prefix(length))) == nil)
        }
        for index in binary.indices {
            for byte: UInt8 in [0x00, 0x0F, 0x7F, 0xFF] {
                var changed = binary
                changed[index] = byte
                _ = PropertyListString.value("CFBundleShortVersionString", in: changed)
            }
        }
    }
}
