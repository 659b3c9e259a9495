import KeepsakeCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing to stdout and stderr, and the progress bar (shown only when stderr is a terminal).
enum Output {
    static func out(_ text: String) { write(1, text) }
    static func err(_ text: String) { write(2, text) }

    private static func write(_ fd: Int32, _ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let n = bytes.withUnsafeBytes { raw in Glibc_or_Darwin_write(fd, raw.baseAddress!, raw.count) }
            if n < 0 { if errno == EINTR { continue }; return }
            bytes = bytes.dropFirst(n)
        }
    }

    /// A progress handler drawing `label [#####     ] 42%` on stderr, or nil when stderr is
    /// not a terminal (scripts and pipes get no escape codes).
    static func progressBar(_ label: String) -> ProgressHandler? {
        guard isatty(2) == 1 else { return nil }
        return { done, total in
            let fraction = total == 0 ? 1.0 : Double(done) / Double(total)
            let width = 30
            let filled = Int(fraction * Double(width))
            let bar = String(repeating: "#", count: filled) + String(repeating: " ", count: width - filled)
            err("\r\(label) [\(bar)] \(Int(fraction * 100))%")
            if done >= total { err("\n") }
            return true
        }
    }
}

@inline(__always) private func Glibc_or_Darwin_write(_ fd: Int32, _ buf: UnsafeRawPointer, _ n: Int) -> Int { write(fd, buf, n) }

/// The current instant in UTC as RFC 3339: the CLI is a host, and hosts pass "now".
enum Clock {
    static func now() -> String {
        var seconds = time(nil)
        var parts = tm()
        gmtime_r(&seconds, &parts)
        func two(_ v: Int32) -> String { v < 10 ? "0\(v)" : "\(v)" }
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))T\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))Z"
    }
}
