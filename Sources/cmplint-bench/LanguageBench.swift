import CMPLint
import Foundation

/// Times `LanguageIdentifier.identify(document:paths:)` per document, after one warm-up call that
/// also decodes the profiles.
enum LanguageBench {
    static func run(files: [String], iterations: Int) {
        let paths: UITextPaths
        do { paths = try UITextPaths.defaultRules() } catch {
            FileHandle.standardError.write(Data("cmplint-bench: default rules: \(error)\n".utf8))
            exit(1)
        }
        var documents: [(String, JSONDocument)] = []
        for file in files {
            guard let data = FileManager.default.contents(atPath: file), let document = try? JSONParser.parse([UInt8](data)) else {
                FileHandle.standardError.write(Data("cmplint-bench: cannot read or parse \(file)\n".utf8))
                exit(2)
            }
            documents.append((file, document))
        }
        let clock = ContinuousClock()
        let setup = clock.measure { _ = LanguageIdentifier.identify(document: documents[0].1, paths: paths) }
        var perDocument: [Double] = []
        for (file, document) in documents {
            var times: [Double] = []
            var result: DocumentLanguage?
            for _ in 0..<iterations {
                let elapsed = clock.measure { result = LanguageIdentifier.identify(document: document, paths: paths) }
                times.append(Double(elapsed.components.attoseconds) * 1e-15 + Double(elapsed.components.seconds) * 1000)
            }
            times.sort()
            let median = times[times.count / 2]
            perDocument.append(median)
            let guess = result?.guess.map { $0.variant ?? $0.language.code } ?? "unknown"
            print(String(format: "%8.3f ms  %6d chars  %@  %@", median, result?.textLength ?? 0, guess, file))
        }
        let mean = perDocument.reduce(0, +) / Double(perDocument.count)
        print(String(format: "mean of medians: %.3f ms per document (%d documents, %d iterations); first call with profile decoding: %.1f ms",
                     mean, documents.count, iterations, Double(setup.components.attoseconds) * 1e-15 + Double(setup.components.seconds) * 1000))
    }
}
