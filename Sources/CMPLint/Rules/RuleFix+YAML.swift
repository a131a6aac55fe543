import CMPLintDocuments

/// Reads a rule's `fix:`: one alternative (a mapping) or a non-empty list of them. Every key is
/// checked where it is written: the edit and its value, the applicability, and an `if:`
/// (`FindingCondition.read`).
extension RuleFix {
    package static let keys = ["if", "edit", "value", "applicability"]

    package static func read(_ node: YAMLNode?, file: String, function configured: any RuleFunction, context: String)
        throws(YAMLError) -> RuleFix?
    {
        let function = type(of: configured)
        guard let node, !node.isNull else { return nil }
        if function.level == .suppressions {
            throw YAMLError(
                file: file, mark: node.mark,
                message: "function '\(function.name)' checks \(function.level.subject); 'fix' does not apply")
        }
        let items: [YAMLNode]
        switch node.content {
        case .mapping: items = [node]
        case .sequence(let list) where !list.isEmpty: items = list
        default:
            throw YAMLError(
                file: file, mark: node.mark,
                message: "'fix' of \(context) must be a mapping or a non-empty list of them")
        }
        var alternatives: [Alternative] = []
        for (index, item) in items.enumerated() {
            let alternative = try read(item, file: file, function: configured, context: "'fix' of \(context)")
            if alternative.condition == nil && index < items.count - 1 {
                throw YAMLError(
                    file: file, mark: items[index + 1].mark,
                    message:
                        "this fix of \(context) follows one without 'if', which applies to every finding; put the alternatives with 'if' first"
                )
            }
            alternatives.append(alternative)
        }
        return RuleFix(alternatives: alternatives)
    }

    private static func read(_ node: YAMLNode, file: String, function: any RuleFunction, context: String)
        throws(YAMLError) -> Alternative
    {
        let map = try YAMLMapping(node, file: file, context: context)
        guard let editName = try map.oneOf("edit", FixEdit.names) else {
            throw map.error("\(context) is missing required key 'edit' (\(FixEdit.names.joined(separator: ", ")))")
        }
        guard let applicabilityName = try map.oneOf("applicability", FixApplicability.allCases.map(\.rawValue)),
            let applicability = FixApplicability(rawValue: applicabilityName)
        else {
            throw map.error(
                "\(context) is missing required key 'applicability' (safe: applied by `cmplint fix`; unsafe: only with --unsafe-fixes)"
            )
        }
        let valueNode = map.node("value")
        let edit: FixEdit
        switch editName {
        case "set":
            guard let valueNode else {
                throw map.error("edit 'set' in \(context) needs 'value': the JSON value the node gets", at: "edit")
            }
            edit = .set(valueNode.jsonValue())
        default:
            if valueNode != nil { throw map.error("'value' goes with edit 'set' only", at: "value") }
            edit = editName == "remove" ? .remove : .empty
        }
        let condition = try FindingCondition.read(map.mapping("if", context: "'if' of \(context)"), function: function)
        try map.finish()
        return Alternative(edit: edit, applicability: applicability, condition: condition)
    }
}
