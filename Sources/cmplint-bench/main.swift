// The benchmark of `cmplint`'s costs (CONTRIBUTING.md, "Performance").
//
//   cmplint-bench [--runs N] [--corpus DIR] [--small-sets N] [--corpus-only]
//   cmplint-bench --parser [FILE] [--iterations N] [--require-ratio R]
//   cmplint-bench --language FILE... [--iterations N]
//
// Without a mode it writes the benchmark corpus (`BenchCorpus`: 20 realistic sets and N copies of a
// small one, deterministic) into DIR (default: cmplint-bench-corpus in the temporary folder) and
// prints a Markdown table of what a run costs: ruleset load, parse only, full lint, each rule family
// and many small sets, as medians with min and max (`CostTable`). --corpus-only writes the corpus
// and stops (scripts/perf-guard.sh lints part of it under callgrind).
//
// --parser compares cmplint's position-keeping JSON parser with Foundation's JSONSerialization on
// FILE or, without FILE, on a synthesised vendors response of >= 1.2 MB; --require-ratio R fails
// when ours is less than R times as fast. (FILE or --require-ratio alone also select this mode.)
//
// --language times language identification: each FILE (a CMP API response) is parsed once, then
// its UI text identified N times (the default rules' UI-text paths); it prints each document's
// median CPU and wall milliseconds, and the mean of the CPU medians.
import CMPLint
import CMPLintDocuments
import Foundation

// MARK: Arguments

var filePath: String?
var iterations = 20
var requiredRatio: Double?
var languageFiles: [String]?
var parserMode = false
var runs = 5
var corpusFolder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("cmplint-bench-corpus")
var smallSets = 2_000
var corpusOnly = false

func usage(_ message: String) -> Never {
    FileHandle.standardError.write(
        Data(
            """
            cmplint-bench: \(message)
            usage: cmplint-bench [--runs N] [--corpus DIR] [--small-sets N] [--corpus-only]
                   cmplint-bench --parser [FILE] [--iterations N] [--require-ratio R]
                   cmplint-bench --language FILE... [--iterations N]

            """.utf8))
    exit(2)
}

func positiveInteger(_ value: String?, _ flag: String) -> Int {
    guard let value, let n = Int(value), n > 0 else { usage("\(flag) needs a positive integer") }
    return n
}

do {
    var args = CommandLine.arguments.dropFirst()
    while let arg = args.popFirst() {
        switch arg {
        case "--iterations":
            iterations = positiveInteger(args.popFirst(), arg)
        case "--runs":
            runs = positiveInteger(args.popFirst(), arg)
        case "--small-sets":
            smallSets = positiveInteger(args.popFirst(), arg)
        case "--corpus":
            guard let v = args.popFirst() else { usage("--corpus needs a folder") }
            corpusFolder = URL(fileURLWithPath: v)
        case "--require-ratio":
            guard let v = args.popFirst(), let r = Double(v), r > 0 else {
                usage("--require-ratio needs a positive number")
            }
            requiredRatio = r
            parserMode = true
        case "--parser":
            parserMode = true
        case "--corpus-only":
            corpusOnly = true
        case "--language":
            languageFiles = []
        case "-h", "--help":
            usage("benchmark")
        default:
            if arg.hasPrefix("-") { usage("unexpected argument '\(arg)'") }
            if languageFiles != nil {
                languageFiles?.append(arg)
            } else {
                if filePath != nil { usage("unexpected argument '\(arg)'") }
                filePath = arg
                parserMode = true
            }
        }
    }
}

// MARK: Language identification

if let languageFiles {
    if languageFiles.isEmpty { usage("--language needs one or more files") }
    LanguageBench.run(files: languageFiles, iterations: iterations)
    exit(0)
}

// MARK: Cost table

if !parserMode {
    do {
        let corpus = BenchCorpus(folder: corpusFolder, smallSets: smallSets)
        try corpus.prepare()
        if corpusOnly {
            print(corpus.folder.path)
            exit(0)
        }
        try CostTable(corpus: corpus, runs: runs).print()
    } catch {
        FileHandle.standardError.write(Data("cmplint-bench: \(error)\n".utf8))
        exit(1)
    }
    exit(0)
}

// MARK: Parser comparison

let bytes: [UInt8]
if let filePath {
    guard let data = FileManager.default.contents(atPath: filePath) else { usage("cannot read \(filePath)") }
    bytes = [UInt8](data)
} else {
    bytes = synthesiseVendorsResponse()
}
let data = Data(bytes)

var sink = 0
var nodeCount = 0

@MainActor func timeCMPLint() -> Duration {
    let clock = ContinuousClock()
    let start = clock.now
    do {
        let document = try JSONParser.parse(bytes)
        nodeCount = document.nodeCount
        sink &+= document.nodeCount &+ document.duplicateKeys.count
    } catch {
        FileHandle.standardError.write(Data("cmplint-bench: cmplint parser failed: \(error)\n".utf8))
        exit(1)
    }
    return clock.now - start
}

@MainActor func timeFoundation() -> Duration {
    let clock = ContinuousClock()
    let start = clock.now
    do {
        let object = try JSONSerialization.jsonObject(with: data)
        if let dictionary = object as? [String: Any] { sink &+= dictionary.count } else { sink &+= 1 }
    } catch {
        FileHandle.standardError.write(Data("cmplint-bench: JSONSerialization failed: \(error)\n".utf8))
        exit(1)
    }
    return clock.now - start
}

// Warm up both (caches, allocator, lazy initialisation).
for _ in 0..<3 {
    _ = timeCMPLint()
    _ = timeFoundation()
}

var ours: [Duration] = []
var theirs: [Duration] = []
for _ in 0..<iterations {
    ours.append(timeCMPLint())
    theirs.append(timeFoundation())
}

func median(_ xs: [Duration]) -> Double {
    let seconds = xs.map { Double($0.components.seconds) + Double($0.components.attoseconds) * 1e-18 }.sorted()
    let mid = seconds.count / 2
    return seconds.count % 2 == 1 ? seconds[mid] : (seconds[mid - 1] + seconds[mid]) / 2
}

let oursSeconds = median(ours)
let theirsSeconds = median(theirs)
let megabytes = Double(bytes.count) / 1_000_000
let ratio = theirsSeconds / oursSeconds
func fmt(_ x: Double, _ digits: Int = 1) -> String { String(format: "%.\(digits)f", x) }

print(
    "input: \(filePath ?? "synthetic OneTrust CMP API vendors response"), \(bytes.count) bytes, \(nodeCount) nodes, \(iterations) iterations (median)"
)
print("cmplint JSONParser:   \(fmt(oursSeconds * 1000, 3)) ms, \(fmt(megabytes / oursSeconds)) MB/s")
print("JSONSerialization:    \(fmt(theirsSeconds * 1000, 3)) ms, \(fmt(megabytes / theirsSeconds)) MB/s")
print("ratio: \(fmt(ratio))x (cmplint JSON with positions vs JSONSerialization)")
if sink == 42 { print("") }  // keep the results observable

if let requiredRatio, ratio < requiredRatio {
    FileHandle.standardError.write(
        Data("cmplint-bench: ratio \(fmt(ratio))x is below the required \(fmt(requiredRatio))x\n".utf8))
    exit(1)
}
