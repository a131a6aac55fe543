import CMPLintDocuments
import Foundation

/// What the simulation assumes about the app's `startSDK` call and the device, besides the set
/// itself: the `loadOffline` flag, the network, which components an earlier online session left
/// in the cache, legacy (pre-CMP-API) data on disk, the SDK version, the user's age range, and a
/// returning user's stored dates. The country and region passed to `startSDK` are what the set is
/// meant for (`--country`/`--region`, a config `sets:` entry or the folder name).
/// A nil value is the default, which every format shows as such.
public struct StartConditions: Sendable, Equatable {
    /// `startSDK(loadOffline:)`; default false (online first, offline data as a fallback).
    public var loadOffline: Bool?
    /// Default `offline`: the situation the command is for.
    public var network: NetworkState?
    /// Components cached by an earlier successful online session; default none (a first launch).
    public var cached: Set<ComponentKind>
    /// Legacy (pre-CMP-API) SDK data on disk.
    public var legacyData: Bool
    /// Default: the behaviour the documentation describes as current (202604.2.0 and later).
    public var sdkVersion: SDKVersion?
    /// What `getProfileAgeRange` returns; nil: no age range (not implemented or nil).
    public var ageRange: ProfileAgeRange?
    /// `OneTrustLastConsentDate` on disk: the user consented before. Nil: a new user.
    public var consentDate: StoredDate?
    /// `OneTrustLastReconsentDate` on disk.
    public var reconsentDate: StoredDate?
    /// `OneTrustReconsentFrequencyDays` saved by an earlier online session (the CMP API responses
    /// carry no such field, so the snapshots cannot tell).
    public var reconsentFrequencyDays: Int?
    /// The groups the stored consent covers, for "Has a new category been added after giving consent?".
    public var consentedGroups: [String]?
    /// The day the simulation is for (the reconsent timer); default the day it runs.
    public var today: StoredDate?

    public init(
        loadOffline: Bool? = nil, network: NetworkState? = nil, cached: Set<ComponentKind> = [],
        legacyData: Bool = false,
        sdkVersion: SDKVersion? = nil, ageRange: ProfileAgeRange? = nil, consentDate: StoredDate? = nil,
        reconsentDate: StoredDate? = nil, reconsentFrequencyDays: Int? = nil, consentedGroups: [String]? = nil,
        today: StoredDate? = nil
    ) {
        self.loadOffline = loadOffline
        self.network = network
        self.cached = cached
        self.legacyData = legacyData
        self.sdkVersion = sdkVersion
        self.ageRange = ageRange
        self.consentDate = consentDate
        self.reconsentDate = reconsentDate
        self.reconsentFrequencyDays = reconsentFrequencyDays
        self.consentedGroups = consentedGroups
        self.today = today
    }

    public var isLoadOffline: Bool { loadOffline ?? false }
    public var networkState: NetworkState { network ?? .offline }
    /// Whether the SDK behaves as from 202604.2.0.
    public var hasRedesign: Bool { sdkVersion?.hasRedesign ?? true }

    /// `--cached banner,preferences` (repeatable), `--cached none`.
    public static func components(_ lists: [String]) throws(LintError) -> Set<ComponentKind> {
        var kinds: Set<ComponentKind> = []
        for list in lists {
            for item in list.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where item != "none"
            {
                guard let kind = ComponentKind(rawValue: item) else {
                    throw LintError(
                        "--cached: '\(item.shortened(to: 40))' is not a component: write banner, preferences, vendors (comma-separated) or none"
                    )
                }
                kinds.insert(kind)
            }
        }
        return kinds
    }

    /// `--sdk-version 202604.2.0`.
    public static func version(_ text: String?) throws(LintError) -> SDKVersion? {
        guard let text else { return nil }
        guard let version = SDKVersion(text) else {
            throw LintError("--sdk-version: '\(text.shortened(to: 40))' is not an SDK version such as 202604.2.0")
        }
        return version
    }

    /// `--consented-groups C0001,C0002`; needs a stored consent (`--consent-date`).
    public static func groups(_ text: String?, consentDate: StoredDate?) throws(LintError) -> [String]? {
        guard let text else { return nil }
        guard consentDate != nil else {
            throw LintError("--consented-groups describes a stored consent: give its date with --consent-date too")
        }
        return text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// `--reconsent-frequency DAYS`: a whole number of days, at least 0.
    public static func frequency(_ days: Int?) throws(LintError) -> Int? {
        if let days, days < 0 { throw LintError("--reconsent-frequency: \(days) is not a number of days (0 or more)") }
        return days
    }
}
