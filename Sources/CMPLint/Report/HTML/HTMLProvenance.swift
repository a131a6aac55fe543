import CMPLintDocuments
import Foundation

/// What the footer of an HTML report says about how it was made, so a page attached to a ticket
/// can be placed later: the day (UTC) and the configuration the run applied (`RunInputs`), next to
/// cmplint's version. Nothing from the machine: the configuration is named as the run reported
/// it, relative to the working directory.
public struct HTMLProvenance: Sendable {
    /// `2026-11-28`; nil leaves the date out (golden files).
    public var date: String?
    /// `config .cmplint.yml · ignore file none`; nil leaves it out.
    public var configuration: String?
    /// The config, ignore and baseline files `configuration` names, so the page can show them
    /// without the machine's folders (`HTMLShownPaths`).
    package var files: [String] = []

    public init(date: String? = nil, configuration: String? = nil) {
        self.date = date
        self.configuration = configuration
    }

    /// The footer of a run that read `inputs` (nil: none named).
    package init(date: String?, inputs: RunInputs?) {
        self.init(date: date, configuration: inputs?.summaryLine)
        files = inputs?.files ?? []
    }

    /// Today in UTC as `YYYY-MM-DD`.
    public static func today(_ now: Date = Date()) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        return formatter.string(from: now)
    }

    /// "Made with cmplint 0.1.0 on 2026-11-28 · config none (default rules) · ignore file none."
    public var sentence: String {
        var text = "Made with \(ToolInfo.name) \(ToolInfo.version)"
        if let date { text += " on \(date)" }
        if let configuration { text += " · \(configuration)" }
        return text + "."
    }
}
