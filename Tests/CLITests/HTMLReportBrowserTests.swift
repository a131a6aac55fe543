import Foundation
import Testing

/// The HTML reports in a real browser (headless Chromium): `cmplint lint samples --format html`
/// shows every set and every finding of the JSON report, runs its script under its own
/// Content-Security-Policy without a console message, looks right at desktop and phone sizes
/// (screenshots kept in `<tmp>/cmplint-html-report-browser/` for a human to look at), and prints
/// every `<details>` open. A slow test (a minute of a browser's CPU on two cores): it runs with
/// `CMPLINT_SLOW_TESTS=1`. Skipped with a message when no Chromium is installed; `.ci/run` installs
/// it and sets `CMPLINT_REQUIRE_CHROMIUM=1`, and then (or with `CI=true`) a missing browser fails.
@Suite(
    .slow,
    .enabled(
        if: HeadlessChromium.found != nil || HeadlessChromium.required,
        "no Chromium binary found (apt-get install chromium, or set CMPLINT_CHROMIUM): the HTML report is not tested in a browser"
    ))
struct HTMLReportBrowserTests {
    /// The reports of `samples/`, written once: lint as HTML and JSON, inspect as HTML and JSON.
    struct Reports: Sendable {
        let folder: URL
        var lintHTML: URL { folder.appendingPathComponent("lint.html") }
        var inspectHTML: URL { folder.appendingPathComponent("inspect.html") }
        var diffHTML: URL { folder.appendingPathComponent("diff.html") }
        let lintJSONText: String
        let inspectJSONText: String
        var lintJSON: [String: Any] {
            (try? JSONSerialization.jsonObject(with: Data(lintJSONText.utf8))) as? [String: Any] ?? [:]
        }
        var inspectJSON: [String: Any] {
            (try? JSONSerialization.jsonObject(with: Data(inspectJSONText.utf8))) as? [String: Any] ?? [:]
        }
    }

