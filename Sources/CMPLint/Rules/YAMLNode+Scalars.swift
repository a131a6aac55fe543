import CMPLintDocuments

extension YAMLNode {
    /// The non-empty strings of a key that takes one value or a list of them (`extends:`,
    /// `exclude:`), each with its place for errors; `what` names a value ("a glob").
    package func scalars(key: String, what: String, file: String) throws(YAMLError) -> [(text: String, mark: YAMLMark)]
    {
        let items: [YAMLNode]
        switch content {
        case .scalar: items = [self]
        case .sequence(let list): items = list
        case .mapping:
            throw YAMLError(file: file, mark: mark, message: "'\(key)' must be \(what) or a list of them")
        }
        var scalars: [(text: String, mark: YAMLMark)] = []
        for item in items {
            guard let text = item.scalar, !item.isNull, !text.isEmpty else {
                throw YAMLError(
                    file: file, mark: item.mark, message: "items of '\(key)' must be \(what), found \(item.kindName)")
            }
            scalars.append((text, item.mark))
        }
        return scalars
    }
}
