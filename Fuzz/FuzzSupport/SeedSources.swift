import CMPLint
import CMPLintDocuments
import Foundation

/// What the seed corpora are made of, read from the repository (the working directory) and from
/// the default ruleset embedded in CMPLint: real snapshot sets and every rule's examples, the rule
/// and config files, and the strings those documents hold.
public enum SeedSources {
    /// A snapshot set: its folder name and its component documents.
    public struct SetDocuments: Sendable {
        public let folder: String?
        public let documents: [ComponentKind: [UInt8]]
    }

    /// Every sample set (`samples/**/CC_ll/`) and every rule example, the example's folder named
    /// after its expectations (`DE_de`, `US-CA_en`) when it has them.
    public static let sets: [SetDocuments] = sampleSets() + exampleSets()

    /// Every JSON document of `sets`.
    public static var jsonDocuments: [[UInt8]] {
        sets.flatMap { set in ComponentKind.allCases.compactMap { set.documents[$0] } }
    }

    /// Every string value and key in `jsonDocuments`.
    static let strings: [String] = {
        var found = Set<String>()
        for bytes in jsonDocuments {
            guard let document = try? JSONParser.parse(bytes) else { continue }
            for index in 0..<document.nodeCount {
                if let text = document.string(JSONNodeID(rawValue: Int32(index))) { found.insert(text) }
            }
        }
        return found.sorted()
    }()

    /// Every string value and key in `jsonDocuments`, and every run of consent-string characters
    /// (base64url, `.`, `~`, `+`, `/`, `=`) in the tests' Swift sources, where the decoders' test
    /// vectors are.
    public static var consentStringCandidates: [String] {
        let alphabet = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-_.~+/="))
        var tokens = Set(strings)
        for file in files(under: "Tests", suffix: ".swift") {
            guard let source = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
            tokens.formUnion(source.components(separatedBy: alphabet.inverted).filter { $0.utf8.count >= 4 })
        }
        return tokens.sorted()
    }

    /// The rule files, the test fixtures' YAML and the YAML examples of the README and docs/.
    public static var yamlTexts: [[UInt8]] {
        let yamlFiles = files(under: "rules", suffix: ".yml") + files(under: "Tests/Fixtures", suffix: ".yml")
        var texts = yamlFiles.compactMap { FileManager.default.contents(atPath: $0).map { Array($0) } }
        for page in ["README.md"] + files(under: "docs", suffix: ".md") {
            guard let text = try? String(contentsOfFile: page, encoding: .utf8) else { continue }
            texts += text.components(separatedBy: "```yaml\n").dropFirst().compactMap { block in
                block.components(separatedBy: "```").first.map { Array($0.utf8) }
            }
        }
        return texts
    }

    static func sampleSets() -> [SetDocuments] {
        let folders = Set(files(under: "samples", suffix: ".json").map { ($0 as NSString).deletingLastPathComponent })
        return folders.sorted().map { folder in
            var documents: [ComponentKind: [UInt8]] = [:]
            for kind in ComponentKind.allCases {
                for name in kind.acceptedFileNames {
                    if let data = FileManager.default.contents(atPath: folder + "/" + name) {
                        documents[kind] = Array(data)
                    }
                }
            }
            return SetDocuments(folder: (folder as NSString).lastPathComponent, documents: documents)
        }
    }

    static func exampleSets() -> [SetDocuments] {
        guard let ruleset = try? DefaultRuleset.load() else { return [] }
        return ruleset.rules.flatMap(\.examples).map { example in
            let expected = example.expectations
            let folder = expected.country.flatMap { country in
                expected.language.map { country + (expected.region.map { "-" + $0 } ?? "") + "_" + $0 }
            }
            return SetDocuments(folder: folder, documents: example.components.mapValues { Array($0.utf8) })
        }
    }

    /// Regular files under `directory` whose names end with `suffix`, sorted.
    public static func files(under directory: String, suffix: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return [] }
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(suffix) }.map { directory + "/" + $0 }
            .sorted()
    }
}
