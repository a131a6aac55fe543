extension String {
    /// At most `limit` characters, ending in "…" when cut: quoted server text and values in messages.
    /// Looks at no more than `limit` characters, so shortening a huge value costs nothing extra.
    package func shortened(to limit: Int) -> String {
        // No more UTF-8 bytes than the limit: no more characters either (O(1) for native strings).
        if utf8.count <= limit { return self }
        guard let end = index(startIndex, offsetBy: limit, limitedBy: endIndex), end != endIndex else { return self }
        return String(self[..<index(before: end)]) + "…"
    }
}
