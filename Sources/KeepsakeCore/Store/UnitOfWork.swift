#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The unit of work: the only way the core reaches a store's database.
///
/// - `read(permission) { db in … }` runs in one read transaction: everything inside sees one
///   consistent snapshot, however long it takes, while writers go on (WAL). Reads use their own
///   connections from a small pool, so a long export does not hold up other threads.
/// - `write(permission) { db in … }` runs in one `BEGIN IMMEDIATE` transaction on the store's
///   one writing connection: it commits when the body returns and rolls back when it throws.
///
/// Both check the session and the permission (`AccessPolicy`) inside that same transaction,
/// before the body runs, so a check and the work it guards cannot see different states.
/// The connections are private to `Connections`; nothing else holds one.
extension Session {
    /// Runs `body` in a read transaction after checking that the session holds `permission`.
    func read<T>(_ permission: Permission, _ body: (Database) throws(KeepsakeError) -> T) throws(KeepsakeError) -> T {
        try store.connections.read(permission, session: self, body)
    }

    /// Checks now that the session holds `permission`, before long work (hashing, parsing a
    /// file, streaming media) whose result a unit of work later stores: that unit checks again.
    func precheck(_ permission: Permission) throws(KeepsakeError) {
        try store.connections.precheck(permission, session: self)
    }

    /// Runs `body` in a write transaction after checking that the session holds `permission`.
    func write<T>(_ permission: Permission, _ body: (Database) throws(KeepsakeError) -> T) throws(KeepsakeError) -> T {
        try store.connections.write(permission, session: self, body)
    }
}

extension Store {
    /// A unit of work of nobody signed in (`Permission.holders` contains nil): sign-in, the
    /// owner's session, the store's description, viewer sign-in on a device.
    func read<T>(_ permission: Permission, _ body: (Database) throws(KeepsakeError) -> T) throws(KeepsakeError) -> T {
        try connections.read(permission, session: nil, body)
    }

    /// See `read`; a write transaction.
    func write<T>(_ permission: Permission, _ body: (Database) throws(KeepsakeError) -> T) throws(KeepsakeError) -> T {
        try connections.write(permission, session: nil, body)
    }
}

/// A store's SQLite connections: one writer (none for a read-only store) and a pool of
/// readers. Not visible outside this file but through the unit of work above.
///
/// On a full disk (Store.open) the store cannot have SQLite's shared index (-shm) and uses
/// exclusive locking instead, which a connection keeps as long as it is open. Then no
/// connection is kept: each unit of work opens the store's one connection, with exclusive
/// locking, and closes it when it ends, so the file lock lasts one unit of work, as a write
/// transaction's does. Nothing is held between units of work, and after `suspend()` nothing
/// at all: iOS kills a suspended app that holds a file lock in an App Group container
/// (0xdead10cc).
final class Connections: @unchecked Sendable {
    private let writer: Database?
    private let writerLock = Lock()
    private let openReader: () throws(KeepsakeError) -> Database
    private var idle: [Database] = []
    private let poolLock = Lock()
    /// Told after each committed write (Observation/StoreChanges.swift).
    let commitObservers = CommitObservers()
    /// Suspension, and the units of work running now (`Store.suspend`).
    private let gate = UnitGate()
    /// How many idle readers are kept for later units of work.
    private static let keptReaders = 4
    /// Full-disk mode: opens the store's one connection, with exclusive locking, for one unit
    /// of work at a time (under `writerLock`).
    private let openExclusive: (() throws(KeepsakeError) -> Database)?
    /// False for a store opened read-only.
    private let writable: Bool
    /// Runs on the writing connection after each write unit of work commits, under the write
    /// lock (the store's `completeWaitingErasures`).
    var afterWrite: ((Database) -> Void)?

    /// `writer` is the store's writing connection, already set up; `openReader` opens one more
    /// connection that only reads.
    init(writer: Database?, openReader: @escaping () throws(KeepsakeError) -> Database) {
        self.writer = writer
        self.writable = writer != nil
        self.openReader = openReader
        self.openExclusive = nil
    }

    /// Full-disk mode: every unit of work, one at a time, on a connection `openExclusive`
    /// opens for it alone (with `PRAGMA locking_mode=EXCLUSIVE`; query_only when not `writable`).
    init(writable: Bool, openExclusive: @escaping () throws(KeepsakeError) -> Database) {
        self.writer = nil
        self.writable = writable
        self.openExclusive = openExclusive
        self.openReader = { () throws(KeepsakeError) -> Database in
            throw .noSpace("watching for other processes' changes needs the store's shared index (keepsake.db-shm), which the full disk kept from being created; open the store again once there is room")
        }
    }

    func read<T>(_ permission: Permission, session: Session?, _ body: (Database) throws(KeepsakeError) -> T) throws(KeepsakeError) -> T {
        guard !permission.changesStore else { throw .internalError("\(quoted: permission.rawValue) changes the store: it runs in a write unit of work") }
        try gate.enter(permission)
        defer { gate.leave() }
        if let openExclusive {
            return try writerLock.withLock { () throws(KeepsakeError) -> T in
                try Connections.run(permission, session, on: try openExclusive(), body)
            }
        }
        let db = try checkOut()
        defer { checkIn(db) }
        return try Connections.run(permission, session, on: db, body)
    }

