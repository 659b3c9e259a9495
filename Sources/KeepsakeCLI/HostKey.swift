import KeepsakeCore

/// The host key of the CLI (FORMAT.md 9.2): the key the store keeps the centre's signing key
/// sealed under, read from `KEEPSAKE_HOST_KEY_FILE` (a file of 32 bytes, or of 64 hex digits
/// and an optional line feed) or `KEEPSAKE_HOST_KEY` (64 hex digits), and given to every store
/// the CLI opens (`Store.setHostKey`). Without either, verbs that sign (viewer export,
/// centre-key create) are refused with the reason.
enum HostKey {
    static let fileVariable = "KEEPSAKE_HOST_KEY_FILE"
    static let variable = "KEEPSAKE_HOST_KEY"

    /// The key the environment gives, or nil when it names none.
    static func fromEnvironment() throws(CLIError) -> [UInt8]? {
        if let path = Environment.value(fileVariable) {
            let bytes: [UInt8]
            do throws(KeepsakeError) {
                bytes = try File.openForReading(path).readBytes(upTo: 130)
            } catch {
                throw .failed("\(fileVariable): cannot read '\(path)': \(error.message)")
            }
            if bytes.count == 32 { return bytes }
            var text = String(decoding: bytes, as: UTF8.self)
            if text.hasSuffix("\n") { text.removeLast() }
            guard let key = hex(text) else {
                throw .failed("\(fileVariable): '\(path)' holds \(bytes.count) bytes; a host key file holds 32 bytes, or 64 hex digits")
            }
            return key
        }
        if let text = Environment.value(variable) {
            guard let key = hex(text) else { throw .failed("\(variable) is not 64 hex digits (a 32-byte host key)") }
            return key
        }
        return nil
    }

    /// Gives `store` the environment's host key, if any.
    static func apply(to store: Store) throws(CLIError) {
        guard let key = try fromEnvironment() else { return }
        try Commands.core { () throws(KeepsakeError) in try store.setHostKey(key) }
    }

    /// 64 hex digits as 32 bytes.
    static func hex(_ text: String) -> [UInt8]? {
        let digits = Array(text.utf8)
        guard digits.count == 64 else { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(32)
        var i = 0
        while i < 64 {
            guard let high = value(digits[i]), let low = value(digits[i + 1]) else { return nil }
            out.append(high << 4 | low)
            i += 2
        }
        return out
    }

    private static func value(_ c: UInt8) -> UInt8? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return c - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return c - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return c - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
