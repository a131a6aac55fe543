/// Finds consent strings and identifiers anywhere in a text by the shape of the value: a whole
/// value, a token of a sentence or key, the value of a URL query or fragment parameter
/// (`?gdpr_consent=CP…&dsid=…`), and inside base64 data. It serves both the leak rules (a banner
/// text or logo URL carrying a TC string is a leak) and the redaction every finding passes through
/// (`PersonalDataRedaction`), so what one finds the other hides.
///
/// What counts, and why:
/// - a token that decodes as a consent string (`ConsentStringClassifier`: it must decode, so
///   ordinary words and ids such as `C0001`, `IABV2_1` never count);
/// - a UUID (8-4-4-4-12 hexadecimal digits, RFC 9562 section 4, https://www.rfc-editor.org/rfc/rfc9562#section-4),
///   the shape of OneTrust's data-subject ids (`dsId`, `OT_Identifier`), except in the path of a
///   URL, where UUIDs name resources (OneTrust's CDN puts the domain and logo ids there), not people;
/// - an e-mail address (`emailAddresses`), in a URL's parameter (`?email=a%40b.com`) as anywhere;
/// - the value of an identifier parameter (`dsid`, `identifier`, … whatever its shape) or of a
///   consent parameter (`gdpr_consent`, `gpp`, `addtl_consent`, `us_privacy`, … even when it does
///   not decode);
/// - base64 data whose decoded prefix is text holding any of these;
/// - what remains of an opaque token (letters and digits, longer than the 8 characters leak
///   evidence shows) right before a "…" that cut it: a value shortened for a message may have been
///   a consent string or identifier that no longer decodes;
/// - a token longer than `maxInspectedLength`, by shape alone.
///
/// Work is bounded: one pass per kind of match over the bytes, decoding only candidates (tokens of
/// a consent string's first characters and length), at most `base64PeekLength` characters of any
/// base64 data, `maxDepth` levels of base64 inside base64, and `maxWork` decodings and matches per
/// kind of match in one text: past them, the rest of the text is one `longValue` match, hidden,
/// never decoded.
public enum PersonalDataFinder {
    /// Longest token that is decoded or looked into. Real TC, GPP, AC and otConsentStrings are at
    /// most a few KB; a longer token is reported by shape (`longValue`), never decoded.
    public static let maxInspectedLength = 16_384
    /// Characters of base64 data decoded to look inside (a prefix, so the work is bounded).
    public static let base64PeekLength = 4_096
    /// Levels of base64 inside base64 that are looked into.
    package static let maxDepth = 2
    /// Candidates decoded plus matches found in one text by each kind of match (parameters, base64
    /// data, tokens, UUIDs). A real value holds a handful; a hostile one holding a million consent
    /// strings would otherwise cost a million decodings (and as many findings to count). Past it,
    /// the rest of the text, from the candidate that found the budget spent, is one `longValue` match.
    public static let maxWork = 256
    /// Shortest base64 data looked into: shorter runs are ordinary words.
    package static let minBase64Length = 16
    /// Shortest token tried as a TC string: a TCF v2 core segment has at least 259 bits (44
    /// characters) and a v1.1 string at least 35 characters; 24 leaves room and rules out words.
    package static let minTCFLength = 24
    /// A cut opaque token longer than what leak evidence shows of a consent string is hidden.
    package static let minTruncatedLength = Redaction.maxConsentPrefix + 1

    /// Parameters whose value is a person's identifier whatever its shape: OneTrust's data-subject
    /// id (`dsId`, `OT_Identifier`; OneTrust CMP API, https://developer.onetrust.com/onetrust/docs/persisting-consent),
    /// the `consentId` of the OptanonConsent cookie, which holds the same id, and the usual names of
    /// a user id (`userId`, `uid`). Compared lowercased.
    package static let identifierParameters: Set<String> = [
        "dsid", "ds_id", "datasubjectid", "data_subject_id", "identifier", "ot_identifier", "consentid", "userid",
        "user_id",
        "uid",
    ]

