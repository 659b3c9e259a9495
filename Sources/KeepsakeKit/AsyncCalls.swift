// The async calls a screen needs beyond the common ones of KeepsakeStore.swift: remembered and
// viewer sign-in, viewer bundles, media in and out, mind maps and their navigator, dossiers.
// Each runs the blocking core off the cooperative pool (`offload`) and turns `Date`s into
// instants in the store's time zone.
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension KeepsakeStore {
    /// Resumes a remembered sign-in (`Store.resume(token:now:)`) at `now`: the session, and
    /// the token to keep in place of the one given (the Keychain item the app and its
    /// extensions share). Sessions of the same sign-in open elsewhere go on working; read the
    /// token from the Keychain right before, and write the new one right after.
    ///
    /// ```swift
    /// let (me, next) = try await store.resume(token: saved)
    /// try keychain.save(next)
    /// ```
    /// - Throws: `.authenticationFailed` for a token that is unknown or expired;
    ///   `.sessionRevoked` for one of a sign-in that was signed out or revoked (show the
    ///   sign-in screen in both cases).
    public func resume(token: String, now: Date = Date()) async throws(KeepsakeError) -> (AsyncSession, String) {
        let store = self.store
        let stamp = Instant(now, in: timeZone)
        let (session, next) = try await offload { () throws(KeepsakeError) in try store.resume(token: token, now: stamp) }
        return (AsyncSession(session, timeZone: timeZone), next)
    }

    /// A relative's sign-in to a dossier opened from a viewer bundle on this device
    /// (`Store.viewerSignIn`): the session reads that dossier only, and changes nothing.
    /// - Throws: `.authenticationFailed` for a wrong username or password, `.permissionDenied`
    ///   once the relative's access has ended, `.notFound` for a dossier not on the device.
    public func viewerSignIn(dossierID: String, username: String, password: String, today: CivilDate) async throws(KeepsakeError) -> AsyncSession {
        let store = self.store
        let session = try await offload { () throws(KeepsakeError) in
            try store.viewerSignIn(dossierID: dossierID, username: username, password: password, today: today)
        }
        return AsyncSession(session, timeZone: timeZone)
    }

    /// The dossiers opened from viewer bundles on this device (`Store.viewerDossiers`), for a
    /// relative's list screen before sign-in.
    public func viewerDossiers() async throws(KeepsakeError) -> [ViewerDossier] {
        let store = self.store
        return try await offload { () throws(KeepsakeError) in try store.viewerDossiers() }
    }
}

extension AsyncSession {
    /// Signs out (`Session.signOut`): this session and its remembered token stop working.
    public func signOut(now: Date = Date()) async throws(KeepsakeError) {
        let stamp = Instant(now, in: timeZone)
        try await perform { s throws(KeepsakeError) in try s.signOut(now: stamp) }
    }

    /// Opens a viewer bundle on a relative's device (`Session.openViewerBundle`): the dossier's
    /// read-only copy, and a session reading it.
    /// - Throws: what `Session.openViewerBundle` throws (`.authenticationFailed`,
    ///   `.keyMismatch`, `.staleRevision`, a bundle's refusal).
    public func openViewerBundle(at path: String, username: String, password: String, today: CivilDate,
                                 now: Date = Date()) async throws(KeepsakeError) -> (AsyncSession, ViewerOpenResult) {
        let stamp = Instant(now, in: timeZone)
        let (session, opened) = try await perform { s throws(KeepsakeError) in
            try s.openViewerBundle(at: path, username: username, password: password, today: today, now: stamp)
        }
        return (AsyncSession(session, timeZone: timeZone), opened)
    }

    /// Trusts the centre an invitation names (`Session.trustInvitation`, FORMAT.md R58, R72):
    /// a relative's device opens viewer bundles only from a centre whose invitation it accepted.
    /// - Throws: `.invalidArgument` for a text that is not an invitation.
    public func trustInvitation(_ text: String, now: Date = Date()) async throws(KeepsakeError) -> TrustedCentre {
        let stamp = Instant(now, in: timeZone)
        return try await perform { s throws(KeepsakeError) in try s.trustInvitation(text, now: stamp) }
    }

    // Media
    /// Streams the file at `path` into the store (`Session.importMedia`), never loading it whole.
    public func importMedia(fromFile path: String, now: Date = Date()) async throws(KeepsakeError) -> MediaRecord {
        let stamp = Instant(now, in: timeZone)
        return try await perform { s throws(KeepsakeError) in try s.importMedia(fromFile: path, now: stamp) }
    }

