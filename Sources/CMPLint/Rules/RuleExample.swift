/// A passing or failing example that a rule carries: a small snapshot set given as JSON text, and
/// where findings are expected. The examples are the rule's tests (RuleExampleTests) and its docs
/// (`cmplint rules ID`).
public struct RuleExample: Sendable {
    public let name: String
    /// JSON text per component, exactly as written in the rule file.
    public let components: [ComponentKind: String]
    public let expectations: SetExpectations
    /// Empty for a passing example.
    public let findings: [ExpectedFinding]
    public let passes: Bool
    /// Where the example is written, for test failure messages.
    public let file: String
    public let mark: YAMLMark

    /// Builds the set the example describes; the file paths name the rule file and example.
    public func snapshotSet() -> SnapshotSet {
        var files: [ComponentKind: SnapshotFile] = [:]
        for (kind, text) in components {
            let path = "\(file):\(mark.line) \(kind.acceptedFileNames[0])"
            files[kind] = SnapshotFile(kind: kind, path: path, bytes: Array(text.utf8))
        }
        return SnapshotSet(path: "\(file):\(mark.line)", files: files, expectations: expectations)
    }
}

/// Where an example expects a finding: `banner#/otConsentString`, or `preferences#` for the
/// component as a whole (a missing file), or `set#` for the set.
public struct ExpectedFinding: Hashable, Sendable, CustomStringConvertible {
    public let component: ComponentKind?
    public let pointer: String

    public init(component: ComponentKind?, pointer: String) {
        self.component = component
        self.pointer = pointer
    }

    public init?(_ text: String) {
        guard let hash = text.firstIndex(of: "#") else { return nil }
        let name = String(text[..<hash])
        let pointer = String(text[text.index(after: hash)...])
        guard pointer.isEmpty || JSONPointer.tokens(pointer) != nil else { return nil }
        if name == "set" {
            self.init(component: nil, pointer: pointer)
        } else if let kind = ComponentKind(rawValue: name) {
            self.init(component: kind, pointer: pointer)
        } else {
            return nil
        }
    }

    public var description: String { "\(component?.rawValue ?? "set")#\(pointer)" }
}
