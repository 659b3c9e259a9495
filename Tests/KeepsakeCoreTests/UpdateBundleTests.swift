import XCTest
@testable import KeepsakeCore

/// Update bundles (FORMAT.md section 16, issue 19): every record, only the media the base
/// lacks; applied to a store holding the base they give what the full bundle gives, and a
/// store without the base refuses them with KS_ERR_BASE_MISSING, changing nothing.
final class UpdateBundleTests: StoreTestCase {
    let today: CivilDate = "2026-11-30"

    func photo(_ seed: UInt8, _ count: Int = 5000) -> [UInt8] { [0xFF, 0xD8, 0xFF] + (0..<count).map { UInt8(($0 * 7 + Int(seed)) % 251) } }

    func manifest(_ path: String) throws -> JSONValue { try Bundles.inspect(at: path).manifestJSON }

    /// A dump of everything a store holds that travels, at a fixed instant.
    func archiveDump(_ s: Session, _ name: String) throws -> String {
        let bundle = path(name)
        _ = try s.exportBundle(to: bundle, options: ExportOptions(created: now))
        return try Bundles.dump(at: bundle).canonicalJSON
    }

    func testADossierUpdateCarriesOnlyNewMediaAndImportsAsTheFullBundle() throws {
        let s = try makeStore("centre")
        let p = try s.createPatient(PatientInput(fullName: "Anna Berg", birthDate: "1950-04-02", admittedOn: "2026-11-02"), now: now)
        let gait = try s.recordAction(patientID: p.id, ActionContent(occurredAt: "2026-11-03T09:00:00Z", kind: .therapy, title: "Gait"), now: now)
        let old1 = try addMedia(s, photo(1))
        let old2 = try addMedia(s, photo(2))
        _ = try s.attach(old1.sha256, patientID: p.id, actionID: nil, AttachmentInput(caption: "Portrait"), now: now)
        let gone = try s.attach(old2.sha256, patientID: p.id, actionID: gait.id, AttachmentInput(caption: "Bars"), now: now)
        let day1 = path("day1.keepsake")
        _ = try s.exportDossierBundle(patientID: p.id, to: day1, options: ExportOptions(created: now))
        let recipient = try makeStore("recipient")
        _ = try recipient.importBundle(from: day1)

        // Day 2: a new action, an edit, a new photo, and one attachment removed.
        let later: Instant = "2026-12-01T09:00:00Z"
        _ = try s.editAction(gait.id, ActionContent(occurredAt: "2026-11-03T09:00:00Z", kind: .therapy, title: "Gait training"), now: later)
        let walk = try s.recordAction(patientID: p.id, ActionContent(occurredAt: "2026-12-01T08:00:00Z", kind: .therapy, title: "Walk"), now: later)
        let new = try addMedia(s, photo(3, 9000))
        _ = try s.attach(new.sha256, patientID: p.id, actionID: walk.id, AttachmentInput(caption: "Corridor"), now: later)
        try s.deleteAttachment(gone.id)
        let full2 = path("day2-full.keepsake")
        let update2 = path("day2-update.keepsake")
        _ = try s.exportDossierBundle(patientID: p.id, to: full2, options: ExportOptions(created: later))
        let written = try s.exportDossierBundle(patientID: p.id, to: update2, options: ExportOptions(created: later, base: day1))

        let m = try manifest(update2)
        XCTAssertEqual(m["format_version"], 3)
        XCTAssertEqual(m["base"], try manifest(day1)["digest"], "R61: the base named by its digest")
        XCTAssertEqual(m["members"]?.arrayValue?.dropFirst().map { $0["sha256"] }, [.string(new.sha256)], "R63: only the medium the base lacks")
        XCTAssertEqual(written.members, 3, "manifest, database, one medium")
        // The new medium plus the database (every row; about 60 kB of mostly empty 4 KiB pages).
        XCTAssertLessThan(written.size, UInt64(9003 + 80_000))
        XCTAssertGreaterThanOrEqual(try FileSystem.requireSize(full2), written.size + 5003, "the full bundle also carries the old photo")
        // R65: the update's dump names its base; its tables are the full bundle's.
        let updateDump = try Bundles.dump(at: update2).json
        let fullDump = try Bundles.dump(at: full2).json
        XCTAssertEqual(updateDump["base"], m["base"])
        XCTAssertEqual(updateDump["tables"], fullDump["tables"])
        XCTAssertEqual(updateDump["media"]?.arrayValue?.count, 1)

        // R64: applied to the store holding the base, the same store as with the full bundle.
        let viaFull = try makeStore("via-full")
        _ = try viaFull.importBundle(from: day1)
        _ = try viaFull.importBundle(from: full2)
        let result = try recipient.importBundle(from: update2)
        XCTAssertEqual(result.mediaAdded, 1)
        XCTAssertEqual(try archiveDump(recipient, "r.keepsake"), try archiveDump(viaFull, "f.keepsake"))

        // A store without the base refuses it, and nothing changes.
        let stranger = try makeStore("stranger")
        let other = try addMedia(stranger, photo(9))
        XCTAssertThrowsError(try stranger.importBundle(from: update2)) { error in
            let e = error as? KeepsakeError
            XCTAssertEqual(e?.codeName, "KS_ERR_BASE_MISSING")
            XCTAssertEqual(e?.code, -22)
            XCTAssertTrue(e?.message.contains("[base-missing]") ?? false, e?.message ?? "")
        }
        XCTAssertEqual(try stranger.listMedia().map(\.sha256), [other.sha256])
        XCTAssertEqual(try stranger.patients(matching: "", today: today).count, 0)

        // An update of an update: the recipient holds the base's media and what it held.
        let new4 = try addMedia(s, photo(4, 7000))
        _ = try s.attach(new4.sha256, patientID: p.id, actionID: nil, AttachmentInput(caption: "Day 3"), now: later)
        let update3 = path("day3-update.keepsake")
        _ = try s.exportDossierBundle(patientID: p.id, to: update3, options: ExportOptions(created: later, base: update2))
        XCTAssertEqual(try manifest(update3)["members"]?.arrayValue?.dropFirst().map { $0["sha256"] }, [.string(new4.sha256)])
        _ = try recipient.importBundle(from: update3)
        let full3 = path("day3-full.keepsake")
        _ = try s.exportDossierBundle(patientID: p.id, to: full3, options: ExportOptions(created: later))
        _ = try viaFull.importBundle(from: full3)
        XCTAssertEqual(try archiveDump(recipient, "r3.keepsake"), try archiveDump(viaFull, "f3.keepsake"))
        // Importing an update again changes nothing, like its full bundle.
        let again = try recipient.importBundle(from: update3)
        XCTAssertEqual(again.mediaAdded, 0)
        XCTAssertEqual(try archiveDump(recipient, "r4.keepsake"), try archiveDump(viaFull, "f4.keepsake"))
    }

