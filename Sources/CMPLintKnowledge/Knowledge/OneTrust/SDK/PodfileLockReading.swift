import Foundation

/// The OneTrust SDK pods of a CocoaPods `Podfile.lock`: the entries of its `PODS:` list, which
/// CocoaPods writes one a line as `  - NAME (VERSION)` (with a `:` when the pod lists its own
/// dependencies below it, and in quotes when the text needs them), the version installed. The
/// `DEPENDENCIES:` list holds the Podfile's requirements (`~> 202503.1.0.0`) and is not read.
/// The file is read line by line, not as YAML: CocoaPods writes this one shape, and a line that
/// does not have it is skipped.
package enum PodfileLockReading {
    package static func declarations(_ bytes: [UInt8]) -> [DeclaredSDKVersion] {
        guard SDKMention.mentions(bytes, any: OneTrustSDKPackages.pods) else { return [] }
        var found: [DeclaredSDKVersion] = []
        var inPods = false
        for (index, raw) in bytes.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
            var line = String(decoding: raw, as: UTF8.self)
            if line.hasSuffix("\r") { line.removeLast() }
            if !line.hasPrefix(" ") && !line.isEmpty {
                inPods = line == "PODS:"
                continue
            }
            guard inPods, line.hasPrefix("  - ") else { continue }
            var entry = Substring(line.dropFirst(4))
            if entry.hasSuffix(":") { entry = entry.dropLast() }
            if entry.hasPrefix("\""), entry.hasSuffix("\""), entry.count >= 2 { entry = entry.dropFirst().dropLast() }
            guard entry.hasSuffix(")"), let open = entry.lastIndex(of: "(") else { continue }
            let name = entry[..<open].trimmingCharacters(in: .whitespaces)
            let pod = name.split(separator: "/").first.map(String.init) ?? name
            guard OneTrustSDKPackages.pods.contains(pod) else { continue }
            let version = String(entry[entry.index(after: open)..<entry.index(before: entry.endIndex)])
            found.append(DeclaredSDKVersion.reading(version, line: index + 1))
        }
        return found
    }
}
