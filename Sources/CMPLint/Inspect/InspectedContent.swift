import CMPLintKnowledge

/// What a component's file holds, as lint judges it (`ResponseContent`): the slot's CMP API
/// response, or what a component rule reports. Only a response is read further.
public enum InspectedContent: Sendable, Equatable {
    /// The set has no file for this component.
    case missing
    /// The file could not be read or is not valid JSON: the parser's or reader's message, with the
    /// position ("103:250: …").
    case invalidJSON(String)
    case response
    /// Another component's response (e.g. banner and preferences swapped).
    case otherComponent(ComponentKind)
    /// Legacy `applicationdata`, web domain data, a raw vendor list or the old offline wrapper.
    case legacy
    /// An error response: `errors` without data.
    case errorResponse
    /// The top-level value is not an object.
    case notAnObject(String)
    /// No CMP API response at all.
    case notCMPResponse

    /// A stable name for scripts: `missing`, `invalidJSON`, `response`, `otherComponent`, …
    public var name: String {
        switch self {
        case .missing: return "missing"
        case .invalidJSON: return "invalidJSON"
        case .response: return "response"
        case .otherComponent: return "otherComponent"
        case .legacy: return "legacy"
        case .errorResponse: return "errorResponse"
        case .notAnObject: return "notAnObject"
        case .notCMPResponse: return "notCMPResponse"
        }
    }

    /// What the file holds, in words.
    public var summary: String {
        switch self {
        case .missing: return "not in the set"
        case .invalidJSON(let message): return "not valid JSON (\(message))"
        case .response: return "CMP API response"
        case .otherComponent(let kind): return "holds the \(kind.rawValue) response"
        case .legacy: return "legacy OneTrust data (ignored by the SDK offline)"
        case .errorResponse: return "an error response without data"
        case .notAnObject(let type): return "top level is a JSON \(type), not an object"
        case .notCMPResponse: return "no CMP API response"
        }
    }

    package init(_ file: SnapshotFile?, in set: SnapshotSet) {
        guard let file else {
            self = .missing
            return
        }
        switch file.parsed {
        case .failure(let error) where error.isEmptyInput:
            // Said as `invalid-json` says it: no value at all, most likely a saved 304 (cmpapi-202610.1.0).
            self = .invalidJSON(
                "1:1: the file is empty, likely a `304 Not Modified` response saved by a capture that sent `If-None-Match`"
            )
        case .failure(let error):
            self = .invalidJSON(
                set.revealPersonalData ? error.description : PersonalDataRedaction.text(error.description))
        case .success(let document):
            switch set.content(file.kind) ?? .notCMPResponse {
            case .response: self = .response
            case .otherComponent(let kind, _): self = .otherComponent(kind)
            case .legacy: self = .legacy
            case .errorResponse: self = .errorResponse
            case .notAnObject: self = .notAnObject(document.typeName(document.root))
            case .notCMPResponse: self = .notCMPResponse
            }
        }
    }
}
