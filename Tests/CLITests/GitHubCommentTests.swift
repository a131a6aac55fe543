import Foundation
import Testing

/// The action's `comment: true` (scripts/pr-comment.py run by the lint step): one sticky
/// pull-request comment, created once and then updated, against a fake GitHub REST API on 127.0.0.1.
struct GitHubCommentTests {
    static let marker = "<!-- cmplint-sticky -->"
    static let frenchTitle = "Nous respectons votre vie privée"

    /// A pull request's checkout: `main` with two sets, `feature` (checked out) retitling FR_fr's
    /// banner, and the event GitHub writes for pull request 7 with `main` as its base.
    static func pullRequest() throws -> (repository: GitRepositoryFixture, event: URL) {
        let repository = try GitRepositoryFixture("comment")
        try repository.copy("clean/DE_de", to: "Snapshots/DE_de")
        try repository.copy("clean/FR_fr", to: "Snapshots/FR_fr")
        try repository.commitAll("base")
        let base = try repository.git("rev-parse", "HEAD").stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        try repository.git("checkout", "-q", "-b", "feature")
        try repository.edit("Snapshots/FR_fr/OneTrustBannerData.json", replacing: frenchTitle, with: "Vie privée")
        try repository.commitAll("retitle")
        let event = repository.root.deletingLastPathComponent().appendingPathComponent(
            "event-\(UUID().uuidString).json")
        try JSONSerialization.data(withJSONObject: [
            "action": "synchronize", "pull_request": ["number": 7, "base": ["ref": "main", "sha": base]],
        ]).write(to: event)
        return (repository, event)
    }

    static func runAction(_ repository: GitRepositoryFixture, event: URL, api: FakeGitHubAPI) throws
        -> CompositeAction.Run
    {
        try CompositeAction().run(
            inputs: [
                "binary": CLIRunner.executable.path, "paths": "Snapshots", "comment": "true",
                "github-token": "test-token", "sarif-file": "",
            ],
            in: repository.root,
            runner: GitRepositoryFixture.environment.merging([
                "GITHUB_API_URL": api.url.absoluteString, "GITHUB_REPOSITORY": "acme/app",
                "GITHUB_EVENT_PATH": event.path,
            ]) { $1 })
    }

    @Test func theFirstRunCreatesTheCommentAndTheNextUpdatesIt() throws {
        let (repository, event) = try Self.pullRequest()
        defer {
            repository.remove()
            try? FileManager.default.removeItem(at: event)
        }
        let unrelated = FakeGitHubAPI.Comment(
            id: 1, issue: 7, body: "Looks good. The bot's comment starts with \(Self.marker) and lists the sets.")
        let otherPullRequest = FakeGitHubAPI.Comment(id: 2, issue: 8, body: "\(Self.marker)\nanother pull request")
        let api = try FakeGitHubAPI(comments: [unrelated, otherPullRequest])
        defer { api.stop() }

        let first = try Self.runAction(repository, event: event, api: api)
        #expect(first.status == 0, "\(first.output)")
        var comments = try api.comments()
        let created = comments.filter { $0.issue == 7 && $0.body.hasPrefix(Self.marker) }
        #expect(created.count == 1, "\(comments)")
        let body = created.first?.body ?? ""
        #expect(body.contains("# cmplint report") && body.contains("No problems found"), "\(body)")
        // The semantic diff against the merge base: FR_fr's title changed, DE_de did not.
        #expect(body.contains("FR_fr") && body.contains(Self.frenchTitle), "\(body)")
        #expect(
            first.output.contains("created comment \(created.first?.id ?? 0) on pull request #7"), "\(first.output)")

