import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Pulls a feed (FORMAT.md section 19) onto a relative's device with `URLSession`: fetches
/// `head.json`, asks the core what to fetch (`Session.planFeed`), fetches each object into
/// `cacheFolder` (resuming a cut transfer with an HTTP `Range` request, never writing more than
/// the head names), and applies them (`Session.applyFeed`). The core checks everything; this
/// class only moves bytes.
///
/// ```swift
/// let puller = FeedPuller(session: owner, username: "maria", password: password, cacheFolder: cache)
/// let result = try await puller.pull(from: URL(string: "https://host/feeds/6a31b36cab2becab1c3c0f83d005768e")!)
/// print(result.status, result.revision)
/// ```
public final class FeedPuller: Sendable {
    /// The device's owner session that applies what is fetched.
    public let session: Session
    /// The relative's username.
    public let username: String
    /// A folder of the app's where objects are fetched (partial ones are kept to resume).
    public let cacheFolder: String
    private let password: String
    /// How many times one pull resumes a cut transfer.
    public static let attempts = 5

    /// A puller for `username` (whose `password` opens the bundles) on the device of `session`.
    public init(session: Session, username: String, password: String, cacheFolder: String) {
        self.session = session
        self.username = username
        self.password = password
        self.cacheFolder = cacheFolder
    }

    /// Pulls the feed at `url` (its last path component is the feed's id) and applies it.
    /// `progress` gets the bytes fetched so far and the total the head names.
    ///
    /// - Throws: what `Session.planFeed` and `Session.applyFeed` throw; `KeepsakeError.io` for
    ///   a transfer that fails, `.limitExceeded` for a response larger than the head allows.
    public func pull(from url: URL, now: Date = Date(), today: CivilDate? = nil,
                     progress: (@Sendable (Int64, Int64) -> Void)? = nil) async throws -> FeedApplyResult {
        let feedID = url.lastPathComponent
        guard FeedHead.isFeedID(feedID) else { throw KeepsakeError.invalidArgument("the feed's URL must end in its id (32 lowercase hex digits)") }
        let instant = Instant(now, in: TimeZone(identifier: "UTC") ?? .current)
        let day = today ?? CivilDate(date: now, in: TimeZone.current)
        let folder = (cacheFolder as NSString).appendingPathComponent(feedID)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let headPath = (folder as NSString).appendingPathComponent("head.json")
        try? FileManager.default.removeItem(atPath: headPath)
        try await Self.fetch(url.appendingPathComponent("head.json"), to: headPath, max: Int64(FeedHead.maxBytes), progress: nil)
        let head = [UInt8](try Data(contentsOf: URL(fileURLWithPath: headPath)))
        try? FileManager.default.removeItem(atPath: headPath)
        let plan = try session.planFeed(head: head, feedID: feedID, now: instant)
        let total = plan.fetch.reduce(Int64(0)) { $0 + $1.size }
        var done: Int64 = 0
        var files: [String: String] = [:]
        for object in plan.fetch {
            let path = (folder as NSString).appendingPathComponent(object.digest)
            let before = done
            try await Self.fetch(url.appendingPathComponent("objects").appendingPathComponent(object.digest), to: path, max: object.size) { n in
                progress?(before + n, total)
            }
            done += object.size
            files[object.digest] = path
        }
        do {
            let result = try session.applyFeed(head: head, feedID: feedID, files: files, username: username, password: password, today: day, now: instant)
            for path in files.values { try? FileManager.default.removeItem(atPath: path) }
            return result
        } catch {
            for path in files.values { try? FileManager.default.removeItem(atPath: path) }
            throw error
        }
    }

    /// Pulls the feed an invitation names (FORMAT.md R72: its `feed=`): the device trusts the
    /// invitation's centre first when it did not (`Session.trustInvitation`), and the bundles
    /// are opened as the invitation's username unless `username` is given.
    ///
    /// ```swift
    /// let result = try await FeedPuller.pull(invitation: scannedText, session: owner,
    ///                                        password: password, cacheFolder: cache)
    /// ```
    ///
    /// - Throws: `KeepsakeError.invalidArgument` for a text that is not an invitation or one
    ///   without a feed URL; then what `pull(from:)` throws.
    public static func pull(invitation: String, session: Session, password: String, cacheFolder: String, username: String? = nil,
                            now: Date = Date(), today: CivilDate? = nil,
                            progress: (@Sendable (Int64, Int64) -> Void)? = nil) async throws -> FeedApplyResult {
        let source = try session.feedSource(invitation: invitation, now: Instant(now, in: TimeZone(identifier: "UTC") ?? .current))
        guard let url = URL(string: source.url) else { throw KeepsakeError.invalidArgument("the invitation's feed URL is not a URL") }
        let puller = FeedPuller(session: session, username: username ?? source.username, password: password, cacheFolder: cacheFolder)
        return try await puller.pull(from: url, now: now, today: today, progress: progress)
    }

