/// GPP section ids and their API prefixes, from the GPP "Section Information" table
/// (https://github.com/InteractiveAdvertisingBureau/Global-Privacy-Platform/blob/main/Sections/Section%20Information.md,
/// confirmed). Ids 3 and 4 are the header and signal integrity and have
/// no prefix; ids outside the table are named "unknown section N" rather than rejected.
package enum GPPSectionNames {
    package static let byId: [Int: String] = [
        1: "tcfeuv1", 2: "tcfeuv2", 3: "header", 4: "signalIntegrity", 5: "tcfcav1", 6: "uspv1",
        7: "usnat", 8: "usca", 9: "usva", 10: "usco", 11: "usut", 12: "usct", 13: "usfl",
        14: "usmt", 15: "usor", 16: "ustx", 17: "usde", 18: "usia", 19: "usne", 20: "usnh",
        21: "usnj", 22: "ustn", 23: "usmn", 24: "usmd", 25: "usin", 26: "usky", 27: "usri",
    ]

    package static func name(_ id: Int) -> String {
        byId[id] ?? "unknown section \(id)"
    }
}
