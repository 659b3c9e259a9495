import Foundation
import XCTest
@testable import KeepsakeCore

/// The table declarations (Database/Schema.swift) and everything derived from them: the store's
/// migrations, the bundle's DDL per format version, column lists and decoding by name.
final class SchemaTests: StoreTestCase {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The schema objects of a store database, as a text listing (`sqlite_master` in creation
    /// order, then the two header values).
    static func listing(_ db: Database) throws -> String {
        var text = ""
        for row in try db.rows("SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY rowid") {
            guard row.count == 4, case .text(let type) = row[0], case .text(let name) = row[1], case .text(let table) = row[2] else {
                XCTFail("an sqlite_master row of unexpected shape: \(row)")
                continue
            }
            text += "-- \(type) \(name) on \(table)\n"
            if case .text(let sql) = row[3] { text += sql + ";\n" } else { text += "-- (no sql: made by SQLite)\n" }
        }
        text += "-- user_version \(try db.integer("PRAGMA user_version")), application_id \(try db.integer("PRAGMA application_id"))\n"
        return text
    }

    static func fixture(_ name: String) throws -> String {
        try String(contentsOf: repository.appendingPathComponent("Tests/Fixtures/" + name), encoding: .utf8)
    }

    /// A store at schema version 7 made by the derived migrations has exactly the schema
    /// stores had when the migrations were literal SQL (Tests/Fixtures/store-schema-7.sql was
    /// captured from a fresh store before the declarations), so existing users' stores open
    /// unchanged. Versions after 7 only add to it.
    func testSchemaVersion7EqualsTheCapturedOne() throws {
        let db = try Database(path: path("v7.db"), mode: .readWriteCreate)
        try db.execute("PRAGMA application_id = \(StoreSchema.applicationID)")
        for step in 0..<7 { try db.execute(StoreSchema.migrations[step]) }
        try db.execute("PRAGMA user_version = 7")
        let actual = try Self.listing(db)
        if let out = ProcessInfo.processInfo.environment["KEEPSAKE_WRITE_SCHEMA_FIXTURE"] {
            try actual.write(toFile: out, atomically: true, encoding: .utf8)
        }
        XCTAssertEqual(actual, try Self.fixture("store-schema-7.sql"))
    }

    /// A store upgraded from every earlier schema version ends with a fresh store's schema.
    func testUpgradedStoresEqualAFreshOne() throws {
        let freshDB = try Database(path: path("fresh.db"), mode: .readWriteCreate)
        try StoreSchema.migrate(freshDB)
        let fresh = try Self.listing(freshDB)
        XCTAssertTrue(fresh.hasSuffix("-- user_version \(StoreSchema.currentVersion), application_id \(StoreSchema.applicationID)\n"))
        for start in 1..<StoreSchema.migrations.count {
            let db = try Database(path: path("from-\(start).db"), mode: .readWriteCreate)
            try db.execute("PRAGMA application_id = \(StoreSchema.applicationID)")
            for step in 0..<start { try db.execute(StoreSchema.migrations[step]) }
            try db.execute("PRAGMA user_version = \(start)")
            try StoreSchema.migrate(db)
            XCTAssertEqual(try Self.listing(db), fresh, "upgraded from version \(start)")
        }
    }

    /// Store version 9's media totals (what `Store.info` reports, read from one row): counted
    /// from the media a store holds when it is upgraded, then kept by the triggers through
    /// every add (a content already there adds nothing) and every deletion.
    func testMediaTotalsFollowEveryAddAndDeletion() throws {
        let db = try Database(path: path("v8.db"), mode: .readWriteCreate)
        try db.execute("PRAGMA application_id = \(StoreSchema.applicationID)")
        for step in 0..<8 { try db.execute(StoreSchema.migrations[step]) }
        try db.execute("PRAGMA user_version = 8")
        for (digit, size) in [("a", 10), ("b", 32)] {
            try db.run("INSERT INTO media (sha256, size, media_type, added_at) VALUES (?, ?, 'image/jpeg', '2026-11-30T09:00:00Z')",
                       [.text(String(repeating: digit, count: 64)), .integer(Int64(size))])
        }
        try StoreSchema.migrate(db)
        XCTAssertEqual(try db.rows("SELECT count, bytes FROM media_totals"), [[.integer(2), .integer(42)]])

        let session = try makeStore()
        func totals() throws -> [Int64] {
            let info = try session.store.info()
            return [info.mediaCount, info.mediaBytes]
        }
        XCTAssertEqual(try totals(), [0, 0])
        let first = try addMedia(session, [UInt8](repeating: 1, count: 100))
        try addMedia(session, [UInt8](repeating: 2, count: 250))
        try addMedia(session, [UInt8](repeating: 1, count: 100))
        XCTAssertEqual(try totals(), [2, 350])
        try session.deleteMedia(first.sha256)
        XCTAssertEqual(try totals(), [1, 250])
        let reopened = try Store.open(at: path("store"))
        XCTAssertEqual(try reopened.info().mediaCount, 1)
        XCTAssertEqual(try reopened.info().mediaBytes, 250)
    }

    /// The store's tables have exactly the declared columns, in order, with their types,
    /// NOT NULL and primary-key places.
    func testStoreTablesMatchTheirDeclarations() throws {
        let db = try Database(path: path("fresh.db"), mode: .readWriteCreate)
        try StoreSchema.migrate(db)
        let names = try db.rows("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").compactMap { row -> String? in
            if case .text(let name)? = row.first { return name } else { return nil }
        }
        // Besides the declared tables: store version 10's FTS5 index of names and its shadow tables.
        XCTAssertEqual(names.filter { !Tables.searchIndexTables.contains($0) }, Tables.all.filter { $0.store != nil }.map(\.name).sorted())
        XCTAssertEqual(Set(names).intersection(Tables.searchIndexTables), Tables.searchIndexTables)
        for table in Tables.all where table.store != nil {
            let declared = table.columns(.newestStore)
            let key = table.primaryKey(.newestStore)
            let expected: [[SQLValue]] = declared.map { c in
                [.text(c.name), .text(c.type.rawValue), .integer(c.nullable ? 0 : 1),
                 .integer(key.firstIndex(of: c.name).map { Int64($0 + 1) } ?? 0)]
            }
            XCTAssertEqual(try db.rows("SELECT name, type, \"notnull\", pk FROM pragma_table_info(?) ORDER BY cid", [.text(table.name)]),
                           expected, table.name)
        }
    }

    /// The declarations follow the rules a migration needs: versions dense from 1, columns
    /// added later at the end of their side, nullable, neither key nor UNIQUE (ALTER TABLE …
    /// ADD COLUMN allows nothing else).
    func testDeclarationsAreMigratable() throws {
        let used = Set(Tables.all.compactMap(\.store) + Tables.all.flatMap { t in t.columns.compactMap { t.since($0, .store(.max)) } })
        XCTAssertEqual(used, Set(1...StoreSchema.currentVersion))
        XCTAssertEqual(Set(Tables.all.map(\.name)).count, Tables.all.count, "a table declared twice")
        for table in Tables.all {
            for side in [SchemaSide.newestStore, .newestBundle] where table.exists(side) {
                let columns = table.columns(side)
                XCTAssertEqual(Set(columns.map(\.name)).count, columns.count, "\(table.name) names a column twice on one side")
                let versions = columns.compactMap { table.since($0, side) }
                XCTAssertEqual(versions, versions.sorted(), "\(table.name): a column added later stands before an older one")
                if case .store = side {
                    for c in columns where table.since(c, side) != table.store {
                        XCTAssertTrue(c.nullable && !c.primaryKey && !c.unique, "\(table.name).\(c.name) cannot be added by ALTER TABLE")
                    }
                }
            }
        }
    }

    /// The `CREATE TABLE` statements FORMAT.md prints (R25, R36, R41, R44, R49), by table.
    static func formatStatements() throws -> [String] {
        let text = try String(contentsOf: repository.appendingPathComponent("FORMAT.md"), encoding: .utf8)
        var statements: [String] = []
        var block: [String]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("```") {
                if let lines = block {
                    let sql = lines.joined(separator: "\n")
                    statements += sql.components(separatedBy: ";\n").map { $0.hasSuffix(";") ? String($0.dropLast()) : $0 }
                        .filter { $0.hasPrefix("CREATE TABLE") }
                    block = nil
                } else if trimmed == "```sql" {
                    block = []
                }
            } else if block != nil {
                // FORMAT.md indents its code blocks within list items by two spaces.
                block?.append(String(line.hasPrefix("  ") ? line.dropFirst(2) : line[...]))
            }
        }
        return statements
    }

