/// The database of a bundle, opened as untrusted input and checked against FORMAT.md R24–R28
/// before any row is used.
struct BundleDatabase {
    let database: Database
    /// Every table's rows, read from the database on demand, never all at once (R33's order).
    let tables: BundleTables
    /// What each record kind's content checks built, by bundle kind (mind-map trees).
    let checked: [String: any Sendable]

    static func open(path: String, manifest: Manifest) throws(KeepsakeError) -> BundleDatabase {
        let schema = BundleSchema.version(manifest.formatVersion)
        try checkFileHeader(path, formatVersion: manifest.formatVersion)
        let db: Database
        do throws(KeepsakeError) {
            db = try Database(path: path, mode: .untrustedReadOnly)
        } catch {
            throw .bundle(.databaseCorrupt, "keepsake.db cannot be opened: \(error.message)")
        }
        do throws(KeepsakeError) {
            let check = try db.rows("PRAGMA quick_check")
            guard check == [[.text("ok")]] else {
                throw KeepsakeError.bundle(.databaseCorrupt, "keepsake.db fails quick_check")
            }
        } catch where error.bundleReason == nil {
            throw .bundle(.databaseCorrupt, "keepsake.db fails quick_check: \(error.message)")
        }
        try checkSchema(db, schema, formatVersion: manifest.formatVersion)
        // Every row checked once, one at a time (R25, R26), keeping only the counts: memory
        // does not grow with the number of rows.
        var counts: [String: Int] = [:]
        for table in schema.tables {
            var count = 0
            try BundleTables.scan(db, table, rules: true) { (_) throws(KeepsakeError) in count += 1 }
            counts[table.name] = count
        }
        let tables = BundleTables(database: db, schema: schema, counts: counts)
        try RecordKinds.checkTables(tables, kind: manifest.kind)
        var checked: [String: any Sendable] = [:]
        for kind in RecordKinds.all where kind.sinceFormatVersion <= manifest.formatVersion {
            checked[kind.bundleKind] = try kind.checkContent(tables, kind: manifest.kind)
        }
        let bundle = BundleDatabase(database: db, tables: tables, checked: checked)
        try bundle.checkMedia(against: manifest)
        return bundle
    }

    /// R24: header magic, rollback journal, application_id and user_version, read from the
    /// file's first 100 bytes before SQLite parses anything else.
    private static func checkFileHeader(_ path: String, formatVersion: Int64) throws(KeepsakeError) {
        let file = try File.openForReading(path)
        let header = try file.readBytes(upTo: 100)
        guard header.count == 100, Array(header[0..<16]) == Array("SQLite format 3\0".utf8) else {
            throw .bundle(.databaseCorrupt, "keepsake.db is not an SQLite 3 database")
        }
        guard header[18] == 1, header[19] == 1 else {
            throw .bundle(.databaseJournalMode, "keepsake.db is not in rollback-journal mode (header bytes 18 and 19 are \(header[18]) and \(header[19]))")
        }
        func bigEndian(_ offset: Int) -> Int64 {
            Int64(header[offset]) << 24 | Int64(header[offset + 1]) << 16 | Int64(header[offset + 2]) << 8 | Int64(header[offset + 3])
        }
        let applicationID = bigEndian(68)
        guard applicationID == BundleSchema.applicationID else {
            throw .bundle(.databaseApplicationID, "keepsake.db has application_id \(applicationID); a bundle's is \(BundleSchema.applicationID)")
        }
        let userVersion = bigEndian(60)
        guard userVersion == formatVersion else {
            throw .bundle(.databaseVersion, "keepsake.db has user_version \(userVersion); it must equal the format version \(formatVersion)")
        }
    }