    /// Parameters that carry a consent string: `gdpr_consent` (IAB TCF v2 "Consent string and
    /// vendor list formats", URL macros), `gpp` (IAB GPP "Consent String Specification", URL
    /// macros), `addtl_consent` (Google's Additional Consent technical specification,
    /// https://support.google.com/admanager/answer/9681920), `us_privacy` (IAB "US Privacy String"
    /// specification), and the TCF cookie names. Compared lowercased.
    package static let consentParameters: Set<String> = [
        "gdpr_consent", "gpp", "addtl_consent", "us_privacy", "euconsent", "euconsent-v2", "tcstring", "tc_string",
        "otconsentstring",
    ]

    /// No longer name is in either list: longer names are not even lowercased.
    package static let longestParameterName =
        (identifierParameters.union(consentParameters)).map(\.utf8.count).max() ?? 0

    /// Every consent string and identifier in `text`, in text order; a match inside another (a
    /// dsId inside base64 data) is given once, as the outer one.
    public static func matches(in text: String) -> [PersonalDataMatch] {
        var text = text
        // A native string's own UTF-8, not a copy: values can be as long as the file.
        return text.withUTF8 { bytes in mayContain(bytes) ? matches(in: bytes, depth: 0) : [] }
    }

    package static func matches(in bytes: [UInt8], depth: Int) -> [PersonalDataMatch] {
        bytes.withUnsafeBufferPointer { matches(in: $0, depth: depth) }
    }

    /// Every match in `bytes` (UTF-8 text, such as a JSON string's source without escapes), in
    /// text order, none inside another.
    package static func matches(in bytes: UnsafeBufferPointer<UInt8>, depth: Int) -> [PersonalDataMatch] {
        var found: [PersonalDataMatch] = []
        var stop: Int?
        // Each kind of match has a budget of its own, so that one cannot spend another's.
        func look(_ kind: (inout Work) -> [PersonalDataMatch]) {
            var work = Work()
            let matches = kind(&work)
            if !matches.isEmpty { found += matches }
            if let position = work.stop { stop = min(stop ?? position, position) }
        }
        // In order of preference when two find the same range.
        look { parameterValues(in: bytes, work: &$0) }
        look { base64Data(in: bytes, depth: depth, work: &$0) }
        look { tokens(in: bytes, work: &$0) }
        look { uuids(in: bytes, work: &$0) }
        look { emailAddresses(in: bytes, work: &$0) }
        var kept = outermost(found)
        guard let stop else { return kept }
        // From the first position a kind of match could not look at, the text is hidden whole and
        // never decoded (what other kinds found there is dropped with it).
        kept.removeAll { $0.range.lowerBound >= stop }
        let start = max(stop, kept.last?.range.upperBound ?? 0)
        if start < bytes.count {
            kept.append(PersonalDataMatch(kind: .longValue, carrier: .token, value: "", range: start..<bytes.count))
        }
        return kept
    }

    /// What is left of `maxWork` for one kind of match in one text, and the first position it
    /// could not look at for want of it.
    package struct Work {
        package var left = PersonalDataFinder.maxWork
        package var stop: Int?

        /// Spends one unit for a candidate at `position`; false (and `position` noted) when none is left.
        package mutating func spend(at position: Int) -> Bool {
            guard left > 0 else {
                stop = min(stop ?? position, position)
                return false
            }
            left -= 1
            return true
        }
    }

    /// A cheap, allocation-free test in one pass: false when `bytes` cannot hold anything
    /// `matches` finds. Leak rules look at every string of a document, so most strings stop here.
    /// What each kind of match needs, and so what lets a text through:
    /// - `name=value` pairs: an "="; an AC string or GPP sections: a "~"; anything percent-encoded
    ///   (a "~" as "%7E", a token decoded before it is tried): a "%"; a JSON escape: a "\\" (the
    ///   caller tries the decoded text again);
    /// - base64 data and an otConsentString: a run of 16 base64 or base64url characters that does
    ///   not mix the two alphabets (`base64Data` skips one that does, such as a URL's path);
    /// - a UUID and the first segment of a TC string (22 characters at least, its header): 16
    ///   base64url characters in a row;
    /// - a GPP string: a token starting "DB" of six characters; a US Privacy string: a token "1"
    ///   and three of "Y", "N", "-", with up to three final dots; a cut token: one of
    ///   `minTruncatedLength` characters followed by "…"; a token too long to inspect.
    /// Runs are counted per alphabet: a URL's path mixes token characters ("." "-") and base64 ones
    /// ("/"), and counting them together let every URL through.
    public static func mayContain(_ bytes: some Sequence<UInt8>) -> Bool {
        if let answer = bytes.withContiguousStorageIfAvailable({ preTest($0, from: 0, stopsAtQuote: false).mayContain })
        {
            return answer
        }
        return Array(bytes).withUnsafeBufferPointer { preTest($0, from: 0, stopsAtQuote: false).mayContain }
    }

