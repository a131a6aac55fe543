import CMPLint
import FuzzSupport

/// libFuzzer harness for the decoder of GPP strings (`GPPString`); see `ConsentStringHarness`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConsentString(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    ConsentStringHarness.run(data, size, kind: .gpp)
}

FuzzDriver.run { ConsentStringHarness.seeds(.gpp) }
