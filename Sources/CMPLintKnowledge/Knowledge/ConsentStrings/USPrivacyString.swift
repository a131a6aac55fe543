import CMPLintDocuments

/// A US Privacy (CCPA) string, also GPP section 6 `uspv1`: four characters, version `1` then
/// Notice, OptOutSale and LspaCovered, each `Y`, `N` or `-` (IAB "US Privacy String",
/// https://github.com/InteractiveAdvertisingBureau/USPrivacy/blob/master/CCPA/US%20Privacy%20String.md, confirmed by
/// the GPP vectors `1YNN`).
public struct USPrivacyString: Sendable, Equatable {
    /// One signal: yes, no, or not applicable (`-`).
    public enum Flag: String, Sendable {
        case yes = "Y"
        case no = "N"
        case notApplicable = "-"

        /// The flags' characters, for byte-level pre-tests.
        package static let bytes: [UInt8] = [UInt8(ascii: "Y"), UInt8(ascii: "N"), UInt8(ascii: "-")]
    }

    public let version: Int
    public let notice: Flag
    public let optOutSale: Flag
    public let lspaCovered: Flag

    /// `1---` says nothing about a person (every signal not applicable).
    public var isNotApplicable: Bool {
        notice == .notApplicable && optOutSale == .notApplicable && lspaCovered == .notApplicable
    }

    public static func decode(_ string: String) throws(ConsentStringError) -> USPrivacyString {
        let characters = Array(try ConsentStringInput.decodable(string))
        guard characters.count == 4 else {
            throw ConsentStringError("a US Privacy string has 4 characters, this one has \(characters.count)")
        }
        guard characters[0] == "1" else {
            throw ConsentStringError(
                "US Privacy version is \(ConsentStringInput.describe(characters[0])); only version 1 exists")
        }
        let names = ["Notice", "OptOutSale", "LspaCovered"]
        var flags: [Flag] = []
        for (index, character) in characters.dropFirst().enumerated() {
            guard let flag = Flag(rawValue: String(character)) else {
                throw ConsentStringError(
                    "US Privacy \(names[index]) is \(ConsentStringInput.describe(character)); it must be 'Y', 'N' or '-'"
                )
            }
            flags.append(flag)
        }
        return USPrivacyString(version: 1, notice: flags[0], optOutSale: flags[1], lspaCovered: flags[2])
    }

    public var evidence: [JSONMember] {
        [
            JSONMember(key: "version", value: .int(version)),
            JSONMember(key: "notice", value: .string(notice.rawValue)),
            JSONMember(key: "optOutSale", value: .string(optOutSale.rawValue)),
            JSONMember(key: "lspaCovered", value: .string(lspaCovered.rawValue)),
        ]
    }
}