    /// R25: exactly the schema's tables and columns, nothing else. The expected shape comes
    /// from building the schema in memory, so it cannot drift from `BundleSchema`.
    private static func checkSchema(_ db: Database, _ schema: BundleSchema.Version, formatVersion: Int64) throws(KeepsakeError) {
        // Text is UTF-8 (R25): SQLite would convert UTF-16 text on reading, hiding what the file holds.
        let encoding = try? db.rows("PRAGMA encoding").first?.first
        guard encoding == .text("UTF-8") else {
            throw .bundle(.databaseSchema, "keepsake.db's text encoding is not UTF-8")
        }
        let expected = try Database(path: ":memory:", mode: .readWriteCreate)
        for table in schema.tables { try expected.execute(table.sql) }
        func shape(_ d: Database) throws(KeepsakeError) -> [[SQLValue]] {
            var result = try d.rows("SELECT type, name, tbl_name FROM sqlite_master ORDER BY type, name")
            for table in schema.tables {
                // Declared types without regard to case (R25): SQLite reports `text` as `TEXT`
                // only since 3.37, so upper() keeps older libraries agreeing.
                result += try d.rows("SELECT name, upper(type), \"notnull\", pk, dflt_value FROM pragma_table_xinfo(?) ORDER BY cid", [.text(table.name)])
                // Collations and sort orders of every index (a primary key's included).
                for index in try d.records("SELECT name FROM pragma_index_list(?) ORDER BY name", [.text(table.name)]) {
                    let name = try index.text("name")
                    result += try d.rows("SELECT seqno, cid, name, \"desc\", coll, key FROM pragma_index_xinfo(?) ORDER BY seqno", [.text(name)])
                }
            }
            return result
        }
        let actual: [[SQLValue]]
        do throws(KeepsakeError) {
            actual = try shape(db)
        } catch {
            throw .bundle(.databaseSchema, "keepsake.db's schema cannot be read: \(error.message)")
        }
        guard try actual == shape(expected) else {
            let objects = (try? db.records("SELECT type || ' ' || name AS object FROM sqlite_master ORDER BY type, name")) ?? []
            let listed = objects.compactMap { row -> String? in try? row.text("object") }
            throw .bundle(.databaseSchema, "keepsake.db's schema differs from format version \(formatVersion) (it holds: \(listed.joined(separator: ", ")))")
        }
    }

    /// R25: the media rows and the media members are the same set; in an update (R62) the
    /// members are a subset of the rows, the others being held from the base.
    private func checkMedia(against manifest: Manifest) throws(KeepsakeError) {
        if manifest.isUpdate {
            for member in manifest.media {
                guard let size = try tables.value(of: "size", in: "media", key: ["sha256": .text(member.sha256)]) else {
                    throw .bundle(.mediaMismatch, "media member \(member.sha256) has no row in the update's database")
                }
                guard size == .int(Int64(member.size)) else {
                    throw .bundle(.mediaMismatch, "media \(member.sha256) is \(member.size) bytes but its row says otherwise")
                }
            }
            return
        }
        let rowCount = tables.count("media")
        guard rowCount == manifest.media.count else {
            throw .bundle(.mediaMismatch, "the database lists \(rowCount) media but the bundle holds \(manifest.media.count)")
        }
        var members = manifest.media.makeIterator()
        try tables.forEach("media") { (row) throws(KeepsakeError) in
            guard let member = members.next() else { return }
            guard row["sha256"] == .string(member.sha256) else {
                throw .bundle(.mediaMismatch, "media \(member.sha256) has no row, or a row has no member")
            }
            guard row["size"] == .int(Int64(member.size)) else {
                throw .bundle(.mediaMismatch, "media \(member.sha256) is \(member.size) bytes but its row says otherwise")
            }
        }
    }

    /// The media rows an update leaves to its base (R62): those without a member.
    func heldMedia(_ manifest: Manifest) throws(KeepsakeError) -> [MediaRecord] {
        let carried = Set(manifest.media.map(\.sha256))
        return try mediaRecords().filter { !carried.contains($0.sha256) }
    }

    /// The media rows as records (one per media file: bounded by the manifest's members).
    func mediaRecords() throws(KeepsakeError) -> [MediaRecord] {
        var records: [MediaRecord] = []
        try tables.forEach("media") { (row) throws(KeepsakeError) in
            if let record = try? Row.decode(MediaRecord.self, bundle: row) { records.append(record) }
        }
        return records
    }
}

/// A prepared search of a bundle table (`BundleTables.finder`).
final class BundleFinder {
    private let statement: Statement

