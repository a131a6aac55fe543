import CMPLintDocuments
import CMPLintPaths

/// Named paths (Spectral's `aliases`): each OneTrust response shape is named once, in the rule
/// files' `aliases:` (or a config's, which may redefine one), and rules use the name in `given` and
/// in path options: `#PurposeGroups`, or `#PurposeGroups.groupId` to continue below it. An alias is a
/// path or a list of paths and may itself use other aliases.
public struct PathAliases: Sendable {
    /// One `aliases:` entry as written.
    public struct Definition: Sendable {
        public let name: String
        public let paths: [String]
        public let file: String
        public let mark: YAMLMark
        /// Where each path is written, for errors.
        package let pathMarks: [YAMLMark]
    }

    /// Resolved aliases by name.
    public private(set) var selectors: [String: [PathSelector]] = [:]
    /// The definitions in force (a later one with the same name replaces an earlier one).
    public private(set) var definitions: [String: Definition] = [:]

    public init() {}

    /// Alias names: letters, digits and `_`, starting with a letter (also the JSON Schema's pattern).
    package static let namePattern = CodeShape.aliasNamePattern

    /// Reads an `aliases:` mapping (name → path or list of paths).
    package static func definitions(_ node: YAMLNode?, file: String) throws(YAMLError) -> [Definition] {
        guard let node, !node.isNull else { return [] }
        let map = try YAMLMapping(node, file: file, context: "'aliases'")
        var result: [Definition] = []
        for pair in map.pairs {
            guard CodeShape.isAliasName(pair.key) else {
                throw YAMLError(
                    file: file, mark: pair.keyMark,
                    message: "alias name '\(pair.key)' must be letters, digits and '_', starting with a letter")
            }
            let items: [YAMLNode]
            switch pair.value.content {
            case .scalar: items = [pair.value]
            case .sequence(let nodes) where !nodes.isEmpty: items = nodes
            default:
                throw YAMLError(
                    file: file, mark: pair.value.mark, message: "alias '\(pair.key)' must be a path or a list of paths")
            }
            var paths: [String] = []
            for item in items {
                guard let text = item.scalar, !item.isNull else {
                    throw YAMLError(
                        file: file, mark: item.mark, message: "alias '\(pair.key)' must be a path or a list of paths")
                }
                paths.append(text)
            }
            result.append(
                Definition(name: pair.key, paths: paths, file: file, mark: pair.keyMark, pathMarks: items.map(\.mark)))
        }
        return result
    }

    /// Resolves definitions in order; a name defined twice in `definitions` is an error unless the
    /// second comes from `overridable` files' successors (a config redefining a default alias).
    package static func resolve(_ all: [Definition], allowRedefinitionFrom configFile: String? = nil) throws(YAMLError)
        -> PathAliases
    {
        var aliases = PathAliases()
        for definition in all {
            if let earlier = aliases.definitions[definition.name],
                definition.file != configFile || earlier.file == configFile
            {
                throw YAMLError(
                    file: definition.file, mark: definition.mark,
                    message: "alias '\(definition.name)' is already defined at \(earlier.file):\(earlier.mark)")
            }
            aliases.definitions[definition.name] = definition
        }
        for name in aliases.definitions.keys.sorted() { try aliases.resolve(name) }
        return aliases
    }

    /// Resolves `root` and every alias it uses, each once (`selectors` keeps what is resolved), depth
    /// first with a stack of its own: the work is linear in the definitions, and a chain of 20,000
    /// aliases neither costs a search of the chain per link nor overflows the thread's stack. An
    /// alias met again while it is being resolved closes a cycle: an error at its definition.
    private mutating func resolve(_ root: String) throws(YAMLError) {
        guard selectors[root] == nil, definitions[root] != nil else { return }
        // The aliases being resolved, outermost first, each with the next of its paths to look at.
        var chain: [(name: String, next: Int)] = [(root, 0)]
        var inChain: Set<String> = [root]
        while let (name, next) = chain.last.map({ ($0.name, $0.next) }), let definition = definitions[name] {
            if next < definition.paths.count {
                chain[chain.count - 1].next += 1
                guard let used = Self.aliasName(definition.paths[next]), definitions[used] != nil,
                    selectors[used] == nil
                else { continue }
                guard inChain.insert(used).inserted else { throw cycle(closedBy: used, in: chain.map(\.name)) }
                chain.append((used, 0))
                continue
            }
            // Every alias this one uses is resolved.
            var result: [PathSelector] = []
            for (text, mark) in zip(definition.paths, definition.pathMarks) {
                result += try expand(text, file: definition.file, mark: mark)
            }
            selectors[name] = result
            chain.removeLast()
            inChain.remove(name)
        }
    }

    /// The error for `name`, met again while `chain` was being resolved: at its definition, naming
    /// the aliases of the cycle only (`#A → #B → #A`), not the chain that led to it.
    private func cycle(closedBy name: String, in chain: [String]) -> YAMLError {
        let definition = definitions[name]
        let loop = chain.drop { $0 != name } + [name]
        return YAMLError(
            file: definition?.file ?? "", mark: definition?.mark,
            message: "alias '\(name)' refers to itself: \(loop.map { "#" + $0 }.joined(separator: " → "))")
    }

    /// The alias a path starts with (`Config` of `#Config.countryCode`), nil for a plain path.
    private static func aliasName(_ text: String) -> String? {
        guard text.hasPrefix("#") else { return nil }
        let body = text.dropFirst()
        return String(body[..<(body.firstIndex { $0 == "." || $0 == "[" } ?? body.endIndex)])
    }

    /// The selectors a `given` or path option names: a path (`$.a.b`) or `#Alias` with an optional
    /// continuation (`#Alias.key`, `#Alias[*]`, `#Alias..key`).
    public func expand(_ text: String, file: String, mark: YAMLMark) throws(YAMLError) -> [PathSelector] {
        guard text.hasPrefix("#") else {
            do {
                return [try PathSelector(text)]
            } catch {
                throw YAMLError(
                    file: file, mark: mark,
                    message: "invalid path '\(text)' at character \(error.offset + 1): \(error.message)")
            }
        }
        let body = text.dropFirst()
        let end = body.firstIndex { $0 == "." || $0 == "[" } ?? body.endIndex
        let name = String(body[..<end])
        // Resolved before any path uses it (`resolve`).
        guard definitions[name] != nil, let base = selectors[name] else {
            let hint = didYouMean(name, among: Array(definitions.keys)).map { "; did you mean '#\($0)'?" } ?? ""
            throw YAMLError(file: file, mark: mark, message: "unknown alias '#\(name)'\(hint)")
        }
        let continuation: PathSelector
        do {
            continuation = try PathSelector("$" + body[end...])
        } catch {
            throw YAMLError(
                file: file, mark: mark,
                message: "invalid path '\(text)' at character \(error.offset + name.count + 1): \(error.message)")
        }
        return base.map {
            PathSelector(
                steps: $0.steps + continuation.steps,
                source: continuation.steps.isEmpty ? $0.source : $0.source + body[end...])
        }
    }
}