    /// `mayContain` of the content of a JSON string without reading past it: `start` is the offset
    /// after the opening quote in `json`, a document's source, where the content's first raw `"` is
    /// its closing quote (a quote in the text is escaped, and the backslash lets the text through at
    /// once). Gives the closing quote's offset when the test read that far, so a caller does not look
    /// for the string's end again.
    package static func mayContain(jsonStringAt start: Int, in json: UnsafeBufferPointer<UInt8>) -> (
        mayContain: Bool, closingQuote: Int?
    ) {
        preTest(json, from: start, stopsAtQuote: true)
    }

    /// `mayContain` of `bytes` from `start`, to their end or (when `stopsAtQuote`) to the first `"`.
    private static func preTest(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, stopsAtQuote: Bool) -> (
        mayContain: Bool, closingQuote: Int?
    ) {
        var base64Run = 0
        var runHasStandard = false  // "+" or "/"
        var runHasURLSafe = false  // "-" or "_"
        var base64urlRun = 0
        var token = 0
        var tokenFirst: UInt8 = 0
        var tokenSecond: UInt8 = 0
        // So far the token is "1", then up to three of "Y", "N", "-", then dots: a US Privacy
        // string (a number such as "1006" is not one).
        var tokenIsUSPrivacy = false
        var closingQuote: Int?
        return byteClasses.withUnsafeBufferPointer { classes in
            var index = start
            scan: while index < bytes.count {
                let byte = bytes[index]
                let kind = classes[Int(byte)]
                index += 1
                // Letters and digits, most of a text's bytes: but for the start of what may be a
                // US Privacy string ("1" and three flags) they only lengthen the runs and set a
                // token's first two characters, and a stretch of them is read in a tight loop.
                if kind & ByteClass.alphanumeric != 0 && !(tokenIsUSPrivacy && token < 4)
                    && !(token == 0 && byte == UInt8(ascii: "1"))
                {
                    if token == 0 {
                        tokenFirst = byte
                        if index < bytes.count { tokenSecond = bytes[index] }  // used only once it is in the token
                    } else if token == 1 {
                        tokenSecond = byte
                    }
                    let end = TextBytes.alphanumericRunEnd(in: bytes, from: index)
                    let length = end - index + 1
                    index = end
                    base64Run += length
                    base64urlRun += length
                    token += length
                    tokenIsUSPrivacy = false
                    if base64urlRun >= minBase64Length { return (true, nil) }
                    if token >= 6 && tokenFirst == UInt8(ascii: "D") && tokenSecond == UInt8(ascii: "B") {
                        return (true, nil)
                    }
                    if token > maxInspectedLength { return (true, nil) }
                    continue
                }
                if kind & ByteClass.special != 0 { return (true, nil) }
                if kind & ByteClass.base64 != 0 {
                    base64Run += 1
                    if kind & ByteClass.standardBase64 != 0 {
                        runHasStandard = true
                        base64urlRun = 0
                    } else {
                        if kind & ByteClass.urlSafeBase64 != 0 { runHasURLSafe = true }
                        base64urlRun += 1
                        if base64urlRun >= minBase64Length { return (true, nil) }
                    }
                } else {
                    if base64Run >= minBase64Length && !(runHasStandard && runHasURLSafe) { return (true, nil) }
                    base64Run = 0
                    runHasStandard = false
                    runHasURLSafe = false
                    base64urlRun = 0
                }
                if kind & ByteClass.token != 0 {
                    switch token {
                    case 0:
                        tokenFirst = byte
                        tokenIsUSPrivacy = byte == UInt8(ascii: "1")
                    case 1...3:
                        if token == 1 { tokenSecond = byte }
                        tokenIsUSPrivacy = tokenIsUSPrivacy && kind & ByteClass.usPrivacyFlag != 0
                    default:
                        tokenIsUSPrivacy = tokenIsUSPrivacy && byte == UInt8(ascii: ".")
                    }
                    token += 1
                    if token >= 6 && tokenFirst == UInt8(ascii: "D") && tokenSecond == UInt8(ascii: "B") {
                        return (true, nil)
                    }
                    if token > maxInspectedLength { return (true, nil) }  // reported whole as too long to inspect
                } else {
                    if stopsAtQuote && byte == UInt8(ascii: "\"") {
                        closingQuote = index - 1
                        break scan
                    }
                    // a US Privacy string, maybe ending a sentence
                    if (4...7).contains(token) && tokenIsUSPrivacy { return (true, nil) }
                    if token >= minTruncatedLength && byte == 0xE2 { return (true, nil) }  // the first byte of "…"
                    token = 0
                }
            }
            let mayContain =
                (base64Run >= minBase64Length && !(runHasStandard && runHasURLSafe))
                || ((4...7).contains(token) && tokenIsUSPrivacy)
            return (mayContain, closingQuote)
        }
    }

