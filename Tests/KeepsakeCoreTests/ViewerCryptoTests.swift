import CSodium
import XCTest
@testable import KeepsakeCore

/// FORMAT.md section 15's test vectors, and the comparison key the relatives' keys start from
/// (section 9.1).
final class ViewerCryptoTests: XCTestCase {
    private func hex(_ bytes: [UInt8]) -> String { Hex.encode(bytes) }

    /// R54: the key pair and the recipient id of FORMAT.md's vector (rudi).
    func testRecipientVectorRudi() throws {
        let salt = (0..<16).map { UInt8($0) }
        let pair = try ViewerCrypto.deriveKeyPair(usernameKey: Username.key(try Username.normalize("rudi")), password: Array("rudi-password".utf8),
                                                  salt: salt, opsLimit: 2, memLimit: 64 << 20)
        XCTAssertEqual(hex(pair.secretKey), "a278097ddeae4b0ed82ca91d90d6247e6181fe6bf825dc1dd6bf160cb6d549f3")
        XCTAssertEqual(hex(pair.publicKey), "d71a3dfda282660096c5f6e6a8af1e2d36af94db6f1ba6b80d4ecd745e72f82a")
        XCTAssertEqual(try ViewerCrypto.recipientID(publicKey: pair.publicKey), "8697955df83e575e2f162decfdbd78d2")
        // R54 (FORMAT 3.3): K sealed with its binding to the signer, dossier and revision.
        let centre = try XCTUnwrap(ViewerCrypto.parseHex("ea4a6c63e29c520abef5507b132ec5f9954776aebebe7b92421eea691446d22c", bytes: 32))
        let binding = ViewerCrypto.binding(publicKey: centre, dossierID: "11111111-1111-4111-8111-111111111111", revision: 1)
        XCTAssertEqual(hex(binding), "66622ffc9c94b664036f7b5342c631251c28379f9e4a1a681d62a2f6995130e6")
        let sealed = ViewerCrypto.parseHex("c44e429251771ec76197c7a1f8ea289a18ca3dd7a7e102ba7cc84df6b55cbe1ae4c4f377fd56b0f98ac8db3c9fac0379"
                                           + "329a410e59c5e1f0f6ab871d3793c1152161d5a60b09180536c3d32e1410f7cdb59b565000bb8fcc341b71ce257aacf0"
                                           + "9f037f6ce4ce230a307fc19bd8423932", bytes: ViewerCrypto.sealedKeyBytes)
        let opened = try XCTUnwrap(ViewerCrypto.open(try XCTUnwrap(sealed), publicKey: pair.publicKey, secretKey: pair.secretKey))
        XCTAssertEqual(opened.contentKey, [UInt8](repeating: 1, count: 32))
        XCTAssertEqual(opened.binding, binding)
        XCTAssertEqual(try ViewerCrypto.keyCheck(opened.contentKey), "93fba74e3eb9aea7b54789485e8b012210a70c33529d02a78edb24daba2d0d4f")
    }

    /// R53 and R56 (FORMAT 3.3): the signature and a member under the new context strings.
    func testSignatureAndMemberVectors() throws {
        var pk = [UInt8](repeating: 0, count: 32), sk = [UInt8](repeating: 0, count: 64)
        XCTAssertEqual(crypto_sign_seed_keypair(&pk, &sk, [UInt8](repeating: 7, count: 32)), 0)
        let signature = try ViewerCrypto.sign(ViewerCrypto.manifestContext + Array(#"{"a":1}"#.utf8), secretKey: sk)
        XCTAssertEqual(hex(signature), "9fc1eb883dd7d3a1f273dc95a5776a3003e393726c2856e26ebe03d16abf41a2"
                                       + "940f8b2bd29f2ad39543c7278ccf4af47adf13ba341139a76aaa1d8298876109")
        let member = try XCTUnwrap(ViewerCrypto.parseHex("030303030303030303030303030303030303030303030303ab84b398f27834b89d956f9109633e4881354a2883e1ca7001",
                                                         bytes: 49))
        let opener = MemberOpener(key: [UInt8](repeating: 1, count: 32),
                                  ad: ViewerCrypto.memberAD(dossierID: "11111111-1111-4111-8111-111111111111", revision: 1, role: "media"),
                                  name: "media/x", size: UInt64(member.count), output: nil)
        var failure: KeepsakeError?
        member.withUnsafeBytes { raw in
            do throws(KeepsakeError) { try opener.write(raw) } catch { failure = error }
        }
        XCTAssertNil(failure)
        XCTAssertEqual(try opener.finish(), try SHA256Hasher.hex(of: Array("keepsake".utf8)))
    }

    /// Section 9.1 (FORMAT 2.2): lower case scalar by scalar, so a final capital sigma becomes
    /// U+03C3, not the final form; the R54 vector for ΝΙΚΟΣ.
    func testComparisonKeyLowersScalarByScalar() throws {
        let key = Username.key(try Username.normalize("\u{3000}ΝΙΚΟΣ "))
        XCTAssertEqual(Array(key.utf8), [0xCE, 0xBD, 0xCE, 0xB9, 0xCE, 0xBA, 0xCE, 0xBF, 0xCF, 0x83])
        let pair = try ViewerCrypto.deriveKeyPair(usernameKey: key, password: Array("nikos-password".utf8),
                                                  salt: (0..<16).map { UInt8($0) }, opsLimit: 2, memLimit: 64 << 20)
        XCTAssertEqual(hex(pair.publicKey), "e96cad21e35998fa9b611b6d76616e521cf4f9e0c7fdd3b66be11f8e22386562")
        XCTAssertEqual(try ViewerCrypto.recipientID(publicKey: pair.publicKey), "0ad57a5eff32e5718d4202299478c133")
    }

    /// R10 (FORMAT 2.2): the size field forms real tar writers produce, and no other.
    func testTarSizeFieldForms() {
        func size(_ field: String) -> UInt64? {
            var block = Tar.header(name: "keepsake.db", size: 0)
            for (i, byte) in field.utf8.enumerated() { block[124 + i] = byte }
            return block.withUnsafeBytes { Tar.parseSize($0) }
        }
        XCTAssertEqual(size("00000001234\0"), 0o1234)       // GNU tar, tarfile
        XCTAssertEqual(size("00000001234 "), 0o1234)        // bsdtar
        XCTAssertNil(size(" 0000001234\0"))                 // leading space
        XCTAssertNil(size("000000001234"))                  // 12 digits, no terminator
        XCTAssertNil(size("0000001234\0\0"))                // 10 digits
        XCTAssertNil(size("00000001238\0"))                 // not octal
    }
}
