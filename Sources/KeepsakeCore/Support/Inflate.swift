import CZlib

/// Raw DEFLATE data (RFC 1951, no zlib or gzip header) inflated by zlib, for the entries of
/// zip archives from elsewhere (`ZipArchive`). The input is untrusted: zlib checks the stream
/// (the most fuzzed decoder there is), and the output is capped by the caller, so a bomb stops
/// at the cap with `.limitExceeded` after at most one chunk past it is allocated.
enum Inflate {
    /// How many bytes zlib writes at a time.
    static let chunk = 64 << 10

    /// Decompresses the raw DEFLATE stream in `input[range]`, which must end with a final
    /// block inside the range; bytes after it are ignored.
    ///
    /// - Parameters:
    ///   - maxOutput: the most bytes the output may hold; one more is `.limitExceeded`.
    ///   - what: names the stream in messages ("entry content.json").
    /// - Throws: `.invalidArgument` with zlib's description of the defect ("invalid block
    ///   type", "invalid distance too far back", …) or that the data ends inside the stream,
    ///   `.limitExceeded` when the output would pass `maxOutput`.
    static func decompress(_ input: [UInt8], range: Range<Int>, maxOutput: Int, what: String) throws(KeepsakeError) -> [UInt8] {
        guard range.lowerBound >= 0, range.upperBound <= input.count, maxOutput >= 0 else {
            throw .invalidArgument("\(what): the compressed data lies outside the input")
        }
        var stream = z_stream()
        // windowBits -15: a raw stream with a 32 KiB window, as zip's method 8 is.
        guard inflateInit2_(&stream, -MAX_WBITS, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw .internalError("zlib could not start inflating \(what)")
        }
        defer { inflateEnd(&stream) }
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: chunk)
        var remaining = range.count
        var position = range.lowerBound
        while true {
            // zlib counts in 32-bit units: the input is handed over in pieces it can count.
            let piece = min(remaining, Int(UInt32.max))
            let status: Int32 = input.withUnsafeBufferPointer { source in
                buffer.withUnsafeMutableBufferPointer { target in
                    stream.next_in = UnsafeMutablePointer(mutating: source.baseAddress.map { $0 + position })
                    stream.avail_in = UInt32(piece)
                    stream.next_out = target.baseAddress
                    stream.avail_out = UInt32(target.count)
                    return inflate(&stream, Z_NO_FLUSH)
                }
            }
            let consumed = piece - Int(stream.avail_in)
            position += consumed
            remaining -= consumed
            let produced = buffer.count - Int(stream.avail_out)
            guard produced <= maxOutput - output.count else {
                throw .limitExceeded("\(what) inflates to more than \(maxOutput) bytes")
            }
            output += buffer[0..<produced]
            switch status {
            case Z_STREAM_END:
                return output
            case Z_OK:
                continue
            case Z_BUF_ERROR where remaining == 0:
                throw .invalidArgument("\(what): the deflate data ends inside the stream (cut short)")
            case Z_BUF_ERROR:
                continue
            case Z_DATA_ERROR:
                let cause = stream.msg.map { String(cString: $0) } ?? "corrupt data"
                throw .invalidArgument("\(what): corrupt deflate data (\(cause)) at byte \(position - range.lowerBound) of \(range.count)")
            case Z_MEM_ERROR:
                throw .limitExceeded("zlib ran out of memory inflating \(what)")
            default:
                throw .internalError("zlib failed inflating \(what) (status \(status))")
            }
        }
    }
}
