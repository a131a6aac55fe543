extension String {
    /// At most `limit` characters, ending in "…" when cut: quoted server text and values in messages.
    func shortened(to limit: Int) -> String {
        count > limit ? String(prefix(limit - 1)) + "…" : self
    }
}
