import XCTest
import KeepsakeKit

/// What a SwiftUI app's view models use (KeepsakeKit, public API only): closures without
/// annotations, value observation across processes, mood tiles of any month, media files read
/// in place, a navigator kept across tasks, records as `Codable` values.
final class SwiftUIAPITests: XCTestCase {
    let today: CivilDate = "2026-11-30"
    let now = Date(timeIntervalSince1970: 1_796_029_200) // 2026-11-30T09:00:00Z
    var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "keepsake-swiftui-" + UUID().uuidString.lowercased()
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: folder)
    }

    func path(_ name: String) -> String { folder + "/" + name }

    var cli: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../.build/debug/keepsake-cli").standardizedFileURL
    }

    func runCLI(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = cli
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, arguments.joined(separator: " "))
    }

    // MARK: Closures without annotations

    func testPerformTakesAClosureWithoutAnnotation() async throws {
        let store = try await KeepsakeStore.open(at: path("plain"), create: true)
        let me = try await store.ownerSession()
        _ = try await me.createMindMap(title: "Plans", now: now)
        let maps = try await me.perform { s in try s.mindMaps() }
        XCTAssertEqual(maps.map(\.title), ["Plans"])
        do {
            _ = try await me.perform { s in try s.mindMap("not-an-id") }
            XCTFail("read a map with a malformed id")
        } catch let error as KeepsakeError {
            XCTAssertEqual(error.codeName, "KS_ERR_INVALID_ARGUMENT")
        }
        // An annotated closure keeps the typed error.
        do {
            _ = try await me.perform { s throws(KeepsakeError) in try s.mindMap("not-an-id") }
        } catch {
            XCTAssertEqual(error.codeName, "KS_ERR_INVALID_ARGUMENT")
        }
    }

    // MARK: Value observation

    /// The first value at once; a new one after a write of this process; none for a commit that
    /// leaves the value as it was; a new one after a write by another connection.
    func testValuesDeliverEveryChangedValueOnce() async throws {
        let store = try await KeepsakeStore.open(at: path("values"), create: true)
        let me = try await store.ownerSession()
        let today = self.today
        var summaries = me.values(pollingEvery: .milliseconds(10)) { s in try s.moodSummary(today: today) }.makeAsyncIterator()
        let first = try await summaries.next()
        XCTAssertNil(first?.currentStreak)

        try await me.setMood(.good, on: today, note: nil, today: today, now: now)
        let second = try await summaries.next()
        XCTAssertEqual(second?.currentStreak?.mood, .good)

        // A commit that changes nothing the summary shows (a mind map), then one that does.
        _ = try await me.createMindMap(title: "Unrelated", now: now)
        try await Task.sleep(for: .milliseconds(50))
        let other = try Store.open(at: path("values")).ownerSession()
        try other.setMood(.bad, on: today, note: nil, today: today, now: Instant(now))
        let third = try await summaries.next()
        XCTAssertEqual(third?.currentStreak?.mood, .bad, "the unchanged summary was delivered again")
    }

    /// A write by another process (the CLI, as a widget would write the shared store) reaches
    /// the observing loop through the library's polling.
    func testValuesFollowAWriteByAnotherProcess() async throws {
        guard FileManager.default.isExecutableFile(atPath: cli.path) else {
            return XCTFail("build the CLI first (swift build --build-tests): \(cli.path)")
        }
        let store = try await KeepsakeStore.open(at: path("shared"), create: true)
        let me = try await store.ownerSession()
        let today = self.today
        var moods = me.values(pollingEvery: .milliseconds(10)) { s in try s.mood(on: today, today: today)?.mood }.makeAsyncIterator()
        let before = try await moods.next()
        XCTAssertEqual(before, .some(nil))
        try runCLI(["mood", "set", "--store", path("shared"), "--today", today.description, "--date", today.description, "bad"])
        let after = try await moods.next()
        XCTAssertEqual(after, .some(.bad))
    }

    /// The stream ends with the fetch's error, as GRDB's does.
    func testValuesEndWithTheFirstError() async throws {
        let store = try await KeepsakeStore.open(at: path("failing"), create: true)
        let me = try await store.ownerSession()
        let stream = me.values(pollingEvery: nil) { s in try s.mindMap("00000000-0000-4000-8000-000000000000") }
        do {
            for try await _ in stream { XCTFail("a value of a missing map") }
            XCTFail("the stream ended without the error")
        } catch let error as KeepsakeError {
            XCTAssertEqual(error.codeName, "KS_ERR_NOT_FOUND")
        }
    }

    // MARK: Mood tiles of any month

    func testMoodTilesOfAnyMonth() async throws {
        let store = try await KeepsakeStore.open(at: path("calendar"), create: true)
        let me = try await store.ownerSession()
        let today = self.today
        try await me.setMood(.good, on: "2024-02-29", note: nil, today: today, now: now)
        try await me.setMood(.bad, on: "2026-11-30", note: nil, today: today, now: now)

        let february = try await me.moodTiles(month: "2024-02-10", today: today)
        XCTAssertNil(february.preset)
        XCTAssertEqual(february.first, "2024-02-01")
        XCTAssertEqual(february.last, "2024-02-29")
        XCTAssertEqual(february.days.count, 29)
        XCTAssertEqual(february.firstWeekday, 4, "1 February 2024 was a Thursday")
        XCTAssertEqual(february.days.last?.mood, .good)
        XCTAssertEqual(february.days.filter { $0.mood != nil }.count, 1)
        XCTAssertEqual(february.months.map(\.id), ["2024-02"])

        // Paging back from this month, and on to next month, whose days are all future.
        let november = try await me.moodTiles(month: today, today: today)
        let october = try await me.moodTiles(month: november.first.adding(months: -1), today: today)
        XCTAssertEqual(october.days.count, 31)
        XCTAssertEqual(october.first, "2026-10-01")
        XCTAssertEqual(november.days.last?.mood, .bad)
        let december = try await me.moodTiles(month: "2026-12-01", today: today)
        XCTAssertTrue(december.days.allSatisfy(\.future))

        let week = try await me.perform { s in try s.moodTiles(range: DayRange(first: "2026-11-24", last: "2026-11-30"), today: today) }
        XCTAssertEqual(week.days.map(\.mood), [nil, nil, nil, nil, nil, nil, .bad])
        do {
            _ = try await me.perform { s in try s.moodTiles(range: DayRange(first: "2026-11-30", last: "2026-11-01"), today: today) }
            XCTFail("tiles of an empty range")
        } catch let error as KeepsakeError {
            XCTAssertEqual(error.codeName, "KS_ERR_INVALID_ARGUMENT")
        }
    }

    // MARK: Media for players

    func testMediaFileIsTheStoredFileReadInPlace() async throws {
        let store = try await KeepsakeStore.open(at: path("media"), create: true)
        let me = try await store.ownerSession()
        var video = Array("\0\0\0\u{18}ftypmp42".utf8)
        video += (0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        let source = path("clip.mp4")
        XCTAssertTrue(FileManager.default.createFile(atPath: source, contents: Data(video)))
        let record = try await me.importMedia(fromFile: source, now: now)
        XCTAssertEqual(record.mediaType, "video/mp4")

        let file = try await me.mediaFile(record.sha256)
        XCTAssertEqual(file.record, record)
        let url = try await me.mediaFileURL(record.sha256)
        XCTAssertTrue(url.isFileURL)
        XCTAssertEqual(url.path, file.path)
        XCTAssertTrue(file.path.hasPrefix(path("media") + "/"), "the store's own file, not a copy")
        let handle = try FileHandle(forReadingFrom: url)
        try handle.seek(toOffset: 100_000)
        XCTAssertEqual(Array(try handle.read(upToCount: 16) ?? Data()), Array(video[100_000..<100_016]))
        try handle.close()
        let range = try await me.readMedia(record.sha256, offset: 100_000, maxCount: 16)
        XCTAssertEqual(range, Array(video[100_000..<100_016]))

        // A file cut short on disk is reported, never handed out.
        let handleForWriting = try FileHandle(forWritingTo: url)
        try handleForWriting.truncate(atOffset: 10)
        try handleForWriting.close()
        do {
            _ = try await me.mediaFile(record.sha256)
            XCTFail("handed out a damaged file")
        } catch {
            XCTAssertEqual(error.codeName, "KS_ERR_CORRUPT_STORE")
        }
        do {
            _ = try await me.mediaFile(String(repeating: "ab", count: 32))
            XCTFail("a file of unknown media")
        } catch {
            XCTAssertEqual(error.codeName, "KS_ERR_NOT_FOUND")
        }
    }

    // MARK: The navigator across tasks

    func testNavigatorIsKeptAndMovedFromTasks() async throws {
        let store = try await KeepsakeStore.open(at: path("maps"), create: true)
        let me = try await store.ownerSession()
        let map = try await me.createMindMap(title: "Plans", now: now)
        let garden = try await me.createNode(under: map.rootID, title: "Garden", now: now)
        _ = try await me.createNode(under: garden.id, title: "Roses", now: now)
        let navigator = try await me.openNavigator(map: map.id)
        // Many tasks move one navigator; its calls run one at a time and it stays consistent.
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    _ = try await me.navigate(navigator) { n throws(KeepsakeError) in try n.open(garden.id) }
                    _ = try await me.navigate(navigator) { n throws(KeepsakeError) in if try n.canBack { try n.back() } }
                }
            }
            try await group.waitForAll()
        }
        let view = try await me.navigate(navigator) { n throws(KeepsakeError) in try n.open(garden.id) }
        XCTAssertEqual(view.active.title, "Garden")
        XCTAssertEqual(view.children.map(\.title), ["Roses"])
        XCTAssertEqual(view.path.map(\.title), ["Plans", "Garden"])
        let state = try navigator.state()
        let restored = try await me.restoreNavigator(try JSONDecoder().decode(NavigatorState.self, from: JSONEncoder().encode(state)))
        XCTAssertEqual(restored.activeID, garden.id)
    }

    // MARK: Records as values

    func testRecordsAreIdentifiableCodableValues() async throws {
        let store = try await KeepsakeStore.open(at: path("centre"), create: true)
        let me = try await store.ownerSession()
        let stamp = Instant(now)
        let patient = try await me.perform { s in
            try s.createPatient(PatientInput(fullName: "Anna Muster", birthDate: "1950-04-02", admittedOn: "2026-11-02"), now: stamp)
        }
        let action = try await me.recordAction(patientID: patient.id, ActionContent(occurredAt: Instant(now), kind: .note, title: "Walked"), now: now)
        let patients = try await me.patients(today: today)
        XCTAssertEqual(patients.map(\.id), [patient.id])
        XCTAssertEqual(try JSONDecoder().decode(Patient.self, from: JSONEncoder().encode(patient)), patient)
        XCTAssertEqual(try JSONDecoder().decode(DossierAction.self, from: JSONEncoder().encode(action)), action)
        XCTAssertEqual(Set([action, action]).count, 1)
        XCTAssertEqual(action.id, action.id as DossierAction.ID)
        let identity = await me.perform { s in s.actor }
        XCTAssertEqual(identity.role, .owner)
    }
}
