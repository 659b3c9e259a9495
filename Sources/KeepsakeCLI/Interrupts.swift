import KeepsakeCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// SIGINT, SIGTERM and SIGHUP, handled by a thread of their own so that a write outside the
/// store is never cut off midway: the signals are blocked in every thread and a waiting
/// thread takes them. During a cancellable write (`Printer.cancellable`) the first one
/// only asks the write to stop, through its progress handler: the core then removes its
/// temporary files as it unwinds, and the process ends by that signal. At any other moment,
/// or at a second signal, the process ends at once: nothing of the CLI's own is half written
/// then (a media file or an import being written into a store lies in the store's `tmp/`,
/// which the next open sweeps).
final class Interrupts: @unchecked Sendable {
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private var cancellable = false
    private var signal: Int32 = 0
    /// The terminal's settings when the process started (stdin a terminal), put back when a
    /// signal ends the process: a password prompt turns echo off.
    private var terminal: termios?

    init() { pthread_mutex_init(lock, nil) }

    deinit {
        pthread_mutex_destroy(lock)
        lock.deallocate()
    }

    private func locked<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        return body()
    }

    private static func signalSet() -> sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        for s in signals { sigaddset(&set, s) }
        return set
    }

    /// Blocks the signals in the calling thread (and so in every thread it starts) and starts
    /// the thread that waits for them. Called once, before any other thread exists.
    func start() {
        if isatty(0) == 1 {
            var settings = termios()
            if tcgetattr(0, &settings) == 0 { terminal = settings }
        }
        var set = Interrupts.signalSet()
        pthread_sigmask(SIG_BLOCK, &set, nil)
        let context = Unmanaged.passRetained(self).toOpaque()
        var thread = pthread_t()
        let started = pthread_create(&thread, nil, { context in
            guard let context else { return nil }
            Unmanaged<Interrupts>.fromOpaque(context).takeRetainedValue().waitForSignals()
        }, context)
        if started == 0 {
            pthread_detach(thread)
        } else {
            // No waiting thread: let the signals act as they would have.
            Unmanaged<Interrupts>.fromOpaque(context).release()
            pthread_sigmask(SIG_UNBLOCK, &set, nil)
        }
    }

    private func waitForSignals() -> Never {
        var set = Interrupts.signalSet()
        while true {
            var received: Int32 = 0
            guard sigwait(&set, &received) == 0 else { continue }
            let deferred = locked { () -> Bool in
                guard cancellable && signal == 0 else { return false }
                signal = received
                return true
            }
            if !deferred { die(received) }
        }
    }

    func setCancellable(_ value: Bool) { locked { cancellable = value } }

    /// The signal that asked the current write to stop, if one did.
    var received: Int32? { locked { signal == 0 ? nil : signal } }
    var requested: Bool { received != nil }

    /// Ends the process by `signal`, as if it had not been caught (so a shell sees it), with
    /// the terminal as it was.
    func die(_ signal: Int32) -> Never {
        if var settings = terminal { tcsetattr(0, TCSANOW, &settings) }
        _ = Glibc.signal(signal, SIG_DFL)
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, signal)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        raise(signal)
        _exit(128 + signal)
    }

    static func name(_ signal: Int32) -> String {
        switch signal {
        case SIGINT: return "SIGINT"
        case SIGTERM: return "SIGTERM"
        case SIGHUP: return "SIGHUP"
        default: return "signal \(signal)"
        }
    }
}
