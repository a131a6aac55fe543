/// One difference between two inspections of a set, in the words the inspection uses: what area
/// it is in, what changed, and the old and new values (redacted as the inspections are).
public struct InspectionChange: Sendable, Equatable {
    /// The areas `cmplint diff` compares, in the order it reports them.
    public enum Area: String, CaseIterable, Sendable {
        case components, template, geo, versions, banner, purposes, vendors, vendorList, buttons, language, logos,
            capturedState
        /// A user-visible text (`ContentComparison`).
        case text
        /// Content the areas above do not model, named by JSON Pointer.
        case content
    }

    public enum Kind: String, Sendable {
        case added, removed, changed
    }

    public let area: Area
    /// What changed: `templateType`, `C0004`, `IAB vendor 755`, `banner rejectAll`, …
    public let subject: String
    public let kind: Kind
    /// The value before (nil when added) and after (nil when removed).
    public let old: String?
    public let new: String?

    /// Consent state or an identifier newly captured: the capture is one person's, and shipping it
    /// makes every user of the app start as that person.
    public var isSevere: Bool { area == .capturedState && kind == .added }

    public init(_ area: Area, _ subject: String, _ kind: Kind, old: String?, new: String?) {
        self.area = area
        self.subject = subject
        self.kind = kind
        self.old = old
        self.new = new
    }

    /// A change of a value, or nothing when both sides say the same.
    package static func compare(_ area: Area, _ subject: String, _ old: String?, _ new: String?) -> [InspectionChange] {
        guard old != new else { return [] }
        switch (old, new) {
        case (nil, let value?): return [InspectionChange(area, subject, .added, old: nil, new: value)]
        case (let value?, nil): return [InspectionChange(area, subject, .removed, old: value, new: nil)]
        default: return [InspectionChange(area, subject, .changed, old: old, new: new)]
        }
    }

    /// Entries added, removed and changed between two keyed lists (each key once; the first of a
    /// repeated key wins), in the order of `old` then the new ones.
    package static func compareKeyed(
        _ area: Area, old: [(key: String, value: String)], new: [(key: String, value: String)],
        subject: (String) -> String
    ) -> [InspectionChange] {
        let oldValues = Dictionary(old.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        let newValues = Dictionary(new.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        var changes: [InspectionChange] = []
        var seen = Set<String>()
        for (key, _) in old + new where seen.insert(key).inserted {
            changes += compare(area, subject(key), oldValues[key], newValues[key])
        }
        return changes
    }
}
