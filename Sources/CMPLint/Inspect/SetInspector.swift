import CMPLintKnowledge

/// Builds a `SetInspection` from a loaded set and its lint findings. Everything it reads is
/// already read by lint the same way: the content judgement (`ResponseContent`), the language
/// identification (`ComponentLanguage`, shared with the language rules through the set's memo),
/// the IAB readings (`IABReading`), the leak rules' decoded and redacted findings, the
/// jurisdiction table in force.
package struct SetInspector {
    package let paths: InspectionPaths
    package let ruleset: Ruleset
    /// Rule ids whose findings are captured state (rules of the leak functions in force), with
    /// what they find.
    package let capturedStateRules: [String: String]

    package init(paths: InspectionPaths, ruleset: Ruleset) {
        self.paths = paths
        self.ruleset = ruleset
        var rules: [String: String] = [:]
        for rule in ruleset.rules { rules[rule.id] = CapturedValue.functions[rule.functionName] }
        capturedStateRules = rules
    }

    /// `findings`: the set's findings, active and suppressed, in report order.
    package func inspect(_ set: SnapshotSet, findings: [Finding]) -> SetInspection {
        var languages: [ComponentKind: DocumentLanguage] = [:]
        for entry in ComponentLanguage.all(in: set, paths: paths.uiText) { languages[entry.kind] = entry.language }
        let components = ComponentKind.allCases.map {
            InspectedComponent(kind: $0, set: set, paths: paths, languages: languages)
        }
        var templates: [String] = []
        for template in components.compactMap(\.appConfig?.templateType) where !templates.contains(template) {
            templates.append(template)
        }
        let vendors = set.response(.vendors).map {
            InspectedVendors(
                reading: InspectionReader(document: $0, revealPersonalData: set.revealPersonalData), paths: paths)
        }
        var purposes: [InspectedPurposeGroup] = []
        if let document = set.response(.preferences) {
            let reader = InspectionReader(document: document, revealPersonalData: set.revealPersonalData)
            purposes = InspectedPurposeGroup.groups(
                in: reader.first(paths.purposeTree), reader: reader, vendors: vendors)
        }
        let active = findings.filter { $0.suppression == nil }
        let suppressed = findings.filter { $0.suppression != nil }
        return SetInspection(
            path: set.path, meantFor: set.expectations, components: components,
            jurisdictions: templates.compactMap { InspectedJurisdiction(template: $0, ruleset: ruleset) },
            purposes: purposes, vendors: vendors,
            captured: findings.compactMap { finding in
                capturedStateRules[finding.ruleId].map { CapturedValue(finding, kind: $0) }
            },
            capturedCheckedBy: capturedStateRules.keys.sorted(),
            findings: (active + suppressed).map { finding in
                let rule = ruleset.rule(finding.ruleId)
                return InspectedFinding(
                    finding: finding, fix: InspectedFinding.oneLine(finding.howToFix ?? rule?.howToFix?.general),
                    documentation: rule.flatMap { RuleInfo($0).documentationURL })
            },
            assembly: set.naming.assembly?.summary, vendorList: InspectedVendorList(set, paths: paths),
            capture: set.manifest.map(InspectedCapture.init))
    }
}
