extension ConsentStringShape {
    /// The kind a value too long to decode is reported as: its first bytes pick the candidate (as in
    /// `ConsentStringClassifier.classify`) and the header must decode and be plausible, so that long
    /// ordinary strings starting with `C` or `e` are not taken for consent strings.
    package var kind: ConsentStringKind? {
        guard !isRuledOut, !needsNormalizing, !hasPaddingInside, length > 4 else { return nil }
        let base64url = !hasStandardBase64 && !hasInnerLineBreaks
        switch candidate {
        case .additionalConsent:
            return isAdditionalConsentGrammar && !hasInnerLineBreaks ? .additionalConsent : nil
        case .gpp:
            return base64url && tildes > 0 && gppHeaderListsSections() ? .gpp : nil
        case .tcfV2:
            return base64url && tildes == 0 && tcfHeaderIsPlausible(version: 2) ? .tcfV2 : nil
        case .tcfV1:
            return base64url && tildes == 0 && dots == 0 && tcfHeaderIsPlausible(version: 1) ? .tcfV1 : nil
        case .otConsentString:
            return tildes == 0 && dots == 0 && otConsentObjectKeyInHead() ? .otConsentString : nil
        case .usPrivacy, nil:
            return nil  // four characters: never too long to decode
        }
    }

    /// The first segment's Version and the TCF header (Created … VendorListVersion) decode, with
    /// dates inside the classifier's plausible window.
    private func tcfHeaderIsPlausible(version: Int) -> Bool {
        // Version and header take 132 bits: 22 base64url characters.
        let text = String(decoding: head.prefix { $0 != UInt8(ascii: ".") }.prefix(22), as: UTF8.self)
        guard var reader = try? ConsentBitReader(base64url: Substring(text), label: "the head"),
            (try? reader.int(6, "Version")) == version,
            let header = try? TCFHeader.read(&reader)
        else { return false }
        let earliest = version == 2 ? ConsentStringClassifier.earliestTCFv2 : ConsentStringClassifier.earliestTCFv1
        return ConsentStringClassifier.plausible(header.created, header.lastUpdated, from: earliest)
    }

    /// The GPP header (up to the first `~`, inside the head) decodes and lists one section per
    /// `~`-separated part that follows.
    private func gppHeaderListsSections() -> Bool {
        guard let end = head.firstIndex(of: UInt8(ascii: "~")),
            let ids = try? GPPString.header(Substring(String(decoding: head[..<end], as: UTF8.self))).ids
        else { return false }
        return !ids.isEmpty && ids.count == tildes && ids.count <= GPPString.maxSections
    }

    /// The head is base64 of a JSON object (`{"` first) naming one of the OTConsentObject's own keys.
    private func otConsentObjectKeyInHead() -> Bool {
        let usable = head.count - head.count % 4
        guard usable >= 4,
            let payload = try? OTConsentObject.base64Payload(String(decoding: head[..<usable], as: UTF8.self))
        else { return false }
        let lowered = String(decoding: payload, as: UTF8.self).lowercased()
        guard lowered.hasPrefix("{\"") else { return false }
        return OTConsentObject.markerKeys.contains { lowered.containsBytes("\"\($0)\"") }
    }
}
