import CSQLite
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A value read from or bound to SQLite.
package enum SQLValue: Equatable, Sendable {
    case null
    case integer(Int64)
    case text(String)
    case blob([UInt8])
    case real(Double)

    var json: JSONValue? {
        switch self {
        case .null: return .null
        case .integer(let i): return (-JSONValue.maxSafeInteger...JSONValue.maxSafeInteger).contains(i) ? .int(i) : nil
        case .text(let s): return .string(s)
        case .blob, .real: return nil
        }
    }
}

/// One row of a query, read by column name: a result column's own name or its `AS` alias.
/// Every accessor says what is wrong when the column is not in the query (a programming
/// error: `.internalError`) or holds a value of another type (`.corruptStore`).
package struct Row: Sendable {
    let names: RowNames
    package let values: [SQLValue]

    /// Every column's value by name (a name given twice: its first column).
    package var byName: [String: SQLValue] {
        var result: [String: SQLValue] = [:]
        for (i, name) in names.list.enumerated() where i < values.count && result[name] == nil { result[name] = values[i] }
        return result
    }

    /// The value of `column`.
    package func value(_ column: String) throws(KeepsakeError) -> SQLValue {
        guard let index = names.index[column], index >= 0, index < values.count else {
            if names.index[column] == -1 { throw .internalError("the query has two columns named \(column); give one an alias") }
            throw .internalError("the query has no column \(column) (it has \(names.list.joined(separator: ", ")))")
        }
        return values[index]
    }

    package func text(_ column: String) throws(KeepsakeError) -> String {
        try required(column, "text") { if case .text(let text) = $0 { text } else { nil } }
    }

    /// Text or NULL.
    package func optionalText(_ column: String) throws(KeepsakeError) -> String? {
        try optional(column, "text") { if case .text(let text) = $0 { text } else { nil } }
    }

    package func integer(_ column: String) throws(KeepsakeError) -> Int64 {
        try required(column, "an integer") { if case .integer(let integer) = $0 { integer } else { nil } }
    }

    /// An integer or NULL.
    package func optionalInteger(_ column: String) throws(KeepsakeError) -> Int64? {
        try optional(column, "an integer") { if case .integer(let integer) = $0 { integer } else { nil } }
    }

    /// The value of `column` as `extract` reads it; NULL gives nil, another type an error.
    private func optional<T>(_ column: String, _ expected: String, _ extract: (SQLValue) -> T?) throws(KeepsakeError) -> T? {
        let value = try value(column)
        if value == .null { return nil }
        guard let result = extract(value) else { throw wrongType(column, expected, found: value) }
        return result
    }

    private func required<T>(_ column: String, _ expected: String, _ extract: (SQLValue) -> T?) throws(KeepsakeError) -> T {
        guard let result = try optional(column, expected, extract) else { throw wrongType(column, expected, found: .null) }
        return result
    }

    package func blob(_ column: String) throws(KeepsakeError) -> [UInt8] {
        switch try value(column) {
        case .blob(let bytes): return bytes
        case let other: throw wrongType(column, "a blob", found: other)
        }
    }

    /// A text column holding one of `T`'s raw values.
    package func raw<T: RawRepresentable>(_ column: String, as type: T.Type) throws(KeepsakeError) -> T where T.RawValue == String {
        let text = try text(column)
        guard let value = T(rawValue: text) else { throw .corruptStore("column \(column) holds \(quoted: text), which is not one of its values") }
        return value
    }

    private func wrongType(_ column: String, _ expected: String, found: SQLValue) -> KeepsakeError {
        let kind: String
        switch found {
        case .null: kind = "NULL"
        case .integer: kind = "an integer"
        case .text: kind = "text"
        case .blob: kind = "a blob (or text that is not UTF-8)"
        case .real: kind = "a real number"
        }
        return .corruptStore("column \(column) holds \(kind) where \(expected) is expected")
    }
}

/// The result column names of one statement, looked up by `Row` (-1: a name given twice).
final class RowNames: Sendable {
    let list: [String]
    let index: [String: Int]

