/// Being told when a store changed, without any concurrency runtime (the C ABI links this
/// module): callbacks after each committed write unit of work in this process, and a detector
/// of commits by other connections or processes (an app extension, a widget) to poll.
/// KeepsakeKit builds its `AsyncStream` of changes on these.

/// Callbacks run after every committed write unit of work of one store in this process.
final class CommitObservers: @unchecked Sendable {
    private let state = Protected<(next: UInt64, callbacks: [UInt64: @Sendable () -> Void])>((0, [:]))

    func add(_ callback: @escaping @Sendable () -> Void) -> UInt64 {
        state.withLock { state in
            state.next += 1
            state.callbacks[state.next] = callback
            return state.next
        }
    }

    func remove(_ id: UInt64) {
        state.withLock { state in state.callbacks[id] = nil }
    }

    /// Runs every callback, outside the lock and after the writer is released.
    func notify() {
        let callbacks = state.withLock { state in Array(state.callbacks.values) }
        for callback in callbacks { callback() }
    }
}

/// A registration of `Store.observeCommits`; `cancel()` (or releasing it) ends it.
public final class CommitObservation: @unchecked Sendable {
    private weak var observers: CommitObservers?
    private let id: UInt64

    init(observers: CommitObservers, id: UInt64) {
        self.observers = observers
        self.id = id
    }

    /// Stops the callbacks; later commits no longer call it.
    public func cancel() { observers?.remove(id) }

    deinit { cancel() }
}

/// Detects commits to a store by other connections, this process's or another's (SQLite's
/// `PRAGMA data_version` on a connection of its own, which changes when any other connection
/// commits). Poll it at an interval the host chooses.
public final class ExternalChangeDetector: @unchecked Sendable {
    private let lock = Lock()
    private let db: Database
    private var last: Int64

    init(db: Database) throws(KeepsakeError) {
        self.db = db
        last = try db.integer("PRAGMA data_version")
    }

    /// True when another connection committed since the last call (or since creation).
    /// - Throws: `.io` or `.corruptStore` when the store's database can no longer be read (its
    ///   file was removed or replaced).
    public func poll() throws(KeepsakeError) -> Bool {
        try lock.withLock { () throws(KeepsakeError) -> Bool in
            let now = try db.integer("PRAGMA data_version")
            defer { last = now }
            return now != last
        }
    }
}

extension Store {
    /// Calls `callback` after every write unit of work of this store that commits in this
    /// process (on the writing thread, after the writer is released: keep it short, and do not
    /// start a unit of work of this store inside it on that thread synchronously if it could
    /// block). Ends when the returned observation is cancelled or released.
    ///
    /// ```swift
    /// let observation = store.observeCommits { refreshScreen() }
    /// ```
    public func observeCommits(_ callback: @escaping @Sendable () -> Void) -> CommitObservation {
        CommitObservation(observers: connections.commitObservers, id: connections.commitObservers.add(callback))
    }

    /// A detector of commits by other connections and processes (see `ExternalChangeDetector`),
    /// holding a read connection of its own.
    /// - Throws: `.io` when the read connection cannot be opened (the file is gone or
    ///   unreadable), `.corruptStore` when it is not a store.
    public func externalChangeDetector() throws(KeepsakeError) -> ExternalChangeDetector {
        try ExternalChangeDetector(db: connections.dedicatedReader())
    }

    /// Refuses new units of work, reads and writes (`KeepsakeError.busy`, "the store is
    /// suspended"), and waits for the running ones to end, so the process holds no lock on the
    /// store's files: call it when an iOS app moves to the background (a suspended app holding
    /// a file lock in an App Group container is killed with 0xdead10cc), as GRDB does on
    /// suspension. A store opened on a full disk, which uses exclusive locking, keeps its lock
    /// only during a unit of work, so after `suspend()` it holds none either. Idempotent.
    /// - Throws: `.internalError` when called inside a unit of work of this store.
    public func suspend() throws(KeepsakeError) { try connections.suspend() }

    /// Accepts units of work again after `suspend()`.
    public func resume() { connections.resume() }

    /// Whether `suspend()` is in effect.
    public var isSuspended: Bool { connections.isSuspended }
}
