/// A photo, video or other file attached to a patient or to one of their actions. The bytes
/// are the store's media (content-addressed: the same file attached twice is stored once);
/// the attachment adds a caption and the instant of capture.
public struct DossierAttachment: Hashable, Sendable, Codable, Identifiable {
    /// The attachment's id, a random UUID.
    public let id: String
    /// The patient the attachment belongs to.
    public let patientID: String
    /// The action it belongs to; nil for the patient's own attachments.
    public let actionID: String?
    /// The SHA-256 of the media file, its name in the store (`MediaRecord.sha256`).
    public let sha256: String
    /// The caption, up to 1,000 characters; "" when none.
    public let caption: String
    /// When the photo or video was taken, when the host knows.
    public let capturedAt: Instant?
    /// When it was attached (the `now` of the call, its text as given).
    public let attachedAt: Instant
    /// Who attached it.
    public let attachedBy: DossierAction.Author
    /// The media record (type and size), when read from a store.
    public let media: MediaRecord?
    /// True when the file is gone from the store's media folder (removed behind its back).
    public let missing: Bool

    /// This value as the C interface and the CLI's `--json` give it: a JSON object with
    /// snake_case keys.
    package var json: JSONValue {
        var o: [String: JSONValue] = [
            "id": .string(id), "patient_id": .string(patientID), "action_id": actionID.map { .string($0) } ?? .null,
            "sha256": .string(sha256), "caption": .string(caption), "captured_at": capturedAt.map { .string($0.rfc3339) } ?? .null,
            "attached_at": .string(attachedAt.rfc3339), "attached_by": attachedBy.json, "missing": .bool(missing),
        ]
        o["media_type"] = media.map { .string($0.mediaType) } ?? .null
        o["size"] = media.map { .int(Int64($0.size)) } ?? .null
        return .object(o)
    }

    func with(media: MediaRecord?, missing: Bool) -> DossierAttachment {
        DossierAttachment(id: id, patientID: patientID, actionID: actionID, sha256: sha256, caption: caption, capturedAt: capturedAt,
                          attachedAt: attachedAt, attachedBy: attachedBy, media: media, missing: missing)
    }
}

/// The `dossier_attachments` table's mapping, for store and bundle rows alike (`media` and
/// `missing` are the store's media folder's, not the row's).
extension DossierAttachment: TableRecord, FetchableRecord, PersistableRecord {
    static var table: Table { Tables.dossierAttachments }

    init(row r: Row) throws(KeepsakeError) {
        self.init(id: try r.text("id"), patientID: try r.text("patient_id"), actionID: try r.optionalText("action_id"),
                  sha256: try r.text("sha256"), caption: try r.text("caption"), capturedAt: try r.optionalInstant("captured_at"),
                  attachedAt: try r.instant("attached_at"),
                  attachedBy: .init(accountID: try r.optionalText("attached_by"), name: try r.text("attached_by_name")),
                  media: nil, missing: false)
    }

    func encode(to row: inout RowValues) {
        row.set("id", id)
        row.set("patient_id", patientID)
        row.set("action_id", actionID)
        row.set("sha256", sha256)
        row.set("caption", caption)
        row.set("captured_at", capturedAt)
        row.set("attached_at", attachedAt)
        row.set("attached_by", attachedBy.accountID)
        row.set("attached_by_name", attachedBy.name)
    }
}

/// What a host says about an attachment: `{"caption":…,"captured_at":…}`, both optional.
public struct AttachmentInput: Sendable, Hashable {
    /// A caption of up to 1,000 characters; nil or blank for none (on a change, nil keeps it).
    public var caption: String?
    /// When the photo or video was taken; nil leaves it as it is on a change, `.some(nil)`
    /// clears it.
    public var capturedAt: Instant??

    /// A caption and a capture instant, as `Session.attach` and `Session.updateAttachment` take
    /// them.
    public init(caption: String? = nil, capturedAt: Instant?? = nil) {
        self.caption = caption
        self.capturedAt = capturedAt
    }

    /// Reads `{"caption":…,"captured_at":…}` (the C interface's form); nil or "" for neither.
    /// - Throws: `.invalidArgument` for JSON that is not an object of those keys, or a
    ///   `captured_at` that is not an RFC 3339 instant.
    package init(json: String?) throws(KeepsakeError) {
        self.init()
        guard let json, !json.isEmpty else { return }
        let o = try DossierJSON.object(json, "attachment_json", allowed: ["caption", "captured_at"])
        caption = try DossierJSON.optionalString(o, "caption", "attachment_json")
        switch o["captured_at"] {
        case nil: capturedAt = nil
        case .null?: capturedAt = .some(nil)
        case .string(let s)?: capturedAt = .some(try Instant.parse(s, "captured_at"))
        default: throw .invalidArgument("attachment_json's \"captured_at\" must be an instant or null")
        }
    }
}

