import Foundation
import Testing

@testable import CMPLint
@testable import CMPLintDocuments

/// `reject-less-prominent` (`bannerButtonDesign`): cases, severities, messages, evidence, scope.
struct RejectLessProminentTests {
    func lint(_ banner: String, country: String? = "DE") throws -> [Finding] {
        Linter(ruleset: try DefaultRuleset.load().only("reject-less-prominent"))
            .lint(snapshotSet([.banner: banner], expectations: SetExpectations(country: country)))
    }

    /// A banner of `template` with `general` colours and the given buttons (JSON members).
    func banner(
        template: String = "IAB2V2",
        general: String = ##""backgroundColor": "#FFFFFF", "backgroundColorDark": "#1F1F1F""##,
        buttons: String
    ) -> String {
        ##"{"appConfig": {"templateType": "\##(template)"}, "bannerUIData": {"general": {\##(general)}, "buttons": {\##(buttons)}}}"##
    }

    static let accept =
        ##""acceptAll": {"color": "#1A5FB4", "colorDark": "#62A0EA", "fontSize": "16", "textColor": "#FFFFFF", "textColorDark": "#000000"}"##
    static let reject =
        ##""rejectAll": {"color": "#1A5FB4", "colorDark": "#62A0EA", "fontSize": "16", "textColor": "#FFFFFF", "textColorDark": "#000000"}"##

    @Test func equalButtonsAreClean() throws {
        #expect(try lint(banner(buttons: Self.accept + ", " + Self.reject)).isEmpty)
    }

