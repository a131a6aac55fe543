import Testing

@testable import CMPLint
@testable import CMPLintDocuments
@testable import CMPLintKnowledge

/// GPP headers, Fibonacci ranges and full strings from the IAB GPP Consent String Specification and
/// the tests of https://github.com/IABTechLab/iabgpp-es.
struct GPPStringTests {
    func ids(_ header: String) throws -> [Int] { try GPPString.header(Substring(header)).ids }

    func reason(_ value: String) -> String? {
        do {
            _ = try GPPString.decode(value)
            return nil
        } catch { return error.reason }
    }

    /// Decodes a raw bit string as a Fibonacci range, via the base64url path (trailing zero bits
    /// from the 6-bit padding are ignored, as in real strings).
    func fibonacciRange(_ bits: String) throws(ConsentStringError) -> [Int] {
        var writer = ConsentTestBitWriter()
        writer.raw(bits)
        var reader = try ConsentBitReader(base64url: Substring(writer.base64url()), label: "test")
        return try reader.fibonacciRange("ids")
    }

    @Test func headerVectors() throws {
        #expect(try ids("DBAA") == [])
        #expect(try ids("DBABMA") == [2])
        #expect(try ids("DBABM") == [2])
        #expect(try ids("DBACNYA") == [2, 6])
        #expect(try ids("DBACNY") == [2, 6])
        #expect(try ids("DBABjw") == [5, 6])
        #expect(try ids("DBABTA") == [6])
        #expect(try ids("DBABLA") == [7])
        #expect(try ids("DBACOeA") == [2, 5, 6])
        #expect(try ids("DBACOcGA") == [2] + Array(5...27))
        #expect(try ids("DBACOcGA").count == 24)
        #expect(try ids("DBABBg") == [8])
        #expect(try GPPString.header("DBABM").version == 1)
    }

    @Test func fibonacciRangeVectors() throws {
        #expect(try fibonacciRange("000000000000") == [])
        #expect(try fibonacciRange("0000000000010011") == [2])
        #expect(try fibonacciRange("00000000000110111011") == [2, 3, 4, 5, 6])
        #expect(try fibonacciRange("000000000010001110011011") == [2, 5, 6, 7])
        #expect(try fibonacciRange("0000000000100001110110011") == [3, 5, 6, 7, 8])
        #expect(try fibonacciRange("00000000001000111001101011") == [2, 5, 6, 7, 8, 9, 10, 11, 12])
        #expect(throws: ConsentStringError.self) { try fibonacciRange("0011") }
    }

