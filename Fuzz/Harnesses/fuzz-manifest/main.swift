import CMPLint
import CMPLintDocuments
import CMPLintKnowledge
import Foundation
import FuzzSupport

/// libFuzzer harness for the capture manifest reader (`SetManifest`, `CaptureManifest.read`): any
/// bytes as a set's `cmplint-capture.json`. Checked on every input:
/// - a manifest that cannot be read has an error at a line and column inside the input (LF, CR
///   and CRLF ending lines, as in the JSON parser), whose message holds no character that acts on
///   a display;
/// - a manifest that can be read is written (`CaptureManifest.bytes`) as text that reads back as
///   the same manifest, and its fields keep the reader's bounds (SDK version and hashes in their
///   shapes, at most `maxFixes` fixes a file);
/// - the provenance rules over the clean German banner with it (`ProvenanceHarness`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzManifest(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = FuzzInput.bytes(data, size)
    let read = SetManifest(path: "samples/clean/DE_de/" + CaptureManifest.fileName, bytes: bytes)
    switch read.content {
    case .failure(let error):
        let lines = FuzzInput.jsonLineCount(bytes)
        FuzzCheck.require(
            error.position.line >= 1 && error.position.line <= lines && error.position.column >= 1
                && error.position.offset >= 0 && error.position.offset <= bytes.count,
            "error at \(error.position) (offset \(error.position.offset)) of \(lines) lines, \(bytes.count) bytes")
        FuzzCheck.require(
            !error.message.isEmpty && !error.message.unicodeScalars.contains(where: \.actsOnDisplay),
            "error message \(error.message.debugDescription)")
    case .success(let manifest):
        checkBounds(manifest)
        let again = SetManifest(path: read.path, bytes: manifest.bytes).content
        FuzzCheck.require(
            again == .success(manifest),
            "the written manifest reads back as \(again): \(String(decoding: manifest.bytes, as: UTF8.self))")
    }
    ProvenanceHarness.lint(read, linked: [ManifestHarness.linked])
    return 0
}

private func checkBounds(_ manifest: CaptureManifest) {
    let isHash = { (text: String) in
        text.utf8.count == 64 && text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }
    FuzzCheck.require(HeaderValueShape.isSDKVersion(manifest.request.sdkVersion), "SDK version \(manifest.request)")
    FuzzCheck.require(isHash(manifest.appId.sha256), "app id hash \(manifest.appId.sha256)")
    FuzzCheck.require(
        (1...ComponentKind.allCases.count).contains(manifest.files.count)
            && Set(manifest.files.map(\.component)).count == manifest.files.count,
        "files \(manifest.files.map(\.component))")
    for file in manifest.files {
        FuzzCheck.require(
            isHash(file.sha256) && file.size >= 0 && file.fixes.count <= CaptureManifest.maxFixes
                && file.fixes.allSatisfy { isHash($0.previousSHA256) && !$0.rules.isEmpty },
            "file \(file)")
    }
}

enum ManifestHarness {
    /// What an app declares, a release apart from some manifests' SDK version and not from others.
    static let linked = LinkedSDK(
        declaration: DeclaredSDKVersion.reading("202604.2.0.0", line: 2), file: "ios/Podfile.lock")
}

/// Seeds: the sample sets' manifests and the rule examples' `manifest:` texts.
FuzzDriver.run {
    let samples = SeedSources.files(under: "samples", suffix: "/" + CaptureManifest.fileName)
        .compactMap { FileManager.default.contents(atPath: $0).map(Array.init) }
    let examples = ((try? DefaultRuleset.load())?.rules.flatMap(\.examples).compactMap(\.manifestText) ?? []).map {
        Array($0.utf8)
    }
    return samples + examples
}
