import Testing

@testable import CMPLint
@testable import CMPLintDocuments
@testable import CMPLintKnowledge

/// Where `LegacyMarkers` looks for the PascalCase fields of legacy domain data: in objects less
/// than `searchDepth` containers below the root (arrays count), each name once, in document order.
@Suite struct LegacyMarkersTests {
    static func markers(_ json: String) throws -> [String] {
        let document = try JSONParser.parse(Array(json.utf8))
        return LegacyMarkers.find(in: document).compactMap(document.string)
    }

    @Test func looksFourContainersDeepAndNoDeeper() throws {
        // d is four objects below the root: its keys are read; e is five below: its are not.
        let nested = #"{"a":{"b":{"c":{"d":{"ShowAlertNotice":1,"e":{"IsIabEnabled":true}}}}},"CustomGroupId":"x"}"#
        #expect(try Self.markers(nested) == ["ShowAlertNotice", "CustomGroupId"])
        #expect(try Self.markers(#"{"x":[[[{"CustomGroupId":1}]]]}"#) == ["CustomGroupId"])
        #expect(try Self.markers(#"{"x":[[[[{"CustomGroupId":1}]]]]}"#) == [])
    }

    @Test func namesEachMarkerOnceInDocumentOrder() throws {
        let repeated =
            #"{"groups":[{"CustomGroupId":"C1","PCTemplateUpgrade":1},{"CustomGroupId":"C2"}],"#
            + #""\u0049sIabEnabled":true,"domain":{}}"#
        #expect(try Self.markers(repeated) == ["domain", "CustomGroupId", "PCTemplateUpgrade", "IsIabEnabled"])
        // Keys of a CMP API response are camelCase: none is a marker, and values never are.
        #expect(try Self.markers(#"{"pcUIData":{"customGroupId":"C1","title":"ShowAlertNotice"}}"#) == [])
    }
}
