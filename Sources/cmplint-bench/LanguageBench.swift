import CMPLint
import CMPLintDocuments
import CMPLintKnowledge
import Foundation

/// Times `LanguageIdentifier.identify(document:paths:)` per document, after one warm-up call (the
/// first touches the profile table's pages and sets up the model): as every lint runs it (without choosing the
/// representative text a finding points at) and with that choice, alternately, so both see the same machine. It reports
/// the thread's CPU time as well as the wall time: on a shared machine the wall time includes
/// waiting for a core.
enum LanguageBench {
    /// Milliseconds of CPU time this thread has used.
    static func cpuMilliseconds() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return Double(t.tv_sec) * 1000 + Double(t.tv_nsec) / 1_000_000
    }

    static func run(files: [String], iterations: Int) {
        let paths: UITextPaths
        do { paths = try UITextPaths.defaultRules() } catch {
            FileHandle.standardError.write(Data("cmplint-bench: default rules: \(error)\n".utf8))
            exit(1)
        }
        var documents: [(String, JSONDocument)] = []
        for file in files {
            guard let data = FileManager.default.contents(atPath: file),
                let document = try? JSONParser.parse([UInt8](data))
            else {
                FileHandle.standardError.write(Data("cmplint-bench: cannot read or parse \(file)\n".utf8))
                exit(2)
            }
            documents.append((file, document))
        }
        let clock = ContinuousClock()
        let setup = clock.measure { _ = LanguageIdentifier.identify(document: documents[0].1, paths: paths) }
        var perDocument: [Double] = []
        var perDocumentWithText: [Double] = []
        for (file, document) in documents {
            var times: [Double] = []
            var cpu: [Double] = []
            var cpuWithText: [Double] = []
            var result: DocumentLanguage?
            for _ in 0..<iterations {
                let before = cpuMilliseconds()
                let elapsed = clock.measure {
                    result = LanguageIdentifier.identify(
                        document: document, paths: paths, choosingRepresentative: false)
                }
                cpu.append(cpuMilliseconds() - before)
                times.append(Double(elapsed.components.attoseconds) * 1e-15 + Double(elapsed.components.seconds) * 1000)
                let beforeWithText = cpuMilliseconds()
                _ = LanguageIdentifier.identify(document: document, paths: paths)
                cpuWithText.append(cpuMilliseconds() - beforeWithText)
            }
            perDocument.append(cpu.median)
            perDocumentWithText.append(cpuWithText.median)
            let guess = result?.guess.map { $0.variant ?? $0.language.code } ?? "unknown"
            print(
                String(
                    format: "%8.3f ms CPU %8.3f ms wall %8.3f ms with its text  %6d chars  %@  %@", cpu.median,
                    times.median,
                    cpuWithText.median, result?.textLength ?? 0, guess, file))
        }
        let mean = perDocument.reduce(0, +) / Double(perDocument.count)
        let meanWithText = perDocumentWithText.reduce(0, +) / Double(perDocumentWithText.count)
        print(
            String(
                format:
                    "mean of CPU medians: %.3f ms per document (%.3f ms choosing the text a finding points at too; %d documents, %d iterations); first call: %.1f ms",
                mean, meanWithText, documents.count, iterations,
                Double(setup.components.attoseconds) * 1e-15 + Double(setup.components.seconds) * 1000))
    }
}
