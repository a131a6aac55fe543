import ArgumentParser
import Foundation

/// `--color auto|always|never`. `always` and `never` decide; `auto` goes by the environment, in
/// this order: `NO_COLOR` set and not empty → no colour (https://no-color.org); else `FORCE_COLOR`
/// set and not empty, `0` or `false` → colour even when standard output is not a terminal (as Node
/// tools read it, https://force-color.org); else colour on a terminal whose `TERM` is not `dumb`.
public enum ColorMode: String, ExpressibleByArgument, CaseIterable {
    case auto, always, never

    public func enabled(forStandardOutput: Bool) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto:
            let environment = ProcessInfo.processInfo.environment
            if environment["NO_COLOR"].map({ !$0.isEmpty }) == true { return false }
            if let force = environment["FORCE_COLOR"], !["", "0", "false"].contains(force) { return true }
            if environment["TERM"] == "dumb" { return false }
            return isatty(STDOUT_FILENO) == 1
        }
    }
}
