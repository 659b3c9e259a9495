/// A DEFLATE decoder (RFC 1951): stored, fixed-Huffman and dynamic-Huffman blocks, for the
/// entries of zip archives from elsewhere (`ZipArchive`). The input is untrusted: every length
/// and distance is checked against the input and the output before use, codes that are
/// over-subscribed or incomplete (beyond the one case RFC 1951 allows, a single distance code)
/// are refused, and the output is capped by the caller, so a bomb stops at the cap with
/// `.limitExceeded`. No recursion, no arithmetic that can overflow (every count is bounded by
/// the caps, far below `Int.max`), no force unwraps.
///
/// Huffman codes are decoded through a table of the codes up to `tableBits` long, looked up
/// with that many bits at once; longer codes (and the last bits of a stream) are decoded the
/// canonical way, one bit at a time (the count of codes of each length and the symbols in code
/// order, as zlib's `puff.c` does). `tableBits: 0` decodes everything the canonical way; the
/// tests and the fuzz target check that both ways agree.
enum Inflate {
    /// Decompresses the raw DEFLATE stream in `input[range]` (no zlib or gzip header), which
    /// must end with a final block inside the range; bytes after it are ignored.
    ///
    /// - Parameters:
    ///   - maxOutput: the most bytes the output may hold; one more is `.limitExceeded`.
    ///   - what: names the stream in messages ("entry content.json").
    /// - Throws: `.invalidArgument` naming the defect and the input byte where it was found,
    ///   `.limitExceeded` when the output would pass `maxOutput`.
    static func decompress(_ input: [UInt8], range: Range<Int>, maxOutput: Int, what: String,
                           tableBits: Int = 9) throws(KeepsakeError) -> [UInt8] {
        guard range.lowerBound >= 0, range.upperBound <= input.count else {
            throw .invalidArgument("\(what): the compressed data lies outside the input")
        }
        var decoder = Decoder(input: input, position: range.lowerBound, end: range.upperBound, maxOutput: maxOutput, what: what,
                              tableBits: min(max(tableBits, 0), maxBits))
        try decoder.run()
        return decoder.output
    }

    /// A canonical Huffman code: how many codes have each length (1...15) and the symbols
    /// ordered by code.
    struct Code {
        var count = [Int](repeating: 0, count: maxBits + 1)
        var symbol: [Int]
        /// Indexed by the next `tableBits` bits of the stream (least significant first): the
        /// symbol `<< 4 | length` of the code they start with, or 0 when that code is longer.
        private(set) var table: [UInt32] = []
        private(set) var tableBits = 0

        /// Builds the code for `lengths` (0 = symbol unused). `left` is 0 for a complete code,
        /// more for an incomplete one, negative for an over-subscribed one (not a code at all).
        init(lengths: ArraySlice<Int>, tableBits: Int = 0) {
            symbol = [Int](repeating: 0, count: lengths.count)
            for length in lengths { count[length] += 1 }
            var left = 1
            for length in 1...maxBits {
                left <<= 1
                left -= count[length]
                if left < 0 { break }
            }
            self.left = left
            var offsets = [Int](repeating: 0, count: maxBits + 1)
            for length in 1..<maxBits { offsets[length + 1] = offsets[length] + count[length] }
            for (n, length) in lengths.enumerated() where length != 0 {
                symbol[offsets[length]] = n
                offsets[length] += 1
            }
            guard tableBits > 0, left >= 0 else { return }
            // Canonical codes (RFC 1951 3.2.2), each entered bit-reversed at every index whose
            // low `length` bits are the code.
            self.tableBits = tableBits
            table = [UInt32](repeating: 0, count: 1 << tableBits)
            var next = [Int](repeating: 0, count: maxBits + 2)
            var code = 0
            for length in 1...maxBits {
                code = (code + count[length - 1] * (length > 1 ? 1 : 0)) << 1
                next[length] = code
            }
            for (n, length) in lengths.enumerated() where length != 0 {
                let value = next[length]
                next[length] += 1
                guard length <= tableBits else { continue }
                var reversed = 0
                for bit in 0..<length where value & (1 << bit) != 0 { reversed |= 1 << (length - 1 - bit) }
                var index = reversed
                while index < table.count {
                    table[index] = UInt32(n) << 4 | UInt32(length)
                    index += 1 << length
                }
            }
        }