    func testAnArchiveUpdateAndBadBases() throws {
        let s = try makeStore("a")
        let first = try addMedia(s, photo(1))
        let base = path("base.keepsake")
        _ = try s.exportBundle(to: base, options: ExportOptions(created: now))
        let second = try addMedia(s, photo(2))
        let update = path("update.keepsake")
        _ = try s.exportBundle(to: update, options: ExportOptions(created: now, base: base))
        XCTAssertEqual(try manifest(update)["members"]?.arrayValue?.dropFirst().map { $0["sha256"] }, [.string(second.sha256)])
        let t = try makeStore("t")
        _ = try t.importBundle(from: base)
        _ = try t.importBundle(from: update)
        XCTAssertEqual(Set(try t.listMedia().map(\.sha256)), [first.sha256, second.sha256])
        // No base file, a damaged base, a viewer revision for a full bundle: refused, nothing written.
        XCTAssertEqual(reason { _ = try s.exportBundle(to: self.path("x.keepsake"), options: ExportOptions(created: self.now, base: self.path("none"))) },
                       "no bundle at '\(path("none"))'")
        var bytes = try readAll(base)
        bytes[600] ^= 1
        try writeAll(path("damaged.keepsake"), bytes)
        XCTAssertNotNil(reason { _ = try s.exportBundle(to: self.path("x.keepsake"), options: ExportOptions(created: self.now, base: self.path("damaged.keepsake"))) })
        XCTAssertThrowsError(try s.exportBundle(to: path("x.keepsake"), options: ExportOptions(created: now, baseRevision: 1)))
        XCTAssertFalse(FileSystem.exists(path("x.keepsake")))

        // R61 (FORMAT 3.1): only the base's manifest and database are read, so a base cut short
        // right after its database serves, and gives the same update byte for byte (R63, R30).
        var end = 0
        for _ in 0..<2 {  // manifest.json, then keepsake.db
            let size = Int(String(decoding: bytes[(end + 124)..<(end + 135)], as: UTF8.self), radix: 8) ?? 0
            end += 512 + (size + 511) / 512 * 512
        }
        bytes[600] ^= 1
        try writeAll(path("cut.keepsake"), Array(bytes[0..<end]))
        XCTAssertNotNil(reason { try Bundles.verify(at: self.path("cut.keepsake")) }, "the cut base is not a valid bundle")
        _ = try s.exportBundle(to: path("from-cut.keepsake"), options: ExportOptions(created: now, base: path("cut.keepsake")))
        XCTAssertEqual(try readAll(path("from-cut.keepsake")), try readAll(update))
        // A base of another kind: an archive is the base of a dossier update (only its media rows matter).
        let p = try s.createPatient(PatientInput(fullName: "Anna Berg", birthDate: "1950-04-02", admittedOn: "2026-11-02"), now: now)
        _ = try s.attach(first.sha256, patientID: p.id, actionID: nil, AttachmentInput(caption: "Old"), now: now)
        _ = try s.attach(second.sha256, patientID: p.id, actionID: nil, AttachmentInput(caption: "New"), now: now)
        let dossierUpdate = path("dossier-update.keepsake")
        _ = try s.exportDossierBundle(patientID: p.id, to: dossierUpdate, options: ExportOptions(created: now, base: base))
        XCTAssertEqual(try manifest(dossierUpdate)["members"]?.arrayValue?.dropFirst().map { $0["sha256"] }, [.string(second.sha256)])
        _ = try t.importBundle(from: dossierUpdate)
        XCTAssertEqual(try t.patients(matching: "", today: today).count, 1)
    }

