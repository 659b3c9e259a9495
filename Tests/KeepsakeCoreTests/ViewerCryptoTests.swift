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
        let sealed = ViewerCrypto.parseHex("ea7ac0a2969a61cd40d6640461c0ef1ba3bf6784a7434754cac9f812040336130092e08d02db57dab2343da4"
                                           + "732dd63d2df0b353bb0f3256e955cb5d06c09b155ccd7bfb6c12d5735692f77bf03dee87", bytes: 80)
        XCTAssertEqual(ViewerCrypto.open(try XCTUnwrap(sealed), publicKey: pair.publicKey, secretKey: pair.secretKey),
                       [UInt8](repeating: 1, count: 32))
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
