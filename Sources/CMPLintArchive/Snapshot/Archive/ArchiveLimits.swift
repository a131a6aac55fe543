/// How much of an app artifact (`.ipa`, `.apk`, `.aab`, `.zip`) a run reads and lints, checked
/// before and while each entry is inflated, so that a hostile archive (a "zip bomb", an entry that lies about
/// its size, a central directory of millions of entries) cannot exhaust memory or time. Passing a
/// limit stops the run with an error naming the archive, the entry and the limit (exit 2). The
/// values are fixed (no flag): a real app artifact stays far below each of them.
/// See https://en.wikipedia.org/wiki/Zip_bomb for the attacks they answer.
public struct ArchiveLimits: Sendable, Equatable {
    /// Entries listed in one archive. Large apps hold tens of thousands of files (asset catalogs
    /// are one file each); the count the end record gives is checked before the central directory is read.
    public var maxEntries: Int
    /// Uncompressed bytes per compressed byte an entry declares, checked before it is inflated
    /// (what it yields is then held to its declared size). JSON snapshots deflate about
    /// 3–6:1 (the samples: 3.7–5.6:1 with `gzip -9`); deflate itself cannot pass about 1032:1, so a
    /// ratio above 100:1 is a crafted entry, not a snapshot.
    public var maxCompressionRatio: Int
    /// Uncompressed bytes read from one archive in all (snapshots and the `.json` entries looked
    /// into for their content): bounds memory and time however many candidates it holds.
    public var maxTotalBytes: Int
    /// Snapshot sets found in one archive: each is linted and reported (at most
    /// `maxFindingsPerRule` findings per rule and file), so this bounds the lint work, memory and
    /// report of one archive. An app bundles a set per country or language it ships offline data
    /// for, tens at most; hundreds are a crafted archive (500 crafted sets of leaking banners
    /// made a 108 MB report).
    public var maxSets: Int

    public static let defaultMaxEntries = 100_000
    public static let defaultMaxCompressionRatio = 100
    public static let defaultMaxTotalBytes = 64 * 1024 * 1024
    public static let defaultMaxSets = 100

    public init(
        maxEntries: Int = defaultMaxEntries, maxCompressionRatio: Int = defaultMaxCompressionRatio,
        maxTotalBytes: Int = defaultMaxTotalBytes, maxSets: Int = defaultMaxSets
    ) {
        self.maxEntries = maxEntries
        self.maxCompressionRatio = maxCompressionRatio
        self.maxTotalBytes = maxTotalBytes
        self.maxSets = maxSets
    }
}
