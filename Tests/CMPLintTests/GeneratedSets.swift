import Foundation

@testable import CMPLint

/// Sets generated for the inspect and diff tests: a sample set copied into a temporary tree, its
/// documents read with `JSONSerialization` and written back after one edit, so every variant is a
/// realistic full document that differs from the sample in exactly what the test changes.
struct GeneratedSets {
    /// The tree the sets are written to (removed by `remove()`).
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("cmplint-generated-\(UUID().uuidString)")

    /// An edit of one component's document.
    typealias Edit = @Sendable (inout [String: Any]) -> Void

    /// Copies `samples/<sample>` to `<root>/<folder>` (the sample's folder name by default, so its
    /// expectations stay those of the sample), applying `edits` per component; a component mapped
    /// to nil in `remove` is left out.
    @discardableResult
    func copy(
        _ sample: String, to folder: String? = nil, edits: [ComponentKind: Edit] = [:],
        removing: Set<ComponentKind> = []
    ) throws -> URL {
        let source = repositoryRoot.appendingPathComponent("samples").appendingPathComponent(sample)
        let target = root.appendingPathComponent(folder ?? source.lastPathComponent)
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        for kind in ComponentKind.allCases where !removing.contains(kind) {
            let name = kind.acceptedFileNames[0]
            let file = source.appendingPathComponent(name)
            guard let data = try? Data(contentsOf: file) else { continue }
            guard let edit = edits[kind] else {
                try data.write(to: target.appendingPathComponent(name))
                continue
            }
            guard var document = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
                throw CocoaError(.coderReadCorrupt)
            }
            edit(&document)
            try JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted]).write(
                to: target.appendingPathComponent(name))
        }
        return target
    }

    func remove() {
        try? FileManager.default.removeItem(at: root)
    }
}

/// Nested edits of a document read by `JSONSerialization`: a path of member names (String) and
/// array indexes (Int); `transform` gets the value there (nil when absent) and returns the new one
/// (nil removes it).
func edit(_ document: inout [String: Any], _ path: [Any], _ transform: (Any?) -> Any?) {
    func updated(_ value: Any?, _ path: ArraySlice<Any>) -> Any? {
        guard let step = path.first else { return transform(value) }
        if let key = step as? String, var object = value as? [String: Any] {
            object[key] = updated(object[key], path.dropFirst())
            return object
        }
        if let index = step as? Int, var array = value as? [Any], array.indices.contains(index) {
            if let element = updated(array[index], path.dropFirst()) {
                array[index] = element
            } else {
                array.remove(at: index)
            }
            return array
        }
        return value
    }
    document = updated(document, path[...]) as? [String: Any] ?? document
}

/// Sets the value at `path` (nil removes it).
func set(_ document: inout [String: Any], _ path: [Any], _ value: Any?) {
    edit(&document, path) { _ in value }
}
