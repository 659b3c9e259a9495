#if canImport(CommonCrypto)
import CommonCrypto
#elseif canImport(CCrypto)
import CCrypto
#endif

/// Streaming SHA-256 on the platform's hardware-accelerated implementation: OpenSSL's
/// libcrypto on Linux, CommonCrypto on Apple platforms (TOOLCHAIN.md: libsodium's portable
/// SHA-256 would cap imports near a fifth of tar's speed).
package final class SHA256Hasher {
    #if canImport(CommonCrypto)
    private var context = CC_SHA256_CTX()
    #else
    private let context: OpaquePointer?
    #endif
    private var finished = false

    package init() {
        #if canImport(CommonCrypto)
        CC_SHA256_Init(&context)
        #else
        context = EVP_MD_CTX_new()
        if let context { EVP_DigestInit_ex(context, EVP_sha256(), nil) }
        #endif
    }

    deinit {
        #if !canImport(CommonCrypto)
        EVP_MD_CTX_free(context)
        #endif
    }

    package func update(_ buffer: UnsafeRawBufferPointer) {
        guard let base = buffer.baseAddress, buffer.count > 0, !finished else { return }
        #if canImport(CommonCrypto)
        CC_SHA256_Update(&context, base, CC_LONG(buffer.count))
        #else
        EVP_DigestUpdate(context, base, buffer.count)
        #endif
    }

    package func update(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { update($0) }
    }

    /// The digest as 64 lowercase hex digits. Throws when the crypto library failed to start.
    package func finalizeHex() throws(KeepsakeError) -> String {
        var digest = [UInt8](repeating: 0, count: 32)
        #if canImport(CommonCrypto)
        CC_SHA256_Final(&digest, &context)
        #else
        guard let context else { throw .internalError("libcrypto could not create a SHA-256 context") }
        var length: UInt32 = 0
        guard EVP_DigestFinal_ex(context, &digest, &length) == 1, length == 32 else {
            throw .internalError("libcrypto failed to finish a SHA-256 digest")
        }
        #endif
        finished = true
        return Hex.encode(digest)
    }

    package static func hex(of bytes: [UInt8]) throws(KeepsakeError) -> String {
        let hasher = SHA256Hasher()
        hasher.update(bytes)
        return try hasher.finalizeHex()
    }
}

/// Lowercase hexadecimal, the form of every hash and key in Keepsake's records and bundles.
public enum Hex {
    private static let digits = Array("0123456789abcdef".utf8)

    /// `bytes` as lowercase hex, two digits a byte.
    public static func encode(_ bytes: [UInt8]) -> String {
        var out = [UInt8]()
        out.reserveCapacity(bytes.count * 2)
        for b in bytes {
            out.append(digits[Int(b >> 4)])
            out.append(digits[Int(b & 0x0F)])
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The bytes of lowercase hex `s` (an even number of digits), nil for anything else.
    static func decode(_ s: String) -> [UInt8]? {
        let utf8 = Array(s.utf8)
        guard utf8.count % 2 == 0 else { return nil }
        func digit(_ c: UInt8) -> UInt8? {
            switch c {
            case 0x30...0x39: return c - 0x30
            case 0x61...0x66: return c - 0x61 + 10
            default: return nil
            }
        }
        var out = [UInt8]()
        out.reserveCapacity(utf8.count / 2)
        var i = 0
        while i < utf8.count {
            guard let high = digit(utf8[i]), let low = digit(utf8[i + 1]) else { return nil }
            out.append(high << 4 | low)
            i += 2
        }
        return out
    }

    /// True for exactly 64 lowercase hex digits: the form of every SHA-256 in Keepsake.
    public static func isSHA256(_ s: String) -> Bool {
        let utf8 = s.utf8
        return utf8.count == 64 && utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x61 && $0 <= 0x66) }
    }
}