    /// Pulls the feed of the one centre this device trusts whose invitation carried a feed URL.
    ///
    /// - Throws: `KeepsakeError.notFound` when no trusted centre has a feed URL,
    ///   `.invalidArgument` when several have (the message names them); then what
    ///   `pull(from:)` throws.
    public func pull(now: Date = Date(), today: CivilDate? = nil,
                     progress: (@Sendable (Int64, Int64) -> Void)? = nil) async throws -> FeedApplyResult {
        let source = try session.feedSource(invitation: nil, now: Instant(now, in: TimeZone(identifier: "UTC") ?? .current))
        guard let url = URL(string: source.url) else { throw KeepsakeError.invalidArgument("the trusted centre's feed URL is not a URL") }
        return try await pull(from: url, now: now, today: today, progress: progress)
    }

    /// Fetches `url` into `path`, resuming from the bytes there, never more than `max` in all.
    static func fetch(_ url: URL, to path: String, max: Int64, progress: (@Sendable (Int64) -> Void)?) async throws {
        var lastError: Error = KeepsakeError.io("\(url.lastPathComponent): not fetched")
        for _ in 1...attempts {
            if !FileManager.default.fileExists(atPath: path) { _ = FileManager.default.createFile(atPath: path, contents: nil) }
            let held = Int64((try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)??.int64Value ?? 0)
            if held == max { return }
            let transfer = try BoundedTransfer(path: path, held: held, max: max, progress: progress)
            var request = URLRequest(url: url)
            if held > 0 { request.setValue("bytes=\(held)-", forHTTPHeaderField: "Range") }
            let outcome = await transfer.run(request)
            switch outcome {
            case .done: return
            case .tooLarge:
                try? FileManager.default.removeItem(atPath: path)
                throw KeepsakeError.limitExceeded("\(url.lastPathComponent): the response is larger than \(max) bytes: refused before it was written")
            case .status(let code): throw KeepsakeError.io("\(url.lastPathComponent): HTTP status \(code)")
            case .cut(let error): lastError = KeepsakeError.io("\(url.lastPathComponent): the connection ended early (\(error))")
            }
        }
        throw lastError
    }
}

/// One bounded HTTP transfer appended to a file.
final class BoundedTransfer: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    enum Outcome { case done, tooLarge, status(Int), cut(String) }

    private let handle: FileHandle
    private let max: Int64
    private var written: Int64
    private var outcome: Outcome?
    private let progress: (@Sendable (Int64) -> Void)?
    private var continuation: CheckedContinuation<Outcome, Never>?
    private let lock = NSLock()

    init(path: String, held: Int64, max: Int64, progress: (@Sendable (Int64) -> Void)?) throws {
        guard let handle = FileHandle(forWritingAtPath: path) else { throw KeepsakeError.io("cannot write \(path)") }
        handle.seekToEndOfFile()
        self.handle = handle
        self.written = held
        self.max = max
        self.progress = progress
    }

    func run(_ request: URLRequest) async -> Outcome {
        let session = URLSession(configuration: .ephemeral, delegate: self, delegateQueue: nil)
        let outcome = await withCheckedContinuation { (c: CheckedContinuation<Outcome, Never>) in
            lock.lock()
            continuation = c
            lock.unlock()
            session.dataTask(with: request).resume()
        }
        session.finishTasksAndInvalidate()
        handle.synchronizeFile()
        handle.closeFile()
        return outcome
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void) {
        let code = (response as? HTTPURLResponse)?.statusCode ?? 0
        lock.lock()
        defer { lock.unlock() }
        if code == 200 && written > 0 {
            // The server ignored Range: the whole body follows.
            handle.truncateFile(atOffset: 0)
            written = 0
        } else if code != 200 && code != 206 {
            outcome = .status(code)
            completionHandler(.cancel)
            return
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        lock.lock()
        guard outcome == nil else { lock.unlock(); return }
        if written + Int64(data.count) > max {
            outcome = .tooLarge
            lock.unlock()
            dataTask.cancel()
            return
        }
        handle.write(data)
        written += Int64(data.count)
        let now = written
        lock.unlock()
        progress?(now)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        lock.lock()
        let result = outcome ?? (error.map { .cut("\($0.localizedDescription)") } ?? .done)
        let c = continuation
        continuation = nil
        lock.unlock()
        c?.resume(returning: result)
    }
}