/// Attachments seen by a session.
///
/// ```swift
/// let record = try session.importMedia(fromFile: "/camera/IMG_0001.HEIC", now: now)
/// let a = try session.attach(record.sha256, patientID: p.id, actionID: action.id,
///                            AttachmentInput(caption: "Day 3", capturedAt: Instant("2026-11-30T08:12:00+01:00")), now: now)
/// ```
extension Session {
    /// Attaches media `sha256` (already in the store: import it with `importMedia` or a
    /// `MediaWriter`) to patient `patientID`, or to their action `actionID`. Attaching the
    /// same file to the same place again returns the existing attachment.
    public func attach(_ sha256: String, patientID: String, actionID: String?, _ input: AttachmentInput, now: Instant) throws(KeepsakeError) -> DossierAttachment {
        guard Hex.isSHA256(sha256) else { throw .invalidArgument("\(quoted: sha256) is not a SHA-256 (64 lowercase hex digits)") }
        try DossierRules.id(patientID, "patient_id")
        if let actionID { try DossierRules.id(actionID, "action_id") }
        let caption = try DossierRules.caption(input.caption)
        let captured = input.capturedAt ?? nil
        return try changingDossiers { (db) throws(KeepsakeError) -> DossierAttachment in
            _ = try DossierTables.requirePatient(patientID, in: db)
            guard let media = try AccessPolicy.reachableMedia(sha256, in: db) else {
                throw .notFound("no media with SHA-256 \(sha256) in the store; import the file first")
            }
            if let actionID {
                let action = try DossierTables.requireCurrentAction(actionID, in: db)
                guard action.patientID == patientID else { throw .invalidArgument("action \(actionID) belongs to another patient") }
                guard !action.deleted else { throw .notFound("action \(actionID) was deleted") }
            }
            let existing = try DossierAttachment.fetchOne(db, where: "patient_id = ? AND action_id IS ? AND sha256 = ?",
                                                          [.text(patientID), actionID.map { .text($0) } ?? .null, .text(sha256)])
            if let existing { return existing.with(media: media, missing: false) }
            let author = try author(in: db)
            let a = DossierAttachment(id: Random.uuid(), patientID: patientID, actionID: actionID, sha256: sha256, caption: caption,
                                      capturedAt: captured, attachedAt: now, attachedBy: author, media: media, missing: false)
            try a.insert(in: db)
            return a
        }
    }

    /// Changes an attachment's caption or capture instant (the fields `input` gives).
    /// Owner and staff (`Permission.changeDossiers`).
    /// - Throws: `.invalidArgument` for a malformed id or a caption over 1,000 characters;
    ///   `.notFound` for an unknown attachment.
    public func updateAttachment(_ id: String, _ input: AttachmentInput) throws(KeepsakeError) -> DossierAttachment {
        try DossierRules.id(id, "attachment_id")
        let caption = try input.caption.map { (c) throws(KeepsakeError) in try DossierRules.caption(c) }
        let captured = input.capturedAt
        return try changingDossiers { (db) throws(KeepsakeError) -> DossierAttachment in
            let a = try AttachmentTable.require(id, in: db)
            let updated = DossierAttachment(id: a.id, patientID: a.patientID, actionID: a.actionID, sha256: a.sha256, caption: caption ?? a.caption,
                                            capturedAt: captured ?? a.capturedAt, attachedAt: a.attachedAt, attachedBy: a.attachedBy,
                                            media: try MediaTable.find(a.sha256, in: db), missing: false)
            try db.run("UPDATE dossier_attachments SET caption = ?, captured_at = ? WHERE id = ?",
                       [.text(updated.caption), updated.capturedAt.map { .text($0.rfc3339) } ?? .null, .text(id)])
            return updated.with(media: updated.media, missing: !store.hasMediaFile(a.sha256, size: updated.media?.size))
        }
    }

    /// Removes an attachment, and its media file when no other attachment refers to it
    /// (`Store.dropUnreferencedMedia`).
    /// Owner and staff (`Permission.changeDossiers`).
    /// - Throws: `.invalidArgument` for a malformed id; `.notFound` for an unknown attachment.
    public func deleteAttachment(_ id: String) throws(KeepsakeError) {
        try DossierRules.id(id, "attachment_id")
        try changingDossiers { (db) throws(KeepsakeError) in
            let attachment = try AttachmentTable.require(id, in: db)
            try Tables.dossierAttachments.delete(key: ["id": .text(id)], in: db)
            try store.dropUnreferencedMedia([attachment.sha256], in: db)
        }
    }

