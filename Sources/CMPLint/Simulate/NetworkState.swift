/// The device's network when `startSDK` runs (`--network`). Offline Mode distinguishes a device
/// with no connectivity (section 5: offline mode engages) from a CMP API call that fails while the
/// device is connected ("timeout, server error", section 6: the fallback chain).
public enum NetworkState: String, CaseIterable, Sendable {
    /// The CMP API answers.
    case available
    /// No connectivity at all.
    case offline
    /// Connected, but the CMP API call fails (timeout, server error).
    case failing

    public var summary: String {
        switch self {
        case .available: return "available (the CMP API answers)"
        case .offline: return "offline (no connectivity)"
        case .failing: return "failing (connected, the CMP API call fails)"
        }
    }
}
