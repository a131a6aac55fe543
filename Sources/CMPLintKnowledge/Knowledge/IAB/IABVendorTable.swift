import CMPLintDocuments

/// The IAB vendors of a vendors snapshot and the integer ids in each vendor's arrays (`purposes`,
/// `legIntPurposes`, `dataDeclaration`, … OneTrust CMP API reference, "Get IAB and Google
/// Vendors", https://developer.onetrust.com/onetrust/reference/get_vendors), read in one walk.
/// Three coherence rules read every id of a list that holds a thousand vendors and tens of
/// thousands of ids; each re-reading the vendors and matching member names per vendor cost a fifth
/// of a lint. Here every vendor member holding an array is read once, its name matched to a slot,
/// and its integer elements stored flat; rules then ask for arrays by slot. An element's node,
/// which only a finding needs, is found again in its array (`node(ofElement:)`).
/// Which arrays mean what stays the rule's to say.
public final class IABVendorTable: Sendable {
    /// One vendor: its key (the GVL id) and its object.
    package struct Vendor: Sendable {
        package let key: JSONNodeID
        package let node: JSONNodeID
    }

    /// One array member of one vendor: its name's slot, its array node and its integer elements,
    /// `ids[elements]`.
    @usableFromInline package struct Cell: Sendable {
        @usableFromInline package let slot: Int32
        package let array: JSONNodeID
        @usableFromInline package let elements: Range<Int32>
    }

    package let document: JSONDocument
    /// In document order.
    package let vendors: [Vendor]
    /// Vendor `v`'s arrays are `cells[cellStarts[v]..<cellStarts[v + 1]]`, one per name (the last
    /// member of a name that holds an array, as `JSONDocument.member` reads a repeated key).
    @usableFromInline let cellStarts: [Int32]
    @usableFromInline let cells: [Cell]
    /// The integer elements of every vendor's arrays, vendor by vendor.
    package let ids: [Int]
    /// The array member names found, by slot.
    private let names: [String]

    /// Reads the object members of `objects` (the vendor lists, keyed by vendor id) as vendors.
    package init(document: JSONDocument, objects: [JSONNodeID]) {
        var reader = Reader(document: document)
        for object in objects {
            for member in document.members(object) where document.kind(member.value) == .object {
                reader.read(Vendor(key: member.key, node: member.value))
            }
        }
        self.document = document
        vendors = reader.vendors
        cellStarts = reader.cellStarts
        cells = reader.cells
        // Cut to what was read in place: a copy would be as large as every vendor's ids.
        reader.ids.removeSubrange(reader.idCount...)
        ids = reader.ids
        names = reader.names
    }

    /// The slot of array member `name`, compared scalar by scalar as `JSONDocument.member` does;
    /// nil when no vendor has an array of that name.
    package func slot(_ name: String) -> Int32? {
        names.firstIndex { $0.utf8.elementsEqual(name.utf8) }.map(Int32.init)
    }

    /// Where vendor `vendor`'s array in `slot` is in `ids` (empty when it has none).
    @inlinable
    public func elements(of vendor: Int, slot: Int32?) -> Range<Int> {
        guard let slot else { return 0..<0 }
        let range = cellRange(vendor)
        // Vendors list their arrays in one order, and slots are numbered in the order names are
        // first seen: a vendor's cell for slot `s` is usually its cell `s`.
        let guess = range.lowerBound + Int(slot)
        if guess < range.upperBound, cells[guess].slot == slot {
            return Int(cells[guess].elements.lowerBound)..<Int(cells[guess].elements.upperBound)
        }
        for c in range where cells[c].slot == slot {
            return Int(cells[c].elements.lowerBound)..<Int(cells[c].elements.upperBound)
        }
        return 0..<0
    }

    /// The node of `ids[element]`: the cell holding it is found by a binary search (cells are in
    /// element order), and its array read again up to it.
    package func node(ofElement element: Int) -> JSONNodeID? {
        var low = 0
        var high = cells.count
        while low < high {
            let middle = (low + high) / 2
            if Int(cells[middle].elements.upperBound) <= element { low = middle + 1 } else { high = middle }
        }
        guard low < cells.count, cells[low].elements.contains(Int32(element)) else { return nil }
        var remaining = element - Int(cells[low].elements.lowerBound)
        for node in document.elements(cells[low].array) where document.integer(node) != nil {
            if remaining == 0 { return node }
            remaining -= 1
        }
        return nil
    }

    /// Where vendor `vendor`'s cells are in `cells`.
    @inlinable
    package func cellRange(_ vendor: Int) -> Range<Int> {
        Int(cellStarts[vendor])..<Int(cellStarts[vendor + 1])
    }

    /// The vendor's key as text.
    package func key(of vendor: Int) -> String {
        document.string(vendors[vendor].key) ?? ""
    }

    /// The vendor's member `member` when it is a string (its name, for messages).
    package func string(of vendor: Int, member: String?) -> String? {
        member.flatMap { document.member(vendors[vendor].node, $0) }.flatMap(document.string)
    }

