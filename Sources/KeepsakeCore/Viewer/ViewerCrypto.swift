import CSodium

/// The cryptography of viewer bundles (FORMAT.md section 15), all of it libsodium:
/// Argon2id for the relatives' key pairs, X25519 sealed boxes for the content key, Ed25519 for
/// the manifest signature, XChaCha20-Poly1305 secretstream for the members.
public enum ViewerCrypto {
    /// Argon2id parameters a store uses when a relative's password is set: libsodium's
    /// "interactive" level, the same as password hashes (section 9.1).
    public static let opsLimit: Int64 = 2
    /// Argon2id's memory in bytes for a relative's key (64 MiB), with `opsLimit`.
    public static let memLimit: Int64 = 64 << 20
    /// What a reader accepts from a bundle (R55): enough for any sane writer, small enough that
    /// a hostile bundle cannot make a phone spend minutes or gigabytes.
    public static let maxOpsLimit: Int64 = 8
    /// The most Argon2id memory a reader accepts from a bundle, in bytes (256 MiB).
    public static let maxMemLimit: Int64 = 256 << 20
    /// The fewest Argon2id passes a reader accepts (libsodium's minimum).
    public static let minOpsLimit: Int64 = 1
    /// The least Argon2id memory a reader accepts, in bytes (libsodium's minimum, 8 KiB).
    public static let minMemLimit: Int64 = 8 << 10
    /// The fewest Argon2id passes a reader accepts from a bundle's entry (R55, FORMAT 4.0): the
    /// writers' `opsLimit`, libsodium's interactive level. An entry below it is `weak-kdf`, so a
    /// bundle cannot be made cheaper to guess than the writers make it.
    public static let readerMinOpsLimit: Int64 = opsLimit
    /// The least Argon2id memory a reader accepts from a bundle's entry, in bytes (R55, FORMAT
    /// 4.0): the writers' `memLimit`, 64 MiB.
    public static let readerMinMemLimit: Int64 = memLimit
    /// What a reader spends at most on one bundle (R55): the sum of opslimit × memlimit over
    /// the recipients it may have to try, here as much as 64 derivations at the writers'
    /// parameters (about four seconds on a current core).
    public static let maxTotalWork: Int64 = 64 * opsLimit * memLimit

    /// The size of a recipient's Argon2id salt.
    public static let saltBytes = 16
    /// The size of a bundle's content key (XChaCha20-Poly1305 secretstream).
    public static let keyBytes = 32
    /// The size of a sealed key's plaintext (R54): the content key, then its binding to the
    /// bundle (`binding`).
    public static let wrappedBytes = keyBytes + 32
    /// The size of the content key and its binding sealed to a recipient (an X25519 sealed box:
    /// 32 + 64 + 16 bytes).
    public static let sealedKeyBytes = 112
    /// The size of an Ed25519 signature.
    public static let signatureBytes = 64
    /// Plaintext bytes per secretstream chunk (R56).
    public static let chunkSize = 65_536
    /// The size of a sealed member's secretstream header, before its chunks.
    public static let headerBytes = 24
    /// The bytes each chunk adds to its plaintext (tag and MAC).
    public static let chunkOverhead = 17

    static let keyContext = Array("keepsake-viewer-key-v1\n".utf8)
    static let recipientContext = Array("keepsake-viewer-recipient-v2\n".utf8)
    static let manifestContext = Array("keepsake-viewer-manifest-v2\n".utf8)
    static let memberContext = "keepsake-viewer-member-v2\n"
    static let bindingContext = Array("keepsake-viewer-binding-v1\n".utf8)
    static let keyCheckContext = Array("keepsake-viewer-key-check-v1\n".utf8)

