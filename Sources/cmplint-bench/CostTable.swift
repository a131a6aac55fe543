import CMPLint
import CMPLintDocuments
import Foundation

/// What a lint run costs, step by step, on the benchmark corpus (`BenchCorpus`): the first load of
/// the default ruleset, parsing alone, reading and parsing the sets with no rules, the full default
/// ruleset, each rule family on its own (its cost over no rules), and many small sets. Sets are
/// linted one after another on the measuring thread so that CPU times compare, and the steps are
/// measured in interleaved rounds (`Measurement.interleaved`): a step's ratio to parsing is the
/// median of its ratios in each round. The many-sets rows run as `cmplint lint` does, concurrently.
struct CostTable {
    let corpus: BenchCorpus
    let runs: Int

    struct Row {
        let step: String
        let measurement: Measurement
        /// Per round, shown instead of the step's own time when the row is a difference (a
        /// family's cost over no rules in the same round).
        var added: [Double]?
        var bytes: Int?

        /// What the row shows, per round.
        var cpu: [Double] { added ?? measurement.cpu }
    }

    func print() throws {
        // The default ruleset is parsed once per process and cached, so what a run pays is the
        // first load (the one `cmplint lint` makes, without examples): measured once, first.
        let (loadCPU, loadWall) = (Measurement.threadCPUSeconds(), Measurement.wallSeconds())
        let lintRuleset = try DefaultRuleset.load(examples: false)
        let firstLoad = Measurement(
            cpu: [Measurement.threadCPUSeconds() - loadCPU], wall: [Measurement.wallSeconds() - loadWall])
        let ruleset = try DefaultRuleset.load()
        let sources = try SnapshotDiscovery.discover(paths: [corpus.realistic.path])
        let files = try sources.flatMap { source in
            try source.files.values.sorted().map { try [UInt8](Data(contentsOf: URL(fileURLWithPath: $0))) }
        }
        let bytes = files.reduce(0) { $0 + $1.count }
        var rows: [Row] = []

        rows.append(
            Row(
                step: "load the default ruleset (\(lintRuleset.rules.count) rules; once per process, one sample)",
                measurement: firstLoad))
        let families = Set(ruleset.rules.filter { $0.scope != .suppressions }.map(\.family)).sorted()
        var fullFindings = 0
        var steps: [() throws -> Void] = [
            { for file in files { _ = try JSONParser.parse(file) } },
            { for file in files { _ = try JSONSerialization.jsonObject(with: Data(file)) } },
            lintOneByOne(sources, with: try Ruleset([])),
            lintOneByOne(sources, with: ruleset) { fullFindings = $0 },
        ]
        steps += families.map { family in lintOneByOne(sources, with: ruleset.only { $0.family == family }) }
        let measured = try Measurement.interleaved(runs: runs, steps)
        let (parse, noRules) = (measured[0], measured[2])
        rows.append(Row(step: "parse only: cmplint JSONParser (positions)", measurement: parse, bytes: bytes))
        rows.append(
            Row(step: "parse only: Foundation JSONSerialization (no positions)", measurement: measured[1], bytes: bytes)
        )
        rows.append(Row(step: "read + parse the sets, no rules", measurement: noRules, bytes: bytes))
        rows.append(
            Row(step: "full lint, default ruleset (\(fullFindings) findings)", measurement: measured[3], bytes: bytes))
        for (family, only) in zip(families, measured[4...]) {
            rows.append(
                Row(
                    step: "  \(family) rules alone, over no rules", measurement: only,
                    added: zip(only.cpu, noRules.cpu).map { $0 - $1 }))
        }

        let smallStart = Measurement.wallSeconds()
        let small = try SnapshotDiscovery.discover(paths: [corpus.small.path])
        let discovery = Measurement.wallSeconds() - smallStart
        let linter = Linter(ruleset: ruleset)
        var processCPU: [Double] = []
        let many = try Measurement.of(runs: max(1, runs / 2)) {
            let before = Self.processCPUSeconds()
            _ = try linter.lint(sources: small) { Self.expectations($0) }
            processCPU.append(Self.processCPUSeconds() - before)
        }

        let cpus = ProcessInfo.processInfo.processorCount
        Swift.print(
            "corpus: \(sources.count) realistic sets, \(files.count) files, \(String(format: "%.1f", Double(bytes) / 1e6)) MB (\(corpus.realistic.path))"
        )
        Swift.print(
            "\(runs) interleaved rounds after a warm-up; CPU time of the measuring thread, sets one after another; \(cpus) CPUs, load average \(Self.loadAverage())"
        )
        Swift.print("")
        Swift.print("| step | CPU median | min – max | wall median | throughput | × parse |")
        Swift.print("|---|--:|--:|--:|--:|--:|")
        for row in rows {
            let cpu = row.cpu.median
            let median = (row.added == nil ? "" : "+") + milliseconds(cpu) + " ms"
            let range =
                row.added == nil
                ? "\(milliseconds(row.measurement.cpu.min() ?? 0))–\(milliseconds(row.measurement.cpu.max() ?? 0)) ms"
                : ""
            let wall = row.added == nil ? milliseconds(row.measurement.wall.median) + " ms" : ""
            let throughput = row.bytes.map { String(format: "%.0f MB/s", Double($0) / 1e6 / cpu) } ?? ""
            // Per round, against parsing in the same round (the load row has one sample, no rounds).
            let ratio =
                row.bytes == nil && row.added == nil
                ? "" : String(format: "%.2f×", zip(row.cpu, parse.cpu).map { $0 / $1 }.median)
            Swift.print("| \(row.step) | \(median) | \(range) | \(wall) | \(throughput) | \(ratio) |")
        }
        Swift.print(
            "| discover \(small.count) small sets (\(corpus.small.path)) | | | \(milliseconds(discovery)) ms | | |")
        Swift.print(
            "| lint \(small.count) small sets, concurrently (process CPU \(milliseconds(processCPU.median)) ms) | | | \(milliseconds(many.wall.median)) ms | \(String(format: "%.0f sets/s", Double(small.count) / many.wall.median)) | |"
        )
    }

    /// A step that reads, parses and lints each set in turn on this thread, and tells `findings`
    /// how many it found.
    private func lintOneByOne(
        _ sources: [SnapshotSource], with ruleset: Ruleset, findings: @escaping (Int) -> Void = { _ in }
    ) -> () throws -> Void {
        let linter = Linter(ruleset: ruleset)
        return {
            var count = 0
            for source in sources {
                count += linter.lint(try source.load(expectations: Self.expectations(source))).count
            }
            findings(count)
        }
    }

    /// What `cmplint lint` would read from the folder name (`DE_de`).
    static func expectations(_ source: SnapshotSource) -> SetExpectations {
        SetExpectations(folderName: URL(fileURLWithPath: source.directory).lastPathComponent) ?? SetExpectations()
    }

    static func processCPUSeconds() -> Double {
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(
            usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }

    static func loadAverage() -> String {
        var loads = [Double](repeating: 0, count: 3)
        guard getloadavg(&loads, 3) == 3 else { return "unknown" }
        return String(format: "%.1f", loads[0])
    }
}