    /// What `mayContain` asks of a byte, one table lookup per byte (`TextBytes`' classes).
    package enum ByteClass {
        package static let special: UInt8 = 1  // "=", "~", "%", "\\", "@"
        package static let base64: UInt8 = 2  // `TextBytes.isBase64`
        package static let standardBase64: UInt8 = 4  // "+", "/"
        package static let urlSafeBase64: UInt8 = 8  // "-", "_"
        package static let token: UInt8 = 16  // `TextBytes.isToken`
        package static let usPrivacyFlag: UInt8 = 32  // "Y", "N", "-"
        package static let alphanumeric: UInt8 = 64  // `TextBytes.isAlphanumeric`: base64 and token
    }

    package static let byteClasses: [UInt8] = (0...255).map { value in
        let byte = UInt8(value)
        var kind: UInt8 = 0
        if [UInt8(ascii: "="), UInt8(ascii: "~"), UInt8(ascii: "%"), UInt8(ascii: "\\"), UInt8(ascii: "@")].contains(
            byte)
        {
            kind |= ByteClass.special
        }
        if TextBytes.isBase64(byte) { kind |= ByteClass.base64 }
        if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "/") { kind |= ByteClass.standardBase64 }
        if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") { kind |= ByteClass.urlSafeBase64 }
        if TextBytes.isToken(byte) { kind |= ByteClass.token }
        if USPrivacyString.Flag.bytes.contains(byte) { kind |= ByteClass.usPrivacyFlag }
        if TextBytes.isAlphanumeric(byte) { kind |= ByteClass.alphanumeric }
        return kind
    }

    /// `TextBytes.forEachRun` over the bytes whose class has `kind`: one table lookup per byte
    /// rather than the comparisons of `TextBytes.isToken` or `isBase64`.
    package static func forEachRun(in bytes: UnsafeBufferPointer<UInt8>, of kind: UInt8, _ body: (Range<Int>) -> Void) {
        byteClasses.withUnsafeBufferPointer { classes in
            TextBytes.forEachRun(in: bytes, where: { classes[Int($0)] & kind != 0 }, body)
        }
    }

    // MARK: - Kinds of matches

    /// `name=value` pairs: an identifier parameter's value, a consent parameter's value, and any
    /// value that decodes as a consent string once percent-decoded.
    package static func parameterValues(in bytes: UnsafeBufferPointer<UInt8>, work: inout Work) -> [PersonalDataMatch] {
        var found: [PersonalDataMatch] = []
        for equals in bytes.indices where bytes[equals] == UInt8(ascii: "=") {
            var nameStart = equals
            while nameStart > 0, TextBytes.isParameterName(bytes[nameStart - 1]) { nameStart -= 1 }
            guard nameStart < equals else { continue }
            let valueStart = equals + 1
            var end = valueStart
            while end < bytes.count, bytes[end] != UInt8(ascii: "="), !TextBytes.endsParameterValue(bytes[end]) {
                end += 1
            }
            // Base64 padding belongs to the value.
            while end < bytes.count, bytes[end] == UInt8(ascii: "="),
                end + 1 == bytes.count || bytes[end + 1] == UInt8(ascii: "=")
                    || TextBytes.endsParameterValue(bytes[end + 1])
            {
                end += 1
            }
            // A value starts like a token or base64 data ("=`" in prose is no parameter).
            guard end > valueStart, TextBytes.isToken(bytes[valueStart]) || TextBytes.isBase64(bytes[valueStart]) else {
                continue
            }
            let range = valueStart..<end
            let name =
                equals - nameStart <= longestParameterName
                ? String(decoding: bytes[nameStart..<equals], as: UTF8.self).lowercased() : ""
            let named = identifierParameters.contains(name) || consentParameters.contains(name)
            // Any other parameter's value is decoded only when it starts like a consent string.
            guard named || isConsentCandidate(bytes[range]) || isBase64Candidate(bytes[range]) else { continue }
            guard work.spend(at: range.lowerBound) else { break }
            if range.count > maxInspectedLength {
                found.append(PersonalDataMatch(kind: .longValue, carrier: .parameter(name), value: "", range: range))
                continue
            }
            let value = ConsentStringInput.normalized(String(decoding: bytes[range], as: UTF8.self))
            if identifierParameters.contains(name) {
                guard !ConsentStringClassifier.isPlaceholder(value) else { continue }
                found.append(
                    PersonalDataMatch(kind: .identifier, carrier: .parameter(name), value: value, range: range))
            } else if let kind = ConsentStringClassifier.classify(value) {
                found.append(
                    PersonalDataMatch(kind: .consentString(kind), carrier: .parameter(name), value: value, range: range)
                )
            } else if named, !ConsentStringClassifier.isPlaceholder(value) {
                found.append(
                    PersonalDataMatch(kind: .consentValue, carrier: .parameter(name), value: value, range: range))
            }
        }
        return found
    }

    /// Runs of unreserved characters (`TextBytes.isToken`) that decode as a consent string (a
    /// sentence's final "." or "..." tolerated), that are too long to look into, or that a "…" cut.
    package static func tokens(in bytes: UnsafeBufferPointer<UInt8>, work: inout Work) -> [PersonalDataMatch] {
        var found: [PersonalDataMatch] = []
        var spent = false
        forEachRun(in: bytes, of: ByteClass.token) { run in
            guard !spent else { return }
            if run.count > maxInspectedLength {
                found.append(PersonalDataMatch(kind: .longValue, carrier: .token, value: "", range: run))
                return
            }
            var candidate = run
            var trimmedDots = 0
            while true {
                if isConsentCandidate(bytes[candidate]) {
                    guard work.spend(at: run.lowerBound) else {
                        spent = true
                        return
                    }
                    let raw = String(decoding: bytes[candidate], as: UTF8.self)
                    // A token has no white space to trim; only a percent-encoded one needs decoding.
                    let value = bytes[candidate].contains(UInt8(ascii: "%")) ? ConsentStringInput.normalized(raw) : raw
                    if let kind = ConsentStringClassifier.classify(value) {
                        found.append(
                            PersonalDataMatch(
                                kind: .consentString(kind), carrier: .token, value: value, range: candidate))
                        break
                    }
                }
                guard trimmedDots < 3, candidate.count > 1, bytes[candidate.upperBound - 1] == UInt8(ascii: ".") else {
                    if isCut(bytes, run) {
                        guard work.spend(at: run.lowerBound) else {
                            spent = true
                            return
                        }
                        found.append(
                            PersonalDataMatch(
                                kind: .truncated, carrier: .token,
                                value: String(decoding: bytes[run], as: UTF8.self), range: run))
                    }
                    break
                }
                candidate = candidate.lowerBound..<(candidate.upperBound - 1)
                trimmedDots += 1
            }
        }
        return found
    }

    /// UUIDs outside URL paths, not part of a longer run of letters and digits.
    package static func uuids(in bytes: UnsafeBufferPointer<UInt8>, work: inout Work) -> [PersonalDataMatch] {
        var found: [PersonalDataMatch] = []
        // URL paths are found one at a time, as far as the UUIDs reach (and only once there is one):
        // a text of many URLs costs no list of them.
        var path: Range<Int>?
        var pathsLookedFor = false
        var index = 0
        while index + 36 <= bytes.count {
            if bytes[index + 8] == UInt8(ascii: "-"), isUUID(bytes, at: index),
                index == 0 || !TextBytes.isAlphanumeric(bytes[index - 1]),
                index + 36 == bytes.count || !TextBytes.isAlphanumeric(bytes[index + 36])
            {
                if !pathsLookedFor {
                    path = urlPath(in: bytes, from: 0)
                    pathsLookedFor = true
                }
                while let current = path, current.upperBound <= index {
                    path = urlPath(in: bytes, from: current.upperBound)
                }
                if path?.contains(index) != true {
                    guard work.spend(at: index) else { break }
                    let range = index..<(index + 36)
                    found.append(
                        PersonalDataMatch(
                            kind: .identifier, carrier: .token,
                            value: String(decoding: bytes[range], as: UTF8.self), range: range))
                }
                index += 36
            } else {
                index += 1
            }
        }
        return found
    }

    /// Base64 runs that are an otConsentString, or whose decoded prefix is text holding a consent
    /// string or identifier (then the whole run is the match, named after what is inside).
    package static func base64Data(in bytes: UnsafeBufferPointer<UInt8>, depth: Int, work: inout Work)
        -> [PersonalDataMatch]
    {
        var found: [PersonalDataMatch] = []
        var spent = false
        forEachRun(in: bytes, of: ByteClass.base64) { run in
            guard !spent else { return }
            // Base64 uses "+" and "/", base64url "-" and "_": a run with both kinds (a URL's path) is neither.
            guard run.count >= minBase64Length, !mixesAlphabets(bytes[run]) else { return }
            var end = run.upperBound
            while end < bytes.count, end - run.upperBound < 2, bytes[end] == UInt8(ascii: "=") { end += 1 }
            let range = run.lowerBound..<end
            if range.count > maxInspectedLength {
                found.append(PersonalDataMatch(kind: .longValue, carrier: .base64, value: "", range: range))
                return
            }
            // Binary data (a TC string's bits, an image) is neither an otConsentString nor a carrier.
            guard let text = Base64Peek.text(bytes[range], limit: base64PeekLength) else { return }
            // Text inside costs decodings (as many as its at most `base64PeekLength` characters hold): one unit.
            guard work.spend(at: range.lowerBound) else {
                spent = true
                return
            }
            if isBase64Candidate(bytes[range]), mayBeOTConsentObject(text) {
                let value = String(decoding: bytes[range], as: UTF8.self)
                if let kind = ConsentStringClassifier.classify(value) {
                    found.append(
                        PersonalDataMatch(kind: .consentString(kind), carrier: .token, value: value, range: range))
                    return
                }
            }
            guard depth < maxDepth else { return }
            var inner = Array(text.utf8)
            // Data a "…" cut ends in a cut token too.
            if TextBytes.ellipsis(in: bytes, at: end) { inner += TextBytes.ellipsis }
            if let first = matches(in: inner, depth: depth + 1).first {
                found.append(PersonalDataMatch(kind: first.kind, carrier: .base64, value: first.value, range: range))
            }
        }
        return found
    }

    // MARK: - Shapes

    /// First characters and length a token of a text needs to be tried as a consent string
    /// (`ConsentStringKind`): TCF `C`/`B`, GPP `DB`, AC `1~`/`2~` (or `%7E` for the `~`) with a
    /// list of ids, US Privacy four characters from `1`. A parameter's value is tried whatever its shape.
    package static func isConsentCandidate(_ token: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        guard let first = token.first else { return false }
        let second = token.dropFirst().first
        switch first {
        case UInt8(ascii: "C"), UInt8(ascii: "B"): return token.count >= minTCFLength
        case UInt8(ascii: "D"): return token.count >= 6 && second == UInt8(ascii: "B")
        case UInt8(ascii: "1"), UInt8(ascii: "2"):
            // An AC string with at least two provider ids: "1~2" in a sentence is a range, not consent.
            return
                (token.count >= 6 && (second == UInt8(ascii: "~") || second == UInt8(ascii: "%"))
                && token.contains(UInt8(ascii: ".")))
                || (first == UInt8(ascii: "1") && token.count == 4)
        default: return false
        }
    }

    /// Whether `run` holds characters of both base64 alphabets (RFC 4648 sections 4 and 5).
    package static func mixesAlphabets(_ run: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        run.contains { $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "/") }
            && run.contains { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") }
    }

    /// Base64 of a JSON object, as an otConsentString is: `{"` and `{ ` encode to `ey`.
    package static func isBase64Candidate(_ token: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        token.count >= minBase64Length && token.starts(with: [UInt8(ascii: "e"), UInt8(ascii: "y")])
    }

    /// Whether decoded base64 text names an OTConsentObject key (`OTConsentObject.markerKeys`, in
    /// quotes, any case), which `OTConsentObject.decode` requires: other JSON is not parsed.
    package static func mayBeOTConsentObject(_ text: String) -> Bool {
        let lowered = Array(text.utf8).map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 | 0x20 : $0 }
        return OTConsentObject.markerKeys.contains { key in
            let quoted = Array("\"\(key)\"".utf8)
            return lowered.count >= quoted.count
                && (0...(lowered.count - quoted.count)).contains {
                    lowered[$0..<($0 + quoted.count)].elementsEqual(quoted)
                }
        }
    }

    /// A run of letters and digits (both present), longer than `minTruncatedLength`, right before "…".
    package static func isCut(_ bytes: UnsafeBufferPointer<UInt8>, _ run: Range<Int>) -> Bool {
        guard run.count >= minTruncatedLength, TextBytes.ellipsis(in: bytes, at: run.upperBound) else { return false }
        return bytes[run].contains(where: TextBytes.isDigit) && bytes[run].contains(where: TextBytes.isLetter)
    }

    /// 8-4-4-4-12 hexadecimal digits at `index`.
    package static func isUUID(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        for offset in 0..<36 {
            let byte = bytes[index + offset]
            if offset == 8 || offset == 13 || offset == 18 || offset == 23 {
                guard byte == UInt8(ascii: "-") else { return false }
            } else {
                guard TextBytes.isHexDigit(byte) else { return false }
            }
        }
        return true
    }

    /// The host and path of the first URL at or after `start` (from "://" to the query, the fragment or the URL's end).
    package static func urlPath(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Range<Int>? {
        var index = start
        while index + 3 <= bytes.count {
            guard bytes[index] == UInt8(ascii: ":"), bytes[index + 1] == UInt8(ascii: "/"),
                bytes[index + 2] == UInt8(ascii: "/")
            else {
                index += 1
                continue
            }
            var end = index + 3
            while end < bytes.count, bytes[end] > 0x20, bytes[end] < 0x7F, bytes[end] != UInt8(ascii: "?"),
                bytes[end] != UInt8(ascii: "#"),
                bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "'"), bytes[end] != UInt8(ascii: "<"),
                bytes[end] != UInt8(ascii: ">")
            {
                end += 1
            }
            return index..<end
        }
        return nil
    }

    /// Matches in text order, dropping those inside an earlier one (a parameter's value found
    /// again as a token, a dsId inside base64 data already matched as a whole).
    package static func outermost(_ matches: [PersonalDataMatch]) -> [PersonalDataMatch] {
        guard matches.count > 1 else { return matches }
        let ordered = matches.enumerated().sorted { a, b in
            if a.element.range.lowerBound != b.element.range.lowerBound {
                return a.element.range.lowerBound < b.element.range.lowerBound
            }
            if a.element.range.upperBound != b.element.range.upperBound {
                return a.element.range.upperBound > b.element.range.upperBound
            }
            return a.offset < b.offset
        }.map(\.element)
        var kept: [PersonalDataMatch] = []
        for match in ordered {
            if let last = kept.last, match.range.lowerBound >= last.range.lowerBound,
                match.range.upperBound <= last.range.upperBound
            {
                continue
            }
            kept.append(match)
        }
        return kept
    }
}
