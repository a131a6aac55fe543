import CMPLintDocuments

/// Renders the functions rules can name (`cmplint functions`): level, summary, options with their
/// types, defaults and descriptions, facts, message cases and the default rules that use each,
/// straight from the functions' declarations. docs/functions.md is its Markdown.
public enum FunctionDocumentation {
    /// Every function, or those named in `names` (in registry order).
    public static func functions(named names: [String] = []) -> [any RuleFunction.Type] {
        names.isEmpty ? FunctionRegistry.all : FunctionRegistry.all.filter { names.contains($0.name) }
    }

    // MARK: JSON

    public static func json(_ functions: [any RuleFunction.Type] = FunctionRegistry.all) -> String {
        SchemaValue.object(
            ("engineFacts", .array(RuleMessage.engineFacts.map(json))),
            ("functions", .array(functions.map(json)))
        ).prettyText() + "\n"
    }

    package static func json(_ function: any RuleFunction.Type) -> JSONValue {
        SchemaValue.object(
            ("name", .string(function.name)),
            ("level", .string(function.level.rawValue)),
            ("summary", .string(function.summary)),
            ("options", .array(function.options.map(json))),
            ("facts", .array(function.facts.map(json))),
            ("messageCases", SchemaValue.strings(cases(function)))
        )
    }

    package static func json(_ option: OptionSpec) -> JSONValue {
        var values: [String]?
        var columns: [OptionSpec]?
        switch option.type {
        case .oneOf(let allowed), .someOf(let allowed): values = allowed
        case .table(let specs), .object(let specs): columns = specs
        default: break
        }
        return SchemaValue.object(
            ("name", .string(option.name)),
            ("type", .string(option.type.displayName)),
            ("values", values.map(SchemaValue.strings)),
            ("options", columns.map { .array($0.map(json)) }),
            ("required", .bool(option.required)),
            ("default", option.defaultValue ?? .null),
            ("description", .string(option.description))
        )
    }

    package static func json(_ fact: FactSpec) -> JSONValue {
        SchemaValue.object(("name", .string(fact.name)), ("description", .string(fact.description)))
    }

    /// Message case names, `default` first.
    package static func cases(_ function: any RuleFunction.Type) -> [String] {
        ordered(function.allMessageCases)
    }

    /// Message case names sorted, `default` first.
    package static func ordered(_ cases: [String]) -> [String] {
        cases.sorted { ($0 == "default" ? 0 : 1, $0) < ($1 == "default" ? 0 : 1, $1) }
    }

    // MARK: Text

    public static func text(_ functions: [any RuleFunction.Type] = FunctionRegistry.all) -> String {
        var out = functions.map(text).joined(separator: "\n")
        out += "\nEvery rule's message can also use: "
        out += RuleMessage.engineFacts.map { "{{\($0.name)}} (\($0.description))" }.joined(separator: ", ") + ".\n"
        if functions.count == FunctionRegistry.all.count {
            out +=
                "\n\(functions.count) functions. `cmplint functions NAME` shows one; --format json or markdown for tools and docs.\n"
        }
        return out
    }

    package static func text(_ function: any RuleFunction.Type) -> String {
        var out = "\(function.name)  (\(function.level.rawValue))\n  \(function.summary)\n"
        let options = function.options
        if options.isEmpty {
            out += "  Options: none\n"
        } else {
            out += "  Options:\n" + optionLines(options, indent: 4)
        }
        out += "  Facts:\n" + table(function.facts.map { ($0.name, $0.description) }, indent: 4)
        out += "  Message cases: " + cases(function).joined(separator: ", ") + "\n"
        return out
    }

    package static func optionLines(_ options: [OptionSpec], indent: Int) -> String {
        let rows = options.map { option -> (String, String) in
            var details = [option.type.displayName]
            if option.required { details.append("required") }
            if let value = option.defaultValue { details.append("default \(value.jsonText)") }
            return (option.name, option.description + " [" + details.joined(separator: "; ") + "]")
        }
        var out = ""
        for (option, row) in zip(
            options, table(rows, indent: indent).split(separator: "\n", omittingEmptySubsequences: false))
        {
            out += row + "\n"
            switch option.type {
            case .table(let columns), .object(let columns): out += optionLines(columns, indent: indent + 4)
            default: break
            }
        }
        return out
    }

    package static func table(_ rows: [(String, String)], indent: Int) -> String {
        let width = rows.map(\.0.count).max() ?? 0
        let pad = String(repeating: " ", count: indent)
        return rows.map { pad + $0.0.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + $0.1 + "\n" }
            .joined()
    }

    // MARK: Markdown

    /// The reference page: every function in `functions`, with the rules of `ruleset` that use it.
    public static func markdown(_ functions: [any RuleFunction.Type] = FunctionRegistry.all, ruleset: Ruleset) -> String
    {
        var usedBy: [String: [String]] = [:]
        for rule in ruleset.rules { usedBy[rule.functionName, default: []].append(rule.id) }
        var out =
            "# cmplint functions\n\nGenerated by `cmplint functions --format markdown` (`make generate`) from the functions' declarations.\n"
        out +=
            "A rule names a function in `then.function` and gives its options in `then.functionOptions`; its `message` words each message case.\n\n"
        out += "Facts every rule's message can use: "
        out += RuleMessage.engineFacts.map { "`{{\($0.name)}}` (\($0.description))" }.joined(separator: ", ") + ".\n\n"
        out += "| function | level | summary |\n|---|---|---|\n"
        for function in functions {
            out +=
                "| [`\(function.name)`](#\(function.name.lowercased())) | \(function.level.rawValue) | \(cell(function.summary)) |\n"
        }
        for function in functions {
            out += "\n" + markdown(function, usedBy: usedBy[function.name] ?? [])
        }
        return out
    }

    package static func markdown(_ function: any RuleFunction.Type, usedBy rules: [String]) -> String {
        var out = "## \(function.name)\n\nEvaluates \(function.level.subject). \(function.summary)\n\n"
        out +=
            "Default rules: "
            + (rules.isEmpty ? "none" : rules.sorted().map { "[`\($0)`](rules/\($0).md)" }.joined(separator: ", "))
            + ".\n\n"
        if function.options.isEmpty {
            out += "No options.\n\n"
        } else {
            out += "| option | type | required | default | description |\n|---|---|---|---|---|\n"
            out += optionRows(function.options, prefix: "")
            out += "\n"
        }
        out += "| fact | description |\n|---|---|\n"
        out += function.facts.map { "| `\($0.name)` | \(cell($0.description)) |\n" }.joined() + "\n"
        out += "Message cases: " + cases(function).map { "`\($0)`" }.joined(separator: ", ") + ".\n"
        return out
    }

    package static func optionRows(_ options: [OptionSpec], prefix: String) -> String {
        var out = ""
        for option in options {
            out +=
                "| `\(prefix + option.name)` | \(cell(option.type.displayName)) | \(option.required ? "yes" : "no") | "
            out += "\(option.defaultValue.map { code($0.jsonText) } ?? "") | \(cell(option.description)) |\n"
            switch option.type {
            case .table(let columns): out += optionRows(columns, prefix: prefix + option.name + "[].")
            case .object(let columns): out += optionRows(columns, prefix: prefix + option.name + ".")
            default: break
            }
        }
        return out
    }

    /// Text in a table cell: pipes escaped, newlines as spaces.
    package static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }

    /// A code span that survives backticks in the text.
    package static func code(_ text: String) -> String {
        let fence = text.contains("`") ? "`` " : "`"
        let close = text.contains("`") ? " ``" : "`"
        return fence + cell(text) + close
    }
}