    @Test func contrastNamesModeRatioAndColours() throws {
        let grey =
            ##""acceptAll": {"color": "#FFFFFF", "colorDark": "#1F1F1F", "textColor": "#777777", "textColorDark": "#5A5A5A"}"##
        let findings = try lint(banner(template: "CPRA", buttons: grey), country: "US")
        #expect(
            findings.map(\.pointer) == [
                "/bannerUIData/buttons/acceptAll/textColor", "/bannerUIData/buttons/acceptAll/textColorDark",
            ])
        #expect(findings.allSatisfy { $0.severity == .warning })
        #expect(
            findings.first?.message
                == "the text of button acceptAll has a contrast of 4.47:1 against its background in light mode (#777777 on #FFFFFF, acceptAll.color), below the 4.5:1 WCAG asks for text: many users cannot read it"
        )
        #expect(findings.last?.message.contains("in dark mode (#5A5A5A on #1F1F1F, acceptAll.colorDark)") == true)
        let evidence = Dictionary(uniqueKeysWithValues: (findings.first?.evidence ?? []).map { ($0.key, $0.value) })
        #expect(evidence["ratio"] == .string("4.47"))
        #expect(evidence["textColor"] == .string("#777777"))
        #expect(evidence["background"] == .string("#FFFFFF"))
        #expect(evidence["mode"] == .string("light"))
    }

    /// Contrast is checked everywhere: an unknown country, any template.
    @Test func contrastNeedsNoCountry() throws {
        let faint =
            ##""showPreferences": {"color": "#FFFFFF", "textColor": "#BBBBBB", "colorDark": "#1F1F1F", "textColorDark": "#F2F2F2"}"##
        for country in [nil, "US", "BR", "DE"] {
            let findings = try lint(banner(template: "GENERIC", buttons: faint), country: country)
            #expect(findings.map(\.pointer) == ["/bannerUIData/buttons/showPreferences/textColor"], "\(country ?? "-")")
        }
    }

    /// A button shown as a link, or without a fill, is read on the banner's background.
    @Test func linksAndUnfilledButtonsUseTheBannersBackground() throws {
        let link =
            ##""closeButton": {"showAsLink": true, "color": "#2F2F2F", "textColor": "#2F2F2F", "colorDark": "#F2F2F2", "textColorDark": "#F2F2F2"}"##
        #expect(try lint(banner(buttons: link)).isEmpty)
        let unfilled = ##""showPreferences": {"textColor": "#FFFFFF", "textColorDark": "#F2F2F2"}"##
        let findings = try lint(banner(buttons: unfilled))
        #expect(findings.map(\.pointer) == ["/bannerUIData/buttons/showPreferences/textColor"])
        #expect(findings.first?.message.contains("general.backgroundColor)") == true)
    }

    @Test func linkAndHiddenTextAreInfo() throws {
        let reject =
            ##""rejectAll": {"showAsLink": true, "showText": false, "fontSize": "16", "textColor": "#1A5FB4", "textColorDark": "#62A0EA"}"##
        let findings = try lint(banner(template: "GDPR", buttons: Self.accept + ", " + reject), country: "FR")
        #expect(
            findings.map(\.pointer) == [
                "/bannerUIData/buttons/rejectAll/showAsLink", "/bannerUIData/buttons/rejectAll/showText",
            ])
        #expect(findings.allSatisfy { $0.severity == .info })
        #expect(
            findings.first?.message.hasPrefix(
                "Reject All is shown as a link (showAsLink true) while Accept All is a button: users in FR") == true)
        #expect(findings.last?.message.hasPrefix("Reject All's text is hidden (showText false)") == true)
    }

    /// When Accept All is a link or hides its text too, Reject All is not the weaker one.
    @Test func equalTreatmentIsNotReported() throws {
        let accept =
            ##""acceptAll": {"showAsLink": true, "showText": false, "textColor": "#1A5FB4", "textColorDark": "#62A0EA"}"##
        let reject =
            ##""rejectAll": {"showAsLink": true, "showText": false, "textColor": "#1A5FB4", "textColorDark": "#62A0EA"}"##
        #expect(try lint(banner(buttons: accept + ", " + reject)).isEmpty)
    }

    @Test func smallerTextIsAWarningWithBothSizes() throws {
        let reject = Self.reject.replacingOccurrences(of: ##""fontSize": "16""##, with: ##""fontSize": 13"##)
        let findings = try lint(banner(buttons: Self.accept + ", " + reject), country: "AT")
        #expect(findings.map(\.pointer) == ["/bannerUIData/buttons/rejectAll/fontSize"])
        #expect(findings.first?.severity == .warning)
        #expect(
            findings.first?.message.hasPrefix("Reject All's text is smaller than Accept All's (fontSize 13 against 16)")
                == true)
        let larger = Self.reject.replacingOccurrences(of: ##""fontSize": "16""##, with: ##""fontSize": "18""##)
        #expect(try lint(banner(buttons: Self.accept + ", " + larger)).isEmpty)
    }

    @Test func fillThatBlendsIsReportedPerMode() throws {
        let reject =
            ##""rejectAll": {"color": "#FFFFFF", "colorDark": "#1F1F1F", "fontSize": "16", "textColor": "#1A5FB4", "textColorDark": "#62A0EA"}"##
        let findings = try lint(banner(buttons: Self.accept + ", " + reject), country: "GB")
        #expect(
            findings.map(\.pointer) == [
                "/bannerUIData/buttons/rejectAll/color", "/bannerUIData/buttons/rejectAll/colorDark",
            ])
        #expect(findings.allSatisfy { $0.severity == .warning })
        #expect(
            findings.first?.message
                == "in light mode Reject All's fill #FFFFFF stands out from the banner's #FFFFFF by 1.00:1, under the 3:1 a control needs to be seen, while Accept All's #1A5FB4 stands out by 6.28:1: Reject All reads as text beside an Accept All button for users in GB"
        )
        // Without a fill of its own Reject All sits on the banner: reported at the button.
        let unfilled = ##""rejectAll": {"fontSize": "16", "textColor": "#1A5FB4", "textColorDark": "#62A0EA"}"##
        #expect(
            try lint(banner(buttons: Self.accept + ", " + unfilled)).map(\.pointer) == [
                "/bannerUIData/buttons/rejectAll", "/bannerUIData/buttons/rejectAll",
            ])
    }

    /// Prominence is judged only in the EEA, the UK and Switzerland with a GDPR or IAB template.
    @Test(arguments: [("US", "IAB2V2"), ("FR", "CCPA"), ("BR", "GDPR"), (nil, "GDPR")] as [(String?, String)])
    func prominenceScope(country: String?, template: String) throws {
        let reject =
            ##""rejectAll": {"showAsLink": true, "fontSize": "10", "textColor": "#1A5FB4", "textColorDark": "#62A0EA"}"##
        #expect(try lint(banner(template: template, buttons: Self.accept + ", " + reject), country: country).isEmpty)
    }

    @Test func unreadableValuesAreReportedOnceAtInfo() throws {
        // The banner's background is needed by three checks of two buttons; it is reported once.
        let general = ##""backgroundColor": "rgba(0, 0, 0, 0.5)", "backgroundColorDark": "#1F1F1F""##
        let accept = ##""acceptAll": {"fontSize": "16", "textColor": "#FFFFFF", "textColorDark": "#FFFFFF"}"##
        let reject = ##""rejectAll": {"fontSize": "large", "textColor": "#FFFFFF", "textColorDark": "#FFFFFF"}"##
        let findings = try lint(banner(general: general, buttons: accept + ", " + reject))
        #expect(
            findings.map(\.pointer) == [
                "/bannerUIData/general/backgroundColor", "/bannerUIData/buttons/rejectAll/fontSize",
            ])
        #expect(findings.allSatisfy { $0.severity == .info })
        #expect(
            findings.first?.message.hasPrefix(##"general.backgroundColor is "rgba(0, 0, 0, 0.5)", not a colour"##)
                == true)
        #expect(findings.last?.message.hasPrefix(##"rejectAll.fontSize is "large", not a number"##) == true)
    }

    @Test func absentFieldsAreListedInOneInfo() throws {
        let accept = ##""acceptAll": {"color": "#1A5FB4", "fontSize": "16", "textColor": "#FFFFFF"}"##
        let reject = ##""rejectAll": {"color": "#1A5FB4", "textColor": "#FFFFFF"}"##
        let findings = try lint(banner(general: ##""backgroundColor": "#FFFFFF""##, buttons: accept + ", " + reject))
        #expect(findings.map(\.pointer) == ["/bannerUIData/buttons"])
        #expect(findings.first?.severity == .info)
        #expect(
            findings.first?.message
                == "the banner's buttons could not be fully checked: acceptAll.textColorDark, rejectAll.textColorDark, rejectAll.fontSize, general.backgroundColorDark absent"
        )
    }

    /// Every shape a hostile or broken banner may take: findings or nothing, never a trap.
    @Test(arguments: [
        "{}", "[]", ##"{"bannerUIData": []}"##, ##"{"bannerUIData": {"buttons": []}}"##,
        ##"{"bannerUIData": {"general": [], "buttons": {"acceptAll": [], "rejectAll": "x"}}}"##,
        ##"{"appConfig": {"templateType": 7}, "bannerUIData": {"general": {"backgroundColor": 0}, "buttons": {"acceptAll": {"textColor": null, "color": true, "fontSize": {}}, "rejectAll": {"showAsLink": "yes", "fontSize": "1e400", "textColor": ""}}}}"##,
    ])
    func oddShapesDoNotTrap(text: String) throws {
        for finding in try lint(text) { #expect(finding.severity == .info, "\(finding.message)") }
    }
}
