/// Property checks inside harnesses. A failed check aborts with its message, which libFuzzer
/// reports as a crash and saves as a reproducer, like a sanitizer error.
public enum FuzzCheck {
    public static func require(
        _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
        file: StaticString = #fileID, line: UInt = #line
    ) {
        if !condition() { fail(message(), file: file, line: line) }
    }

    public static func fail(_ message: String, file: StaticString = #fileID, line: UInt = #line) -> Never {
        fatalError("fuzz property failed: \(message)", file: file, line: line)
    }
}