    /// A relative's X25519 key pair from their username's comparison key and password (R54).
    /// - Throws: `.invalidArgument` for Argon2id parameters below libsodium's minimum; `.noSpace`
    ///   when the memory for Argon2id cannot be had; `.internalError` for a salt of the wrong size.
    public static func deriveKeyPair(usernameKey: String, password: [UInt8], salt: [UInt8], opsLimit: Int64,
                                     memLimit: Int64) throws(KeepsakeError) -> (publicKey: [UInt8], secretKey: [UInt8]) {
        _ = sodium_init()
        guard salt.count == saltBytes else { throw .internalError("a viewer salt has \(saltBytes) bytes") }
        guard opsLimit >= minOpsLimit, memLimit >= minMemLimit else { throw .invalidArgument("Argon2id parameters below libsodium's minimum") }
        let input = keyContext + Array(usernameKey.utf8) + [0x0A] + password
        var seed = [UInt8](repeating: 0, count: 32)
        let chars = input.map { CChar(bitPattern: $0) }
        let rc = crypto_pwhash(&seed, 32, chars, UInt64(chars.count), salt, UInt64(opsLimit), Int(memLimit), crypto_pwhash_ALG_ARGON2ID13)
        guard rc == 0 else { throw .noSpace("not enough memory for Argon2id (\(memLimit >> 20) MiB)") }
        var pk = [UInt8](repeating: 0, count: 32)
        var sk = [UInt8](repeating: 0, count: 32)
        guard crypto_box_seed_keypair(&pk, &sk, seed) == 0 else { throw .internalError("crypto_box_seed_keypair failed") }
        sodium_memzero(&seed, 32)
        return (pk, sk)
    }

    /// The recipient id of R54: who an entry is for, from the relative's public key, so that
    /// only someone who can derive that key (who knows the password) can tell whose it is.
    /// - Throws: `.internalError` when SHA-256 cannot be computed.
    public static func recipientID(publicKey: [UInt8]) throws(KeepsakeError) -> String {
        String(try SHA256Hasher.hex(of: recipientContext + publicKey).prefix(32))
    }

    /// What a sealed key binds the content key to (R54): the signer, the dossier and the
    /// revision, so that an entry copied into another bundle opens to a binding that bundle's
    /// manifest refutes. SHA-256 of the context, the 32 public-key bytes, the dossier id, LF and
    /// the revision in decimal.
    public static func binding(publicKey: [UInt8], dossierID: String, revision: Int64) -> [UInt8] {
        _ = sodium_init()
        let message = bindingContext + publicKey + Array((dossierID + "\n" + String(revision)).utf8)
        var out = [UInt8](repeating: 0, count: 32)
        _ = crypto_hash_sha256(&out, message, UInt64(message.count))
        return out
    }

    /// The key check of R53 that commits the signed manifest to one content key (secretstream is
    /// not key-committing): SHA-256 of the context and the key, 64 hex digits.
    /// - Throws: `.internalError` when SHA-256 cannot be computed.
    public static func keyCheck(_ contentKey: [UInt8]) throws(KeepsakeError) -> String {
        try SHA256Hasher.hex(of: keyCheckContext + contentKey)
    }

    /// `contentKey` and its `binding` sealed to a recipient's X25519 `publicKey` (libsodium's
    /// `crypto_box_seal`, R54): `sealedKeyBytes` that only the matching secret key opens.
    /// - Throws: `.internalError` when the sizes are wrong or libsodium fails.
    public static func seal(_ contentKey: [UInt8], binding: [UInt8], to publicKey: [UInt8]) throws(KeepsakeError) -> [UInt8] {
        _ = sodium_init()
        var out = [UInt8](repeating: 0, count: sealedKeyBytes)
        let message = contentKey + binding
        guard publicKey.count == 32, contentKey.count == keyBytes, message.count == wrappedBytes,
              crypto_box_seal(&out, message, UInt64(message.count), publicKey) == 0 else {
            throw .internalError("crypto_box_seal failed")
        }
        return out
    }

    /// The content key and the binding sealed with it, or nil when the sealed box was not made
    /// for this key pair.
    public static func open(_ sealed: [UInt8], publicKey: [UInt8], secretKey: [UInt8]) -> (contentKey: [UInt8], binding: [UInt8])? {
        _ = sodium_init()
        guard sealed.count == sealedKeyBytes, publicKey.count == 32, secretKey.count == 32 else { return nil }
        var message = [UInt8](repeating: 0, count: wrappedBytes)
        guard crypto_box_seal_open(&message, sealed, UInt64(sealed.count), publicKey, secretKey) == 0 else { return nil }
        defer { sodium_memzero(&message, message.count) }
        return (Array(message[0..<keyBytes]), Array(message[keyBytes...]))
    }

    /// The size of the key a host seals the centre's secret key under (`Store.setHostKey`).
    public static let hostKeyBytes = 32
    /// The context string bound into the sealed centre key's associated data (FORMAT.md 9.2).
    static let centreKeyContext = Array("keepsake centre secret key v1".utf8)

    /// A new random host key (32 bytes) for `Store.setHostKey`, for a host to keep outside the
    /// store (the iOS keychain, a key file readable by the server's user only).
    public static func randomHostKey() -> [UInt8] { Random.bytes(hostKeyBytes) }

