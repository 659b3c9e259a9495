/// Records: a type's one mapping to the rows of its declared table (after GRDB's
/// `TableRecord`, `FetchableRecord` and `PersistableRecord`).
///
/// A record type names its `Table` (`Tables`), decodes a row in one `init(row:)` and encodes
/// itself in one `encode(to:)`; fetching, inserting, updating and upserting follow from these.
/// Both go by the declared column names and are checked: reading a column the query does not
/// hold, or writing a column the table does not declare (or leaving out a NOT NULL one), is
/// `.internalError` (`Row`, `Table.arguments`). A bundle's rows are decoded by the same
/// `init(row:)` (`Row(bundle:)`), so a record's columns are named in one place besides its
/// table's declaration.

/// A type whose values are rows of one declared table.
protocol TableRecord {
    /// The table's declaration in `Tables`.
    static var table: Table { get }
}

/// A type read from a row by column name: from the store or from a bundle's database.
protocol FetchableRecord {
    /// Decodes the row; a value of the wrong type or form is `.corruptStore`.
    init(row: Row) throws(KeepsakeError)
}

/// A type written as a row of its table by column name.
protocol PersistableRecord: TableRecord {
    /// Sets the record's columns (those of the store's newest schema it keeps).
    func encode(to row: inout RowValues)
}

/// The columns a record encodes, by name, for the store or a bundle (`side`): a record whose
/// columns differ in form between the two (a day as its number or its date) asks `side`.
struct RowValues: Equatable {
    private(set) var values: [String: SQLValue] = [:]
    /// The schema the row is encoded for.
    let side: SchemaSide

    init(side: SchemaSide = .newestStore) {
        self.side = side
    }

    /// Whether the row is for the store (else for a bundle).
    var forStore: Bool {
        if case .store = side { return true }
        return false
    }

    /// Sets column `column` to `value` (nil: NULL).
    mutating func set(_ column: String, _ value: (some SQLConvertible)?) {
        values[column] = value?.sqlValue ?? .null
    }
}

extension RowValues {
    /// Sets a day in the form of `side`: `day` (its number) in the store, `date` in a bundle
    /// (`Row.day()` reads both).
    mutating func setDay(_ date: CivilDate) {
        if forStore { set("day", date.dayNumber) } else { set("date", date) }
    }
}

/// A Swift value stored as one SQLite value.
protocol SQLConvertible {
    var sqlValue: SQLValue { get }
}

extension String: SQLConvertible {
    var sqlValue: SQLValue { .text(self) }
}

extension Int64: SQLConvertible {
    var sqlValue: SQLValue { .integer(self) }
}

/// A flag: 1 or 0.
extension Bool: SQLConvertible {
    var sqlValue: SQLValue { .integer(self ? 1 : 0) }
}

/// Bytes: a BLOB.
extension Array: SQLConvertible where Element == UInt8 {
    var sqlValue: SQLValue { .blob(self) }
}

/// `YYYY-MM-DD`.
extension CivilDate: SQLConvertible {
    var sqlValue: SQLValue { .text(description) }
}

/// The instant's RFC 3339 text as the host gave it.
extension Instant: SQLConvertible {
    var sqlValue: SQLValue { .text(rfc3339) }
}

extension PersistableRecord {
    /// The record's columns by name, as the store keeps them.
    var encoded: [String: SQLValue] { encoded(on: .newestStore) }

    /// The record's columns by name, as `side` keeps them.
    func encoded(on side: SchemaSide) -> [String: SQLValue] {
        var row = RowValues(side: side)
        encode(to: &row)
        return row.values
    }

    /// The record as a bundle's row of format `side` holds it, as JSON (the dump's form, R33):
    /// the C interface gives records whose keys are their columns this way.
    func bundleJSON(_ side: SchemaSide = .newestBundle) -> [String: JSONValue] {
        let row = encoded(on: side)
        var object: [String: JSONValue] = [:]
        for column in Self.table.columns(side) { object[column.name] = row[column.name]?.json ?? .null }
        return object
    }

    /// Inserts the record, with `extra` columns that are the store's state rather than the
    /// record's (e.g. which version is current).
    func insert(in db: Database, orIgnore: Bool = false, extra: [String: SQLValue] = [:]) throws(KeepsakeError) {
        try Self.table.insert(encoded.merging(extra) { _, new in new }, orIgnore: orIgnore, in: db)
    }

    /// Sets every column the record encodes (but its primary key) in the row with its key.
    func update(in db: Database) throws(KeepsakeError) {
        try Self.table.update(encoded, in: db)
    }

    /// Inserts the record or, when its key is there, sets its columns (but `kept`); `extra`
    /// as for `insert`.
    func upsert(in db: Database, keeping kept: Set<String> = [], extra: [String: SQLValue] = [:]) throws(KeepsakeError) {
        try Self.table.upsert(encoded.merging(extra) { _, new in new }, keeping: kept, in: db)
    }

