import Foundation

/// The contrast of text against its background as WCAG 2.x defines it, for checking a consent
/// banner's button text: relative luminance of an sRGB colour, and the contrast ratio
/// (L1 + 0.05) / (L2 + 0.05) of the lighter to the darker, from 1:1 to 21:1 (WCAG 2.1,
/// definitions "relative luminance" and "contrast ratio",
/// https://www.w3.org/TR/WCAG21/#dfn-relative-luminance and
/// https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio). WCAG 2.1 linearises a channel below
/// 0.03928 and WCAG 2.2 below 0.04045; no 8-bit channel value lies between the two, so both give
/// the same ratios here.
package enum WCAGContrast {
    /// Success criterion 1.4.3 Contrast (Minimum), level AA: text needs at least 4.5:1
    /// (https://www.w3.org/TR/WCAG21/#contrast-minimum).
    package static let minimumTextRatio = 4.5
    /// Success criterion 1.4.11 Non-text Contrast, level AA: a user interface component needs at
    /// least 3:1 against adjacent colours to be seen as one
    /// (https://www.w3.org/TR/WCAG21/#non-text-contrast).
    package static let minimumComponentRatio = 3.0

    /// The relative luminance of `color`, 0 for black to 1 for white.
    package static func relativeLuminance(_ color: SRGBColor) -> Double {
        func linear(_ channel: UInt8) -> Double {
            let value = Double(channel) / 255
            return value <= 0.03928 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }

    /// The contrast ratio of two colours, in either order.
    package static func ratio(_ first: SRGBColor, _ second: SRGBColor) -> Double {
        let a = relativeLuminance(first)
        let b = relativeLuminance(second)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// The ratio for messages, cut (not rounded) to two decimals, so a ratio just under a threshold
    /// never reads as the threshold itself: 4.4999 is "4.49", not "4.50". The tolerance keeps a
    /// product such as 20.999999999999996 (black on white) at "21.00".
    package static func display(_ ratio: Double) -> String {
        let hundredths = Int((ratio * 100 + 1e-9).rounded(.down))
        let fraction = hundredths % 100
        return "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
    }
}
