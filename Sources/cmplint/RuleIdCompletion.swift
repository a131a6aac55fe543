import ArgumentParser
import CMPLint

/// Shell completion of rule ids (`cmplint rules <TAB>`): the default rules' ids and those of the
/// config the typed words name with `-c`/`--config` (else the nearest `.cmplint.yml`), so a team's
/// own rules complete too. Completion runs on every TAB, so a config that fails to load falls back
/// to the default ids, and nothing is ever printed but the candidates.
enum RuleIdCompletion {
    static let kind = CompletionKind.custom { words, _, prefix in ids(words: words, prefix: prefix) }

    /// The ids starting with `prefix`, sorted, each once.
    static func ids(words: [String], prefix: String) -> [String] {
        var ids = Set((try? DefaultRuleset.load(examples: false))?.ids ?? [])
        if let configured = try? configuredRuleset(words: words) { ids.formUnion(configured.ids) }
        return ids.filter { $0.hasPrefix(prefix) }.sorted()
    }

    /// The ruleset of the config the words choose, as `rules` would load it.
    private static func configuredRuleset(words: [String]) throws -> Ruleset {
        var request = LintRequest()
        for (index, word) in words.enumerated() {
            if word == "--isolated" { request.isolated = true }
            if word.hasPrefix("--config=") { request.configFile = String(word.dropFirst("--config=".count)) }
            if word == "-c" || word == "--config", index + 1 < words.count { request.configFile = words[index + 1] }
        }
        return try LintRunner.loadConfiguration(request).ruleset()
    }
}
