import CMPLint
import CMPLintDocuments
import FuzzSupport

/// libFuzzer harness for `JSONParser`: any bytes either fail with a located error or give a
/// document whose structure holds together. Checked on every accepted input:
/// - every node's byte range lies inside its parent's, in preorder, and `start`/`end` agree with it;
/// - `node(atPointer: pointer(n))` finds a node with that same pointer (for the first nodes: the
///   lookup is linear in an object's size, so checking all of a big document would be quadratic).
///   Not checked with duplicate keys (a pointer names the last member, RFC 6901 leaves it open) nor
///   through keys with lone surrogates (decoded as U+FFFD, which a pointer cannot tell apart);
/// - the document printed as compact JSON parses again to the same value;
/// - the node limit is exact: the document parses with `maxNodes` equal to its node count and fails
///   with an error naming the limit with one less.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSONParser(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = FuzzInput.bytes(data, size)
    let document: JSONDocument
    do {
        document = try JSONParser.parse(bytes)
    } catch {
        FuzzCheck.require(
            error.position.offset >= 0 && error.position.offset <= bytes.count,
            "error position \(error.position.offset) outside the \(bytes.count) bytes")
        FuzzCheck.require(error.position.line >= 1 && error.position.column >= 1, "error at \(error.position)")
        return 0
    }
    checkStructure(document)
    if document.duplicateKeys.isEmpty { checkPointers(document, upTo: 512) }
    checkReparse(document)
    checkNodeLimit(bytes, nodes: document.nodeCount)
    return 0
}

/// `maxNodes` admits exactly that many nodes (docs/limits.md).
private func checkNodeLimit(_ bytes: [UInt8], nodes: Int) {
    FuzzCheck.require(
        (try? JSONParser.parse(bytes, limits: JSONParseLimits(maxNodes: nodes))) != nil,
        "\(nodes) nodes do not parse with maxNodes \(nodes)")
    guard nodes > 1 else { return }
    do {
        _ = try JSONParser.parse(bytes, limits: JSONParseLimits(maxNodes: nodes - 1))
        FuzzCheck.fail("\(nodes) nodes parse with maxNodes \(nodes - 1)")
    } catch {
        FuzzCheck.require(
            error.message.contains("limit"), "\(nodes) nodes with maxNodes \(nodes - 1): \(error.message)")
    }
}

/// Ranges nest and positions agree with them.
private func checkStructure(_ document: JSONDocument) {
    let count = document.bytes.count
    var previousStart = -1
    for index in 0..<document.nodeCount {
        let node = JSONNodeID(rawValue: Int32(index))
        let range = document.byteRange(node)
        FuzzCheck.require(
            range.lowerBound >= 0 && range.upperBound <= count && !range.isEmpty,
            "node \(index): range \(range) in \(count) bytes")
        FuzzCheck.require(
            range.lowerBound > previousStart, "node \(index) starts at \(range.lowerBound), not after the previous node"
        )
        previousStart = range.lowerBound
        FuzzCheck.require(
            document.start(node).offset == range.lowerBound, "node \(index): start \(document.start(node)) for \(range)"
        )
        FuzzCheck.require(document.start(node) <= document.end(node), "node \(index): start after end")
        if let parent = document.parent(node) {
            let outer = document.byteRange(parent)
            FuzzCheck.require(
                outer.lowerBound < range.lowerBound && range.upperBound <= outer.upperBound,
                "node \(index): \(range) outside its parent's \(outer)")
        } else {
            FuzzCheck.require(index == 0, "node \(index) has no parent")
        }
    }
}

/// A pointer leads back to a node with the same pointer (with duplicate keys, the last member).
private func checkPointers(_ document: JSONDocument, upTo limit: Int) {
    for index in 0..<min(document.nodeCount, limit) {
        let node = JSONNodeID(rawValue: Int32(index))
        let pointer = document.pointer(node)
        if pointer.unicodeScalars.contains("\u{FFFD}") { continue }
        guard let found = document.node(atPointer: pointer) else {
            FuzzCheck.fail("node \(index): pointer \(pointer.debugDescription) leads nowhere")
        }
        FuzzCheck.require(
            document.pointer(found) == pointer,
            "node \(index): pointer \(pointer.debugDescription) leads to another node")
    }
}

/// The value printed compactly parses again to the same value.
private func checkReparse(_ document: JSONDocument) {
    let value = document.value(document.root)
    let text = value.jsonText
    do {
        let again = try JSONParser.parse(Array(text.utf8))
        FuzzCheck.require(
            again.value(again.root) == value, "the printed value parses to another value: \(text.prefix(200))")
    } catch {
        FuzzCheck.fail("the printed value does not parse (\(error)): \(text.prefix(200))")
    }
}

FuzzDriver.run { SeedSources.jsonDocuments }
