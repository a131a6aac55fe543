import CLibFuzzer
import Foundation

/// Runs libFuzzer on the target's `LLVMFuzzerTestOneInput`. SwiftPM links an executable target's
/// own `main` (the top-level code of its `main.swift`) in place of libFuzzer's, so each harness's
/// `main.swift` calls this.
///
/// `fuzz-X --write-seeds DIR`, run from the repository root, writes the target's seed corpus
/// (`seeds`, built from `samples/`, the rule files and their examples) to DIR instead of fuzzing:
/// the seeds are generated from what the repository holds, never committed.
public enum FuzzDriver {
    public static func run(seeds: () -> [[UInt8]]) -> Never {
        let arguments = CommandLine.arguments
        if arguments.count == 3, arguments[1] == "--write-seeds" {
            exit(write(seeds(), to: arguments[2]))
        }
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, LLVMFuzzerTestOneInput))
    }

    /// Writes each distinct non-empty seed to its own file; 0 on success.
    static func write(_ seeds: [[UInt8]], to directory: String) -> Int32 {
        var seen = Set<[UInt8]>()
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            for seed in seeds where !seed.isEmpty && seen.insert(seed).inserted {
                let name = String(format: "seed-%05d", seen.count)
                try Data(seed).write(to: URL(fileURLWithPath: directory).appendingPathComponent(name))
            }
        } catch {
            FileHandle.standardError.write(Data("cannot write the seeds to \(directory): \(error)\n".utf8))
            return 2
        }
        print("\(seen.count) seeds in \(directory)")
        return 0
    }
}
