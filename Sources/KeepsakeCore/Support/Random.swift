import CSodium

/// Random bytes and ids from libsodium's CSPRNG.
public enum Random {
    /// `count` random bytes from libsodium's CSPRNG.
    public static func bytes(_ count: Int) -> [UInt8] {
        _ = sodium_init() // idempotent and thread-safe; a no-op after the first call
        var out = [UInt8](repeating: 0, count: count)
        out.withUnsafeMutableBytes { raw in
            if let base = raw.baseAddress { randombytes_buf(base, raw.count) }
        }
        return out
    }

    /// A time-ordered (version 7) UUID whose first 48 bits are the milliseconds of `instant`
    /// (the host's "now", as every mutation receives it), the rest random. Records created
    /// together get neighbouring ids, so they sit together in the database's b-trees and a
    /// subtree or a day's records are read and deleted touching few pages. Falls back to
    /// version 4 for an instant before 1970.
    public static func uuid(orderedBy time: Instant) -> String {
        guard time.seconds >= 0 else { return uuid() }
        let ms = UInt64(time.seconds) * 1000 + UInt64(time.nanoseconds / 1_000_000)
        var b = bytes(16)
        for i in 0..<6 { b[i] = UInt8((ms >> (40 - 8 * UInt64(i))) & 0xFF) }
        b[6] = (b[6] & 0x0F) | 0x70
        b[8] = (b[8] & 0x3F) | 0x80
        return format(b)
    }

    /// A random (version 4) UUID as a lowercase string.
    public static func uuid() -> String {
        var b = bytes(16)
        b[6] = (b[6] & 0x0F) | 0x40
        b[8] = (b[8] & 0x3F) | 0x80
        return format(b)
    }

    private static func format(_ b: [UInt8]) -> String {
        let hex = Array(Hex.encode(b).utf8)
        var out: [UInt8] = []
        for (i, c) in hex.enumerated() {
            if i == 8 || i == 12 || i == 16 || i == 20 { out.append(UInt8(ascii: "-")) }
            out.append(c)
        }
        return String(decoding: out, as: UTF8.self)
    }
}
