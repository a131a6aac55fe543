import CMPLintDocuments
import CMPLintKnowledge

/// What `diff` compares beyond the inspection's model: the files' JSON content. A user-visible
/// text (a title, description, label, link text, purpose or vendor name and description) that
/// changed is a change of its own, with the component's language; a value that went from empty or
/// absent to captured consent state or an identifier (`otConsentString`, `IABTCF_*`,
/// `OT_Identifier`, `dsIdDetails.dsidText`) is a severe `capturedState` change; any other
/// difference is named by its JSON Pointers ("differs elsewhere"), so `diff` never says two sets
/// are equal while their files differ. Files are compared as JSON values: reformatting is no change.
package struct ContentComparison {
    /// How the files are read and shown: resolved against `workingDirectory`, within `limits`,
    /// texts redacted unless `revealPersonalData`.
    package struct Options: Sendable {
        package var workingDirectory: String
        package var limits: JSONParseLimits = JSONParseLimits()
        package var revealPersonalData = false
        /// Files read into memory rather than from disk (a set at a git revision), by path as shown.
        package var inMemory: [String: [UInt8]] = [:]
    }

    /// Text changes listed per component before the rest are counted in one line.
    package static let maxTextChanges = 50
    /// Pointers named in a component's "differs elsewhere" change.
    package static let maxPointersShown = 5

    package let options: Options

    /// The content changes of every component both sides have and can be read, given the changes
    /// the inspection model already found (their captured values are not repeated).
    package func changes(_ old: SetInspection, _ new: SetInspection) -> [InspectionChange] {
        var changes: [InspectionChange] = []
        for kind in ComponentKind.allCases {
            guard let before = old.component(kind), let after = new.component(kind),
                let oldBytes = bytes(before.file), let newBytes = bytes(after.file), oldBytes != newBytes
            else { continue }
            guard let a = parse(oldBytes), let b = parse(newBytes) else {
                changes.append(
                    InspectionChange(
                        .content, "\(kind.rawValue) file", .changed, old: nil,
                        new: "the files differ (not compared as JSON)"))
                continue
            }
            var differences: [Difference] = []
            Self.compare(a, b, at: "", into: &differences)
            let captured = Set((old.captured + new.captured).filter { $0.component == kind }.map(\.pointer))
            let languages = [before.language?.tag, after.language?.tag].compactMap { $0 }
            let language = Set(languages).count > 1 ? languages.joined(separator: " → ") : languages.first
            changes += words(differences, kind: kind, language: language, captured: captured)
        }
        return changes
    }

    /// One place where the two documents differ: the value before and after (nil: absent).
    package struct Difference {
        package let pointer: String
        package let key: String
        package let old: JSONValue?
        package let new: JSONValue?
    }

    package static func compare(
        _ a: JSONValue?, _ b: JSONValue?, at pointer: String, key: String = "", into differences: inout [Difference]
    ) {
        switch (a, b) {
        case (.object(let x)?, .object(let y)?):
            let before = Dictionary(x.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
            let after = Dictionary(y.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
            var seen = Set<String>()
            for member in x + y where seen.insert(member.key).inserted {
                compare(
                    before[member.key], after[member.key], at: JSONPointer.appending(pointer, member.key),
                    key: member.key, into: &differences)
            }
        case (.array(let x)?, .array(let y)?):
            for index in 0..<max(x.count, y.count) {
                compare(
                    index < x.count ? x[index] : nil, index < y.count ? y[index] : nil,
                    at: pointer + "/\(index)", key: key, into: &differences)
            }
        case (nil, let present?), (let present?, nil):
            // A value on one side only: a captured value inside it is named on its own; the rest
            // is the value as a whole.
            var inside: [(pointer: String, key: String, value: JSONValue)] = []
            leaves(of: present, at: pointer, key: key, into: &inside)
            let captured = inside.filter { isCapturedState($0.pointer) }
            for leaf in captured {
                differences.append(
                    Difference(
                        pointer: leaf.pointer, key: leaf.key, old: a == nil ? nil : leaf.value,
                        new: a == nil ? leaf.value : nil))
            }
            if captured.count < inside.count {
                differences.append(Difference(pointer: pointer, key: key, old: a, new: b))
            }
        default:
            if let a, let b, a.isJSONEqual(to: b) { return }
            if a != b { differences.append(Difference(pointer: pointer, key: key, old: a, new: b)) }
        }
    }

    /// Every scalar (and empty object or array) of `value`, with its pointer and member name.
    package static func leaves(
        of value: JSONValue, at pointer: String, key: String,
        into leaves: inout [(pointer: String, key: String, value: JSONValue)]
    ) {
        switch value {
        case .object(let members) where !members.isEmpty:
            for member in members {
                Self.leaves(
                    of: member.value, at: JSONPointer.appending(pointer, member.key), key: member.key, into: &leaves)
            }
        case .array(let items) where !items.isEmpty:
            for (index, item) in items.enumerated() {
                Self.leaves(of: item, at: pointer + "/\(index)", key: key, into: &leaves)
            }
        default:
            leaves.append((pointer, key, value))
        }
    }

    /// `appConfig` members the inspection compares itself (template, geo, whether and why the
    /// banner shows, the re-consent date): not repeated as content.
    package static let modelledAppConfig: Set<String> = [
        "templateType", "countryCode", "regionCode", "showBanner", "bannerReason",
        "bannerReasonCode", "lastReconsentDate",
    ]

    /// Whether the inspection's own comparisons report this difference: an `appConfig` member
    /// above, a purpose's name (`groupName`), a button's label (`buttons.<name>.text`).
    package static func isModelled(_ difference: Difference) -> Bool {
        guard let tokens = JSONPointer.tokens(difference.pointer) else { return false }
        if tokens.count == 2, tokens[0] == "appConfig" { return modelledAppConfig.contains(tokens[1]) }
        if difference.key == "groupName" { return true }
        return tokens.count >= 3 && tokens.last == "text" && tokens[tokens.count - 3] == "buttons"
    }

    /// The differences in words: text changes, newly captured state, and the rest by pointer.
    package func words(_ differences: [Difference], kind: ComponentKind, language: String?, captured: Set<String>)
        -> [InspectionChange]
    {
        var texts: [InspectionChange] = []
        var severe: [InspectionChange] = []
        var elsewhere: [String] = []
        for difference in differences where !captured.contains(difference.pointer) {
            if Self.isModelled(difference) { continue }
            let pointer =
                options.revealPersonalData ? difference.pointer : PersonalDataRedaction.pointer(difference.pointer)
            if Self.isCapturedState(difference.pointer), Self.isEmpty(difference.old), !Self.isEmpty(difference.new) {
                severe.append(
                    InspectionChange(
                        .capturedState, "\(kind.rawValue) \(pointer)", .added, old: nil,
                        new: "captured value, \(Self.length(difference.new)) characters"))
            } else if Self.isUserText(difference) {
                let subject = "\(kind.rawValue)\(language.map { " (\($0))" } ?? "") \(pointer)"
                texts += InspectionChange.compare(.text, subject, shown(difference.old), shown(difference.new))
            } else {
                elsewhere.append(pointer)
            }
        }
        if texts.count > Self.maxTextChanges {
            let more = texts.count - Self.maxTextChanges
            texts =
                Array(texts.prefix(Self.maxTextChanges))
                + [
                    InspectionChange(
                        .text, "\(kind.rawValue) texts", .changed, old: nil,
                        new: "\(more) more \(ReportText.plural(more, "text")) changed")
                ]
        }
        var changes = severe + texts
        if !elsewhere.isEmpty {
            let shown = elsewhere.prefix(Self.maxPointersShown)
            let more = elsewhere.count - shown.count
            changes.append(
                InspectionChange(
                    .content, "\(kind.rawValue) file", .changed, old: nil,
                    new: "differs elsewhere at " + shown.joined(separator: ", ") + (more > 0 ? " and \(more) more" : "")
                ))
        }
        return changes
    }

    /// A string a user reads: a member whose name says it is a title, description, text, label,
    /// heading, link, name or accessibility label (`vendorsLinkedInfo`, `closeAria`, `titleText`).
    package static func isUserText(_ difference: Difference) -> Bool {
        let isString = { (value: JSONValue?) in if case .string? = value { return true } else { return value == nil } }
        guard isString(difference.old), isString(difference.new) else { return false }
        let key = difference.key.lowercased()
        return ["title", "description", "text", "label", "heading", "link", "name", "aria"].contains {
            key.contains($0)
        }
            && !["id", "ids", "url", "urls"].contains { key.hasSuffix($0) }
    }

    /// `IABTCF_*` keys a CMP sets from its configuration whatever the user chose (IAB TCF "CMP API
    /// v2", section "In-App Details",
    /// https://github.com/InteractiveAdvertisingBureau/GDPR-Transparency-and-Consent-Framework/blob/master/TCFv2/IAB%20Tech%20Lab%20-%20CMP%20API%20v2.md;
    /// confirmed): not consent state.
    package static let configurationKeys: Set<String> = [
        "IABTCF_CmpSdkID", "IABTCF_CmpSdkVersion", "IABTCF_PolicyVersion", "IABTCF_gdprApplies",
        "IABTCF_PublisherCC", "IABTCF_PurposeOneTreatment", "IABTCF_UseNonStandardTexts",
        "IABTCF_UseNonStandardStacks",
    ]

    /// Where the SDK's stored consent and identifiers are captured.
    package static func isCapturedState(_ pointer: String) -> Bool {
        guard let tokens = JSONPointer.tokens(pointer), let last = tokens.last else { return false }
        return (last.hasPrefix("IABTCF_") && !configurationKeys.contains(last)) || last == "OT_Identifier"
            || last == "otConsentString"
            || (last == "dsidText" && tokens.dropLast().last == "dsIdDetails")
    }

    package static func isEmpty(_ value: JSONValue?) -> Bool {
        switch value {
        case nil, .null?: return true
        case .string(let text)?: return text.isEmpty
        case .object(let members)?: return members.isEmpty
        case .array(let items)?: return items.isEmpty
        default: return false
        }
    }

    package static func length(_ value: JSONValue?) -> Int {
        if case .string(let text)? = value { return text.count }
        return value.map { $0.jsonText.count } ?? 0
    }

    /// A value as the change shows it: strings quoted, shortened and redacted as reports are.
    package func shown(_ value: JSONValue?) -> String? {
        guard let value else { return nil }
        let text: String
        if case .string(let string) = value {
            text = SetInspection.quoted(string) ?? "\"\""
        } else {
            text = value.jsonText
        }
        return (options.revealPersonalData ? text : PersonalDataRedaction.text(text)).shortened(to: 300)
    }

    /// The file's bytes, or nil when it cannot be read (the inspection reports that).
    package func bytes(_ file: String?) -> [UInt8]? {
        if let file, let bytes = options.inMemory[file] { return bytes }
        guard let file,
            case .success(let bytes) = SizeLimitedFile.read(
                atPath: RelativePath.absolute(file, against: options.workingDirectory),
                limit: options.limits.maxBytes)
        else { return nil }
        return bytes
    }

    package func parse(_ bytes: [UInt8]) -> JSONValue? {
        guard let document = try? JSONParser.parse(bytes, limits: options.limits) else { return nil }
        return document.value(document.root)
    }
}
