/// One conclusion of the simulation, with the documented statement it follows. Where the
/// documentation is silent and the simulation goes beyond it, `inference` says what was
/// inferred and why, and every format shows it as "inferred: …".
public struct SimulationStep: Sendable, Equatable {
    public let text: String
    public let source: DocStatement
    /// What the simulation inferred beyond the statement; nil when the statement says it all.
    public let inference: String?

    public init(_ text: String, _ source: DocStatement, inferred inference: String? = nil) {
        self.text = text
        self.source = source
        self.inference = inference
    }
}
