/// A logo URL a response carries, by the name `OTOfflineData.LogoData` gives the logo (`banner`,
/// `preferences`, `ageGate`). Offline the SDK cannot download it; the app must bundle it (OneTrust
/// Offline Mode documentation, https://developer.onetrust.com/onetrust/docs/ios-offline-mode,
/// section 4 "Supplying Logos", confirmed). An empty URL means the template shows no logo.
public struct InspectedLogo: Sendable, Equatable {
    public let name: String
    public let url: String

    public init(name: String, url: String) {
        self.name = name
        self.url = url
    }
}
