/// A simulation as titled sections of lines, each line with the statement it follows, which the
/// text format prints as an indented list and the Markdown format as headings and lists, so both
/// say the same in the same order.
package struct SimulationOutline {
    package struct Section {
        package let title: String
        /// One line after the title ("engaged", "shown").
        package let summary: String
        package var items: [Item]
    }

    package struct Item {
        package let text: String
        /// Lines shown as they are, under the item (a logged message).
        package var quoted: [String] = []
        package var step: SimulationStep?
        package var children: [Item] = []

        package init(_ text: String, quoted: [String] = [], step: SimulationStep? = nil, children: [Item] = []) {
            self.text = text
            self.quoted = quoted
            self.step = step
            self.children = children
        }

        /// An item saying what a step says.
        package init(_ step: SimulationStep, prefix: String = "") {
            self.init(prefix + step.text, step: step)
        }
    }

    package let sections: [Section]

    package init(_ simulation: Simulation, expectations: [ExpectationResult], workingDirectory: String) {
        let words = SimulationWords(simulation: simulation, workingDirectory: workingDirectory)
        var sections = [
            Section(
                title: "inputs", summary: "",
                items: [
                    Item("startSDK: " + words.startParameters), Item("device: " + words.deviceState),
                    Item(simulation.version, prefix: "SDK version: "),
                ]),
            Section(
                title: "offline mode", summary: words.engagement, items: simulation.decision.steps.map { Item($0) }),
            Section(
                title: "components", summary: words.sources,
                items: simulation.components.map { Item($0.step, prefix: "\($0.kind.rawValue): ") }),
            Section(title: "sanitization", summary: words.sanitizationSummary, items: words.sanitizationItems),
            Section(title: "logged", summary: words.warningsSummary, items: words.warningItems),
            Section(
                title: "OTResponse", summary: words.responseSummary, items: simulation.response.steps.map { Item($0) }),
            Section(
                title: "Vendor List", summary: simulation.vendorList.accessible ? "accessible" : "not accessible",
                items: simulation.vendorList.steps.map { Item($0) }),
            Section(title: "network", summary: words.networkSummary, items: words.networkItems),
        ]
        if !simulation.session.isEmpty {
            sections.append(Section(title: "offline session", summary: "", items: simulation.session.map { Item($0) }))
        }
        sections.append(Section(title: "shouldShowBanner", summary: words.bannerSummary, items: words.bannerItems))
        sections.append(Section(title: "age range", summary: words.ageSummary, items: words.ageItems))
        if !expectations.isEmpty {
            let failed = expectations.filter { !$0.holds }.count
            sections.append(
                Section(
                    title: "expectations",
                    summary: failed == 0 ? "all hold" : "\(failed) of \(expectations.count) failed",
                    items: expectations.map { result in
                        Item(
                            (result.holds ? "holds: " : "FAILS: ")
                                + "\(result.expectation.key.rawValue)=\(result.expectation.value)"
                                + (result.holds ? "" : " (simulated: \(result.actual))"))
                    }))
        }
        self.sections = sections
    }
}
