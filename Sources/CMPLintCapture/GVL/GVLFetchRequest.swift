import CMPLintDocuments

/// One `cmplint gvl fetch`: where the Global Vendor List comes from, the file it goes to, and how
/// long to wait and how often to try.
public struct GVLFetchRequest: Sendable {
    /// Where IAB Europe publishes the current list (TCF "Consent string and vendor list formats v2",
    /// "Where can I access the Global Vendor List?", confirmed).
    public static let currentURL = "https://vendor-list.consensu.org/v3/vendor-list.json"

    /// The archived list of one `vendorListVersion`, from the same section ("Previous versions of
    /// the Global Vendor List are available here", confirmed).
    public static func archiveURL(version: Int) -> String {
        "https://vendor-list.consensu.org/v3/archives/vendor-list-v\(version).json"
    }

    /// The largest list accepted: the size limit of every JSON file cmplint reads. A real v3 list
    /// is about 1–3 MB; a larger body stops the transfer.
    public static let maxBytes = JSONParseLimits.defaultMaxBytes

    public let url: String
    /// The file to write, as given (messages name it so).
    public let output: String
    /// The timeout, attempts and backoff; `concurrency` is not used (one request).
    public let network: NetworkLimits

    public init(url: String = currentURL, output: String, network: NetworkLimits = NetworkLimits()) {
        self.url = url
        self.output = output
        self.network = network
    }
}

/// What `gvl fetch` wrote: the list's header, its size and SHA-256.
public struct GVLFetchOutcome: Sendable, Equatable {
    public let output: String
    public let header: GVLHeader
    public let byteCount: Int
    /// Lowercase hexadecimal, as `sha256sum` prints it.
    public let sha256: String

    /// A line about the list, then `sha256sum`'s own line (`HASH  FILE`), so `sha256sum -c` can
    /// check the file later.
    public var text: String {
        let policy = header.tcfPolicyVersion.map { ", tcfPolicyVersion \($0)" } ?? ""
        let updated = header.lastUpdated.map { ", lastUpdated \($0)" } ?? ""
        let file = ReportText.visible(output)
        return
            "\(file): Global Vendor List v3, vendorListVersion \(header.vendorListVersion)\(policy)\(updated), "
            + "\(header.vendorCount) \(ReportText.plural(header.vendorCount, "vendor")), \(byteCount) bytes\n"
            + "\(sha256)  \(file)\n"
    }
}