    /// Patient `patientID`'s attachments: with `actionID`, that action's; else all of them
    /// (the patient's own and every action's), oldest first. Each says whether its file is
    /// missing from disk.
    public func attachments(patientID: String, actionID: String?, today: CivilDate) throws(KeepsakeError) -> [DossierAttachment] {
        if let actionID { try DossierRules.id(actionID, "action_id") }
        let found = try viewingPatient(patientID, today: today) { (db, _) throws(KeepsakeError) -> [(DossierAttachment, MediaRecord?)] in
            var condition = "patient_id = ?"
            var arguments: [SQLValue] = [.text(patientID)]
            if let actionID {
                condition += " AND action_id = ?"
                arguments.append(.text(actionID))
            }
            let list = try DossierAttachment.fetchAll(db, where: condition, arguments, orderBy: "attached_at, id")
            var result: [(DossierAttachment, MediaRecord?)] = []
            for a in list { result.append((a, try MediaTable.find(a.sha256, in: db))) }
            return result
        }
        return found.map { a, media in a.with(media: media, missing: !store.hasMediaFile(a.sha256, size: media?.size)) }
    }

    /// The attachment `id`.
    public func attachment(_ id: String, today: CivilDate) throws(KeepsakeError) -> DossierAttachment {
        try DossierRules.id(id, "attachment_id")
        let (a, media) = try viewingPatient(today: today, of: { (db) throws(KeepsakeError) in
            try patient(ofRecord: id, in: "dossier_attachments", "attachment", db)
        }) { (db, _) throws(KeepsakeError) in
            let a = try AttachmentTable.require(id, in: db)
            return (a, try MediaTable.find(a.sha256, in: db))
        }
        return a.with(media: media, missing: !store.hasMediaFile(a.sha256, size: media?.size))
    }

    /// Reads up to `buffer.count` bytes of attachment `id`'s file from byte `offset` (a byte
    /// range, so a video can be scrubbed). A file missing or cut short on disk is
    /// `.corruptStore`, never a crash.
    package func readAttachment(_ id: String, offset: UInt64, into buffer: UnsafeMutableRawBufferPointer, today: CivilDate) throws(KeepsakeError) -> Int {
        let a = try attachment(id, today: today)
        guard let media = a.media else { throw .corruptStore("attachment \(id)'s media \(a.sha256) has no record in the store") }
        return try store.readMediaBytes(media, offset: offset, into: buffer)
    }

    /// `readAttachment` into a new array of at most `maxCount` bytes.
    public func readAttachment(_ id: String, offset: UInt64, maxCount: Int, today: CivilDate) throws(KeepsakeError) -> [UInt8] {
        try ByteRange.read(maxCount: maxCount) { (buffer) throws(KeepsakeError) in try readAttachment(id, offset: offset, into: buffer, today: today) }
    }
}

/// The `dossier_attachments` table.
enum AttachmentTable {
    static func require(_ id: String, in db: Database) throws(KeepsakeError) -> DossierAttachment {
        guard let a = try DossierAttachment.fetchOne(db, key: .text(id)) else {
            throw .notFound("no attachment with id \(id)")
        }
        return a
    }

    /// The media hashes patient `patientID`'s attachments refer to.
    static func hashes(patientID: String, in db: Database) throws(KeepsakeError) -> [String] {
        try db.records("SELECT DISTINCT sha256 FROM dossier_attachments WHERE patient_id = ?", [.text(patientID)])
            .map { (row) throws(KeepsakeError) in try row.text("sha256") }
    }
}

extension Store {
    /// True when media `sha256` is on disk at its recorded size.
    func hasMediaFile(_ sha256: String, size: UInt64?) -> Bool {
        guard let size else { return false }
        return FileSystem.regularFileSize(mediaPath(sha256)) == size
    }
}

/// Reads a byte range into a new array, for the Swift forms of the byte-range reads.
enum ByteRange {
    static func read(maxCount: Int, _ fill: (UnsafeMutableRawBufferPointer) throws(KeepsakeError) -> Int) throws(KeepsakeError) -> [UInt8] {
        guard maxCount >= 0 else { throw .invalidArgument("maxCount is negative") }
        var bytes = [UInt8](repeating: 0, count: maxCount)
        var failure: KeepsakeError?
        var count = 0
        bytes.withUnsafeMutableBytes { raw in
            do throws(KeepsakeError) { count = try fill(raw) } catch { failure = error }
        }
        if let failure { throw failure }
        return Array(bytes.prefix(count))
    }
}
