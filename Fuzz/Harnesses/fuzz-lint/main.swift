import CMPLint
import CMPLintDocuments
import FuzzSupport

/// libFuzzer harness for the whole lint of one set: the input is the banner, preferences and
/// vendors documents and the set's folder name, separated by NUL bytes (which valid JSON never
/// holds); an empty or missing part is a component the set lacks, and without a folder name the
/// set has no expectations. The folder name is what a file system allows: at most 255 bytes
/// (`NAME_MAX`), without NUL or `/`. The default ruleset's `Linter` runs, a baseline made of every
/// other finding is applied (so reports show suppressed findings too), and every report format
/// renders.
/// Checked on every input:
/// - each finding made into a baseline entry is matched by that entry again;
/// - the JSON formats and the baseline are JSON that `JSONParser` accepts;
/// - the human formats hold no control, bidirectional or line-separator character other than the
///   line breaks they write themselves (docs/security.md: snapshot text cannot inject anything);
/// - no output holds a GitHub Actions workflow command but the `github` format's own annotations:
///   no `##[` anywhere, no line starting with `::` otherwise.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLint(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let set = LintHarness.snapshotSet(FuzzInput.bytes(data, size))
    let checked = LintReport.CheckedSet(
        path: set.path, expectations: set.expectations, files: set.files.mapValues(\.path))
    let findings = LintHarness.linter.lint(set)
    // Only the rules that found something: the others' documentation is the same on every input
    // (and rendering all of it in SARIF would take most of each run).
    let found = Set(findings.map(\.ruleId))
    let unsuppressed = LintReport(
        findings: findings, sets: [checked], rules: LintHarness.rules.filter { found.contains($0.id) })
    let baseline = Baseline(
        entries: unsuppressed.findings.enumerated().filter { $0.offset % 2 == 0 }.map { BaselineEntry($0.element) })
    let report = Suppressor.apply(
        unsuppressed, ignore: IgnoreList(), baseline: baseline, baselineFile: "baseline.json",
        workingDirectory: "/work", rules: LintHarness.linter.ruleset.rules)
    FuzzCheck.require(
        report.suppressed.count == baseline.entries.count && report.fixedSinceBaseline.isEmpty,
        "\(baseline.entries.count) baseline entries made from the findings suppressed \(report.suppressed.count)")
    LintHarness.checkReports(report)
    return 0
}

enum LintHarness {
    static let linter: Linter = {
        do {
            return Linter(ruleset: try DefaultRuleset.load())
        } catch {
            fatalError("the default ruleset does not load: \(error)")
        }
    }()
    /// The rules a report lists, as `Linter.lint(sources:)` gives them.
    static let rules = linter.ruleset.rules.filter { $0.scope != .suppressions }.map(RuleInfo.init)
    static let jsonFormats: Set<ReportFormat> = [.json, .sarif, .codeclimate, .rdjson]

    /// The input that describes `set`: its documents and folder name joined by NUL bytes.
    static func input(_ set: SeedSources.SetDocuments) -> [UInt8] {
        var parts = ComponentKind.allCases.map { set.documents[$0] ?? [] }
        if let folder = set.folder { parts.append(Array(folder.utf8)) }
        return Array(parts.joined(separator: [0]))
    }

    /// The set the input describes: documents and folder name split at NUL bytes.
    static func snapshotSet(_ bytes: [UInt8]) -> SnapshotSet {
        let parts = bytes.split(separator: 0, maxSplits: 3, omittingEmptySubsequences: false)
        let name =
            parts.count > 3
            ? parts[3].filter { $0 != 0 && $0 != UInt8(ascii: "/") }.prefix(255) : Array("set".utf8)[...]
        let folder = String(decoding: name, as: UTF8.self)
        let path = "snapshots/" + folder
        var files: [ComponentKind: SnapshotFile] = [:]
        for (kind, part) in zip(ComponentKind.allCases, parts) where !part.isEmpty {
            files[kind] = SnapshotFile(kind: kind, path: path + "/" + kind.acceptedFileNames[0], bytes: Array(part))
        }
        return SnapshotSet(
            path: path, files: files, expectations: SetExpectations(folderName: folder) ?? SetExpectations())
    }

    /// Every report format, the step summary and the baseline of `report`, checked.
    static func checkReports(_ report: LintReport) {
        let options = ReportOptions(workingDirectory: "/work")
        for format in ReportFormat.allCases {
            check(
                format.render(report, options: options), format: format.rawValue, isJSON: jsonFormats.contains(format))
        }
        check(GitHubReporter.stepSummary(report, options: options), format: "step summary", isJSON: false)
        check(Baseline(entries: report.allFindings.map(BaselineEntry.init)).json, format: "baseline", isJSON: true)
    }

    /// Not inlined: inlined into `checkReports`, Swift 6.3.1's optimizer crashes on it ("Found
    /// over consume?!" in CopyPropagation, with `-sanitize=fuzzer,address`).
    @inline(never)
    static func check(_ text: String, format: String, isJSON: Bool) {
        PrintedText.checkWorkflowCommands(text, format: format, annotations: format == "github")
        if isJSON {
            do {
                _ = try JSONParser.parse(Array(text.utf8))
            } catch {
                FuzzCheck.fail("the \(format) output is not JSON: \(error)")
            }
        } else if let bad = text.unicodeScalars.first(where: PrintedText.injects) {
            FuzzCheck.fail("the \(format) output holds U+\(String(bad.value, radix: 16, uppercase: true))")
        }
    }
}

FuzzDriver.run { SeedSources.sets.map(LintHarness.input) }
