/// One place outside the purpose tree where a snapshot names a purpose group by its id.
struct GroupReference: Sendable, Equatable {
    let groupId: String
    /// The node that names it: a `groupsHierarchy` key, or a `groupId` / `id` string value.
    let node: JSONNodeID
    /// Where, for messages: `groupsHierarchy`, `prompts.ageGate`, `appConfig.globalOptOutData`.
    let place: String
}

/// The places where banner and preferences responses refer to groups of the preferences purpose
/// tree (cmp-api.md §1.1 `globalOptOutData.linkedCategories[].id`, §1.4 `groupsHierarchy` keys and
/// nested `children` keys, §2 `prompts.*.linkedCategories.list[].groupId`; all confirmed). Values of
/// the wrong type are skipped: type checks belong to other rules.
enum GroupReferences {
    /// Depth bound for nested `children` of `groupsHierarchy`, as in `PurposeTree`.
    static let maxDepth = 32

    /// Every reference in the document, in document order.
    static func all(in document: JSONDocument) -> [GroupReference] {
        (hierarchy(in: document) + prompts(in: document) + globalOptOut(in: document))
            .sorted { $0.node < $1.node }
    }

    /// `groupsHierarchy` keys, and the keys of the objects in each `children` array, recursively.
    static func hierarchy(in document: JSONDocument) -> [GroupReference] {
        guard let root = document.node(atPath: ["groupsHierarchy"]) else { return [] }
        var result: [GroupReference] = []
        collectHierarchy(root, depth: 0, document: document, into: &result)
        return result
    }

    private static func collectHierarchy(_ object: JSONNodeID, depth: Int, document: JSONDocument, into result: inout [GroupReference]) {
        guard depth < maxDepth, document.kind(object) == .object else { return }
        for (key, value) in document.members(object) {
            guard let id = document.string(key) else { continue }
            result.append(GroupReference(groupId: id, node: key, place: "groupsHierarchy"))
            guard document.kind(value) == .object, let children = document.member(value, "children") else { continue }
            for child in document.elements(children) {
                collectHierarchy(child, depth: depth + 1, document: document, into: &result)
            }
        }
    }

    /// `prompts.<name>.linkedCategories.list[].groupId` for every prompt (ageGate and idfa carry them).
    static func prompts(in document: JSONDocument) -> [GroupReference] {
        guard let prompts = document.node(atPath: ["prompts"]) else { return [] }
        var result: [GroupReference] = []
        for (key, _) in document.members(prompts) {
            guard let name = document.string(key) else { continue }
            result += linkedCategories(ofPrompt: name, in: document)
        }
        return result
    }

    /// `prompts.<prompt>.linkedCategories.list[].groupId`, e.g. the groups the age gate restricts.
    static func linkedCategories(ofPrompt prompt: String, in document: JSONDocument) -> [GroupReference] {
        guard let list = document.node(atPath: ["prompts", prompt, "linkedCategories", "list"]) else { return [] }
        return document.elements(list).compactMap { item in
            guard document.kind(item) == .object, let idNode = document.member(item, "groupId"),
                  let id = document.string(idNode) else { return nil }
            return GroupReference(groupId: id, node: idNode, place: "prompts.\(prompt)")
        }
    }

    /// `appConfig.globalOptOutData.linkedCategories[].id`.
    static func globalOptOut(in document: JSONDocument) -> [GroupReference] {
        guard let list = document.node(atPath: ["appConfig", "globalOptOutData", "linkedCategories"]) else { return [] }
        return document.elements(list).compactMap { item in
            guard document.kind(item) == .object, let idNode = document.member(item, "id"),
                  let id = document.string(idNode) else { return nil }
            return GroupReference(groupId: id, node: idNode, place: "appConfig.globalOptOutData")
        }
    }
}
