import CMPLint
import Foundation

/// Differential dump (not committed): identify every input text, every small document (as a
/// banner JSON) and every FILE; one line per input.
enum LanguageDump {
    static func describe(_ g: LanguageGuess?) -> String {
        guard let g else { return "unknown" }
        return "\(g.language.code) \(g.variant ?? "-") \(String(format: "%.9f", g.confidence)) \(g.wordCount)"
    }

    static func json(_ s: String) -> String {
        let d = try! JSONSerialization.data(withJSONObject: [s], options: [])
        let t = String(decoding: d, as: UTF8.self)
        return String(t.dropFirst().dropLast())
    }

    static func run(input: String, files: [String]) {
        let paths = try! UITextPaths.defaultRules()
        if input == "texts" {
            // The UI texts of each FILE as the identifier reads them: one JSON array per line.
            for f in files {
                let document = try! JSONParser.parse([UInt8](FileManager.default.contents(atPath: f)!))
                print("[" + UITextExtractor.texts(in: document, paths: paths).map { json($0.text) }.joined(separator: ",") + "]")
            }
            return
        }
        let data = FileManager.default.contents(atPath: input)!
        let object = try! JSONSerialization.jsonObject(with: data) as! [String: Any]
        var out = ""
        for t in object["texts"] as! [String] { out += "T " + describe(LanguageIdentifier.identify(t)) + "\n" }
        for d in object["documents"] as! [[String]] {
            let keys = ["title", "description", "a", "b", "c"]
            var parts: [String] = []
            for (i, t) in d.enumerated() {
                parts.append("\"\(keys[i])\": {\"text\": \(json(t))}")
            }
            let doc = "{\"bannerUIData\": {\"summary\": {\(parts[0]), \(parts[1])}, \"buttons\": {\(parts[2...].joined(separator: ", "))}}}"
            let document = try! JSONParser.parse(Array(doc.utf8))
            let r = LanguageIdentifier.identify(document: document, paths: paths)
            out += "D " + describe(r.guess) + " | \(r.representative?.pointer ?? "nil") \(r.textLength)\n"
        }
        for f in files {
            let document = try! JSONParser.parse([UInt8](FileManager.default.contents(atPath: f)!))
            let r = LanguageIdentifier.identify(document: document, paths: paths)
            out += "F \(f) " + describe(r.guess) + " | \(r.representative?.pointer ?? "nil") \(r.textLength)\n"
        }
        print(out, terminator: "")
    }
}
