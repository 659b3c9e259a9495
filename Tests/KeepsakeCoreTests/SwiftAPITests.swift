import XCTest
@testable import KeepsakeCore
import KeepsakeKit

/// The Swift API for apps (KeepsakeKit and the core's observation): errors, dates, async
/// calls, change streams and suspension.
final class SwiftAPITests: StoreTestCase {
    let today: CivilDate = "2026-11-30"

    // MARK: Errors

    /// Every case's `code` and `codeName` are the header's: the one mapping, read against
    /// Include/keepsake.h itself.
    func testErrorCodesAreTheHeadersStatuses() throws {
        let header = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Include/keepsake.h").standardizedFileURL
        let text = try String(contentsOf: header, encoding: .utf8)
        var values: [String: Int32] = [:]
        let regex = try NSRegularExpression(pattern: #"(KS_ERR_[A-Z_]+) = (-\d+)"#)
        for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            let name = String(text[Range(match.range(at: 1), in: text)!])
            values[name] = Int32(text[Range(match.range(at: 2), in: text)!])
        }
        let all: [KeepsakeError] = [
            .invalidArgument("m"), .notFound("m"), .alreadyExists("m"), .permissionDenied("m"), .readOnly("m"),
            .invalidBundle(reason: .truncated, detail: "d"), .unsupportedVersion("m"), .io("m"), .busy("m"),
            .authenticationFailed("m"), .limitExceeded("m"), .corruptStore("m"), .cancelled("m"), .noSpace("m"),
            .internalError("m"), .locked("m"), .keyMismatch("m"), .staleRevision("m"), .foreignKey("m"),
            .checkFailed("m"), .notNull("m"), .baseMissing("m"), .sessionRevoked("m"),
        ]
        XCTAssertEqual(all.count, values.count, "a status of the header has no KeepsakeError case, or one is missing here")
        XCTAssertEqual(Set(all.map(\.code)).count, all.count)
        for error in all {
            XCTAssertEqual(values[error.codeName], error.code, "\(error.codeName)")
        }
    }

    func testErrorsDescribeThemselvesWithTheCoreMessage() throws {
        let session = try makeStore()
        XCTAssertThrowsError(try session.setMood(.good, on: "2026-12-01", note: nil, today: today, now: now)) { error in
            let localized = error as? LocalizedError
            XCTAssertNotNil(localized)
            XCTAssertEqual(localized?.errorDescription, (error as? KeepsakeError)?.message)
            XCTAssertEqual("\(error)", (error as? KeepsakeError)?.message)
            XCTAssertEqual((error as? KeepsakeError)?.codeName, "KS_ERR_INVALID_ARGUMENT")
            XCTAssertTrue(((error as? KeepsakeError)?.message ?? "").contains("2026-12-01"))
        }
    }

    // MARK: Dates

