import CMPLintDocuments

/// The OneTrust SDK version an app declares in one of its files, or why that file does not tell
/// (a version from a variable, a range): never a guess.
package struct DeclaredSDKVersion: Sendable, Equatable {
    package enum Value: Sendable, Equatable {
        case version(OneTrustSDKVersion)
        /// The file names the SDK, but not a version cmplint can read; the reason in words.
        case couldNotTell(String)
    }

    package let value: Value
    /// 1-based line in the file (0 when the format has none, a binary property list).
    package let line: Int

    package init(_ value: Value, line: Int) {
        self.value = value
        self.line = line
    }

    /// The version as written, or why there is none.
    package var summary: String {
        switch value {
        case .version(let version): return version.text
        case .couldNotTell(let reason): return "could not tell: \(reason)"
        }
    }

    /// A version written as `text`: `.version` when it is one, else `.couldNotTell` saying what it is.
    package static func reading(_ text: String, line: Int) -> DeclaredSDKVersion {
        if let version = OneTrustSDKVersion(text) { return DeclaredSDKVersion(.version(version), line: line) }
        return DeclaredSDKVersion(.couldNotTell("\(quoted(text)) is no exact SDK version (YYYYMM.x.y)"), line: line)
    }

    /// Text of the file for a reason, in quotes: at most 60 characters, and with the characters
    /// that act on a display escaped (`ReportText.visible`), since a reason is shown as it is.
    package static func quoted(_ text: some StringProtocol) -> String {
        let shown = text.count > 60 ? String(text.prefix(60)) + "…" : String(text)
        return "'" + ReportText.visible(shown) + "'"
    }
}