    /// Up to `maxCount` bytes of media `sha256` from `offset` (`Session.readMedia`); a player
    /// takes `mediaFileURL(_:)` instead.
    public func readMedia(_ sha256: String, offset: UInt64 = 0, maxCount: Int) async throws(KeepsakeError) -> [UInt8] {
        try await perform { s throws(KeepsakeError) in try s.readMedia(sha256, offset: offset, maxCount: maxCount) }
    }

    /// Media `sha256`'s file (`Session.mediaFile`), to read in place.
    public func mediaFile(_ sha256: String) async throws(KeepsakeError) -> MediaFile {
        try await perform { s throws(KeepsakeError) in try s.mediaFile(sha256) }
    }

    /// A file URL of media `sha256` for `AVPlayer`, `AVURLAsset` or an image decoder, which read
    /// the store's file in place: a video of 64 MiB costs no 64 MiB of memory. Read it only.
    ///
    /// ```swift
    /// let file = try await me.mediaFile(hash)
    /// let asset = AVURLAsset(url: file.url, options: [AVURLAssetOverrideMIMETypeKey: file.record.mediaType])
    /// ```
    public func mediaFileURL(_ sha256: String) async throws(KeepsakeError) -> URL {
        try await mediaFile(sha256).url
    }

    /// Attachment `id`'s file (`Session.attachmentFile`), to read in place: staff, and a
    /// relative on their device.
    public func attachmentFile(_ id: String, today: CivilDate) async throws(KeepsakeError) -> MediaFile {
        try await perform { s throws(KeepsakeError) in try s.attachmentFile(id, today: today) }
    }

    /// Up to `maxCount` bytes of attachment `id`'s file from `offset` (`Session.readAttachment`).
    public func readAttachment(_ id: String, offset: UInt64 = 0, maxCount: Int, today: CivilDate) async throws(KeepsakeError) -> [UInt8] {
        try await perform { s throws(KeepsakeError) in try s.readAttachment(id, offset: offset, maxCount: maxCount, today: today) }
    }

    // Mind maps
    /// Every mind map of the store (`Session.mindMaps`).
    public func mindMaps() async throws(KeepsakeError) -> [MindMap] {
        try await perform { s throws(KeepsakeError) in try s.mindMaps() }
    }

    /// A navigator over map `id` at its root (`Session.openNavigator`); it is `Sendable`, so a
    /// view model keeps it and moves it with `navigate(_:_:)`.
    public func openNavigator(map id: String) async throws(KeepsakeError) -> Navigator {
        try await perform { s throws(KeepsakeError) in try s.openNavigator(map: id) }
    }

    /// A navigator from a saved `NavigatorState` (`Session.restoreNavigator`).
    public func restoreNavigator(_ state: NavigatorState) async throws(KeepsakeError) -> Navigator {
        try await perform { s throws(KeepsakeError) in try s.restoreNavigator(state) }
    }

    /// Runs `move` on `navigator` off the cooperative pool, then reads what it shows now, in
    /// one call: `try await me.navigate(navigator) { try $0.open(child.id) }`.
    public func navigate(_ navigator: Navigator, _ move: @escaping @Sendable (Navigator) throws(KeepsakeError) -> Void = { _ in }) async throws(KeepsakeError) -> NavigatorView {
        try await offload { () throws(KeepsakeError) -> NavigatorView in
            try move(navigator)
            return try navigator.view()
        }
    }

    // Mood
    /// The mood grid of the month holding `month` (`Session.moodTiles(month:today:)`).
    public func moodTiles(month: CivilDate, today: CivilDate) async throws(KeepsakeError) -> MoodTiles {
        try await perform { s throws(KeepsakeError) in try s.moodTiles(month: month, today: today) }
    }

    // Dossiers
    /// The patients the session may view whose name contains `query` (`Session.patients`).
    public func patients(matching query: String? = nil, today: CivilDate) async throws(KeepsakeError) -> [Patient] {
        try await perform { s throws(KeepsakeError) in try s.patients(matching: query, today: today) }
    }

    /// Records an action in a patient's timeline (`Session.recordAction`).
    public func recordAction(patientID: String, _ content: ActionContent, now: Date = Date()) async throws(KeepsakeError) -> DossierAction {
        let stamp = Instant(now, in: timeZone)
        return try await perform { s throws(KeepsakeError) in try s.recordAction(patientID: patientID, content, now: stamp) }
    }
}

extension MediaFile {
    /// The file's URL, for `AVPlayer`, `AVURLAsset`, `UIImage(contentsOfFile:)` and the like.
    public var url: URL { URL(fileURLWithPath: path, isDirectory: false) }
}
