/// How a set's files got their slots, for messages that tell the user what to name or pass: by
/// their file names (the default), by `--banner`/`--preferences`/`--vendors`, or, for a file
/// with another name, by its content.
public struct SnapshotNaming: Sendable, Equatable {
    /// The files were passed with `--banner`, `--preferences` and `--vendors`.
    public var byFlags: Bool
    /// Slots not passed with a flag for which a file with that component's name lies next to the
    /// passed files (display paths).
    public var siblings: [ComponentKind: String]
    /// Slots whose file neither its name nor a component marker places: legacy OneTrust data or an
    /// error response with another name, linted in the slot its content suggests.
    public var guessedSlots: Set<ComponentKind>
    /// For files recognised by content in a folder of several: how they were grouped into this set.
    public var assembly: ContentAssembly?

    public init(
        byFlags: Bool = false, siblings: [ComponentKind: String] = [:], guessedSlots: Set<ComponentKind> = [],
        assembly: ContentAssembly? = nil
    ) {
        self.byFlags = byFlags
        self.siblings = siblings
        self.guessedSlots = guessedSlots
        self.assembly = assembly
    }
}
