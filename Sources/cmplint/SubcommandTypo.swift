import ArgumentParser
import CMPLint
import CMPLintDocuments
import Foundation

/// A mistyped subcommand (`cmplint lnt`, `cmplint rule`): since `lint` is the default subcommand,
/// the word would otherwise be read as a PATH and fail with "no such file or directory". A word
/// that names an existing file or folder is a PATH and is linted, however close to a command.
enum SubcommandTypo {
    /// The error for `arguments` when the first one is no option, command or existing path but
    /// close to a command's name (`didYouMean`); nil otherwise.
    static func error(in arguments: [String]) -> String? {
        guard let word = arguments.first, !word.hasPrefix("-") else { return nil }
        let names = CMPLintCommand.commandNames
        guard !names.contains(word), !FileManager.default.fileExists(atPath: word),
            let suggestion = didYouMean(word, among: names)
        else { return nil }
        return
            "'\(word)' is no cmplint command, nor a file or folder here; did you mean 'cmplint \(suggestion)'? (`cmplint --help` lists the commands)"
    }
}
