import CMPLintDocuments
import CMPLintKnowledge
import Foundation

/// One banner's buttons as `bannerButtonDesign` measures them: colours and sizes read once each,
/// a value that cannot be read reported once (however many checks wanted it), and the absent fields
/// the checks needed collected for one `notChecked` result.
struct BannerButtonReading {
    let document: JSONDocument
    let buttons: JSONNodeID
    let general: JSONNodeID?
    /// `unreadableColor` and `unreadableSize` results, one per field.
    private(set) var unreadable: [FunctionResult] = []
    private var reported: Set<JSONNodeID> = []
    private var missing: [String] = []

    init(document: JSONDocument, buttons: JSONNodeID, banner: JSONNodeID) {
        self.document = document
        self.buttons = buttons
        general = document.member(banner, "general").flatMap { document.kind($0) == .object ? $0 : nil }
    }

    /// Light mode reads the plain fields, dark mode their `…Dark` twins.
    enum Mode: String, CaseIterable {
        case light, dark
        var suffix: String { self == .dark ? "Dark" : "" }
    }

    /// A colour and where it came from.
    struct FieldColor {
        let color: SRGBColor
        let node: JSONNodeID
        let field: String
    }

    // MARK: The checks

    /// `default` results: the text of button `name` below WCAG's 4.5:1 against its background.
    mutating func textContrast(of name: String) -> [FunctionResult] {
        guard let button = button(name), flag(button, "showText") != false else {
            return []
        }
        var results: [FunctionResult] = []
        for mode in Mode.allCases {
            guard let text = colour(button, "textColor" + mode.suffix, label: name, noteAbsent: true),
                let background = background(of: button, name: name, mode: mode)
            else { continue }
            let ratio = WCAGContrast.ratio(text.color, background.colour.color)
            guard ratio < WCAGContrast.minimumTextRatio else { continue }
            let facts: [String: JSONValue] = [
                "button": .string(name), "mode": .string(mode.rawValue),
                "ratio": .string(WCAGContrast.display(ratio)),
                "minimum": .string(Self.threshold(WCAGContrast.minimumTextRatio)),
                "textColor": .string(text.color.hex), "background": .string(background.colour.color.hex),
                "backgroundField": .string(background.colour.field),
            ]
            results.append(FunctionResult(facts: facts, node: text.node, evidence: Self.evidence(facts)))
        }
        return results
    }

    /// The prominence results of Reject All (`reject`) against Accept All (`accept`); none when
    /// either button is not there (`reject-all-missing` reports a missing Reject All).
    mutating func prominence(reject: String, accept: String) -> [FunctionResult] {
        guard let rejectButton = button(reject), let acceptButton = button(accept) else { return [] }
        var results: [FunctionResult] = []
        let rejectLink = flag(rejectButton, "showAsLink") == true
        if rejectLink, flag(acceptButton, "showAsLink") != true, let node = document.member(rejectButton, "showAsLink")
        {
            results.append(FunctionResult(case: "link", node: node, severity: .info))
        }
        if flag(rejectButton, "showText") == false, flag(acceptButton, "showText") != false,
            let node = document.member(rejectButton, "showText")
        {
            results.append(FunctionResult(case: "hiddenText", node: node, severity: .info))
        }
        results += smallerText(reject: (reject, rejectButton), accept: (accept, acceptButton))
        guard !rejectLink else { return results }
        for mode in Mode.allCases {
            guard let banner = bannerBackground(mode),
                let fill = background(of: rejectButton, name: reject, mode: mode),
                let acceptFill = background(of: acceptButton, name: accept, mode: mode)
            else { continue }
            let ratio = WCAGContrast.ratio(fill.colour.color, banner.color)
            let acceptRatio = WCAGContrast.ratio(acceptFill.colour.color, banner.color)
            guard ratio < WCAGContrast.minimumComponentRatio, acceptRatio >= WCAGContrast.minimumComponentRatio else {
                continue
            }
            let facts: [String: JSONValue] = [
                "button": .string(reject), "mode": .string(mode.rawValue),
                "ratio": .string(WCAGContrast.display(ratio)),
                "minimum": .string(Self.threshold(WCAGContrast.minimumComponentRatio)),
                "fill": .string(fill.colour.color.hex), "acceptFill": .string(acceptFill.colour.color.hex),
                "acceptRatio": .string(WCAGContrast.display(acceptRatio)), "background": .string(banner.color.hex),
                "backgroundField": .string(banner.field),
            ]
            results.append(
                FunctionResult(
                    facts: facts, case: "fillBlends", node: fill.isOwn ? fill.colour.node : rejectButton,
                    evidence: Self.evidence(facts)))
        }
        return results
    }

    /// The one `notChecked` result, at the buttons object, when a check lacked a field.
    func notChecked(at node: JSONNodeID) -> [FunctionResult] {
        guard !missing.isEmpty else { return [] }
        return [
            FunctionResult(
                facts: ["fields": .string(missing.joined(separator: ", "))], case: "notChecked", node: node,
                evidence: [JSONMember(key: "fields", value: .array(missing.map(JSONValue.string)))], severity: .info)
        ]
    }

