/// The way the SDK takes at start-up (Offline Mode §2 "How It Works", §5, §6, §12, §13).
public enum DataPath: String, Sendable, CaseIterable {
    /// The normal online flow: the CMP API answers and live data is used.
    case live
    /// Offline mode (§5): offline data, mixed per component with cached data from 202604.2.0 (§9).
    case offlineMode
    /// The CMP API call fails with `loadOffline` false: offline and cached data mixed (§6, priority 1).
    case fallbackMixing
    /// The CMP API call fails and only cached data is used (§6 priority 2; before 202604.2.0, §12).
    case cachedOnly
    /// The CMP API call fails and nothing can stand in: the original network error (§6 priority 3).
    case networkError
    /// `loadOffline: true` without offline data: the SDK fails to initialize (§13 FAQ).
    case missingOfflineData

    /// Whether the SDK initializes from stored data (offline or cached) rather than from the CMP API.
    public var usesStoredData: Bool {
        self == .offlineMode || self == .fallbackMixing || self == .cachedOnly
    }
}

/// Where the SDK takes one component's data from.
public enum DataSource: String, Sendable, CaseIterable {
    /// The CMP API's response (online).
    case live
    /// Cached by an earlier successful online session.
    case cached
    /// The offline snapshot of the set, sanitized.
    case offline
    /// Offline Vendors not loaded because the Preference Center is cached (same-source constraint, §9).
    case skipped
    /// Neither cached nor offline data.
    case unavailable

    /// Whether the SDK has this component's data.
    public var isLoaded: Bool { self == .live || self == .cached || self == .offline }
}