    func write<T>(_ permission: Permission, session: Session?, _ body: (Database) throws(KeepsakeError) -> T) throws(KeepsakeError) -> T {
        guard permission.changesStore else { throw .internalError("\(quoted: permission.rawValue) only reads: it runs in a write unit of work") }
        try refuseChanges(permission, session)
        try gate.enter(permission)
        defer { gate.leave() }
        let result = try writerLock.withLock { () throws(KeepsakeError) -> T in
            let db: Database
            if let openExclusive { db = try openExclusive() } else if let writer { db = writer } else {
                throw .internalError("a writable store has no writing connection")
            }
            let result = try db.inTransaction { () throws(KeepsakeError) -> T in
                try AccessPolicy.check(session, permission, in: db)
                return try body(db)
            }
            afterWrite?(db)
            return result
        }
        commitObservers.notify()
        return result
    }

    /// Runs `body` with the writing connection under the write lock, outside any unit of work
    /// (the store's own chores on release); nothing when the store has no writer or is
    /// suspended (the chores wait for the next open).
    func withWriter(_ body: (Database) -> Void) {
        guard writable, !gate.isSuspended else { return }
        writerLock.sync {
            if let writer { body(writer) } else if let db = try? openExclusive?() { body(db) }
        }
    }

    /// See `Store.suspend`: new units of work, reads and writes, are refused, then the running
    /// ones are waited for.
    func suspend() throws(KeepsakeError) {
        try gate.suspend()
    }

    func resume() { gate.resume() }

    var isSuspended: Bool { gate.isSuspended }

    /// A reader of its own, outside the pool (`ExternalChangeDetector`).
    func dedicatedReader() throws(KeepsakeError) -> Database { try openReader() }

    func precheck(_ permission: Permission, session: Session?) throws(KeepsakeError) {
        if permission.changesStore { try refuseChanges(permission, session) }
        try gate.enter(permission)
        defer { gate.leave() }
        if let openExclusive {
            return try writerLock.withLock { () throws(KeepsakeError) in
                try Connections.run(permission, session, on: try openExclusive()) { (_) throws(KeepsakeError) in }
            }
        }
        let db = try checkOut()
        defer { checkIn(db) }
        try Connections.run(permission, session, on: db) { (_) throws(KeepsakeError) in }
    }

    /// Refuses a change to every viewer session and on a store opened read-only.
    private func refuseChanges(_ permission: Permission, _ session: Session?) throws(KeepsakeError) {
        if case .viewer? = session?.principal {
            throw .readOnly("cannot \(permission.rawValue): a dossier opened from a viewer bundle is read-only")
        }
        guard writable else { throw .readOnly("cannot \(permission.rawValue): the store was opened read-only") }
    }

    /// A read unit of work on `db`: one read transaction, the check, then `body`.
    private static func run<T>(_ permission: Permission, _ session: Session?, on db: Database,
                               _ body: (Database) throws(KeepsakeError) -> T) throws(KeepsakeError) -> T {
        try db.execute("BEGIN DEFERRED")
        do throws(KeepsakeError) {
            try AccessPolicy.check(session, permission, in: db)
            let result = try body(db)
            try db.execute("COMMIT")
            return result
        } catch {
            try? db.execute("ROLLBACK")
            throw error
        }
    }

    private func checkOut() throws(KeepsakeError) -> Database {
        if let db = poolLock.sync({ idle.popLast() }) { return db }
        return try openReader()
    }

    private func checkIn(_ db: Database) {
        poolLock.sync {
            if idle.count < Connections.keptReaders { idle.append(db) }
        }
    }
}

/// Suspension of a store's units of work (`Store.suspend`): while suspended, new units of work
/// are refused with `.busy`; `suspend()` returns once the running ones have ended.
final class UnitGate: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let ended = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private var suspended = false
    /// The threads running a unit of work now (one entry per unit; nested reads repeat a thread).
    private var running: [pthread_t] = []

    init() {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(ended, nil)
    }

    deinit {
        pthread_cond_destroy(ended)
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
        ended.deallocate()
    }

    /// Counts a unit of work in, or refuses it while suspended.
    func enter(_ permission: Permission) throws(KeepsakeError) {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        if suspended {
            throw .busy("cannot \(permission.rawValue): the store is suspended (Store.suspend); retry after resume")
        }
        running.append(pthread_self())
    }

    /// Counts a unit of work out (after `enter` succeeded).
    func leave() {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        let me = pthread_self()
        if let index = running.lastIndex(where: { pthread_equal($0, me) != 0 }) { running.remove(at: index) }
        if running.isEmpty { pthread_cond_broadcast(ended) }
    }

    /// Refuses new units of work, then waits for the running ones.
    /// - Throws: `.internalError` when the calling thread is inside a unit of work (it would
    ///   wait for itself).
    func suspend() throws(KeepsakeError) {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        let me = pthread_self()
        if running.contains(where: { pthread_equal($0, me) != 0 }) {
            throw .internalError("Store.suspend was called inside a unit of work of the same store; this would wait for itself")
        }
        suspended = true
        while !running.isEmpty { pthread_cond_wait(ended, mutex) }
    }

    func resume() {
        pthread_mutex_lock(mutex)
        suspended = false
        pthread_mutex_unlock(mutex)
    }

    var isSuspended: Bool {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return suspended
    }
}
