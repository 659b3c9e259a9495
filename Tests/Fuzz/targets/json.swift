// The strict JSON parser every document from a host or a bundle goes through. What it accepts
// must encode canonically, and the canonical form must parse to the same value and encode to the
// same bytes again (FORMAT.md section 2).
import KeepsakeCore

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let value = try? JSONParser.parse(bytes) else { return 0 }
    let canonical = CanonicalJSON.encode(value)
    guard let again = try? JSONParser.parse(canonical) else { fatalError("canonical JSON does not parse again") }
    guard again == value else { fatalError("canonical JSON parses to another value") }
    guard CanonicalJSON.encode(again) == canonical else { fatalError("canonical encoding is not stable") }
    return 0
}
