/// A OneTrust SDK version as the CMP API's `OT-SDK-Version` header spells it, `YYYYMM.x.y`
/// (OneTrust's OpenAPI definition of the CMP API: pattern `^\d{6}\.\d+\.\d+$`, confirmed), read
/// from any of the forms the SDK's packages carry: the SwiftPM tags and the framework's
/// `CFBundleShortVersionString` have three parts (`202601.1.0`, confirmed in
/// https://github.com/Zentrust/OTPublishersHeadlessSDK), the CocoaPods and Maven versions four
/// (`202503.1.0.0`, `202507.1.1.0`, confirmed in OneTrust's install guides). That the fourth part is
/// a packaging build of the same SDK release, not a release of its own, is inferred, so it is
/// read and not compared.
package struct OneTrustSDKVersion: Sendable, Equatable, CustomStringConvertible {
    /// `YYYYMM`: the monthly release.
    package let release: Int
    package let minor: Int
    package let patch: Int
    /// As written where it was read.
    package let text: String

    /// How far apart two versions are.
    package enum Difference: Sendable, Equatable {
        case none
        /// Only `y` of `YYYYMM.x.y` differs.
        case patch
        /// `YYYYMM` or `x` differs: another SDK release, with data published for it.
        case release
    }

    /// nil unless `text` is `YYYYMM.x.y` or `YYYYMM.x.y.z` in ASCII digits, at most four a part after
    /// the first, `YYYYMM` a month of the years 2000 to 2099 (`050651` or `202613` is no release).
    package init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3 || parts.count == 4, parts[0].utf8.count == 6,
            parts.dropFirst().allSatisfy({ (1...4).contains($0.utf8.count) }),
            parts.allSatisfy({ $0.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } }),
            let release = Int(parts[0]), (2000...2099).contains(release / 100), (1...12).contains(release % 100),
            let minor = Int(parts[1]), let patch = Int(parts[2])
        else { return nil }
        self.release = release
        self.minor = minor
        self.patch = patch
        self.text = text
    }

    package var description: String { "\(release).\(minor).\(patch)" }

    package func difference(from other: OneTrustSDKVersion) -> Difference {
        if release != other.release || minor != other.minor { return .release }
        return patch == other.patch ? .none : .patch
    }
}
