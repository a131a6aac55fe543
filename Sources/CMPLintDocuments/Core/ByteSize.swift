/// A file size as users write it in flags and config files (`32MB`, `512KB`, `1048576`) and as
/// messages show it. Units are binary (1 KB = 1024 bytes), like `du -h` and `ls -lh`.
public struct ByteSize: Sendable, Hashable, CustomStringConvertible {
    public let bytes: Int

    public init(bytes: Int) {
        self.bytes = bytes
    }

    package static let units: [(name: String, factor: Int)] = [("GB", 1 << 30), ("MB", 1 << 20), ("KB", 1 << 10)]

    /// What `init(parsing:)` accepts, as a regular expression (for the JSON Schema).
    package static let pattern = "^ *[0-9]+ *([KkMmGg]?[Bb])? *$"

    /// Reads "33554432", "32MB", "32 mb", "512KB", "1GB", "100B"; nil for anything else (negative,
    /// fractional, an unknown unit, or more than `Int.max` bytes).
    public init?(parsing text: String) {
        var rest = Substring(text.uppercased()).trimmingSpaces
        var factor = 1
        if let unit = Self.units.first(where: { rest.hasSuffix($0.name) }) {
            rest = rest.dropLast(unit.name.count).trimmingSpaces
            factor = unit.factor
        } else if rest.hasSuffix("B") {
            rest = rest.dropLast().trimmingSpaces
        }
        guard !rest.isEmpty, rest.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
            let value = Int(rest)
        else { return nil }
        let (bytes, overflow) = value.multipliedReportingOverflow(by: factor)
        guard !overflow else { return nil }
        self.bytes = bytes
    }

    /// "32 MB", "1.5 GB", "700 bytes": the largest unit the size reaches, with at most one decimal.
    public var description: String {
        for unit in Self.units where bytes >= unit.factor {
            let tenths = Int((Double(bytes) * 10 / Double(unit.factor)).rounded())
            return tenths % 10 == 0 ? "\(tenths / 10) \(unit.name)" : "\(tenths / 10).\(tenths % 10) \(unit.name)"
        }
        return bytes == 1 ? "1 byte" : "\(bytes) bytes"
    }

    /// "3 GB (3221225472 bytes)": the readable size with the exact count, for limit messages.
    public var exactDescription: String {
        bytes < 1024 ? description : "\(description) (\(bytes) bytes)"
    }
}

extension Substring {
    fileprivate var trimmingSpaces: Substring {
        var text = self
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return text
    }
}
