import Foundation
import Testing

@testable import CMPLint
@testable import CMPLintDocuments
@testable import CMPLintPaths

/// A function's declared candidates (`NodeFunction.candidates`) let the engine skip nodes without
/// evaluating them, many at once (`evaluate(_:target:report:)`), so they may never leave out a
/// node the function reports: checked node by node, for
/// every node rule of the default ruleset and every one of its paths, on documents that hold each
/// planted consent string and identifier in each way the leak rules find them, and on the leak
/// rules' broken samples.
struct NodePreTestTests {
    /// A banner-shaped document that carries every planted value whole, under the keys the rules
    /// name, escaped, with surrounding whitespace, percent-encoded, in URL parameters, base64 and
    /// text, and UI text the pre-test should rule out.
    static var plantedDocument: String {
        var members: [String] = [
            #""bannerUIData": {"title": "We value your privacy", "description": "Cookies and Basic Data", "logo": {"url": "https://cdn.cookielaw.org/logos/3e188561/logo.png"}}"#,
            #""storageKeys": {"IABTCF_TCString": "not a TC string", "IABGPP_2_String": "", "OT_Identifier": "\#(PersonalDataVectors.identifier)"}"#,
            #""tcString": "\#(PersonalDataVectors.tcString)""#,
            #""otConsentString": "\#(PersonalDataVectors.otConsentString)""#,
            #""pcUIData": {"dsIdDetails": {"dsidText": "\#(PersonalDataVectors.dsId)", "titleText": "Your ID"}}"#,
            // An escaped first character, and an escaped key.
            #""escaped": "\u0043\#(PersonalDataVectors.tcString.dropFirst())""#,
            #""\u0074cString": "\#(PersonalDataVectors.tcString)""#,
        ]
        for (index, planted) in PersonalDataVectors.all.enumerated() {
            let value = planted.value
            members += [
                #""whole\#(index)": "\#(value)""#,
                #""spaced\#(index)": "  \#(value)\n""#,
                #""percent\#(index)": "\#(value.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? value)""#,
                #""url\#(index)": "https://example.com/p?gdpr_consent=\#(value)&dsid=\#(value)""#,
                #""base64\#(index)": "\#(PersonalDataVectors.base64("consent=" + value))""#,
                #""text\#(index)": "Your choice \#(value) was saved""#,
                #""list\#(index)": ["\#(value)", {"nested": "\#(value)"}]"#,
            ]
        }
        return "{" + members.joined(separator: ", ") + "}"
    }

    /// The planted set and the leak rules' broken samples.
    static func sets() throws -> [SnapshotSet] {
        var sets = [snapshotSet([.banner: Self.plantedDocument, .preferences: Self.plantedDocument])]
        for rule in [
            "tc-string-leak", "gpp-string-leak", "addtl-consent-leak", "ot-consent-string-leak", "identifier-leak",
        ] {
            let folder = repositoryRoot.appendingPathComponent("samples/broken/\(rule)")
            for source in try SnapshotDiscovery.discover(paths: [folder.path], workingDirectory: repositoryRoot.path) {
                sets.append(try source.load(expectations: SetExpectations()))
            }
        }
        return sets
    }

    /// What one result says, to compare results without `Equatable`.
    static func summary(_ target: NodeTarget, _ result: FunctionResult) -> String {
        "\(target.matched.index) \(target.selectorIndex) \(result.messageCase ?? "-") \(result.facts.keys.sorted()) \(result.evidence.map(\.key))"
    }

    @Test func aBatchReportsWhatEvaluatingEachMatchReports() throws {
        let ruleset = try DefaultRuleset.load()
        var compared = 0
        for set in try Self.sets() {
            for file in set.orderedFiles {
                guard let document = file.document else { continue }
                let memo = DocumentMemo(document: document)
                let every = (1..<document.nodeCount).map(JSONNodeID.init).filter { !document.isKey($0) }
                // Every node on one path; every node on one of three paths; and paths that overlap,
                // the last matching every node, as identifier-leak's named keys and `$..*` do.
                let cases: [NodeMatches] = [
                    .onePath(every),
                    .severalPaths((0..<3).map { path in every.filter { $0.index % 3 == path } }),
                    .severalPaths([every.filter { $0.index % 4 == 0 }, every.filter { $0.index % 2 == 0 }, every]),
                ]
                for rule in ruleset.rules where rule.applies(to: file.kind) && rule.field == nil {
                    guard let function = rule.function.asNodeFunction else { continue }
                    for matches in cases {
                        var target = NodeTarget(
                            document: document, matched: document.root, value: nil, field: nil,
                            expectations: set.expectations, revealPersonalData: false,
                            selectorIndex: 0, memo: set.memo, documentMemo: memo)
                        var batch: [String] = []
                        function.evaluate(matches, target: &target) { batch.append(Self.summary($0, $1)) }
                        var each: [String] = []
                        for node in every {
                            guard let path = matches.lists.firstIndex(where: { $0.sortedContains(node) }) else {
                                continue
                            }
                            target.select(node, selectorIndex: path)
                            each += function.evaluate(target).map { Self.summary(target, $0) }
                        }
                        #expect(batch == each, "\(rule.id) on \(file.path)")
                        compared += each.count
                    }
                }
            }
        }
        #expect(compared > 1000)
    }

    @Test func thePreTestNeverSkipsANodeThatIsReported() throws {
        let ruleset = try DefaultRuleset.load()
        let sets = try Self.sets()
        var reported = 0
        var skipped = 0
        for set in sets {
            for file in set.orderedFiles {
                guard let document = file.document else { continue }
                let memo = DocumentMemo(document: document)
                for rule in ruleset.rules where rule.applies(to: file.kind) && rule.field == nil {
                    guard let function = rule.function.asNodeFunction else { continue }
                    let isLeakRule = type(of: function).name == IdentifierLeak.name
                    var target = NodeTarget(
                        document: document, matched: document.root, value: nil, field: nil,
                        expectations: set.expectations, revealPersonalData: false,
                        selectorIndex: 0, memo: set.memo, documentMemo: memo)
                    for index in 0..<document.nodeCount {
                        let node = JSONNodeID(index)
                        for path in rule.given.indices {
                            target.select(node, selectorIndex: path)
                            let results = function.evaluate(target)
                            let asked = memo.nodes(function.candidates(selectorIndex: path))?.contains(node) ?? true
                            if isLeakRule && !results.isEmpty { reported += 1 }
                            if isLeakRule && !asked { skipped += 1 }
                            #expect(
                                asked || results.isEmpty,
                                "\(rule.id) skips \(file.path)#\(document.pointer(node)) (path \(path)), which it reports"
                            )
                        }
                    }
                }
            }
        }
        // Both sides of the property happen for `identifierLeak`: findings to keep, nodes to skip.
        #expect(reported > 100)
        #expect(skipped > 10_000)
    }
}
