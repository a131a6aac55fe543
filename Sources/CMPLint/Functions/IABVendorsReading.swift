import CMPLintDocuments
import CMPLintKnowledge
import CMPLintPaths

/// Readings of the preferences' groups and the vendors snapshot's IAB and general vendors for the
/// coherence functions. Every place is named by the rule (paths, `#Aliases` and member names in
/// `functionOptions`), never here; what is domain knowledge (item kinds, prefixes, TCF versions) is
/// in IABGroupID.swift. Every reading tolerates odd input: wrong types read as absent.

/// The text a path refers to, for messages and evidence: the path as written without the leading
/// `$.` (`iab2V2Vendors.purposes`).
package enum CoherencePathText {
    package static func of(_ selectors: [PathSelector]) -> [String] {
        selectors.map { String($0.source.drop { $0 == "$" || $0 == "." }) }
    }

    /// The last member name a path names (`purposes` for `$.iab2V2Vendors.purposes`), for evidence.
    package static func lastKey(_ selectors: [PathSelector]) -> String {
        for step in (selectors.first?.steps ?? []).reversed() {
            switch step {
            case .child(let name), .descendant(let name): return name
            default: continue
            }
        }
        return of(selectors).first ?? ""
    }
}

/// Option readers the coherence functions share: path options inside mappings and tables, resolved
/// like `.paths` options (`#Alias` names included).
package enum CoherenceOptions {
    /// A path, `#Alias` or list of them, written at `node`.
    package static func selectors(_ node: YAMLNode, _ options: FunctionOptions, file: String, name: String)
        throws(YAMLError) -> [PathSelector]
    {
        let items: [YAMLNode]
        if case .sequence(let nodes) = node.content { items = nodes } else { items = [node] }
        var selectors: [PathSelector] = []
        for item in items {
            guard let text = item.scalar, !item.isNull else {
                throw YAMLError(
                    file: file, mark: item.mark, message: "option '\(name)' must be a path or a list of paths")
            }
            selectors += try options.aliases.expand(text, file: file, mark: item.mark)
        }
        return selectors
    }

    /// An `.object` option whose members are paths, by member name; empty when absent.
    package static func pathsByKey(_ key: String, _ options: FunctionOptions) throws(YAMLError) -> [String:
        [PathSelector]]
    {
        guard let mapping = options.mapping, let map = try mapping.mapping(key, context: "option '\(key)'") else {
            return [:]
        }
        var result: [String: [PathSelector]] = [:]
        for pair in map.pairs where !pair.value.isNull {
            result[pair.key] = try selectors(pair.value, options, file: mapping.file, name: pair.key)
        }
        return result
    }

    /// An `.object` option whose members are strings or lists of strings, by member name; empty when absent.
    package static func stringsByKey(_ key: String, _ options: FunctionOptions) throws(YAMLError) -> [String: [String]]
    {
        guard let mapping = options.mapping, let map = try mapping.mapping(key, context: "option '\(key)'") else {
            return [:]
        }
        var result: [String: [String]] = [:]
        for pair in map.pairs {
            if let list = try map.stringList(pair.key) { result[pair.key] = list }
        }
        return result
    }

    /// Per item kind (`purpose`, `specialPurpose`, …), from an `.object` option keyed by kind.
    package static func byKind<T>(_ values: [String: T]) -> [IABItemKind: T] {
        var result: [IABItemKind: T] = [:]
        for (key, value) in values {
            if let kind = IABItemKind(rawValue: key) { result[kind] = value }
        }
        return result
    }

    /// The `.object` declaration of one member per numbered item kind.
    package static func perKind(_ type: OptionSpec.ValueType, _ what: String) -> OptionSpec.ValueType {
        .object(IABItemKind.numbered.map { OptionSpec($0.prefixKey, type, "\(what) for \($0.label)s") })
    }
}

/// What a rule's paths select in a document.
package enum CoherenceSelection {
    /// Every node the selectors match, in document order, each once.
    package static func nodes(_ walker: SelectorWalker, in document: JSONDocument) -> [JSONNodeID] {
        Set(walker.matches(in: document).joined()).sorted()
    }

    /// The selected objects, in document order.
    package static func objects(_ walker: SelectorWalker, in document: JSONDocument) -> [JSONNodeID] {
        nodes(walker, in: document).filter { document.kind($0) == .object }
    }

    /// Whether the selectors match an array.
    package static func hasArray(_ walker: SelectorWalker, in document: JSONDocument) -> Bool {
        nodes(walker, in: document).contains { document.kind($0) == .array }
    }

    /// The first selected string, with its node.
    package static func firstString(_ walker: SelectorWalker, in document: JSONDocument) -> (
        value: String, node: JSONNodeID
    )? {
        for node in nodes(walker, in: document) where document.kind(node) == .string {
            if let value = document.string(node) { return (value, node) }
        }
        return nil
    }
}

