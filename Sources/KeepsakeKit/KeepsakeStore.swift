#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Dispatch

/// A store for app code: async calls that run the blocking core off the cooperative thread
/// pool, a stream of changes, and suspension for the background. The blocking API
/// (`Store`, `Session`) stays for hosts that want it; both can be used on one store.
///
/// Every `Date` a call takes becomes an `Instant` in the store's `timeZone` (the user's, by
/// default `TimeZone.current`): stored instants keep that offset, and the routine's reminders
/// read the user's local time from it.
///
/// ```swift
/// let store = try await KeepsakeStore.open(at: path, create: true)
/// let me = try await store.ownerSession()
/// try await me.setMood(.good, on: today, note: nil, today: today)
/// for await _ in try store.changes(pollingEvery: .seconds(2)) { reload() }
/// ```
public final class KeepsakeStore: Sendable {
    /// The blocking store underneath.
    public let store: Store
    /// The time zone whose offset the instants made from this store's `Date`s are written in.
    public let timeZone: TimeZone

    /// Wraps a store already open; the blocking and async calls can be mixed on it.
    /// - Parameters:
    ///   - store: the open store.
    ///   - timeZone: the user's time zone, for the instants made from `Date`s.
    public init(_ store: Store, timeZone: TimeZone = .current) {
        self.store = store
        self.timeZone = timeZone
    }

    /// Opens (or creates) the store at `path`; see `Store.open`.
    /// - Parameters:
    ///   - path: the store's folder.
    ///   - create: creates the store when there is none.
    ///   - readOnly: opens it for reading only.
    ///   - timeZone: the user's time zone, for the instants made from `Date`s.
    /// - Throws: what `Store.open(at:create:readOnly:)` throws: `.notFound` without a store and
    ///   `create`, `.corruptStore` for a folder holding something else, `.unsupportedVersion`
    ///   for a newer schema, `.readOnly` for a store on read-only media opened for writing.
    public static func open(at path: String, create: Bool = false, readOnly: Bool = false,
                            timeZone: TimeZone = .current) async throws(KeepsakeError) -> KeepsakeStore {
        KeepsakeStore(try await offload { () throws(KeepsakeError) in try Store.open(at: path, create: create, readOnly: readOnly) },
                      timeZone: timeZone)
    }

    /// The owner's session while the store has no accounts (`Store.ownerSession`).
    /// - Throws: `.authenticationFailed` once the store has accounts.
    public func ownerSession() async throws(KeepsakeError) -> AsyncSession {
        let store = self.store
        return AsyncSession(try await offload { () throws(KeepsakeError) in try store.ownerSession() }, timeZone: timeZone)
    }

    /// Signs in (`Store.signIn`) at `now`; the token is returned when `remember` is true.
    public func signIn(username: String, password: String, now: Date = Date(), remember: Bool = false) async throws(KeepsakeError) -> (AsyncSession, String?) {
        let store = self.store
        let now = Instant(now, in: timeZone)
        let (session, token) = try await offload { () throws(KeepsakeError) in
            try store.signIn(username: username, password: password, now: now, remember: remember)
        }
        return (AsyncSession(session, timeZone: timeZone), token)
    }

    /// A stream with one element after every committed write of this store in this process,
    /// and, when `interval` is given, after commits by other processes (an app extension,
    /// a widget) found by polling `PRAGMA data_version` that often. Each element means "what
    /// you show may have changed: read again". Ends when the consumer stops iterating, or
    /// when polling fails (the store's file is gone).
    /// - Throws: when polling is asked for and its connection cannot be opened.
    public func changes(pollingEvery interval: Duration? = nil) throws(KeepsakeError) -> AsyncStream<StoreChange> {
        let detector = try interval.map { _ throws(KeepsakeError) in try store.externalChangeDetector() }
        let (stream, continuation) = AsyncStream<StoreChange>.makeStream(bufferingPolicy: .bufferingNewest(1))
        let observation = store.observeCommits { continuation.yield(.thisProcess) }
        var poller: Task<Void, Never>?
        if let interval, let detector {
            poller = Task.detached {
                while !Task.isCancelled {
                    try? await Task.sleep(for: interval)
                    do throws(KeepsakeError) {
                        if try detector.poll() { continuation.yield(.otherConnection) }
                    } catch {
                        continuation.finish()
                        return
                    }
                }
            }
        }
        let poll = poller
        continuation.onTermination = { _ in
            observation.cancel()
            poll?.cancel()
        }
        return stream
    }

    /// See `Store.suspend`: refuses new reads and writes until `resume()` and waits (off the
    /// cooperative pool) for the running ones, so the app holds no file lock while iOS suspends
    /// it. Call it from the app's background notification.
    /// - Throws: `.internalError` when called from inside a unit of work of this store.
    public func suspend() async throws(KeepsakeError) {
        let store = self.store
        try await offload { () throws(KeepsakeError) in try store.suspend() }
    }

    /// Accepts reads and writes again.
    public func resume() { store.resume() }

    /// The store's Data Protection and backup options (`Store.storageOptions`).
    public var storageOptions: StorageOptions { store.storageOptions }

    /// Stores `options` in the store and applies them to every file of it, off the cooperative
    /// pool (`Store.setStorageOptions(_:)`); later opens, an extension's included, apply them
    /// again. For an App Group store shared with a widget, use
    /// `.completeUntilFirstUserAuthentication` (see `FileProtection`):
    ///
    /// ```swift
    /// try await store.setStorageOptions(StorageOptions(fileProtection: .completeUntilFirstUserAuthentication,
    ///                                                  excludesMediaFromBackup: true))
    /// ```
    /// - Throws: `.readOnly` for a store opened read-only; `.io` when a file's protection or
    ///   backup flag cannot be set.
    public func setStorageOptions(_ options: StorageOptions) async throws(KeepsakeError) {
        let store = self.store
        try await offload { () throws(KeepsakeError) in try store.setStorageOptions(options) }
    }
}

