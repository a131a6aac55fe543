import CRuleFileCache

/// The default rule files without their examples (`RuleFileText.withoutExamples`), parsed ahead
/// of time into `YAMLNodeCoding`'s compact form and compiled into the binary (CRuleFileCache).
/// Every lint run reads the default ruleset, and parsing its YAML was a tenth of linting a small
/// set; reading the cache costs a tenth of that.
///
/// rules/ stays the only source of truth: the cache names each file with a fingerprint of its
/// text, and a file that differs from the one embedded now (rules/ edited, the cache not
/// regenerated) makes the whole cache ignored, so the files are parsed as before: a stale cache
/// costs time, never a wrong rule. `RuleFileCacheTests` fails until the cache is regenerated.
enum RuleFileCache {
    /// Marks the format; a different one is ignored.
    static let magic = Array("cmplint rule file cache 1\n".utf8)

    /// The parsed roots of `files`, in order, when the compiled-in cache was made from exactly
    /// these files; nil otherwise.
    static func roots(for files: [EmbeddedRuleFile]) -> [YAMLNode]? {
        roots(for: files, in: UnsafeBufferPointer(start: cmplint_rule_file_cache(), count: Int(cmplint_rule_file_cache_size())))
    }

    static func roots(for files: [EmbeddedRuleFile], in cache: UnsafeBufferPointer<UInt8>) -> [YAMLNode]? {
        guard cache.starts(with: magic) else { return nil }
        var reader = YAMLNodeCoding.Reader(cache)
        reader.offset = magic.count
        guard reader.integer() == files.count else { return nil }
        var roots: [YAMLNode] = []
        for file in files {
            guard reader.text() == file.name, reader.integer() == fingerprint(file.bytes), let root = reader.node() else { return nil }
            roots.append(root)
        }
        return reader.offset == cache.count ? roots : nil
    }

    /// The cache of `files`: each parsed without its examples, as a lint run reads it.
    static func encode(_ files: [EmbeddedRuleFile]) throws(YAMLError) -> [UInt8] {
        var out = magic
        YAMLNodeCoding.encode(files.count, into: &out)
        for file in files {
            let name = "rules/\(file.name)"
            guard let root = try YAMLParser.parse(RuleFileText.withoutExamples(file.text), file: name) else {
                throw YAMLError(file: name, mark: nil, message: "an empty rule file has nothing to cache")
            }
            YAMLNodeCoding.encode(file.name, into: &out)
            YAMLNodeCoding.encode(fingerprint(file.bytes), into: &out)
            YAMLNodeCoding.encode(root, into: &out)
        }
        return out
    }

    /// FNV-1a (64 bits) of a file's bytes, kept to 62 bits so that it is a positive varint.
    /// Not a defence against anyone: it tells an edited rule file from the one cached.
    static func fingerprint(_ bytes: [UInt8]) -> Int {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        bytes.withUnsafeBufferPointer { bytes in
            for byte in bytes {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            }
        }
        return Int(hash & 0x3FFF_FFFF_FFFF_FFFF)
    }
}
