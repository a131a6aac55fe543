extension CaptureManifest {
    /// Records that `cmplint fix` rewrote `component`'s file `name` from `original` to `fixed`
    /// with the fixes of `rules`: the new hash and size, and the fix with the hash before. Only a
    /// file as cmplint last wrote it is recorded; a file changed by something else first keeps
    /// its recorded hash, so `snapshot-modified` still reports that change after the fix. Returns
    /// whether the manifest changed.
    @discardableResult
    public mutating func recordFix(
        component: ComponentKind, name: String, original: [UInt8], fixed: [UInt8], rules: [String]
    ) -> Bool {
        guard let index = files.firstIndex(where: { $0.component == component && $0.name == name }),
            files[index].sha256 == SHA256.hex(original), original != fixed
        else { return false }
        var file = files[index]
        file.fixes.append(RecordedFix(rules: rules, previousSHA256: file.sha256))
        if file.fixes.count > Self.maxFixes { file.fixes.removeFirst(file.fixes.count - Self.maxFixes) }
        (file.sha256, file.size) = (SHA256.hex(fixed), fixed.count)
        files[index] = file
        return true
    }
}
