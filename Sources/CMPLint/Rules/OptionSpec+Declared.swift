extension RuleFunction {
    /// The options the function declares, or nil while it still uses the transitional legacy shim
    /// (any mapping is accepted then). The JSON Schema and `cmplint functions` read options here.
    public static var declaredOptions: [OptionSpec]? {
        // TRANSITIONAL: drop this check (and the optional) with LegacyFunctionShim.swift.
        options.first?.name == OptionSpec.legacy.name ? nil : options
    }
}
