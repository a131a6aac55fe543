import Foundation

/// Reads a YAML file (config, ignore file) as text under `YAMLLimits.defaultMaxBytes`, checked
/// before the file is read, so that neither reading nor libyaml ever sees a huge file.
package enum YAMLFile {
    /// The text of `location`, named `file` in errors; `what` says which file it is ("the config file").
    package static func read(_ file: String, at location: String, what: String, limit: Int = YAMLLimits.defaultMaxBytes)
        throws(YAMLError) -> String
    {
        switch SizeLimitedFile.read(atPath: location, limit: limit) {
        case .success(let bytes):
            guard let text = String(bytes: bytes, encoding: .utf8) else {
                throw YAMLError(file: file, mark: nil, message: "\(what) is not UTF-8 text")
            }
            return text
        case .failure(.tooLarge(let size)):
            throw YAMLError(file: file, mark: nil, message: tooLarge(size: size, limit: limit, what: what))
        case .failure(let failure):
            throw YAMLError(file: file, mark: nil, message: failure.message(what, limit: limit))
        }
    }

    /// "the config file is 20 MB (…), larger than the limit of 1 MB (…) for YAML files".
    package static func tooLarge(size: Int, limit: Int, what: String = "the file") -> String {
        SizeLimitedFile.Failure.tooLarge(size: size).message(what, limit: limit) + " for YAML files"
    }
}
