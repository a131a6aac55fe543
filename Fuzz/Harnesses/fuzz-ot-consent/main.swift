import CMPLint
import FuzzSupport

/// libFuzzer harness for the decoder of OneTrust otConsentStrings (`OTConsentObject`); see `ConsentStringHarness`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConsentString(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    ConsentStringHarness.run(data, size, kind: .otConsentString)
}

FuzzDriver.run { ConsentStringHarness.seeds(.otConsentString) }