    @Test func fibonacciIntegers() throws {
        let codes = ["11": 1, "011": 2, "0011": 3, "1011": 4, "00011": 5, "10011": 6, "01011": 7]
        for (code, value) in codes {
            var writer = ConsentTestBitWriter()
            writer.raw(code)
            var reader = try ConsentBitReader(base64url: Substring(writer.base64url()), label: "test")
            #expect(try reader.fibonacci("n") == value)
        }
        // No terminator within 40 bits.
        var reader = try ConsentBitReader(base64url: "AAAAAAAAAA", label: "test")
        #expect(throws: ConsentStringError("test: n is a Fibonacci code longer than 40 bits")) {
            try reader.fibonacci("n")
        }
    }

    @Test func specExamplesWithTCSection() throws {
        let one = try GPPString.decode("DBABM~CPXxRfAPXxRfAAfKABENB-CgAAAAAAAAAAYgAAAAAAAA")
        #expect(one.version == 1)
        #expect(one.sections.map(\.id) == [2] && one.sections.map(\.name) == ["tcfeuv2"])
        let tc = try #require(one.sections[0].tcString)
        #expect(tc.cmpId == 31 && tc.cmpVersion == 640 && tc.consentScreen == 1)
        #expect(tc.consentLanguage == "EN" && tc.vendorListVersion == 126 && tc.publisherCountryCode == "DE")
        #expect(ConsentStringDate.iso8601(tc.created) == "2022-04-20T22:00:00Z")
        #expect(one.sections[0].decodeError == nil)

        let two = try GPPString.decode("DBACNY~CPXxRfAPXxRfAAfKABENB-CgAAAAAAAAAAYgAAAAAAAA~1YNN")
        #expect(two.sections.map(\.id) == [2, 6] && two.sections.map(\.name) == ["tcfeuv2", "uspv1"])
        #expect(two.sections[1].tcString == nil && two.sections[1].decodeError == nil)
    }

    @Test func iabgppFullStrings() throws {
        let a = try GPPString.decode("DBACNYA~CPSG_8APSG_8ANwAAAENAwCgAAAAAAAAAAAAAAAAAAAA.IAAA.YAAAAAAAAAAA~1YNN")
        #expect(a.sections.map(\.id) == [2, 6])
        #expect(a.sections[0].tcString?.cmpId == 880 && a.sections[0].tcString?.vendorListVersion == 48)
        #expect(a.sections[0].tcString?.segmentTypes == ["core", "disclosedVendors", "publisherTC"])
        let usp = try USPrivacyString.decode("1YNN")
        #expect(usp.notice == .yes && usp.optOutSale == .no && usp.lspaCovered == .no)

        #expect(try GPPString.decode("DBABTA~1YNN").sections.map(\.name) == ["uspv1"])

        let three = try GPPString.decode(
            "DBACOeA~CPSG_8APSG_8ANwAAAENAwCgAAAAAAAAAAAAAAAAAAAA.IAAA.YAAAAAAAAAAA~BPSG_8APSG_8AAyACAENGdCgf_gfgAfgfgBgABABAAABAB4AACACADwAAEAE.fHHHA4444ao~1YNN"
        )
        #expect(three.sections.map(\.id) == [2, 5, 6])
        #expect(three.sections.map(\.name) == ["tcfeuv2", "tcfcav1", "uspv1"])
        // Canadian TCF is not read as EU TCF
        #expect(three.sections[1].tcString == nil && three.sections[1].decodeError == nil)

        // usnat sections start with B or C but are never decoded as TC strings.
        for value in ["DBABLA~BAAAVVVVUQA.QA", "DBABLA~CAAAVVVVVVRA.QA", "DBABLA~CAAAAAABEQA.QA"] {
            let gpp = try GPPString.decode(value)
            #expect(
                gpp.sections.map(\.name) == ["usnat"] && gpp.sections[0].tcString == nil
                    && gpp.sections[0].decodeError == nil)
        }
        #expect(try GPPString.decode("DBABBg~BVqqqqpY.YA").sections.map(\.name) == ["usca"])
        #expect(try GPPString.decode("DBAA").sections.isEmpty)
    }

    @Test func allTwentyFourSectionNames() throws {
        let value = "DBACOcGA" + String(repeating: "~AA", count: 24)
        let gpp = try GPPString.decode(value)
        #expect(gpp.sections.count == 24)
        #expect(gpp.sections.first?.name == "tcfeuv2")
        #expect(gpp.sections.last.map { ($0.id, $0.name) } ?? (0, "") == (27, "usri"))
        #expect(gpp.sections.map(\.name).contains("usnat") && gpp.sections.map(\.name).contains("ustx"))
        // Section 2 is "AA", no TC string: the failure is kept on the section, not thrown.
        #expect(gpp.sections[0].decodeError == "core version is 0; a TCF v2 TC string has version 2")
        #expect(gpp.sections[1].decodeError == nil)
    }

    @Test func unknownSectionIdsAreNamedNotRejected() throws {
        var header = ConsentTestBitWriter()
        // id 30 = 1 + 8 + 21
        header.int(3, 6)
        header.int(1, 6)
        header.int(1, 12)
        header.bool(false)
        header.raw("10001011")
        let gpp = try GPPString.decode(header.base64url() + "~AAAA")
        #expect(gpp.sections.map(\.id) == [30])
        #expect(gpp.sections[0].name == "unknown section 30")
    }

    @Test func negativeVectors() {
        #expect(
            reason(
                "DBACOeA~CPSG_8APSG_8ANwAAAENAwCAAAAAAAAAAAAAAAAAAAAA.QAAA.IAAA~BPSG_8APSG_8AAyACAENGdCgf_gfgAfgfgBhADVqxGAD0AILVgAA.fHHHA4444ao"
            )
                == "the header lists 3 sections but 2 follow")
        #expect(reason("DBACOeA~~1YNN") == "the header lists 3 sections but 2 follow")
        #expect(reason("DBACNY~~1YNN") == "the string for section 2 (tcfeuv2) is empty")
        #expect(
            reason("invalid gpp string")
                == "the GPP header has ' ' at character 8, which is not in the base64url alphabet"
                || reason("invalid gpp string")?.hasPrefix("the GPP header has") == true)
        #expect(reason("") == "the value is empty")
        #expect(reason("CBABM~x") == "the GPP header has type 2; a GPP header has type 3")
        #expect(reason("DCABM~x") == "the GPP header has version 2; only version 1 is defined")
        #expect(
            reason("DB")
                == "the GPP header ends at bit 12 while reading section ids count (needs 12 bits at bit 12, 0 left)")
        #expect(reason("DBAA~1YNN") == "the header lists 0 sections but 1 follow")
        #expect(reason("DBABM") == "the header lists 1 section but 0 follow")
    }

    @Test func malformedSectionContentIsKeptOnTheSection() throws {
        let gpp = try GPPString.decode("DBACNY~CPRA~1YXN")
        #expect(gpp.sections[0].decodeError == "segment 1 is 24 bits long; the core segment needs at least 213")
        #expect(gpp.sections[1].decodeError == "US Privacy OptOutSale is 'X'; it must be 'Y', 'N' or '-'")
        let usnat = try GPPString.decode("DBABLA~BAA!")
        #expect(usnat.sections[0].decodeError == "the section has characters outside base64url")
    }

    @Test func evidenceNestsTheTCSection() throws {
        let gpp = try GPPString.decode("DBACNY~CPXxRfAPXxRfAAfKABENB-CgAAAAAAAAAAYgAAAAAAAA~1YNN")
        let evidence = gpp.evidence
        #expect(evidence.map(\.key) == ["version", "sections", "tcfeuv2"])
        #expect(
            evidence[1].value
                == .array([
                    .object([JSONMember(key: "id", value: .int(2)), JSONMember(key: "name", value: .string("tcfeuv2"))]
                    ),
                    .object([JSONMember(key: "id", value: .int(6)), JSONMember(key: "name", value: .string("uspv1"))]),
                ]))
        guard case .object(let tc) = evidence[2].value else {
            Issue.record("tcfeuv2 is not an object")
            return
        }
        #expect(tc.contains(JSONMember(key: "cmpId", value: .int(31))))
        #expect(tc.contains(JSONMember(key: "created", value: .string("2022-04-20T22:00:00Z"))))

        let failed = try GPPString.decode("DBACNY~CPRA~1YNN").evidence
        #expect(failed.map(\.key) == ["version", "sections"])
        #expect(JSONValue.array([failed[1].value]).jsonText.contains(#""decodeError":"segment 1 is 24 bits long"#))
    }
}
