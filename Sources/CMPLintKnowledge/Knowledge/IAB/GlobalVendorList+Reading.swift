import CMPLintDocuments

/// Reads a GVL v3 file (`vendor-list.json`) strictly: anything that is not the published format is
/// an error naming the file, line and column, so a wrong or damaged download is never compared
/// with a snapshot. The JSON parser bounds size, nesting and nodes (`JSONParseLimits`); the counts
/// below bound what the list itself holds.
extension GlobalVendorList {
    /// Vendor ids are 16-bit in a TC string (`MaxVendorId`, IAB TCF "Consent string and vendor list
    /// formats v2"), so a GVL id outside 1...65,535 cannot be consented to.
    package static let vendorIDs = 1...65_535
    /// Purposes go up to 24 and features to 64 at most (the GVL's field descriptions), so a
    /// declaration holds at most 64 ids, each 1...64.
    package static let declarationIDs = 1...64
    /// Characters of a vendor's name kept, as `inspect` keeps of any snapshot text.
    package static let nameLength = 300

    /// A vendor's name as messages and `inspect` quote it: at most `nameLength` characters, with
    /// what would act on a terminal or log (ESC, line breaks, other controls) shown escaped
    /// (`ReportText.visible`), since the file is not ours. Cut before escaping, so a long name costs
    /// no more, and after, so the escapes keep it within the bound.
    static func displayName(_ name: String) -> String {
        ReportText.visible(name.shortened(to: nameLength)).shortened(to: nameLength)
    }

    /// Reads the file named `file` in messages at `location`, within the size limit of `limits`.
    package static func load(file: String, at location: String? = nil, limits: JSONParseLimits = JSONParseLimits())
        throws(LintError) -> GlobalVendorList
    {
        switch SizeLimitedFile.read(atPath: location ?? file, limit: limits.maxBytes) {
        case .success(let bytes): return try read(bytes, file: file, limits: limits)
        case .failure(let failure):
            var message = failure.message("the Global Vendor List", limit: limits.maxBytes)
            if case .tooLarge = failure { message += "; raise it with --max-file-size or maxFileSize in the config" }
            throw LintError("\(file): \(message)")
        }
    }

    /// Reads `bytes`, the text of `file` (named in errors).
    package static func read(_ bytes: [UInt8], file: String, limits: JSONParseLimits = JSONParseLimits())
        throws(LintError) -> GlobalVendorList
    {
        let document: JSONDocument
        do {
            document = try JSONParser.parse(bytes, limits: limits)
        } catch {
            throw LintError("\(file):\(error.position): \(error.message)")
        }
        return try read(document, file: file)
    }

    /// Reads an already parsed `document`, the text of `file` (named in errors).
    package static func read(_ document: JSONDocument, file: String) throws(LintError) -> GlobalVendorList {
        try Reader(document: document, file: file).list()
    }

    /// One reading of one document: each method reads one part or throws where it is wrong.
    private struct Reader {
        let document: JSONDocument
        let file: String

        func fail(_ node: JSONNodeID, _ message: String) -> LintError {
            LintError("\(file):\(document.start(node)): \(message)")
        }

        func list() throws(LintError) -> GlobalVendorList {
            let root = document.root
            guard document.kind(root) == .object else {
                throw fail(
                    root,
                    "not a Global Vendor List: expected an object with gvlSpecificationVersion, vendorListVersion and vendors, found \(document.typeName(root))"
                )
            }
            let specification = try positiveInteger("gvlSpecificationVersion", in: root)
            guard specification == 3 else {
                throw fail(
                    document.member(root, "gvlSpecificationVersion") ?? root,
                    "gvlSpecificationVersion is \(specification); cmplint reads version 3 of the format (https://vendor-list.consensu.org/v3/vendor-list.json)"
                )
            }
            let version = try positiveInteger("vendorListVersion", in: root)
            let policy = try positiveInteger("tcfPolicyVersion", in: root)
            let lastUpdated = try date("lastUpdated", in: root, required: true)?.text ?? ""
            guard let vendorsNode = document.member(root, "vendors") else {
                throw fail(root, "no 'vendors': a Global Vendor List lists its vendors by id")
            }
            guard document.kind(vendorsNode) == .object else {
                throw fail(
                    vendorsNode,
                    "'vendors' must be an object keyed by vendor id, found \(document.typeName(vendorsNode))")
            }
            var vendors: [Int: Vendor] = [:]
            for member in document.members(vendorsNode) {
                let vendor = try self.vendor(key: member.key, value: member.value)
                guard vendors[vendor.id] == nil else {
                    throw fail(member.key, "vendor \(vendor.id) is listed twice")
                }
                vendors[vendor.id] = vendor
            }
            return GlobalVendorList(
                specificationVersion: specification, vendorListVersion: version, tcfPolicyVersion: policy,
                lastUpdated: lastUpdated, vendors: vendors)
        }

