import CMPLintDocuments

/// The user's age range the app gives the SDK (`ProfileAgeRange`; Age-Based Consent, "1. Data
/// Model: ProfileAgeRange"): an optional lower bound ("omit if 0 or not applicable") and an
/// optional upper bound ("omit for open-ended ranges"); "At least one bound is required. Both
/// values cannot be nil." Written `13-17`, `18-` (18 and older) or `-12` (0 to 12).
public struct ProfileAgeRange: Sendable, Equatable, CustomStringConvertible {
    public let lowerBound: Int?
    public let upperBound: Int?

    /// `lower-upper` with either side left out; the error says what is wrong in words.
    public static func parse(_ text: String) throws(LintError) -> ProfileAgeRange {
        let shape = "write LOWER-UPPER, LOWER- or -UPPER in whole years, e.g. 13-17, 18- or -12"
        let parts = text.split(separator: "-", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 2 else {
            throw LintError("--age-range: '\(text.shortened(to: 40))' is not an age range: \(shape)")
        }
        func bound(_ part: Substring) throws(LintError) -> Int? {
            guard !part.isEmpty else { return nil }
            guard part.count <= 3, part.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(part) else {
                throw LintError(
                    "--age-range: '\(String(part).shortened(to: 40))' is not an age in whole years (0 to 999): \(shape)"
                )
            }
            return value
        }
        let lower = try bound(parts[0])
        let upper = try bound(parts[1])
        guard lower != nil || upper != nil else {
            throw LintError(
                "--age-range: at least one bound is required, both cannot be empty (Age-Based Consent, ProfileAgeRange): \(shape)"
            )
        }
        if let lower, let upper, upper < lower {
            throw LintError("--age-range: the upper bound \(upper) is below the lower bound \(lower) in '\(text)'")
        }
        return ProfileAgeRange(lowerBound: lower, upperBound: upper)
    }

    public init(lowerBound: Int?, upperBound: Int?) {
        self.lowerBound = lowerBound
        self.upperBound = upperBound
    }

    /// `13–17`, `18 and older`, `0–12`.
    public var description: String {
        switch (lowerBound, upperBound) {
        case (let lower?, let upper?): return "\(lower)–\(upper)"
        case (let lower?, nil): return "\(lower) and older"
        case (nil, let upper?): return "0–\(upper)"
        case (nil, nil): return "none"
        }
    }

    /// The overlap rule: "restricted = (user.lowerBound <= group.upperBound) && (user.upperBound
    /// >= group.lowerBound)" (Age-Based Consent, "Age Range Overlap Logic"). A missing lower bound
    /// is 0 and a missing upper bound is open-ended, on both sides (the seed says so for the
    /// user's range; for the admin's age groups it is inferred).
    public func overlaps(lowerBound groupLower: Int?, upperBound groupUpper: Int?) -> Bool {
        let userLower = lowerBound ?? 0
        let groupFrom = groupLower ?? 0
        let userUpper = upperBound ?? Int.max
        let groupTo = groupUpper ?? Int.max
        return userLower <= groupTo && userUpper >= groupFrom
    }
}
