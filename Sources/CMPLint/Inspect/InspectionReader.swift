import CMPLintDocuments
import CMPLintKnowledge
import CMPLintPaths
import Foundation

/// Reads one document's values for the inspection. Every text taken from a snapshot (UI texts,
/// names, ids, URLs, codes) is cut to `maxLength` characters and, unless personal data is revealed,
/// redacted exactly as findings are (`PersonalDataRedaction`), so no inspect or diff format can show
/// a consent string or identifier that a snapshot carries in a text, an id or a URL. A value of the
/// wrong JSON type reads as absent: the inspection shows what is there, never a guess.
package struct InspectionReader {
    package let document: JSONDocument
    package let revealPersonalData: Bool

    /// Longest text kept from a snapshot value: names and button labels are far shorter; a
    /// hostile multi-megabyte value costs what 300 characters do (only its start is decoded).
    package static let maxLength = 300

    /// The first node the walker's selectors match, in document order.
    package func first(_ walker: SelectorWalker) -> JSONNodeID? {
        document.firstNode(matching: walker)
    }

    package func member(_ object: JSONNodeID?, _ key: String) -> JSONNodeID? {
        guard let object, document.kind(object) == .object else { return nil }
        return document.member(object, key)
    }

    /// A string value, shortened and redacted; nil for other kinds.
    package func string(_ node: JSONNodeID?) -> String? {
        guard let node, let prefix = document.stringPrefix(node, maxBytes: Self.maxLength * 4 + 16) else { return nil }
        return Self.shown(prefix.text, isCut: prefix.isCut, revealPersonalData: revealPersonalData)
    }

    package func string(_ object: JSONNodeID?, _ key: String) -> String? {
        string(member(object, key))
    }

    /// A text as the inspection shows it: cut with "…" at `maxLength`, then redacted (a cut token is
    /// still hidden: the redaction hides what remains of a token before "…").
    package static func shown(_ text: String, isCut: Bool = false, revealPersonalData: Bool) -> String {
        var shown = text.shortened(to: maxLength)
        if isCut && !shown.hasSuffix("…") { shown += "…" }
        return revealPersonalData ? shown : PersonalDataRedaction.text(shown)
    }

    package func bool(_ object: JSONNodeID?, _ key: String) -> Bool? {
        member(object, key).flatMap { document.bool($0) }
    }

    /// A number exactly as written (a hostile one cut like a text).
    package func number(_ node: JSONNodeID?) -> String? {
        guard let node, let text = document.numberText(node) else { return nil }
        return text.shortened(to: Self.maxLength)
    }

    package func number(_ object: JSONNodeID?, _ key: String) -> String? {
        number(member(object, key))
    }

    /// An integer member (`bannerReasonCode`, `consentToggleStatus`); nil for anything else.
    package func integer(_ object: JSONNodeID?, _ key: String) -> Int? {
        guard let text = number(object, key), JSONValue.isInteger(text) else { return nil }
        return Int(text)
    }

    /// A number or a string, as text: values the responses write either way (`vendorListVersion`,
    /// `IABTCF_CmpSdkVersion`).
    package func scalar(_ node: JSONNodeID?) -> String? {
        number(node) ?? string(node)
    }

    package func scalar(_ object: JSONNodeID?, _ key: String) -> String? {
        scalar(member(object, key))
    }

    /// The members of an object, keys shown as texts are.
    package func members(_ object: JSONNodeID?) -> [(key: String, value: JSONNodeID)] {
        guard let object, document.kind(object) == .object else { return [] }
        return document.members(object).map { (string($0.key) ?? "", $0.value) }
    }

    /// The elements of an array; empty for anything else.
    package func elements(_ array: JSONNodeID?) -> [JSONNodeID] {
        guard let array, document.kind(array) == .array else { return [] }
        return Array(document.elements(array))
    }

    /// The strings of an array, shown as texts are; other elements are left out.
    package func strings(_ array: JSONNodeID?) -> [String] {
        elements(array).compactMap { string($0) }
    }

    /// The node's JSON Pointer, redacted like a finding's.
    package func pointer(_ node: JSONNodeID) -> String {
        let pointer = document.pointer(node)
        return revealPersonalData ? pointer : PersonalDataRedaction.pointer(pointer)
    }
}
