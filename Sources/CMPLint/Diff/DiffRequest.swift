/// What a diff run is asked to do: the two sides (each a set folder, a snapshot file or a tree of
/// sets), how to read them (`reading`: what the sets are meant for, config, ignore file, personal
/// data, file-size limit; its paths are replaced by each side's), the format and where it goes.
public struct DiffRequest: Sendable {
    public var old: String
    public var new: String
    public var reading: LintRequest
    public var format: InspectionFormat
    /// `--output FILE`; standard output when nil.
    public var output: String?
    /// `--since REF`: compare the sets under `paths` with their versions at the git revision REF
    /// (`old` and `new` are then unused).
    public var since: String?
    public var paths: [String] = []

    public init(old: String, new: String, reading: LintRequest, format: InspectionFormat = .text, output: String? = nil)
    {
        self.old = old
        self.new = new
        self.reading = reading
        self.format = format
        self.output = output
    }

    /// `diff --since REF PATH...`: each set under the paths against its version at REF.
    public init(
        since: String, paths: [String], reading: LintRequest, format: InspectionFormat = .text, output: String? = nil
    ) {
        self.init(old: "", new: "", reading: reading, format: format, output: output)
        self.since = since
        self.paths = paths
    }
}
