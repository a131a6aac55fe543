/// Whether a file names the OneTrust SDK at all, checked before it is parsed: a dependency file
/// of an app without the SDK, or one too damaged to parse that never names it, says nothing.
package enum SDKMention {
    /// Whether `bytes` hold any of `names`, ASCII case-insensitively.
    package static func mentions(_ bytes: [UInt8], any names: Set<String>) -> Bool {
        let lowered = bytes.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
        return names.contains { name in
            let needle = Array(name.lowercased().utf8)
            guard !needle.isEmpty, needle.count <= lowered.count else { return false }
            return (0...(lowered.count - needle.count)).contains { start in
                lowered[start] == needle[0] && lowered[start..<start + needle.count].elementsEqual(needle)
            }
        }
    }
}