    /// R64 (FORMAT 3.1): a held `media` row whose hash the store holds with another size is the
    /// bundle's fault, `media-mismatch`, before any `base-missing`; no reader can see it without
    /// the medium, so the bundle verifies.
    func testAHeldRowOfTheWrongSizeIsTheBundlesFault() throws {
        let s = try makeStore("a")
        let photo1 = try addMedia(s, photo(1))
        let base = path("base.keepsake")
        _ = try s.exportBundle(to: base, options: ExportOptions(created: now))
        let baseDigest = try manifest(base)["digest"]?.stringValue ?? ""
        func update(_ held: [MediaRecord]) throws -> String {
            let file = path("hand-\(FileSystem.randomName()).keepsake")
            let dbPath = try BundleDatabaseBuilder.build(at: path("hand.db"), scratchPath: path("hand.build.db")) { (db) throws(KeepsakeError) in
                for record in held { _ = try MediaTable.insert(record, in: db) }
            }
            let members = [Manifest.Member(path: "keepsake.db", size: try FileSystem.requireSize(dbPath), sha256: try BundleWriter.hashFile(dbPath))]
            let manifest = Manifest(formatVersion: BundleSchema.formatVersion, kind: "archive", access: "full", created: now, generator: "test",
                                    members: members, base: baseDigest)
            _ = try BundleWriter.write(manifest: manifest, sources: [dbPath], to: file, temporaryPath: file + ".tmp", progress: nil)
            FileSystem.remove(dbPath)
            return file
        }
        let wrong = MediaRecord(sha256: photo1.sha256, size: photo1.size + 1, mediaType: photo1.mediaType, addedAt: photo1.addedAt)
        let absent = MediaRecord(sha256: String(repeating: "ab", count: 32), size: 10, mediaType: "image/jpeg", addedAt: now)
        let lying = try update([wrong, absent])
        XCTAssertNil(reason { try Bundles.verify(at: lying) }, "no reader can check a held medium")
        let t = try makeStore("t")
        _ = try t.importBundle(from: base)
        XCTAssertThrowsError(try t.importBundle(from: lying)) { error in
            let e = error as? KeepsakeError
            XCTAssertEqual(e?.codeName, "KS_ERR_INVALID_BUNDLE")
            XCTAssertTrue(e?.message.contains("[media-mismatch]") ?? false, e?.message ?? "")
            XCTAssertTrue(e?.message.contains(photo1.sha256) ?? false, e?.message ?? "")
        }
        XCTAssertEqual(try t.listMedia().map(\.size), [photo1.size], "nothing changed")
        // A store without that medium lacks the base: base-missing, the store's lack.
        XCTAssertThrowsError(try makeStore("u").importBundle(from: lying)) { error in
            XCTAssertEqual((error as? KeepsakeError)?.codeName, "KS_ERR_BASE_MISSING")
        }
        // The right size imports.
        _ = try t.importBundle(from: try update([photo1]))
    }