    init(_ list: [String]) {
        self.list = list
        var index: [String: Int] = [:]
        for (i, name) in list.enumerated() { index[name] = index[name] == nil ? i : -1 }
        self.index = index
    }
}

/// One SQLite connection. Not thread-safe by itself: its owner (a store) serialises access.
package final class Database {
    let handle: OpaquePointer
    package let path: String
    /// Derived data kept between units of work on this connection, each entry valid while
    /// `changeToken()` is unchanged (the token is per connection).
    var cache: [String: (token: [Int64], value: Any)] = [:]
    private var busyTimeout: Int32 = 5000
    /// `afterCommit` and `afterRollback` actions of the transaction under way.
    private var committed: [() -> Void] = []
    private var rolledBack: [() -> Void] = []

    /// How a connection is opened.
    package struct Mode: Sendable {
        var flags: Int32
        /// True for files from elsewhere: SQLite's guidance for untrusted databases applies.
        var untrusted: Bool

        package static let readWriteCreate = Mode(flags: SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, untrusted: false)
        package static let readWrite = Mode(flags: SQLITE_OPEN_READWRITE, untrusted: false)
        package static let readOnly = Mode(flags: SQLITE_OPEN_READONLY, untrusted: false)
        package static let untrustedReadOnly = Mode(flags: SQLITE_OPEN_READONLY, untrusted: true)
    }

    package init(path: String, mode: Mode, busyTimeoutMilliseconds: Int32 = 5000) throws(KeepsakeError) {
        var db: OpaquePointer?
        let flags = mode.flags | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_EXRESCODE
        let rc = sqlite3_open_v2(path, &db, flags, nil)
        guard rc == SQLITE_OK, let db else {
            let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            sqlite3_close_v2(db)
            throw Database.error(rc, "cannot open database \(quotedPath: path): \(message)")
        }
        self.handle = db
        self.path = path
        sqlite3_busy_timeout(db, busyTimeoutMilliseconds)
        busyTimeout = busyTimeoutMilliseconds
        // Whichever of a store's connections closes last keeps the -wal and -shm files
        // (Store.prepareForWriting says why); no effect on databases in other journal modes.
        persistWriteAheadLog()
        sqlite3_extended_result_codes(db, 1)
        if mode.flags & SQLITE_OPEN_READWRITE != 0 {
            // On Apple platforms fsync() does not reach the storage's own cache; SQLite then
            // flushes with fcntl(F_FULLFSYNC) at commits and checkpoints only when asked, as
            // Support/File.swift does for media files: without it a committed change could be
            // lost on power loss on an iPhone but not on Linux. Elsewhere SQLite ignores both.
            try execute("PRAGMA fullfsync=ON; PRAGMA checkpoint_fullfsync=ON")
        }
        if mode.untrusted {
            try hardenForUntrustedInput()
        }
    }

    deinit {
        sqlite3_close_v2(handle)
    }

    /// Checkpoints the write-ahead log into the database and truncates it, waiting up to
    /// `milliseconds` for other connections' readers to finish. True when it completed: then no
    /// reader of any connection still sees a state older than the last commit.
    package func checkpointTruncating(waitingUpTo milliseconds: Int32) -> Bool {
        sqlite3_busy_timeout(handle, milliseconds)
        defer { sqlite3_busy_timeout(handle, busyTimeout) }
        guard let row = try? rows("PRAGMA wal_checkpoint(TRUNCATE)").first, case .integer(let busy)? = row.first else { return false }
        return busy == 0
    }

    /// Keeps the write-ahead log and its index when the last connection closes
    /// (`SQLITE_FCNTL_PERSIST_WAL`), so that opening the database again needs no new space.
    package func persistWriteAheadLog() {
        var on: Int32 = 1
        _ = sqlite3_file_control(handle, "main", SQLITE_FCNTL_PERSIST_WAL, &on)
    }

    /// SQLite's guidance for databases from elsewhere (sqlite.org/security.html), FORMAT.md R28.
    private func hardenForUntrustedInput() throws(KeepsakeError) {
        _ = ks_sqlite3_db_config_int(handle, SQLITE_DBCONFIG_DEFENSIVE, 1)
        _ = ks_sqlite3_db_config_int(handle, SQLITE_DBCONFIG_TRUSTED_SCHEMA, 0)
        _ = ks_sqlite3_db_config_int(handle, SQLITE_DBCONFIG_ENABLE_TRIGGER, 0)
        _ = ks_sqlite3_db_config_int(handle, SQLITE_DBCONFIG_ENABLE_VIEW, 0)
        _ = ks_sqlite3_db_config_int(handle, SQLITE_DBCONFIG_ENABLE_LOAD_EXTENSION, 0)
        sqlite3_limit(handle, SQLITE_LIMIT_LENGTH, 1_000_000)
        sqlite3_limit(handle, SQLITE_LIMIT_SQL_LENGTH, 100_000)
        sqlite3_limit(handle, SQLITE_LIMIT_COLUMN, 100)
        sqlite3_limit(handle, SQLITE_LIMIT_EXPR_DEPTH, 10)
        sqlite3_limit(handle, SQLITE_LIMIT_COMPOUND_SELECT, 3)
        sqlite3_limit(handle, SQLITE_LIMIT_VDBE_OP, 25_000)
        sqlite3_limit(handle, SQLITE_LIMIT_FUNCTION_ARG, 8)
        sqlite3_limit(handle, SQLITE_LIMIT_ATTACHED, 0)
        sqlite3_limit(handle, SQLITE_LIMIT_LIKE_PATTERN_LENGTH, 50)
        sqlite3_limit(handle, SQLITE_LIMIT_VARIABLE_NUMBER, 10)
        sqlite3_limit(handle, SQLITE_LIMIT_TRIGGER_DEPTH, 10)
        try execute("PRAGMA trusted_schema=OFF")
        try execute("PRAGMA cell_size_check=ON")
        try execute("PRAGMA mmap_size=0")
    }

    /// Maps an SQLite (extended) result code to the error a caller can act on.
    static func error(_ code: Int32, _ message: String) -> KeepsakeError {
        // SQLite's extended constraint codes are function-like macros Swift does not import:
        // SQLITE_CONSTRAINT | (n << 8), n from sqlite3.h.
        func constraint(_ n: Int32) -> Int32 { SQLITE_CONSTRAINT | (n << 8) }
        switch code {
        case constraint(8), constraint(6): return .alreadyExists(message)   // UNIQUE, PRIMARYKEY
        case constraint(3): return .foreignKey(message)                      // FOREIGNKEY
        case constraint(1): return .checkFailed(message)                     // CHECK
        case constraint(5): return .notNull(message)                         // NOTNULL
        case constraint(7):                                                  // TRIGGER
            if let marker = message.firstRange(of: ViewerCopyGuard.refusal) { return .readOnly(String(message[marker.upperBound...])) }
            if let marker = message.firstRange(of: ViewerCopyGuard.mediaRefusal) { return .permissionDenied(String(message[marker.upperBound...])) }
        default: break
        }
        switch code & 0xFF {
        case SQLITE_BUSY, SQLITE_LOCKED:
            return .busy("\(message) (another connection held the store past the busy timeout of 5 s; try again)")
        case SQLITE_FULL: return .noSpace(message)
        case SQLITE_READONLY: return .readOnly(message)
        case SQLITE_CORRUPT, SQLITE_NOTADB: return .corruptStore(message)
        case SQLITE_CANTOPEN: return .io(message)
        case SQLITE_IOERR: return .io(message)
        case SQLITE_CONSTRAINT: return .checkFailed(message)
        default: return .internalError(message)
        }
    }

    func lastError(_ code: Int32, _ what: String) -> KeepsakeError {
        let message = "\(what): \(String(cString: sqlite3_errmsg(handle)))"
        return isDiskFull(code) ? .noSpace(message + " (the disk is full)") : Database.error(code, message)
    }

    /// True when an I/O failure came from a full disk (SQLite reports it as a plain I/O error
    /// when, say, the write-ahead log's index cannot grow).
    private func isDiskFull(_ code: Int32) -> Bool {
        let primary = code & 0xFF
        guard primary == SQLITE_IOERR || primary == SQLITE_CANTOPEN || primary == SQLITE_FULL else { return false }
        let cause = sqlite3_system_errno(handle)
        return cause == ENOSPC || cause == EDQUOT
    }

    /// A token that changes whenever the database may have changed: rows this connection
    /// changed (`sqlite3_total_changes64`) and commits by other connections (`data_version`).
    package func changeToken() throws(KeepsakeError) -> [Int64] {
        [sqlite3_total_changes64(handle), try integer("PRAGMA data_version")]
    }

    /// Rows changed by the last INSERT, UPDATE or DELETE.
    package var changes: Int { Int(sqlite3_changes(handle)) }

    /// Runs one or more statements that return no rows.
    package func execute(_ sql: String) throws(KeepsakeError) {
        var errorMessage: UnsafeMutablePointer<CChar>?
        let rc = sqlite3_exec(handle, sql, nil, nil, &errorMessage)
        if rc != SQLITE_OK {
            let message = errorMessage.map { String(cString: $0) } ?? "unknown error"
            sqlite3_free(errorMessage)
            throw isDiskFull(rc) ? .noSpace("database error: \(message) (the disk is full)") : Database.error(rc, "database error: \(message)")
        }
    }

    package func prepare(_ sql: String) throws(KeepsakeError) -> Statement {
        var stmt: OpaquePointer?
        let rc = sqlite3_prepare_v2(handle, sql, -1, &stmt, nil)
        guard rc == SQLITE_OK, let stmt else { throw lastError(rc, "cannot prepare statement") }
        return Statement(stmt, database: self)
    }

    /// Runs a statement with arguments, returning no rows.
    package func run(_ sql: String, _ arguments: [SQLValue] = []) throws(KeepsakeError) {
        let stmt = try prepare(sql)
        try stmt.bind(arguments)
        while try stmt.step() {}
    }

    /// Runs a query and returns every row.
    package func rows(_ sql: String, _ arguments: [SQLValue] = []) throws(KeepsakeError) -> [[SQLValue]] {
        let stmt = try prepare(sql)
        try stmt.bind(arguments)
        var rows: [[SQLValue]] = []
        while try stmt.step() { rows.append(stmt.row()) }
        return rows
    }

    /// Runs a query and returns every row, read by column name.
    package func records(_ sql: String, _ arguments: [SQLValue] = []) throws(KeepsakeError) -> [Row] {
        let stmt = try prepare(sql)
        try stmt.bind(arguments)
        var rows: [Row] = []
        while try stmt.step() { rows.append(stmt.record()) }
        return rows
    }

    /// The first row of a query, read by column name; nil when there is none.
    package func record(_ sql: String, _ arguments: [SQLValue] = []) throws(KeepsakeError) -> Row? {
        let stmt = try prepare(sql)
        try stmt.bind(arguments)
        return try stmt.step() ? stmt.record() : nil
    }

    /// The first column of the first row, or nil when there is no row.
    package func scalar(_ sql: String, _ arguments: [SQLValue] = []) throws(KeepsakeError) -> SQLValue? {
        let stmt = try prepare(sql)
        try stmt.bind(arguments)
        return try stmt.step() ? stmt.column(0) : nil
    }

    package func integer(_ sql: String, _ arguments: [SQLValue] = []) throws(KeepsakeError) -> Int64 {
        if case .integer(let i)? = try scalar(sql, arguments) { return i }
        return 0
    }

    /// Runs `body` in an immediate transaction: commits when it returns, rolls back when it
    /// throws. The only way the core changes a store. What `body` gave to `afterCommit` runs
    /// once the commit is durable (and is dropped on a rollback).
    package func inTransaction<T>(_ body: () throws(KeepsakeError) -> T) throws(KeepsakeError) -> T {
        try execute("BEGIN IMMEDIATE")
        committed = []
        rolledBack = []
        do throws(KeepsakeError) {
            let result = try body()
            try execute("COMMIT")
            let actions = committed
            committed = []
            rolledBack = []
            for action in actions { action() }
            return result
        } catch {
            let actions = rolledBack
            committed = []
            rolledBack = []
            try? execute("ROLLBACK")
            for action in actions { action() }
            throw error
        }
    }

    /// Work that must follow the current transaction's commit, never precede it: removing the
    /// files of media rows the transaction deleted (a crash in between leaves a file without a
    /// row, which its `MediaTrail` names for the next open; never a row without its file).
    package func afterCommit(_ action: @escaping () -> Void) {
        committed.append(action)
    }

    /// Work that must follow the current transaction's rollback (its commit failed, or its
    /// body threw): undoing what it did outside the database, such as unlinking media files
    /// it placed for rows that were never recorded.
    package func afterRollback(_ action: @escaping () -> Void) {
        rolledBack.append(action)
    }
}

