/// Reports `done` of `total` bytes; returns false to cancel the operation.
public typealias ProgressHandler = (_ done: UInt64, _ total: UInt64) -> Bool

/// Counts bytes and calls the host's handler, turning a cancel into an error.
struct ProgressMeter {
    let total: UInt64
    let handler: ProgressHandler?
    private(set) var done: UInt64 = 0
    private var lastReported: UInt64 = 0

    init(total: UInt64, handler: ProgressHandler?) {
        self.total = total
        self.handler = handler
    }

    /// Adds `count` bytes; calls the handler at most every 1 MiB and at the end.
    mutating func advance(_ count: UInt64) throws(KeepsakeError) {
        done += count
        guard let handler, done - lastReported >= (1 << 20) || done == total else { return }
        lastReported = done
        guard handler(done, total) else { throw .cancelled("cancelled by the progress callback") }
    }

    /// Reports completion (once), which the host may still cancel.
    mutating func finish() throws(KeepsakeError) {
        guard let handler, lastReported != total || done != total else { return }
        done = total
        lastReported = total
        guard handler(total, total) else { throw .cancelled("cancelled by the progress callback") }
    }
}
