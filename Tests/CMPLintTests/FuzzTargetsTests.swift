import Foundation
import Testing

/// The fuzz targets are listed in three places: their folders in Fuzz/Harnesses, Package.swift
/// (declared when CMPLINT_FUZZ=1) and scripts/fuzz.sh (which CI runs). This fails when a harness
/// is added to one of them but not the others, so that CI never silently skips a target.
struct FuzzTargetsTests {
    @Test func everyHarnessIsDeclaredAndRun() throws {
        let folders = try FileManager.default.contentsOfDirectory(
            atPath: repositoryRoot.appendingPathComponent("Fuzz/Harnesses").path
        )
        .filter { $0.hasPrefix("fuzz-") }.sorted()
        #expect(
            folders.count >= 9,
            "a target for the JSON parser, the YAML loaders, six consent-string decoders and the whole lint")

        let manifest = try String(contentsOf: repositoryRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        let declared = try #require(list(in: manifest, after: "for harness in [", until: "]"))
            .split(separator: ",").map {
                $0.trimmingCharacters(in: .whitespacesAndNewlines.union(CharacterSet(charactersIn: "\"")))
            }
            .filter { !$0.isEmpty }  // after the list's trailing comma
        #expect(declared.sorted() == folders, "list every folder of Fuzz/Harnesses in Package.swift's fuzz targets")

        let script = try String(contentsOf: repositoryRoot.appendingPathComponent("scripts/fuzz.sh"), encoding: .utf8)
        // Split on any whitespace: the list may wrap onto more lines.
        let run = try #require(list(in: script, after: "all_targets=(", until: ")")).split(
            whereSeparator: \.isWhitespace
        )
        .map { "fuzz-" + $0 }
        #expect(run.sorted() == folders, "list every target in scripts/fuzz.sh's all_targets")
        for folder in folders {
            #expect(
                FileManager.default.fileExists(
                    atPath: repositoryRoot.appendingPathComponent("Fuzz/Harnesses/\(folder)/main.swift").path))
        }
    }

    /// The text between `start` and the next `end`.
    private func list(in text: String, after start: String, until end: String) -> String? {
        guard let open = text.range(of: start), let close = text.range(of: end, range: open.upperBound..<text.endIndex)
        else { return nil }
        return String(text[open.upperBound..<close.lowerBound])
    }
}
