import CMPLintDocuments
import CMPLintKnowledge

/// Why a manifest could not be read, and where (1-based line and column of the manifest).
public struct CaptureManifestError: Error, Sendable, Equatable, CustomStringConvertible {
    public let message: String
    public let position: SourcePosition

    public init(_ message: String, at position: SourcePosition) {
        self.message = message
        self.position = position
    }

    /// "line:column: message".
    public var description: String { "\(position): \(message)" }
}

extension CaptureManifest {
    /// The largest manifest read: a real one is under 2 KB, and `fix` adds a few lines per run.
    public static let maxBytes = 256 * 1024
    /// The most fixes recorded for one file; older ones are dropped when `fix` adds another.
    public static let maxFixes = 100
    /// Longest text of any field but the hashes, the file names and the rule lists.
    public static let maxFieldLength = 256
    /// The most rule ids one recorded fix lists.
    public static let maxRulesPerFix = 1000
    /// The parse limits a manifest is read with: its size, and a nesting no real one comes near.
    public static let parseLimits = JSONParseLimits(maxDepth: 8, maxBytes: maxBytes)

    /// Reads a manifest strictly: the schema version first (a later one is refused), then every
    /// field with its type, shape and bounds; an unknown or repeated key is an error, so a typo
    /// never passes as a manifest that records less.
    public static func read(_ document: JSONDocument) throws(CaptureManifestError) -> CaptureManifest {
        if let duplicate = document.duplicateKeys.first {
            throw CaptureManifestError(
                "the key \(document.shortText(duplicate.key)) appears twice in one object",
                at: document.start(duplicate.key))
        }
        let root = try ManifestObject(
            document, document.root, "the manifest",
            keys: ["schemaVersion", "cmplintVersion", "capturedAt", "appId", "request", "files"])
        let version = try root.required("schemaVersion") { node throws(CaptureManifestError) in
            guard let number = document.integer(node), number >= 1 else {
                throw root.error(node, "'schemaVersion' must be a positive integer")
            }
            return number
        }
        if version > schemaVersion {
            throw root.error(
                root.node("schemaVersion") ?? document.root,
                "schema version \(version) was written by a newer cmplint; this cmplint reads version \(schemaVersion)")
        }
        let manifest = CaptureManifest(
            cmplintVersion: try root.requiredText("cmplintVersion"),
            capturedAt: try root.required("capturedAt") { node throws(CaptureManifestError) in
                // Only the form the manifest is written in: another (a date alone, a fraction, an
                // offset) would be written back as a different text than was read.
                guard let text = root.text(node), let date = StoredDate(iso8601: text),
                    ISO8601Date.dateTimeText(date.milliseconds) == text
                else {
                    throw root.error(
                        node, "'capturedAt' must be an ISO 8601 date-time in UTC, e.g. 2026-11-28T09:30:00Z")
                }
                return date
            },
            appId: try root.required("appId") { node throws(CaptureManifestError) in try readAppId(document, node) },
            request: try root.required("request") { node throws(CaptureManifestError) in try readRequest(document, node)
            },
            files: try root.required("files") { node throws(CaptureManifestError) in try readFiles(document, node) })
        return manifest
    }

    private static func readAppId(_ document: JSONDocument, _ node: JSONNodeID) throws(CaptureManifestError)
        -> AppIdentity
    {
        let object = try ManifestObject(document, node, "'appId'", keys: ["kind", "sha256"])
        let identity = AppIdentity(
            kind: try object.requiredChoice("kind", AppIdKind.self),
            sha256: try object.requiredHash("sha256"))
        return identity
    }

    private static func readRequest(_ document: JSONDocument, _ node: JSONNodeID) throws(CaptureManifestError)
        -> Request
    {
        let object = try ManifestObject(
            document, node, "'request'",
            keys: [
                "server", "sdkVersion", "platform", "deviceType", "cdnLocation", "country", "region", "language",
            ])
        let request = Request(
            server: try object.requiredText("server"),
            sdkVersion: try object.requiredText("sdkVersion", valid: HeaderValueShape.isSDKVersion, "YYYYMM.x.y"),
            platform: try object.optionalText("platform"), deviceType: try object.requiredText("deviceType"),
            cdnLocation: try object.requiredText("cdnLocation", valid: HeaderValueShape.isHostName, "a host name"),
            country: try object.requiredText("country"), region: try object.optionalText("region"),
            language: try object.requiredText("language"))
        do {
            _ = try SetExpectations.validated(
                country: request.country, region: request.region, language: request.language, source: .commandLine)
        } catch {
            throw object.error(object.node(error.field) ?? node, error.message)
        }
        return request
    }

    private static func readFiles(_ document: JSONDocument, _ node: JSONNodeID) throws(CaptureManifestError)
        -> [RecordedFile]
    {
        guard document.kind(node) == .array, (1...ComponentKind.allCases.count).contains(document.childCount(node))
        else {
            throw CaptureManifestError(
                "'files' must be a list of 1 to \(ComponentKind.allCases.count) files", at: document.start(node))
        }
        var files: [RecordedFile] = []
        for item in document.elements(node) {
            let object = try ManifestObject(
                document, item, "a 'files' entry",
                keys: ["component", "name", "requestPath", "etag", "sha256", "size", "fixes"])
            let component = try object.requiredChoice("component", ComponentKind.self)
            if files.contains(where: { $0.component == component }) {
                throw object.error(item, "the \(component.rawValue) file is listed twice")
            }
            let name = try object.requiredText("name")
            if !component.acceptedFileNames.contains(name) {
                let accepted = component.acceptedFileNames.joined(separator: ", ")
                throw object.error(
                    object.node("name") ?? item, "'name' must be a \(component.rawValue) file name (\(accepted))")
            }
            let size = try object.required("size") { node throws(CaptureManifestError) in
                guard let size = document.integer(node), size >= 0 else {
                    throw object.error(node, "'size' must be a whole number of bytes")
                }
                return size
            }
            files.append(
                RecordedFile(
                    component: component, name: name,
                    requestPath: try object.requiredText("requestPath", valid: { $0.hasPrefix("/") }, "a path"),
                    etag: try object.optionalText("etag"), sha256: try object.requiredHash("sha256"), size: size,
                    fixes: try object.optional("fixes") { node throws(CaptureManifestError) in
                        try readFixes(document, node)
                    } ?? []))
        }
        return files
    }

