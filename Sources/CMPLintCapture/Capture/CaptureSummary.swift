import CMPLint

/// The table `cmplint capture` prints after a run: one row per set with what the capture shows at
/// a glance (the template and `showBanner` the server resolved, the IAB vendor-list version) and
/// how many findings the lint run reported for it. What the server sent is shown as `ServerText`:
/// redacted and escaped, so a cell can neither hold a consent string nor act on the terminal.
public enum CaptureSummary {
    public struct Row: Sendable, Equatable {
        public let set: String
        /// `captured`, or `failed` (the reason is among the outcome's failures).
        public let status: String
        public let template: String
        public let showBanner: String
        public let vendorListVersion: String
        public let findings: String
    }

    package static let headers = ["set", "status", "template", "showBanner", "vendor list", "findings"]

    /// A row for a captured set, read from its documents.
    package static func captured(
        _ target: CaptureTarget, files: [ComponentKind: SnapshotFile], findings: Int?, revealing: Bool
    ) -> Row {
        let banner = files[.banner]?.document
        let template = banner?.node(atPath: ["appConfig", "templateType"]).flatMap { banner?.string($0) }
        let show = banner?.node(atPath: ["appConfig", "showBanner"]).flatMap { banner?.bool($0) }
        let vendors = files[.vendors]?.document
        let version = vendors.flatMap { document in
            document.node(atPath: ["iab2V2Vendors", "vendorListVersion"]).flatMap {
                VendorListVersion.text(of: $0, in: document)
            }
        }
        let shown = { (text: String, length: Int) in ServerText.shown(text.shortened(to: length), revealing: revealing)
        }
        return Row(
            set: target.folderName, status: "captured", template: template.map { shown($0, 20) } ?? "-",
            showBanner: show.map(String.init) ?? "-",
            vendorListVersion: version.map { shown($0, 12) } ?? (files[.vendors] == nil ? "not fetched" : "-"),
            findings: findings.map(String.init) ?? "-")
    }

    package static func failed(_ target: CaptureTarget) -> Row {
        Row(
            set: target.folderName, status: "failed", template: "-", showBanner: "-", vendorListVersion: "-",
            findings: "-")
    }

    /// Left-aligned columns, two spaces apart.
    public static func table(_ rows: [Row]) -> String {
        let cells =
            [headers] + rows.map { [$0.set, $0.status, $0.template, $0.showBanner, $0.vendorListVersion, $0.findings] }
        let widths = headers.indices.map { column in cells.map { $0[column].count }.max() ?? 0 }
        return cells.map { row in
            row.enumerated().map { index, cell in
                index == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[index] - cell.count)
            }.joined(separator: "  ")
        }.joined(separator: "\n") + "\n"
    }
}
