import CMPLintDocuments

/// A decoded IAB GPP string: the header's section list, with the EU TCF section (id 2) decoded.
///
/// Layout from the IAB GPP Consent String Specification
/// (https://github.com/InteractiveAdvertisingBureau/Global-Privacy-Platform/blob/main/Core/Consent%20String%20Specification.md,
/// confirmed; vectors from the tests of https://github.com/IABTechLab/iabgpp-es). The header is
/// Type(6)=3, Version(6)=1 and a Fibonacci range of
/// section ids; there must be exactly one non-empty `~`-separated section string per id. Sections
/// are identified by id, never by their first letter, since `usnat` and `tcfcav1` strings start
/// with `B` or `C` like TC strings.
public struct GPPString: Sendable, Equatable {
    public struct Section: Sendable, Equatable {
        public let id: Int
        /// The API prefix from the spec's section table ("tcfeuv2", "uspv1", "usnat", …).
        public let name: String
        /// The decoded TC string of section 2 (tcfeuv2); nil for other sections or when it fails.
        public let tcString: TCString?
        /// Why the section's content is malformed, for the sections this decoder checks
        /// (2 as a TC string, 6 as a US Privacy string, others for their alphabet only).
        public let decodeError: String?
    }

    public let version: Int
    public let sections: [Section]

    /// Most sections a string may list. The GPP section table defines ids 1 to 27, one per
    /// jurisdiction or framework (IAB GPP "Section Information",
    /// https://github.com/InteractiveAdvertisingBureau/Global-Privacy-Platform/blob/main/Sections/Section%20Information.md),
    /// so more is treated as malformed, which also keeps the evidence's section list short.
    package static let maxSections = 64

    public static func decode(_ string: String) throws(ConsentStringError) -> GPPString {
        let text = try ConsentStringInput.decodable(string)
        guard !text.isEmpty else { throw ConsentStringError("the value is empty") }
        let parts = text.split(separator: "~", omittingEmptySubsequences: false)
        let (version, ids) = try header(parts[0])
        guard ids.count <= maxSections else {
            throw ConsentStringError(
                "the header lists \(ids.count) sections; more than \(maxSections) is treated as malformed")
        }
        guard parts.count - 1 == ids.count else {
            throw ConsentStringError(
                "the header lists \(ids.count) section\(ids.count == 1 ? "" : "s") but \(parts.count - 1) follow")
        }
        var sections: [Section] = []
        for (id, part) in zip(ids, parts.dropFirst()) {
            guard !part.isEmpty else {
                throw ConsentStringError("the string for section \(id) (\(GPPSectionNames.name(id))) is empty")
            }
            sections.append(section(id: id, text: part))
        }
        return GPPString(version: version, sections: sections)
    }

    /// Decodes the header segment: its version and section ids.
    package static func header(_ text: Substring) throws(ConsentStringError) -> (version: Int, ids: [Int]) {
        var reader = try ConsentBitReader(base64url: text, label: "the GPP header")
        let type = try reader.int(6, "Type")
        guard type == 3 else {
            throw ConsentStringError("the GPP header has type \(type); a GPP header has type 3")
        }
        let version = try reader.int(6, "Version")
        guard version == 1 else {
            throw ConsentStringError("the GPP header has version \(version); only version 1 is defined")
        }
        return (version, try reader.fibonacciRange("section ids"))
    }

    private static func section(id: Int, text: Substring) -> Section {
        let name = GPPSectionNames.name(id)
        switch id {
        case 2:
            do {
                return Section(id: id, name: name, tcString: try TCString.decode(String(text)), decodeError: nil)
            } catch {
                return Section(id: id, name: name, tcString: nil, decodeError: error.reason)
            }
        case 6:
            do {
                _ = try USPrivacyString.decode(String(text))
                return Section(id: id, name: name, tcString: nil, decodeError: nil)
            } catch {
                return Section(id: id, name: name, tcString: nil, decodeError: error.reason)
            }
        default:
            let valid = text.allSatisfy { $0 == "." || ConsentBitReader.sextet($0) != nil }
            return Section(
                id: id, name: name, tcString: nil,
                decodeError: valid ? nil : "the section has characters outside base64url")
        }
    }

    /// True when the header lists no section (`DBAA`): a placeholder, no consent state.
    public var isEmpty: Bool { sections.isEmpty }

    public var evidence: [JSONMember] {
        var members = [
            JSONMember(key: "version", value: .int(version)),
            JSONMember(
                key: "sections",
                value: .array(
                    sections.map { section in
                        var fields = [
                            JSONMember(key: "id", value: .int(section.id)),
                            JSONMember(key: "name", value: .string(section.name)),
                        ]
                        if let error = section.decodeError {
                            fields.append(JSONMember(key: "decodeError", value: .string(error)))
                        }
                        return .object(fields)
                    })),
        ]
        if let tc = sections.first(where: { $0.tcString != nil })?.tcString {
            members.append(JSONMember(key: "tcfeuv2", value: .object(tc.evidence)))
        }
        return members
    }
}