    func testCivilDateCodesAsItsStringAndRefusesAnythingElse() throws {
        let days = [CivilDate(year: 2024, month: 2, day: 29), CivilDate(year: 1969, month: 12, day: 31)]
        let data = try JSONEncoder().encode(days)
        XCTAssertEqual(String(decoding: data, as: UTF8.self), #"["2024-02-29","1969-12-31"]"#)
        XCTAssertEqual(try JSONDecoder().decode([CivilDate].self, from: data), days)
        XCTAssertThrowsError(try JSONDecoder().decode([CivilDate].self, from: Data(#"["2023-02-29"]"#.utf8))) { error in
            guard case DecodingError.dataCorrupted(let context)? = error as? DecodingError else { return XCTFail("\(error)") }
            XCTAssertTrue(context.debugDescription.contains("2023-02-29"))
        }
        XCTAssertEqual(Set(days + days).count, 2)
        XCTAssertLessThan(days[1], days[0])
    }

    func testCivilDateIsTheLocalDayOfAnInstantAndBack() throws {
        // 2026-11-30T23:30:00Z: still the 30th in UTC, already 1 December at UTC+1, and the
        // 30th at UTC-10.
        let instant = Date(timeIntervalSince1970: 1_796_081_400)
        let utc = try XCTUnwrap(TimeZone(secondsFromGMT: 0))
        let plusOne = try XCTUnwrap(TimeZone(secondsFromGMT: 3600))
        let minusTen = try XCTUnwrap(TimeZone(secondsFromGMT: -36_000))
        XCTAssertEqual(CivilDate(date: instant, in: utc), CivilDate("2026-11-30"))
        XCTAssertEqual(CivilDate(date: instant, in: plusOne), CivilDate("2026-12-01"))
        XCTAssertEqual(CivilDate(date: instant, in: minusTen), CivilDate("2026-11-30"))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = plusOne
        XCTAssertEqual(CivilDate(date: instant, in: calendar), CivilDate("2026-12-01"))
        // Before 1970, and the reverse: the day's first instant in that zone.
        let day = CivilDate(year: 1969, month: 7, day: 20)
        let start = day.start(in: calendar)
        XCTAssertEqual(start.timeIntervalSince1970, Double(day.dayNumber) * 86_400 - 3600)
        XCTAssertEqual(CivilDate(date: start, in: calendar), day)
        XCTAssertEqual(CivilDate(date: start.addingTimeInterval(-1), in: calendar), day.adding(days: -1))
        XCTAssertEqual(day.start(in: utc).timeIntervalSince1970, Double(day.dayNumber) * 86_400)
    }

    // MARK: Typed results

    /// The views are typed values: their figures read as properties, they code and decode to
    /// themselves, and their package-only JSON (what the C ABI prints) keeps the wire names.
    func testTypedResultsCodeToThemselvesAndKeepTheirWireForm() throws {
        let session = try makeStore()
        try session.setMood(.good, on: today, note: nil, today: today, now: now)
        try session.setMood(.good, on: today.adding(days: -1), note: nil, today: today, now: now)
        try session.setMood(.bad, on: today.adding(days: -3), note: nil, today: today, now: now)
        let summary = try session.moodSummary(today: today)
        let month = try XCTUnwrap(summary[.last1Month])
        XCTAssertEqual(month.counts, MoodSummary.Counts(good: 2, ok: 0, bad: 1))
        XCTAssertEqual(month.percent?.good.description, "66.7")
        XCTAssertEqual(month.percent?.bad.description, "33.3")
        XCTAssertEqual(month.longestGoodRun, DayRun(first: today.adding(days: -1), last: today))
        XCTAssertEqual(summary.currentStreak?.mood, .good)
        XCTAssertNil(summary[.yearToDate], "the summary shows its presets only")
        XCTAssertEqual(summary.json["ranges"]?["last_1_month"]?["percent"]?["good"], .string("66.7"))
        XCTAssertEqual(summary.json["current_streak"]?["length"], .int(2))
        XCTAssertEqual(try JSONDecoder().decode(MoodSummary.self, from: JSONEncoder().encode(summary)), summary)

        let tiles = try session.moodTiles(preset: .currentMonth, today: today)
        XCTAssertEqual(tiles.days.count, 30)
        XCTAssertEqual(tiles.days.last?.mood, .good)
        XCTAssertEqual(tiles.months.map(\.id), ["2026-11"])
        XCTAssertEqual(try JSONDecoder().decode(MoodTiles.self, from: JSONEncoder().encode(tiles)), tiles)

        _ = try session.startRoutine(Session.NewRoutine(startDate: today.adding(days: -1), lengthDays: 30), now: now)
        try session.takeSlot("morning", on: today.adding(days: -1), at: now, today: today)
        try session.takeSlot("evening", on: today.adding(days: -1), at: now, today: today)
        let home = try session.routineHome(today: today)
        XCTAssertEqual(home.day, 2)
        XCTAssertEqual(home.streak, 1)
        XCTAssertEqual(home.status, .today)
        XCTAssertEqual(home.nextAchievement?.id, .streak7)
        XCTAssertEqual(home.json["next_achievement"]?["of"], .int(7))
        XCTAssertEqual(try JSONDecoder().decode(RoutineHome.self, from: JSONEncoder().encode(home)), home)
        let achievements = try session.routineAchievements(today: today)
        XCTAssertEqual(achievements.achievements.first { $0.id == .firstStep }?.unlockedOn, today.adding(days: -1))
        let calendar = try session.routineCalendar(month: today, today: today)
        XCTAssertEqual(calendar.days.count, 30)
        XCTAssertEqual(calendar.json["month"], .string("2026-11"))
        XCTAssertEqual(try session.info().role, .owner)
    }

    // MARK: Async calls and change streams

    func testAsyncSessionRunsTheBlockingCalls() async throws {
        let store = try await KeepsakeStore.open(at: path("async"), create: true)
        let me = try await store.ownerSession()
        let map = try await me.createMindMap(title: "Plans")
        _ = try await me.createNode(under: map.rootID, title: "Garden")
        let maps = try await me.perform { s throws(KeepsakeError) in try s.mindMaps() }
        XCTAssertEqual(maps.map(\.title), ["Plans"])
        try await me.setMood(.good, on: today, note: nil, today: today)
        do {
            _ = try await me.createNode(under: "missing", title: "x")
            XCTFail("created a node under a missing parent")
        } catch {
            XCTAssertEqual(error.codeName, "KS_ERR_INVALID_ARGUMENT")
        }
    }

    /// The stream yields after a write in this process, and (polling) after a write by
    /// another connection, here a second `Store` of the same file as another process would be.
    func testChangeStreamFiresForThisProcessAndForAnotherConnection() async throws {
        let store = try await KeepsakeStore.open(at: path("observed"), create: true)
        let me = try await store.ownerSession()
        var changes = try store.changes(pollingEvery: .milliseconds(20)).makeAsyncIterator()

        try await me.setMood(.good, on: today, note: nil, today: today)
        let first = await changes.next()
        XCTAssertEqual(first, .thisProcess)

        let other = try Store.open(at: path("observed")).ownerSession()
        try other.setMood(.bad, on: "2026-11-29", note: nil, today: today, now: now)
        var seen: StoreChange?
        repeat { seen = await changes.next() } while seen == .thisProcess
        XCTAssertEqual(seen, .otherConnection)
    }

    /// A write by another process (the keepsake CLI, as an app extension would write the
    /// shared store) reaches the stream through polling.
    func testChangeStreamFiresForAWriteByAnotherProcess() async throws {
        let cli = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../.build/debug/keepsake-cli").standardizedFileURL
        guard FileManager.default.isExecutableFile(atPath: cli.path) else {
            return XCTFail("build the CLI first (swift build --build-tests): \(cli.path)")
        }
        let store = try await KeepsakeStore.open(at: path("shared"), create: true)
        var changes = try store.changes(pollingEvery: .milliseconds(20)).makeAsyncIterator()
        let process = Process()
        process.executableURL = cli
        process.arguments = ["mood", "set", "--store", path("shared"), "--today", today.description, "--date", today.description, "good"]
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        let change = await changes.next()
        XCTAssertEqual(change, .otherConnection)
        let me = try await store.ownerSession()
        let day = try await me.perform { s throws(KeepsakeError) in try s.mood(on: "2026-11-30", today: "2026-11-30") }
        XCTAssertEqual(day?.mood, .good)
    }

    func testNoChangeIsReportedWhenNothingCommits() throws {
        let store = try Store.open(at: path("quiet"), create: true)
        let detector = try store.externalChangeDetector()
        let session = try store.ownerSession()
        XCTAssertFalse(try detector.poll())
        _ = try session.mindMaps()
        XCTAssertFalse(try detector.poll(), "a read is not a change")
        try session.setMood(.good, on: today, note: nil, today: today, now: now)
        XCTAssertTrue(try detector.poll())
        XCTAssertFalse(try detector.poll())
        // A refused write commits nothing and tells nobody.
        let calls = Protected(0)
        let observation = store.observeCommits { calls.withLock { $0 += 1 } }
        XCTAssertThrowsError(try session.setMood(.good, on: "2026-12-01", note: nil, today: today, now: now))
        XCTAssertEqual(calls.withLock { $0 }, 0)
        try session.setMood(.bad, on: today, note: nil, today: today, now: now)
        XCTAssertEqual(calls.withLock { $0 }, 1)
        observation.cancel()
        try session.setMood(.good, on: today, note: nil, today: today, now: now)
        XCTAssertEqual(calls.withLock { $0 }, 1, "a cancelled observation is not called")
    }

    // MARK: Suspension

    func testSuspendWaitsForTheRunningWriteAndRefusesNewOnes() throws {
        let store = try Store.open(at: path("suspend"), create: true)
        let session = try store.ownerSession()
        let started = DispatchSemaphore(value: 0)
        let finished = Protected(false)
        let writer = Thread {
            try? session.write(.changeMoods) { (_) throws(KeepsakeError) in
                started.signal()
                usleep(300_000)
                finished.withLock { $0 = true }
            }
        }
        writer.start()
        started.wait()
        try store.suspend()
        XCTAssertTrue(finished.withLock { $0 }, "suspend returned while a write was running")
        XCTAssertTrue(store.isSuspended)
        XCTAssertThrowsError(try session.setMood(.good, on: today, note: nil, today: today, now: now)) { error in
            XCTAssertEqual((error as? KeepsakeError)?.codeName, "KS_ERR_BUSY")
            XCTAssertTrue("\(error)".contains("suspended"))
        }
        // Reads are refused too, as GRDB does on suspension: a read transaction holds a lock.
        XCTAssertThrowsError(try session.mindMaps()) { error in
            XCTAssertEqual((error as? KeepsakeError)?.codeName, "KS_ERR_BUSY")
            XCTAssertTrue("\(error)".contains("suspended"))
        }
        XCTAssertThrowsError(try store.ownerSession()) { error in
            XCTAssertEqual((error as? KeepsakeError)?.codeName, "KS_ERR_BUSY")
        }
        store.resume()
        XCTAssertNil(try session.mood(on: today, today: today)?.mood, "the refused write changed nothing")
        try session.setMood(.good, on: today, note: nil, today: today, now: now)
        XCTAssertEqual(try session.mood(on: today, today: today)?.mood, .good)
    }

    func testSuspendWaitsForTheRunningRead() throws {
        let store = try Store.open(at: path("suspend-read"), create: true)
        let session = try store.ownerSession()
        let started = DispatchSemaphore(value: 0)
        let finished = Protected(false)
        let reader = Thread {
            try? session.read(.readMoods) { (_) throws(KeepsakeError) in
                started.signal()
                usleep(300_000)
                finished.withLock { $0 = true }
            }
        }
        reader.start()
        started.wait()
        try store.suspend()
        XCTAssertTrue(finished.withLock { $0 }, "suspend returned while a read was running")
        store.resume()
        _ = try session.mindMaps()
    }

    func testSuspendInsideAUnitOfWorkIsRefused() throws {
        let store = try Store.open(at: path("suspend-inside"), create: true)
        let session = try store.ownerSession()
        try session.read(.readMoods) { (_) throws(KeepsakeError) in
            XCTAssertThrowsError(try store.suspend()) { error in
                XCTAssertEqual((error as? KeepsakeError)?.codeName, "KS_ERR_INTERNAL")
            }
        }
        XCTAssertFalse(store.isSuspended)
        _ = try session.mindMaps()
    }

    func testWritingConnectionsFlushWithFullFsync() throws {
        // SQLite keeps the setting on every platform and acts on it only on Apple's, where
        // it flushes commits and checkpoints with F_FULLFSYNC.
        let db = try Database(path: path("fullfsync.db"), mode: .readWriteCreate)
        XCTAssertEqual(try db.integer("PRAGMA fullfsync"), 1)
        XCTAssertEqual(try db.integer("PRAGMA checkpoint_fullfsync"), 1)
    }
}
