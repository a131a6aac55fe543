import CMPLintKnowledge

/// The seven steps of "How shouldShowBanner is computed" (Display User Interfaces), each
/// reading what the banner in use and the device provide. A banner that is cached or live is not
/// in the set, so a step that reads it is undecided, saying what it would need.
package struct BannerStepEvaluation {
    /// Where the banner in use comes from: `.snapshot`, `.cached` or `.live`.
    package let origin: BannerDecision.Origin
    /// Whether the session runs on stored data (no server to sync a profile with).
    package let storedDataPath: Bool
    package let data: OfflineData
    package let conditions: StartConditions
    package let today: StoredDate

    package typealias Read = BannerDecision.DataRead
    package typealias Evaluated = (reads: [Read], answer: BannerDecision.Answer, explanation: SimulationStep)

    package func step(_ number: Int) -> Evaluated {
        switch number {
        case 1: return geolocationRule()
        case 2: return publishReconsent()
        case 3: return reconsentTimer()
        case 4: return crossDeviceSynced()
        case 5: return crossDeviceNewPurposes()
        case 6: return storedConsent()
        default: return newCategory()
        }
    }

    private var unknownBanner: String {
        origin == .cached
            ? "in the cached banner, which the set does not hold"
            : "in the live banner response, which the set does not hold"
    }

    private func read(_ name: String, _ value: String?) -> Read {
        origin == .snapshot
            ? Read(name: name, value: value ?? "absent", origin: .snapshot)
            : Read(name: name, value: unknownBanner, origin: origin)
    }

    private func device(_ name: String, _ value: CustomStringConvertible?, flag: String) -> Read {
        Read(name: name, value: value.map { "\($0)" } ?? "none stored (\(flag))", origin: .device)
    }

    /// Step 1: `showAlertNotice` in the legacy JSON; the CMP API's `appConfig.showBanner` in its place.
    private func geolocationRule() -> Evaluated {
        let source = DocStatement.shouldShowBannerStep(1)
        let mapping =
            "CMP API responses carry no showAlertNotice: their appConfig.showBanner, the server's answer for the geolocation rule, "
            + "is read in its place"
        let config = data.bannerConfig
        let reason =
            config.map { c in
                [c.bannerReasonCode, c.bannerReason.map { "\"\($0)\"" }].compactMap { $0 }.joined(separator: " ")
            } ?? ""
        let reads = [
            read(
                "appConfig.showBanner (for showAlertNotice)",
                config?.showBanner.map { "\($0)" + (reason.isEmpty ? "" : " (\(reason))") })
        ]
        guard origin == .snapshot else {
            return (
                reads, .undecided(couldReturn: false),
                SimulationStep(
                    "cannot be decided here: showBanner is \(unknownBanner)", source,
                    inferred: mapping)
            )
        }
        switch config?.showBanner {
        case true?:
            return (reads, .continues, SimulationStep("yes: showBanner is true", source, inferred: mapping))
        case false?:
            let reason = config?.bannerReasonCode.map { "reason code \($0)" } ?? "the bannerReason"
            let why: String
            switch BannerReason(code: config?.bannerReasonCode, text: config?.bannerReason) {
            case let known? where known.describesTheCapturingProfile:
                why = "; \(reason) describes the capturing profile's consent, yet offline it applies to every user"
            case .geoRuleWithoutBanner?:
                why =
                    "; \(reason) says the geolocation rule shows no banner (a configuration choice), so no user of this set sees one"
            default:
                why = ""
            }
            return (reads, .returns(false), SimulationStep("no: showBanner is false\(why)", source, inferred: mapping))
        case nil:
            return (
                reads, .undecided(couldReturn: false),
                SimulationStep(
                    "cannot be decided: the offline banner has no boolean "
                        + "appConfig.showBanner", source, inferred: mapping)
            )
        }
    }

    /// Step 2: the JSON's `LastReconsentDate` (the CMP API's `appConfig.lastReconsentDate`) newer
    /// than `OneTrustLastReconsentDate` on disk.
    private func publishReconsent() -> Evaluated {
        let source = DocStatement.shouldShowBannerStep(2)
        let json = data.bannerConfig?.lastReconsentDate
        let jsonDate = json.flatMap(StoredDate.init(epochMilliseconds:))
        let reads = [
            read(
                "appConfig.lastReconsentDate (LastReconsentDate)",
                json.map { j in jsonDate.map { "\(j) (\($0))" } ?? j }),
            device("OneTrustLastReconsentDate", conditions.reconsentDate, flag: "--reconsent-date"),
        ]
        guard let stored = conditions.reconsentDate else {
            return (
                reads, .continues,
                SimulationStep("no: no OneTrustLastReconsentDate on disk, and the check needs both values", source)
            )
        }
        guard origin == .snapshot else {
            return (
                reads, .undecided(couldReturn: true),
                SimulationStep("cannot be decided here: LastReconsentDate is \(unknownBanner)", source)
            )
        }
        guard let jsonDate else {
            return (reads, .continues, SimulationStep("no: the offline banner has no lastReconsentDate", source))
        }
        return jsonDate > stored
            ? (
                reads, .returns(true),
                SimulationStep("yes: the snapshot's lastReconsentDate is newer than the stored one", source)
            )
            : (
                reads, .continues,
                SimulationStep("no: the snapshot's lastReconsentDate is not newer than the stored one", source)
            )
    }

    /// Step 3: days from `OneTrustLastConsentDate` to today against `OneTrustReconsentFrequencyDays`.
    private func reconsentTimer() -> Evaluated {
        let source = DocStatement.shouldShowBannerStep(3)
        var reads = [
            device("OneTrustLastConsentDate", conditions.consentDate, flag: "--consent-date"),
            device("OneTrustReconsentFrequencyDays", conditions.reconsentFrequencyDays, flag: "--reconsent-frequency"),
        ]
        guard let consent = conditions.consentDate else {
            return (
                reads, .continues,
                SimulationStep(
                    "no: no consent date on disk, so no re-consent timer runs", source,
                    inferred: "the timer starts with a stored consent")
            )
        }
        guard let days = conditions.reconsentFrequencyDays else {
            return (
                reads, .undecided(couldReturn: true),
                SimulationStep(
                    "cannot be decided: OneTrustReconsentFrequencyDays is saved by an "
                        + "online session and no CMP API response carries it; give --reconsent-frequency DAYS", source)
            )
        }
        guard days > 0 else {
            return (
                reads, .continues,
                SimulationStep(
                    "no: a frequency of 0 days means no automatic re-consent", source,
                    inferred: "0 is read as not configured")
            )
        }
        reads.append(Read(name: "current date", value: "\(today)", origin: .device))
        let elapsed = today.utcDay - consent.utcDay
        return elapsed >= Int64(days)
            ? (
                reads, .returns(true),
                SimulationStep("yes: \(elapsed) days since consent, re-consent every \(days)", source)
            )
            : (reads, .continues, SimulationStep("no: \(elapsed) days since consent, re-consent every \(days)", source))
    }

    /// Steps 4 and 5 read the user's cross-device profile, which only the server has.
    private func crossDevice(_ number: Int, couldReturn: Bool, reads: [Read]) -> Evaluated {
        let source = DocStatement.shouldShowBannerStep(number)
        if storedDataPath {
            return (
                reads, .continues,
                SimulationStep(
                    "no: no profile is synced in a session on stored data", source,
                    inferred: "consent is not synced with the server offline (Offline Mode, 10. Limitations)")
            )
        }
        return (
            reads, .undecided(couldReturn: couldReturn),
            SimulationStep("cannot be decided here: the server's profile sync decides", source)
        )
    }

    private func crossDeviceSynced() -> Evaluated {
        crossDevice(
            4, couldReturn: false,
            reads: [
                Read(
                    name: "profile.sync.allPurposesUpdatedAfterSync",
                    value: "not in CMP API "
                        + "responses (the sync state is the server's: bannerReasonCode 107, 152)",
                    origin: .notInResponses)
            ])
    }

    private func crossDeviceNewPurposes() -> Evaluated {
        crossDevice(
            5, couldReturn: true,
            reads: [
                Read(
                    name: "purposes published since the consent was saved",
                    value: "the server's "
                        + "cross-device profile, not in CMP API responses", origin: .notInResponses)
            ])
    }

    /// Step 6: a stored consent. The page says both answers return, which would leave step 7
    /// unreachable; a stored consent is read as going on to step 7 (inferred; both return false
    /// when no category was added).
    private func storedConsent() -> Evaluated {
        let source = DocStatement.shouldShowBannerStep(6)
        let reads = [device("OneTrustLastConsentDate", conditions.consentDate, flag: "--consent-date")]
        if conditions.consentDate != nil {
            return (
                reads, .continues,
                SimulationStep(
                    "yes: consent is stored; step 7 decides", source,
                    inferred: "the page returns false here, which would make step 7 unreachable")
            )
        }
        let leaked = data.sanitizable.first {
            $0.component == .banner && $0.name == "otConsentString" && ($0.length ?? 1) > 0
        }
        if origin == .snapshot && !conditions.hasRedesign, let leaked {
            // A first-launch string records no choices: it stands for no consent, but its dsId is every user's.
            guard leaked.recordsNoChoices else {
                return (
                    reads, .undecided(couldReturn: nil),
                    SimulationStep(
                        "cannot be decided: no consent stored, but before 202604.2.0 the "
                            + "snapshot's captured otConsentString is not removed and may stand for one",
                        .beforeNoSanitization,
                        inferred: "one user's consent decisions could be applied to another")
                )
            }
            return (
                reads, .returns(true),
                SimulationStep(
                    "no: this is the first time the user is asked to consent on the app; the "
                        + "snapshot's otConsentString, not removed before 202604.2.0, is a first-launch one that records no choices, though every "
                        + "user would share its dsId", .beforeNoSanitization,
                    inferred: "an anonymous otConsentString without group or SDK consents stands for no consent")
            )
        }
        return (
            reads, .returns(true),
            SimulationStep("no: this is the first time the user is asked to consent on the app", source)
        )
    }

    /// Step 7: groups of the banner's `groupsHierarchy` the stored consent does not cover. A banner
    /// captured before 202606.2.1 has no `groupsHierarchy` (OneTrust changelog, July 2, 2026 -
    /// 202606.2.1, https://developer.onetrust.com/onetrust/changelog/july-2-2026-20260621, "new
    /// optional groupsHierarchy object"): its categories are read from the preferences' purpose tree,
    /// which held the whole group structure then.
    private func newCategory() -> Evaluated {
        let source = DocStatement.shouldShowBannerStep(7)
        let hierarchy = origin == .snapshot ? data.bannerGroups : nil
        var reads = [
            read(
                "groupsHierarchy group ids", hierarchy.map { $0.isEmpty ? "none" : Self.listed($0) } ?? Self.noHierarchy
            )
        ]
        var inferred = "categories are the banner's groupsHierarchy groups"
        var groups = hierarchy
        if origin == .snapshot && hierarchy == nil {
            var seen = Set<String>()
            let tree = data.purposes.flatMap(\.flattened).map(\.groupId).filter { seen.insert($0).inserted }
            reads.append(
                Read(
                    name: "purpose tree group ids (preferences)", value: tree.isEmpty ? "absent" : Self.listed(tree),
                    origin: .snapshot))
            inferred =
                "without groupsHierarchy (a capture from before 202606.2.1), categories are the preferences purpose tree's groups"
            groups = tree.isEmpty ? nil : tree
        }
        reads.append(
            Read(
                name: "groups of the stored consent",
                value: conditions.consentedGroups.map { $0.joined(separator: ", ") }
                    ?? "not given (--consented-groups)", origin: .device))
        guard origin == .snapshot else {
            return (
                reads, .undecided(couldReturn: nil),
                SimulationStep("cannot be decided here: the categories are \(unknownBanner)", source)
            )
        }
        guard let groups else {
            return (
                reads, .undecided(couldReturn: nil),
                SimulationStep(
                    "cannot be decided: the offline banner has no groupsHierarchy "
                        + "(a capture from before 202606.2.1) and the set has no preferences purpose tree to read the categories from",
                    source)
            )
        }
        guard let consented = conditions.consentedGroups else {
            return (
                reads, .undecided(couldReturn: nil),
                SimulationStep(
                    "cannot be decided: which groups the stored consent covers is on "
                        + "the device; give --consented-groups", source)
            )
        }
        let covered = Set(consented)
        let new = groups.filter { !covered.contains($0) }
        return new.isEmpty
            ? (
                reads, .returns(false),
                SimulationStep("no: every group of the banner is in the stored consent", source, inferred: inferred)
            )
            : (
                reads, .returns(true),
                SimulationStep("yes: new since consent: \(Self.listed(new))", source, inferred: inferred)
            )
    }

    /// What the read says of a banner without `groupsHierarchy`.
    package static let noHierarchy = "absent (the banner was captured before 202606.2.1, which added it)"

    /// Group ids as a list, the first 20 of a longer one and how many there are, so a hostile
    /// banner with thousands of groups cannot grow the report.
    package static func listed(_ ids: [String]) -> String {
        ids.count <= 20
            ? ids.joined(separator: ", ") : ids.prefix(20).joined(separator: ", ") + ", … (\(ids.count) in all)"
    }
}
