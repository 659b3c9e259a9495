// The DEFLATE decoder (Support/Inflate.swift) on raw streams. Every input is decoded or
// refused with .invalidArgument / .limitExceeded, never a trap; output never passes the cap;
// the table decoder and the bit-at-a-time decoder (tableBits 0) give the same bytes or the
// same error.
@testable import KeepsakeCore

private let cap = 1 << 20

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInflate(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = Array(UnsafeBufferPointer(start: data, count: size))
    func run(tableBits: Int = 9) -> Result<[UInt8], KeepsakeError> {
        do throws(KeepsakeError) {
            return .success(try Inflate.decompress(input, range: 0..<input.count, maxOutput: cap, what: "input", tableBits: tableBits))
        } catch {
            return .failure(error)
        }
    }
    let first = run()
    switch first {
    case .success(let out):
        guard out.count <= cap else { fatalError("inflate wrote \(out.count) bytes past its cap of \(cap)") }
    case .failure(.invalidArgument), .failure(.limitExceeded): break
    case .failure(let other): fatalError("inflate failed with an unexpected error: \(other)")
    }
    switch (first, run(tableBits: 0)) {
    case (.success(let a), .success(let b)) where a == b: break
    case (.failure(let a), .failure(let b)) where "\(a)" == "\(b)": break
    default: fatalError("the table decoder and the bit-at-a-time decoder disagree")
    }
    return 0
}