    static let reports: Result<Reports, Error> = Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cmplint-html-report-browser")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let lint = try CLIRunner.run([
            "lint", "samples", "--format", "html=\(folder.path)/lint.html", "--format", "json",
        ])
        guard lint.status == 1 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: lint.stderr])
        }
        let inspect = try CLIRunner.run([
            "inspect", "samples", "--format", "html", "--output", "\(folder.path)/inspect.html",
        ])
        let inspectJSON = try CLIRunner.run(["inspect", "samples", "--format", "json"])
        let diff = try CLIRunner.run([
            "diff", "samples/clean/DE_de", "samples/broken/tc-string-leak/DE_de", "--format", "html", "--output",
            "\(folder.path)/diff.html",
        ])
        guard inspect.status == 0, inspectJSON.status == 0, diff.status <= 1 else {
            throw CocoaError(.fileWriteUnknown)
        }
        return Reports(folder: folder, lintJSONText: lint.stdout, inspectJSONText: inspectJSON.stdout)
    }

    func browser() throws -> HeadlessChromium {
        try #require(
            HeadlessChromium.found,
            "the browser tests must run here (CMPLINT_REQUIRE_CHROMIUM=1 or CI=true) but no Chromium binary was found: .ci/run installs it"
        )
    }

    // MARK: Reading the DOM Chromium serialized

    /// Text content as Chromium serializes it (it escapes `&`, `<`, `>` and U+00A0 in text).
    static func text(_ html: String) -> String {
        var out = html.replacingOccurrences(of: "<[^>]*>", with: "", options: .regularExpression)
        for (entity, character) in [
            ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&nbsp;", "\u{A0}"), ("&amp;", "&"),
        ] {
            out = out.replacingOccurrences(of: entity, with: character)
        }
        return out
    }

    /// The first capture group of every match of `pattern` in `text`.
    static func captures(_ pattern: String, in text: String) -> [String] {
        let regex = try! NSRegularExpression(pattern: pattern, options: [.dotMatchesLineSeparators])
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).map {
            String(text[Range($0.range(at: 1), in: text)!])
        }
    }

    /// The set sections of a page: each set's path and its section's HTML.
    static func setSections(_ dom: String) -> [(path: String, html: String)] {
        dom.components(separatedBy: "<section class=\"set\" id=\"set-").dropFirst().map { section in
            (text(captures("<h2><code>(.*?)</code></h2>", in: section).first ?? ""), section)
        }
    }

    /// A finding as both reports can say it: set, severity, `file:line:column pointer`, message.
    struct Shown: Hashable, Comparable, CustomStringConvertible {
        let set: String, severity: String, place: String, message: String
        static func < (a: Shown, b: Shown) -> Bool { a.description < b.description }
        var description: String { "\(set) | \(severity) | \(place) | \(message)" }
    }

    /// The set folders under samples/, counted on disk: `samples/clean/*` and `samples/broken/*/*`.
    static var sampleSetFolders: Int {
        let files = FileManager.default
        func folders(_ path: String) -> [String] {
            ((try? files.contentsOfDirectory(atPath: path)) ?? []).filter {
                var isFolder: ObjCBool = false
                return files.fileExists(atPath: path + "/" + $0, isDirectory: &isFolder) && isFolder.boolValue
            }
        }
        return folders("samples/clean").count
            + folders("samples/broken").reduce(0) { $0 + folders("samples/broken/" + $1).count }
    }

    // MARK: Tests

    @Test func theLintReportShowsEverySetAndEveryFindingOfTheJSONReportWithoutAConsoleMessage() throws {
        let chromium = try browser()
        let reports = try Self.reports.get()
        let (dom, run) = try chromium.dumpDOM(reports.lintHTML)
        #expect(run.succeeded && dom.hasPrefix("<!DOCTYPE html>"), "\(run.stderr.suffix(2_000))")
        #expect(run.consoleMessages.isEmpty, "\(run.consoleMessages)")

        let sets = Self.setSections(dom)
        let inspected = (reports.inspectJSON["sets"] as? [[String: Any]] ?? []).compactMap { $0["path"] as? String }
        let summary = try #require(reports.lintJSON["summary"] as? [String: Any])
        #expect(sets.map(\.path) == inspected, "every set, in path order")
        #expect(sets.count == summary["sets"] as? Int && sets.count == Self.sampleSetFolders)

        var shown: [Shown] = []
        for (path, html) in sets {
            // An item ends where the next one starts: a root finding's item holds the items of
            // the findings that follow from it.
            for item in Self.captures(#"(<li class="finding .*?)(?=<li class="finding |</li>)"#, in: html) {
                shown.append(
                    Shown(
                        set: path, severity: Self.captures(#"<span class="badge sev-([a-z]+)">"#, in: item).first ?? "",
                        place: Self.text(Self.captures(#"<code class="where">(.*?)</code>"#, in: item).first ?? ""),
                        message: Self.text(Self.captures(#"<span class="message">(.*?)</span>"#, in: item).first ?? ""))
                )
            }
        }
        let findings = try #require(reports.lintJSON["findings"] as? [[String: Any]])
        let expected = findings.map { finding -> Shown in
            var place = finding["file"] as? String ?? ""
            if let line = finding["line"] as? Int, let column = finding["column"] as? Int {
                place += ":\(line):\(column)"
            }
            if let pointer = finding["pointer"] as? String, !pointer.isEmpty { place += " " + pointer }
            return Shown(
                set: (finding["set"] as? [String: Any])?["path"] as? String ?? "",
                severity: finding["severity"] as? String ?? "",
                place: place, message: finding["message"] as? String ?? "")
        }
        #expect(expected.count == summary["findings"] as? Int && expected.count > 40)
        #expect(shown.sorted() == expected.sorted())
        // The script ran (its hash is the policy's): it counted the findings shown.
        #expect(dom.contains("<span class=\"shown\" id=\"shown\">\(expected.count) of \(expected.count) shown</span>"))
        #expect(dom.contains("<p class=\"tools\">"), "the script showed the Expand all / Collapse all buttons")
    }

    @Test func theInspectReportShowsEverySet() throws {
        let chromium = try browser()
        let reports = try Self.reports.get()
        let (dom, run) = try chromium.dumpDOM(reports.inspectHTML)
        #expect(run.succeeded && run.consoleMessages.isEmpty, "\(run.consoleMessages)")
        let inspected = (reports.inspectJSON["sets"] as? [[String: Any]] ?? []).compactMap { $0["path"] as? String }
        #expect(Self.setSections(dom).map(\.path) == inspected && inspected.count == Self.sampleSetFolders)
        let findings = (reports.inspectJSON["sets"] as? [[String: Any]] ?? []).reduce(0) {
            $0 + (($1["findings"] as? [Any])?.count ?? 0)
        }
        #expect(dom.contains("\(findings) of \(findings) shown"))
    }

    /// The page at a desktop and a phone size: the PNG has the size asked for, is not blank (many
    /// colours, a share of the pixels not background), and the summary's status badge (`✖ failed`,
    /// #b42318) is in the first rows, above the fold.
    @Test(arguments: [(1280, 900), (390, 844)])
    func screenshotsShowTheSummaryAtTheTop(_ size: (width: Int, height: Int)) throws {
        let chromium = try browser()
        let reports = try Self.reports.get()
        let file = reports.folder.appendingPathComponent("lint-\(size.width)x\(size.height).png")
        try? FileManager.default.removeItem(at: file)
        let run = try chromium.screenshot(reports.lintHTML, width: size.width, height: size.height, to: file)
        #expect(run.succeeded && run.consoleMessages.isEmpty, "\(run.consoleMessages)")
        let image = try PNGImage(Data(contentsOf: file))
        #expect(image.width == size.width && image.height == size.height)
        var counts: [Int: Int] = [:]
        for y in 0..<image.height { for x in 0..<image.width { counts[image.color(x: x, y: y), default: 0] += 1 } }
        let background = counts.max { $0.value < $1.value }!
        let painted = Double(image.width * image.height - background.value) / Double(image.width * image.height)
        #expect(background.key == 0xFFFFFF, "a light page")
        #expect(counts.count >= 16 && painted > 0.03 && painted < 0.8, "\(counts.count) colours, \(painted) painted")
        let badge = (0..<min(200, image.height)).flatMap { y in
            (0..<image.width).filter { image.color(x: $0, y: y) == 0xB42318 }
        }
        #expect(
            badge.count >= 300, "the failed status badge is in the top 200 rows (\(badge.count) pixels of its colour)")
    }

    /// At a phone's width (390 CSS pixels, an iPhone's) nothing needs scrolling sideways, in any of
    /// the three reports: the page is no wider than the viewport, no table needs its own scroll
    /// bar, and no text runs past the right edge (a long URL or JSON Pointer wraps). The report is
    /// shown in a 390-pixel frame (a headless window is at least 500 wide) of a page that measures
    /// it once loaded and writes what sticks out into its own DOM.
    @Test func nothingScrollsSidewaysAtAPhonesWidth() throws {
        let chromium = try browser()
        let reports = try Self.reports.get()
        for report in [reports.lintHTML, reports.inspectHTML, reports.diffHTML] {
            let name = report.lastPathComponent
            let frame = reports.folder.appendingPathComponent("frame-" + name)
            try Self.phoneFrame(name).write(to: frame, atomically: true, encoding: .utf8)
            let run = try chromium.run(
                ["--allow-file-access-from-files", "--virtual-time-budget=5000", "--dump-dom"], page: frame)
            let dom = String(decoding: run.stdout, as: UTF8.self)
            let measured = try #require(
                Self.captures(#"data-measured="([^"]*)""#, in: dom).first, "\(name): \(run.stderr.suffix(2_000))")
            #expect(measured == "390 390 ", "\(name): scrollWidth, clientWidth, what sticks out: \(measured)")
        }
    }

    /// A page showing `report` (a file beside it) in a 390 × 844 frame that, once the report has
    /// loaded, writes `scrollWidth clientWidth` of the report and what sticks out past its right
    /// edge (table wrappers that would scroll, text) into `data-measured` on its body.
    static func phoneFrame(_ report: String) -> String {
        """
        <!DOCTYPE html><html><body style="margin:0">\
        <iframe id="report" src="\(report)" style="border:0;width:390px;height:844px"></iframe><script>
        document.getElementById("report").addEventListener("load", () => {
          const page = document.getElementById("report").contentDocument, root = page.documentElement;
          const width = root.clientWidth, out = [];
          for (const wrap of page.querySelectorAll(".table-wrap")) {
            if (wrap.scrollWidth > wrap.clientWidth) out.push("table-wrap:" + wrap.scrollWidth);
          }
          const walker = page.createTreeWalker(page.body, NodeFilter.SHOW_TEXT);
          for (let node; (node = walker.nextNode()) && out.length < 10; ) {
            const range = page.createRange();
            range.selectNodeContents(node);
            const right = range.getBoundingClientRect().right;
            if (right > width + 0.5) out.push(node.parentElement.tagName + ":" + Math.round(right));
          }
          document.body.setAttribute("data-measured", root.scrollWidth + " " + width + " " + out.join(" "));
        });
        </script></body></html>
        """
    }

    /// Printing opens every `<details>`: the print has as many pages as the page with every details
    /// open, also when the script does not run (the print CSS alone; the page's policy blocks a
    /// changed script, and says so), and more than without the details' contents.
    @Test func printingExpandsEveryDetails() throws {
        let chromium = try browser()
        let reports = try Self.reports.get()
        let page = try String(contentsOf: reports.lintHTML, encoding: .utf8)
        let variants = [
            "as-is": page,
            "all-open": page.replacingOccurrences(of: "<details>", with: "<details open>"),
            "no-script": page.replacingOccurrences(
                of: "\"use strict\";", with: "\"use strict\"; // changed: not the hashed script"),
            "no-contents": page.replacingOccurrences(
                of: "(</summary>).*?(</details>)", with: "$1$2", options: .regularExpression),
        ]
        #expect(Set(variants.values).count == 4)
        var pages: [String: Int] = [:]
        for (name, html) in variants {
            let source = reports.folder.appendingPathComponent("print-\(name).html")
            let pdf = reports.folder.appendingPathComponent("print-\(name).pdf")
            try html.write(to: source, atomically: true, encoding: .utf8)
            try? FileManager.default.removeItem(at: pdf)
            let run = try chromium.printToPDF(source, to: pdf)
            #expect(run.succeeded, "\(name): status \(run.status), timed out: \(run.timedOut)")
            if name == "no-script" {
                #expect(
                    run.consoleMessages.contains { $0.contains("Content Security Policy") },
                    "the policy blocked the changed script")
            } else {
                #expect(run.consoleMessages.isEmpty, "\(name): \(run.consoleMessages)")
            }
            // Page objects: `<</Type /Page` (not `/Pages`) in the PDF's object dictionaries.
            let text = String(decoding: try Data(contentsOf: pdf), as: UTF8.self)
            pages[name] = text.components(separatedBy: "/Type /Page").dropFirst().filter { !$0.hasPrefix("s") }.count
        }
        #expect(pages["as-is"] == pages["all-open"] && pages["no-script"] == pages["all-open"], "\(pages)")
        #expect((pages["no-contents"] ?? 0) > 0 && (pages["all-open"] ?? 0) > (pages["no-contents"] ?? 0), "\(pages)")
    }
}
