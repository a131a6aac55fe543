import CMPLintDocuments
import CMPLintKnowledge

/// Text a server chose (a `templateType`, an error message, a `Location`, a transport's error) as a
/// capture prints it: data, never commands. Consent strings, identifiers and whatever else
/// `PersonalDataRedaction` hides in snapshot text are hidden the same way unless
/// `--show-personal-data`, then the text is made `ReportText.visible`: no escape sequence, line
/// break or workflow command (`::stop-commands::`) reaches a terminal or a CI log.
package enum ServerText {
    package static func shown(_ text: String, revealing: Bool) -> String {
        ReportText.visible(revealing ? text : PersonalDataRedaction.text(text))
    }
}