/// What a change notification knows: where the commit came from.
public enum StoreChange: Sendable, Hashable, Codable {
    /// A write unit of work of this process committed.
    case thisProcess
    /// Another connection (another process, or a second `Store` of this file) committed.
    case otherConnection
}

/// A session for app code: `perform` runs any blocking `Session` call off the cooperative
/// pool; the common calls of each record kind have async twins below.
public final class AsyncSession: Sendable {
    /// The blocking session underneath.
    public let session: Session
    /// The time zone whose offset the instants made from `Date`s are written in.
    public let timeZone: TimeZone

    /// Wraps a blocking session; its permissions are the session's.
    /// - Parameters:
    ///   - session: the blocking session.
    ///   - timeZone: the user's time zone, for the instants made from `Date`s.
    public init(_ session: Session, timeZone: TimeZone = .current) {
        self.session = session
        self.timeZone = timeZone
    }

    /// Runs `body` with the blocking session on a background thread, and throws what it
    /// throws: an app's closure needs no annotation (it throws `any Error`), and one annotated
    /// `throws(KeepsakeError)` keeps the typed error.
    ///
    /// ```swift
    /// let maps = try await me.perform { s in try s.mindMaps() }
    /// let typed = try await me.perform { s throws(KeepsakeError) in try s.mindMaps() }
    /// ```
    @discardableResult
    public func perform<T: Sendable, E: Error>(_ body: @escaping @Sendable (Session) throws(E) -> T) async throws(E) -> T {
        let session = self.session
        return try await offload { () throws(E) in try body(session) }
    }

    // Mood log
    /// Sets the mood of `date` (`Session.setMood`), the change stamped `now`.
    ///
    /// - Parameters:
    ///   - mood: the day's mood.
    ///   - date: the day, on or before `today`.
    ///   - note: an optional note.
    ///   - today: the user's local day (`CivilDate(date: .now, in: .current)`).
    ///   - now: the instant of the change.
    /// - Returns: the stored day.
    @discardableResult
    public func setMood(_ mood: Mood, on date: CivilDate, note: String?, today: CivilDate, now: Date = Date()) async throws(KeepsakeError) -> MoodDay {
        let stamp = Instant(now, in: timeZone)
        return try await perform { s throws(KeepsakeError) in try s.setMood(mood, on: date, note: note, today: today, now: stamp) }
    }

    /// The summary screen (`Session.moodSummary(today:)`).
    public func moodSummary(today: CivilDate) async throws(KeepsakeError) -> MoodSummary {
        try await perform { s throws(KeepsakeError) in try s.moodSummary(today: today) }
    }

    /// The mood grid of `preset` (`Session.moodTiles(preset:today:)`).
    public func moodTiles(preset: RangePreset, today: CivilDate) async throws(KeepsakeError) -> MoodTiles {
        try await perform { s throws(KeepsakeError) in try s.moodTiles(preset: preset, today: today) }
    }

    // Mind maps
    /// Creates a mind map titled `title` (`Session.createMindMap`), stamped `now`.
    public func createMindMap(title: String, now: Date = Date()) async throws(KeepsakeError) -> MindMap {
        let stamp = Instant(now, in: timeZone)
        return try await perform { s throws(KeepsakeError) in try s.createMindMap(title: title, now: stamp) }
    }

    /// Adds a node under `parentID` (`Session.createNode`), stamped `now`.
    public func createNode(under parentID: String, title: String, note: String? = nil, now: Date = Date()) async throws(KeepsakeError) -> MindMapNode {
        let stamp = Instant(now, in: timeZone)
        return try await perform { s throws(KeepsakeError) in try s.createNode(under: parentID, title: title, note: note, now: stamp) }
    }

    // Routine
    /// Marks `slot` taken on `date` at `takenAt` (`Session.takeSlot`).
    public func takeSlot(_ slot: String, on date: CivilDate, at takenAt: Date = Date(), today: CivilDate) async throws(KeepsakeError) {
        let stamp = Instant(takenAt, in: timeZone)
        try await perform { s throws(KeepsakeError) in try s.takeSlot(slot, on: date, at: stamp, today: today) }
    }

    /// The routine's home screen (`Session.routineHome(today:)`).
    public func routineHome(today: CivilDate) async throws(KeepsakeError) -> RoutineHome {
        try await perform { s throws(KeepsakeError) in try s.routineHome(today: today) }
    }

    // Dossiers
    /// A page of a patient's timeline (`Session.timeline`).
    public func timeline(patientID: String, _ query: TimelineQuery, today: CivilDate) async throws(KeepsakeError) -> TimelinePage {
        try await perform { s throws(KeepsakeError) in try s.timeline(patientID: patientID, query, today: today) }
    }
}

/// Runs blocking core work on a Dispatch thread, so the cooperative pool (a thread per core)
/// never waits on SQLite or Argon2id.
func offload<T: Sendable, E: Error>(_ body: @escaping @Sendable () throws(E) -> T) async throws(E) -> T {
    let result: Result<T, E> = await withCheckedContinuation { continuation in
        DispatchQueue.global().async {
            do throws(E) { continuation.resume(returning: .success(try body())) }
            catch { continuation.resume(returning: .failure(error)) }
        }
    }
    return try result.get()
}
