import CSodium

/// Rules for usernames (FORMAT.md section 9.1): NFC, 3–64 characters, letters and digits of any
/// script plus `.` `_` `-` `@`, starting with a letter or digit; compared without regard to case.
public enum Username {
    /// The most characters (Unicode scalar values) a username has.
    public static let maxLength = 64
    /// The most bytes of input a username may arrive in, surrounding white space included:
    /// longer input is refused before any other work.
    public static let maxInputBytes = 1024

    /// The username as stored: NFC-normalised, surrounding spaces trimmed.
    /// - Throws: `.invalidArgument` naming the rule broken (length, first character, a character
    ///   outside letters, digits and `. _ - @`).
    public static func normalize(_ raw: String) throws(KeepsakeError) -> String {
        guard raw.utf8.count <= maxInputBytes else {
            throw .invalidArgument("a username has 3 to \(maxLength) characters (this one arrived in \(raw.utf8.count) bytes)")
        }
        let trimmed = raw.unicodeScalars.drop(while: { $0.properties.isWhitespace })
        let text = String(String.UnicodeScalarView(trimmed.reversed().drop(while: { $0.properties.isWhitespace }).reversed()))
        // The standard library's own NFC (underscored, but public and on every platform).
        let nfc = String(decoding: text._nfcCodeUnits, as: UTF8.self)
        let scalars = Array(nfc.unicodeScalars)
        guard (3...maxLength).contains(scalars.count) else {
            throw .invalidArgument("a username has 3 to \(maxLength) characters")
        }
        func isLetterOrDigit(_ s: Unicode.Scalar) -> Bool {
            switch s.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                 .decimalNumber, .nonspacingMark, .spacingMark:
                return true
            default:
                return false
            }
        }
        guard let first = scalars.first, isLetterOrDigit(first), first.properties.generalCategory != .nonspacingMark else {
            throw .invalidArgument("a username starts with a letter or a digit")
        }
        for s in scalars where !(isLetterOrDigit(s) || ".-_@".unicodeScalars.contains(s)) {
            throw .invalidArgument("a username has only letters, digits and . _ - @ (not U+\(String(s.value, radix: 16, uppercase: true)))")
        }
        return nfc
    }

    /// The comparison key: the normalised name in lower case, NFC again.
    public static func key(_ normalized: String) -> String {
        String(decoding: normalized.lowercased()._nfcCodeUnits, as: UTF8.self)
    }
}

/// Password hashing with libsodium's Argon2id (`crypto_pwhash_str`), FORMAT.md section 9.1.
public enum PasswordHasher {
    /// Argon2id with t = 2 passes over 64 MiB (libsodium's "interactive" level): above OWASP's
    /// minimum (19 MiB, t = 2, p = 1), about 65 ms on a current x86-64 core and a few tenths on
    /// a phone, a cost paid once per sign-in.
    public static let opsLimit: UInt64 = 2
    /// Argon2id's memory cost in bytes (64 MiB), with `opsLimit`.
    public static let memLimit: Int = 64 << 20

    /// Passwords have 8 to 1024 bytes of UTF-8 after NFC normalisation.
    /// - Throws: `.invalidArgument` for fewer than 8 characters or more than 1024 bytes.
    public static func normalize(_ password: String) throws(KeepsakeError) -> [UInt8] {
        let bytes = password._nfcCodeUnits
        guard bytes.count >= 8 else { throw .invalidArgument("a password has at least 8 characters") }
        guard bytes.count <= 1024 else { throw .invalidArgument("a password has at most 1024 bytes") }
        return bytes
    }

    /// Hashes a normalised password (`normalize(_:)`) into libsodium's encoded Argon2id string,
    /// which holds its own salt and costs.
    /// - Throws: `.noSpace` when there is not enough memory for the hash.
    public static func hash(_ password: [UInt8]) throws(KeepsakeError) -> String {
        _ = sodium_init()
        var out = [CChar](repeating: 0, count: Int(crypto_pwhash_STRBYTES))
        let bytes = password.map { CChar(bitPattern: $0) } + [0]
        let rc = crypto_pwhash_str(&out, bytes, UInt64(password.count), opsLimit, memLimit)
        guard rc == 0 else { throw .noSpace("not enough memory to hash a password") }
        let end = out.firstIndex(of: 0) ?? out.count
        return String(decoding: out[..<end].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// True when `password` matches `hash`. Takes the same time whether or not it matches.
    public static func verify(_ password: [UInt8], against hash: String) -> Bool {
        _ = sodium_init()
        let bytes = password.map { CChar(bitPattern: $0) } + [0]
        return crypto_pwhash_str_verify(hash, bytes, UInt64(password.count)) == 0
    }

    /// True when `hash` was made with weaker parameters than today's.
    public static func needsRehash(_ hash: String) -> Bool {
        crypto_pwhash_str_needs_rehash(hash, opsLimit, memLimit) != 0
    }

    /// A hash of a password nobody knows, made with today's parameters: verified against when a
    /// username does not exist, so that both refusals take the same time.
    static let decoy = "$argon2id$v=19$m=65536,t=2,p=1$j3/09LEqZAZc2kZwfJhlUQ$egxfgizttNVxeUgksnrqW1MqMe8N0ukcoY4WtU2Dzik"
}

/// Remembered sign-in tokens: 32 random bytes, shown to the host once; the store keeps only
/// their SHA-256.
enum SessionToken {
    static let prefix = "ks1."

    static func make() -> String {
        prefix + base64url(Random.bytes(32))
    }

    static func hash(_ token: String) throws(KeepsakeError) -> String {
        try SHA256Hasher.hex(of: Array(token.utf8))
    }

    private static func base64url(_ bytes: [UInt8]) -> String {
        let table = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)
        var out: [UInt8] = []
        var i = 0
        while i + 2 < bytes.count {
            let n = UInt32(bytes[i]) << 16 | UInt32(bytes[i + 1]) << 8 | UInt32(bytes[i + 2])
            out += [table[Int(n >> 18)], table[Int(n >> 12 & 63)], table[Int(n >> 6 & 63)], table[Int(n & 63)]]
            i += 3
        }
        let rest = bytes.count - i
        if rest == 1 {
            let n = UInt32(bytes[i]) << 16
            out += [table[Int(n >> 18)], table[Int(n >> 12 & 63)]]
        } else if rest == 2 {
            let n = UInt32(bytes[i]) << 16 | UInt32(bytes[i + 1]) << 8
            out += [table[Int(n >> 18)], table[Int(n >> 12 & 63)], table[Int(n >> 6 & 63)]]
        }
        return String(decoding: out, as: UTF8.self)
    }
}