        private(set) var left = 0
        /// Whether no code is longer than one bit: an incomplete code is allowed only then
        /// (no codes at all, or a single one-bit code), as zlib allows it.
        var onlyOneBitCodes: Bool { count[2...].allSatisfy { $0 == 0 } }
    }

    static let maxBits = 15
    /// Base lengths and extra bits of length symbols 257...285.
    static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
                             131, 163, 195, 227, 258]
    static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    /// Base distances and extra bits of distance symbols 0...29.
    static let distanceBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
                               2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]
    /// The order in which a dynamic block gives the code lengths of the code-length code.
    static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// The fixed codes of block type 1 (RFC 1951 3.2.6); 286, 287, 30 and 31 have codes but are
    /// invalid symbols, refused where they are decoded.
    static let fixedLengths: [Int] = {
        var lengths = [Int](repeating: 8, count: 288)
        for n in 144..<256 { lengths[n] = 9 }
        for n in 256..<280 { lengths[n] = 7 }
        return lengths
    }()
    static let fixedLiterals = Code(lengths: fixedLengths[...], tableBits: 9)
    static let fixedDistances = Code(lengths: [Int](repeating: 5, count: 30)[...], tableBits: 9)

    private struct Decoder {
        let input: [UInt8]
        var position: Int
        let end: Int
        let maxOutput: Int
        let what: String
        let tableBits: Int
        var bitBuffer: UInt32 = 0
        var bitCount = 0
        var output: [UInt8] = []

        init(input: [UInt8], position: Int, end: Int, maxOutput: Int, what: String, tableBits: Int) {
            self.input = input
            self.position = position
            self.end = end
            self.maxOutput = maxOutput
            self.what = what
            self.tableBits = tableBits
            // Reserve for a typical ratio, never more than the cap.
            output.reserveCapacity(min(maxOutput, (end - position).multipliedReportingOverflow(by: 4).partialValue))
        }

        func failure(_ cause: String) -> KeepsakeError {
            // The byte that holds the next unread bit (bytes read ahead do not count).
            .invalidArgument("\(what) is not valid DEFLATE data: \(cause) (at byte \(position - (bitCount >> 3)))")
        }

        /// The next `n` bits (0...16), least significant first.
        mutating func bits(_ n: Int) throws(KeepsakeError) -> Int {
            while bitCount < n {
                guard position < end else { throw failure("the data ends inside a block") }
                bitBuffer |= UInt32(input[position]) << UInt32(bitCount)
                position += 1
                bitCount += 8
            }
            let value = Int(bitBuffer & ((1 << UInt32(n)) - 1))
            bitBuffer >>= UInt32(n)
            bitCount -= n
            return value
        }

        mutating func run() throws(KeepsakeError) {
            var last = false
            while !last {
                last = try bits(1) == 1
                switch try bits(2) {
                case 0: try stored()
                case 1:
                    if tableBits == Inflate.fixedLiterals.tableBits {
                        try codes(Inflate.fixedLiterals, Inflate.fixedDistances)
                    } else {
                        try codes(Code(lengths: Inflate.fixedLengths[...], tableBits: tableBits),
                                  Code(lengths: [Int](repeating: 5, count: 30)[...], tableBits: tableBits))
                    }
                case 2: try dynamic()
                default: throw failure("block type 3 is reserved")
                }
            }
        }

        mutating func append(_ byte: UInt8) throws(KeepsakeError) {
            guard output.count < maxOutput else {
                throw .limitExceeded("\(what) inflates to more than \(maxOutput) bytes")
            }
            output.append(byte)
        }

        mutating func stored() throws(KeepsakeError) {
            // The rest of the current byte is padding; whole bytes read ahead into the buffer
            // are given back.
            position -= bitCount >> 3
            bitBuffer = 0
            bitCount = 0
            guard end - position >= 4 else { throw failure("a stored block's header is cut short") }
            let length = Int(input[position]) | Int(input[position + 1]) << 8
            let complement = Int(input[position + 2]) | Int(input[position + 3]) << 8
            position += 4
            guard length == ~complement & 0xFFFF else { throw failure("a stored block's length does not match its complement") }
            guard end - position >= length else { throw failure("a stored block runs past the end of the data") }
            guard maxOutput - output.count >= length else {
                throw .limitExceeded("\(what) inflates to more than \(maxOutput) bytes")
            }
            output.append(contentsOf: input[position..<(position + length)])
            position += length
        }

        mutating func decode(_ code: Code) throws(KeepsakeError) -> Int {
            if code.tableBits > 0 {
                // Read ahead as far as the table looks (never past the end: the last codes of
                // a stream may be shorter than the table's width).
                while bitCount < code.tableBits && position < end {
                    bitBuffer |= UInt32(input[position]) << UInt32(bitCount)
                    position += 1
                    bitCount += 8
                }
                let entry = code.table[Int(bitBuffer & ((1 << UInt32(code.tableBits)) - 1))]
                let length = Int(entry & 15)
                if entry != 0 && length <= bitCount {
                    bitBuffer >>= UInt32(length)
                    bitCount -= length
                    return Int(entry >> 4)
                }
            }
            var value = 0, first = 0, index = 0
            for length in 1...Inflate.maxBits {
                value |= try bits(1)
                let count = code.count[length]
                if value - count < first { return code.symbol[index + (value - first)] }
                index += count
                first += count
                first <<= 1
                value <<= 1
            }
            throw failure("a code that the block's Huffman table does not hold")
        }

        mutating func codes(_ literals: Code, _ distances: Code) throws(KeepsakeError) {
            while true {
                let symbol = try decode(literals)
                if symbol < 256 {
                    try append(UInt8(symbol))
                } else if symbol == 256 {
                    return
                } else {
                    let s = symbol - 257
                    guard s < Inflate.lengthBase.count else { throw failure("invalid length symbol \(symbol)") }
                    let length = Inflate.lengthBase[s] + (try bits(Inflate.lengthExtra[s]))
                    let d = try decode(distances)
                    guard d < Inflate.distanceBase.count else { throw failure("invalid distance symbol \(d)") }
                    let distance = Inflate.distanceBase[d] + (try bits(Inflate.distanceExtra[d]))
                    guard distance <= output.count else {
                        throw failure("a distance of \(distance) reaches before the start of the output (\(output.count) bytes)")
                    }
                    guard maxOutput - output.count >= length else {
                        throw .limitExceeded("\(what) inflates to more than \(maxOutput) bytes")
                    }
                    // Byte by byte: the source may overlap what is being written.
                    var from = output.count - distance
                    for _ in 0..<length {
                        output.append(output[from])
                        from += 1
                    }
                }
            }
        }

        mutating func dynamic() throws(KeepsakeError) {
            let literalCount = try bits(5) + 257
            let distanceCount = try bits(5) + 1
            let codeLengthCount = try bits(4) + 4
            guard literalCount <= 286 else { throw failure("\(literalCount) literal/length codes (at most 286)") }
            guard distanceCount <= 30 else { throw failure("\(distanceCount) distance codes (at most 30)") }
            var lengths = [Int](repeating: 0, count: 19)
            for i in 0..<codeLengthCount { lengths[Inflate.codeLengthOrder[i]] = try bits(3) }
            let lengthCode = Code(lengths: lengths[...], tableBits: min(tableBits, 7))
            guard lengthCode.left == 0 else { throw failure("the code-length code is over-subscribed or incomplete") }

            let total = literalCount + distanceCount
            lengths = [Int](repeating: 0, count: total)
            var index = 0
            while index < total {
                let symbol = try decode(lengthCode)
                if symbol < 16 {
                    lengths[index] = symbol
                    index += 1
                    continue
                }
                var repeated = 0
                var times: Int
                switch symbol {
                case 16:
                    guard index > 0 else { throw failure("a repeat of the previous length with no previous length") }
                    repeated = lengths[index - 1]
                    times = 3 + (try bits(2))
                case 17: times = 3 + (try bits(3))
                default: times = 11 + (try bits(7))
                }
                guard total - index >= times else { throw failure("code lengths run past the number of codes") }
                for _ in 0..<times {
                    lengths[index] = repeated
                    index += 1
                }
            }
            guard lengths[256] != 0 else { throw failure("the block has no end-of-block code") }
            let literals = Code(lengths: lengths[0..<literalCount], tableBits: tableBits)
            guard literals.left == 0 || (literals.left > 0 && literals.onlyOneBitCodes) else {
                throw failure("the literal/length code is over-subscribed or incomplete")
            }
            let distances = Code(lengths: lengths[literalCount..<total], tableBits: tableBits)
            guard distances.left == 0 || (distances.left > 0 && distances.onlyOneBitCodes) else {
                throw failure("the distance code is over-subscribed or incomplete")
            }
            try codes(literals, distances)
        }
    }
}
