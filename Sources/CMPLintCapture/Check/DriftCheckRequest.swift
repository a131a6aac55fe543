import CMPLint
import CMPLintDocuments

/// What `cmplint capture --check DIR` is asked to do: re-request every set DIR's capture manifests
/// record, with the headers they record, and report the sets whose data the CMP API now serves
/// differently; with `update`, re-capture those sets in place.
public struct DriftCheckRequest: Sendable {
    /// The folder capture wrote the sets into, as given.
    public var folder: String
    /// The app ids that may have captured the sets (`--app-id`, repeatable): a manifest records
    /// only the SHA-256 of the id, so each set is checked with the one that hashes to it.
    public var appIds: [String]
    /// `--base-url`: the CMP API to ask instead of the server each manifest records.
    public var baseURL: String?
    /// `--update`: re-capture the drifted sets in place, with new manifests.
    public var update: Bool
    public var network: NetworkLimits
    /// How the sets are read and compared (config, file-size limit, personal data), as `diff` reads them.
    public var reading: LintRequest
    /// How the drift is shown: `diff`'s formats.
    public var format: InspectionFormat

    public init(
        folder: String, appIds: [String], baseURL: String? = nil, update: Bool = false,
        network: NetworkLimits = NetworkLimits(), reading: LintRequest = LintRequest(),
        format: InspectionFormat = .text
    ) {
        self.folder = folder
        self.appIds = appIds
        self.baseURL = baseURL
        self.update = update
        self.network = network
        self.reading = reading
        self.format = format
    }
}
