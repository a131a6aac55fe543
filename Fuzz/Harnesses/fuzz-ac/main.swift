import CMPLint
import FuzzSupport

/// libFuzzer harness for the decoder of Google Additional Consent strings (`AdditionalConsentString`); see
/// `ConsentStringHarness`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConsentString(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    ConsentStringHarness.run(data, size, kind: .additionalConsent)
}

FuzzDriver.run { ConsentStringHarness.seeds(.additionalConsent) }
