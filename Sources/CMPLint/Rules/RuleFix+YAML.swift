/// Reads a rule's `fix:`: one alternative (a mapping) or a non-empty list of them. Every key is
/// checked where it is written: the edit and its value, the applicability, and an `if:` naming
/// message cases and facts that `function` declares.
extension RuleFix {
    static let keys = ["if", "edit", "value", "applicability"]

    static func read(_ node: YAMLNode?, file: String, function: any RuleFunction.Type, context: String) throws(YAMLError) -> RuleFix? {
        guard let node, !node.isNull else { return nil }
        if function.level == .suppressions {
            throw YAMLError(file: file, mark: node.mark, message: "function '\(function.name)' checks \(function.level.subject); 'fix' does not apply")
        }
        let items: [YAMLNode]
        switch node.content {
        case .mapping: items = [node]
        case .sequence(let list) where !list.isEmpty: items = list
        default: throw YAMLError(file: file, mark: node.mark, message: "'fix' of \(context) must be a mapping or a non-empty list of them")
        }
        var alternatives: [Alternative] = []
        for (index, item) in items.enumerated() {
            let alternative = try read(item, file: file, function: function, context: "'fix' of \(context)")
            if alternative.condition == nil && index < items.count - 1 {
                throw YAMLError(file: file, mark: items[index + 1].mark,
                                message: "this fix of \(context) follows one without 'if', which applies to every finding; put the alternatives with 'if' first")
            }
            alternatives.append(alternative)
        }
        return RuleFix(alternatives: alternatives)
    }

    private static func read(_ node: YAMLNode, file: String, function: any RuleFunction.Type, context: String) throws(YAMLError) -> Alternative {
        let map = try YAMLMapping(node, file: file, context: context)
        guard let editName = try map.oneOf("edit", FixEdit.names) else {
            throw map.error("\(context) is missing required key 'edit' (\(FixEdit.names.joined(separator: ", ")))")
        }
        guard let applicabilityName = try map.oneOf("applicability", FixApplicability.allCases.map(\.rawValue)),
              let applicability = FixApplicability(rawValue: applicabilityName) else {
            throw map.error("\(context) is missing required key 'applicability' (safe: applied by `cmplint fix`; unsafe: only with --unsafe-fixes)")
        }
        let valueNode = map.node("value")
        let edit: FixEdit
        switch editName {
        case "set":
            guard let valueNode else { throw map.error("edit 'set' in \(context) needs 'value': the JSON value the node gets", at: "edit") }
            edit = .set(valueNode.jsonValue())
        default:
            if valueNode != nil { throw map.error("'value' goes with edit 'set' only", at: "value") }
            edit = editName == "remove" ? .remove : .empty
        }
        let condition = try self.condition(map.mapping("if", context: "'if' of \(context)"), function: function)
        try map.finish()
        return Alternative(edit: edit, applicability: applicability, condition: condition)
    }

    private static func condition(_ map: YAMLMapping?, function: any RuleFunction.Type) throws(YAMLError) -> Condition? {
        guard let map else { return nil }
        let cases = try map.stringList("case")
        let known = function.messages.keys.sorted()
        for name in cases ?? [] where !known.contains(name) {
            let hint = didYouMean(name, among: known).map { "; did you mean '\($0)'?" } ?? ""
            throw map.error("'\(name)' is not a message case of function '\(function.name)'\(hint) (cases: \(known.joined(separator: ", ")))", at: "case")
        }
        let fact = try map.string("fact")
        let facts = function.facts.map(\.name)
        if let fact, !facts.contains(fact) {
            let hint = didYouMean(fact, among: facts).map { "; did you mean '\($0)'?" } ?? ""
            let list = facts.isEmpty ? "it returns none" : "facts: \(facts.joined(separator: ", "))"
            throw map.error("'\(fact)' is not a fact of function '\(function.name)'\(hint) (\(list))", at: "fact")
        }
        let values = try map.stringList("in")
        if values != nil && fact == nil { throw map.error("'in' needs 'fact': the fact whose value is compared", at: "in") }
        if cases == nil && fact == nil { throw map.error("\(map.context) needs 'case' or 'fact'") }
        try map.finish()
        return Condition(cases: cases, fact: fact, values: values)
    }
}
