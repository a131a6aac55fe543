import CMPLintDocuments

/// Reports a set captured more than `maxDays` days before the run's date (`--today`, else the day
/// the run starts), counted in whole UTC days from the manifest's `capturedAt`. What the app
/// bundles is what the OneTrust console had published that day; the longer ago, the likelier the
/// console has changed since. A capture dated after the run's date is not reported.
package struct CaptureAge: SetCheck {
    package static let summary =
        "The set must have been captured at most `maxDays` days before the run's date (`--today`)."
    package static let options = [
        OptionSpec("maxDays", .integer, "age: the largest allowed age of a capture in days", default: .number("90"))
    ]
    package static let facts = [
        FactSpec("capturedDay", "the UTC day of the capture, e.g. 2026-11-28"),
        FactSpec("days", "age: how many days before the run's date the set was captured"),
        FactSpec("maxDays", "age: the `maxDays` option"),
        FactSpec("today", "age: the run's date, e.g. 2026-11-28"),
    ]

    package let maxDays: Int

    package init(options: FunctionOptions) throws(YAMLError) {
        maxDays = try options.int("maxDays") ?? 90
        guard maxDays >= 0 else {
            throw options.error("'maxDays' must be 0 or more, found \(maxDays)", at: "maxDays")
        }
    }

    package func evaluate(_ set: SnapshotSet) -> [FunctionResult] {
        guard let (manifest, _, document) = set.readManifest else { return [] }
        let days = set.run.today.utcDay - manifest.capturedAt.utcDay
        guard days > maxDays else { return [] }
        return [
            .inManifest(
                document, at: "/capturedAt",
                facts: [
                    "capturedDay": .string(manifest.capturedAt.day), "days": .number(String(days)),
                    "maxDays": .number(String(maxDays)), "today": .string(set.run.today.day),
                ])
        ]
    }
}