    init(statement: Statement) { self.statement = statement }

    /// The selected value of the first row whose columns equal `values`; nil without one.
    func first(_ values: [SQLValue]) throws(KeepsakeError) -> SQLValue? {
        try statement.bind(values)
        return try statement.step() ? statement.column(0) : nil
    }
}

/// A bundle database's tables, read row by row from the file when asked (R33: in
/// primary-key order). `BundleDatabase.open` has checked every row once; reading again checks
/// each value's type again, so a file changed underneath is refused, never misread.
struct BundleTables {
    let database: Database
    let schema: BundleSchema.Version
    /// How many rows each table of the schema holds.
    let counts: [String: Int]

    /// The number of rows of `table` (0 for a table the format version does not have).
    func count(_ table: String) -> Int { counts[table] ?? 0 }

    /// Whether `table` holds no rows.
    func isEmpty(_ table: String) -> Bool { count(table) == 0 }

    /// The schema's table names that hold rows, sorted.
    var nonEmpty: [String] { counts.filter { $0.value > 0 }.keys.sorted() }

    /// Calls `body` with each row of `table` in primary-key order, one at a time; nothing for a
    /// table the format version does not have.
    func forEach(_ table: String, _ body: (JSONValue) throws(KeepsakeError) -> Void) throws(KeepsakeError) {
        guard let declared = schema.tables.first(where: { $0.name == table }) else { return }
        try BundleTables.scan(database, declared, rules: false, body)
    }

    /// Every row of `table` in memory: only for tables a bundle keeps small (one routine's,
    /// one account's mood days, maps to be built as trees) and for `dump`.
    func rows(_ table: String) throws(KeepsakeError) -> [JSONValue] {
        var rows: [JSONValue] = []
        rows.reserveCapacity(count(table))
        try forEach(table) { (row) throws(KeepsakeError) in rows.append(row) }
        return rows
    }

    /// Every table's rows in memory (`dump`, whose result holds them all anyway).
    func all() throws(KeepsakeError) -> [String: [JSONValue]] {
        var result: [String: [JSONValue]] = [:]
        for table in schema.tables { result[table.name] = try rows(table.name) }
        return result
    }

    /// Whether `table` has a row whose columns equal `key` (an index search when `key` is a
    /// prefix of the primary key).
    func contains(_ table: String, key: [String: SQLValue]) throws(KeepsakeError) -> Bool {
        try lookup(table, select: "1", key: key) != nil
    }

    /// Column `column`'s value, as a row's JSON value, of the first row of `table` whose
    /// columns equal `key`; nil without one.
    func value(of column: String, in table: String, key: [String: SQLValue]) throws(KeepsakeError) -> JSONValue? {
        guard let declared = schema.tables.first(where: { $0.name == table }),
              let i = declared.columns.firstIndex(of: column) else { return nil }
        guard let value = try lookup(table, select: "\"\(column)\"", key: key) else { return nil }
        guard let json = declared.declared[i].bundleValue(value) else {
            throw .bundle(.databaseRow, "\(table): column \(column) holds a value of a type the format does not allow")
        }
        return json
    }

    private func lookup(_ table: String, select: String, key: [String: SQLValue]) throws(KeepsakeError) -> SQLValue? {
        let names = key.keys.sorted()
        guard let finder = try finder(table, select: select, by: names) else { return nil }
        return try finder.first(names.map { key[$0] ?? .null })
    }

    /// A prepared search of `table` for rows whose `columns` equal given values, selecting the
    /// SQL expression `select` (a column name quoted, or `1`); nil when the format version has
    /// no such table or column. Kept for many searches (a row's references).
    func finder(_ table: String, select: String, by columns: [String]) throws(KeepsakeError) -> BundleFinder? {
        guard let declared = schema.tables.first(where: { $0.name == table }), columns.allSatisfy(declared.columns.contains) else { return nil }
        let filter = columns.map { "\"\($0)\" = ?" }.joined(separator: " AND ")
        return BundleFinder(statement: try database.prepare("SELECT \(select) FROM \"\(table)\" WHERE \(filter) LIMIT 1"))
    }

