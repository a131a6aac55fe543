import Foundation

@testable import CMPLint
@testable import CMPLintDocuments

/// A JSON Schema (draft-07) validator for exactly the keywords cmplint's generated schemas use
/// (`schema/*.json`), so the schemas are checked in Swift tests without a schema library. Any other
/// keyword is an error (`unsupportedKeywords`), so the generator cannot start emitting a keyword
/// this validator would silently ignore. `.ci/validate-reports` checks the same files with
/// check-jsonschema, independently.
struct JSONSchemaValidator {
    /// Keywords that only annotate (no effect on validity), and `definitions`, reached through `$ref`.
    static let annotations: Set<String> = ["$schema", "$comment", "title", "description", "default", "definitions"]
    static let assertions: Set<String> = [
        "type", "properties", "required", "additionalProperties", "propertyNames", "enum", "const",
        "items", "minItems", "minimum", "pattern", "oneOf", "anyOf", "allOf", "if", "then", "$ref",
    ]

    let root: JSONValue

    init(_ root: JSONValue) { self.root = root }

    /// Parses a schema file's text with cmplint's JSON parser.
    init(schemaText text: String) throws {
        let document = try JSONParser.parse(Array(text.utf8))
        self.init(document.value(document.root))
    }

    /// Every violation, as `/json/pointer: what is wrong`; empty when `instance` is valid.
    func errors(_ instance: JSONValue) -> [String] {
        validate(instance, against: root, at: "")
    }

    /// Keywords anywhere in the schema that this validator does not implement.
    func unsupportedKeywords() -> [String] {
        var found: [String] = []
        func walk(_ schema: JSONValue, _ at: String) {
            guard case .object(let members) = schema else { return }
            for member in members {
                let here = at + "/" + member.key
                if !Self.annotations.contains(member.key) && !Self.assertions.contains(member.key) {
                    found.append(here)
                }
                switch member.key {
                case "properties", "definitions":
                    if case .object(let subschemas) = member.value {
                        subschemas.forEach { walk($0.value, here + "/" + $0.key) }
                    }
                case "oneOf", "anyOf", "allOf":
                    if case .array(let subschemas) = member.value {
                        subschemas.enumerated().forEach { walk($1, here + "/\($0)") }
                    }
                case "additionalProperties", "propertyNames", "items", "if", "then":
                    walk(member.value, here)
                default:
                    break
                }
            }
            if members.contains(where: { $0.key == "$ref" }),
                let other = members.first(where: { $0.key != "$ref" && !Self.annotations.contains($0.key) })
            {
                found.append(at + "/" + other.key + " (beside $ref, which draft-07 ignores)")
            }
        }
        walk(root, "#")
        return found
    }

    private func validate(_ instance: JSONValue, against schema: JSONValue, at path: String) -> [String] {
        switch schema {
        case .bool(true):
            return []
        case .bool(false):
            return ["\(path): not allowed here"]
        case .object(let members):
            var keywords: [String: JSONValue] = [:]
            for member in members { keywords[member.key] = member.value }
            if let ref = keywords["$ref"] {
                guard case .string(let text) = ref, let target = resolve(text) else {
                    return ["\(path): cannot resolve $ref \(ref.jsonText)"]
                }
                return validate(instance, against: target, at: path)
            }
            var errors: [String] = []
            for member in members {
                errors += check(member.key, member.value, keywords, instance, at: path)
            }
            return errors
        default:
            return ["\(path): the schema is not an object or a boolean"]
        }
    }

