import Testing

@testable import CMPLintKnowledge

/// Colour reading and WCAG 2.x contrast, against values WCAG's definitions give.
struct WCAGContrastTests {
    func color(_ text: String) throws -> SRGBColor { try #require(SRGBColor(parsing: text), "\(text)") }

    @Test func knownRatios() throws {
        let white = try color("#FFFFFF")
        let black = try color("#000000")
        #expect(abs(WCAGContrast.ratio(black, white) - 21) < 1e-9)
        #expect(abs(WCAGContrast.ratio(white, white) - 1) < 1e-12)
        // #777777 on white is the classic near miss, #767676 the darkest grey that passes.
        #expect(abs(WCAGContrast.ratio(try color("#777777"), white) - 4.478) < 0.001)
        #expect(WCAGContrast.ratio(try color("#777777"), white) < WCAGContrast.minimumTextRatio)
        #expect(abs(WCAGContrast.ratio(try color("#767676"), white) - 4.542) < 0.001)
        #expect(WCAGContrast.ratio(try color("#767676"), white) >= WCAGContrast.minimumTextRatio)
        #expect(abs(WCAGContrast.ratio(try color("#FF0000"), white) - 3.998) < 0.001)
        #expect(abs(WCAGContrast.ratio(try color("#0000FF"), white) - 8.592) < 0.001)
    }

    @Test func ratioIgnoresOrder() throws {
        let text = try color("#1A5FB4")
        let background = try color("#F2F2F2")
        #expect(WCAGContrast.ratio(text, background) == WCAGContrast.ratio(background, text))
    }

    @Test func relativeLuminanceOfPrimaries() throws {
        #expect(WCAGContrast.relativeLuminance(try color("#000")) == 0)
        #expect(abs(WCAGContrast.relativeLuminance(try color("#FFF")) - 1) < 1e-12)
        #expect(abs(WCAGContrast.relativeLuminance(try color("#F00")) - 0.2126) < 1e-12)
        #expect(abs(WCAGContrast.relativeLuminance(try color("#0F0")) - 0.7152) < 1e-12)
        #expect(abs(WCAGContrast.relativeLuminance(try color("#00F")) - 0.0722) < 1e-12)
        // Below the linear segment's end a channel is divided by 12.92.
        #expect(abs(WCAGContrast.relativeLuminance(try color("#0A0A0A")) - 10.0 / 255 / 12.92) < 1e-12)
    }

    @Test func displayCutsRatherThanRounds() {
        #expect(WCAGContrast.display(4.4999) == "4.49")
        #expect(WCAGContrast.display(4.478) == "4.47")
        #expect(WCAGContrast.display(21) == "21.00")
        #expect(WCAGContrast.display(1) == "1.00")
        #expect(WCAGContrast.display(3.05) == "3.05")
    }

    @Test func readsTheSchemasFormsAndCSSs() throws {
        #expect(try color("#FFF") == SRGBColor(red: 255, green: 255, blue: 255))
        #expect(try color("#1a5fb4") == SRGBColor(red: 0x1A, green: 0x5F, blue: 0xB4))
        #expect(try color(" #346E4A ") == SRGBColor(red: 0x34, green: 0x6E, blue: 0x4A))
        #expect(try color("rgb(26, 95, 180)") == SRGBColor(red: 0x1A, green: 0x5F, blue: 0xB4))
        #expect(try color("RGB(0,0,0)") == SRGBColor(red: 0, green: 0, blue: 0))
        #expect(try color("#abc") == SRGBColor(red: 0xAA, green: 0xBB, blue: 0xCC))
        #expect(SRGBColor(red: 10, green: 11, blue: 255).hex == "#0A0BFF")
    }

    /// Alpha forms, names and anything malformed are no colour: never a guess, never a trap.
    @Test(arguments: [
        "", "#", "#12345", "#1234567", "#FFFFFF80", "#FFFF", "white", "transparent", "#GGGGGG", "FFFFFF",
        "rgb(256, 0, 0)", "rgb(1, 2)", "rgb(1, 2, 3, 4)", "rgba(0, 0, 0, 1)", "rgb(-1, 0, 0)", "rgb(1.5, 0, 0)",
        "rgb(,,)", "#ＦＦＦ", String(repeating: "#FFFFFF", count: 100),
    ])
    func rejectsWhatItCannotRead(text: String) {
        #expect(SRGBColor(parsing: text) == nil)
    }
}
