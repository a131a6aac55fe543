@testable import CMPLint
import FuzzSupport

/// libFuzzer harness for the YAML loaders: the input read as a rule file (`RuleLoader`, which runs
/// `YAMLParser` and every rule-vocabulary decoder) and as a config file (`Configuration.parse`,
/// internal, hence `@testable`: the fuzz build compiles CMPLint with `-enable-testing`). Either
/// gives rules or a configuration, or a `YAMLError` whose line and column lie in the text.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzYAML(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = FuzzInput.text(data, size)
    let lines = text.utf8.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
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

private func check(_ error: YAMLError, lines: Int) {
    FuzzCheck.require(!error.message.isEmpty, "a YAML error without a message")
    guard let mark = error.mark else { return }
    FuzzCheck.require(mark.line >= 1 && mark.line <= lines + 1 && mark.column >= 1,
                      "error at \(mark) in a text of \(lines) lines: \(error.message.prefix(200))")
}

FuzzDriver.run { SeedSources.yamlTexts }
