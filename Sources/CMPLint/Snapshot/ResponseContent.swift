import CMPLintDocuments
import CMPLintKnowledge

/// What a component file holds, judged for the slot it fills: the slot's CMP API response, or
/// something that one of the component rules reports (another response, legacy data, an error
/// response without data, or no CMP API response at all). Rules that read a response's data (geo,
/// coherence, language) look only at files judged `response`, so a file already reported as
/// `legacy-format` or `component-kind-mismatch` does not also get findings about missing fields.
///
/// Every CMP API GET response carries `errors` and, when it has data, `appConfig` (OneTrust CMP
/// API OpenAPI definition,
/// https://developer.onetrust.com/onetrust/openapi/consent-preferences-consent-management-platform-cmp.json, the 200
/// schemas of `/banner`, `/preferences`, `/vendors`, confirmed). A banner without `bannerUIData` but with `appConfig`
/// is still a banner response (the banner was not due and `OT-Force-Fetch` was not sent; `banner-ui-missing`).
public enum ResponseContent: Equatable, Sendable {
    /// The slot's response: its component's markers, or `appConfig` without any component's markers.
    case response
    /// Another component's response; `marker` is the key that gives it away.
    case otherComponent(ComponentKind, marker: JSONNodeID)
    /// Legacy `applicationdata`, web domain data, a raw vendor list or the old offline wrapper.
    case legacy(markers: [JSONNodeID])
    /// An error response: entries in `errors`, and neither data nor `appConfig`.
    case errorResponse
    /// The top-level value is not an object.
    case notAnObject(JSONKind)
    /// An object with none of the keys of a CMP API response or of legacy OneTrust data.
    case notCMPResponse

    /// The envelope key every response with data carries.
    package static let appConfigKey = "appConfig"
    /// The envelope key listing the response's errors.
    package static let errorsKey = "errors"

    public init(_ document: JSONDocument, slot: ComponentKind) {
        let root = document.root
        guard document.kind(root) == .object else {
            self = .notAnObject(document.kind(root))
            return
        }
        let legacy = LegacyMarkers.find(in: document)
        if !legacy.isEmpty {
            self = .legacy(markers: legacy)
            return
        }
        switch DetectedContent(document) {
        case .component(let kind, let marker):
            self = kind == slot ? .response : .otherComponent(kind, marker: marker)
        case .notAnObject(let kind):
            self = .notAnObject(kind)
        case .unrecognized:
            if document.member(root, Self.appConfigKey) != nil || DetectedContent.hasMarkers(document) {
                // appConfig without UI data, or markers of several components: nothing else to claim.
                self = .response
            } else if let errors = document.member(root, Self.errorsKey), document.kind(errors) == .array,
                document.childCount(errors) > 0
            {
                self = .errorResponse
            } else {
                self = .notCMPResponse
            }
        }
    }

    public var isResponse: Bool { self == .response }
}

extension SnapshotSet {
    /// How each parsed file's content is judged for its slot, once per set.
    public func content(_ kind: ComponentKind) -> ResponseContent? {
        guard let document = document(kind) else { return nil }
        return memo.value("response-content \(kind.rawValue)") { ResponseContent(document, slot: kind) }
    }

    /// The document of `kind` when the file holds that component's CMP API response; nil for a
    /// missing or unparseable file and for content the component rules report.
    public func response(_ kind: ComponentKind) -> JSONDocument? {
        content(kind)?.isResponse == true ? document(kind) : nil
    }

    /// The parsed documents that are their slot's CMP API response, in component order.
    public var responses: [(kind: ComponentKind, file: SnapshotFile, document: JSONDocument)] {
        documents.filter { content($0.kind)?.isResponse == true }
    }
}
