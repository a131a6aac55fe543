import CMPLintDocuments
import Foundation

/// Text into the HTML formats. Every text from a snapshot, a message, a path or a rule goes
/// through `escape` (or `prose`, which calls it), so nothing a snapshot holds can open a tag, end
/// an attribute or add a script: the five characters HTML gives meaning to in text and quoted
/// attribute values become character references (HTML Living Standard, "Writing HTML documents":
/// "Text", "Attributes" and "Character references", https://html.spec.whatwg.org/multipage/syntax.html;
/// OWASP Cross Site Scripting Prevention Cheat Sheet, output encoding for HTML contexts).
package enum HTMLText {
    /// `text` as HTML text or a double- or single-quoted attribute value. It is made
    /// `ReportText.visible` first: HTML forbids most control characters ("Text", same page), a
    /// bidirectional override would reorder what a reviewer reads, and a report written to a CI log
    /// must not start a workflow command, so those are shown as escapes as in every human format.
    /// The rest is the JUnit format's XML escaping (`&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`:
    /// named character references HTML has too).
    package static func escape(_ text: String) -> String {
        JUnitReporter.escape(ReportText.visible(text))
    }

    /// A rule's prose (summary, description, `howToFix`), escaped, with its Markdown code spans
    /// (`` `x` ``) as `<code>` and its paragraphs (blank-line separated) as `<p>`.
    package static func prose(_ text: String) -> String {
        let paragraphs = text.trimmingCharacters(in: .whitespacesAndNewlines).components(separatedBy: "\n\n")
            .map {
                $0.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(
                    separator: " ")
            }
            .filter { !$0.isEmpty }
        return paragraphs.map { "<p>" + inline($0) + "</p>" }.joined()
    }

    /// One line of rule prose, escaped, with its code spans as `<code>`; an unmatched backtick is
    /// kept as text.
    package static func inline(_ text: String) -> String {
        let parts = text.split(separator: "`", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 3 else { return escape(text) }
        var out = ""
        for (index, part) in parts.enumerated() {
            let inCode = index % 2 == 1
            if inCode && index == parts.count - 1 {
                out += escape("`" + part)  // an opening backtick without its closing one
            } else {
                out += inCode ? "<code>" + escape(part) + "</code>" : escape(part)
            }
        }
        return out
    }

    /// An element with escaped text content: `element("code", "a<b")` is `<code>a&lt;b</code>`.
    package static func element(_ name: String, _ text: String, class className: String? = nil) -> String {
        let attribute = className.map { " class=\"\($0)\"" } ?? ""
        return "<\(name)\(attribute)>\(escape(text))</\(name)>"
    }

    /// A table cell with its column's name as `data-label`, which a phone shows before the value
    /// when the table's rows become blocks (`table.stack` in `HTMLPageStyle`).
    package static func labelledCell(_ text: String, label: String, class className: String? = nil) -> String {
        let attribute = className.map { " class=\"\($0)\"" } ?? ""
        return "<td data-label=\"\(escape(label))\"\(attribute)>\(escape(text))</td>"
    }
}
