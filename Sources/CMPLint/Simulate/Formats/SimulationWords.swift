/// How the human formats word a simulation's parts, so text and Markdown say the same.
package struct SimulationWords {
    package typealias Item = SimulationOutline.Item

    package let simulation: Simulation
    package let workingDirectory: String

    private var conditions: StartConditions { simulation.conditions }

    /// `countryCode DE, regionCode none (folder name 'DE_de') · loadOffline false (default) · network offline
    /// (default)`.
    package var startParameters: String {
        let geo = simulation.data.meantFor
        var country = "countryCode \(geo.country ?? "none"), regionCode \(geo.region ?? "none")"
        if let source = geo.geoSource { country += " (\(source))" }
        if let language = geo.language { country += ", languageCode \(language)" }
        let loadOffline =
            "loadOffline \(conditions.isLoadOffline)" + (conditions.loadOffline == nil ? " (default)" : "")
        let network = "network \(conditions.networkState.summary)" + (conditions.network == nil ? " (default)" : "")
        return [country, loadOffline, network].joined(separator: " · ")
    }

    /// `cached none · no legacy data · no stored consent (a new user) · no age range`.
    package var deviceState: String {
        var parts = ["cached " + (conditions.cached.isEmpty ? "none" : OfflineModeDecision.names(conditions.cached))]
        parts.append(conditions.legacyData ? "legacy (pre-CMP-API) data on disk" : "no legacy data")
        if let consent = conditions.consentDate {
            var text = "consent stored \(consent)"
            if let groups = conditions.consentedGroups {
                text += " for \(groups.isEmpty ? "no groups" : groups.joined(separator: ", "))"
            }
            parts.append(text)
        } else {
            parts.append("no stored consent (a new user)")
        }
        if let reconsent = conditions.reconsentDate { parts.append("last reconsent \(reconsent)") }
        if let days = conditions.reconsentFrequencyDays { parts.append("reconsent every \(days) days") }
        parts.append(conditions.ageRange.map { "age range \($0)" } ?? "no age range")
        return parts.joined(separator: " · ")
    }

    package var engagement: String {
        let decision = simulation.decision
        if decision.engaged { return "engaged" }
        switch decision.path {
        case .live: return "not engaged: live data"
        case .fallbackMixing: return "not engaged: the failed CMP API call falls back to offline and cached data"
        case .cachedOnly: return "not engaged: cached data only"
        case .networkError: return "not engaged: the network error is returned"
        case .missingOfflineData: return "not engaged: no offline data"
        case .offlineMode: return "engaged"
        }
    }

    /// `banner offline · preferences offline · vendors unavailable`.
    package var sources: String {
        simulation.components.map { "\($0.kind.rawValue) \($0.source.rawValue)" }.joined(separator: " · ")
    }

    package var sanitizationSummary: String {
        let outcome = simulation.sanitization
        return
            "\(outcome.removed.count) removed, \(outcome.kept.count) captured \(outcome.kept.count == 1 ? "value" : "values") left"
    }

    package var sanitizationItems: [Item] {
        let outcome = simulation.sanitization
        var items = outcome.steps.map { Item($0) }
        items += outcome.removed.map { Item("\($0.component.rawValue) \($0.field): \($0.action)") }
        items += outcome.kept.map { value in
            Item(
                "left: "
                    + InspectionWords.location(
                        file: value.file, line: value.line, column: value.column, pointer: value.pointer,
                        workingDirectory: workingDirectory),
                quoted: [InspectionWords.captured(value)])
        }
        return items
    }

    package var warningsSummary: String {
        let count = simulation.warnings.count
        return count == 0 ? "nothing" : "\(count) \(count == 1 ? "message" : "messages")"
    }

    package var warningItems: [Item] {
        var items = simulation.warnings.map { warning in
            Item(
                warning.step.text, quoted: warning.text.map { $0.split(separator: "\n").map(String.init) } ?? [],
                step: warning.step)
        }
        if let geo = simulation.geoCheck { items.append(Item(geo, prefix: "geolocation check: ")) }
        return items
    }

    package var responseSummary: String {
        let response = simulation.response
        let status: String
        switch response.status {
        case .success: status = "status true"
        case .failure: status = "status false"
        case .undetermined: status = "status undetermined"
        }
        let warning = response.warning.map { $0 ? "warning populated" : "warning nil" } ?? "no warning property"
        return "\(status), error \(response.error ?? "nil"), \(warning)"
    }

    package var networkSummary: String {
        simulation.network.blocked ? "on-demand calls blocked for the session" : "on-demand calls not blocked"
    }

    package var networkItems: [Item] {
        let network = simulation.network
        return network.steps.map { Item($0) }
            + network.logos.map { logo in
                Item(logo.step, prefix: "\(logo.name) logo \(logo.url): ")
            }
    }

    package var bannerSummary: String {
        switch simulation.banner.result {
        case .shown: return "true: the banner is shown"
        case .notShown: return "false: no banner"
        case .undecided: return "undecided: a step needs data the set does not hold"
        }
    }

    package var bannerItems: [Item] {
        let decision = simulation.banner
        if let note = decision.note { return [Item(note)] }
        return decision.steps.map { step in
            let reads =
                step.answer == .notReached
                ? []
                : step.reads.map { read in
                    Item("reads \(read.name): \(read.value) (\(Self.origin(read.origin)))")
                }
            let answer =
                step.answer == .notReached ? [] : [Item(step.explanation, prefix: Self.answer(step.answer) + " — ")]
            return Item(
                "\(step.number). \(step.question)" + (step.answer == .notReached ? " (not reached)" : ""),
                children: reads + answer)
        }
    }

    package static func origin(_ origin: BannerDecision.Origin) -> String {
        switch origin {
        case .snapshot: return "offline snapshot"
        case .device: return "device"
        case .cached: return "cached banner"
        case .live: return "live response"
        case .notInResponses: return "no CMP API response"
        }
    }

    package static func answer(_ answer: BannerDecision.Answer) -> String {
        switch answer {
        case .returns(let value): return "returns \(value)"
        case .continues: return "next step"
        case .undecided(let value): return value.map { "undecided (may return \($0))" } ?? "undecided"
        case .notReached: return "not reached"
        }
    }

    package var ageSummary: String {
        let age = simulation.age
        guard let range = age.range else { return "none given" }
        guard let restricted = age.restricted else { return "\(range): undecided" }
        return "\(range): "
            + (restricted.isEmpty ? "nothing restricted" : "restricted \(restricted.joined(separator: ", "))")
    }

    package var ageItems: [Item] {
        let age = simulation.age
        var items = age.steps.map { Item($0) }
        for check in age.checks ?? [] {
            let name = check.groupName.map { " \"\($0)\"" } ?? ""
            let group = check.ageGroup.map { "\"\($0)\" " } ?? ""
            let bounds = "\(check.lowerBound ?? "no lower bound")–\(check.upperBound ?? "no upper bound")"
            let verdict =
                check.restricted.map { $0 ? "overlaps: restricted" : "no overlap" }
                ?? "bounds are not whole numbers: not checked"
            items.append(
                Item(SimulationStep("\(check.groupId)\(name): age group \(group)\(bounds): \(verdict)", .ageOverlap)))
        }
        return items
    }
}
