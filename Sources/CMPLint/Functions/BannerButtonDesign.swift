import CMPLintDocuments
import CMPLintKnowledge
import CMPLintPaths

/// Checks the banner's first-layer buttons (`bannerUIData` given, its `buttons` and `general`) as a
/// user sees them: whether Reject All is as prominent as Accept All, and whether every button's
/// text can be read.
///
/// Fields, all in OneTrust's CMP API OpenAPI definition (Get Banner Data, `bannerUIData`,
/// https://developer.onetrust.com/onetrust/openapi/consent-preferences-consent-management-platform-cmp.json,
/// confirmed): each button has `color`/`colorDark`, `textColor`/`textColorDark` and `fontSize` (a
/// string such as `'17'`), `general` has `backgroundColor` (required) and `backgroundColorDark`;
/// `showAsLink` and `showText` are published for `closeButton` (and `showAsLink` for
/// `showPreferences`), not for `acceptAll` or `rejectAll`. What they mean: OneTrust's Roku SDK fills
/// a button with `color` and writes its text in `textColor`, and draws a `closeButton` with
/// `showAsLink` on the banner's `backgroundColor` without a border (client code, confirmed for
/// that SDK; the same reading in the iOS and Android SDKs is inferred). The `…Dark` fields are the
/// dark-mode colours (inferred from their names). So:
///
/// - a button's text is measured against its own `color` (`colorDark`); a button without one, or
///   shown as a link, against the banner's `backgroundColor` (`backgroundColorDark`): nothing else
///   lies behind its text (inferred). Below WCAG's 4.5:1 is the `default` case, in either mode.
///   Buttons listed in `textButtons` are checked, unless their `showText` is false (an icon).
/// - where the set's country is in `prominenceCountries` and the banner's template (`template`) in
///   `prominenceTemplates`, Reject All (`reject`) is compared with Accept All (`accept`): shown as
///   a link while Accept All is not (`link`), text hidden while Accept All's is shown
///   (`hiddenText`), both at info since these fields are not published for these buttons; a
///   smaller `fontSize` (`smallerText`); and a fill that stands out from the banner's background by
///   less than the 3:1 a control needs (WCAG 1.4.11) while Accept All's does not (`fillBlends`),
///   in either mode.
///
/// A colour or size that cannot be read is reported at info (`unreadableColor`, `unreadableSize`);
/// fields the checks need that are absent are listed in one info per banner (`notChecked`), never
/// guessed. Two buttons without `fontSize` get the same default size, so only one missing size
/// counts.
package struct BannerButtonDesign: NodeFunction {
    package static let name = "bannerButtonDesign"
    package static let summary =
        "The banner's button text must reach WCAG's 4.5:1 contrast in light and dark mode, and (where `prominenceCountries` and `prominenceTemplates` apply) Reject All must not be shown less prominently than Accept All."
    package static let options = [
        OptionSpec("accept", .string, "the Accept All button's member of `buttons`", required: true),
        OptionSpec("reject", .string, "the Reject All button's member of `buttons`", required: true),
        OptionSpec(
            "textButtons", .strings, "the members of `buttons` whose text contrast is checked", required: true),
        OptionSpec(
            "prominenceCountries", .strings,
            "the set's countries where Reject All must be as prominent as Accept All (an unknown country never is one)"),
        OptionSpec(
            "prominenceTemplates", .strings, "the templates (at `template`) where the prominence checks apply"),
        OptionSpec("template", .paths, "where the banner says its template (e.g. #AppConfig.templateType)"),
    ]
    package static let facts = [
        FactSpec("button", "the button's member of `buttons`, e.g. rejectAll"),
        FactSpec("mode", "light or dark"),
        FactSpec("ratio", "the measured contrast ratio, cut to two decimals (e.g. 3.94)"),
        FactSpec("minimum", "the WCAG minimum the ratio misses (4.5 for text, 3 for a control)"),
        FactSpec("textColor", "default: the text colour, as #RRGGBB"),
        FactSpec("background", "the colour behind the text (default) or around the button (fillBlends), as #RRGGBB"),
        FactSpec("backgroundField", "where that colour comes from, e.g. rejectAll.color or general.backgroundColor"),
        FactSpec("fill", "fillBlends: Reject All's fill, as #RRGGBB"),
        FactSpec("acceptFill", "fillBlends: Accept All's fill, as #RRGGBB"),
        FactSpec("acceptRatio", "fillBlends: how far Accept All's fill stands out from the banner"),
        FactSpec("rejectSize", "smallerText: Reject All's fontSize"),
        FactSpec("acceptSize", "smallerText: Accept All's fontSize"),
        FactSpec("field", "unreadableColor, unreadableSize: the field, e.g. rejectAll.textColorDark"),
        FactSpec("value", "unreadableColor, unreadableSize: its value, shortened"),
        FactSpec("fields", "notChecked: the absent fields, comma-separated"),
    ]
    package static let messageCases = [
        "link", "hiddenText", "smallerText", "fillBlends", "unreadableColor", "unreadableSize", "notChecked",
    ]

    package let accept: String
    package let reject: String
    package let textButtons: [String]
    package let prominenceCountries: Set<String>
    package let prominenceTemplates: Set<String>
    package let template: SelectorWalker

    package init(options: FunctionOptions) throws(YAMLError) {
        accept = try options.string("accept") ?? ""
        reject = try options.string("reject") ?? ""
        textButtons = try options.stringList("textButtons") ?? []
        prominenceCountries = Set(try options.stringList("prominenceCountries") ?? [])
        prominenceTemplates = Set(try options.stringList("prominenceTemplates") ?? [])
        template = SelectorWalker(selectors: try options.paths("template") ?? [])
    }

    package func evaluate(_ target: NodeTarget) -> [FunctionResult] {
        let document = target.document
        guard let banner = target.value, document.kind(banner) == .object,
            let buttons = document.member(banner, "buttons"), document.kind(buttons) == .object
        else { return [] }
        var reading = BannerButtonReading(document: document, buttons: buttons, banner: banner)
        var results: [FunctionResult] = []
        for name in textButtons {
            results += reading.textContrast(of: name)
        }
        if appliesProminence(target) {
            results += reading.prominence(reject: reject, accept: accept)
        }
        return reading.unreadable + results + reading.notChecked(at: buttons)
    }

    /// Whether the set's country and the banner's template call for the prominence checks.
    private func appliesProminence(_ target: NodeTarget) -> Bool {
        guard let country = target.expectations.country, prominenceCountries.contains(country) else { return false }
        guard let found = target.document.firstString(matching: template) else { return false }
        return prominenceTemplates.contains(found.value)
    }
}
