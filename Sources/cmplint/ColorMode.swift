import ArgumentParser
import Foundation

/// `--color auto|always|never`; auto means a terminal that is not "dumb" and no NO_COLOR.
enum ColorMode: String, ExpressibleByArgument, CaseIterable {
    case auto, always, never

    func enabled(forStandardOutput: Bool) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto:
            let environment = ProcessInfo.processInfo.environment
            if environment["NO_COLOR"].map({ !$0.isEmpty }) == true { return false }
            if environment["TERM"] == "dumb" { return false }
            return isatty(STDOUT_FILENO) == 1
        }
    }
}
