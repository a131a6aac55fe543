import CMPLint
import FuzzSupport

/// libFuzzer harness for the decoder of US Privacy strings (`USPrivacyString`); see `ConsentStringHarness`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConsentString(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    ConsentStringHarness.run(data, size, kind: .usPrivacy)
}

FuzzDriver.run { ConsentStringHarness.seeds(.usPrivacy) }