    /// Inserts `records` into a database of `side` (a bundle's being written), one prepared
    /// statement for all; `extra` as for `insert`.
    static func insertAll(_ records: [Self], on side: SchemaSide, extra: [String: SQLValue] = [:], into db: Database) throws(KeepsakeError) {
        let statement = try db.prepare(table.insertSQL(side))
        for record in records {
            try statement.bind(try table.arguments(record.encoded(on: side).merging(extra) { _, new in new }, on: side))
            while try statement.step() {}
        }
    }
}

extension FetchableRecord where Self: TableRecord {
    /// `SELECT` of every store column of the table.
    static var selectSQL: String { table.selectSQL(.newestStore) }

    /// The records `condition` (SQL after `WHERE`, bound to `arguments`) selects, in `order`
    /// (SQL after `ORDER BY`) when given.
    static func fetchAll(_ db: Database, where condition: String? = nil, _ arguments: [SQLValue] = [],
                         orderBy order: String? = nil) throws(KeepsakeError) -> [Self] {
        try db.records(selectSQL + (condition.map { " WHERE " + $0 } ?? "") + (order.map { " ORDER BY " + $0 } ?? ""), arguments)
            .map { (row) throws(KeepsakeError) in try Self(row: row) }
    }

    /// The first record `condition` selects, if any.
    static func fetchOne(_ db: Database, where condition: String, _ arguments: [SQLValue]) throws(KeepsakeError) -> Self? {
        try db.record(selectSQL + " WHERE " + condition + " LIMIT 1", arguments).map { (row) throws(KeepsakeError) in try Self(row: row) }
    }

    /// The record whose single-column primary key is `key`, if any.
    static func fetchOne(_ db: Database, key: SQLValue) throws(KeepsakeError) -> Self? {
        let primaryKey = table.primaryKey(.newestStore)
        guard primaryKey.count == 1, let column = primaryKey.first else {
            throw .internalError("table \(table.name) has no single-column primary key")
        }
        return try fetchOne(db, where: column + " = ?", [key])
    }
}

extension Row {
    /// A bundle's row (`BundleDatabase`'s values, already checked against the declared types)
    /// read by the same accessors as a store's. With `table`, a column of the newest format
    /// that the row's older format version lacks reads as NULL.
    init(bundle values: [String: JSONValue], of table: Table? = nil) {
        var all = values
        for column in table?.columns(.newestBundle) ?? [] where all[column.name] == nil { all[column.name] = .null }
        let names = all.keys.sorted()
        self.init(names: RowNames(names), values: names.map { name in
            switch all[name] {
            case .string(let text)?: return .text(text)
            case .int(let integer)?: return .integer(integer)
            case .bool(let flag)?: return .integer(flag ? 1 : 0)
            default: return .null
            }
        })
    }

    /// A bundle's row of `Record`'s table, decoded by its mapping.
    static func decode<Record: FetchableRecord & TableRecord>(_ type: Record.Type, bundle row: JSONValue) throws(KeepsakeError) -> Record {
        try Record(row: Row(bundle: row.objectValue ?? [:], of: Record.table))
    }

    /// Whether the row holds `column` (a store's row or a bundle's, where their columns differ).
    func has(_ column: String) -> Bool { names.index[column] != nil }

    /// A day as the store keeps it, `day` (its number since 1970-01-01), or as a bundle does,
    /// `date` (`YYYY-MM-DD`): FORMAT.md R41 and R49's day-keyed tables.
    func day() throws(KeepsakeError) -> CivilDate {
        has("day") ? CivilDate(dayNumber: try integer("day")) : try civilDate("date")
    }

    /// A `YYYY-MM-DD` text column.
    func civilDate(_ column: String) throws(KeepsakeError) -> CivilDate {
        try CivilDate.stored(try text(column), column)
    }

    /// A `YYYY-MM-DD` text column or NULL.
    func optionalCivilDate(_ column: String) throws(KeepsakeError) -> CivilDate? {
        try optionalText(column).map { (text) throws(KeepsakeError) in try CivilDate.stored(text, column) }
    }

    /// An RFC 3339 text column.
    func instant(_ column: String) throws(KeepsakeError) -> Instant {
        try Instant.stored(try text(column), column)
    }

    /// An RFC 3339 text column or NULL.
    func optionalInstant(_ column: String) throws(KeepsakeError) -> Instant? {
        try optionalText(column).map { (text) throws(KeepsakeError) in try Instant.stored(text, column) }
    }

    /// A 0/1 integer column.
    func flag(_ column: String) throws(KeepsakeError) -> Bool {
        switch try integer(column) {
        case 0: return false
        case 1: return true
        case let other: throw .corruptStore("column \(column) holds \(other) where 0 or 1 is expected")
        }
    }
}
