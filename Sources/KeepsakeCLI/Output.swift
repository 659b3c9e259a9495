import KeepsakeCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing to stdout and stderr.
enum Output {
    static func out(_ text: String) { write(1, text) }
    static func err(_ text: String) { write(2, text) }

    static func write(_ fd: Int32, _ text: String) { write(fd, Array(text.utf8)) }

    /// Writes all of `bytes`; false when the descriptor refuses them (a closed pipe).
    @discardableResult
    static func write(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
        var rest = bytes[...]
        while !rest.isEmpty {
            let n = rest.withUnsafeBytes { raw in Glibc_or_Darwin_write(fd, raw.baseAddress!, raw.count) }
            if n < 0 { if errno == EINTR { continue }; return false }
            rest = rest.dropFirst(n)
        }
        return true
    }

    /// The width of the terminal on `fd`, or nil when it is not a terminal.
    static func terminalWidth(_ fd: Int32) -> Int? {
        guard isatty(fd) == 1 else { return nil }
        var size = winsize()
        guard ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
        return Int(size.ws_col)
    }
}

@inline(__always) private func Glibc_or_Darwin_write(_ fd: Int32, _ buf: UnsafeRawPointer, _ n: Int) -> Int { write(fd, buf, n) }

/// How a verb prints, shared by every verb: records as text (or canonical JSON with
/// `--json`), confirmations of what a write did (dropped by `-q`), and the progress display
/// (on stderr, only when it is a terminal, never with `-q`).
final class Printer {
    let json: Bool
    let quiet: Bool
    let interrupts: Interrupts
    /// A progress line is drawn without its line end: the next message on stderr ends it.
    fileprivate var lineOpen = false

    init(json: Bool, quiet: Bool, interrupts: Interrupts) {
        self.json = json
        self.quiet = quiet
        self.interrupts = interrupts
    }

    /// A record the verb was asked for (a list, a view): canonical JSON or text.
    func record(_ value: some JSONEncodable, _ text: @autoclosure () -> String) {
        Output.out(json ? value.canonicalJSON + "\n" : text())
    }

    /// What a write verb did; `-q` drops it.
    func done(_ value: some JSONEncodable, _ text: @autoclosure () -> String) {
        guard !quiet else { return }
        record(value, text())
    }

    /// A record the CLI composed (literals such as `["path": .string(path), "valid": true]`).
    func record(_ value: JSON, _ text: @autoclosure () -> String) {
        Output.out(json ? value.canonicalJSON + "\n" : text())
    }

    /// What a write verb did, as a record the CLI composed; `-q` drops it.
    func done(_ value: JSON, _ text: @autoclosure () -> String) {
        guard !quiet else { return }
        record(value, text())
    }

    /// A line on stderr (an error or a note), after ending a progress line.
    func error(_ text: String) {
        endLine()
        Output.err(text)
    }

    fileprivate func endLine() {
        if lineOpen { Output.err("\n"); lineOpen = false }
    }

    /// The handler a long operation reports to: it draws the progress display when stderr is
    /// a terminal (and not `-q`), and cancels the operation once SIGINT or SIGTERM arrived.
    func progress(_ label: String) -> ProgressHandler {
        let display = quiet || Output.terminalWidth(2) == nil ? nil : ProgressDisplay(label: label, printer: self)
        let interrupts = self.interrupts
        return { done, total in
            display?.update(done: done, total: total)
            return !interrupts.requested
        }
    }

    /// Runs `body`, a write a signal must not leave half done: SIGINT or SIGTERM cancels it
    /// through its progress handler (the core removes its temporary files as it unwinds),
    /// then the process ends by that signal.
    func cancellable<T>(_ body: () throws(CLIError) -> T) throws(CLIError) -> T {
        interrupts.setCancellable(true)
        defer { interrupts.setCancellable(false) }
        let result: Result<T, CLIError>
        do throws(CLIError) { result = .success(try body()) } catch { result = .failure(error) }
        if let signal = interrupts.received {
            error("keepsake: interrupted by \(Interrupts.name(signal)); nothing was left half written\n")
            interrupts.die(signal)
        }
        return try result.get()
    }
}

/// The progress display: `export  42% [#####     ] 215/512 MiB  240 MiB/s  0:02 left`, cut
/// down to fit the terminal's width (re-read on every draw), redrawn at most ten times a
/// second and once at the end.
final class ProgressDisplay {
    let label: String
    private unowned let printer: Printer
    private let started = Clock.monotonic()
    private var lastDraw = -1.0

    init(label: String, printer: Printer) {
        self.label = label
        self.printer = printer
    }

