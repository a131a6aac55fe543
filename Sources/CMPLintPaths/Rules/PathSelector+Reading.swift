import CMPLintDocuments

/// Reading what a rule's paths select, for `when:` conditions and for functions that look at a
/// whole document or set rather than at the node `given` selects. The response shapes live in the
/// rule files (`rules/aliases.yml`); code reads them through these helpers instead of knowing them.
extension JSONDocument {
    /// Every node the walker's selectors match, in document order, each once.
    package func nodes(matching walker: SelectorWalker) -> [JSONNodeID] {
        Array(Set(walker.matches(in: self).joined())).sorted()
    }

    /// The first node the walker's selectors match, in document order.
    package func firstNode(matching walker: SelectorWalker) -> JSONNodeID? {
        nodes(matching: walker).first
    }

    /// The first string the walker's selectors match, with its node (nil when the first match is no string).
    package func firstString(matching walker: SelectorWalker) -> (value: String, node: JSONNodeID)? {
        guard let node = firstNode(matching: walker), kind(node) == .string, let value = string(node) else {
            return nil
        }
        return (value, node)
    }

    /// Where to point when a path's value is missing: the deepest node that exists on the way to
    /// it (member and index steps only), never the value itself (`$.appConfig.countryCode` → the
    /// `appConfig` object, or the root when that is missing too).
    package func nearestContainer(of selector: PathSelector) -> JSONNodeID {
        var current = root
        for step in selector.steps.dropLast() {
            switch step {
            case .child(let key) where kind(current) == .object:
                guard let next = member(current, key) else { return current }
                current = next
            case .index(let index) where kind(current) == .array:
                guard let next = element(current, index) else { return current }
                current = next
            default:
                return current
            }
        }
        return current
    }
}

extension PathSelector {
    /// The path for messages, without the leading `$.`: `appConfig.regionCode`.
    package var field: String {
        if source.hasPrefix("$.") { return String(source.dropFirst(2)) }
        if source.count > 1, source.hasPrefix("$") { return String(source.dropFirst()) }
        return source
    }
}
