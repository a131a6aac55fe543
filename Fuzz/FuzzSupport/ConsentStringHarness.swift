import CMPLint
import CMPLintDocuments
import CMPLintKnowledge

/// The harness shared by the consent-string targets, one target per decoder so that each gets its
/// own corpus and exec count. Checked on every input:
/// - decoding gives evidence or a `ConsentStringError` with a reason, never a trap;
/// - the evidence shown without `--show-personal-data` never holds the whole value (a value long
///   enough to be a real string: 24 characters and more);
/// - a value the classifier calls this kind decodes as this kind.
public enum ConsentStringHarness {
    public static func run(_ data: UnsafePointer<UInt8>?, _ size: Int, kind: ConsentStringKind) -> CInt {
        let value = FuzzInput.text(data, size)
        switch ConsentStringDecoder.evidence(for: value, kind: kind, revealing: false) {
        case .success(let evidence):
            if value.count >= 24 {
                let shown = JSONValue.object(evidence).jsonText
                FuzzCheck.require(!shown.contains(value), "the redacted evidence holds the whole \(kind.rawValue)")
            }
        case .failure(let error):
            FuzzCheck.require(!error.reason.isEmpty, "a \(kind.rawValue) error without a reason")
        }
        if ConsentStringClassifier.classify(value) == kind,
            case .failure(let error) = ConsentStringDecoder.decoded(value, kind: kind, revealing: false)
        {
            FuzzCheck.fail("classified as a \(kind.rawValue) but does not decode as one: \(error)")
        }
        return 0
    }

    /// The candidate strings of the repository that decode as `kind`.
    public static func seeds(_ kind: ConsentStringKind) -> [[UInt8]] {
        SeedSources.consentStringCandidates.filter { value in
            if case .success = ConsentStringDecoder.decoded(value, kind: kind, revealing: false) { return true }
            return false
        }.map { Array($0.utf8) }
    }
}
