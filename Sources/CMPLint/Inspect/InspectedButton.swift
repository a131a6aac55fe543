import CMPLintDocuments

/// A button of a UI as the response configures it: present means shown (each button but the
/// preference center's Save Settings can be hidden in the admin console, OneTrust Display User
/// Interfaces documentation, https://developer.onetrust.com/onetrust/docs/display-user-interfaces,
/// confirmed; that a hidden button is left out of the response is inferred), with its label and how
/// it is shown (`showAsLink`, `showText` of a close button; OneTrust CMP API reference,
/// https://developer.onetrust.com/onetrust/reference, `bannerUIData.buttons`, `pcUIData.buttons`,
/// `vendorListUIData.general.buttons`, confirmed).
public struct InspectedButton: Sendable, Equatable {
    /// The UI: `banner`, `preferences` (the preference center) or `vendorList`.
    public let ui: String
    /// The member name: `acceptAll`, `rejectAll`, `showPreferences`, `savePreferencesButton`, …
    public let name: String
    public let text: String?
    public let showAsLink: Bool?
    public let showText: Bool?

    public init(ui: String, name: String, text: String?, showAsLink: Bool?, showText: Bool?) {
        self.ui = ui
        self.name = name
        self.text = text
        self.showAsLink = showAsLink
        self.showText = showText
    }

    /// The buttons of `buttons` (an object of button objects), in document order.
    package static func all(ui: String, buttons: JSONNodeID?, reader: InspectionReader) -> [InspectedButton] {
        reader.members(buttons).compactMap { member in
            guard reader.document.kind(member.value) == .object else { return nil }
            return InspectedButton(
                ui: ui, name: member.key, text: reader.string(member.value, "text"),
                showAsLink: reader.bool(member.value, "showAsLink"), showText: reader.bool(member.value, "showText"))
        }
    }
}
