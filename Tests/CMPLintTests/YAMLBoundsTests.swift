import Foundation
import Testing

@testable import CMPLint
@testable import CMPLintDocuments

/// YAML files are measured before they are read and parsed, and errors quote short excerpts.
struct YAMLBoundsTests {
    func temporaryFile(_ content: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cmplint-yaml-\(UUID().uuidString).yml")
        try content.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    @Test func configAndIgnoreFilesOverTheLimitAreRefusedBeforeParsing() throws {
        // Not even valid YAML: the size is checked first, so the message is about the size.
        let url = try temporaryFile("[" + String(repeating: "x", count: YAMLLimits.defaultMaxBytes))
        defer { try? FileManager.default.removeItem(at: url) }
        let expected =
            "big.yml: the config file is 1 MB (1048577 bytes), larger than the limit of 1 MB (1048576 bytes) for YAML files"
        #expect { try Configuration.load(file: "big.yml", at: url.path) } throws: {
            ($0 as? LintError)?.description == expected
        }
        #expect { try IgnoreList.load(file: "big.yml", at: url.path) } throws: { error in
            (error as? LintError)?.description == expected.replacingOccurrences(of: "config file", with: "ignore file")
        }
        // Just under the limit is read and parsed (a comment line of 1 MB − 1 byte).
        let under = try temporaryFile("#" + String(repeating: "x", count: YAMLLimits.defaultMaxBytes - 2) + "\n")
        defer { try? FileManager.default.removeItem(at: under) }
        #expect(try Configuration.load(file: "under.yml", at: under.path).file == "under.yml")
    }

    @Test func theParserItselfHasTheLimit() {
        #expect { try YAMLParser.parse("a: 1234\n", file: "t.yml", limits: YAMLLimits(maxBytes: 4)) } throws: { error in
            (error as? YAMLError)?.description
                == "t.yml: the file is 8 bytes, larger than the limit of 4 bytes for YAML files"
        }
    }

    @Test func errorsQuoteShortExcerptsOfHugeValues() throws {
        let huge = String(repeating: "w", count: 500_000)
        for yaml in [
            "failSeverity: \(huge)\n", "maxFileSize: \(huge)\n", "rules:\n  duplicate-key: \(huge)\n",
            "? \(huge)\n: 1\n",
        ] {
            #expect { try Configuration.parse(text: yaml, file: "c.yml") } throws: { error in
                let description = (error as? YAMLError)?.description ?? ""
                return description.count < 300 && description.contains("'" + String(repeating: "w", count: 59) + "…'")
            }
        }
        // Whatever a message quotes, it is cut.
        #expect(YAMLError(file: "f", mark: nil, message: huge).message.count == YAMLError.maxMessageLength)
        #expect(didYouMean(huge, among: ["warning"]) == nil)
    }

    /// One 100 KB string reused through thousands of aliases is few nodes but gigabytes of text for
    /// every consumer: the expanded text is bounded too, and the error names the alias that passes it.
    @Test func aliasesOfALargeStringFailAtTheAliasPassingTheExpandedTextLimit() throws {
        let big = String(repeating: "x", count: 100 * 1024)
        // Line 1 anchors the string; line 2 + k holds the k-th alias.
        let yaml = "a: &big \(big)\nb:\n" + String(repeating: "  - *big\n", count: 5_000)
        // Keys "a" and "b" and the string: 102,402 bytes; the 81st alias passes 8 MB (8,388,608 bytes).
        let start = ContinuousClock.now
        #expect { try Configuration.parse(text: yaml, file: "c.yml") } throws: { error in
            (error as? YAMLError)?.description
                == "c.yml:83:5: expanding alias '*big' exceeds the limit of 8 MB of text (8388608 bytes, aliases counted each time they are used)"
        }
        #expect(ContinuousClock.now - start < .seconds(5))
        // Just under the limit (80 aliases) parses, and every alias is the whole string.
        let under = try #require(
            try YAMLParser.parse("a: &big \(big)\nb:\n" + String(repeating: "  - *big\n", count: 80), file: "u.yml"))
        guard case .mapping(let pairs) = under.content, case .sequence(let uses)? = pairs.last?.value.content else {
            Issue.record("expected a mapping holding a sequence")
            return
        }
        #expect(uses.count == 80 && uses.allSatisfy { $0.scalar == big })
    }

    @Test func theExpandedTextLimitCountsKeysNestedAliasesAndCollections() {
        // `*pair` expands to a mapping holding 4 bytes of text ("k" and "vvv"), itself holding an alias.
        let yaml = "base: &v vvv\npair: &pair {k: *v}\nuses: [*pair, *pair, *pair]\n"
        // base 4 + vvv 3 + pair 4 + k 1 + vvv 3 + uses 4 = 19 bytes, then 4 per use of *pair.
        #expect(throws: Never.self) {
            try YAMLParser.parse(yaml, file: "t.yml", limits: YAMLLimits(maxExpandedBytes: 31))
        }
        #expect { try YAMLParser.parse(yaml, file: "t.yml", limits: YAMLLimits(maxExpandedBytes: 30)) } throws: {
            error in
            (error as? YAMLError)?.description.hasPrefix(
                "t.yml:3:22: expanding alias '*pair' exceeds the limit of 30 bytes of text") == true
        }
    }
}
