/// Rule options and literals are written in YAML but compared with JSON documents, so YAML nodes
/// are converted with the YAML 1.2 core schema, which matches JSON's types.
extension YAMLNode {
    /// Plain scalars: null/Null/NULL/~/empty -> .null; true/false (and True/TRUE/False/FALSE) -> .bool;
    /// decimal integers and floats -> .number with the text kept (a leading '+' dropped);
    /// anything else (yes/no, .inf, .nan, 0x1F, 0o17, ...) -> .string. Quoted and block scalars are
    /// always strings. Tags are ignored. Mapping keys become strings (non-scalar keys: their JSON text).
    public func jsonValue() -> JSONValue {
        switch content {
        case .scalar(let text, let style):
            guard style == .plain else { return .string(text) }
            if YAMLNode.nullTexts.contains(text) { return .null }
            switch text {
            case "true", "True", "TRUE": return .bool(true)
            case "false", "False", "FALSE": return .bool(false)
            default: break
            }
            if YAMLNode.isCoreNumber(text) {
                return .number(text.hasPrefix("+") ? String(text.dropFirst()) : text)
            }
            return .string(text)
        case .sequence(let items):
            return .array(items.map { $0.jsonValue() })
        case .mapping(let pairs):
            return .object(
                pairs.map { pair in
                    JSONMember(key: pair.key.scalar ?? pair.key.jsonValue().jsonText, value: pair.value.jsonValue())
                })
        }
    }

    /// YAML 1.2 core int `[-+]?[0-9]+` or float `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`.
    package static func isCoreNumber(_ text: String) -> Bool {
        var bytes = Substring(text).utf8[...]
        func digits() -> Int {
            var count = 0
            while let byte = bytes.first, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                bytes.removeFirst()
                count += 1
            }
            return count
        }
        if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { bytes.removeFirst() }
        let integerDigits = digits()
        if bytes.first == UInt8(ascii: ".") {
            bytes.removeFirst()
            let fractionDigits = digits()
            if integerDigits == 0 && fractionDigits == 0 { return false }
        } else if integerDigits == 0 {
            return false
        }
        if let e = bytes.first, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            bytes.removeFirst()
            if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { bytes.removeFirst() }
            if digits() == 0 { return false }
        }
        return bytes.isEmpty
    }
}
