/// Collects the text a user reads from a CMP API response (which sections count: `UITextPaths`, from
/// the rule; which keys count: `UITextKeys`), in document order, cleaned of HTML, without URLs,
/// colours, numbers, codes or brand names.
public enum UITextExtractor {
    /// Only the start of a longer text is read: word statistics settle long before, and a 30 MB
    /// title must not cost what 30 MB of text does.
    static let maxTextBytes = 64 * 1024

    public static func texts(in document: JSONDocument, paths: UITextPaths) -> [UIText] {
        var result: [UIText] = []
        let places = paths.places(in: document)
        guard !places.isIgnored(document.root, key: nil) else { return [] }
        // A container to visit: its pointer, its key (an array element inherits its array's key),
        // the key of the container holding it, and whether it lies in a UI section.
        struct Frame {
            let node: JSONNodeID
            let pointer: String
            let key: String?
            let outerKey: String?
            let inUI: Bool
        }
        var stack = [Frame(node: document.root, pointer: "", key: nil, outerKey: nil, inUI: places.isSection(document.root, key: nil))]
        // Keys repeat across a document; classify each once.
        var technical: [String: Bool] = [:]
        // `member`: the node's own key (nil for an array element), for the paths; `key`: the key
        // it is judged by (an array element's is its array's).
        func visitString(_ node: JSONNodeID, key: String, member: String?, pointer: @autoclosure () -> String, in frame: Frame) {
            let isTechnical: Bool
            if let known = technical[key] {
                isTechnical = known
            } else {
                isTechnical = UITextKeys.isTechnical(key)
                technical[key] = isTechnical
            }
            guard !places.isIgnored(node, key: member),
                  isTextKey(key, technical: isTechnical, containerKey: frame.key, outerKey: frame.outerKey,
                            inUI: frame.inUI || places.isSection(node, key: member)),
                  let raw = document.stringPrefix(node, maxBytes: maxTextBytes)?.text else { return }
            let text = UITextCleaner.clean(raw)
            guard isReaderText(text) else { return }
            result.append(UIText(text: text, node: node, pointer: pointer()))
        }
        while let frame = stack.popLast() {
            var children: [Frame] = []
            switch document.kind(frame.node) {
            case .object:
                for (keyNode, value) in document.members(frame.node) {
                    guard let key = document.string(keyNode) else { continue }
                    switch document.kind(value) {
                    case .string:
                        visitString(value, key: key, member: key, pointer: JSONPointer.appending(frame.pointer, key), in: frame)
                    case .object, .array:
                        guard !places.isIgnored(value, key: key) else { continue }
                        children.append(Frame(
                            node: value, pointer: JSONPointer.appending(frame.pointer, key), key: key,
                            outerKey: frame.key, inUI: frame.inUI || places.isSection(value, key: key)))
                    default:
                        continue
                    }
                }
            case .array:
                for (index, element) in document.elements(frame.node).enumerated() {
                    switch document.kind(element) {
                    case .string:
                        // An array of strings (`iabIllustrations`) is judged by the array's key.
                        guard let key = frame.key else { continue }
                        let parent = Frame(node: frame.node, pointer: frame.pointer, key: frame.outerKey, outerKey: nil, inUI: frame.inUI)
                        visitString(element, key: key, member: nil, pointer: frame.pointer + "/" + String(index), in: parent)
                    case .object, .array:
                        guard !places.isIgnored(element, key: nil) else { continue }
                        children.append(Frame(
                            node: element, pointer: frame.pointer + "/" + String(index), key: frame.key,
                            outerKey: frame.key, inUI: frame.inUI || places.isSection(element, key: nil)))
                    default:
                        continue
                    }
                }
            default:
                break
            }
            stack.append(contentsOf: children.reversed())
        }
        // Strings are collected when their object is visited, before its nested containers.
        result.sort { $0.node < $1.node }
        return result
    }

    /// Whether a string under `key`, in a container reached by `containerKey` (itself inside
    /// `outerKey`), is reader text by its place in the document.
    static func isTextKey(_ key: String, technical: Bool, containerKey: String?, outerKey: String?, inUI: Bool) -> Bool {
        if key == "name" {
            return containerKey.map(UITextKeys.nameContainers.contains) == true
                || outerKey.map(UITextKeys.nameContainers.contains) == true
        }
        if technical { return false }
        return inUI || UITextKeys.textKeys.contains(key)
    }

    /// Whether a cleaned value looks like text rather than a URL, colour, number, date, id or
    /// enum code: single words in capitals or with underscores ("BANNER_CLOSE", "DENIED"), digits
    /// inside a word ("IAB2V2_1", "C0001", UUIDs), or capitals inside a word ("AfterDescription").
    static func isReaderText(_ text: String) -> Bool {
        var letters = 0
        var hasSpace = false
        var hasDigit = false
        var hasUnderscore = false
        var hasAt = false
        var upper = 0
        var lower = 0
        var innerCapital = false
        var previousLower = false
        var scalars = text.unicodeScalars.makeIterator()
        var head4: [Unicode.Scalar] = []
        var slashes = 0  // progress through "://"
        var hasScheme = false
        while let s = scalars.next() {
            if head4.count < 4 { head4.append(s) }
            switch (slashes, s) {
            case (_, ":"): slashes = 1
            case (1, "/"): slashes = 2
            case (2, "/"): hasScheme = true; slashes = 0
            default: slashes = 0
            }
            if LanguageCharacters.isWhitespace(s) {
                hasSpace = true
                previousLower = false
                continue
            }
            if s == "_" { hasUnderscore = true }
            if s == "@" { hasAt = true }
            if LanguageCharacters.isDigit(s) { hasDigit = true }
            if LanguageCharacters.isLetter(s) { letters += 1 }
            if LanguageCharacters.isUppercase(s) {
                upper += 1
                if previousLower { innerCapital = true }
                previousLower = false
            } else if LanguageCharacters.isLowercase(s) {
                lower += 1
                previousLower = true
            } else {
                previousLower = false
            }
        }
        guard letters > 0, !hasScheme else { return false }
        let head = head4.map { $0.value < 0x80 ? $0.value | 0x20 : $0.value }
        if head == [0x77, 0x77, 0x77, 0x2E] { return false }  // "www."
        if text.hasPrefix("mailto:") { return false }
        if text.hasPrefix("#") && !hasSpace { return false }
        if text.hasPrefix("rgb(") || text.hasPrefix("rgba(") || text.hasPrefix("hsl(") { return false }
        if !hasSpace {
            if hasUnderscore || hasDigit || hasAt || innerCapital { return false }
            if upper >= 2 && lower == 0 { return false }
        }
        return true
    }
}
