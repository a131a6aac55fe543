import Foundation

/// Positions of array elements, for JSON Pointers. Counting an element's earlier siblings costs
/// O(index), so pointers to every element of a huge array (a rule reporting each of a million
/// values) took quadratic time. An array longer than `threshold` has its element ids listed once,
/// when a pointer into it is first asked for; an index is then a binary search (ids are in document
/// order). The lists live as long as the document and hold 4 bytes per listed element.
package final class JSONElementIndex: @unchecked Sendable {
    /// Arrays up to this length are counted as before: cheaper than a list.
    package static let threshold = 64

    private let lock = NSLock()
    /// Array id → its elements' ids, ascending.
    private var lists: [Int32: [Int32]] = [:]

    /// The position of `element` in `array`.
    package func index(of element: JSONNodeID, in array: JSONNodeID, document: JSONDocument) -> Int {
        guard document.childCount(array) > Self.threshold else {
            var index = 0
            for e in document.elements(array) {
                if e == element { break }
                index += 1
            }
            return index
        }
        lock.lock()
        defer { lock.unlock() }
        let list: [Int32]
        if let known = lists[array.rawValue] {
            list = known
        } else {
            list = document.elements(array).map(\.rawValue)
            lists[array.rawValue] = list
        }
        var low = 0
        var high = list.count
        while low < high {
            let middle = (low + high) / 2
            if list[middle] < element.rawValue { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