    /// How many vendors list each id in any of `arrays` (a vendor listing an id twice counts once).
    package func usage(of arrays: [String]) -> IABIDMap<Int> {
        var wanted = Array(repeating: false, count: names.count)
        for case let slot? in arrays.map(slot) { wanted[Int(slot)] = true }
        // Real ids are small (`IABIDMap`): they are counted in plain arrays, any other in maps.
        let limit = IABIDMap<Int>.denseLimit
        var smallCounts = [Int](repeating: 0, count: limit)
        var counts = IABIDMap<Int>()
        // The last vendor that counted each id, so a vendor counts an id once without a set per vendor.
        var smallCounted = [Int](repeating: -1, count: limit)
        var counted = IABIDMap<Int>()
        for vendor in vendors.indices {
            for c in cellRange(vendor) where wanted[Int(cells[c].slot)] {
                for i in Int(cells[c].elements.lowerBound)..<Int(cells[c].elements.upperBound) {
                    let id = ids[i]
                    if id >= 0 && id < limit {
                        guard smallCounted[id] != vendor else { continue }
                        smallCounted[id] = vendor
                        smallCounts[id] += 1
                    } else {
                        guard counted[id] != vendor else { continue }
                        counted[id] = vendor
                        counts[id] = (counts[id] ?? 0) + 1
                    }
                }
            }
        }
        for (id, count) in smallCounts.enumerated() where count > 0 { counts[id] = count }
        return counts
    }

    /// The one walk that fills the table.
    private struct Reader {
        let document: JSONDocument
        var vendors: [Vendor] = []
        var cellStarts: [Int32] = [0]
        var cells: [Cell] = []
        /// The ids read, `ids[..<idCount]`, then room.
        var ids: [Int] = []
        var idCount = 0
        var names: [String] = []
        /// The slots' names as UTF-8, one after another (slot `s` ends at `nameEnds[s + 1]`), which
        /// a key is compared with where it is written: flat, so a comparison does not retain an
        /// array per name.
        var namePool: [UInt8] = []
        var nameEnds: [Int] = [0]
        /// Each name's slot, by its UTF-8 bytes (exact, unlike `String` equality), for keys that
        /// are not the guessed one.
        var slotsByName: [[UInt8]: Int32] = [:]

        init(document: JSONDocument) {
            self.document = document
        }

        mutating func read(_ vendor: Vendor) {
            let (firstCell, firstID) = (cells.count, idCount)
            // Vendors list their arrays in the same order, so the slot after the previous array's
            // is tried first and matched with one comparison.
            var guess: Int32 = 0
            // The slots below 64 this vendor has filled: a repeated name is told with one bit test.
            var filled: UInt64 = 0
            for field in document.members(vendor.node) where document.kind(field.value) == .array {
                guard let slot = slot(of: field.key, guess: guess) else { continue }
                let isRepeated =
                    slot < 64 ? filled & (1 << UInt64(slot)) != 0 : cells[firstCell...].contains { $0.slot == slot }
                if isRepeated {
                    // No real vendor repeats a name: read it again keeping each name's last array.
                    cells.removeSubrange(firstCell...)
                    idCount = firstID
                    readRepeatingNames(vendor)
                    return
                }
                if slot < 64 { filled |= 1 << UInt64(slot) }
                let start = Int32(idCount)
                appendIntegers(of: field.value)
                cells.append(Cell(slot: slot, array: field.value, elements: start..<Int32(idCount)))
                guess = slot + 1
            }
            vendors.append(vendor)
            cellStarts.append(Int32(cells.count))
        }

        /// `read` of a vendor that repeats an array member's name: one cell per name, in the order
        /// names first appear, holding the last array of that name (as `JSONDocument.member` reads
        /// a repeated key).
        private mutating func readRepeatingNames(_ vendor: Vendor) {
            var lastArray: [Int32: JSONNodeID] = [:]
            var order: [Int32] = []
            for field in document.members(vendor.node) where document.kind(field.value) == .array {
                guard let slot = slot(of: field.key, guess: 0) else { continue }
                if lastArray.updateValue(field.value, forKey: slot) == nil { order.append(slot) }
            }
            for slot in order {
                guard let array = lastArray[slot] else { continue }
                let start = Int32(idCount)
                appendIntegers(of: array)
                cells.append(Cell(slot: slot, array: array, elements: start..<Int32(idCount)))
            }
            vendors.append(vendor)
            cellStarts.append(Int32(cells.count))
        }

        /// Appends the integer elements of `array` (an array node) to `ids`, written through a
        /// pointer into room that grows geometrically (`idCount` used): appending them one by one
        /// cost a uniqueness check of `ids` per element, and making room per array cost more than
        /// reading it (a vendor's arrays hold three ids on average).
        private mutating func appendIntegers(of array: JSONNodeID) {
            let document = document
            let count = document.childCount(array)
            if ids.count < idCount + count {
                ids.append(contentsOf: repeatElement(0, count: max(idCount + count - ids.count, ids.count, 1024)))
            }
            var end = idCount
            ids.withUnsafeMutableBufferPointer { room in
                // Child by child (the first follows the array), without an `elements` sequence: it
                // holds the document, a retain and a release per array.
                var element = JSONNodeID(rawValue: array.rawValue + 1)
                for _ in 0..<count {
                    if let id = document.integer(element) {
                        room[end] = id
                        end += 1
                    }
                    element = document.nodeAfterSubtree(element)
                }
            }
            idCount = end
        }

        /// The slot of the member name `key`, added when new.
        private mutating func slot(of key: JSONNodeID, guess: Int32) -> Int32? {
            if guess < names.count {
                let name = nameEnds[Int(guess)]..<nameEnds[Int(guess) + 1]
                let document = document
                if namePool.withUnsafeBufferPointer({
                    document.stringEquals(key, utf8: UnsafeBufferPointer(rebasing: $0[name]))
                }) {
                    return guess
                }
            }
            guard let name = document.string(key) else { return nil }
            let bytes = Array(name.utf8)
            if let known = slotsByName[bytes] { return known }
            let slot = Int32(names.count)
            names.append(name)
            namePool.append(contentsOf: bytes)
            nameEnds.append(namePool.count)
            slotsByName[bytes] = slot
            return slot
        }
    }
}
