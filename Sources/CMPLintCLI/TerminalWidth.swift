import Foundation

/// How wide the terminal on standard output is, so stylish output can wrap long lines there; nil
/// when standard output is no terminal (a pipe or a file keeps one finding per line).
public enum TerminalWidth {
    /// Used when the terminal reports no size (a pseudo-terminal nobody sized) and `COLUMNS` is unset.
    static let fallback = 80

    public static var standardOutput: Int? {
        guard isatty(STDOUT_FILENO) == 1 else { return nil }
        var size = winsize()
        // TIOCGWINSZ: the terminal's size in characters (Linux ioctl_tty(2), "Get and set window size").
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        if let columns = ProcessInfo.processInfo.environment["COLUMNS"].flatMap(Int.init), columns > 0 {
            return columns
        }
        return fallback
    }
}
