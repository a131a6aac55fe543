import CMPLint
import CMPLintDocuments
import CMPLintKnowledge
import Foundation
import FuzzSupport

/// libFuzzer harness for the Global Vendor List reader (`GlobalVendorList.read`): any bytes either
/// fail with an error naming the file, a line and a column inside the input, or give a list that
/// keeps the reader's bounds, and that the pinned-GVL rules then compare with the clean German
/// set's vendors. Checked on every input:
/// - an error reads `fuzz-gvl.json:LINE:COLUMN: …`, its line at most the input's line count (LF,
///   CR and CRLF ending lines, as in the JSON parser);
/// - a list has specification version 3, positive versions, vendor ids in `vendorIDs`, each
///   declaration sorted, without repeats, at most 64 ids from `declarationIDs`, names of at most
///   `nameLength` characters (and an ellipsis), and a deletion time exactly when it has a date;
/// - the GVL rules' findings are about vendors the list holds, with messages free of control
///   characters.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGlobalVendorList(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = FuzzInput.bytes(data, size)
    let list: GlobalVendorList
    do {
        list = try GlobalVendorList.read(bytes, file: "fuzz-gvl.json")
    } catch {
        checkError(error.description, lines: FuzzInput.jsonLineCount(bytes))
        return 0
    }
    checkList(list)
    checkComparison(list)
    return 0
}

private func checkError(_ message: String, lines: Int) {
    let parts = message.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
    FuzzCheck.require(parts.count == 4 && parts[0] == "fuzz-gvl.json", "error without a place: \(message)")
    guard let line = Int(parts[1]), let column = Int(parts[2]) else {
        FuzzCheck.fail("error without a place: \(message)")
    }
    FuzzCheck.require(line >= 1 && line <= lines && column >= 1, "error at \(line):\(column) of \(lines) lines")
}

private func checkList(_ list: GlobalVendorList) {
    FuzzCheck.require(list.specificationVersion == 3, "specification version \(list.specificationVersion)")
    FuzzCheck.require(list.vendorListVersion >= 1 && list.tcfPolicyVersion >= 1, "versions below 1")
    for (id, vendor) in list.vendors {
        FuzzCheck.require(id == vendor.id && GlobalVendorList.vendorIDs.contains(id), "vendor \(id) as \(vendor.id)")
        FuzzCheck.require(vendor.name.count <= GlobalVendorList.nameLength + 1, "a name of \(vendor.name.count)")
        FuzzCheck.require((vendor.deletedDate == nil) == (vendor.deletedAt == nil), "vendor \(id): date and time")
        for (declaration, ids) in vendor.declarations {
            FuzzCheck.require(
                ids.count <= GlobalVendorList.declarationIDs.upperBound
                    && ids.allSatisfy(GlobalVendorList.declarationIDs.contains)
                    && zip(ids, ids.dropFirst()).allSatisfy { $0 < $1 },
                "vendor \(id) \(declaration.rawValue): \(ids)")
        }
    }
}

/// The clean German set, which lists 25 IAB vendors, and the pinned-GVL rules.
private enum Comparison {
    static let set: (files: [ComponentKind: SnapshotFile], path: String) = {
        var files: [ComponentKind: SnapshotFile] = [:]
        for kind in ComponentKind.allCases {
            let path = "samples/clean/DE_de/" + kind.acceptedFileNames[0]
            if let data = FileManager.default.contents(atPath: path) {
                files[kind] = SnapshotFile(kind: kind, path: path, bytes: Array(data))
            }
        }
        return (files, "samples/clean/DE_de")
    }()
    static let ids: Set<String> = ["vendor-list-behind", "vendor-deleted", "vendor-declaration-mismatch"]
    static let linter: Linter = {
        guard let ruleset = try? DefaultRuleset.load() else { FuzzCheck.fail("the default rules do not load") }
        return Linter(ruleset: ruleset.only { ids.contains($0.id) })
    }()
}

private func checkComparison(_ list: GlobalVendorList) {
    let run = RunContext(
        today: StoredDate(milliseconds: 1_780_000_000_000), vendorList: list, vendorListFile: "fuzz-gvl.json")
    let set = SnapshotSet(
        path: Comparison.set.path, files: Comparison.set.files, expectations: SetExpectations(), run: run)
    for finding in Comparison.linter.lint(set) {
        FuzzCheck.require(Comparison.ids.contains(finding.ruleId), "a finding of \(finding.ruleId)")
        FuzzCheck.require(
            !finding.message.unicodeScalars.contains { $0.properties.generalCategory == .control },
            "a control character in \(finding.message)")
        if finding.ruleId != "vendor-list-behind", let id = finding.pointer.split(separator: "/").dropFirst(2).first {
            FuzzCheck.require(list.vendors[Int(id) ?? 0] != nil, "a finding about vendor \(id), which the list lacks")
        }
    }
}

FuzzDriver.run {
    var seeds =
        (SeedSources.files(under: "Tests/Fixtures/gvl", suffix: ".json")
        + SeedSources.files(under: "samples/broken", suffix: ".json").filter { $0.contains("/vendor-list") })
        .compactMap { FileManager.default.contents(atPath: $0).map(Array.init) }
    seeds += ((try? DefaultRuleset.load())?.rules.flatMap(\.examples).compactMap(\.gvlText) ?? []).map {
        Array($0.utf8)
    }
    return seeds
}
