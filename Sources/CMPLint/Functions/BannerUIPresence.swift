/// Reports a banner response without `bannerUIData`. The CMP API leaves banner details out when the
/// banner is not due for the requesting profile unless the request forces them (`OT-Force-Fetch:
/// true`, cmp-api.md §2, confirmed); a capture taken that way gives offline users no banner UI
/// (inferred). Files that are error responses, legacy data or another component's response are left
/// to those rules.
struct BannerUIPresence: DocumentFunction {
    static let name = "bannerUIPresence"
    static let level = FunctionLevel.document
    static let summary = "A banner response must carry `bannerUIData`."

    init(options: FunctionOptions) throws(YAMLError) { try options.requireNone() }

    func evaluate(_ file: SnapshotFile, in set: SnapshotSet) -> [FunctionResult] {
        guard file.kind == .banner, let document = file.document, document.kind(document.root) == .object,
              case .unrecognized = DetectedContent(document),
              LegacyMarkers.find(in: document).isEmpty,
              (document.node(atPath: ["errors"]).map { document.childCount($0) } ?? 0) == 0
        else { return [] }
        var message = "the banner snapshot has no bannerUIData: it was captured while the banner was not due for the capturing profile, without OT-Force-Fetch"
        let showBanner = document.node(atPath: ["appConfig", "showBanner"])
        if let reason = document.appConfigString("bannerReason")?.value {
            message += " (bannerReason: \"\(reason)\")"
        }
        return [FunctionResult(message: message, node: showBanner ?? document.root)]
    }
}
