import CMPLintDocuments
import Foundation

/// The page every HTML report is: one self-contained file that works opened from disk or
/// attached to a ticket. It loads nothing (no fonts, images, scripts or styles from anywhere), and
/// its Content-Security-Policy (https://www.w3.org/TR/CSP3/, delivered by `<meta http-equiv>`)
/// says so to the browser: `default-src 'none'`, with the inline stylesheet and script allowed by their SHA-256
/// hashes only, so even markup that escaped `HTMLText` could not run a script, load a resource or
/// submit a form. A viewport meta tag and responsive CSS make it readable on a phone; print CSS
/// makes it printable. The content (`header`, `body`) is HTML its format built with `HTMLText`.
package struct HTMLPage {
    /// A severity filter: one checkbox per category, all checked by default.
    package struct Filter {
        /// `error`, `warning`, `info`, `hint` or `suppressed`: the `data-category` of the items.
        package let category: String
        package let count: Int
    }

    /// The categories the stylesheet can filter, in the order the header shows them.
    package static let categories = ["error", "warning", "info", "hint", "suppressed"]

    package let title: String
    /// HTML under the title: the summary.
    package let header: String
    /// Empty for a page without findings (diff: no filters, nothing to expand); otherwise one per
    /// category of `categories`.
    package let filters: [Filter]
    /// The main content.
    package let body: String
    /// The report's verdict in one sentence, the first line under the title.
    package var verdict: String?
    /// How the report was made, for the footer.
    package var provenance = HTMLProvenance()
    /// How the header, body and footer show absolute paths: without the machine's folders.
    package var shownPaths = HTMLShownPaths(sets: [], files: [], workingDirectory: "/")

    /// The filters of a list of findings: one per severity, worst first, then the suppressed ones.
    package static func filters(active: [Severity], suppressed: Int) -> [Filter] {
        Severity.allCases.reversed().map { severity in
            Filter(category: severity.rawValue, count: active.filter { $0 == severity }.count)
        }
            + [Filter(category: "suppressed", count: suppressed)]
    }

    package static let contentSecurityPolicy =
        "default-src 'none'; style-src \(hashSource(HTMLPageStyle.css)); "
        + "script-src \(hashSource(HTMLPageScript.js)); img-src 'none'; base-uri 'none'; form-action 'none'"

    /// `'sha256-…'`: the CSP hash-source of an inline element's exact text.
    package static func hashSource(_ text: String) -> String {
        "'sha256-" + Data(SHA256.digest(Array(text.utf8))).base64EncodedString() + "'"
    }

    package func render() -> String {
        var out = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta http-equiv="Content-Security-Policy" content="\(Self.contentSecurityPolicy)">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="referrer" content="no-referrer">
            <meta name="generator" content="\(HTMLText.escape(ToolInfo.name + " " + ToolInfo.version))">
            <title>\(HTMLText.escape(title))</title>
            <style>\(HTMLPageStyle.css)</style>
            </head>
            <body>

            """
        for filter in filters {
            out += "<input type=\"checkbox\" class=\"filter\" id=\"show-\(filter.category)\" checked>\n"
        }
        out += "<header>\n<h1>\(HTMLText.escape(title))</h1>\n"
        if let verdict { out += HTMLText.element("p", verdict, class: "verdict") + "\n" }
        out += shownPaths.apply(to: header)
        if !filters.isEmpty {
            out += "<nav class=\"filters\" aria-label=\"Show findings by severity\">Show:"
            for filter in filters {
                out +=
                    " <label for=\"show-\(filter.category)\" class=\"sev-\(filter.category)\">\(filter.category) \(filter.count)</label>"
            }
            let total = filters.reduce(0) { $0 + $1.count }
            out += " <span class=\"shown\" id=\"shown\">\(total) \(ReportText.plural(total, "finding"))</span></nav>\n"
        }
        if !filters.isEmpty {
            out += "<p class=\"tools\" hidden><button type=\"button\" id=\"expand-all\">Expand all</button>"
            out += "<button type=\"button\" id=\"collapse-all\">Collapse all</button></p>\n"
        }
        out += "</header>\n<main>\n\(shownPaths.apply(to: body))</main>\n"
        out += "<footer>\(shownPaths.apply(to: HTMLText.escape(provenance.sentence)))"
        out += " A self-contained report (no network access)."
        if !filters.isEmpty { out += " Filters work without scripts; printing expands every section." }
        out += "</footer>\n"
        out += "<script>\(HTMLPageScript.js)</script>\n</body>\n</html>\n"
        return out
    }
}
