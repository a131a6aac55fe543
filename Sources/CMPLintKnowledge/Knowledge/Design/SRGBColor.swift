import CMPLintDocuments
import Foundation

/// An opaque sRGB colour as the CMP API writes one in a colour field (`textColor`, `color`,
/// `backgroundColor` and their `…Dark` twins). The published schema's examples are all `#RRGGBB`
/// (`'#346E4A'`, `'#FFFFFF'`; OneTrust's CMP API OpenAPI definition, Get Banner Data,
/// `bannerUIData`, confirmed); the short `#RGB` form and CSS's `rgb(r, g, b)` are read too, since an
/// admin console that accepts CSS colours may pass them through (inferred).
///
/// Forms with an alpha channel (`#RGBA`, `#RRGGBBAA`, `rgba(…)`) and colour names are not read: an
/// eight-digit value is `#RRGGBBAA` in CSS but `#AARRGGBB` on Android, and a translucent colour's
/// contrast depends on what lies beneath it, so guessing either would make a measurement up.
package struct SRGBColor: Equatable, Sendable {
    package let red: UInt8
    package let green: UInt8
    package let blue: UInt8

    package init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Longer texts are no colour; the bound keeps a hostile value from costing anything.
    package static let maxLength = 40

    /// Reads `#RGB`, `#RRGGBB` (either case) or `rgb(r, g, b)` with integer channels 0–255, with
    /// spaces around it; nil for anything else.
    package init?(parsing text: String) {
        guard text.utf8.count <= Self.maxLength else { return nil }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("#") {
            guard let channels = Self.hexChannels(trimmed.dropFirst()) else { return nil }
            self.init(red: channels[0], green: channels[1], blue: channels[2])
        } else if let channels = Self.rgbFunctionChannels(trimmed) {
            self.init(red: channels[0], green: channels[1], blue: channels[2])
        } else {
            return nil
        }
    }

    /// `#RRGGBB` in upper case, for messages and evidence.
    package var hex: String { String(format: "#%02X%02X%02X", red, green, blue) }

    private static func hexChannels(_ digits: Substring) -> [UInt8]? {
        let values = digits.utf8.map { JSONStringDecoding.hexValue($0).map(UInt8.init) }
        guard !values.contains(nil) else { return nil }
        let nibbles = values.compactMap { $0 }
        switch nibbles.count {
        case 3: return nibbles.map { $0 * 17 }
        case 6: return stride(from: 0, to: 6, by: 2).map { nibbles[$0] * 16 + nibbles[$0 + 1] }
        default: return nil
        }
    }

    /// `rgb(r, g, b)`, case-insensitive, spaces allowed around the numbers.
    private static func rgbFunctionChannels(_ text: String) -> [UInt8]? {
        let lower = text.lowercased()
        guard lower.hasPrefix("rgb("), lower.hasSuffix(")") else { return nil }
        let inner = lower.dropFirst(4).dropLast()
        let parts = inner.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 3 else { return nil }
        let channels = parts.map { UInt8($0.trimmingCharacters(in: .whitespaces)) }
        guard !channels.contains(nil) else { return nil }
        return channels.compactMap { $0 }
    }
}
