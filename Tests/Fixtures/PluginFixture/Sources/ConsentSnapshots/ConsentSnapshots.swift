import Foundation

/// Where the bundled snapshot sets are, for handing to the OneTrust SDK's offline mode.
public enum ConsentSnapshots {
    /// The folder of one set, e.g. `set("duplicate-key/US-CA_en")`.
    public static func set(_ path: String) -> URL? {
        Bundle.module.url(forResource: "Snapshots/\(path)", withExtension: nil)
    }
}
