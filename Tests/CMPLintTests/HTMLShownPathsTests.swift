import Testing

@testable import CMPLint

/// `HTMLShownPaths`: which folder an HTML report shows absolute paths from.
struct HTMLShownPathsTests {
    @Test func setsOutsideTheWorkingDirectoryAreShownFromTheFolderAboveTheirCommonFolder() {
        let shown = HTMLShownPaths(
            sets: ["/home/alice/tmp/x/a/DE_de", "/home/alice/tmp/x/b/FR_fr"],
            files: ["/home/alice/tmp/x/a/DE_de/OneTrustBannerData.json", "/etc/cmplint/.cmplint.yml"],
            workingDirectory: "/work/app")
        #expect(
            shown.apply(to: "/home/alice/tmp/x/a/DE_de/OneTrustBannerData.json:1:2 and /home/alice/tmp/x/b/FR_fr")
                == "x/a/DE_de/OneTrustBannerData.json:1:2 and x/b/FR_fr")
        #expect(shown.apply(to: "config /etc/cmplint/.cmplint.yml") == "config …/.cmplint.yml")
        // A path a message names under the same folder loses the machine's part too.
        #expect(shown.apply(to: "see /home/alice/tmp/notes.txt") == "see notes.txt")
    }

    @Test func oneSetIsShownByItsOwnName() {
        let shown = HTMLShownPaths(sets: ["/tmp/x/DE_de"], files: [], workingDirectory: "/work/app")
        #expect(shown.apply(to: "/tmp/x/DE_de/OneTrustPCData.json") == "DE_de/OneTrustPCData.json")
    }

    @Test func pathsUnderTheWorkingDirectoryAreRelativeToIt() {
        let shown = HTMLShownPaths(
            sets: ["samples/DE_de"], files: ["/work/app/.cmplint.yml", "/opt/house.yml"], workingDirectory: "/work/app")
        #expect(shown.apply(to: "config /work/app/.cmplint.yml, /opt/house.yml") == "config .cmplint.yml, …/house.yml")
        #expect(shown.apply(to: "samples/DE_de") == "samples/DE_de")
    }

    /// Escaped as the page holds it.
    @Test func escapedPathsAreFound() {
        let shown = HTMLShownPaths(sets: ["/tmp/R&D/DE_de"], files: [], workingDirectory: "/work")
        #expect(shown.apply(to: "/tmp/R&amp;D/DE_de") == "DE_de")
    }
}
