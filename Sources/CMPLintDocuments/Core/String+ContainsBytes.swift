extension String {
    /// Whether `needle`'s UTF-8 occurs in this string's, byte for byte. With Foundation imported,
    /// `contains("…")` goes through `NSString.range(of:)`, which the leak rules and the reporters
    /// would pay on every string they look at. For the ASCII
    /// needles the code uses, bytes and characters give the same answer (an ASCII byte is never
    /// part of a longer UTF-8 sequence).
    package func containsBytes(_ needle: String) -> Bool {
        var text = self
        var needle = needle
        return text.withUTF8 { haystack in
            needle.withUTF8 { needle in
                guard let first = needle.first else { return true }
                guard needle.count <= haystack.count else { return false }
                var start = 0
                let last = haystack.count - needle.count
                while start <= last {
                    if haystack[start] == first {
                        var i = 1
                        while i < needle.count && haystack[start + i] == needle[i] { i += 1 }
                        if i == needle.count { return true }
                    }
                    start += 1
                }
                return false
            }
        }
    }
}
