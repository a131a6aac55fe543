import CMPLintDocuments

/// Turns the fixes of one document's findings into byte edits on the document's bytes.
///
/// - `remove` takes the whole member (key and value) or array element, with the comma and the
///   whitespace that separated it from its neighbour: a member followed by another is cut up to
///   that one's start, so the next member moves into its place with its indentation; the last
///   member is cut from the end of the one before it, so no dangling comma is left; a container
///   losing every child becomes `{}` or `[]`. No blank line is left behind, whatever the layout.
/// - `set` and `empty` replace the value's bytes (a string with its quotes, a container bracket to
///   bracket) with the new value's compact JSON.
///
/// Fixes can overlap only by nesting (a document is a tree): a fix inside a member that another
/// fix removes or replaces is dropped as covered by it; of fixes on the same node a removal wins,
/// then the first by rule id. The result is the same whatever order the findings came in.
package struct JSONEditPlan {
    /// One finding's fix, with the rule id that orders equal fixes.
    package struct Request {
        package let fix: FindingFix
        package let ruleId: String
    }

    package enum Outcome: Equatable {
        /// The edit is made.
        case applied
        /// Another request's edit (its index) removes or replaces this node.
        case covered(by: Int)
        /// The edit cannot be made on this node (the reason, for the summary).
        case notApplicable(String)
    }

    /// Sorted by position, not overlapping.
    package let edits: [ByteEdit]
    /// Per request, in the order given.
    package let outcomes: [Outcome]

    package init(document: JSONDocument, requests: [Request]) {
        var outcomes = [Outcome](repeating: .applied, count: requests.count)
        var targets: [(index: Int, target: Target)] = []
        for (index, request) in requests.enumerated() {
            switch Target.of(request.fix, in: document) {
            case .success(let target): targets.append((index, target))
            case .failure(let reason): outcomes[index] = .notApplicable(reason.text)
            }
        }
        // Outer before inner; at one node, a removal first, then by rule id: the first one kept covers the rest.
        targets.sort { a, b in
            let (x, y) = (a.target, b.target)
            if x.extent.lowerBound != y.extent.lowerBound { return x.extent.lowerBound < y.extent.lowerBound }
            if x.extent.count != y.extent.count { return x.extent.count > y.extent.count }
            if x.isRemoval != y.isRemoval { return x.isRemoval }
            let (ra, rb) = (requests[a.index].ruleId, requests[b.index].ruleId)
            return ra != rb ? ra < rb : a.index < b.index
        }
        var kept: [(index: Int, target: Target)] = []
        for candidate in targets {
            if let last = kept.last, candidate.target.extent.lowerBound < last.target.extent.upperBound {
                outcomes[candidate.index] = .covered(by: last.index)
            } else {
                kept.append(candidate)
            }
        }
        var edits: [ByteEdit] = []
        var removals: [JSONNodeID: [JSONNodeID]] = [:]
        for (_, target) in kept {
            switch target {
            case .replace(let range, let bytes): edits.append(ByteEdit(range: range, replacement: bytes))
            case .remove(let child, let container, _): removals[container, default: []].append(child)
            }
        }
        for (container, children) in removals {
            edits += Self.removals(of: Set(children), from: container, in: document)
        }
        self.edits = edits.sorted { $0.range.lowerBound < $1.range.lowerBound }
        self.outcomes = outcomes
    }

    /// What one fix edits: a child of a container to remove, or a value's bytes to replace.
    package enum Target {
        /// `child` is the member's key node or the element; `extent` runs from it to the value's end.
        case remove(child: JSONNodeID, container: JSONNodeID, extent: Range<Int>)
        case replace(Range<Int>, [UInt8])

        package var extent: Range<Int> {
            switch self {
            case .remove(_, _, let extent): return extent
            case .replace(let range, _): return range
            }
        }

        package var isRemoval: Bool {
            if case .remove = self { return true }
            return false
        }

        package struct Inapplicable: Error {
            package let text: String
        }

        package static func of(_ fix: FindingFix, in document: JSONDocument) -> Result<Target, Inapplicable> {
            let node = fix.node
            switch fix.edit {
            case .remove:
                // A key stands for its member; a member value is removed with its key.
                let child = document.isKey(node) ? node : (document.keyNode(of: node) ?? node)
                guard let container = document.parent(child) else {
                    return .failure(Inapplicable(text: "the document itself cannot be removed"))
                }
                let value = document.isKey(child) ? JSONNodeID(rawValue: child.rawValue + 1) : child
                return .success(
                    .remove(
                        child: child, container: container,
                        extent: document.byteRange(child).lowerBound..<document.byteRange(value).upperBound))
            case .set, .empty:
                guard !document.isKey(node) else {
                    return .failure(Inapplicable(text: "a key has no value to replace"))
                }
                let range = document.byteRange(node)
                guard let replacement = replacement(fix.edit, for: node, in: document) else {
                    return .failure(Inapplicable(text: "only a string, object or array can be emptied"))
                }
                guard !document.bytes[range].elementsEqual(replacement) else {
                    return .failure(
                        Inapplicable(text: "the value is already \(String(decoding: replacement, as: UTF8.self))"))
                }
                return .success(.replace(range, replacement))
            }
        }

        /// The new value's bytes: compact JSON.
        package static func replacement(_ edit: FixEdit, for node: JSONNodeID, in document: JSONDocument) -> [UInt8]? {
            switch edit {
            case .set(let value): return Array(value.jsonText.utf8)
            case .empty:
                switch document.kind(node) {
                case .string: return Array("\"\"".utf8)
                case .object: return Array("{}".utf8)
                case .array: return Array("[]".utf8)
                case .number, .bool, .null: return nil
                }
            case .remove: return nil
            }
        }
    }

    /// The edits that remove `removed` (key nodes or elements) from `container`. A run of removed
    /// children is cut from the end of the kept child before it (taking the comma after that one)
    /// when the run starts on that child's line or ends the container, and otherwise from the run's
    /// start to the next kept child's start (which then takes the run's place and indentation): so
    /// `"a": 1, "b": 2,⏎ "c": 3` loses `, "b": 2` and `"a": 1,⏎ "b": 2, "c": 3` loses `"b": 2, `, and
    /// no line is joined to another or left blank. When nothing is kept, everything between the
    /// brackets goes.
    package static func removals(of removed: Set<JSONNodeID>, from container: JSONNodeID, in document: JSONDocument)
        -> [ByteEdit]
    {
        var children: [(node: JSONNodeID, extent: Range<Int>)] = []
        if document.kind(container) == .object {
            for member in document.members(container) {
                children.append(
                    (
                        member.key,
                        document.byteRange(member.key).lowerBound..<document.byteRange(member.value).upperBound
                    ))
            }
        } else {
            for element in document.elements(container) { children.append((element, document.byteRange(element))) }
        }
        let outer = document.byteRange(container)
        guard children.contains(where: { !removed.contains($0.node) }) else {
            return [ByteEdit(range: outer.lowerBound + 1..<outer.upperBound - 1, replacement: [])]
        }
        var edits: [ByteEdit] = []
        var index = 0
        while index < children.count {
            guard removed.contains(children[index].node) else {
                index += 1
                continue
            }
            var end = index
            while end < children.count && removed.contains(children[end].node) { end += 1 }
            let sharesLine =
                index > 0
                && !document.bytes[children[index - 1].extent.upperBound..<children[index].extent.lowerBound].contains(
                    UInt8(ascii: "\n"))
            if end < children.count && !sharesLine {
                edits.append(
                    ByteEdit(
                        range: children[index].extent.lowerBound..<children[end].extent.lowerBound, replacement: []))
            } else {
                edits.append(
                    ByteEdit(
                        range: children[index - 1].extent.upperBound..<children[end - 1].extent.upperBound,
                        replacement: []))
            }
            index = end
        }
        return edits
    }
}
