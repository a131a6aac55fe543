import CMPLintDocuments

/// Reports a date that lies more than `maxDays` days before the run's date (`--today`, else the
/// day the run starts; `RunContext.today`), counted in whole UTC days. Data that must be current
/// (IAB Europe publishes the Global Vendor List every week, and CMPs must use the latest one) goes
/// stale once captured; the day it was made is the only thing a snapshot says about that. A value
/// that is no ISO 8601 date is reported (case `notADate`); an absent one is not checked.
package struct DateAge: NodeFunction {
    package static let name = "dateAge"
    package static let summary =
        "An ISO 8601 date must lie at most `maxDays` days before the run's date (`--today`, default today)."
    package static let options = [
        OptionSpec("maxDays", .integer, "the largest allowed age in days", default: .number("30"))
    ]
    package static let facts = [
        FactSpec("date", "the date as written"),
        FactSpec("day", "the date's UTC day, e.g. 2025-05-08"),
        FactSpec("days", "how many days before the run's date it lies"),
        FactSpec("maxDays", "the `maxDays` option"),
        FactSpec("today", "the run's date, e.g. 2026-11-28"),
    ]
    package static let messageCases = ["notADate"]

    package let maxDays: Int

    package init(options: FunctionOptions) throws(YAMLError) {
        maxDays = try options.int("maxDays") ?? 30
        guard maxDays >= 0 else {
            throw options.error("'maxDays' must be 0 or more, found \(maxDays)", at: "maxDays")
        }
    }

    package func evaluate(_ target: NodeTarget) -> [FunctionResult] {
        guard let node = target.value else { return [] }
        var facts: [String: JSONValue] = [
            "maxDays": .number(String(maxDays)), "today": .string(target.run.today.day),
        ]
        guard let text = target.document.string(node), let date = StoredDate(iso8601: text) else {
            facts["date"] = .string(target.document.shortText(node))
            return [FunctionResult(facts: facts, case: "notADate")]
        }
        let days = target.run.today.utcDay - date.utcDay
        guard days > maxDays else { return [] }
        facts["date"] = .string(text)
        facts["day"] = .string(date.day)
        facts["days"] = .number(String(days))
        return [FunctionResult(facts: facts)]
    }
}
