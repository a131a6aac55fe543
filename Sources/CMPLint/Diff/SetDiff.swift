/// Two inspections of one set compared, or a set found on one side only.
public struct SetDiff: Sendable, Equatable {
    /// The set's folder relative to the tree it was found in ("." for the tree itself).
    public let name: String
    public let old: SetInspection?
    public let new: SetInspection?
    public let changes: [InspectionChange]

    public enum Status: String, Sendable {
        case unchanged, changed, onlyInOld, onlyInNew
    }

    public var status: Status {
        switch (old, new) {
        case (nil, _): return .onlyInNew
        case (_, nil): return .onlyInOld
        default: return changes.isEmpty ? .unchanged : .changed
        }
    }

    /// With `content`, the files' JSON is compared too, so content the inspection does not model
    /// still counts as a change.
    package init(name: String, old: SetInspection?, new: SetInspection?, content: ContentComparison? = nil) {
        self.name = name
        self.old = old
        self.new = new
        if let old, let new {
            changes = SetComparison.changes(old, new) + (content?.changes(old, new) ?? [])
        } else {
            changes = []
        }
    }

    /// The same comparison named `name`, its new side shown as `newPath`: a set compared with what
    /// the CMP API serves now, whose files were only staged in a temporary folder.
    package func renamed(_ name: String, newPath: String) -> SetDiff {
        SetDiff(name: name, old: old, new: new.map { $0.moved(to: newPath) }, changes: changes)
    }

    private init(name: String, old: SetInspection?, new: SetInspection?, changes: [InspectionChange]) {
        self.name = name
        self.old = old
        self.new = new
        self.changes = changes
    }
}

/// What `cmplint diff OLD NEW` found: every set of either side, matched by folder.
public struct InspectionDiff: Sendable, Equatable {
    /// The two paths as given.
    public let old: String
    public let new: String
    /// Matched sets, by name.
    public let sets: [SetDiff]

    package init(old: String, new: String, sets: [SetDiff]) {
        self.old = old
        self.new = new
        self.sets = sets
    }

    /// Equal: every set is on both sides and unchanged (exit status 0, as diff(1)).
    public var isEqual: Bool { sets.allSatisfy { $0.status == .unchanged } }

    public func count(_ status: SetDiff.Status) -> Int { sets.filter { $0.status == status }.count }

    /// Changes that are severe (`InspectionChange.isSevere`), over every set.
    public var severeCount: Int { sets.reduce(0) { $0 + $1.changes.filter(\.isSevere).count } }
}