    /// Every table of every bundle format version renders exactly the DDL FORMAT.md prints for
    /// it (R30: a database's bytes depend on the text), and FORMAT.md prints no table that no
    /// version renders.
    func testBundleDDLEqualsFormatText() throws {
        let printed = try Self.formatStatements()
        XCTAssertFalse(printed.isEmpty)
        var rendered: Set<String> = []
        for version in BundleSchema.versions {
            for table in version.tables {
                rendered.insert(table.sql)
                XCTAssertTrue(printed.contains(table.sql), "format version \(version.number), table \(table.name): FORMAT.md does not print\n\(table.sql)")
            }
        }
        for statement in printed { XCTAssertTrue(rendered.contains(statement), "FORMAT.md prints a table no version has:\n\(statement)") }
    }

    /// R30's order of creation.
    func testBundleTableOrder() {
        XCTAssertEqual(BundleSchema.version(1).tables.map(\.name), ["media"])
        XCTAssertEqual(BundleSchema.version(2).tables.map(\.name), [
            "media", "mindmaps", "mindmap_nodes", "mood_days", "patients", "dossier_actions", "dossier_attachments",
            "routines", "routine_slots", "routine_answers", "routine_checkins", "routine_notes", "routine_ratings",
        ])
        XCTAssertEqual(BundleSchema.version(2).tables.first { $0.name == "mood_days" }?.primaryKey, ["date"])
        XCTAssertEqual(BundleSchema.version(2).tables.first { $0.name == "dossier_actions" }?.primaryKey, ["id", "version"])
    }

