// Inflating raw DEFLATE streams with zlib (Support/Inflate.swift). Every input is inflated or
// refused with .invalidArgument / .limitExceeded, never a trap; output never passes the cap;
// the same input gives the same outcome twice; and what Deflate writes of the input inflates
// back to the input exactly.
@testable import KeepsakeCore

private let cap = 1 << 20

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInflate(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = Array(UnsafeBufferPointer(start: data, count: size))
    func run() -> Result<[UInt8], KeepsakeError> {
        do throws(KeepsakeError) {
            return .success(try Inflate.decompress(input, range: 0..<input.count, maxOutput: cap, what: "input"))
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
    switch (first, run()) {
    case (.success(let a), .success(let b)) where a == b: break
    case (.failure(let a), .failure(let b)) where "\(a)" == "\(b)": break
    default: fatalError("inflating the same input twice gave different outcomes")
    }
    do throws(KeepsakeError) {
        let deflated = try Deflate.compress(input)
        guard try Inflate.decompress(deflated, range: 0..<deflated.count, maxOutput: input.count, what: "deflated") == input else {
            fatalError("deflate then inflate changed the input")
        }
    } catch {
        fatalError("deflate then inflate failed: \(error)")
    }
    return 0
}
