import CMPLint
import FuzzSupport

/// libFuzzer harness for the decoder of TCF v2 TC strings (`TCString`); see `ConsentStringHarness`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConsentString(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    ConsentStringHarness.run(data, size, kind: .tcfV2)
}

FuzzDriver.run { ConsentStringHarness.seeds(.tcfV2) }
