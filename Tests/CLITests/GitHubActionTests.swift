import CMPLint
import CMPLintDocuments
import Foundation
import Testing

/// The composite action in `action.yml` (docs/ci.md, GitHub Actions): its steps run locally, as GitHub's runner
/// would, against the built binary (the `binary` input; building it is the other branch of the first
/// step, which CI's own build already covers).
struct GitHubActionTests {
    @Test func actionIsCompositeAndPassesInputsThroughTheEnvironment() throws {
        let action = try CompositeAction()
        #expect(action.using == "composite")
        #expect(
            Set(action.inputDefaults.keys) == [
                "paths", "args", "sarif-file", "binary", "version", "release-url", "build-from-source", "comment",
                "github-token",
            ])
        #expect(action.inputDefaults["comment"] == "false")
        #expect(action.inputDefaults["paths"] == ".")
        // The action of a release tag downloads that release: its default is the version it ships with.
        #expect(action.inputDefaults["version"] == ToolInfo.version)
        #expect(action.inputDefaults["build-from-source"] == "false")
        #expect(action.outputValues["sarif-file"] == "${{ steps.lint.outputs.sarif-file }}")
        #expect(action.steps.contains { $0.id == "lint" })
        for step in action.steps where step.run != nil {
            #expect(step.shell == "bash", "\(step.name)")
            // An input pasted into a script could inject commands; they go through `env` only.
            #expect(step.run?.contains("${{") == false, "\(step.name)")
            for variable in step.env {
                let input = try CompositeAction.evaluate(variable.value, inputs: action.inputDefaults)
                #expect(action.inputDefaults.values.contains(input), "\(step.name): \(variable.name)")
            }
        }
    }

    @Test func cleanSetPassesAndWritesSarif() throws {
        let workspace = try temporaryFolder("action")
        defer { try? FileManager.default.removeItem(at: workspace) }
        try copySample("clean/DE_de", into: workspace)
        let run = try CompositeAction().run(inputs: ["binary": CLIRunner.executable.path], in: workspace)
        #expect(run.status == 0, "\(run.output)")
        #expect(run.outputs["lint"]?["sarif-file"] == "cmplint.sarif")
        let sarif = try JSONSerialization.jsonObject(
            with: Data(contentsOf: workspace.appendingPathComponent("cmplint.sarif")))
        #expect((sarif as? [String: Any])?["version"] as? String == "2.1.0")
    }

    @Test func findingsFailTheStepAsAnnotations() throws {
        let workspace = try temporaryFolder("action")
        defer { try? FileManager.default.removeItem(at: workspace) }
        try copySample("clean/DE_de", into: workspace.appendingPathComponent("app"))
        try copySample("broken/ot-consent-string-leak", into: workspace.appendingPathComponent("app"))
        try copySample("broken/duplicate-key", into: workspace.appendingPathComponent("other"))
        // Two paths on two lines, more options, no SARIF.
        let run = try CompositeAction().run(
            inputs: [
                "binary": CLIRunner.executable.path, "paths": "app/clean\napp/broken", "args": "--fail-severity error",
                "sarif-file": "",
            ], in: workspace)
        #expect(run.status == 1, "\(run.output)")
        #expect(
            run.output.contains(
                "::error file=app/broken/ot-consent-string-leak/US-CA_en/OneTrustBannerData.json,line=335"),
            "\(run.output)")
        #expect(!run.output.contains("other/"), "only the paths given are linted")
        #expect(run.outputs["lint"]?["sarif-file"] == nil)
        #expect(!FileManager.default.fileExists(atPath: workspace.appendingPathComponent("cmplint.sarif").path))
        #expect(run.summary.contains("ot-consent-string-leak"), "the step summary: \(run.summary)")

        // A `*` stays a literal word (no globbing).
        let literal = try CompositeAction().run(
            inputs: ["binary": CLIRunner.executable.path, "paths": "app/*"], in: workspace)
        #expect(literal.status == 2 && literal.output.contains("app/*: no such file or directory"), "\(literal.output)")
    }
}
