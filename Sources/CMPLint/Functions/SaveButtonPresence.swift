/// Reports a preference center without `pcUIData.buttons.savePreferencesButton`. Every preference
/// center button can be hidden except Save Settings, which users need to update their choices
/// (display-user-interfaces.md, confirmed); the button is `savePreferencesButton` with interaction
/// `PREFERENCE_CENTER_CONFIRM` (cmp-api.md §3, confirmed). Rules select `pcUIData`, so only
/// preferences responses are checked.
struct SaveButtonPresence: NodeFunction {
    static let name = "saveButtonPresence"
    static let level = FunctionLevel.node
    static let summary = "The selected `pcUIData` must hold `buttons.savePreferencesButton` as an object."

    init(options: FunctionOptions) throws(YAMLError) { try options.requireNone() }

    func evaluate(_ target: NodeTarget) -> [FunctionResult] {
        let document = target.document
        guard let pcUIData = target.value else { return [] }
        let consequence = "the preference center would have no Save Settings button, so users could not save their choices"
        guard document.kind(pcUIData) == .object else {
            return [FunctionResult(message: "pcUIData is a JSON \(document.typeName(pcUIData)), so there is no savePreferencesButton: \(consequence)", node: pcUIData)]
        }
        guard let buttons = document.member(pcUIData, "buttons") else {
            return [FunctionResult(message: "pcUIData has no buttons, so no savePreferencesButton: \(consequence)", node: pcUIData)]
        }
        guard document.kind(buttons) == .object else {
            return [FunctionResult(message: "pcUIData.buttons is a JSON \(document.typeName(buttons)), so there is no savePreferencesButton: \(consequence)", node: buttons)]
        }
        guard let save = document.member(buttons, "savePreferencesButton") else {
            return [FunctionResult(message: "pcUIData.buttons has no savePreferencesButton: \(consequence)", node: buttons)]
        }
        guard document.kind(save) == .object else {
            return [FunctionResult(message: "savePreferencesButton is a JSON \(document.typeName(save)), not a button object: \(consequence)", node: save)]
        }
        return []
    }
}
