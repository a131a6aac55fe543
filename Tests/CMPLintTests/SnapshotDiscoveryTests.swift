import Foundation
import Testing

@testable import CMPLint
@testable import CMPLintDocuments

struct SnapshotDiscoveryTests {
    /// A fresh temporary tree with the given files (relative path → content).
    func tree(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cmplint-discovery-\(UUID().uuidString)")
        for (path, content) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try content.write(to: url, atomically: true, encoding: .utf8)
        }
        return root
    }

    @Test func findsEverySetInATree() throws {
        let root = try tree([
            "DE_de/OneTrustBannerData.json": "{}", "DE_de/OneTrustPCData.json": "{}",
            "DE_de/OneTrustVendorsData.json": "{}",
            "us/US-CA_en/banner.json": "{}", "us/US-CA_en/pc.json": "{}",
            "us/notes.txt": "not a snapshot",
            ".hidden/OneTrustBannerData.json": "{}",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let sources = try SnapshotDiscovery.discover(paths: [root.path + "/"])
        #expect(sources.map(\.path) == [root.path + "/DE_de", root.path + "/us/US-CA_en"])
        #expect(sources[0].files[.vendors] == root.path + "/DE_de/OneTrustVendorsData.json")
        #expect(sources[1].files[.preferences] == root.path + "/us/US-CA_en/pc.json")
        #expect(sources.allSatisfy { !$0.isPartial })
    }

    @Test func aSingleFileIsAPartialSet() throws {
        let root = try tree([
            "x/OneTrustPCData.json": "{}", "x/capture.json": #"{"bannerUIData": {}}"#, "x/other.json": "{}",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let named = try SnapshotDiscovery.discover(paths: [root.path + "/x/OneTrustPCData.json"])
        #expect(named.first?.files.keys.sorted() == [.preferences])
        #expect(named.first?.isPartial == true)
        // An unconventional name is accepted when the content says what it is.
        let detected = try SnapshotDiscovery.discover(paths: [root.path + "/x/capture.json"])
        #expect(detected.first?.files.keys.sorted() == [.banner])
        #expect(throws: LintError.self) { try SnapshotDiscovery.discover(paths: [root.path + "/x/other.json"]) }
    }

    @Test func errorsNameThePath() throws {
        let root = try tree(["a/banner.json": "{}", "a/OneTrustBannerData.json": "{}", "empty/readme.md": "#"])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(throws: LintError("\(root.path)/missing: no such file or directory")) {
            try SnapshotDiscovery.discover(paths: [root.path + "/missing"])
        }
        #expect(throws: LintError.self) { try SnapshotDiscovery.discover(paths: [root.path + "/a"]) }
        do { _ = try SnapshotDiscovery.discover(paths: [root.path + "/empty"]) } catch {
            #expect(error.description.hasPrefix("\(root.path)/empty: no snapshot files found"))
        }
    }

    static let webDomainData =
        #"{"DomainData": {"Language": {"Culture": "en"}, "ShowAlertNotice": true, "Groups": [{"CustomGroupId": "C0001"}]}, "CommonData": {}, "NtfyConfig": {}, "OTTData": null, "MobileData": null}"#
    static let applicationData = #"{"domain": {"UseV2": true}, "culture": {"DomainData": {"ShowAlertNotice": true}}}"#
    static let rawVendorList =
        #"{"gvlSpecificationVersion": 3, "vendorListVersion": 35, "purposes": {}, "vendors": {}}"#

    @Test func misnamedOneTrustDataTakesTheSlotItsContentSuggests() throws {
        let root = try tree([
            "x/en.json": Self.webDomainData, "x/iab2V2Data.json": Self.rawVendorList,
            "x/error.json": #"{"errors": [{"code": "ERROR_CODE_NO_ACCESS", "message": "No access"}]}"#,
            "x/pc-capture.json": #"{"pcUIData": {}}"#,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        func single(_ name: String) throws -> SnapshotSource {
            try #require(try SnapshotDiscovery.discover(paths: [root.path + "/x/" + name]).first)
        }
        #expect(try single("en.json").files.keys.sorted() == [.banner])
        #expect(try single("en.json").naming.guessedSlots == [.banner])
        #expect(try single("iab2V2Data.json").files.keys.sorted() == [.vendors])
        #expect(try single("error.json").naming.guessedSlots == [.banner])
        // A component's markers name the slot for sure.
        #expect(try single("pc-capture.json").files.keys.sorted() == [.preferences])
        #expect(try single("pc-capture.json").naming.guessedSlots.isEmpty)
    }

    @Test func aFolderWithoutSnapshotNamesIsLookedIntoByContent() throws {
        let root = try tree([
            "web/consent/en.json": Self.webDomainData, "web/consent/de.json": Self.webDomainData,
            "web/applicationdata.json": Self.applicationData, "web/package.json": #"{"name": "app"}"#,
            "web/notes.txt": "x", "web/.hidden/en.json": Self.webDomainData,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let sources = try SnapshotDiscovery.discover(paths: [root.path + "/web"])
        #expect(
            sources.map(\.path)
                == ["applicationdata.json", "consent/de.json", "consent/en.json"].map { root.path + "/web/" + $0 })
        #expect(sources.allSatisfy { $0.isPartial && $0.naming.guessedSlots == [.banner] })
        // Legacy data beside them (a raw vendor list) is no missing component of theirs.
        try Self.rawVendorList.write(
            toFile: root.path + "/web/consent/iab2V2Data.json", atomically: true, encoding: .utf8)
        #expect(
            try SnapshotDiscovery.discover(paths: [root.path + "/web/consent"]).allSatisfy {
                $0.isPartial && $0.naming.assembly == nil
            })
        // A named snapshot anywhere in the tree: only named files are sets, as before.
        let named = try tree(["a/OneTrustBannerData.json": "{}", "b/en.json": Self.webDomainData])
        defer { try? FileManager.default.removeItem(at: named) }
        #expect(try SnapshotDiscovery.discover(paths: [named.path]).map(\.path) == [named.path + "/a"])
    }

    /// A sample snapshot's text (`clean/DE_de/OneTrustBannerData.json`).
    static func sample(_ path: String) throws -> String {
        try String(contentsOf: repositoryRoot.appendingPathComponent("samples/" + path), encoding: .utf8)
    }

    @Test func aSupportTicketsFilesAreGroupedBySharedNamePart() throws {
        let root = try tree([
            "ticket/banner_de.json": try Self.sample("clean/DE_de/OneTrustBannerData.json"),
            "ticket/pc_de.json": try Self.sample("clean/DE_de/OneTrustPCData.json"),
            "ticket/vendors_de.json": try Self.sample("clean/DE_de/OneTrustVendorsData.json"),
            "ticket/banner_fr.json": try Self.sample("clean/FR_fr/OneTrustBannerData.json"),
            "ticket/pc_fr.json": try Self.sample("clean/FR_fr/OneTrustPCData.json"),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let sources = try SnapshotDiscovery.discover(paths: [root.path + "/ticket"])
        let folder = root.path + "/ticket/"
        // Two sets in one folder: each is shown as its banner.
        #expect(sources.map(\.path) == [folder + "banner_de.json", folder + "banner_fr.json"])
        #expect(
            sources[0].files == [
                .banner: folder + "banner_de.json", .preferences: folder + "pc_de.json",
                .vendors: folder + "vendors_de.json",
            ])
        #expect(sources[1].files == [.banner: folder + "banner_fr.json", .preferences: folder + "pc_fr.json"])
        #expect(sources.allSatisfy { !$0.isPartial })
        #expect(sources[0].naming.assembly?.part == "de")
        // The French set lacks vendors, and the German vendors file does not pair with it.
        #expect(sources[1].naming.assembly?.notJoined == [.vendors: ["vendors_de.json"]])
    }

    @Test func androidRawNamesFormOneSetShownAsTheFolder() throws {
        let root = try tree([
            "res/raw/onetrust_banner_data.json": try Self.sample("clean/DE_de/OneTrustBannerData.json"),
            "res/raw/ot_pc.json": try Self.sample("clean/DE_de/OneTrustPCData.json"),
            "res/raw/ot_vendors.json": try Self.sample("clean/DE_de/OneTrustVendorsData.json"),
            "res/raw/notes.json": #"{"name": "app"}"#,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let sources = try SnapshotDiscovery.discover(paths: [root.path + "/res"])
        #expect(sources.map(\.path) == [root.path + "/res/raw"])
        #expect(sources.first?.files.keys.sorted() == [.banner, .preferences, .vendors])
        #expect(
            sources.first?.naming.assembly?.summary.hasPrefix(
                "set assembled from 3 files recognised by content: onetrust_banner_data.json (banner), ot_pc.json (preferences), ot_vendors.json (vendors)"
            ) == true)
    }

    @Test func aMixedOrAmbiguousFolderSaysWhatWasNotJoined() throws {
        let root = try tree([
            "mixed/banner_de.json": try Self.sample("clean/DE_de/OneTrustBannerData.json"),
            "mixed/pc_fr.json": try Self.sample("clean/FR_fr/OneTrustPCData.json"),
            "ambiguous/a.json": try Self.sample("clean/DE_de/OneTrustBannerData.json"),
            "ambiguous/b.json": try Self.sample("clean/FR_fr/OneTrustBannerData.json"),
            "ambiguous/ot_pc.json": try Self.sample("clean/FR_fr/OneTrustPCData.json"),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let mixed = try SnapshotDiscovery.discover(paths: [root.path + "/mixed"])
        #expect(mixed.map(\.files.count) == [1, 1])
        #expect(
            mixed.map(\.naming.assembly?.notJoined) == [[.preferences: ["pc_fr.json"]], [.banner: ["banner_de.json"]]])
        // Not partial: component-missing names the files left out and the flags.
        #expect(mixed.allSatisfy { !$0.isPartial })
        let set = try mixed[0].load(expectations: SetExpectations())
        let missing = Linter(ruleset: try DefaultRuleset.load().only("component-missing")).lint(set)
        #expect(
            missing.map(\.message) == [
                "no preferences snapshot in this set: the same folder holds preferences data (pc_fr.json), but no shared name part pairs it with this set's files (named 'de'); give the files of one set a shared name part (banner_de.json, pc_de.json) or pass them with --banner, --preferences and --vendors"
            ])
        let ambiguous = try SnapshotDiscovery.discover(paths: [root.path + "/ambiguous"])
        #expect(ambiguous.map { ($0.path as NSString).lastPathComponent } == ["a.json", "b.json", "ot_pc.json"])
        #expect(ambiguous[2].naming.assembly?.notJoined == [.banner: ["a.json", "b.json"]])
    }

    @Test func dataThatIsNoOneTrustDataSaysHowToNameOrPassIt() throws {
        let root = try tree([
            "x/package.json": #"{"name": "app", "version": "1.0.0"}"#, "x/broken.json": "{", "empty/notes.json": "[]",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let advice =
            "name a snapshot file after its component (OneTrustBannerData.json, OneTrustPCData.json, OneTrustVendorsData.json) or pass it with --banner, --preferences or --vendors"
        #expect(
            throws: LintError(
                "\(root.path)/x/package.json: cannot tell which snapshot this is: it holds neither a CMP API response nor legacy OneTrust data (its top-level keys: 'name', 'version'); \(advice)"
            )
        ) {
            try SnapshotDiscovery.discover(paths: [root.path + "/x/package.json"])
        }
        #expect(
            throws: LintError(
                "\(root.path)/x/broken.json: cannot tell which snapshot this is: it is not valid JSON (1:2: expected a string key or '}', found end of input); \(advice)"
            )
        ) {
            try SnapshotDiscovery.discover(paths: [root.path + "/x/broken.json"])
        }
        do {
            _ = try SnapshotDiscovery.discover(paths: [root.path + "/empty"])
            Issue.record("a folder of other JSON was accepted")
        } catch {
            #expect(
                error.description.hasPrefix(
                    "\(root.path)/empty: no snapshot files found: no file is named OneTrustBannerData.json"))
            #expect(error.description.hasSuffix(advice))
        }
    }

    @Test func theKeysThatErrorNamesAreCutAndRedacted() throws {
        let huge = String(repeating: "word ", count: 20_000)
        let json = "{\"\(PersonalDataVectors.dsId)\": 1, \"\(huge)\": 2, \"n\": 3}"
        let root = try tree(["x/dump.json": json])
        defer { try? FileManager.default.removeItem(at: root) }
        do {
            _ = try SnapshotDiscovery.discover(paths: [root.path + "/x/dump.json"])
            Issue.record("other JSON was accepted")
        } catch {
            #expect(error.description.count < 600, "\(error.description.count) characters")
            #expect(error.description.contains("(its top-level keys: '[redacted identifier, 36 chars, #"))
            #expect(
                error.description.contains(
                    ", '\(huge.prefix(ComponentKindCheck.maxKeyLength - 1))…', 'n'); name a snapshot file"))
        }
    }

    @Test func tooManyJSONFilesToLookIntoIsAnErrorNamingTheLimit() throws {
        var files: [String: String] = [:]
        for index in 0...SnapshotDiscovery.maxContentFiles { files["many/\(index).json"] = "{}" }
        let root = try tree(files)
        defer { try? FileManager.default.removeItem(at: root) }
        do {
            _ = try SnapshotDiscovery.discover(paths: [root.path + "/many"])
            Issue.record("\(files.count) files were looked into")
        } catch {
            #expect(error.description.contains("more than 1000 .json files to look into"))
        }
    }

    @Test func flagsNameTheSiblingsTheyDidNotPass() throws {
        let root = try tree(["s/OneTrustBannerData.json": "{}", "s/pc.json": "{}"])
        defer { try? FileManager.default.removeItem(at: root) }
        let source = try SnapshotDiscovery.explicitSet([.banner: root.path + "/s/OneTrustBannerData.json"])
        #expect(source.naming.byFlags)
        #expect(source.naming.siblings == [.preferences: root.path + "/s/pc.json"])
        #expect(source.files.keys.sorted() == [.banner])
    }

    @Test func displayPathsFollowWhatTheUserTyped() {
        #expect(SnapshotDiscovery.display("samples/", "clean/DE_de") == "samples/clean/DE_de")
        #expect(SnapshotDiscovery.display(".", "DE_de") == "DE_de")
        #expect(SnapshotDiscovery.display("samples", "") == "samples")
    }

    @Test func symlinkCyclesDoNotHang() throws {
        let root = try tree(["a/OneTrustBannerData.json": "{}", "a/OneTrustPCData.json": "{}"])
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createSymbolicLink(atPath: root.path + "/a/loop", withDestinationPath: root.path)
        #expect(try SnapshotDiscovery.discover(paths: [root.path]).count == 1)
    }

    @Test func oversizedFilesBecomeInvalidJSONFindings() throws {
        let root = try tree([
            "a/OneTrustBannerData.json": String(repeating: " ", count: 100) + "{}", "a/OneTrustPCData.json": "{}",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let source = try #require(try SnapshotDiscovery.discover(paths: [root.path]).first)
        let set = try source.load(expectations: SetExpectations(), limits: JSONParseLimits(maxBytes: 50))
        guard case .failure(let error) = set[.banner]?.parsed else {
            Issue.record("an oversized file parsed")
            return
        }
        #expect(
            error.message
                == "the file is 102 bytes, larger than the limit of 50 bytes; raise it with --max-file-size or maxFileSize in the config"
        )
    }
}

/// The domain functions of the core rules, on full messages and places.
struct CoreRuleTests {
    let ruleset = try! DefaultRuleset.load()

    func lint(_ id: String, _ set: SnapshotSet) -> [Finding] {
        Linter(ruleset: ruleset.only(id)).lint(set)
    }

    @Test func invalidJSONPointsAtTheFailingByte() {
        let findings = lint("invalid-json", snapshotSet([.banner: "{\n  \"a\": [1, 2,]\n}"]))
        #expect(findings.count == 1)
        #expect(findings.first?.start?.line == 2)
        #expect(findings.first?.start?.column == 14)
        #expect(findings.first?.severity == .error)
    }

    @Test func duplicateKeyNamesTheFirstOccurrence() {
        let findings = lint("duplicate-key", snapshotSet([.banner: "{\"a\": 1,\n \"a\": 2}"]))
        #expect(
            findings.map(\.message) == [
                "duplicate key \"a\": the object already has this key, and parsers keep only one of the values"
            ])
        #expect(findings.first?.evidence == [JSONMember(key: "firstAt", value: .string("1:2"))])
        #expect(findings.first?.start?.line == 2)
    }

    @Test func duplicateKeyNamesTheFirstOccurrenceOfTheSameCodeUnits() {
        let findings = lint("duplicate-key", snapshotSet([.banner: #"{"\udbff": 1, "\ud800": 2, "\ud800": 3}"#]))
        #expect(findings.map(\.pointer) == ["/\u{FFFD}"])
        #expect(findings.first?.start?.column == 28)
        #expect(findings.first?.evidence == [JSONMember(key: "firstAt", value: .string("1:15"))])
    }

    @Test func componentMissingRespectsPartialSets() {
        #expect(lint("component-missing", snapshotSet([.banner: "{}"], isPartial: true)).isEmpty)
        let findings = lint("component-missing", snapshotSet([.banner: "{}"]))
        #expect(findings.first?.file == "set")
        #expect(findings.first?.start == nil)
        #expect(
            findings.first?.message.hasPrefix(
                "no preferences snapshot in this set (looked for OneTrustPCData.json, preferences.json, pc.json)")
                == true)
    }

    @Test func kindMismatchPointsAtTheGivingAwayKey() {
        let findings = lint("component-kind-mismatch", snapshotSet([.vendors: #"{"errors": [], "pcUIData": {}}"#]))
        #expect(findings.first?.pointer == "/pcUIData")
        #expect(
            findings.first?.message
                == "this vendors file holds the preferences response (GET /cfw/cmp/v1/preferences): it has 'pcUIData'")
        // Markers of two components: nothing is claimed.
        #expect(
            lint("component-kind-mismatch", snapshotSet([.banner: #"{"pcUIData": {}, "bannerUIData": {}}"#])).isEmpty)
    }

    @Test func consentStringLeakDoesNotPrintTheString() {
        let secret = "eyJkc0lkIjoiYjg3NWIzODItYWFhYS1iYmJiIn0="
        let findings = lint("ot-consent-string-leak", snapshotSet([.banner: "{\"otConsentString\": \"\(secret)\"}"]))
        #expect(findings.count == 1)
        #expect(findings.allSatisfy { !$0.message.contains(secret) })
    }
}

/// An entry named like a snapshot that cannot be read (a broken link, a link loop, a FIFO) is a
/// finding on its set, and the other sets are linted; named on the command line it is an error.
struct UnreadableSnapshotTests {
    @Test func unreadableEntriesInATreeAreFindingsOnTheirSets() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cmplint-unreadable-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for set in ["broken", "loop", "fifo", "good"] {
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent(set), withIntermediateDirectories: true)
            try #"{"pcUIData": {"general": {}}}"#.write(
                to: root.appendingPathComponent("\(set)/OneTrustPCData.json"), atomically: true, encoding: .utf8)
        }
        let banner = { (set: String) in root.appendingPathComponent("\(set)/OneTrustBannerData.json").path }
        symlink("nowhere.json", banner("broken"))
        symlink(banner("loop"), banner("loop"))
        #expect(mkfifo(banner("fifo"), 0o600) == 0)
        try #"{"bannerUIData": {"general": {}}, "a": 1, "a": 2}"#.write(
            toFile: banner("good"), atomically: true, encoding: .utf8)

        let outcome = try LintRunner.run(LintRequest(paths: ["."], workingDirectory: root.path, reports: []))
        #expect(outcome.report.sets.map(\.path) == ["broken", "fifo", "good", "loop"])
        let unreadable = outcome.report.findings.filter { $0.ruleId == "invalid-json" }
        #expect(
            unreadable.map(\.file) == [
                "broken/OneTrustBannerData.json", "fifo/OneTrustBannerData.json", "loop/OneTrustBannerData.json",
            ])
        #expect(
            unreadable.map(\.message) == [
                "cannot read the file: it is a symbolic link to 'nowhere.json', which does not exist",
                "cannot read the file: it is a FIFO, not a regular file",
                "cannot read the file: it is a symbolic link that leads back to itself",
            ])
        #expect(
            outcome.report.findings.contains {
                $0.ruleId == "duplicate-key" && $0.file == "good/OneTrustBannerData.json"
            })
        #expect(outcome.exitStatus == 1)

        #expect(
            throws: LintError(
                "broken/OneTrustBannerData.json: it is a symbolic link to 'nowhere.json', which does not exist")
        ) {
            try LintRunner.run(
                LintRequest(paths: ["broken/OneTrustBannerData.json"], workingDirectory: root.path, reports: []))
        }
        #expect(
            throws: LintError("fifo/OneTrustBannerData.json: cannot read the file (it is a FIFO, not a regular file)")
        ) {
            try LintRunner.run(
                LintRequest(paths: ["fifo/OneTrustBannerData.json"], workingDirectory: root.path, reports: []))
        }
        #expect(
            throws: LintError("fifo/OneTrustBannerData.json: cannot read the file (it is a FIFO, not a regular file)")
        ) {
            try LintRunner.run(
                LintRequest(
                    explicitFiles: [.banner: "fifo/OneTrustBannerData.json", .preferences: "good/OneTrustPCData.json"],
                    workingDirectory: root.path, reports: []))
        }
    }
}
