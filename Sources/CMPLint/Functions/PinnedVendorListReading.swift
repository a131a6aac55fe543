import CMPLintDocuments
import CMPLintKnowledge
import CMPLintPaths

/// What a vendors snapshot and the pinned Global Vendor List disagree on, read once for the
/// pinned-GVL checks and for `inspect`: the snapshot's IAB vendors (each vendor object under the
/// `vendors` paths, keyed by GVL id) that the GVL has deleted, and those whose declarations
/// differ. Wrong types read as absent: other rules report them.
package enum PinnedVendorListReading {
    /// A listed vendor the GVL deleted on or before the run's date.
    package struct Deletion: Sendable {
        package let id: Int
        package let node: JSONNodeID
        package let entry: GlobalVendorList.Vendor
    }

    /// A listed vendor whose declarations differ: the differing arrays, each with its ids in the
    /// snapshot and the GVL.
    package struct Mismatch: Sendable {
        package let id: Int
        package let entry: GlobalVendorList.Vendor
        /// The first differing array, or the vendor when it lacks that array.
        package let node: JSONNodeID
        package let differing: [GlobalVendorList.Declaration]
        /// `purposes [1] in the snapshot, [1, 2] in the GVL; …`.
        package let differences: String
    }

    /// What TCF legal bases and opt-ins rest on; `flexiblePurposes` only says which of `purposes`
    /// and `legIntPurposes` may switch.
    package static let defaultDeclarations: [GlobalVendorList.Declaration] = [
        .purposes, .legIntPurposes, .specialPurposes, .features, .specialFeatures,
    ]

    /// The facts every pinned-GVL finding has: the GVL's version and file.
    static func facts(_ run: RunContext, _ list: GlobalVendorList) -> [String: JSONValue] {
        ["pinned": .number(String(list.vendorListVersion)), "gvlFile": .string(run.vendorListFile ?? "")]
    }

    /// Listed vendors that `list` deleted at or before `today`, in document order.
    package static func deletions(
        in document: JSONDocument, vendors paths: SelectorWalker, list: GlobalVendorList, today: StoredDate
    ) -> [Deletion] {
        vendors(in: document, at: paths).compactMap { vendor in
            guard let entry = list.vendors[vendor.id], let deletedAt = entry.deletedAt, deletedAt <= today.milliseconds
            else { return nil }
            return Deletion(id: vendor.id, node: vendor.node, entry: entry)
        }
    }

    /// Listed vendors whose arrays `declarations` differ from their entry in `list` (an absent array
    /// is empty; order and repeats do not count), in document order. Vendors `list` lacks are skipped.
    package static func mismatches(
        in document: JSONDocument, vendors paths: SelectorWalker, list: GlobalVendorList,
        declarations: [GlobalVendorList.Declaration]
    ) -> [Mismatch] {
        vendors(in: document, at: paths).compactMap { vendor -> Mismatch? in
            guard let entry = list.vendors[vendor.id] else { return nil }
            var differing: [GlobalVendorList.Declaration] = []
            var texts: [String] = []
            var firstArray: JSONNodeID?
            for declaration in declarations {
                let own = ids(declaration.rawValue, of: vendor.node, in: document)
                let registered = entry.declarations[declaration] ?? []
                guard (own?.ids ?? []) != registered else { continue }
                if differing.isEmpty { firstArray = own?.node }
                differing.append(declaration)
                texts.append(
                    "\(declaration.rawValue) \(idList(own?.ids ?? [])) in the snapshot, \(idList(registered)) in the GVL"
                )
            }
            guard !differing.isEmpty else { return nil }
            return Mismatch(
                id: vendor.id, entry: entry, node: firstArray ?? vendor.node, differing: differing,
                differences: texts.joined(separator: "; "))
        }
    }

    /// The snapshot's IAB vendors in document order: GVL id and object.
    private static func vendors(in document: JSONDocument, at paths: SelectorWalker) -> [(id: Int, node: JSONNodeID)] {
        var result: [(id: Int, node: JSONNodeID)] = []
        for list in document.nodes(matching: paths) where document.kind(list) == .object {
            for member in document.members(list) where document.kind(member.value) == .object {
                guard let key = document.string(member.key), let id = Int(key) else { continue }
                result.append((id, member.value))
            }
        }
        return result
    }

    /// The integer ids of a vendor's array `name`, sorted without repeats; nil without that array.
    private static func ids(_ name: String, of vendor: JSONNodeID, in document: JSONDocument) -> (
        node: JSONNodeID, ids: [Int]
    )? {
        guard let array = document.member(vendor, name), document.kind(array) == .array else { return nil }
        return (array, Set(document.elements(array).compactMap(document.integer)).sorted())
    }

    /// `[1, 2, 7]`, or `none`.
    private static func idList(_ ids: [Int]) -> String {
        ids.isEmpty ? "none" : "[" + ids.map(String.init).joined(separator: ", ") + "]"
    }
}
