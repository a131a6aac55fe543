/// The tool's name and version, as reports state them.
public enum ToolInfo {
    public static let name = "cmplint"
    public static let version = "0.1.0"
    public static let informationURI = "https://github.com/cmplint/cmplint"
}
