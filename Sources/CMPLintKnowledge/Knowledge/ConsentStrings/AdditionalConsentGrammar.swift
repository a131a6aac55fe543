/// Follows `1~ids` / `2~ids~dv[.ids]` byte by byte (Google's Additional Consent technical
/// specification, https://support.google.com/admanager/answer/9681920).
package struct AdditionalConsentGrammar {
    private var valid = true
    private var version: UInt8 = 0
    private var tildes = 0
    /// Position in `dv` after the second `~`: 0 before it, 1 after `~`, 2 after `d`, 3 after `v`.
    private var dv = 0
    private var digits = 0

    /// Still following the grammar: once a byte breaks it, the scan stops asking.
    package var isActive: Bool { valid }

    /// Inside an id list, where only digits and dots may follow (not just after a `~` or `d`).
    package var isInIdList: Bool { valid && tildes > 0 && (dv == 0 || dv == 3) }

    /// A run of digits and dots read in bulk by the scan while `isInIdList`.
    package mutating func addDigits(_ count: Int) { digits += count }

    package mutating func read(_ byte: UInt8, at index: Int) {
        switch index {
        case 0:
            version = byte
            valid = byte == UInt8(ascii: "1") || byte == UInt8(ascii: "2")
        case 1:
            valid = byte == UInt8(ascii: "~")
            tildes = 1
        default:
            switch (dv, byte) {
            case (1, UInt8(ascii: "d")): dv = 2
            case (2, UInt8(ascii: "v")): dv = 3
            case (1, _), (2, _): valid = false
            case (_, UInt8(ascii: "~")):
                tildes += 1
                valid = version == UInt8(ascii: "2") && tildes == 2
                dv = 1
            case (_, UInt8(ascii: "0")...UInt8(ascii: "9")): digits += 1
            case (_, UInt8(ascii: ".")): break
            default: valid = false
            }
        }
    }

    package var isComplete: Bool {
        guard valid, digits > 0 else { return false }
        return version == UInt8(ascii: "1") ? tildes == 1 : tildes == 2 && dv == 3
    }
}
