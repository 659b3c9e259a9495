/// Stored media read in place: a player or an image decoder opens the store's own file and
/// reads what it needs (`AVPlayer` streams a video of several GB without holding it in memory),
/// instead of copying byte ranges out through `readMedia`/`readAttachment`.
public struct MediaFile: Sendable, Hashable, Codable {
    /// The file's absolute path in the store's media folder. Read it only: the store owns the
    /// file, names it by its SHA-256 and checks it against `record`. It stays readable while a
    /// reader holds it open, even when the media is deleted meanwhile; after a deletion the
    /// path is gone for new readers.
    public let path: String
    /// The media's record: its SHA-256, size and sniffed media type. The file has no name
    /// extension, so a player is told the type (`AVURLAssetOverrideMIMETypeKey` with
    /// `record.mediaType`).
    public let record: MediaRecord
}

extension Session {
    /// Media `sha256`'s file, to read in place. Owner and staff (`Permission.readMedia`).
    ///
    /// ```swift
    /// let file = try session.mediaFile(record.sha256)
    /// // KeepsakeKit: AVPlayer(url: try await me.mediaFileURL(record.sha256))
    /// ```
    /// - Throws: `.invalidArgument` for a malformed hash; `.notFound` for media the store does
    ///   not hold; `.corruptStore` when its file is missing or not of the recorded size.
    public func mediaFile(_ sha256: String) throws(KeepsakeError) -> MediaFile {
        let record = try media(sha256)
        return MediaFile(path: try store.checkedMediaPath(record), record: record)
    }

    /// Attachment `id`'s file, to read in place: what `readAttachment` reads, for every session
    /// that may view the attachment (staff, and a relative of its patient, on a relative's
    /// device from a viewer bundle too).
    ///
    /// - Throws: `.notFound` for an unknown attachment; `.permissionDenied` for a session that
    ///   may not view its patient; `.corruptStore` when its file is missing or not of the
    ///   recorded size.
    public func attachmentFile(_ id: String, today: CivilDate) throws(KeepsakeError) -> MediaFile {
        let attachment = try attachment(id, today: today)
        guard let record = attachment.media else {
            throw .corruptStore("attachment \(id)'s media \(attachment.sha256) has no record in the store")
        }
        return MediaFile(path: try store.checkedMediaPath(record), record: record)
    }
}

extension Store {
    /// The path of `record`'s file once it is there at its recorded size (its content is
    /// checked by `Session.checkMedia`, not on every read).
    func checkedMediaPath(_ record: MediaRecord) throws(KeepsakeError) -> String {
        let path = mediaPath(record.sha256)
        guard let actual = FileSystem.regularFileSize(path) else {
            throw .corruptStore("media \(record.sha256) is missing from the store's media folder")
        }
        guard actual == record.size else {
            throw .corruptStore("media \(record.sha256) is \(actual) bytes on disk but \(record.size) in the store")
        }
        return path
    }
}
