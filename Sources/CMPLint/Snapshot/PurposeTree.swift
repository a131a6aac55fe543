/// A group (purpose, category, IAB purpose/feature, stack) in `pcUIData.purposeTree.purposes`,
/// children included (OneTrust CMP API reference, https://developer.onetrust.com/onetrust/reference,
/// Get Preference Center Data: `children` has the same shape; clients walk it recursively).
public struct PurposeGroup: Sendable, Equatable {
    /// The group object.
    public let node: JSONNodeID
    public let groupId: String
    public let groupIdNode: JSONNodeID
    /// `type`, e.g. `COOKIE`, `BRANCH`, `IAB2V2_PURPOSE`, `IAB2V2_STACK`.
    public let type: String?
    /// The groupId of the group this one is nested in (by `children`), nil at top level.
    public let containerId: String?
    public let depth: Int
}

public enum PurposeTree {
    /// Depth bound for `children`, far beyond the one level the schema shows; the JSON parser's own
    /// depth limit already bounds it, this keeps the walk cheap on hostile input.
    static let maxDepth = 32

    /// Every group in document order (a parent before its children).
    public static func groups(in document: JSONDocument) -> [PurposeGroup] {
        guard let purposes = document.node(atPath: ["pcUIData", "purposeTree", "purposes"]) else { return [] }
        var result: [PurposeGroup] = []
        collect(purposes, container: nil, depth: 0, document: document, into: &result)
        return result
    }

    private static func collect(_ array: JSONNodeID, container: String?, depth: Int, document: JSONDocument, into result: inout [PurposeGroup]) {
        guard depth < maxDepth, document.kind(array) == .array else { return }
        for item in document.elements(array) where document.kind(item) == .object {
            guard let idNode = document.member(item, "groupId"), let groupId = document.string(idNode) else { continue }
            let type = document.member(item, "type").flatMap { document.string($0) }
            result.append(PurposeGroup(node: item, groupId: groupId, groupIdNode: idNode, type: type, containerId: container, depth: depth))
            if let children = document.member(item, "children") {
                collect(children, container: groupId, depth: depth + 1, document: document, into: &result)
            }
        }
    }
}
