import CMPLintDocuments

/// The `json` format of `cmplint simulate`: `{"version": 1, "tool", "set", "inputs", …}` with every
/// part of the model, each step as `{"text", "source": {"page", "url", "section"}, "inferred"}`;
/// documented in docs/commands/simulate.md. Version 1 only ever gains keys.
public enum SimulationJSONReport {
    public static func render(_ simulation: Simulation, expectations: [ExpectationResult], workingDirectory: String)
        -> String
    {
        JSONValue.object([
            member("version", .int(1)),
            member("tool", InspectionJSONReport.tool),
            member("set", .string(ReportPath.relative(simulation.data.path, to: workingDirectory))),
            member("inputs", inputs(simulation)),
            member("sdkBehaviour", step(simulation.version)),
            member(
                "offlineMode",
                .object([
                    member("engaged", .bool(simulation.decision.engaged)),
                    member("path", .string(simulation.decision.path.rawValue)),
                    member("steps", steps(simulation.decision.steps)),
                ])),
            member(
                "components",
                .array(
                    simulation.components.map { use in
                        .object([
                            member("kind", .string(use.kind.rawValue)), member("source", .string(use.source.rawValue)),
                            member("step", step(use.step)),
                        ])
                    })),
            member("sanitization", sanitization(simulation.sanitization)),
            member(
                "logged",
                .array(
                    simulation.warnings.map { warning in
                        .object([
                            member("kind", .string(warning.kind.rawValue)), member("text", .optional(warning.text)),
                            member("step", step(warning.step)),
                        ])
                    })),
            member("geoCheck", simulation.geoCheck.map(step) ?? .null),
            member(
                "response",
                .object([
                    member("status", .string(simulation.response.status.rawValue)),
                    member("error", .optional(simulation.response.error)),
                    member("warning", simulation.response.warning.map(JSONValue.bool) ?? .null),
                    member("steps", steps(simulation.response.steps)),
                ])),
            member(
                "vendorList",
                .object([
                    member("accessible", .bool(simulation.vendorList.accessible)),
                    member("steps", steps(simulation.vendorList.steps)),
                ])),
            member("network", network(simulation.network)),
            member("session", steps(simulation.session)),
            member("shouldShowBanner", banner(simulation.banner)),
            member("ageRange", age(simulation.age)),
            member(
                "expectations",
                .array(
                    expectations.map { result in
                        .object([
                            member("key", .string(result.expectation.key.rawValue)),
                            member("expected", .string(result.expectation.value)),
                            member("actual", .string(result.actual)), member("holds", .bool(result.holds)),
                        ])
                    })),
        ]).prettyText() + "\n"
    }

    package static func member(_ key: String, _ value: JSONValue) -> JSONMember { JSONMember(key: key, value: value) }

    package static func step(_ step: SimulationStep) -> JSONValue {
        .object([
            member("text", .string(step.text)),
            member(
                "source",
                .object([
                    member("page", .string(step.source.page.title)), member("url", .string(step.source.page.url)),
                    member("section", .string(step.source.section)),
                ])),
            member("inferred", .optional(step.inference)),
        ])
    }

    package static func steps(_ list: [SimulationStep]) -> JSONValue { .array(list.map(step)) }

    package static func strings(_ list: [String]?) -> JSONValue {
        list.map { .array($0.map(JSONValue.string)) } ?? .null
    }