    /// The centre's 64-byte secret key sealed at rest under the host's 32-byte key:
    /// XChaCha20-Poly1305 (IETF), a random 24-byte nonce, the associated data the context
    /// string and the public key; nonce then ciphertext (104 bytes).
    static func sealCentreSecret(_ secretKey: [UInt8], publicKey: [UInt8], hostKey: [UInt8]) throws(KeepsakeError) -> [UInt8] {
        _ = sodium_init()
        guard hostKey.count == hostKeyBytes, secretKey.count == 64, publicKey.count == 32 else {
            throw .internalError("sealing the centre key: a key of the wrong size")
        }
        let nonce = Random.bytes(Int(crypto_aead_xchacha20poly1305_ietf_NPUBBYTES))
        let ad = centreKeyContext + publicKey
        var out = [UInt8](repeating: 0, count: secretKey.count + Int(crypto_aead_xchacha20poly1305_ietf_ABYTES))
        var length: UInt64 = 0
        guard crypto_aead_xchacha20poly1305_ietf_encrypt(&out, &length, secretKey, UInt64(secretKey.count), ad, UInt64(ad.count),
                                                         nil, nonce, hostKey) == 0 else {
            throw .internalError("crypto_aead_xchacha20poly1305_ietf_encrypt failed")
        }
        return nonce + out
    }

    /// The centre's secret key from `sealed` (`sealCentreSecret`), or nil when `hostKey` is not
    /// the key it was sealed under (or `sealed` or the public key was changed).
    static func openCentreSecret(_ sealed: [UInt8], publicKey: [UInt8], hostKey: [UInt8]) -> [UInt8]? {
        _ = sodium_init()
        let nonceBytes = Int(crypto_aead_xchacha20poly1305_ietf_NPUBBYTES)
        guard hostKey.count == hostKeyBytes, sealed.count == nonceBytes + 64 + Int(crypto_aead_xchacha20poly1305_ietf_ABYTES) else { return nil }
        let nonce = Array(sealed[0..<nonceBytes]), box = Array(sealed[nonceBytes...])
        let ad = centreKeyContext + publicKey
        var out = [UInt8](repeating: 0, count: 64)
        var length: UInt64 = 0
        guard crypto_aead_xchacha20poly1305_ietf_decrypt(&out, &length, nil, box, UInt64(box.count), ad, UInt64(ad.count),
                                                         nonce, hostKey) == 0, length == 64 else { return nil }
        return out
    }

    /// A new Ed25519 key pair (the centre's).
    /// - Throws: `.internalError` when libsodium fails.
    public static func signingKeyPair() throws(KeepsakeError) -> (publicKey: [UInt8], secretKey: [UInt8]) {
        _ = sodium_init()
        var pk = [UInt8](repeating: 0, count: 32)
        var sk = [UInt8](repeating: 0, count: 64)
        guard crypto_sign_keypair(&pk, &sk) == 0 else { throw .internalError("crypto_sign_keypair failed") }
        return (pk, sk)
    }

    /// The Ed25519 signature of `message` by a 64-byte libsodium secret key.
    /// - Throws: `.internalError` for a key of another size or a libsodium failure.
    public static func sign(_ message: [UInt8], secretKey: [UInt8]) throws(KeepsakeError) -> [UInt8] {
        _ = sodium_init()
        var signature = [UInt8](repeating: 0, count: signatureBytes)
        guard secretKey.count == 64, crypto_sign_detached(&signature, nil, message, UInt64(message.count), secretKey) == 0 else {
            throw .internalError("crypto_sign_detached failed")
        }
        return signature
    }

    /// True when `signature` is `publicKey`'s Ed25519 signature of `message`; false for a wrong
    /// signature and for arguments of the wrong size.
    public static func verify(_ signature: [UInt8], _ message: [UInt8], publicKey: [UInt8]) -> Bool {
        _ = sodium_init()
        guard signature.count == signatureBytes, publicKey.count == 32 else { return false }
        return crypto_sign_verify_detached(signature, message, UInt64(message.count), publicKey) == 0
    }

    /// The key id of R52: the first 8 bytes of SHA-256 of the public key, in hex.
    /// - Throws: `.internalError` when SHA-256 cannot be computed.
    public static func keyID(_ publicKey: [UInt8]) throws(KeepsakeError) -> String {
        String(try SHA256Hasher.hex(of: publicKey).prefix(16))
    }

