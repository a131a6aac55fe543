import CMPLintDocuments
import CMPLintPaths

/// Reports a preference group whose consent toggle is shown switched on: its `consentToggleStatus`
/// is 0 or 1 (a toggle is shown; -1 is none, 2 "always active") and its `consentStatus`, the
/// toggle's initial state, is 1 (the Roku SDK reads both so, [C-code]; the fields are in OneTrust's
/// CMP API reference, "Get Preference Center Data",
/// https://developer.onetrust.com/onetrust/reference/get_preferences, confirmed). Where consent
/// must be opted into, a pre-ticked box is no valid consent (CJEU, C-673/17 Planet49,
/// https://curia.europa.eu/juris/liste.jsf?num=C-673/17, confirmed; EDPB Cookie Banner Taskforce
/// report, 17 January 2023). Always-active groups (strictly necessary) are not toggles and are not
/// reported. Where opt-in applies is the rule's `when:`.
package struct PretickedConsent: SetCheck {
    package static let summary =
        "No preference group may show its consent toggle switched on before the user chose."
    package static let options: [OptionSpec] = [
        GroupSelection.groupsOption, GroupSelection.groupIdOption,
        OptionSpec(
            "toggle", .string,
            "the member of a group holding its toggle status: -1 none, 0 or 1 shown, 2 always active (e.g. consentToggleStatus)",
            required: true),
        OptionSpec(
            "status", .string, "the member of a group holding the toggle's initial state, 1 on (e.g. consentStatus)",
            required: true),
        OptionSpec("groupName", .string, "the member of a group holding its name, for messages (e.g. groupName)"),
    ]
    package static let facts: [FactSpec] = [
        FactSpec("groupId", "the preference group's id"),
        FactSpec("groupName", "the group's name, when it has one"),
    ]

    package let groups: GroupSelection
    package let toggle: String
    package let status: String
    package let groupName: String?

    package init(options: FunctionOptions) throws(YAMLError) {
        groups = try GroupSelection(options: options, withType: false)
        toggle = try options.string("toggle") ?? ""
        status = try options.string("status") ?? ""
        groupName = try options.string("groupName")
    }

    package func evaluate(_ set: SnapshotSet) -> [FunctionResult] {
        guard let preferences = set.response(.preferences) else { return [] }
        var results: [FunctionResult] = []
        for group in groups.groups(in: preferences) {
            guard let shown = preferences.member(group.node, toggle).flatMap(preferences.integer),
                shown == 0 || shown == 1,
                let state = preferences.member(group.node, status), preferences.integer(state) == 1
            else { continue }
            var facts: [String: JSONValue] = ["groupId": .string(group.groupId)]
            if let name = groupName.flatMap({ preferences.member(group.node, $0) }).flatMap(preferences.string) {
                facts["groupName"] = .string(name)
            }
            results.append(FunctionResult(facts: facts, node: state, component: .preferences))
        }
        return results
    }
}
