import ArgumentParser
import CMPLintCLI
import CMPLintCapture
import CMPLintDocuments
import CaptureTransport

/// `cmplint gvl fetch`: maps flags to one `GVLFetchRequest`, prints what `GVLFetcher` wrote. Like
/// `capture`, it uses the network, so it lives in this executable.
struct GVLFetchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fetch",
        abstract: "Download the current Global Vendor List (or one version) into a file, atomically.",
        discussion: """
            Writes the list only when it is a GVL v3 (gvlSpecificationVersion 3, an integer vendorListVersion, \
            a vendors object); on any failure FILE is left as it was. Prints the list's vendorListVersion, \
            tcfPolicyVersion and lastUpdated, then its SHA-256 as sha256sum does. \
            Exit status: 0 written; 2 usage, network, HTTP, content or I/O error.
            """
    )

    @Option(help: ArgumentHelp("The file the list is written to (replaced atomically).", valueName: "file"))
    var out: String
    @Option(
        help: ArgumentHelp(
            "Download this URL instead of \(GVLFetchRequest.currentURL).", valueName: "url"))
    var url: String?
    @Option(
        help: ArgumentHelp(
            "Download this vendorListVersion from IAB Europe's archive instead of the current list.",
            valueName: "n"))
    var version: Int?
    @Option(help: ArgumentHelp("Seconds to wait for an answer.", valueName: "seconds")) var timeout = NetworkLimits
        .defaultTimeout
    @Option(
        help: ArgumentHelp(
            "Retries after a timeout, a connection or name-resolution error, 429 or 5xx.", valueName: "n"))
    var retries = NetworkLimits.defaultAttempts - 1

    func run() throws {
        let source: String
        switch (url, version) {
        case (_?, _?): throw ValidationError("--url and --version cannot go together")
        case (let url?, nil): source = url
        case (nil, let version?):
            guard version >= 1 else { throw ValidationError("--version: must be 1 or more, found \(version)") }
            source = GVLFetchRequest.archiveURL(version: version)
        case (nil, nil): source = GVLFetchRequest.currentURL
        }
        let request = GVLFetchRequest(
            url: source, output: out, network: NetworkLimits(timeout: timeout, attempts: retries + 1))
        try StandardStreams.write(try GVLFetcher.run(request).text)
    }
}