    /// Reads `table` row by row in primary-key order, checking each value's declared type and
    /// NULL flag (R25) and, with `rules`, the column rules (R26), and hands each row to `body`.
    static func scan(_ db: Database, _ table: BundleSchema.Table, rules: Bool,
                     _ body: (JSONValue) throws(KeepsakeError) -> Void) throws(KeepsakeError) {
        // The declared columns (R25 has checked the file has exactly these), by primary key.
        let quoted = { (names: [String]) in names.map { "\"\($0)\"" }.joined(separator: ", ") }
        let stmt = try db.prepare("SELECT \(quoted(table.columns)) FROM \"\(table.name)\" ORDER BY \(quoted(table.primaryKey))")
        var index = 0
        while try stmt.step() {
            index += 1
            var object: [String: JSONValue] = [:]
            object.reserveCapacity(table.declared.count)
            for (i, column) in table.declared.enumerated() {
                // The column's declared type and NULL flag (R25), the same for every table.
                guard let value = column.bundleValue(stmt.column(i)) else {
                    throw .bundle(.databaseRow, "\(table.name) row \(index): column \(column.name) holds a value of a type the format does not allow")
                }
                // Text holding U+0000 is refused (C readers of the format would cut it there),
                // never silently cut.
                if case .string(let text) = value, text.utf8.contains(0) {
                    throw .bundle(.databaseRow, "\(table.name) row \(index): column \(column.name) holds text with U+0000, which the format does not allow")
                }
                object[column.name] = value
            }
            if rules { try BundleRowRules.check(table: table.name, row: object, index: index) }
            try body(.object(object))
        }
    }
}

/// The value rules of each bundle table's columns (R25, R26).
enum BundleRowRules {
    static func check(table: String, row: [String: JSONValue], index: Int) throws(KeepsakeError) {
        let r = BundleRow(table: table, index: index, values: row)
        switch table {
        case "media":
            try r.text("sha256", Hex.isSHA256, "must be 64 lowercase hex digits")
            try r.integer("size", { $0 >= 0 }, "must be an integer ≥ 0")
            try r.text("media_type", Validation.isMediaType, "must be a type/subtype")
            try r.text("added_at", Validation.isInstant, "must be an RFC 3339 instant")
        default:
            guard let owner = RecordKinds.owner(ofTable: table) else { throw r.fail("unknown table") }
            try owner.checkRow(r)
        }
    }
}

/// One row under a table's rules (R25 and each section's table of columns): the reader has
/// already checked every value against its column's declared type and NULL flag, so what is
/// left is the column's own rule, reported as "<column> <why>".
struct BundleRow {
    let table: String
    /// The row's place in the table, from 1 (primary-key order).
    let index: Int
    let values: [String: JSONValue]

    subscript(key: String) -> JSONValue? { values[key] }

    /// The row as a record's `init(row:)` reads it, like a store's row.
    var row: Row { Row(bundle: values, of: Tables.named(table)) }

    /// `database-row`: "<table> row <index>: <why>".
    func fail(_ why: String) -> KeepsakeError { .bundle(.databaseRow, "\(table) row \(index): \(why)") }

    /// Text column `key` satisfies `rule`; with `orNull`, NULL (or a column its format version
    /// does not have) passes too.
    func text(_ key: String, orNull: Bool = false, _ rule: (String) -> Bool, _ why: String) throws(KeepsakeError) {
        try check(key, orNull, why) { $0.stringValue.map(rule) }
    }

    /// Integer column `key` satisfies `rule`; with `orNull`, NULL passes too.
    func integer(_ key: String, orNull: Bool = false, _ rule: (Int64) -> Bool, _ why: String) throws(KeepsakeError) {
        try check(key, orNull, why) { $0.intValue.map(rule) }
    }

    private func check(_ key: String, _ orNull: Bool, _ why: String, _ passes: (JSONValue) -> Bool?) throws(KeepsakeError) {
        switch values[key] {
        case nil, .null?: if orNull { return }
        case let value?: if passes(value) == true { return }
        }
        throw fail("\(key) \(why)")
    }
}
