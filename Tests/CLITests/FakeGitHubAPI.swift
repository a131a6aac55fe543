import Foundation

/// The part of GitHub's REST API the action's sticky comment uses
/// (https://docs.github.com/en/rest/issues/comments): list an issue's comments a few per page
/// with `Link` headers, create one, update one; the token must be `test-token`. Served by Python's
/// `http.server` on 127.0.0.1, its comments kept in a JSON file the test reads back. `failing`
/// makes every request of that method (`POST`, `PATCH`, `GET`) answer 403. Stopped by `stop()`.
final class FakeGitHubAPI {
    static let script = """
        import http.server, json, os, re, sys, urllib.parse
        state, port_file, page_size, failing = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]

        def load():
            with open(state) as f:
                return json.load(f)

        def save(comments):
            with open(state + ".tmp", "w") as f:
                json.dump(comments, f)
            os.replace(state + ".tmp", state)

        class Handler(http.server.BaseHTTPRequestHandler):
            def log_message(self, *args):
                pass

            def reply(self, code, body, headers=()):
                data = json.dumps(body).encode()
                self.send_response(code)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                for name, value in headers:
                    self.send_header(name, value)
                self.end_headers()
                self.wfile.write(data)

            def refused(self):
                if self.headers.get("Authorization") != "Bearer test-token":
                    self.reply(401, {"message": "Bad credentials"})
                    return True
                if self.command == failing:
                    self.reply(403, {"message": "Resource not accessible by integration"})
                    return True
                return False

            def do_GET(self):
                if self.refused():
                    return
                url = urllib.parse.urlparse(self.path)
                match = re.fullmatch(r"/repos/[^/]+/[^/]+/issues/(\\d+)/comments", url.path)
                if not match:
                    return self.reply(404, {"message": "Not Found"})
                page = int(urllib.parse.parse_qs(url.query).get("page", ["1"])[0])
                issue = [c for c in load() if c["issue"] == int(match.group(1))]
                headers = []
                if page * page_size < len(issue):
                    port = self.server.server_address[1]
                    headers.append(("Link", f'<http://127.0.0.1:{port}{url.path}?per_page=100&page={page + 1}>; rel="next"'))
                chunk = issue[(page - 1) * page_size : page * page_size]
                self.reply(200, [{"id": c["id"], "body": c["body"]} for c in chunk], headers)

            def body(self):
                return json.loads(self.rfile.read(int(self.headers["Content-Length"])))["body"]

            def do_POST(self):
                if self.refused():
                    return
                match = re.fullmatch(r"/repos/[^/]+/[^/]+/issues/(\\d+)/comments", self.path)
                if not match:
                    return self.reply(404, {"message": "Not Found"})
                comments = load()
                created = {"id": max([c["id"] for c in comments] + [1000]) + 1, "issue": int(match.group(1)), "body": self.body()}
                save(comments + [created])
                self.reply(201, created)

            def do_PATCH(self):
                if self.refused():
                    return
                match = re.fullmatch(r"/repos/[^/]+/[^/]+/issues/comments/(\\d+)", self.path)
                comments = load()
                found = [c for c in comments if match and c["id"] == int(match.group(1))]
                if not found:
                    return self.reply(404, {"message": "Not Found"})
                found[0]["body"] = self.body()
                save(comments)
                self.reply(200, found[0])

        server = http.server.HTTPServer(("127.0.0.1", 0), Handler)
        with open(port_file + ".partial", "w") as f:
            f.write(str(server.server_address[1]))
        os.rename(port_file + ".partial", port_file)
        server.serve_forever()
        """

    struct Comment: Equatable {
        let id: Int
        let issue: Int
        let body: String
    }

    let process = Process()
    let url: URL
    let folder: URL

    init(comments: [Comment], pageSize: Int = 2, failing: String = "") throws {
        folder = try temporaryFolder("github-api")
        let state = folder.appendingPathComponent("comments.json")
        try JSONSerialization.data(withJSONObject: comments.map { ["id": $0.id, "issue": $0.issue, "body": $0.body] })
            .write(to: state)
        let portFile = folder.appendingPathComponent("port")
        url = try LoopbackFileServer.start(
            process, script: Self.script, arguments: [state.path, portFile.path, "\(pageSize)", failing],
            portFile: portFile)
    }

    /// Every comment, as the API holds it now.
    func comments() throws -> [Comment] {
        let data = try Data(contentsOf: folder.appendingPathComponent("comments.json"))
        let list = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] ?? []
        return list.map {
            Comment(id: $0["id"] as? Int ?? 0, issue: $0["issue"] as? Int ?? 0, body: $0["body"] as? String ?? "")
        }
    }

    func stop() {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: folder)
    }
}
