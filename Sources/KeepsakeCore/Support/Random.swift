import CSodium

/// Random bytes and ids from libsodium's CSPRNG.
public enum Random {
    public static func bytes(_ count: Int) -> [UInt8] {
        _ = sodium_init() // idempotent and thread-safe; a no-op after the first call
        var out = [UInt8](repeating: 0, count: count)
        out.withUnsafeMutableBytes { raw in
            if let base = raw.baseAddress { randombytes_buf(base, raw.count) }
        }
        return out
    }

    /// A random (version 4) UUID as a lowercase string.
    public static func uuid() -> String {
        var b = bytes(16)
        b[6] = (b[6] & 0x0F) | 0x40
        b[8] = (b[8] & 0x3F) | 0x80
        let hex = Array(Hex.encode(b).utf8)
        var out: [UInt8] = []
        for (i, c) in hex.enumerated() {
            if i == 8 || i == 12 || i == 16 || i == 20 { out.append(UInt8(ascii: "-")) }
            out.append(c)
        }
        return String(decoding: out, as: UTF8.self)
    }
}
