extension FunctionRegistry {
    /// Functions of rules/coherence.yml.
    static let coherence: [any RuleFunction.Type] = [
        IABGroupDefined.self, VendorReferencesDefined.self, VendorPurposesOffered.self, IABGroupPrefixes.self,
        GeneralVendorLinks.self, VendorsLinkedCount.self, VendorsSameSource.self,
    ]
}