    /// A column added later is one line: the store gets it by ALTER TABLE in its migration
    /// (fresh and upgraded stores alike), bundles from its format version in CREATE TABLE.
    func testAColumnAddedLater() throws {
        let v1 = Table("notes", store: 1, bundle: 1, [.text("id", .primaryKey), .text("title")])
        let v2 = Table("notes", store: 1, bundle: 1, [.text("id", .primaryKey), .text("title"),
                                                       .text("link", .nullable, .store(since: 2), .bundle(since: 2))])
        XCTAssertEqual(StoreSchema.migrations(of: [v2]), [StoreSchema.migrations(of: [v1])[0], "ALTER TABLE notes ADD COLUMN link TEXT"])
        XCTAssertEqual(v2.createSQL(.bundle(1)), "CREATE TABLE notes (\n  id TEXT NOT NULL PRIMARY KEY,\n  title TEXT NOT NULL\n) WITHOUT ROWID")
        XCTAssertEqual(v2.createSQL(.bundle(2)),
                       "CREATE TABLE notes (\n  id TEXT NOT NULL PRIMARY KEY,\n  title TEXT NOT NULL,\n  link TEXT\n) WITHOUT ROWID")
        XCTAssertEqual(v2.insertSQL(.bundle(1)), "INSERT INTO notes (id, title) VALUES (?, ?)")
        XCTAssertEqual(v2.insertSQL(.store(2)), "INSERT INTO notes (id, title, link) VALUES (?, ?, ?)")
        XCTAssertEqual(BundleSchema.versions(of: [v2], upTo: 2).map { $0.tables.map(\.columns) }, [[["id", "title"]], [["id", "title", "link"]]])
        let db = try Database(path: path("notes.db"), mode: .readWriteCreate)
        for step in StoreSchema.migrations(of: [v2]) { try db.execute(step) }
        XCTAssertEqual(try db.rows("SELECT name FROM pragma_table_info('notes') ORDER BY cid"), [[.text("id")], [.text("title")], [.text("link")]])
    }

    /// Rows are read by name, and every misuse or wrong value says what is wrong.
    func testRowsReadByName() throws {
        let db = try Database(path: ":memory:", mode: .readWriteCreate)
        let row = try XCTUnwrap(try db.record("SELECT 'a' AS t, 7 AS i, NULL AS n, x'00' AS b, 1 AS twice, 2 AS twice"))
        XCTAssertEqual(try row.text("t"), "a")
        XCTAssertEqual(try row.integer("i"), 7)
        XCTAssertNil(try row.optionalText("n"))
        XCTAssertNil(try row.optionalInteger("n"))
        XCTAssertEqual(try row.blob("b"), [0])
        func failure(_ body: () throws(KeepsakeError) -> Void) -> KeepsakeError? {
            do throws(KeepsakeError) { try body(); return nil } catch { return error }
        }
        guard case .internalError(let unknown)? = failure({ () throws(KeepsakeError) in _ = try row.text("missing") }) else { return XCTFail("unknown column") }
        XCTAssertTrue(unknown.contains("no column missing"), unknown)
        guard case .internalError(let twice)? = failure({ () throws(KeepsakeError) in _ = try row.integer("twice") }) else { return XCTFail("ambiguous column") }
        XCTAssertTrue(twice.contains("two columns named twice"), twice)
        guard case .corruptStore(let null)? = failure({ () throws(KeepsakeError) in _ = try row.text("n") }) else { return XCTFail("NULL for text") }
        XCTAssertEqual(null, "column n holds NULL where text is expected")
        guard case .corruptStore(let type)? = failure({ () throws(KeepsakeError) in _ = try row.integer("t") }) else { return XCTFail("text for an integer") }
        XCTAssertEqual(type, "column t holds text where an integer is expected")
    }

    /// Rows are written by name: a column the table does not have, or a NOT NULL one left out,
    /// is refused before SQLite sees the statement; a nullable one left out is NULL.
    func testRowsWrittenByName() throws {
        let table = Table("notes", store: 1, [.text("id", .primaryKey), .text("title"), .text("note", .nullable)])
        let db = try Database(path: ":memory:", mode: .readWriteCreate)
        for step in StoreSchema.migrations(of: [table]) { try db.execute(step) }
        try table.insert(["id": .text("1"), "title": .text("first")], on: .store(1), in: db)
        XCTAssertEqual(try db.rows("SELECT id, title, note FROM notes"), [[.text("1"), .text("first"), .null]])
        XCTAssertThrowsError(try table.insert(["id": .text("2")], on: .store(1), in: db)) { error in
            XCTAssertEqual(error as? KeepsakeError, .internalError("a row of notes needs a value for title"))
        }
        XCTAssertThrowsError(try table.insert(["id": .text("2"), "title": .text("x"), "colour": .text("red")], on: .store(1), in: db)) { error in
            XCTAssertEqual(error as? KeepsakeError, .internalError("table notes has no column colour"))
        }
        XCTAssertEqual(try db.integer("SELECT count(*) FROM notes"), 1)
    }
}
