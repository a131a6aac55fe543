/// `shouldShowBanner()` evaluated step by step as Display User Interfaces, "How shouldShowBanner
/// is computed", lists the steps, each with the data it reads: what the banner in use provides
/// (the offline snapshot; a cached or live banner is not in the set, so a step reading it cannot
/// be decided here), and what the device stores. The page names the legacy JSON fields
/// (`showAlertNotice`, `profile.sync.allPurposesUpdatedAfterSync`, `OneTrustReconsentFrequencyDays`),
/// which CMP API responses do not carry; each step says what it reads instead, as inferred.
public struct BannerDecision: Sendable, Equatable {
    public enum Result: String, Sendable, CaseIterable {
        case shown
        case notShown = "not-shown"
        case undecided
    }

    /// Where a value a step reads comes from.
    public enum Origin: String, Sendable {
        /// The set's offline banner.
        case snapshot
        /// The device's storage (the simulation's device state).
        case device
        /// A banner cached by an earlier online session: not in the set.
        case cached
        /// The live CMP API response: not in the set.
        case live
        /// No CMP API response carries it.
        case notInResponses
    }

    public struct DataRead: Sendable, Equatable {
        public let name: String
        /// The value, or why it is unknown.
        public let value: String
        public let origin: Origin
    }

    public enum Answer: Sendable, Equatable {
        /// The method returns this value here.
        case returns(Bool)
        /// The next step is checked.
        case continues
        /// The data to decide is not known: the step may return this value (nil: either) or go on.
        case undecided(couldReturn: Bool?)
        /// An earlier step returned.
        case notReached
    }

    public struct Step: Sendable, Equatable {
        public let number: Int
        public let question: String
        public let reads: [DataRead]
        public let answer: Answer
        public let explanation: SimulationStep
    }

    public let result: Result
    public let steps: [Step]
    /// Why no step was evaluated, when none was.
    public let note: SimulationStep?

    /// The page's questions, in order.
    package static let questions = [
        "Is the geolocation rule configured to show a banner?",
        "Was the most recent SDK Publish configured to re-consent users?",
        "Is the geolocation rule configured for automatic re-consent AND did the user's automatic re-consent timer expire?",
        "Is Cross Device Consent enabled and were 100% of Purposes synced?",
        "Is Cross Device Consent enabled and is the user being exposed to new Categories/Purposes since the last time their consent was saved?",
        "Has the user previously given consent and is that consent stored at disk?",
        "Has a new category been added after giving consent?",
    ]

    package static func resolve(
        _ path: DataPath, components: [ComponentUse], result: InitializationResult, data: OfflineData,
        conditions: StartConditions, today: StoredDate
    ) -> BannerDecision {
        guard result.status != .failure else {
            return BannerDecision(
                result: .notShown, steps: [],
                note: SimulationStep(
                    "not evaluated: the SDK did not initialize, so there is no banner to show", .faqBannerOnly,
                    inferred: "shouldShowBanner needs the data start-up did not load"))
        }
        let banner = components.first { $0.kind == .banner }?.source ?? .unavailable
        let evaluation = BannerStepEvaluation(
            origin: banner == .offline ? .snapshot : banner == .cached ? .cached : .live,
            storedDataPath: path.usesStoredData, data: data, conditions: conditions, today: today)
        var steps: [Step] = []
        var possible: Set<Bool> = []
        var finished = false
        for number in 1...questions.count {
            let evaluated = evaluation.step(number)
            let answer = finished ? Answer.notReached : evaluated.answer
            switch answer {
            case .returns(let value):
                possible.insert(value)
                finished = true
            case .undecided(let value):
                if let value { possible.insert(value) } else { possible.formUnion([true, false]) }
            case .continues, .notReached:
                break
            }
            steps.append(
                Step(
                    number: number, question: questions[number - 1], reads: evaluated.reads, answer: answer,
                    explanation: evaluated.explanation))
        }
        let decided: Result = possible.count == 1 ? (possible.contains(true) ? .shown : .notShown) : .undecided
        return BannerDecision(result: decided, steps: steps, note: nil)
    }
}
