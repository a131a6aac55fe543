import Foundation

/// A regular expression compiled once at load time. NSRegularExpression is immutable and documented
/// as safe to share between threads.
struct CompiledPattern: @unchecked Sendable {
    let source: String
    let regex: NSRegularExpression

    /// Compiles `source`, or throws an error located at `key` of `options`.
    init(_ source: String, key: String, options: FunctionOptions) throws(YAMLError) {
        do {
            regex = try NSRegularExpression(pattern: source)
        } catch {
            throw options.error("'\(key)' is not a valid regular expression: \(source)", at: key)
        }
        self.source = source
    }

    func matches(_ text: String) -> Bool {
        regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }
}