    package static func inputs(_ simulation: Simulation) -> JSONValue {
        let conditions = simulation.conditions
        let geo = simulation.data.meantFor
        return .object([
            member(
                "startSDK",
                .object([
                    member("countryCode", .optional(geo.country)), member("regionCode", .optional(geo.region)),
                    member("geoSource", .optional(geo.geoSource?.description)),
                    member("languageCode", .optional(geo.language)),
                    member("loadOffline", .bool(conditions.isLoadOffline)),
                ])),
            member("network", .string(conditions.networkState.rawValue)),
            member("sdkVersion", .optional(conditions.sdkVersion?.description)),
            member(
                "defaults",
                .array(
                    [
                        conditions.loadOffline == nil ? "loadOffline" : nil,
                        conditions.network == nil ? "network" : nil,
                        conditions.sdkVersion == nil ? "sdkVersion" : nil,
                    ].compactMap { $0 }.map(JSONValue.string))),
            member(
                "device",
                .object([
                    member("cached", .array(conditions.cached.sorted().map { .string($0.rawValue) })),
                    member("legacyData", .bool(conditions.legacyData)),
                    member("consentDate", .optional(conditions.consentDate?.description)),
                    member("reconsentDate", .optional(conditions.reconsentDate?.description)),
                    member("reconsentFrequencyDays", conditions.reconsentFrequencyDays.map(JSONValue.int) ?? .null),
                    member("consentedGroups", strings(conditions.consentedGroups)),
                    member(
                        "ageRange",
                        conditions.ageRange.map { range in
                            .object([
                                member("lowerBound", range.lowerBound.map(JSONValue.int) ?? .null),
                                member("upperBound", range.upperBound.map(JSONValue.int) ?? .null),
                            ])
                        } ?? .null),
                ])),
        ])
    }

    package static func sanitization(_ outcome: SanitizationOutcome) -> JSONValue {
        .object([
            member(
                "removed",
                .array(
                    outcome.removed.map { removal in
                        .object([
                            member("component", .string(removal.component.rawValue)),
                            member("field", .string(removal.field)),
                            member("action", .string(removal.action)),
                        ])
                    })),
            member("kept", .array(outcome.kept.map(InspectionJSONReport.captured))),
            member("steps", steps(outcome.steps)),
        ])
    }

    package static func network(_ network: SessionNetwork) -> JSONValue {
        .object([
            member("blocked", .bool(network.blocked)),
            member("steps", steps(network.steps)),
            member(
                "logos",
                .array(
                    network.logos.map { logo in
                        .object([
                            member("name", .string(logo.name)), member("url", .string(logo.url)),
                            member("appears", logo.appears.map(JSONValue.bool) ?? .null),
                            member("step", step(logo.step)),
                        ])
                    })),
        ])
    }

    package static func banner(_ decision: BannerDecision) -> JSONValue {
        .object([
            member("result", .string(decision.result.rawValue)),
            member("note", decision.note.map(step) ?? .null),
            member(
                "steps",
                .array(
                    decision.steps.map { item in
                        let (answer, value): (String, Bool?)
                        switch item.answer {
                        case .returns(let returned): (answer, value) = ("returns", returned)
                        case .continues: (answer, value) = ("continues", nil)
                        case .undecided(let possible): (answer, value) = ("undecided", possible)
                        case .notReached: (answer, value) = ("notReached", nil)
                        }
                        return .object([
                            member("number", .int(item.number)), member("question", .string(item.question)),
                            member(
                                "reads",
                                .array(
                                    item.reads.map { read in
                                        .object([
                                            member("name", .string(read.name)), member("value", .string(read.value)),
                                            member("origin", .string(read.origin.rawValue)),
                                        ])
                                    })),
                            member("answer", .string(answer)), member("value", value.map(JSONValue.bool) ?? .null),
                            member("step", step(item.explanation)),
                        ])
                    })),
        ])
    }

    package static func age(_ age: AgeRestriction) -> JSONValue {
        .object([
            member(
                "range",
                age.range.map { range in
                    .object([
                        member("lowerBound", range.lowerBound.map(JSONValue.int) ?? .null),
                        member("upperBound", range.upperBound.map(JSONValue.int) ?? .null),
                    ])
                } ?? .null),
            member("restricted", strings(age.restricted)),
            member("hiddenInSnapshot", strings(age.hiddenInSnapshot)),
            member(
                "checks",
                age.checks.map { checks in
                    .array(
                        checks.map { check in
                            .object([
                                member("groupId", .string(check.groupId)),
                                member("groupName", .optional(check.groupName)),
                                member("ageGroup", .optional(check.ageGroup)),
                                member("lowerBound", check.lowerBound.map(JSONValue.number) ?? .null),
                                member("upperBound", check.upperBound.map(JSONValue.number) ?? .null),
                                member("restricted", check.restricted.map(JSONValue.bool) ?? .null),
                            ])
                        })
                } ?? .null),
            member("steps", steps(age.steps)),
        ])
    }
}