/// A prepared statement.
package final class Statement {
    let handle: OpaquePointer
    let database: Database

    init(_ handle: OpaquePointer, database: Database) {
        self.handle = handle
        self.database = database
    }

    deinit { sqlite3_finalize(handle) }

    package func bind(_ values: [SQLValue]) throws(KeepsakeError) {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            let rc: Int32
            switch value {
            case .null: rc = sqlite3_bind_null(handle, index)
            case .integer(let i): rc = sqlite3_bind_int64(handle, index, i)
            case .real(let d): rc = sqlite3_bind_double(handle, index, d)
            // The byte count, not a NUL terminator, so text is stored whole (never cut at U+0000).
            case .text(let s): rc = sqlite3_bind_text(handle, index, s, Int32(clamping: s.utf8.count), ks_sqlite3_transient())
            case .blob(let b):
                rc = b.withUnsafeBytes { raw in
                    sqlite3_bind_blob(handle, index, raw.baseAddress, Int32(raw.count), ks_sqlite3_transient())
                }
            }
            guard rc == SQLITE_OK else { throw database.lastError(rc, "cannot bind argument \(index)") }
        }
    }

    /// Steps once: true when a row is ready.
    package func step() throws(KeepsakeError) -> Bool {
        let rc = sqlite3_step(handle)
        switch rc {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default: throw database.lastError(rc, "database error")
        }
    }

    package var columnCount: Int { Int(sqlite3_column_count(handle)) }

    package func columnName(_ index: Int) -> String {
        sqlite3_column_name(handle, Int32(index)).map { String(cString: $0) } ?? ""
    }

    /// An integer column without building a `SQLValue`, for hot loops; nil when not an integer.
    package func integer(_ index: Int) -> Int64? {
        sqlite3_column_type(handle, Int32(index)) == SQLITE_INTEGER ? sqlite3_column_int64(handle, Int32(index)) : nil
    }

    package func column(_ index: Int) -> SQLValue {
        let i = Int32(index)
        switch sqlite3_column_type(handle, i) {
        case SQLITE_INTEGER: return .integer(sqlite3_column_int64(handle, i))
        case SQLITE_FLOAT: return .real(sqlite3_column_double(handle, i))
        case SQLITE_TEXT:
            let count = Int(sqlite3_column_bytes(handle, i))
            guard let text = sqlite3_column_text(handle, i) else { return .text("") }
            let bytes = UnsafeBufferPointer(start: text, count: count)
            // Text that is not valid UTF-8 comes back as a blob, so callers can refuse it.
            if let s = String(validating: bytes, as: UTF8.self) { return .text(s) }
            return .blob(Array(bytes))
        case SQLITE_BLOB:
            let count = Int(sqlite3_column_bytes(handle, i))
            guard let blob = sqlite3_column_blob(handle, i) else { return .blob([]) }
            return .blob(Array(UnsafeRawBufferPointer(start: blob, count: count)))
        default: return .null
        }
    }

    package func row() -> [SQLValue] {
        (0..<columnCount).map { column($0) }
    }

    private var names: RowNames?

    /// The current row, read by column name.
    package func record() -> Row {
        let names = self.names ?? RowNames((0..<columnCount).map(columnName))
        self.names = names
        return Row(names: names, values: row())
    }
}

extension Sequence {
    /// `compactMap` keeping the error's type (the standard library's gives `any Error`).
    func compactMapping<T>(_ transform: (Element) throws(KeepsakeError) -> T?) throws(KeepsakeError) -> [T] {
        var result: [T] = []
        for element in self { if let value = try transform(element) { result.append(value) } }
        return result
    }
}