    // MARK: Reading

    private func button(_ name: String) -> JSONNodeID? {
        document.member(buttons, name).flatMap { document.kind($0) == .object ? $0 : nil }
    }

    private func flag(_ button: JSONNodeID, _ key: String) -> Bool? {
        document.member(button, key).flatMap(document.bool)
    }

    /// `smallerText` when Reject All's `fontSize` is below Accept All's; one absent size is noted
    /// (two absent sizes are the same default).
    private mutating func smallerText(reject: (String, JSONNodeID), accept: (String, JSONNodeID)) -> [FunctionResult] {
        let rejectSize = size(reject.1, label: reject.0)
        let acceptSize = size(accept.1, label: accept.0)
        switch (rejectSize, acceptSize) {
        case (.value(let small, let node), .value(let large, _)) where small.value < large.value:
            let facts: [String: JSONValue] = ["rejectSize": .string(small.text), "acceptSize": .string(large.text)]
            return [FunctionResult(facts: facts, case: "smallerText", node: node, evidence: Self.evidence(facts))]
        case (.absent, .value): note(reject.0 + ".fontSize")
        case (.value, .absent): note(accept.0 + ".fontSize")
        default: break
        }
        return []
    }

    /// What lies behind a button's text: its own fill, or the banner's background when it has
    /// none or is shown as a link. Nil when a colour needed is absent (noted) or unreadable.
    private mutating func background(of button: JSONNodeID, name: String, mode: Mode) -> (
        colour: FieldColor, isOwn: Bool
    )? {
        if flag(button, "showAsLink") != true {
            let key = "color" + mode.suffix
            if let own = colour(button, key, label: name, noteAbsent: false) { return (own, true) }
            if document.member(button, key).map({ isAbsent($0) }) == false { return nil }
        }
        return bannerBackground(mode).map { ($0, false) }
    }

    private mutating func bannerBackground(_ mode: Mode) -> FieldColor? {
        let key = "backgroundColor" + mode.suffix
        guard let general else {
            note("general." + key)
            return nil
        }
        return colour(general, key, label: "general", noteAbsent: true)
    }

    /// The colour at `object.key`; nil when absent (noted when `noteAbsent`) or unreadable (reported).
    private mutating func colour(_ object: JSONNodeID, _ key: String, label: String, noteAbsent: Bool) -> FieldColor? {
        let field = label + "." + key
        guard let node = document.member(object, key), !isAbsent(node) else {
            if noteAbsent { note(field) }
            return nil
        }
        if document.kind(node) == .string, let text = document.stringPrefix(node, maxBytes: SRGBColor.maxLength + 1),
            !text.isCut, let color = SRGBColor(parsing: text.text)
        {
            return FieldColor(color: color, node: node, field: field)
        }
        report("unreadableColor", field: field, node: node)
        return nil
    }

    private enum Size {
        case absent, unreadable
        case value((value: Double, text: String), JSONNodeID)
    }

    /// A `fontSize`: a string holding a number (as published) or a number.
    private mutating func size(_ button: JSONNodeID, label: String) -> Size {
        let field = label + ".fontSize"
        guard let node = document.member(button, "fontSize"), !isAbsent(node) else { return .absent }
        let text: String?
        switch document.kind(node) {
        case .number: text = document.numberText(node)
        case .string: text = document.stringPrefix(node, maxBytes: 20).flatMap { $0.isCut ? nil : $0.text }
        default: text = nil
        }
        if let text, let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite, value > 0 {
            return .value((value, text), node)
        }
        report("unreadableSize", field: field, node: node)
        return .unreadable
    }

    /// Null and `""` say as little as a missing member.
    private func isAbsent(_ node: JSONNodeID) -> Bool {
        document.kind(node) == .null || (document.kind(node) == .string && document.stringEquals(node, ""))
    }

    private mutating func note(_ field: String) {
        if !missing.contains(field) { missing.append(field) }
    }

    private mutating func report(_ messageCase: String, field: String, node: JSONNodeID) {
        guard reported.insert(node).inserted else { return }
        let facts: [String: JSONValue] = [
            "field": .string(field), "value": .string(document.shortText(node, limit: 40)),
        ]
        unreadable.append(
            FunctionResult(facts: facts, case: messageCase, node: node, evidence: Self.evidence(facts), severity: .info)
        )
    }

    /// A WCAG threshold as WCAG writes it: 4.5, 3.
    private static func threshold(_ ratio: Double) -> String { String(format: "%g", ratio) }

    /// The facts as evidence, in a fixed order.
    private static func evidence(_ facts: [String: JSONValue]) -> [JSONMember] {
        facts.keys.sorted().map { JSONMember(key: $0, value: facts[$0] ?? .null) }
    }
}