    func update(done: UInt64, total: UInt64) {
        let now = Clock.monotonic()
        let finished = done >= total
        guard finished || now - lastDraw >= 0.1 else { return }
        lastDraw = now
        let width = Output.terminalWidth(2) ?? 80
        Output.err("\r" + ProgressDisplay.line(label: label, done: done, total: total, elapsed: now - started, width: width) + "\u{1B}[K")
        printer.lineOpen = true
        if finished { printer.endLine() }
    }

    /// The richest line that fits in `width - 1` columns (the last column would wrap on some
    /// terminals): the bar goes first, then the rate, the bytes and the time left.
    static func line(label: String, done: UInt64, total: UInt64, elapsed: Double, width: Int) -> String {
        let fraction = total == 0 ? 1.0 : min(1.0, Double(done) / Double(total))
        let percent = String(Int(fraction * 100)).leftPadded(3) + "%"
        let rate = elapsed > 0.1 ? Double(done) / elapsed : nil
        let finished = done >= total
        let bytes = finished ? Bytes.text(total) : Bytes.pair(done, total)
        let speed = rate.map { Bytes.text(UInt64($0)) + "/s" }
        let time: String?
        if finished {
            time = "in " + Clock.duration(elapsed)
        } else if let rate, rate > 0 {
            time = Clock.duration(Double(total - done) / rate) + " left"
        } else {
            time = nil
        }
        let limit = max(1, width - 1)
        let candidates: [[String?]] = [
            [label, percent, "BAR", bytes, speed, time],
            [label, percent, bytes, speed, time],
            [label, percent, bytes, time],
            [label, percent, time],
            [label, percent],
            [percent],
        ]
        for parts in candidates {
            let words = parts.compactMap { $0 }
            let fixed = words.filter { $0 != "BAR" }.map(\.count).reduce(0, +) + 2 * (words.count - 1)
            if words.contains("BAR") {
                let room = limit - fixed - 2
                guard room >= 10 else { continue }
                let bar = min(room, 40)
                let filled = Int(fraction * Double(bar))
                let drawn = "[" + String(repeating: "#", count: filled) + String(repeating: " ", count: bar - filled) + "]"
                return words.map { $0 == "BAR" ? drawn : $0 }.joined(separator: "  ")
            }
            if fixed <= limit { return words.joined(separator: "  ") }
        }
        return String(percent.prefix(limit))
    }
}

/// Byte counts in binary units, as people read them.
enum Bytes {
    static let units = ["B", "KiB", "MiB", "GiB", "TiB"]

    static func scale(_ n: UInt64) -> (Double, Int) {
        var value = Double(n), unit = 0
        while value >= 1024 && unit < units.count - 1 { value /= 1024; unit += 1 }
        return (value, unit)
    }

    static func number(_ value: Double, _ unit: Int) -> String {
        if unit == 0 || value >= 100 { return String(Int(value.rounded())) }
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }

    static func text(_ n: UInt64) -> String {
        let (value, unit) = scale(n)
        return number(value, unit) + " " + units[unit]
    }

    /// `215/512 MiB`: both in the unit of the total.
    static func pair(_ done: UInt64, _ total: UInt64) -> String {
        let (value, unit) = scale(total)
        let divisor = value == 0 ? 1 : Double(total) / value
        return number(Double(done) / divisor, unit) + "/" + number(value, unit) + " " + units[unit]
    }
}

extension String {
    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}

/// The clock, read only here: the CLI is a host, and hosts pass "now" and "today".
enum Clock {
    /// The current instant in UTC, to the second (`2026-11-30T09:00:00Z`).
    static func now() -> Instant {
        Instant(seconds: Int64(time(nil)))
    }

    /// The default "today" of every verb: the civil date in the local time zone (`TZ`), the
    /// day the user lives in, whether for a mood, a routine check-in or a relative's access.
    static func today() -> String {
        var seconds = time(nil)
        var parts = tm()
        localtime_r(&seconds, &parts)
        return civil(parts)
    }

    private static func two(_ v: Int32) -> String { v < 10 ? "0\(v)" : "\(v)" }
    private static func civil(_ parts: tm) -> String { "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))" }

    /// Seconds on a clock that only moves forward, for rates and intervals.
    static func monotonic() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// `0:07`, `12:30`, `1:02:03`, or `0.4 s` under a second.
    static func duration(_ seconds: Double) -> String {
        guard seconds.isFinite else { return "--:--" }
        if seconds < 1 { return "0.\(Int(seconds * 10)) s" }
        let total = Int(seconds.rounded())
        let (h, m, s) = (total / 3600, total / 60 % 60, total % 60)
        return h > 0 ? "\(h):\(two(Int32(m))):\(two(Int32(s)))" : "\(m):\(two(Int32(s)))"
    }
}

/// "1 node", "2 nodes": a count with its noun in the right number.
func counted<N: BinaryInteger>(_ n: N, _ noun: String) -> String {
    "\(n) \(n == 1 ? noun : noun + "s")"
}
