import CZlib

/// Raw DEFLATE data (RFC 1951) written by zlib at its default level, for the entries of the
/// zip archives Keepsake writes (`ZipWriter`: XMind files are deflated, as XMind writes them).
/// The same input and the same zlib give the same bytes.
enum Deflate {
    /// `data` compressed as one raw DEFLATE stream (no zlib or gzip header).
    static func compress(_ data: [UInt8]) throws(KeepsakeError) -> [UInt8] {
        guard data.count <= Int(UInt32.max) else { throw .limitExceeded("zip entries are limited to 4 GiB") }
        var stream = z_stream()
        // Level 6 (Z_DEFAULT_COMPRESSION), a raw stream with a 32 KiB window, memLevel 8.
        guard deflateInit2_(&stream, Z_DEFAULT_COMPRESSION, Z_DEFLATED, -MAX_WBITS, 8, Z_DEFAULT_STRATEGY,
                            zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw .internalError("zlib could not start deflating")
        }
        defer { deflateEnd(&stream) }
        let bound = Int(deflateBound(&stream, UInt(data.count)))
        var output = [UInt8](repeating: 0, count: bound)
        let status: Int32 = data.withUnsafeBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                stream.next_in = UnsafeMutablePointer(mutating: source.baseAddress)
                stream.avail_in = UInt32(source.count)
                stream.next_out = target.baseAddress
                stream.avail_out = UInt32(target.count)
                return deflate(&stream, Z_FINISH)
            }
        }
        // deflateBound is enough for one Z_FINISH call to end the stream.
        guard status == Z_STREAM_END else { throw .internalError("zlib failed deflating (status \(status))") }
        output.removeSubrange(Int(stream.total_out)...)
        return output
    }
}
