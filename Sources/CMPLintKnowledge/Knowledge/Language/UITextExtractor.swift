import CMPLintDocuments

/// Collects the text a user reads from a CMP API response (which sections count: `UITextPaths`, from
/// the rule; which keys count: `UITextKeys`), in document order, cleaned of HTML, without URLs,
/// colours, numbers, codes or brand names.
public enum UITextExtractor {
    /// Only the start of a longer text is read: word statistics settle long before, and a 30 MB
    /// title must not cost what 30 MB of text does.
    package static let maxTextBytes = 64 * 1024

    /// The texts in document order, each with its node and pointer.
    public static func texts(in document: JSONDocument, paths: UITextPaths) -> [UIText] {
        var result: [UIText] = []
        forEachText(in: document, paths: paths) { text, node, _ in
            result.append(UIText(text: text, node: node, pointer: document.pointer(node)))
            return true
        }
        return result
    }

    /// Calls `body` with each text, its node and its length (in Unicode scalars), in document
    /// order, until `body` returns false: the identifier stops reading a document once its
    /// evidence is full, and the rest of the document is then not walked.
    package static func forEachText(
        in document: JSONDocument, paths: UITextPaths, _ body: (String, JSONNodeID, Int) -> Bool
    ) {
        let places = paths.places(in: document)
        guard !places.ignoredNodes.contains(document.root) else { return }
        // A container being visited, where its children are read from: its key (an array element
        // inherits its array's key), the key of the container holding it, and whether it lies in
        // a UI section. Children are visited in order, a nested container before the members after
        // it, so texts come in document order.
        struct Frame {
            let key: KeyFacts?
            let outerKey: KeyFacts?
            let inUI: Bool
            var members: JSONMembers.Iterator?
            var elements: JSONElements.Iterator?

            init(_ node: JSONNodeID, key: KeyFacts?, outerKey: KeyFacts?, inUI: Bool, in document: JSONDocument) {
                self.key = key
                self.outerKey = outerKey
                self.inUI = inUI
                switch document.kind(node) {
                case .object: members = document.members(node).makeIterator()
                case .array: elements = document.elements(node).makeIterator()
                default: break
                }
            }

            /// The next child: a member with its key, or an element without one; nil at the end.
            mutating func next() -> (key: JSONNodeID?, node: JSONNodeID)? {
                if let member = members?.next() { return (member.key, member.value) }
                return elements?.next().map { (nil, $0) }
            }
        }
        var stack = [
            Frame(
                document.root, key: nil, outerKey: nil, inUI: places.sectionNodes.contains(document.root),
                in: document)
        ]
        var keys = KeyClassifier(places: places)
        // `member`: the node's own key (nil for an array element), for the paths; `key`: the key
        // it is judged by (an array element's is its array's). False when `body` asks to stop.
        func visitString(
            _ node: JSONNodeID, key: KeyFacts, member: KeyFacts?, containerKey: KeyFacts?, outerKey: KeyFacts?,
            inUI: Bool
        ) -> Bool {
            guard !(places.ignoredNodes.contains(node) || member?.isIgnored == true),
                isTextKey(
                    key, containerKey: containerKey, outerKey: outerKey,
                    inUI: inUI || places.sectionNodes.contains(node) || member?.isSection == true),
                let raw = document.stringPrefix(node, maxBytes: maxTextBytes)?.text
            else { return true }
            var text = raw
            var scan = UITextScan(raw)
            if scan.needsCleaning {
                text = UITextCleaner.clean(raw)
                scan = UITextScan(text)
            }
            guard scan.isReaderText(text) else { return true }
            return body(text, node, scan.scalars)
        }
        while let top = stack.indices.last {
            guard let (keyNode, child) = stack[top].next() else {
                stack.removeLast()
                continue
            }
            let frame = stack[top]
            if let keyNode {
                guard let key = keys.facts(keyNode, in: document) else { continue }
                switch document.kind(child) {
                case .string:
                    guard
                        visitString(
                            child, key: key, member: key, containerKey: frame.key, outerKey: frame.outerKey,
                            inUI: frame.inUI)
                    else { return }
                case .object, .array:
                    guard !(places.ignoredNodes.contains(child) || key.isIgnored) else { continue }
                    stack.append(
                        Frame(
                            child, key: key, outerKey: frame.key,
                            inUI: frame.inUI || places.sectionNodes.contains(child) || key.isSection, in: document))
                default:
                    continue
                }
            } else {
                switch document.kind(child) {
                case .string:
                    // An array of strings (`iabIllustrations`) is judged by the array's key.
                    guard let key = frame.key else { continue }
                    guard
                        visitString(
                            child, key: key, member: nil, containerKey: frame.outerKey, outerKey: nil,
                            inUI: frame.inUI)
                    else { return }
                case .object, .array:
                    guard !places.ignoredNodes.contains(child) else { continue }
                    stack.append(
                        Frame(
                            child, key: frame.key, outerKey: frame.key,
                            inUI: frame.inUI || places.sectionNodes.contains(child), in: document))
                default:
                    continue
                }
            }
        }
    }

    /// Keys repeat across a document: each is classified once, by its bytes where they are written
    /// (no `String` is made of a key). A value rather than a nested function's captured
    /// variables, which the runtime checked for exclusive access at every key.
    private struct KeyClassifier {
        let places: UITextPaths.Places
        var ids = UTF8Interner()
        var classified: [KeyFacts] = []

        mutating func facts(_ keyNode: JSONNodeID, in document: JSONDocument) -> KeyFacts? {
            document.withStringBytes(keyNode) { bytes in
                let (id, isNew) = ids.id(bytes)
                if isNew { classified.append(KeyFacts(utf8: bytes, places: places)) }
                return classified[id]
            }
        }
    }

    /// What the walk needs to know of a member key, worked out once per distinct key.
    package struct KeyFacts {
        package let isName: Bool
        package let isTechnical: Bool
        package let isTextKey: Bool
        package let isNameContainer: Bool
        /// The paths make every member with this key a UI section, or machine data.
        package let isSection: Bool
        package let isIgnored: Bool

        /// The facts of the key whose UTF-8 (escapes decoded) is `key`.
        package init(utf8 key: UnsafeBufferPointer<UInt8>, places: UITextPaths.Places) {
            let known = UITextKeys.classes(ofUTF8: key)
            isName = key.elementsEqual("name".utf8)
            isTechnical = known.contains(.technical) || UITextKeys.hasTechnicalShape(utf8: key)
            isTextKey = known.contains(.text)
            isNameContainer = known.contains(.nameContainer)
            isSection = places.sectionKeys.count > 0 && places.sectionKeys.lookup(key) != nil
            isIgnored = places.ignoredKeys.count > 0 && places.ignoredKeys.lookup(key) != nil
        }
    }

    /// Whether a string under `key`, in a container reached by `containerKey` (itself inside
    /// `outerKey`), is reader text by its place in the document.
    package static func isTextKey(_ key: KeyFacts, containerKey: KeyFacts?, outerKey: KeyFacts?, inUI: Bool) -> Bool {
        if key.isName { return containerKey?.isNameContainer == true || outerKey?.isNameContainer == true }
        if key.isTechnical { return false }
        return inUI || key.isTextKey
    }
}
