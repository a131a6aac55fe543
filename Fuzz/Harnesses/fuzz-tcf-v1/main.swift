import CMPLint
import FuzzSupport

/// libFuzzer harness for the decoder of TCF v1.1 consent strings (`TCFv1ConsentString`); see `ConsentStringHarness`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConsentString(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    ConsentStringHarness.run(data, size, kind: .tcfV1)
}

FuzzDriver.run { ConsentStringHarness.seeds(.tcfV1) }