    /// The invitation `makeCentre` made for its relative.
    private var invitation = ""

    /// A relative's device that trusts the centre of `makeCentre` (FORMAT.md R58).
    func trustedDevice(_ name: String) throws -> Session {
        let device = try Store.open(at: path(name), create: true).ownerSession()
        try device.trustInvitation(invitation, now: now)
        return device
    }

    /// A centre with a key, a patient, a linked relative with a viewer key and two photos.
    func makeCentre() throws -> (Session, Patient) {
        let store = try Store.open(at: path("centre"), create: true)
        _ = try store.ownerSession().createAccount(NewAccount(username: "ana", displayName: "Ana", role: .staff), password: "staff-password", now: now)
        let s = try store.signIn(username: "ana", password: "staff-password", now: now, remember: false).0
        try s.store.setHostKey(testHostKey)
        _ = try s.createCentreKey(now: now)
        let p = try s.createPatient(PatientInput(fullName: "Otto Weber", birthDate: "1940-01-01", admittedOn: "2026-11-01"), now: now)
        let rudi = try s.createAccount(NewAccount(username: "rudi", displayName: "Rudi Weber", role: .relative), password: "rudi-password", now: now)
        try s.linkRelative(accountID: rudi.id, patientID: p.id, endsOn: nil, now: now)
        invitation = try s.viewerInvitation(accountID: rudi.id).text
        for seed in [UInt8(1), 2] {
            let m = try addMedia(s, photo(seed))
            _ = try s.attach(m.sha256, patientID: p.id, actionID: nil, AttachmentInput(caption: "Photo \(seed)"), now: now)
        }
        return (s, p)
    }

    func deviceView(_ viewer: Session, _ id: String) throws -> [String] {
        let page = try viewer.timeline(patientID: id, TimelineQuery(), today: today)
        let files = try viewer.attachments(patientID: id, actionID: nil, today: today)
        var seen = page.actions.map { "action \($0.content.title)" } + files.map { "file \($0.caption) \($0.sha256)" }
        for file in files {
            seen.append("bytes \(file.sha256) " + String(try viewer.readAttachment(file.id, offset: 0, maxCount: 1 << 20, today: today).count))
        }
        return seen.sorted()
    }

