import CMPLintKnowledge

/// What a set is meant for, guessed from the names of its folders for `cmplint init`: `DE` (a
/// country), `de` (a language the identifier knows), `fr-CA` and `pt_BR` (a language and a
/// country), the lint convention `CC[-RR]_lang` (`DE_de`), and the language of an iOS or
/// Android localisation folder (`de.lproj`, `raw-pt-rBR`: `LocalisationFolder`). The nearest
/// folder wins for each of country and language. A guess is only a starting point the user checks, which is why it is
/// written into the starter file rather than applied by `lint`.
package enum FolderNameGuess {
    package static func expectations(folders: [String]) -> SetExpectations {
        var result = SetExpectations()
        for name in folders.reversed() {
            result = result.filled(from: guess(name))
        }
        return result
    }

    /// One folder name's guess (empty when it says nothing).
    package static func guess(_ name: String) -> SetExpectations {
        if let convention = SetExpectations(folderName: name) { return convention }
        let source = SetExpectations.Source.folderName(name)
        if let language = LocalisationFolder.language(ofFolder: name) {
            return (try? SetExpectations.validated(country: nil, region: nil, language: language, source: source))
                ?? SetExpectations()
        }
        if name.wholeMatch(of: #/[A-Z]{2}/#) != nil {
            return (try? SetExpectations.validated(country: name, region: nil, language: nil, source: source))
                ?? SetExpectations()
        }
        if name.wholeMatch(of: #/[a-z]{2,3}/#) != nil, LanguageIdentifier.info(for: name) != nil {
            return (try? SetExpectations.validated(country: nil, region: nil, language: name, source: source))
                ?? SetExpectations()
        }
        if let match = name.wholeMatch(of: #/([a-z]{2,3})[-_]([A-Z]{2})/#),
            LanguageIdentifier.info(for: String(match.1)) != nil
        {
            return
                (try? SetExpectations.validated(
                    country: String(match.2), region: nil, language: "\(match.1)-\(match.2)", source: source))
                ?? SetExpectations()
        }
        return SetExpectations()
    }
}
