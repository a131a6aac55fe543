import CMPLintDocuments
import Foundation

/// An `--expect KEY=VALUE` assertion on a simulation, so a team can pin in CI what the SDK does
/// with its snapshots ("a new user in DE offline sees the banner and can open the Vendor List":
/// `--expect banner=shown --expect vendor-list=accessible`). A failed one makes the run exit 1.
public struct SimulationExpectation: Sendable, Equatable {
    public enum Key: String, CaseIterable, Sendable {
        case offlineMode = "offline-mode"
        case status
        case warning
        case banner
        case vendorList = "vendor-list"
        case bannerData = "banner-data"
        case preferencesData = "preferences-data"
        case vendorsData = "vendors-data"
        case geoWarning = "geo-warning"
        case vendorsWarning = "vendors-warning"
        case networkCalls = "network-calls"
        case restricted

        /// The values the key takes; nil for `restricted` (group ids, `none` or `undecided`).
        public var values: [String]? {
            switch self {
            case .offlineMode: return ["engaged", "not-engaged"]
            case .status: return InitializationResult.Status.allCases.map(\.rawValue)
            case .warning: return ["present", "absent"]
            case .banner: return BannerDecision.Result.allCases.map(\.rawValue)
            case .vendorList: return ["accessible", "not-accessible"]
            case .bannerData, .preferencesData, .vendorsData: return DataSource.allCases.map(\.rawValue)
            case .geoWarning, .vendorsWarning: return ["logged", "not-logged"]
            case .networkCalls: return ["blocked", "allowed"]
            case .restricted: return nil
            }
        }

        /// What the key asserts, for `--help` and docs/commands/simulate.md.
        public var meaning: String {
            switch self {
            case .offlineMode: return "offline mode engages (Offline Mode §5)"
            case .status: return "OTResponse.status (undetermined: \"an incomplete UI or fail\", before 202604.2.0)"
            case .warning: return "OTResponse.warning is populated"
            case .banner: return "shouldShowBanner() (undecided: a step needs data the set does not hold)"
            case .vendorList: return "the user can open the Vendor List"
            case .bannerData, .preferencesData, .vendorsData: return "where that component's data comes from"
            case .geoWarning: return "the geolocation mismatch warning is logged (§8)"
            case .vendorsWarning: return "\"Vendors data is not available for offline mode…\" is logged (§9)"
            case .networkCalls: return "on-demand network calls are blocked for the session"
            case .restricted:
                return "the purposes the age range restricts: group ids (comma-separated), none or undecided"
            }
        }
    }

    public let key: Key
    public let value: String

    public init(key: Key, value: String) {
        self.key = key
        self.value = value
    }

    /// `banner=shown`; an unknown key or value is a usage error listing the accepted ones.
    public static func parse(_ text: String) throws(LintError) -> SimulationExpectation {
        let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let keys = Key.allCases.map(\.rawValue).joined(separator: ", ")
        guard parts.count == 2, !parts[1].isEmpty else {
            throw LintError("--expect: '\(text.shortened(to: 60))' is not KEY=VALUE (keys: \(keys))")
        }
        guard let key = Key(rawValue: parts[0]) else {
            throw LintError("--expect: unknown key '\(parts[0].shortened(to: 40))' (keys: \(keys))")
        }
        if let values = key.values, !values.contains(parts[1]) {
            throw LintError(
                "--expect \(key.rawValue): '\(parts[1].shortened(to: 40))' is not one of \(values.joined(separator: ", "))"
            )
        }
        return SimulationExpectation(key: key, value: parts[1])
    }

    /// The simulated value of `key`, worded as the values are.
    public static func actual(_ key: Key, in simulation: Simulation) -> String {
        switch key {
        case .offlineMode: return simulation.decision.engaged ? "engaged" : "not-engaged"
        case .status: return simulation.response.status.rawValue
        case .warning: return simulation.response.warning == true ? "present" : "absent"
        case .banner: return simulation.banner.result.rawValue
        case .vendorList: return simulation.vendorList.accessible ? "accessible" : "not-accessible"
        case .bannerData: return simulation.source(.banner).rawValue
        case .preferencesData: return simulation.source(.preferences).rawValue
        case .vendorsData: return simulation.source(.vendors).rawValue
        case .geoWarning: return simulation.warnings.contains { $0.kind == .geoMismatch } ? "logged" : "not-logged"
        case .vendorsWarning:
            return simulation.warnings.contains { $0.kind == .vendorsUnavailable } ? "logged" : "not-logged"
        case .networkCalls: return simulation.network.blocked ? "blocked" : "allowed"
        case .restricted:
            guard let restricted = simulation.age.restricted else { return "undecided" }
            return restricted.isEmpty ? "none" : restricted.joined(separator: ",")
        }
    }

    /// Whether the simulation has the expected value (`restricted` compares the sets of ids).
    public func holds(in simulation: Simulation) -> Bool {
        let actual = Self.actual(key, in: simulation)
        guard key == .restricted else { return actual == value }
        func ids(_ text: String) -> Set<String> {
            Set(text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty })
        }
        return ["none", "undecided"].contains(value) || ["none", "undecided"].contains(actual)
            ? actual == value : ids(actual) == ids(value)
    }
}

/// An expectation with the simulated value.
public struct ExpectationResult: Sendable, Equatable {
    public let expectation: SimulationExpectation
    public let actual: String
    public let holds: Bool

    public init(_ expectation: SimulationExpectation, in simulation: Simulation) {
        self.expectation = expectation
        actual = SimulationExpectation.actual(expectation.key, in: simulation)
        holds = expectation.holds(in: simulation)
    }
}