    func testAViewerUpdateSealsOnlyNewMediaAndKeepsEveryRefusal() throws {
        let (s, p) = try makeCentre()
        let v1 = path("v1.keepsake")
        _ = try s.exportViewerBundle(patientID: p.id, to: v1, today: today, options: ExportOptions(created: now))
        let device = try trustedDevice("device")
        _ = try device.openViewerBundle(at: v1, username: "rudi", password: "rudi-password", today: today, now: now)

        let m3 = try addMedia(s, photo(3, 8000))
        _ = try s.attach(m3.sha256, patientID: p.id, actionID: nil, AttachmentInput(caption: "Photo 3"), now: now)
        _ = try s.recordAction(patientID: p.id, ActionContent(occurredAt: "2026-11-30T08:00:00Z", kind: .note, title: "Good day"), now: now)
        // A relative whose link ended yesterday is no recipient of anything new.
        let gone = try s.createAccount(NewAccount(username: "gone", displayName: "Gone", role: .relative), password: "gone-password", now: now)
        try s.linkRelative(accountID: gone.id, patientID: p.id, endsOn: "2026-11-29", now: now)
        let v2 = path("v2.keepsake")
        let result = try s.exportViewerBundle(patientID: p.id, to: v2, today: today, options: ExportOptions(created: now, baseRevision: 1))
        XCTAssertEqual(result.revision, 2)
        XCTAssertEqual(result.recipients, 1)
        XCTAssertEqual(result.members, 3, "manifest, the sealed database, one sealed medium")
        let m = try manifest(v2)
        XCTAssertEqual(m["base_revision"], 1)
        XCTAssertFalse(CanonicalJSON.string(m).contains("rudi"), "an update names nobody")
        // Its dump (R60, R65): the decrypted media it carries, every row, its base.
        let dump = try ViewerBundles.dump(at: v2, username: "rudi", password: "rudi-password", today: today).json
        XCTAssertEqual(dump["base_revision"], 1)
        XCTAssertEqual(dump["media"]?.arrayValue?.map { $0["sha256"] }, [.string(m3.sha256)])
        XCTAssertEqual(dump["tables"]?["media"]?.arrayValue?.count, 3)

        // A device without revision 1 refuses it, and nothing changes.
        let fresh = try trustedDevice("fresh")
        XCTAssertThrowsError(try fresh.openViewerBundle(at: v2, username: "rudi", password: "rudi-password", today: today, now: now)) { error in
            XCTAssertEqual((error as? KeepsakeError)?.codeName, "KS_ERR_BASE_MISSING")
        }
        XCTAssertEqual(try fresh.store.viewerDossiers().count, 0)
        XCTAssertEqual(try storedMedia(fresh).count, 0)
        // The relative whose access ended is not a recipient.
        XCTAssertThrowsError(try device.openViewerBundle(at: v2, username: "gone", password: "gone-password", today: today, now: now)) { error in
            XCTAssertEqual((error as? KeepsakeError)?.codeName, "KS_ERR_AUTH_FAILED")
        }

        let (viewer, opened) = try device.openViewerBundle(at: v2, username: "rudi", password: "rudi-password", today: today, now: now)
        XCTAssertEqual(opened.pin, .replaced)
        XCTAssertEqual(opened.revision, 2)
        // The device now holds what a full bundle of the same content gives another device.
        let v3 = path("v3.keepsake")
        _ = try s.exportViewerBundle(patientID: p.id, to: v3, today: today, options: ExportOptions(created: now))
        let other = try trustedDevice("other")
        let (otherViewer, _) = try other.openViewerBundle(at: v3, username: "rudi", password: "rudi-password", today: today, now: now)
        XCTAssertEqual(try deviceView(viewer, p.id), try deviceView(otherViewer, p.id))
        XCTAssertEqual(Set(try storedMedia(device)), Set(try storedMedia(other)))
        // Rollback protection stays: revision 1 again is stale; the update again is unchanged.
        XCTAssertThrowsError(try device.openViewerBundle(at: v1, username: "rudi", password: "rudi-password", today: today, now: now)) { error in
            XCTAssertEqual((error as? KeepsakeError)?.codeName, "KS_ERR_STALE_REVISION")
        }
        XCTAssertEqual(try device.openViewerBundle(at: v2, username: "rudi", password: "rudi-password", today: today, now: now).1.pin, .unchanged)
        // An update against revision 2 after a full revision 3 still opens on the device at 2.
        let m4 = try addMedia(s, photo(4, 6000))
        _ = try s.attach(m4.sha256, patientID: p.id, actionID: nil, AttachmentInput(caption: "Photo 4"), now: now)
        let v4 = path("v4.keepsake")
        _ = try s.exportViewerBundle(patientID: p.id, to: v4, today: today, options: ExportOptions(created: now, baseRevision: 2))
        XCTAssertEqual(try manifest(v4)["members"]?.arrayValue?.count, 2, "the database and photo 4")
        XCTAssertEqual(try device.openViewerBundle(at: v4, username: "rudi", password: "rudi-password", today: today, now: now).1.pin, .replaced)
        XCTAssertEqual(try storedMedia(device).count, 4)
        XCTAssertEqual(try device.listMedia(), [], "a viewer copy's media are its own: its store's owner does not reach them by hash")
        // An unknown base revision is refused before anything is written.
        XCTAssertThrowsError(try s.exportViewerBundle(patientID: p.id, to: path("v9.keepsake"), today: today, options: ExportOptions(created: now, baseRevision: 9)))
    }
}