    /// The 128-bit fingerprint of a key (R72), as staff show it and relatives compare it: the
    /// first 32 hex digits of SHA-256 of the 32 key bytes in eight groups of four,
    /// `fe81-2c12-f3ab-4ce6-ac5d-b69a-c352-f906`. (R52's `key_id`, 64 bits, names a key; it is
    /// too short to compare.)
    public static func fingerprint(publicKey: [UInt8]) -> String {
        let digits = Array((try? SHA256Hasher.hex(of: publicKey)) ?? "").prefix(32)
        return stride(from: 0, to: digits.count, by: 4).map { String(digits[$0..<min($0 + 4, digits.count)]) }.joined(separator: "-")
    }

    /// The associated data of every chunk of a member (R56).
    static func memberAD(dossierID: String, revision: Int64, role: String) -> [UInt8] {
        Array((memberContext + dossierID + "\n" + String(revision) + "\n" + role).utf8)
    }

    /// Ciphertext size of a plaintext of `size` bytes (R56).
    public static func sealedSize(_ size: UInt64) -> UInt64 {
        let chunks = size == 0 ? 1 : (size + UInt64(chunkSize) - 1) / UInt64(chunkSize)
        return UInt64(headerBytes) + chunks * UInt64(chunkOverhead) + size
    }

    static func parseHex(_ s: String, bytes: Int) -> [UInt8]? {
        let u = Array(s.utf8)
        guard u.count == bytes * 2 else { return nil }
        var out = [UInt8]()
        out.reserveCapacity(bytes)
        func value(_ c: UInt8) -> UInt8? {
            switch c {
            case 0x30...0x39: return c - 0x30
            case 0x61...0x66: return c - 0x61 + 10
            default: return nil
            }
        }
        var i = 0
        while i < u.count {
            guard let hi = value(u[i]), let lo = value(u[i + 1]) else { return nil }
            out.append(hi << 4 | lo)
            i += 2
        }
        return out
    }
}

/// Encrypts one member as a secretstream (R56), pushing full chunks as the plaintext arrives.
final class MemberSealer {
    private var state = crypto_secretstream_xchacha20poly1305_state()
    private let ad: [UInt8]
    private var pending: [UInt8] = []
    private let output: File
    private(set) var written: UInt64 = 0
    private let hasher = SHA256Hasher()

    init(key: [UInt8], ad: [UInt8], output: File) throws(KeepsakeError) {
        _ = sodium_init()
        self.ad = ad
        self.output = output
        var header = [UInt8](repeating: 0, count: ViewerCrypto.headerBytes)
        guard key.count == ViewerCrypto.keyBytes, crypto_secretstream_xchacha20poly1305_init_push(&state, &header, key) == 0 else {
            throw .internalError("crypto_secretstream init_push failed")
        }
        try emit(header)
        pending.reserveCapacity(ViewerCrypto.chunkSize)
    }

    private func emit(_ bytes: [UInt8]) throws(KeepsakeError) {
        try output.write(bytes)
        hasher.update(bytes)
        written += UInt64(bytes.count)
    }

    private func push(_ chunk: [UInt8], final: Bool) throws(KeepsakeError) {
        var out = [UInt8](repeating: 0, count: chunk.count + ViewerCrypto.chunkOverhead)
        let tag = final ? UInt8(crypto_secretstream_xchacha20poly1305_TAG_FINAL) : UInt8(crypto_secretstream_xchacha20poly1305_TAG_MESSAGE)
        guard crypto_secretstream_xchacha20poly1305_push(&state, &out, nil, chunk, UInt64(chunk.count), ad, UInt64(ad.count), tag) == 0 else {
            throw .internalError("crypto_secretstream push failed")
        }
        try emit(out)
    }

    /// Takes plaintext; every complete chunk but the last is pushed at once.
    func write(_ data: UnsafeRawBufferPointer) throws(KeepsakeError) {
        var rest = data[...]
        while !rest.isEmpty {
            if pending.count == ViewerCrypto.chunkSize {
                try push(pending, final: false)
                pending.removeAll(keepingCapacity: true)
            }
            let take = min(ViewerCrypto.chunkSize - pending.count, rest.count)
            pending.append(contentsOf: rest.prefix(take))
            rest = rest.dropFirst(take)
        }
    }

    /// Pushes the last chunk with the final tag; returns the SHA-256 of the ciphertext.
    func finish() throws(KeepsakeError) -> String {
        try push(pending, final: true)
        pending = []
        return try hasher.finalizeHex()
    }
}

