/// RFC 6901 JSON Pointers ("/vendors/755/purposes/0"), the way diagnostics name a place in a
/// document independently of its formatting.
public enum JSONPointer {
    /// Escapes one reference token: "~" becomes "~0" and "/" becomes "~1" (in that order, so a
    /// literal "~1" survives as "~01").
    public static func escape(_ token: String) -> String {
        if !token.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) { return token }
        var out = ""
        out.reserveCapacity(token.utf8.count + 4)
        for scalar in token.unicodeScalars {
            switch scalar {
            case "~": out += "~0"
            case "/": out += "~1"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// `pointer` extended by one (unescaped) token: `appending("", "a")` is "/a".
    public static func appending(_ pointer: String, _ token: String) -> String {
        pointer + "/" + escape(token)
    }

    /// The unescaped reference tokens of `pointer`; `[]` for "" (the whole document), nil when the
    /// pointer is malformed (does not start with "/", or has "~" not followed by "0" or "1").
    public static func tokens(_ pointer: String) -> [String]? {
        if pointer.isEmpty { return [] }
        var utf8 = Array(pointer.utf8)
        guard utf8.first == UInt8(ascii: "/") else { return nil }
        utf8.removeFirst()
        var result: [String] = []
        var current: [UInt8] = []
        var i = 0
        while i < utf8.count {
            let b = utf8[i]
            if b == UInt8(ascii: "/") {
                result.append(String(decoding: current, as: UTF8.self))
                current.removeAll(keepingCapacity: true)
            } else if b == UInt8(ascii: "~") {
                guard i + 1 < utf8.count else { return nil }
                switch utf8[i + 1] {
                case UInt8(ascii: "0"): current.append(UInt8(ascii: "~"))
                case UInt8(ascii: "1"): current.append(UInt8(ascii: "/"))
                default: return nil
                }
                i += 1
            } else {
                current.append(b)
            }
            i += 1
        }
        result.append(String(decoding: current, as: UTF8.self))
        return result
    }
}
