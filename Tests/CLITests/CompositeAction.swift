import CMPLint
import CMPLintDocuments
import Foundation

/// `action.yml` read as GitHub's runner reads a composite action, and its steps run locally with
/// bash as the runner runs them (`bash --noprofile --norc -eo pipefail`; the `GITHUB_ENV`,
/// `GITHUB_OUTPUT` and `GITHUB_STEP_SUMMARY` files; `GITHUB_ACTION_PATH`):
/// https://docs.github.com/en/actions/sharing-automations/creating-actions/metadata-syntax-for-github-actions
/// The only expressions it evaluates are the whole-value `${{ inputs.NAME }}` in a step's `env`.
struct CompositeAction {
    struct Step {
        let name: String
        let id: String?
        let shell: String?
        let run: String?
        let env: [(name: String, value: String)]
    }

    struct Run {
        let status: Int32
        let output: String
        /// What the steps wrote to `GITHUB_OUTPUT`, by step id.
        let outputs: [String: [String: String]]
        let summary: String
    }

    let using: String?
    let inputDefaults: [String: String]
    let outputValues: [String: String]
    let steps: [Step]

    static let file = CLIRunner.repositoryRoot.appendingPathComponent("action.yml")

    init() throws {
        let text = try String(contentsOf: Self.file, encoding: .utf8)
        let root = try YAMLMapping(
            requireNode(try YAMLParser.parse(text, file: "action.yml")), file: "action.yml", context: "action")
        let runs = try root.mapping("runs", context: "runs")
        using = try runs?.string("using")
        var defaults: [String: String] = [:]
        for input in try root.mapping("inputs", context: "inputs")?.pairs ?? [] {
            defaults[input.key] =
                try YAMLMapping(input.value, file: "action.yml", context: input.key).string("default") ?? ""
        }
        inputDefaults = defaults
        var outputs: [String: String] = [:]
        for output in try root.mapping("outputs", context: "outputs")?.pairs ?? [] {
            outputs[output.key] =
                try YAMLMapping(output.value, file: "action.yml", context: output.key).string("value") ?? ""
        }
        outputValues = outputs
        guard case .sequence(let nodes) = runs?.node("steps")?.content else {
            throw LintError("action.yml: runs.steps is no list")
        }
        steps = try nodes.map { node in
            let step = try YAMLMapping(node, file: "action.yml", context: "step")
            let env =
                try step.mapping("env", context: "env")?.pairs.map { (name: $0.key, value: $0.value.scalar ?? "") }
                ?? []
            return Step(
                name: try step.string("name") ?? "", id: try step.string("id"), shell: try step.string("shell"),
                run: try step.string("run"), env: env)
        }
    }

    /// Runs the steps in `workspace` with `inputs` over the defaults and `runner` (e.g. `RUNNER_OS`)
    /// in the environment; stops at the first failing step. Steps that `uses` an action are skipped.
    func run(inputs: [String: String], in workspace: URL, runner: [String: String] = [:]) throws -> Run {
        let values = inputDefaults.merging(inputs) { $1 }
        let files = ["GITHUB_ENV", "GITHUB_OUTPUT", "GITHUB_STEP_SUMMARY"].map {
            ($0, workspace.appendingPathComponent(".runner-\($0)"))
        }
        var environment = runner.merging([
            "GITHUB_ACTION_PATH": CLIRunner.repositoryRoot.path, "GITHUB_WORKSPACE": workspace.path,
        ]) { $1 }
        for (name, url) in files { environment[name] = url.path }
        var output = ""
        var outputs: [String: [String: String]] = [:]
        for step in steps {
            guard let script = step.run else { continue }
            for (name, url) in files where name != "GITHUB_STEP_SUMMARY" {
                _ = FileManager.default.createFile(atPath: url.path, contents: nil)
            }
            var stepEnvironment = environment
            for (name, value) in step.env { stepEnvironment[name] = try Self.evaluate(value, inputs: values) }
            let result = try CLIRunner.run(
                ["--noprofile", "--norc", "-eo", "pipefail", "-c", script], in: workspace,
                executable: URL(fileURLWithPath: "/bin/bash"), environment: stepEnvironment)
            output += result.stdout + result.stderr
            // The runner sets what a step appends to GITHUB_ENV for the steps after it.
            for line in try String(contentsOf: files[0].1, encoding: .utf8).split(separator: "\n") {
                let pair = line.split(separator: "=", maxSplits: 1).map(String.init)
                if pair.count == 2 { environment[pair[0]] = pair[1] }
            }
            if let id = step.id {
                for line in try String(contentsOf: files[1].1, encoding: .utf8).split(separator: "\n") {
                    let pair = line.split(separator: "=", maxSplits: 1).map(String.init)
                    if pair.count == 2 { outputs[id, default: [:]][pair[0]] = pair[1] }
                }
            }
            if result.status != 0 {
                return Run(status: result.status, output: output, outputs: outputs, summary: Self.read(files[2].1))
            }
        }
        return Run(status: 0, output: output, outputs: outputs, summary: Self.read(files[2].1))
    }

    /// `${{ inputs.NAME }}` as a whole value; anything else in `${{ }}` is not supported here.
    static func evaluate(_ value: String, inputs: [String: String]) throws -> String {
        guard value.contains("${{") else { return value }
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("${{"), trimmed.hasSuffix("}}") else {
            throw LintError("unsupported expression: \(value)")
        }
        let expression = trimmed.dropFirst(3).dropLast(2).trimmingCharacters(in: .whitespaces)
        guard expression.hasPrefix("inputs."), let input = inputs[String(expression.dropFirst("inputs.".count))] else {
            throw LintError("unsupported expression or unknown input: \(value)")
        }
        return input
    }

    static func read(_ url: URL) -> String {
        (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }
}

/// The parser returns nil for an empty file.
private func requireNode(_ node: YAMLNode?) throws -> YAMLNode {
    guard let node else { throw LintError("action.yml is empty") }
    return node
}
