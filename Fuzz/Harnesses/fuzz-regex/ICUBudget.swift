import Glibc

/// Whether ICU finishes matching `pattern` against `text` within its own time limit
/// (`uregex_setTimeLimit`, https://unicode-org.github.io/icu-docs/apidoc/dev/icu4c/uregex_8h.html).
/// ICU backtracks: `(a*){23}.` on twenty characters runs for minutes, which says nothing about
/// LinearRegex, so such inputs are skipped instead of timing the fuzzer out. NSRegularExpression
/// hides ICU's limit, so this calls the toolchain's ICU (lib_FoundationICU, `swift_`-prefixed
/// names) through `dlsym`; where those names are missing, only short texts are tried.
enum ICUBudget {
    private typealias Open =
        @convention(c) (
            UnsafePointer<UInt16>, Int32, UInt32, UnsafeMutableRawPointer, UnsafeMutablePointer<Int32>
        ) -> OpaquePointer?
    private typealias SetLimit = @convention(c) (OpaquePointer, Int32, UnsafeMutablePointer<Int32>) -> Void
    private typealias SetText =
        @convention(c) (
            OpaquePointer, UnsafePointer<UInt16>, Int32, UnsafeMutablePointer<Int32>
        ) -> Void
    private typealias Find = @convention(c) (OpaquePointer, Int32, UnsafeMutablePointer<Int32>) -> Int8
    private typealias Close = @convention(c) (OpaquePointer) -> Void

    private struct Calls {
        let open: Open
        let setLimit: SetLimit
        let setText: SetText
        let find: Find
        let close: Close
    }

    /// ICU's time-limit unit is one check of its matcher loop, roughly a millisecond.
    private static let limit: Int32 = 500
    private static let shortText = 8

    private static let calls: Calls? = {
        let handle = dlopen(nil, RTLD_NOW)
        func symbol<T>(_ name: String, as: T.Type) -> T? {
            dlsym(handle, "swift_" + name).map { unsafeBitCast($0, to: T.self) }
        }
        guard let open = symbol("uregex_open", as: Open.self),
            let setLimit = symbol("uregex_setTimeLimit", as: SetLimit.self),
            let setText = symbol("uregex_setText", as: SetText.self),
            let find = symbol("uregex_find", as: Find.self),
            let close = symbol("uregex_close", as: Close.self)
        else { return nil }
        return Calls(open: open, setLimit: setLimit, setText: setText, find: find, close: close)
    }()

    static func finishes(_ pattern: String, on text: String) -> Bool {
        guard let calls else { return text.unicodeScalars.count <= shortText }
        let patternUnits = Array(pattern.utf16)
        let textUnits = Array(text.utf16)
        var status: Int32 = 0
        var parseError = [UInt8](repeating: 0, count: 128)  // UParseError: 2 Int32 and 2 × 16 UChar
        return patternUnits.withUnsafeBufferPointer { patternBuffer in
            parseError.withUnsafeMutableBytes { parseErrorBytes in
                guard let base = patternBuffer.baseAddress,
                    let regex = calls.open(base, Int32(patternUnits.count), 0, parseErrorBytes.baseAddress!, &status),
                    status <= 0
                else { return true }  // NSRegularExpression decides what ICU cannot compile
                defer { calls.close(regex) }
                calls.setLimit(regex, limit, &status)
                return textUnits.withUnsafeBufferPointer { textBuffer in
                    let empty: [UInt16] = [0]
                    return empty.withUnsafeBufferPointer { emptyBuffer in
                        let start = textBuffer.baseAddress ?? emptyBuffer.baseAddress!
                        calls.setText(regex, start, Int32(textUnits.count), &status)
                        _ = calls.find(regex, 0, &status)
                        return status <= 0
                    }
                }
            }
        }
    }
}