    private func check(
        _ keyword: String, _ value: JSONValue, _ keywords: [String: JSONValue], _ instance: JSONValue, at path: String
    ) -> [String] {
        switch (keyword, value, instance) {
        case ("type", .string(let name), _):
            return Self.has(instance, type: name) ? [] : ["\(path): expected \(name), found \(instance.typeName)"]
        case ("type", .array(let names), _):
            let matches = names.contains {
                if case .string(let name) = $0 { return Self.has(instance, type: name) } else { return false }
            }
            return matches
                ? []
                : ["\(path): expected \(names.map(\.jsonText).joined(separator: " or ")), found \(instance.typeName)"]
        case ("properties", .object(let properties), .object(let members)):
            return members.flatMap { member in
                properties.first { $0.key == member.key }.map {
                    validate(member.value, against: $0.value, at: path + "/" + Self.escape(member.key))
                } ?? []
            }
        case ("required", .array(let names), .object(let members)):
            return names.compactMap { name in
                guard case .string(let key) = name, !members.contains(where: { $0.key == key }) else { return nil }
                return "\(path): missing required key '\(key)'"
            }
        case ("additionalProperties", _, .object(let members)):
            var declared: Set<String> = []
            if case .object(let properties)? = keywords["properties"] { declared = Set(properties.map(\.key)) }
            return members.filter { !declared.contains($0.key) }.flatMap { member -> [String] in
                if value == .bool(false) { return ["\(path): unknown key '\(member.key)'"] }
                return validate(member.value, against: value, at: path + "/" + Self.escape(member.key))
            }
        case ("propertyNames", _, .object(let members)):
            return members.flatMap { member in
                validate(.string(member.key), against: value, at: path + "/" + Self.escape(member.key)).map {
                    "\($0) (the key)"
                }
            }
        case ("enum", .array(let allowed), _):
            return allowed.contains { $0.isJSONEqual(to: instance) }
                ? [] : ["\(path): \(instance.jsonText) is not one of \(value.jsonText)"]
        case ("const", _, _):
            return value.isJSONEqual(to: instance) ? [] : ["\(path): \(instance.jsonText) is not \(value.jsonText)"]
        case ("items", _, .array(let items)):
            return items.enumerated().flatMap { validate($1, against: value, at: path + "/\($0)") }
        case ("minItems", .number(let text), .array(let items)):
            return items.count >= Int(text) ?? 0 ? [] : ["\(path): fewer than \(text) items"]
        case ("minimum", .number(let bound), .number(let text)):
            return (Double(text) ?? 0) >= (Double(bound) ?? 0) ? [] : ["\(path): \(text) is less than \(bound)"]
        case ("pattern", .string(let pattern), .string(let text)):
            guard let regex = try? NSRegularExpression(pattern: pattern) else {
                return ["\(path): invalid pattern \(pattern)"]
            }
            let found = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
            return found ? [] : ["\(path): \(instance.jsonText) does not match \(pattern)"]
        case ("oneOf", .array(let branches), _):
            let results = branches.map { validate(instance, against: $0, at: path) }
            let passing = results.filter(\.isEmpty).count
            if passing == 1 { return [] }
            if passing > 1 { return ["\(path): matches \(passing) branches of oneOf, expected exactly one"] }
            return [
                "\(path): matches no branch of oneOf: "
                    + results.map { $0.joined(separator: "; ") }.joined(separator: " | ")
            ]
        case ("anyOf", .array(let branches), _):
            let results = branches.map { validate(instance, against: $0, at: path) }
            return results.contains(where: \.isEmpty)
                ? []
                : [
                    "\(path): matches no branch of anyOf: "
                        + results.map { $0.joined(separator: "; ") }.joined(separator: " | ")
                ]
        case ("allOf", .array(let branches), _):
            return branches.flatMap { validate(instance, against: $0, at: path) }
        case ("if", _, _):
            guard validate(instance, against: value, at: path).isEmpty, let then = keywords["then"] else { return [] }
            return validate(instance, against: then, at: path)
        case ("then", _, _):
            return []  // with `if`
        case (let keyword, _, _) where Self.annotations.contains(keyword):
            return []
        case (let keyword, _, _) where Self.assertions.contains(keyword):
            return []  // a keyword about another instance type
        default:
            return ["\(path): unsupported schema keyword '\(keyword)'"]
        }
    }

    /// `#/definitions/name` (and any other local JSON Pointer).
    private func resolve(_ reference: String) -> JSONValue? {
        guard reference.hasPrefix("#") else { return nil }
        var node = root
        for token in reference.dropFirst().split(separator: "/", omittingEmptySubsequences: true) {
            let key = token.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
            guard case .object(let members) = node, let next = members.first(where: { $0.key == key }) else {
                return nil
            }
            node = next.value
        }
        return node
    }

    static func has(_ value: JSONValue, type name: String) -> Bool {
        switch (name, value) {
        case ("null", .null), ("boolean", .bool), ("number", .number), ("string", .string), ("array", .array),
            ("object", .object):
            return true
        case ("integer", .number(let text)):
            return Double(text).map { $0.rounded() == $0 } ?? false
        default:
            return false
        }
    }

    static func escape(_ key: String) -> String {
        key.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }
}