        // A push that breaks another set: the same comment, a new body, posted before the step
        // fails on the findings.
        try repository.edit("Snapshots/DE_de/OneTrustBannerData.json", replacing: "\"IAB2V2\"", with: "\"GDPR\"")
        try repository.commitAll("template")
        let second = try Self.runAction(repository, event: event, api: api)
        #expect(second.status == 1, "\(second.output)")
        comments = try api.comments()
        let updated = comments.filter { $0.issue == 7 && $0.body.hasPrefix(Self.marker) }
        #expect(updated.map(\.id) == created.map(\.id), "\(comments)")
        #expect(updated.first?.body != body && updated.first?.body.contains("template-inconsistent") == true)
        #expect(updated.first?.body.contains("GDPR") == true, "the diff names the new template")
        #expect(second.output.contains("updated comment \(created.first?.id ?? 0)"), "\(second.output)")
        #expect(comments.contains(unrelated) && comments.contains(otherPullRequest), "others are untouched")
        #expect(comments.count == 3)
    }

    @Test func theCommentIsFoundOnALaterPage() throws {
        let (repository, event) = try Self.pullRequest()
        defer {
            repository.remove()
            try? FileManager.default.removeItem(at: event)
        }
        let earlier = (1...4).map { FakeGitHubAPI.Comment(id: $0, issue: 7, body: "review note \($0)") }
        let sticky = FakeGitHubAPI.Comment(id: 5, issue: 7, body: "\(Self.marker)\nan older report")
        let api = try FakeGitHubAPI(comments: earlier + [sticky], pageSize: 2)
        defer { api.stop() }
        let run = try Self.runAction(repository, event: event, api: api)
        #expect(run.status == 0, "\(run.output)")
        let comments = try api.comments()
        #expect(comments.count == 5, "no second comment: \(comments)")
        #expect(comments.first { $0.id == 5 }?.body.contains("# cmplint diff") == true)
        #expect(Array(comments.prefix(4)) == earlier)
    }

    @Test func anAPIErrorFailsTheStepSayingWhy() throws {
        let (repository, event) = try Self.pullRequest()
        defer {
            repository.remove()
            try? FileManager.default.removeItem(at: event)
        }
        let api = try FakeGitHubAPI(comments: [], failing: "POST")
        defer { api.stop() }
        let run = try Self.runAction(repository, event: event, api: api)
        #expect(run.status == 1, "\(run.output)")
        #expect(run.output.contains("POST \(api.url.absoluteString)/repos/acme/app/issues/7/comments failed: HTTP 403"))
        #expect(run.output.contains("Resource not accessible by integration"), "\(run.output)")
        #expect(run.output.contains("pull-requests: write"), "\(run.output)")
        #expect(try api.comments().isEmpty)
    }

    @Test func withoutAPullRequestOrWithoutCommentNothingIsPosted() throws {
        let (repository, event) = try Self.pullRequest()
        defer {
            repository.remove()
            try? FileManager.default.removeItem(at: event)
        }
        let api = try FakeGitHubAPI(comments: [])
        defer { api.stop() }
        try JSONSerialization.data(withJSONObject: ["ref": "refs/heads/main"]).write(to: event)
        let push = try Self.runAction(repository, event: event, api: api)
        #expect(push.status == 0 && push.output.contains("not a pull request event"), "\(push.output)")
        let off = try CompositeAction().run(
            inputs: ["binary": CLIRunner.executable.path, "paths": "Snapshots", "sarif-file": ""], in: repository.root,
            runner: ["GITHUB_API_URL": api.url.absoluteString, "GITHUB_EVENT_PATH": event.path])
        #expect(off.status == 0 && !off.output.contains("cmplint comment"), "\(off.output)")
        #expect(try api.comments().isEmpty)
    }

    @Test func aLongBodyIsCutToGitHubsLimitWithANote() throws {
        let script = CLIRunner.repositoryRoot.appendingPathComponent("scripts/pr-comment.py").path
        let check = """
            import importlib.util, sys
            spec = importlib.util.spec_from_file_location("pr_comment", sys.argv[1])
            module = importlib.util.module_from_spec(spec)
            spec.loader.exec_module(module)
            short = "é" * 100
            long = module.bounded("é" * 70000)
            print(module.bounded(short) == short, len(long), long.endswith(module.TRUNCATED))
            """
        let run = try CLIRunner.run(
            ["python3", "-c", check, script], executable: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(run.stdout == "True 65536 True\n", "\(run.stdout)\(run.stderr)")
    }
}
