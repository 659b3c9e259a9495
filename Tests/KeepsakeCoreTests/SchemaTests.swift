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

    /// A store created today has exactly the schema stores created before the declarations had
    /// (Tests/Fixtures/store-schema-7.sql was captured from the literal migrations of schema
    /// version 7), so existing users' stores open unchanged.
    func testFreshStoreSchemaEqualsTheCapturedOne() throws {
        let db = try Database(path: path("fresh.db"), mode: .readWriteCreate)
        try StoreSchema.migrate(db)
        let actual = try Self.listing(db)
        if let out = ProcessInfo.processInfo.environment["KEEPSAKE_WRITE_SCHEMA_FIXTURE"] {
            try actual.write(toFile: out, atomically: true, encoding: .utf8)
        }
        XCTAssertEqual(actual, try Self.fixture("store-schema-7.sql"))
    }
}
