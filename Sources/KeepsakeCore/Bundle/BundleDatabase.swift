/// The database of a bundle, opened as untrusted input and checked against FORMAT.md R24–R28
/// before any row is used.
struct BundleDatabase {
    let database: Database
    /// Every table's rows as canonical JSON objects, sorted by primary key (R33).
    let tables: [String: [JSONValue]]
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
        var tables: [String: [JSONValue]] = [:]
        for table in schema.tables {
            tables[table.name] = try readRows(db, table)
        }
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

    /// Reads and checks every row of `table` (R25).
    private static func readRows(_ db: Database, _ table: BundleSchema.Table) throws(KeepsakeError) -> [JSONValue] {
        // The declared columns (R25 has checked the file has exactly these), by primary key.
        let quoted = { (names: [String]) in names.map { "\"\($0)\"" }.joined(separator: ", ") }
        let stmt = try db.prepare("SELECT \(quoted(table.columns)) FROM \"\(table.name)\" ORDER BY \(quoted(table.primaryKey))")
        var rows: [JSONValue] = []
        while try stmt.step() {
            var object: [String: JSONValue] = [:]
            for (i, column) in table.declared.enumerated() {
                // The column's declared type and NULL flag (R25), the same for every table.
                guard let value = column.bundleValue(stmt.column(i)) else {
                    throw .bundle(.databaseRow, "\(table.name) row \(rows.count + 1): column \(column.name) holds a value of a type the format does not allow")
                }
                // Text holding U+0000 is refused (C readers of the format would cut it there),
                // never silently cut.
                if case .string(let text) = value, text.utf8.contains(0) {
                    throw .bundle(.databaseRow, "\(table.name) row \(rows.count + 1): column \(column.name) holds text with U+0000, which the format does not allow")
                }
                object[column.name] = value
            }
            try BundleRowRules.check(table: table.name, row: object, index: rows.count + 1)
            rows.append(.object(object))
        }
        return rows
    }

    /// R25: the media rows and the media members are the same set; in an update (R62) the
    /// members are a subset of the rows, the others being held from the base.
    private func checkMedia(against manifest: Manifest) throws(KeepsakeError) {
        let rows = tables["media"] ?? []
        if manifest.isUpdate {
            let sizes = Dictionary(rows.compactMap { row -> (String, JSONValue)? in
                guard case .string(let sha)? = row["sha256"], let size = row["size"] else { return nil }
                return (sha, size)
            }, uniquingKeysWith: { first, _ in first })
            for member in manifest.media {
                guard let size = sizes[member.sha256] else {
                    throw .bundle(.mediaMismatch, "media member \(member.sha256) has no row in the update's database")
                }
                guard size == .int(Int64(member.size)) else {
                    throw .bundle(.mediaMismatch, "media \(member.sha256) is \(member.size) bytes but its row says otherwise")
                }
            }
            return
        }
        guard rows.count == manifest.media.count else {
            throw .bundle(.mediaMismatch, "the database lists \(rows.count) media but the bundle holds \(manifest.media.count)")
        }
        for (row, member) in zip(rows, manifest.media) {
            guard row["sha256"] == .string(member.sha256) else {
                throw .bundle(.mediaMismatch, "media \(member.sha256) has no row, or a row has no member")
            }
            guard row["size"] == .int(Int64(member.size)) else {
                throw .bundle(.mediaMismatch, "media \(member.sha256) is \(member.size) bytes but its row says otherwise")
            }
        }
    }

    /// The media rows an update leaves to its base (R62): those without a member.
    func heldMedia(_ manifest: Manifest) -> [MediaRecord] {
        let carried = Set(manifest.media.map(\.sha256))
        return mediaRecords.filter { !carried.contains($0.sha256) }
    }

    /// The media rows as records.
    var mediaRecords: [MediaRecord] {
        (tables["media"] ?? []).compactMap { row in try? Row.decode(MediaRecord.self, bundle: row) }
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
