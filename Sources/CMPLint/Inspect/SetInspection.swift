/// What one snapshot set is, built from its snapshots alone, without a network: the support
/// engineer's first question about a customer's capture. `cmplint inspect` renders it as text, JSON
/// and Markdown (`InspectionFormat`), and `cmplint diff` compares two of them (`InspectionDiff`).
///
/// - how it was captured: the capture manifest beside it, when it has one (`capture`);
/// - what it is: per component, the file, what it holds, `appConfig` (template, geo, `showBanner`
///   with reason code and text, `lastReconsentDate`), the identified language, `useRTL`, versions,
///   buttons, logos and prompts (`components`); where the template belongs (`jurisdiction`);
/// - the consent model: the purpose tree (`purposes`) and the vendors response (`vendors`), compared
///   with the pinned Global Vendor List when the run has one (`vendorList`);
/// - captured state: the consent strings and identifiers the leak rules found (`captured`);
/// - the set's lint findings, each with its rule's fix in one line (`findings`).
///
/// Values a snapshot lacks are nil or empty, never taken from another component or guessed; every
/// text is redacted as findings are unless the run reveals personal data.
public struct SetInspection: Sendable, Equatable {
    /// The set's folder (or file) as given or found.
    public private(set) var path: String
    /// What the set is meant for (command line, config `sets:` or folder name).
    public let meantFor: SetExpectations
    /// How a set of files recognised by content was put together (`ContentAssembly.summary`); nil otherwise.
    public let assembly: String?
    /// Banner, preferences and vendors, always all three, in that order.
    public let components: [InspectedComponent]
    /// Where each distinct template of the set belongs, in component order.
    public let jurisdictions: [InspectedJurisdiction]
    /// The preferences' purpose tree (top-level groups, children nested); empty without a
    /// preferences response or tree.
    public let purposes: [InspectedPurposeGroup]
    /// Nil without a vendors response.
    public let vendors: InspectedVendors?
    /// The vendors compared with the pinned Global Vendor List; nil without one.
    public let vendorList: InspectedVendorList?
    /// The consent strings and identifiers found, and the rules that looked (none: not checked).
    public let captured: [CapturedValue]
    public let capturedCheckedBy: [String]
    /// Active findings, then suppressed ones, each in report order.
    public let findings: [InspectedFinding]
    /// The set's capture manifest; nil when it has none.
    public let capture: InspectedCapture?

    public init(
        path: String, meantFor: SetExpectations, components: [InspectedComponent],
        jurisdictions: [InspectedJurisdiction],
        purposes: [InspectedPurposeGroup], vendors: InspectedVendors?, captured: [CapturedValue],
        capturedCheckedBy: [String],
        findings: [InspectedFinding], assembly: String? = nil, vendorList: InspectedVendorList? = nil,
        capture: InspectedCapture? = nil
    ) {
        self.path = path
        self.meantFor = meantFor
        self.assembly = assembly
        self.components = components
        self.jurisdictions = jurisdictions
        self.purposes = purposes
        self.vendors = vendors
        self.vendorList = vendorList
        self.captured = captured
        self.capturedCheckedBy = capturedCheckedBy
        self.findings = findings
        self.capture = capture
    }

    public func component(_ kind: ComponentKind) -> InspectedComponent? {
        components.first { $0.kind == kind }
    }

    /// The components that are their slot's CMP API response.
    public var responses: [InspectedComponent] {
        components.filter { $0.content == .response }
    }

    /// Every group of the purpose tree, depth first.
    public var allPurposes: [InspectedPurposeGroup] {
        purposes.flatMap(\.flattened)
    }

    /// Findings that count (not suppressed), in report order.
    public var activeFindings: [InspectedFinding] {
        findings.filter { $0.finding.suppression == nil }
    }

    /// The same inspection shown at `path` (its files stay where they were read).
    package func moved(to path: String) -> SetInspection {
        var moved = self
        moved.path = path
        return moved
    }
}