        func vendor(key: JSONNodeID, value: JSONNodeID) throws(LintError) -> Vendor {
            let keyText = document.string(key) ?? ""
            guard let id = Int(keyText), String(id) == keyText, GlobalVendorList.vendorIDs.contains(id) else {
                throw fail(
                    key,
                    "vendor key '\(keyText.shortened(to: 40))' is not a vendor id (an integer from 1 to \(GlobalVendorList.vendorIDs.upperBound))"
                )
            }
            guard document.kind(value) == .object else {
                throw fail(value, "vendor \(id) must be an object, found \(document.typeName(value))")
            }
            let ownID = try positiveInteger("id", in: value)
            guard ownID == id else {
                throw fail(
                    document.member(value, "id") ?? value, "vendor \(id) has id \(ownID): the key and the id differ")
            }
            guard let nameNode = document.member(value, "name"), let name = document.string(nameNode) else {
                throw fail(document.member(value, "name") ?? value, "vendor \(id) has no 'name' string")
            }
            var declarations: [Declaration: [Int]] = [:]
            for declaration in Declaration.allCases {
                guard let array = document.member(value, declaration.rawValue) else { continue }
                declarations[declaration] = try ids(array, vendor: id, name: declaration.rawValue)
            }
            let deleted = try date("deletedDate", in: value, required: false)
            return Vendor(
                id: id, name: displayName(name), declarations: declarations,
                deletedDate: deleted?.text, deletedAt: deleted?.milliseconds)
        }

        /// A declaration array: at most 64 ids, each 1...64; sorted, without repeats.
        func ids(_ array: JSONNodeID, vendor: Int, name: String) throws(LintError) -> [Int] {
            guard document.kind(array) == .array else {
                throw fail(
                    array, "'\(name)' of vendor \(vendor) must be an array of ids, found \(document.typeName(array))")
            }
            let range = GlobalVendorList.declarationIDs
            guard document.childCount(array) <= range.upperBound else {
                throw fail(
                    array,
                    "'\(name)' of vendor \(vendor) holds \(document.childCount(array)) ids, more than the \(range.upperBound) a declaration can have"
                )
            }
            var result = Set<Int>()
            for element in document.elements(array) {
                guard let id = document.integer(element), range.contains(id) else {
                    throw fail(
                        element,
                        "'\(name)' of vendor \(vendor) holds \(document.shortText(element, limit: 40)), not an id from \(range.lowerBound) to \(range.upperBound)"
                    )
                }
                result.insert(id)
            }
            return result.sorted()
        }

        func positiveInteger(_ key: String, in object: JSONNodeID) throws(LintError) -> Int {
            guard let node = document.member(object, key) else {
                throw fail(
                    object,
                    "no '\(key)': a Global Vendor List v3 has one (https://vendor-list.consensu.org/v3/vendor-list.json)"
                )
            }
            guard let value = document.integer(node), value >= 1 else {
                throw fail(node, "'\(key)' must be a positive integer, found \(document.shortText(node, limit: 40))")
            }
            return value
        }

        func date(_ key: String, in object: JSONNodeID, required: Bool) throws(LintError) -> (
            text: String, milliseconds: Int64
        )? {
            guard let node = document.member(object, key) else {
                if required { throw fail(object, "no '\(key)': a Global Vendor List v3 has one") }
                return nil
            }
            guard let text = document.string(node), let milliseconds = ISO8601Date.milliseconds(text) else {
                throw fail(
                    node,
                    "'\(key)' must be an ISO 8601 date such as 2026-09-17T16:00:19Z, found \(document.shortText(node, limit: 40))"
                )
            }
            return (text, milliseconds)
        }
    }
}
