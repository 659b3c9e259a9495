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
/// ```swift
/// let store = try await KeepsakeStore.open(at: path, create: true)
/// let me = try await store.ownerSession()
/// try await me.setMood(.good, on: "2026-12-01", note: nil, today: "2026-12-01", now: now)
/// for await _ in try store.changes(pollingEvery: .seconds(2)) { reload() }
/// ```
public final class KeepsakeStore: Sendable {
    /// The blocking store underneath.
    public let store: Store

    /// Wraps a store already open; the blocking and async calls can be mixed on it.
    public init(_ store: Store) { self.store = store }

    /// Opens (or creates) the store at `path`; see `Store.open`.
    /// - Throws: what `Store.open(at:create:readOnly:)` throws: `.notFound` without a store and
    ///   `create`, `.corruptStore` for a folder holding something else, `.unsupportedVersion`
    ///   for a newer schema, `.readOnly` for a store on read-only media opened for writing.
    public static func open(at path: String, create: Bool = false, readOnly: Bool = false) async throws(KeepsakeError) -> KeepsakeStore {
        KeepsakeStore(try await offload { () throws(KeepsakeError) in try Store.open(at: path, create: create, readOnly: readOnly) })
    }

    /// The owner's session while the store has no accounts (`Store.ownerSession`).
    /// - Throws: `.authenticationFailed` once the store has accounts.
    public func ownerSession() async throws(KeepsakeError) -> AsyncSession {
        let store = self.store
        return AsyncSession(try await offload { () throws(KeepsakeError) in try store.ownerSession() })
    }

    /// Signs in (`Store.signIn`); the token is returned when `remember` is true.
    public func signIn(username: String, password: String, now: String, remember: Bool = false) async throws(KeepsakeError) -> (AsyncSession, String?) {
        let store = self.store
        let (session, token) = try await offload { () throws(KeepsakeError) in
            try store.signIn(username: username, password: password, now: now, remember: remember)
        }
        return (AsyncSession(session), token)
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

    /// See `Store.suspend`: waits (off the cooperative pool) for the running write, then
    /// refuses writes until `resume()`. Call it from the app's background notification.
    /// - Throws: `.internalError` when called from inside a write unit of work of this store.
    public func suspend() async throws(KeepsakeError) {
        let store = self.store
        try await offload { () throws(KeepsakeError) in try store.suspend() }
    }

    /// Accepts writes again.
    public func resume() { store.resume() }
}

/// What a change notification knows: where the commit came from.
public enum StoreChange: Sendable, Equatable {
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

    /// Wraps a blocking session; its permissions are the session's.
    public init(_ session: Session) { self.session = session }

    /// Runs `body` with the blocking session on a background thread.
    ///
    /// ```swift
    /// let maps = try await me.perform { s throws(KeepsakeError) in try s.mindMaps() }
    /// ```
    @discardableResult
    public func perform<T: Sendable>(_ body: @escaping @Sendable (Session) throws(KeepsakeError) -> T) async throws(KeepsakeError) -> T {
        let session = self.session
        return try await offload { () throws(KeepsakeError) in try body(session) }
    }

    // Mood log
    public func setMood(_ mood: Mood, on date: String, note: String?, today: String, now: String) async throws(KeepsakeError) {
        try await perform { s throws(KeepsakeError) in try s.setMood(mood, on: date, note: note, today: today, now: now) }
    }

    public func moodSummary(today: String) async throws(KeepsakeError) -> JSONValue {
        try await perform { s throws(KeepsakeError) in try s.moodSummary(today: today) }
    }

    // Mind maps
    public func createMindMap(title: String, now: String) async throws(KeepsakeError) -> MindMap {
        try await perform { s throws(KeepsakeError) in try s.createMindMap(title: title, now: now) }
    }

    public func createNode(under parentID: String, title: String, note: String? = nil, now: String) async throws(KeepsakeError) -> MindMapNode {
        try await perform { s throws(KeepsakeError) in try s.createNode(under: parentID, title: title, note: note, now: now) }
    }

    // Routine
    public func takeSlot(_ slot: String, on date: String, at takenAt: String, today: String) async throws(KeepsakeError) {
        try await perform { s throws(KeepsakeError) in try s.takeSlot(slot, on: date, at: takenAt, today: today) }
    }

    public func routineHome(today: String) async throws(KeepsakeError) -> JSONValue {
        try await perform { s throws(KeepsakeError) in try s.routineHome(today: today) }
    }

    // Dossiers
    public func timeline(patientID: String, _ query: TimelineQuery, today: String) async throws(KeepsakeError) -> TimelinePage {
        try await perform { s throws(KeepsakeError) in try s.timeline(patientID: patientID, query, today: today) }
    }
}

/// Runs blocking core work on a Dispatch thread, so the cooperative pool (a thread per core)
/// never waits on SQLite or Argon2id.
func offload<T: Sendable>(_ body: @escaping @Sendable () throws(KeepsakeError) -> T) async throws(KeepsakeError) -> T {
    let result: Result<T, KeepsakeError> = await withCheckedContinuation { continuation in
        DispatchQueue.global().async {
            do throws(KeepsakeError) { continuation.resume(returning: .success(try body())) }
            catch { continuation.resume(returning: .failure(error)) }
        }
    }
    return try result.get()
}
