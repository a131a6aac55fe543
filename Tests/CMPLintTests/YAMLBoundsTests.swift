import Foundation
import Testing
@testable import CMPLint

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
        let expected = "big.yml: the config file is 1 MB (1048577 bytes), larger than the limit of 1 MB (1048576 bytes) for YAML files"
        #expect { try Configuration.load(file: "big.yml", at: url.path) } throws: { ($0 as? LintError)?.description == expected }
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
            (error as? YAMLError)?.description == "t.yml: the file is 8 bytes, larger than the limit of 4 bytes for YAML files"
        }
    }

    @Test func errorsQuoteShortExcerptsOfHugeValues() throws {
        let huge = String(repeating: "w", count: 500_000)
        for yaml in ["failSeverity: \(huge)\n", "maxFileSize: \(huge)\n", "rules:\n  duplicate-key: \(huge)\n", "? \(huge)\n: 1\n"] {
            #expect { try Configuration.parse(text: yaml, file: "c.yml") } throws: { error in
                let description = (error as? YAMLError)?.description ?? ""
                return description.count < 300 && description.contains("'" + String(repeating: "w", count: 59) + "…'")
            }
        }
        // Whatever a message quotes, it is cut.
        #expect(YAMLError(file: "f", mark: nil, message: huge).message.count == YAMLError.maxMessageLength)
        #expect(didYouMean(huge, among: ["warning"]) == nil)
    }
}
