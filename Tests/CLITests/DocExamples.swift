import Foundation

/// The runnable examples of a Markdown page (README.md, docs/*.md), so that a test runs every
/// example command the documentation shows and none goes stale.
///
/// - A ```` ```sh ```` block is a script: each command (a line, `\` continuations joined) runs and must
///   end with cmplint's own outcomes, exit 0 or 1. A block starting with `#!` is a script file shown
///   whole (it may hold `if … fi`): it runs as one.
/// - A fenced block whose first line starts with `$ ` is a transcript: each `$ COMMAND` runs, and the
///   lines shown after it (up to the next `$ `) must appear in its output in that order; lines left
///   out are allowed (a `…` line says so to the reader). `$ echo $?` and the number after it check
///   the status of the command before it, which may then be anything.
/// - `<!-- example: not run (REASON) -->` on the line before a fence opts the block out, for what
///   cannot run here (a real server, an installer, the test suite itself); the reason is required.
/// - `swift run cmplint` in an example runs the built `cmplint`, as `cmplint` does.
/// Other blocks (YAML, JSON, output without a `$ ` line) are data: tests of their own check them.
struct DocExample: Equatable {
    enum Kind: Equatable {
        /// Commands that must exit 0 or 1.
        case script([String])
        /// Commands, each with the lines it must print and the status `echo $?` shows (if any).
        case transcript([Step])
        case notRun(reason: String)
    }

    struct Step: Equatable {
        var command: String
        var shown: [String] = []
        var status: Int32?
    }

    let file: String
    let line: Int
    let kind: Kind

    static let optOut = "<!-- example: not run ("

    static func parse(_ markdown: String, file: String) throws -> [DocExample] {
        let lines = markdown.components(separatedBy: "\n")
        var examples: [DocExample] = []
        var index = 0
        while index < lines.count {
            let opening = lines[index]
            guard opening.hasPrefix("```") else {
                index += 1
                continue
            }
            let language = opening.dropFirst(3).trimmingCharacters(in: .whitespaces)
            var body: [String] = []
            var close = index + 1
            while close < lines.count, !lines[close].hasPrefix("```") {
                body.append(lines[close])
                close += 1
            }
            guard close < lines.count else { throw ExampleError("\(file):\(index + 1): a code block is not closed") }
            let previous = index > 0 ? lines[index - 1] : ""
            let runnable = language == "sh" || body.first?.hasPrefix("$ ") == true
            if previous.hasPrefix("<!-- example") {
                guard previous.hasPrefix(optOut), previous.hasSuffix(") -->"), previous.count > optOut.count + 5 else {
                    throw ExampleError("\(file):\(index): write the opt-out as \(optOut)REASON) -->")
                }
                let reason = String(previous.dropFirst(optOut.count).dropLast(5))
                examples.append(DocExample(file: file, line: index + 1, kind: .notRun(reason: reason)))
            } else if runnable {
                let kind: Kind =
                    body.first?.hasPrefix("$ ") == true
                    ? .transcript(steps(body))
                    : body.first?.hasPrefix("#!") == true
                        ? .script([body.joined(separator: "\n")]) : .script(commands(body))
                examples.append(DocExample(file: file, line: index + 1, kind: kind))
            }
            index = close + 1
        }
        return examples
    }

    /// A script's commands: `\` continuations joined, blank lines and whole-line comments left out.
    static func commands(_ body: [String]) -> [String] {
        var commands: [String] = []
        var pending = ""
        for line in body {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if pending.isEmpty, trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            if trimmed.hasSuffix("\\") {
                pending += trimmed.dropLast().trimmingCharacters(in: .whitespaces) + " "
            } else {
                commands.append(pending + trimmed)
                pending = ""
            }
        }
        return commands
    }

    static func steps(_ body: [String]) -> [Step] {
        var steps: [Step] = []
        var expectStatus = false
        for line in body {
            if line == "$ echo $?" {
                expectStatus = true
            } else if line.hasPrefix("$ ") {
                steps.append(Step(command: String(line.dropFirst(2))))
            } else if expectStatus, let status = Int32(line), !steps.isEmpty {
                steps[steps.count - 1].status = status
                expectStatus = false
            } else if line != "…", !steps.isEmpty {
                steps[steps.count - 1].shown.append(line)
            }
        }
        return steps
    }

    /// The first shown line missing from `output` (in order, trailing spaces ignored), or nil.
    static func firstMissing(_ shown: [String], in output: String) -> String? {
        var actual = output.components(separatedBy: "\n").map { $0.trimmingTrailingSpaces }[...]
        for line in shown.map(\.trimmingTrailingSpaces) where !line.isEmpty {
            guard let found = actual.firstIndex(of: line) else { return line }
            actual = actual[(found + 1)...]
        }
        return nil
    }
}

struct ExampleError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

extension String {
    var trimmingTrailingSpaces: String {
        var text = self[...]
        while text.last == " " { text = text.dropLast() }
        return String(text)
    }
}
