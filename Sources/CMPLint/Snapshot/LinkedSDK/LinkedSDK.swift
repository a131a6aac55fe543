import CMPLintKnowledge

/// One statement of the OneTrust SDK version the app around a set links: what a file declares
/// (`DeclaredSDKVersion`) and where, as a reader finds it (`ios/Podfile.lock:12`,
/// `MyApp.ipa!/Payload/MyApp.app/Frameworks/OTPublishersHeadlessSDK.framework/Info.plist`).
package struct LinkedSDK: Sendable, Equatable {
    package let declaration: DeclaredSDKVersion
    /// The file, shown relative to the working directory (an archive entry as `archive!/entry`).
    package let file: String

    package init(declaration: DeclaredSDKVersion, file: String) {
        self.declaration = declaration
        self.file = file
    }

    package var place: String { declaration.line > 0 ? "\(file):\(declaration.line)" : file }
}
