extension String {
    /// At most `limit` characters, ending in "…" when cut: quoted server text and values in messages.
    /// Looks at no more than `limit` characters, so shortening a huge value costs nothing extra.
    func shortened(to limit: Int) -> String {
        guard let end = index(startIndex, offsetBy: limit, limitedBy: endIndex), end != endIndex else { return self }
        return String(self[..<index(before: end)]) + "…"
    }
}
