/// A banner, a preferences and an optional vendors snapshot meant to be bundled together, with what
/// the set is meant for.
public struct SnapshotSet: Sendable {
    /// The set's folder (or the single file) as given on the command line or found under it.
    public let path: String
    public let files: [ComponentKind: SnapshotFile]
    public let expectations: SetExpectations
    /// True when a single file was linted on its own: completeness rules do not apply to the slots
    /// the user did not ask about.
    public let isPartial: Bool
    /// `--show-personal-data`: reports may show whole consent strings and identifiers found in this
    /// set (support work). Off by default: reports show kind, length, a short prefix and metadata.
    public let revealPersonalData: Bool
    /// How the files got their slots (flags, content), for messages.
    public let naming: SnapshotNaming
    /// Derived facts shared by rules (see `SetMemo`).
    public let memo = SetMemo()
    /// The run's date and pinned vendor list, the same for every set of the run.
    public let run: RunContext
    /// The set's capture manifest (`cmplint-capture.json` in its folder); nil when it has none.
    public let manifest: SetManifest?
    /// What the app around the set declares about the OneTrust SDK it links (`LinkedSDKDiscovery`);
    /// looked for only when the set has a manifest to compare it with.
    package var linkedSDK: [LinkedSDK] = []

    public init(
        path: String, files: [ComponentKind: SnapshotFile], expectations: SetExpectations, isPartial: Bool = false,
        revealPersonalData: Bool = false, naming: SnapshotNaming = SnapshotNaming(), run: RunContext = RunContext(),
        manifest: SetManifest? = nil
    ) {
        self.path = path
        self.files = files
        self.expectations = expectations
        self.isPartial = isPartial
        self.revealPersonalData = revealPersonalData
        self.naming = naming
        self.run = run
        self.manifest = manifest
    }

    public subscript(kind: ComponentKind) -> SnapshotFile? { files[kind] }

    /// Files in component order (banner, preferences, vendors).
    public var orderedFiles: [SnapshotFile] {
        ComponentKind.allCases.compactMap { files[$0] }
    }
}
