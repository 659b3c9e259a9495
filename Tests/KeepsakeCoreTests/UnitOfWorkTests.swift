import Foundation
import XCTest
@testable import KeepsakeCore

/// The unit of work, the permission table's construction checks, SQLite's extended constraint
/// codes, and the one CSV writer.
final class UnitOfWorkTests: StoreTestCase {
    func testEachConstraintFailureHasItsOwnErrorNamingTheConstraint() throws {
        let db = try Database(path: path("scratch.db"), mode: .readWriteCreate)
        try db.execute("""
            PRAGMA foreign_keys=ON;
            CREATE TABLE parent (id TEXT PRIMARY KEY);
            CREATE TABLE child (id TEXT PRIMARY KEY, parent TEXT NOT NULL REFERENCES parent (id),
                                size INTEGER CHECK (size >= 0), code TEXT UNIQUE);
            INSERT INTO parent VALUES ('p');
            INSERT INTO child VALUES ('c', 'p', 1, 'x');
            """)
        func failure(_ sql: String) -> KeepsakeError? {
            do { try db.run(sql); return nil } catch { return error }
        }
        guard case .alreadyExists(let m)? = failure("INSERT INTO child VALUES ('c2', 'p', 1, 'x')") else { return XCTFail("UNIQUE") }
        XCTAssertTrue(m.contains("UNIQUE constraint failed: child.code"), m)
        guard case .alreadyExists? = failure("INSERT INTO child VALUES ('c', 'p', 1, 'y')") else { return XCTFail("PRIMARY KEY") }
        guard case .foreignKey(let f)? = failure("INSERT INTO child VALUES ('c3', 'nobody', 1, 'z')") else { return XCTFail("FOREIGN KEY") }
        XCTAssertTrue(f.contains("FOREIGN KEY"), f)
        guard case .checkFailed(let c)? = failure("INSERT INTO child VALUES ('c4', 'p', -1, 'w')") else { return XCTFail("CHECK") }
        XCTAssertTrue(c.contains("CHECK constraint failed"), c)
        guard case .notNull(let n)? = failure("INSERT INTO child (id, size) VALUES ('c5', 1)") else { return XCTFail("NOT NULL") }
        XCTAssertTrue(n.contains("NOT NULL constraint failed: child.parent"), n)
    }

    func testAUnitOfWorkInsideAnotherIsReportedNotADeadlock() throws {
        let session = try makeStore()
        let inner: KeepsakeError? = try session.write(.changeMoods) { (_) throws(KeepsakeError) -> KeepsakeError? in
            do throws(KeepsakeError) {
                try session.write(.changeMoods) { (_) throws(KeepsakeError) in }
                return nil
            } catch {
                return error
            }
        }
        guard case .internalError(let message)? = inner else { return XCTFail("nested write: \(String(describing: inner))") }
        XCTAssertTrue(message.contains("inside another"), message)
        // And the store works on afterwards.
        try session.setMood(.good, on: "2026-11-30", note: nil, today: "2026-11-30", now: now)
    }

    func testAPermissionRunsOnlyInTheUnitOfWorkOfItsKind() throws {
        let session = try makeStore()
        XCTAssertThrowsError(try session.read(.changeMoods) { (_) throws(KeepsakeError) in }) { error in
            guard case KeepsakeError.internalError = error else { return XCTFail("\(error)") }
        }
        XCTAssertThrowsError(try session.write(.readMoods) { (_) throws(KeepsakeError) in }) { error in
            guard case KeepsakeError.internalError = error else { return XCTFail("\(error)") }
        }
        for permission in Permission.allCases {
            XCTAssertFalse(permission.holders.isEmpty, "\(permission) is held by nobody")
        }
    }

    func testAReadSeesOneSnapshotWhileAWriterCommits() throws {
        let session = try makeStore()
        try session.setMood(.good, on: "2026-11-29", note: nil, today: "2026-11-30", now: now)
        let seen: (Int64, Int64) = try session.read(.readMoods) { (db) throws(KeepsakeError) -> (Int64, Int64) in
            let before = try db.integer("SELECT count(*) FROM mood_days")
            // Another thread commits while this read is open.
            let done = DispatchSemaphore(value: 0)
            let instant = now
            let thread = Thread {
                _ = try? session.setMood(.bad, on: "2026-11-30", note: nil, today: "2026-11-30", now: instant)
                done.signal()
            }
            thread.start()
            done.wait()
            return (before, try db.integer("SELECT count(*) FROM mood_days"))
        }
        XCTAssertEqual(seen.0, 1)
        XCTAssertEqual(seen.1, 1, "a read unit of work saw a commit made during it")
        XCTAssertEqual(try session.mood(on: "2026-11-30", today: "2026-11-30")?.mood, .bad)
    }

    func testEveryCSVExportNeutralisesFormulaCells() throws {
        let session = try makeStore()
        try session.setMood(.good, on: "2026-11-29", note: "=HYPERLINK(\"http://x\",\"y\")", today: "2026-11-30", now: now)
        try session.setMood(.ok, on: "2026-11-30", note: "-2 kg, +1 walk", today: "2026-11-30", now: now)
        let mood = try session.exportMoodCSV(year: nil, today: "2026-11-30")
        XCTAssertTrue(mood.contains("2026-11-29,3,good,\"'=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\"\r\n"), mood)
        XCTAssertTrue(mood.contains("2026-11-30,2,ok,\"'-2 kg, '+1 walk\"\r\n"), mood)
        _ = try session.startRoutine(Session.NewRoutine(startDate: "2026-11-29"), now: now)
        try session.setRoutineNote(on: "2026-11-29", note: "@SUM(A1)", today: "2026-11-30", now: now)
        let routine = try session.exportRoutineCSV(today: "2026-11-30")
        XCTAssertTrue(routine.contains("2026-11-29,0,\"'@SUM(A1)\"\r\n"), routine)
    }

    /// A reader that splits on another separator (`;` in German or French Excel, a tab), with
    /// or without honouring quotes, finds no cell that starts with a formula character.
    func testCSVCellsAreNeutralWhateverTheSeparator() throws {
        let session = try makeStore()
        let notes = ["fine;=1+1", "tab\t+cmd|' /C calc'!A0", "ok, =2+2", "pipe|@SUM(A1)", "line\n-3", "semi; ; =HYPERLINK(\"x\")",
                     "\u{FF1D}1+1", "a\r\n=1"]
        for (i, note) in notes.enumerated() {
            try session.setMood(.good, on: CivilDate("2026-11-0\(i + 1)")!, note: note, today: "2026-11-30", now: now)
        }
        let csv = try session.exportMoodCSV(year: nil, today: "2026-11-30")
        let starts: Set<Character> = ["=", "+", "-", "@", "\u{FF1D}"]
        for separator in [",", ";", "\t", "|"] {
            // Quotes ignored: every piece between separators and line breaks, leading spaces trimmed.
            let pieces = csv.split(whereSeparator: { String($0) == separator || $0 == "\n" || $0 == "\r" || $0 == "\r\n" })
            for piece in pieces {
                let cell = piece.drop(while: { $0 == " " || $0 == "\"" })
                XCTAssertFalse(cell.first.map(starts.contains) ?? false, "\(separator): \(piece)")
            }
        }
        XCTAssertTrue(csv.contains("\"fine;'=1+1\""), csv)
        XCTAssertTrue(csv.contains("\"ok, '=2+2\""), csv)
    }
}

