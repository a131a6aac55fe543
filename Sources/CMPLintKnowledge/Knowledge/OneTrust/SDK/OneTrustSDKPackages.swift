/// Where OneTrust publishes its native CMP SDK, so that an app's own dependency files tell which
/// SDK version it links. Every name is confirmed in a public source:
/// - SwiftPM: https://github.com/Zentrust/OTPublishersHeadlessSDK and
///   https://github.com/Zentrust/OTPublishersHeadlessSDKtvOS (OneTrust's "Download the SDK" guide for
///   iOS, https://developer.onetrust.com/onetrust/docs/download-the-sdk-ios-next-gen, and the Swift
///   Package Index's listing of the Zentrust account); their tags are the SDK versions.
/// - CocoaPods: `OneTrust-CMP-XCFramework` and `OneTrust-CMP-tvOS-XCFramework` (same guide).
/// - Maven: `com.onetrust.cmp:native-sdk` (https://developer.onetrust.com/onetrust/docs/download-and-import-sdk-to-app-android-next-gen,
///   https://central.sonatype.com/artifact/com.onetrust.cmp/native-sdk).
/// - Inside an app: `OTPublishersHeadlessSDK.framework` (`OTPublishersHeadlessSDKtvOS.framework`),
///   whose `Info.plist` carries `CFBundleIdentifier` `com.onetrust.OTPublishersHeadlessSDK` and the
///   version as `CFBundleShortVersionString` (read in the SwiftPM package's xcframework, a binary
///   property list).
package enum OneTrustSDKPackages {
    /// SwiftPM package identities (the last component of the URL, lower-cased, as SwiftPM derives them).
    package static let swiftPMIdentities: Set<String> = ["otpublishersheadlesssdk", "otpublishersheadlesssdktvos"]
    package static let pods: Set<String> = ["OneTrust-CMP-XCFramework", "OneTrust-CMP-tvOS-XCFramework"]
    package static let mavenGroup = "com.onetrust.cmp"
    package static let mavenArtifact = "native-sdk"
    package static var mavenModule: String { "\(mavenGroup):\(mavenArtifact)" }
    package static let frameworkNames: Set<String> = [
        "OTPublishersHeadlessSDK.framework", "OTPublishersHeadlessSDKtvOS.framework",
    ]
}
