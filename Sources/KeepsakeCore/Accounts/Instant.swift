/// An RFC 3339 instant as seconds and nanoseconds since 1970-01-01T00:00:00Z, for comparing
/// and adding durations. The host passes every "now"; nothing here reads a clock.
public struct Instant: Comparable, Sendable {
    /// Whole seconds since 1970-01-01T00:00:00Z (negative before).
    public let seconds: Int64
    /// The fraction of the second, 0 to 999,999,999 nanoseconds.
    public let nanoseconds: Int32

    /// An instant from seconds and nanoseconds since 1970-01-01T00:00:00Z.
    public init(seconds: Int64, nanoseconds: Int32 = 0) {
        self.seconds = seconds
        self.nanoseconds = nanoseconds
    }

    /// Parses an RFC 3339 instant (FORMAT.md R26); nil when it is not one.
    public init?(_ text: String) {
        guard Validation.isInstant(text) else { return nil }
        let b = Array(text.utf8)
        func number(_ at: Int, _ count: Int) -> Int64 {
            var v: Int64 = 0
            for i in at..<(at + count) { v = v * 10 + Int64(b[i] - 0x30) }
            return v
        }
        let days = Instant.daysFromCivil(year: number(0, 4), month: number(5, 2), day: number(8, 2))
        var seconds = days * 86_400 + number(11, 2) * 3600 + number(14, 2) * 60 + number(17, 2)
        var i = 19
        var nanos: Int64 = 0
        if b[i] == UInt8(ascii: ".") {
            i += 1
            var digits = 0
            while i < b.count, b[i] >= 0x30, b[i] <= 0x39 {
                nanos = nanos * 10 + Int64(b[i] - 0x30)
                digits += 1
                i += 1
            }
            for _ in digits..<9 { nanos *= 10 }
        }
        if b[i] != UInt8(ascii: "Z") {
            let offset = number(i + 1, 2) * 3600 + number(i + 4, 2) * 60
            seconds += b[i] == UInt8(ascii: "+") ? -offset : offset
        }
        self.init(seconds: seconds, nanoseconds: Int32(nanos))
    }

    /// The instant in UTC, `YYYY-MM-DDTHH:MM:SSZ` (fractions dropped).
    public var rfc3339: String {
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let rest = seconds - days * 86_400
        let (y, m, d) = Instant.civilFromDays(days)
        func two(_ v: Int64) -> String { v < 10 ? "0\(v)" : "\(v)" }
        let year = String(y)
        return String(repeating: "0", count: max(0, 4 - year.count)) + year + "-\(two(m))-\(two(d))T\(two(rest / 3600)):\(two(rest % 3600 / 60)):\(two(rest % 60))Z"
    }

    /// The instant `delta` seconds later (earlier when negative).
    public func adding(seconds delta: Int64) -> Instant {
        Instant(seconds: seconds + delta, nanoseconds: nanoseconds)
    }

    public static func < (a: Instant, b: Instant) -> Bool {
        (a.seconds, a.nanoseconds) < (b.seconds, b.nanoseconds)
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's algorithm).
    static func daysFromCivil(year: Int64, month: Int64, day: Int64) -> Int64 {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    static func civilFromDays(_ z0: Int64) -> (Int64, Int64, Int64) {
        let z = z0 + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        return (m <= 2 ? yoe + era * 400 + 1 : yoe + era * 400, m, d)
    }
}
