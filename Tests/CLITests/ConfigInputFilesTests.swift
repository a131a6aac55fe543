import Foundation
import Testing

/// The build-tool plugin's inputs beyond the config (`ConfigInputFiles`, the plugin's own source
/// linked into this target): the `extends:` files, theirs, and `gvl:` files, so that editing a
/// shared house ruleset lints again.
struct ConfigInputFilesTests {
    @Test func extendsAndGVLFilesOfTheWholeChainAreInputs() throws {
        let root = try temporaryFolder("config-inputs")
        defer { try? FileManager.default.removeItem(at: root) }
        let app = root.appendingPathComponent("app")
        let house = root.appendingPathComponent("house-rules/cmplint")
        try FileManager.default.createDirectory(
            at: app.appendingPathComponent("gvl"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: house, withIntermediateDirectories: true)
        let files: [(String, URL)] = [
            (
                """
                extends:
                  - default
                  - ../house-rules/cmplint/house.yml   # the organisation's ruleset
                  - "missing.yml"
                gvl: gvl/vendor-list.json # pinned
                sets:
                  - path: DE_de
                    country: DE
                """, app.appendingPathComponent(".cmplint.yml")
            ),
            (
                "extends: [base.yml, ../cmplint/house.yml]\nrules:\n  logo-not-bundled: warning\n",
                house.appendingPathComponent("house.yml")
            ),
            ("rules: {}\n", house.appendingPathComponent("base.yml")),
            ("{}", app.appendingPathComponent("gvl/vendor-list.json")),
        ]
        for (text, url) in files { try text.write(to: url, atomically: true, encoding: .utf8) }
        let inputs = ConfigInputFiles.files(of: app.appendingPathComponent(".cmplint.yml")).map(\.path).sorted()
        #expect(
            inputs
                == [
                    app.appendingPathComponent("gvl/vendor-list.json").path,
                    house.appendingPathComponent("base.yml").path, house.appendingPathComponent("house.yml").path,
                ].map { URL(fileURLWithPath: $0).standardizedFileURL.path }.sorted())
    }

    @Test func theFormsAConfigWritesAreRead() {
        #expect(ConfigInputFiles.values(of: "extends", in: "extends: default\n") == ["default"])
        let flow = ConfigInputFiles.values(of: "extends", in: "extends: [ default, 'a b.yml' ]\n")
        #expect(flow == ["default", "a b.yml"])
        let block = ConfigInputFiles.values(of: "extends", in: "extends:\n- a.yml\n- b.yml\nrules: {}\n")
        #expect(block == ["a.yml", "b.yml"])
        #expect(ConfigInputFiles.values(of: "extends", in: "rules:\n  x: off\n") == [])
        // Only the top-level key: a rule's text that says `gvl:` is no pinned list.
        #expect(ConfigInputFiles.values(of: "gvl", in: "rules:\n  r:\n    gvl: x.json\n") == [])
    }
}
