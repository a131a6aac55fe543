import FuzzSupport

@testable import CMPLint
@testable import CMPLintDocuments

/// libFuzzer harness for the YAML loaders: the input read as a rule file (`RuleLoader`, which runs
/// `YAMLParser` and every rule-vocabulary decoder) and as a config file (`Configuration.parse`,
/// internal, hence `@testable`: the fuzz build compiles CMPLint with `-enable-testing`). Either
/// gives rules or a configuration, or a `YAMLError` whose line and column lie in the text.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzYAML(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = FuzzInput.text(data, size)
    let lines = lineCount(text)
    do {
        _ = try RuleLoader.loadFile(text: text, file: "fuzz.yml", requireExamples: false)
    } catch {
        check(error, lines: lines)
    }
    do {
        _ = try Configuration.parse(text: text, file: ".cmplint.yml", location: "/fuzz/.cmplint.yml")
    } catch {
        check(error, lines: lines)
    }
    return 0
}

/// Lines as libyaml counts them: YAML 1.1 line breaks are LF, CR, CR LF, NEL, LS and PS
/// (https://yaml.org/spec/1.1/#id871136).
private func lineCount(_ text: String) -> Int {
    var lines = 1
    var afterCR = false
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\n": if !afterCR { lines += 1 }
        case "\r", "\u{85}", "\u{2028}", "\u{2029}": lines += 1
        default: break
        }
        afterCR = scalar == "\r"
    }
    return lines
}

private func check(_ error: YAMLError, lines: Int) {
    FuzzCheck.require(!error.message.isEmpty, "a YAML error without a message")
    guard let mark = error.mark else { return }
    FuzzCheck.require(
        mark.line >= 1 && mark.line <= lines + 1 && mark.column >= 1,
        "error at \(mark) in a text of \(lines) lines: \(error.message.prefix(200))")
}

FuzzDriver.run { SeedSources.yamlTexts }