/// Decrypts one member as the tar reader streams it (R56). Failures are remembered, not thrown
/// at once, so that a changed byte is reported as the member's hash mismatch (R16) when it is one;
/// `finish` throws them.
final class MemberOpener {
    private var state = crypto_secretstream_xchacha20poly1305_state()
    private let key: [UInt8]
    private let ad: [UInt8]
    private let name: String
    private var header: [UInt8] = []
    private var started = false
    private var pending: [UInt8] = []
    private var remaining: UInt64
    private var finalSeen = false
    private(set) var failure: KeepsakeError?
    private let output: File?
    private let plainHasher = SHA256Hasher()
    private(set) var plainSize: UInt64 = 0
    private var plain = [UInt8](repeating: 0, count: ViewerCrypto.chunkSize)

    init(key: [UInt8], ad: [UInt8], name: String, size: UInt64, output: File?) {
        self.key = key
        self.ad = ad
        self.name = name
        self.remaining = size
        self.output = output
        pending.reserveCapacity(ViewerCrypto.chunkSize + ViewerCrypto.chunkOverhead)
        if size < UInt64(ViewerCrypto.headerBytes + ViewerCrypto.chunkOverhead) {
            failure = .bundle(.decryption, "member \(quotedPath: name) is \(size) bytes, too short to be sealed")
        }
    }

    private func fail(_ why: String) {
        if failure == nil { failure = .bundle(.decryption, "member \(quotedPath: name): \(why)") }
    }

    func write(_ data: UnsafeRawBufferPointer) throws(KeepsakeError) {
        guard failure == nil else { return }
        var rest = data[...]
        while !rest.isEmpty && failure == nil {
            if !started {
                let take = min(ViewerCrypto.headerBytes - header.count, rest.count)
                header.append(contentsOf: rest.prefix(take))
                rest = rest.dropFirst(take)
                remaining -= UInt64(take)
                if header.count == ViewerCrypto.headerBytes {
                    guard crypto_secretstream_xchacha20poly1305_init_pull(&state, header, key) == 0 else { fail("bad stream header"); return }
                    started = true
                }
                continue
            }
            let full = ViewerCrypto.chunkSize + ViewerCrypto.chunkOverhead
            // The chunk being filled ends at a full chunk, or at the member's end.
            let target = min(full, pending.count + Int(min(remaining, UInt64(full))))
            let take = min(target - pending.count, rest.count)
            pending.append(contentsOf: rest.prefix(take))
            rest = rest.dropFirst(take)
            remaining -= UInt64(take)
            if pending.count == target { try pull(last: remaining == 0) }
        }
    }

    private func pull(last: Bool) throws(KeepsakeError) {
        defer { pending.removeAll(keepingCapacity: true) }
        guard !finalSeen else { fail("data follows the final chunk"); return }
        guard pending.count >= ViewerCrypto.chunkOverhead else { fail("a chunk is shorter than its tag"); return }
        var tag: UInt8 = 0
        var length: UInt64 = 0
        let rc = crypto_secretstream_xchacha20poly1305_pull(&state, &plain, &length, &tag, pending, UInt64(pending.count), ad, UInt64(ad.count))
        guard rc == 0 else { fail("a chunk does not authenticate (changed, or from another bundle or member)"); return }
        let isFinal = tag == UInt8(crypto_secretstream_xchacha20poly1305_TAG_FINAL)
        guard tag == UInt8(crypto_secretstream_xchacha20poly1305_TAG_MESSAGE) || isFinal else { fail("a chunk has tag \(tag)"); return }
        if last && !isFinal { fail("the last chunk lacks the final tag (the member was cut short)"); return }
        if !last && isFinal { fail("a chunk before the last has the final tag"); return }
        finalSeen = isFinal
        let count = Int(length)
        var failure: KeepsakeError?
        plain.withUnsafeBytes { raw in
            let slice = UnsafeRawBufferPointer(rebasing: raw[0..<count])
            plainHasher.update(slice)
            do throws(KeepsakeError) { try output?.write(slice) } catch { failure = error }
        }
        if let failure { throw failure }
        plainSize += UInt64(count)
    }

    /// Throws a remembered failure, or one for a stream that never ended; returns the plaintext's
    /// SHA-256.
    func finish() throws(KeepsakeError) -> String {
        if failure == nil && !finalSeen { fail("the stream has no final chunk") }
        if let failure { throw failure }
        return try plainHasher.finalizeHex()
    }
}