    private static func readFixes(_ document: JSONDocument, _ node: JSONNodeID) throws(CaptureManifestError)
        -> [RecordedFix]
    {
        guard document.kind(node) == .array, document.childCount(node) <= maxFixes else {
            throw CaptureManifestError("'fixes' must be a list of at most \(maxFixes) fixes", at: document.start(node))
        }
        var fixes: [RecordedFix] = []
        for item in document.elements(node) {
            let object = try ManifestObject(document, item, "a 'fixes' entry", keys: ["rules", "previousSha256"])
            let rules = try object.required("rules") { node throws(CaptureManifestError) in
                let rules =
                    document.kind(node) == .array ? document.elements(node).compactMap { document.string($0) } : []
                guard !rules.isEmpty, rules.count == document.childCount(node), rules.count <= maxRulesPerFix,
                    rules.allSatisfy({ (1...maxFieldLength).contains($0.utf8.count) })
                else {
                    throw object.error(node, "'rules' must be a non-empty list of rule ids")
                }
                return rules
            }
            fixes.append(RecordedFix(rules: rules, previousSHA256: try object.requiredHash("previousSha256")))
        }
        return fixes
    }
}

/// One object of a manifest being read, its members by key; a key it does not know is an error.
private struct ManifestObject {
    let document: JSONDocument
    let node: JSONNodeID
    let context: String
    var keys: [String: (key: JSONNodeID, value: JSONNodeID)] = [:]

    init(_ document: JSONDocument, _ node: JSONNodeID, _ context: String, keys known: [String])
        throws(CaptureManifestError)
    {
        guard document.kind(node) == .object else {
            throw CaptureManifestError("\(context) must be an object", at: document.start(node))
        }
        self.document = document
        self.node = node
        self.context = context
        for (key, value) in document.members(node) {
            guard let name = document.string(key), known.contains(name) else {
                throw CaptureManifestError(
                    "\(context) has no key \(document.shortText(key)) (its keys: \(known.joined(separator: ", ")))",
                    at: document.start(key))
            }
            keys[name] = (key, value)
        }
    }

    func error(_ node: JSONNodeID, _ message: String) -> CaptureManifestError {
        CaptureManifestError(message, at: document.start(node))
    }

    func node(_ key: String) -> JSONNodeID? { keys[key]?.value }

    /// The string at `node` within `CaptureManifest.maxFieldLength`, else nil.
    func text(_ node: JSONNodeID) -> String? {
        guard let text = document.string(node), text.utf8.count <= CaptureManifest.maxFieldLength else { return nil }
        return text
    }

    func required<T>(_ key: String, _ read: (JSONNodeID) throws(CaptureManifestError) -> T)
        throws(CaptureManifestError) -> T
    {
        guard let value = keys[key]?.value else { throw error(node, "\(context) needs '\(key)'") }
        return try read(value)
    }

    func optional<T>(_ key: String, _ read: (JSONNodeID) throws(CaptureManifestError) -> T)
        throws(CaptureManifestError) -> T?
    {
        guard let value = keys[key]?.value else { return nil }
        return try read(value)
    }

    func requiredText(_ key: String, valid: (String) -> Bool = { !$0.isEmpty }, _ shape: String = "text")
        throws(CaptureManifestError) -> String
    {
        try required(key) { value throws(CaptureManifestError) in try checkedText(key, value, valid, shape) }
    }

    func optionalText(_ key: String) throws(CaptureManifestError) -> String? {
        try optional(key) { value throws(CaptureManifestError) in
            try checkedText(key, value, { !$0.isEmpty }, "text")
        }
    }

    func requiredChoice<Choice: RawRepresentable & CaseIterable>(_ key: String, _: Choice.Type)
        throws(CaptureManifestError) -> Choice where Choice.RawValue == String
    {
        let names = Choice.allCases.map(\.rawValue)
        let text = try requiredText(key, valid: names.contains, names.joined(separator: " or "))
        guard let choice = Choice(rawValue: text) else { throw error(node, "'\(key)' must be one of \(names)") }
        return choice
    }

    /// 64 lower-case hexadecimal digits.
    func requiredHash(_ key: String) throws(CaptureManifestError) -> String {
        try requiredText(
            key,
            valid: {
                $0.utf8.count == 64 && $0.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
            },
            "a SHA-256 in 64 lower-case hexadecimal digits")
    }

    private func checkedText(_ key: String, _ value: JSONNodeID, _ valid: (String) -> Bool, _ shape: String)
        throws(CaptureManifestError) -> String
    {
        guard let text = text(value), valid(text), text.unicodeScalars.allSatisfy({ !$0.actsOnDisplay }) else {
            let limit = CaptureManifest.maxFieldLength
            throw error(
                value,
                "'\(key)' must be \(shape) (a string of at most \(limit) bytes), found \(document.shortText(value, limit: 40))"
            )
        }
        return text
    }
}
