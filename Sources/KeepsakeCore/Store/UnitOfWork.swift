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
final class Connections: @unchecked Sendable {
    private let writer: Database?
    private let writerLock = Lock()
    private let openReader: () throws(KeepsakeError) -> Database
    private var idle: [Database] = []
    private let poolLock = Lock()
    /// Told after each committed write (Observation/StoreChanges.swift).
    let commitObservers = CommitObservers()
    private let suspended = Protected(false)
    /// How many idle readers are kept for later units of work.
    private static let keptReaders = 4
    /// The one connection of a store opened with exclusive locking (on a full disk, Store.open):
    /// no other connection may read then, so every unit of work uses this one, one at a time.
    private let only: Database?
    /// Runs on the writing connection after each write unit of work commits, under the write
    /// lock (the store's `completeWaitingErasures`).
    var afterWrite: ((Database) -> Void)?

    /// `writer` is the store's writing connection, already set up; `openReader` opens one more
    /// connection that only reads.
    init(writer: Database?, openReader: @escaping () throws(KeepsakeError) -> Database) {
        self.writer = writer
        self.openReader = openReader
        self.only = nil
    }

    /// Units of work that all use `only` (the writer too, when there is one), one at a time.
    init(writer: Database?, only: Database) {
        self.writer = writer
        self.only = only
        self.openReader = { () throws(KeepsakeError) -> Database in only }
    }

    func read<T>(_ permission: Permission, session: Session?, _ body: (Database) throws(KeepsakeError) -> T) throws(KeepsakeError) -> T {
        guard !permission.changesStore else { throw .internalError("\(quoted: permission.rawValue) changes the store: it runs in a write unit of work") }
        if let only {
            return try writerLock.withLock { () throws(KeepsakeError) -> T in try Connections.run(permission, session, on: only, body) }
        }
        let db = try checkOut()
        defer { checkIn(db) }
        return try Connections.run(permission, session, on: db, body)
    }

    func write<T>(_ permission: Permission, session: Session?, _ body: (Database) throws(KeepsakeError) -> T) throws(KeepsakeError) -> T {
        guard permission.changesStore else { throw .internalError("\(quoted: permission.rawValue) only reads: it runs in a read unit of work") }
        try refuseChanges(permission, session)
        guard let writer else { throw .internalError("a writable store has no writing connection") }
        let result = try writerLock.withLock { () throws(KeepsakeError) -> T in
            if isSuspended { throw .busy("cannot \(permission.rawValue): the store is suspended (Store.suspend); retry after resume") }
            let result = try writer.inTransaction { () throws(KeepsakeError) -> T in
                try AccessPolicy.check(session, permission, in: writer)
                return try body(writer)
            }
            afterWrite?(writer)
            return result
        }
        commitObservers.notify()
        return result
    }

    /// Runs `body` with the writing connection under the write lock, outside any unit of work
    /// (the store's own chores on release); nothing when the store has no writer.
    func withWriter(_ body: (Database) -> Void) {
        guard let writer else { return }
        writerLock.sync { body(writer) }
    }

    /// See `Store.suspend`: new writes are refused, then the running one is waited for.
    func suspend() throws(KeepsakeError) {
        suspended.withLock { $0 = true }
        try writerLock.withLock { () throws(KeepsakeError) in }
    }

    func resume() { suspended.withLock { $0 = false } }

    var isSuspended: Bool { suspended.withLock { $0 } }

    /// A reader of its own, outside the pool (`ExternalChangeDetector`).
    func dedicatedReader() throws(KeepsakeError) -> Database { try openReader() }

    func precheck(_ permission: Permission, session: Session?) throws(KeepsakeError) {
        if permission.changesStore { try refuseChanges(permission, session) }
        if let only {
            return try writerLock.withLock { () throws(KeepsakeError) in
                try Connections.run(permission, session, on: only) { (_) throws(KeepsakeError) in }
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
        guard writer != nil else { throw .readOnly("cannot \(permission.rawValue): the store was opened read-only") }
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