/// The preference groups a rule names: `groups` selects the group objects (`#PurposeGroups`, the
/// purpose tree with its children), `groupId` and `groupType` name their id and type members
/// (OneTrust CMP API reference, "Get Preference Center Data",
/// https://developer.onetrust.com/onetrust/reference/get_preferences: `pcUIData.purposeTree.purposes[]`).
package struct GroupSelection {
    /// A group with a string id.
    package struct Group {
        package let node: JSONNodeID
        package let groupId: String
        package let groupIdNode: JSONNodeID
        package let type: String?
    }

    package static let groupsOption = OptionSpec(
        "groups", .paths, "the preference groups, children included (paths or #Aliases, e.g. #PurposeGroups)",
        required: true)
    package static let groupIdOption = OptionSpec(
        "groupId", .string, "the member of a group holding its id (e.g. groupId)", required: true)
    package static let groupTypeOption = OptionSpec(
        "groupType", .string,
        "the member of a group holding its type; a type containing `_STACK` marks a stack (e.g. type)", required: true)

    package let walker: SelectorWalker
    package let idMember: String
    package let typeMember: String?

    package init(options: FunctionOptions, withType: Bool) throws(YAMLError) {
        walker = SelectorWalker(selectors: try options.paths("groups") ?? [])
        idMember = try options.string("groupId") ?? ""
        typeMember = withType ? try options.string("groupType") : nil
    }

    /// The selected groups that have a string id, in document order (a parent before its children).
    package func groups(in document: JSONDocument) -> [Group] {
        CoherenceSelection.objects(walker, in: document).compactMap { node in
            guard let idNode = document.member(node, idMember), let groupId = document.string(idNode) else {
                return nil
            }
            let type = typeMember.flatMap { document.member(node, $0) }.flatMap { document.string($0) }
            return Group(node: node, groupId: groupId, groupIdNode: idNode, type: type)
        }
    }
}

/// A preference group that is a numbered IAB item.
package struct IABPreferenceGroup {
    package let group: GroupSelection.Group
    package let id: IABGroupID
}

extension IABGroupID {
    /// True for a stack group (`type` containing `_STACK`, e.g. `IAB2V2_STACK`), which has no
    /// numeric form.
    package static func isStack(_ group: GroupSelection.Group) -> Bool {
        group.type?.containsBytes("_STACK") ?? false
    }

    /// The numbered IAB groups among `groups` (stacks skipped), read against `prefixes`.
    package static func groups(_ groups: [GroupSelection.Group], prefixes: [IABItemKind: String])
        -> [IABPreferenceGroup]
    {
        groups.compactMap { group in
            guard !isStack(group), let id = parse(group.groupId, prefixes: prefixes) else { return nil }
            return IABPreferenceGroup(group: group, id: id)
        }
    }
}

/// The vendors snapshot's IAB readings (OneTrust CMP API reference, "Get IAB and Google Vendors",
/// https://developer.onetrust.com/onetrust/reference/get_vendors: `groupPrefixes`, dictionaries of
/// purposes, features and data categories by numeric id, and vendors referring to them by id).
package enum IABReading {
    /// The `groupPrefixes` members whose value is a string, by kind, with the value node, from the
    /// objects `walker` selects (the first one naming a kind wins).
    package static func prefixMembers(_ walker: SelectorWalker, in document: JSONDocument) -> [IABItemKind: (
        value: String, node: JSONNodeID
    )] {
        var result: [IABItemKind: (value: String, node: JSONNodeID)] = [:]
        for object in CoherenceSelection.objects(walker, in: document) {
            for kind in IABItemKind.allCases where result[kind] == nil {
                if let value = document.member(object, kind.prefixKey), let text = document.string(value) {
                    result[kind] = (text, value)
                }
            }
        }
        return result
    }

    package static func prefixes(_ walker: SelectorWalker, in document: JSONDocument) -> [IABItemKind: String] {
        prefixMembers(walker, in: document).mapValues(\.value)
    }

    /// The ids a dictionary defines (the member keys of the objects `walker` selects), each with its
    /// entry's value node; nil when it selects no object. Keys that are not decimal ids are left out.
    package static func definedIDs(_ walker: SelectorWalker, in document: JSONDocument) -> IABIDMap<JSONNodeID>? {
        let objects = CoherenceSelection.objects(walker, in: document)
        guard !objects.isEmpty else { return nil }
        var result = IABIDMap<JSONNodeID>()
        for object in objects {
            for member in document.members(object) {
                if let key = document.string(member.key), let id = IABGroupID.number(fromDigits: key), result[id] == nil
                {
                    result[id] = member.value
                }
            }
        }
        return result
    }

    /// The vendors: object entries of the objects `walker` selects (keyed by vendor id), in document
    /// order; nil when it selects no object.
    package static func vendors(_ walker: SelectorWalker, in document: JSONDocument) -> IABVendorTable? {
        let objects = CoherenceSelection.objects(walker, in: document)
        return objects.isEmpty ? nil : IABVendorTable(document: document, objects: objects)
    }

    /// `vendors(_:in:)` of the set's vendors snapshot, read once per set: three coherence rules
    /// read every vendor of a list that can hold thousands.
    package static func vendors(_ walker: SelectorWalker, in set: SnapshotSet) -> IABVendorTable? {
        guard let document = set.response(.vendors) else { return nil }
        return set.memo.value("iab-vendors \(walker.selectors.map(\.source))") { vendors(walker, in: document) }
    }

    /// How many of the set's vendors list each id in any of `arrays`, counted once per set for
    /// each list of arrays (two rules count the same arrays); empty without vendors.
    package static func vendorUsage(_ walker: SelectorWalker, arrays: [String], in set: SnapshotSet) -> IABIDMap<Int> {
        set.memo.value("iab-vendor-usage \(walker.selectors.map(\.source)) \(arrays)") {
            vendors(walker, in: set)?.usage(of: arrays) ?? IABIDMap()
        }
    }
}

/// A vendor-list version as text, so `98` and `"98"` compare equal.
package enum VendorListVersion {
    package static func text(of node: JSONNodeID, in document: JSONDocument) -> String? {
        if let number = document.numberText(node) {
            return Double(number).map { $0 == $0.rounded() && abs($0) < 1e15 ? String(Int($0)) : number } ?? number
        }
        if let string = document.string(node), !string.isEmpty { return string }
        return nil
    }
}
