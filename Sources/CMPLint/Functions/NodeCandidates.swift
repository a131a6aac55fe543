/// Which of a rule's matches a node function can report, declared by the function so that the
/// engine evaluates only those: the leak rules match every node of a document (`$..*`), and the
/// engine finds their few candidates in one shared scan of the document's strings instead. The
/// engine may hand a function more nodes than it declares, never fewer.
public enum NodeCandidates: Sendable, Equatable {
    /// Every match (the default).
    case every
    /// String values the document's personal-data scan marks, when `byShape` (they may be a
    /// consent string or hold one or an identifier: `EmbeddedPersonalData`), and the string values
    /// of members named in `keys`.
    case personalData(byShape: Bool, keys: [String])
}
