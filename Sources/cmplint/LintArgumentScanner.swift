import ArgumentParser
import CMPLint
import CMPLintCLI

/// Reads the arguments of a plain `cmplint [lint] PATH... [options]` without swift-argument-parser's
/// parse, which builds every command's argument set by reflection: about 29 million instructions,
/// more than linting a 110 KB set's three files. The command it returns is the one `parseAsRoot`
/// returns for the same arguments (`LintArgumentScannerTests` compares the two on many argument
/// lists, and fails when `lint` gains an option this table lacks).
///
/// It accepts only what it reads exactly like swift-argument-parser: `--name value`,
/// `--name=value`, `-f value` (and `-o`, `-c`, `-q`), flags, and PATHs that start with no `-`.
/// Anything else (`--help`, `--version`, another command, a repeated single-value option, `--`, an
/// empty value or one starting with `-`, a value the option's type rejects, an unknown option)
/// gives nil, and the caller parses with swift-argument-parser, which also writes every usage error.
enum LintArgumentScanner {
    private enum Kind {
        /// `--strict`: present or not.
        case flag
        /// `--output FILE`: at most once here (swift-argument-parser keeps the last of several).
        case value
        /// `--format NAME`: repeatable, each one appended.
        case values
    }

    /// Every option of `lint` by each of its names, with the long name its value is kept under.
    private static let options: [String: (name: String, kind: Kind)] = {
        let long: [(String, Kind, Character?)] = [
            ("banner", .value, nil), ("preferences", .value, nil), ("vendors", .value, nil),
            ("country", .value, nil), ("region", .value, nil), ("language", .value, nil),
            ("config", .value, "c"), ("ignore-file", .value, nil), ("isolated", .flag, nil), ("show-personal-data", .flag, nil),
            ("max-file-size", .value, nil),
            ("format", .values, "f"), ("output", .value, "o"), ("fail-severity", .value, nil),
            ("strict", .flag, nil), ("max-warnings", .value, nil), ("require-meant-for", .flag, nil), ("statistics", .flag, nil),
            ("quiet", .flag, "q"), ("max-findings-per-rule", .value, nil), ("baseline", .value, nil),
            ("color", .value, nil),
            ("write-baseline", .value, nil), ("print-config", .value, nil),
        ]
        var table: [String: (name: String, kind: Kind)] = [:]
        for (name, kind, short) in long {
            table["--" + name] = (name, kind)
            if let short { table["-" + String(short)] = (name, kind) }
        }
        return table
    }()

    /// Every spelling of an option the scanner reads, `--format` and `-f` (for the test that keeps
    /// it in step with `lint`'s options).
    static var spellings: Set<String> { Set(options.keys) }

    /// The `lint` command for `arguments` (those after the program's name), or nil when they are
    /// not a plain lint invocation.
    static func command(_ arguments: [String], commandNames: [String]) -> LintCommand? {
        var rest = arguments[...]
        if rest.first == "lint" { rest = rest.dropFirst() }
        var paths: [String] = []
        var values: [String: [String]] = [:]
        var flags: Set<String> = []
        while let argument = rest.popFirst() {
            guard argument.hasPrefix("-") else {
                // A PATH that names a command is for swift-argument-parser to place.
                guard !argument.isEmpty, !commandNames.contains(argument) else { return nil }
                paths.append(argument)
                continue
            }
            let (name, attached) = split(argument)
            guard let option = options[name] else { return nil }
            switch option.kind {
            case .flag:
                guard attached == nil, flags.insert(option.name).inserted else { return nil }
            case .value, .values:
                guard let value = attached ?? rest.popFirst(), !value.isEmpty, !value.hasPrefix("-") else { return nil }
                if option.kind == .value && values[option.name] != nil { return nil }
                values[option.name, default: []].append(value)
            }
        }
        return LintCommand(scanned: ScannedArguments(paths: paths, values: values, flags: flags))
    }

    /// `--name=value` as its name and value; a short option takes no attached value here.
    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}

/// What the scanner read, by long name, for the option groups to take their values from.
struct ScannedArguments {
    let paths: [String]
    let values: [String: [String]]
    let flags: Set<String>

    func value(_ name: String) -> String? { values[name]?.first }

    /// The value converted as swift-argument-parser converts it; nil inside when it is absent,
    /// nil outside when the type rejects it.
    func converted<T: ExpressibleByArgument>(_ name: String, as type: T.Type = T.self) -> T?? {
        guard let text = value(name) else { return .some(nil) }
        return T(argument: text).map { .some($0) }
    }
}

extension LintCommand {
    /// The command with every property set from `scanned` (each one: a property left unset would
    /// trap when read); nil when a value does not convert.
    init?(scanned: ScannedArguments) {
        guard let options = LintOptions(scanned: scanned) else { return nil }
        self.init()
        self.options = options
        writeBaseline = scanned.value("write-baseline")
        printConfig = scanned.value("print-config")
    }
}

extension LintOptions {
    init?(scanned: ScannedArguments) {
        guard let reporting = LintReportingOptions(scanned: scanned) else { return nil }
        self.init()
        sets = SetPathOptions(scanned: scanned)
        reading = SetReadingOptions(scanned: scanned)
        self.reporting = reporting
    }
}

extension SetPathOptions {
    init(scanned: ScannedArguments) {
        self.init()
        paths = scanned.paths
        banner = scanned.value("banner")
        preferences = scanned.value("preferences")
        vendors = scanned.value("vendors")
    }
}

extension SetReadingOptions {
    init(scanned: ScannedArguments) {
        self.init()
        country = scanned.value("country")
        region = scanned.value("region")
        language = scanned.value("language")
        files = ReadingOptions(scanned: scanned)
    }
}

extension ReadingOptions {
    init(scanned: ScannedArguments) {
        self.init()
        config = scanned.value("config")
        ignoreFile = scanned.value("ignore-file")
        isolated = scanned.flags.contains("isolated")
        showPersonalData = scanned.flags.contains("show-personal-data")
        maxFileSize = scanned.value("max-file-size")
    }
}

extension LintReportingOptions {
    init?(scanned: ScannedArguments) {
        var formats: [ReportRequest] = []
        for text in scanned.values["format"] ?? [] {
            guard let format = ReportRequest(argument: text) else { return nil }
            formats.append(format)
        }
        guard let failSeverity = scanned.converted("fail-severity", as: Severity.self),
              let maxWarnings = scanned.converted("max-warnings", as: Int.self),
              let maxFindingsPerRule = scanned.converted("max-findings-per-rule", as: Int.self),
              let color = scanned.converted("color", as: ColorMode.self) else { return nil }
        self.init()
        self.formats = formats
        output = scanned.value("output")
        self.failSeverity = failSeverity
        strict = scanned.flags.contains("strict")
        self.maxWarnings = maxWarnings
        requireMeantFor = scanned.flags.contains("require-meant-for")
        statistics = scanned.flags.contains("statistics")
        quiet = scanned.flags.contains("quiet")
        self.maxFindingsPerRule = maxFindingsPerRule
        baseline = scanned.value("baseline")
        self.color = color ?? .auto
    }
}
