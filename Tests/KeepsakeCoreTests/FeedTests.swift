import XCTest
import Foundation
@testable import KeepsakeCore
import KeepsakeKit

/// Feeds (FORMAT.md section 19, issue 27) through the Swift API: the test vector, publish into
/// a folder, plan and apply on a device, work proportional to the patients that changed, key
/// rotation, and the device's refusals (rollback, mix-and-match, altered objects, freeze).
final class FeedTests: StoreTestCase {
    let today: CivilDate = "2026-11-30"

    func makeCentre(_ name: String) throws -> (Session, Patient, String) {
        let store = try Store.open(at: path(name), create: true)
        try store.setHostKey(testHostKey)
        _ = try store.ownerSession().createAccount(NewAccount(username: "ana", displayName: "Ana", role: .staff), password: "staff-password", now: now)
        let s = try store.signIn(username: "ana", password: "staff-password", now: now, remember: false).0
        _ = try s.createCentreKey(now: now)
        let p = try s.createPatient(PatientInput(fullName: "Otto Weber", birthDate: "1940-01-01", admittedOn: "2026-11-01"), now: now)
        let rudi = try s.createAccount(NewAccount(username: "rudi", displayName: "Rudi Weber", role: .relative), password: "rudi-password", now: now)
        try s.linkRelative(accountID: rudi.id, patientID: p.id, endsOn: nil, now: now)
        let m = try addMedia(s, [0xFF, 0xD8, 0xFF] + Array(repeating: 7, count: 30_000))
        _ = try s.attach(m.sha256, patientID: p.id, actionID: nil, AttachmentInput(caption: "Photo"), now: now)
        return (s, p, try s.viewerInvitation(accountID: rudi.id).text)
    }

    func code(_ body: () throws -> Void) -> String? {
        do { try body(); return nil } catch { return (error as? KeepsakeError)?.codeName ?? "\(error)" }
    }

    func at(_ text: String) -> Instant { (try? Instant.parse(text, "now")) ?? now }

    func files(_ folder: String, _ feed: String, _ plan: FeedPlan) -> [String: String] {
        Dictionary(uniqueKeysWithValues: plan.fetch.map { ($0.digest, folder + "/" + feed + "/objects/" + $0.digest) })
    }

    func head(_ folder: String, _ feed: String) throws -> [UInt8] { try FeedHead.readFile(folder + "/" + feed + "/head.json") }

    /// FORMAT.md section 19's vector: parsed, verified through its rotation, written byte for byte.
    func testTheVector() throws {
        let vector = Array(#"{"signature":"1656f29a2c54914557d0c92ed569b3c7775abfda57ed379df62e3fec4cdf0ae417251602a56c0bbc4140fd8895211951648d16c07e4ada5c66d21a35da088e0e","signed":{"expires":"2026-12-12T09:00:00Z","feed":"00112233445566778899aabbccddeeff","format_version":4,"issued":"2026-12-05T09:00:00Z","key":"8139770ea87d175f56a35466c34c7ecccb8d8a91b4ee37a25df60f5b8fc9b394","revision":5,"rotations":[{"new_signature":"fef4f34a2d22c7f5252bee8da9111d29a80b34e695f76b61fb004a592bc6014dfa5a0a2da25e5b6f0b9cf41fb36b1d3a0e4e2ffe736d23c96c79e0f7a129c708","old_signature":"01b3a505f5954419e8194a2d02d0eb37bf0e9d534fbe652213bc3a8c3c699d79dcead1569be623289a19565ccee2fed593d6cc2351a10087ab239f59851de304","signed":{"from_revision":4,"issued":"2026-12-05T08:00:00Z","new_key":"8139770ea87d175f56a35466c34c7ecccb8d8a91b4ee37a25df60f5b8fc9b394","old_key":"8a88e3dd7409f195fd52db2d3cba5d72ca6709bf1d94121bf3748801b40f6f5c","type":"rotation"}}],"snapshot":{"digest":"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa","revision":4,"size":2140160},"type":"feed-head","updates":[{"base_revision":3,"digest":"bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb","revision":4,"size":51200},{"base_revision":4,"digest":"cccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccc","revision":5,"size":40960}]}}"#.utf8)
        let (head, signature) = try FeedHead.parse(vector)
        let oldKey = try XCTUnwrap(ViewerCrypto.parseHex("8a88e3dd7409f195fd52db2d3cba5d72ca6709bf1d94121bf3748801b40f6f5c", bytes: 32))
        let followed = try head.verify(signature: signature, trusted: oldKey)
        XCTAssertEqual(followed.count, 1)
        XCTAssertEqual(Hex.encode(followed[0].newKey), "8139770ea87d175f56a35466c34c7ecccb8d8a91b4ee37a25df60f5b8fc9b394")
        // The writer gives the same bytes (Ed25519 is deterministic): secret key = seed ‖ public key.
        let secret = [UInt8](repeating: 2, count: 32) + head.key
        XCTAssertEqual(try head.encoded(secretKey: secret), vector)
        // Plans: from 4 one update; from 3 both; from 2 (no update starts there) the snapshot and the update after it.
        XCTAssertEqual(head.plan(from: 4).map(\.revision), [5])
        XCTAssertEqual(head.plan(from: 3).map(\.revision), [4, 5])
        XCTAssertEqual(head.plan(from: 2).map(\.digest), [String(repeating: "a", count: 64), String(repeating: "c", count: 64)])
        XCTAssertEqual(head.plan(from: nil).count, 2)
        XCTAssertEqual(head.plan(from: 5), [])
        // A key that no rotation starts from is refused; one changed byte breaks the signature.
        XCTAssertEqual(code { _ = try head.verify(signature: signature, trusted: [UInt8](repeating: 9, count: 32)) }, "KS_ERR_KEY_MISMATCH")
        var changed = vector
        changed[changed.count - 20] = UInt8(ascii: "d")
        XCTAssertEqual(code { _ = try FeedHead.parse(changed).head.verify(signature: signature, trusted: oldKey) }, "KS_ERR_INVALID_BUNDLE")
        XCTAssertEqual(code { _ = try FeedHead.parse(vector + [0x20]) }, "KS_ERR_INVALID_BUNDLE", "not canonical")
    }

    /// The conformance cases of section 19 (Tests/Conformance/feeds, written from the text by
    /// generate_feeds.py): a device trusting the vector's old key accepts every valid head and
    /// refuses every invalid one with its reason.
    func testTheConformanceCases() throws {
        let root = String(#filePath).components(separatedBy: "/Tests/KeepsakeCoreTests/")[0] + "/Tests/Conformance/feeds"
        let trusted = try XCTUnwrap(ViewerCrypto.parseHex("8a88e3dd7409f195fd52db2d3cba5d72ca6709bf1d94121bf3748801b40f6f5c", bytes: 32))
        func read(_ path: String) throws -> (FeedHead, [FeedRotation]) {
            let (head, signature) = try FeedHead.parse(try FeedHead.readFile(path))
            return (head, try head.verify(signature: signature, trusted: trusted))
        }
        let valid = FileSystem.list(root + "/valid").filter { $0.hasSuffix(".json") }
        XCTAssertGreaterThanOrEqual(valid.count, 3)
        for name in valid { XCTAssertNoThrow(try read(root + "/valid/" + name), name) }
        let invalid = FileSystem.list(root + "/invalid").filter { $0.hasSuffix(".json") }
        XCTAssertGreaterThanOrEqual(invalid.count, 11)
        for name in invalid {
            let reasonBytes = try XCTUnwrap(FileManagerless.read(root + "/invalid/" + name.replacingOccurrences(of: ".json", with: ".reason")))
            let reason = String(decoding: reasonBytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            XCTAssertThrowsError(try read(root + "/invalid/" + name), name) { error in
                guard let e = error as? KeepsakeError else { return XCTFail("\(error)") }
                XCTAssertTrue(e.codeName == reason || e.message.contains("[\(reason)]"), "\(name): expected \(reason), got \(e.codeName) \(e.message)")
            }
        }
    }

    func testPublishPlanApplyAndTheRefusals() throws {
        let (s, p, invitation) = try makeCentre("centre")
        let folder = path("published")
        try FileSystem.makeDirectory(folder)
        let first = try s.publishFeeds(to: folder, today: today, now: at("2026-11-30T09:00:00Z"))
        XCTAssertEqual(first.published.count, 1)
        let feed = first.published[0].feedID
        XCTAssertTrue(FeedHead.isFeedID(feed))
        XCTAssertEqual(try s.feedID(patientID: p.id), feed)
        XCTAssertNotEqual(feed, p.id.replacingOccurrences(of: "-", with: ""))
        // Nothing changed: nothing written.
        XCTAssertEqual(try s.publishFeeds(to: folder, today: today, now: at("2026-11-30T10:00:00Z")).published.count, 0)

        let device = try Store.open(at: path("device"), create: true).ownerSession()
        try device.trustInvitation(invitation, now: now)
        let r1 = try head(folder, feed)
        let plan1 = try device.planFeed(head: r1, feedID: feed, now: at("2026-11-30T11:00:00Z"))
        XCTAssertEqual(plan1.status, .behind)
        XCTAssertEqual(plan1.fetch.count, 1)
        // Mix-and-match: this head under another feed's id.
        XCTAssertEqual(code { _ = try device.planFeed(head: r1, feedID: String(repeating: "0", count: 32), now: self.now) }, "KS_ERR_INVALID_BUNDLE")
        let applied = try device.applyFeed(head: r1, feedID: feed, files: files(folder, feed, plan1), username: "rudi", password: "rudi-password",
                                           today: today, now: at("2026-11-30T11:00:00Z"))
        XCTAssertEqual(applied.status, .current)
        XCTAssertEqual(try device.store.viewerDossiers().first?.revision, applied.revision)

        // A change, a publish: the device fetches just the update (a small dossier also gets a new snapshot).
        _ = try s.recordAction(patientID: p.id, ActionContent(occurredAt: "2026-11-30T12:00:00Z", kind: .note, title: "Walked"), now: now)
        let second = try s.publishFeeds(to: folder, today: today, now: at("2026-11-30T13:00:00Z"))
        XCTAssertEqual(second.published.count, 1)
        let r2 = try head(folder, feed)
        let plan2 = try device.planFeed(head: r2, feedID: feed, now: at("2026-11-30T14:00:00Z"))
        XCTAssertEqual(plan2.fetch.count, 1)
        XCTAssertNotNil(plan2.fetch[0].baseRevision)
        // An altered object: refused before anything is applied.
        let copy = path("altered")
        var bytes = try XCTUnwrap(FileManagerless.read(folder + "/" + feed + "/objects/" + plan2.fetch[0].digest))
        bytes[bytes.count / 2] ^= 1
        try AtomicFile.write(bytes, to: copy)
        XCTAssertEqual(code { _ = try device.applyFeed(head: r2, feedID: feed, files: [plan2.fetch[0].digest: copy], username: "rudi",
                                                       password: "rudi-password", today: self.today, now: self.at("2026-11-30T14:00:00Z")) },
                       "KS_ERR_INVALID_BUNDLE")
        XCTAssertEqual(try device.store.viewerDossiers().first?.revision, applied.revision)
        _ = try device.applyFeed(head: r2, feedID: feed, files: files(folder, feed, plan2), username: "rudi", password: "rudi-password",
                                 today: today, now: at("2026-11-30T14:00:00Z"))
        // Rollback: the older head is refused; freeze: the current head after expiry is stale.
        XCTAssertEqual(code { _ = try device.planFeed(head: r1, feedID: feed, now: self.at("2026-11-30T15:00:00Z")) }, "KS_ERR_STALE_REVISION")
        let frozen = try device.planFeed(head: r2, feedID: feed, now: at("2026-12-30T15:00:00Z"))
        XCTAssertEqual(frozen.status, .stale)
        XCTAssertEqual(frozen.confirmedAt, at("2026-11-30T14:00:00Z"))

        // Rotation: the device follows it without a new invitation.
        let newKey = try s.rotateCentreKey(now: at("2026-12-01T09:00:00Z"))
        let third = try s.publishFeeds(to: folder, today: today, now: at("2026-12-01T10:00:00Z"))
        XCTAssertEqual(third.published.first?.snapshot, true)
        let r3 = try head(folder, feed)
        let plan3 = try device.planFeed(head: r3, feedID: feed, now: at("2026-12-01T11:00:00Z"))
        _ = try device.applyFeed(head: r3, feedID: feed, files: files(folder, feed, plan3), username: "rudi", password: "rudi-password",
                                 today: today, now: at("2026-12-01T11:00:00Z"))
        XCTAssertTrue(try device.store.trustedCentres().contains { $0.publicKey == Hex.encode(newKey.publicKey) })
        XCTAssertEqual(try device.store.viewerFeeds().first?.centreKey, Hex.encode(newKey.publicKey))
        // Refresh re-signs unchanged heads; superseded objects go after the grace period.
        let refreshed = try s.publishFeeds(to: folder, today: today, now: at("2026-12-20T10:00:00Z"), refresh: true)
        XCTAssertEqual(refreshed.refreshed, 1)
        XCTAssertGreaterThan(refreshed.removed, 0)
        let r4 = try FeedHead.parse(try head(folder, feed)).head
        XCTAssertEqual(r4.issued, at("2026-12-20T10:00:00Z"))
        for object in [r4.snapshot] + r4.updates {
            XCTAssertNotNil(FileSystem.regularFileSize(folder + "/" + feed + "/objects/" + object.digest))
        }
    }

    /// Several relatives share one feed; one linked later joins from the snapshot; one whose
    /// access ended gets nothing new (the next bundles are not sealed to her).
    func testRelativesShareAFeedJoinLaterAndStopWhenTheirAccessEnds() throws {
        let (s, p, rudiInvitation) = try makeCentre("centre")
        let folder = path("published")
        try FileSystem.makeDirectory(folder)
        let feed = try XCTUnwrap(try s.publishFeeds(to: folder, today: today, now: at("2026-11-30T09:00:00Z")).published.first?.feedID)
        let eva = try s.createAccount(NewAccount(username: "eva", displayName: "Eva", role: .relative), password: "eva-password-1", now: now)
        try s.linkRelative(accountID: eva.id, patientID: p.id, endsOn: nil, now: now)
        let second = try s.publishFeeds(to: folder, today: today, now: at("2026-11-30T10:00:00Z"))
        XCTAssertEqual(second.published.map(\.feedID), [feed], "a relative linked later changes the feed, not its id")
        func pull(_ device: Session, _ user: String, _ password: String, _ when: String) throws -> FeedApplyResult {
            let head = try self.head(folder, feed)
            let plan = try device.planFeed(head: head, feedID: feed, now: at(when))
            return try device.applyFeed(head: head, feedID: feed, files: files(folder, feed, plan), username: user, password: password,
                                        today: today, now: at(when))
        }
        let rudiDevice = try Store.open(at: path("rudi"), create: true).ownerSession()
        try rudiDevice.trustInvitation(rudiInvitation, now: now)
        let evaDevice = try Store.open(at: path("eva"), create: true).ownerSession()
        try evaDevice.trustInvitation(try s.viewerInvitation(accountID: eva.id).text, now: now)
        XCTAssertEqual(try pull(rudiDevice, "rudi", "rudi-password", "2026-11-30T11:00:00Z").status, .current)
        let joined = try pull(evaDevice, "eva", "eva-password-1", "2026-11-30T11:00:00Z")
        XCTAssertEqual(joined.status, .current)
        // Eva's access ends yesterday: the next revision is sealed to Rudi only.
        try s.linkRelative(accountID: eva.id, patientID: p.id, endsOn: "2026-11-29", now: now)
        _ = try s.recordAction(patientID: p.id, ActionContent(occurredAt: "2026-11-30T12:00:00Z", kind: .note, title: "Later"), now: now)
        XCTAssertEqual(try s.publishFeeds(to: folder, today: today, now: at("2026-11-30T13:00:00Z")).published.count, 1)
        XCTAssertEqual(code { _ = try pull(evaDevice, "eva", "eva-password-1", "2026-11-30T14:00:00Z") }, "KS_ERR_AUTH_FAILED")
        XCTAssertEqual(try evaDevice.store.viewerDossiers().first?.revision, joined.revision, "her copy is as it was")
        XCTAssertGreaterThan(try pull(rudiDevice, "rudi", "rudi-password", "2026-11-30T14:00:00Z").revision, joined.revision)
    }

    /// A relative whose access ends by date alone (nothing changes in the store) gets nothing
    /// new: the first publish after her `ends_on` writes a revision not sealed to her.
    func testAccessEndingByDateAloneLeadsToARepublishWithoutHer() throws {
        let (s, p, rudiInvitation) = try makeCentre("centre")
        let eva = try s.createAccount(NewAccount(username: "eva", displayName: "Eva", role: .relative), password: "eva-password-1", now: now)
        try s.linkRelative(accountID: eva.id, patientID: p.id, endsOn: "2026-12-02", now: now)
        let folder = path("published")
        try FileSystem.makeDirectory(folder)
        let feed = try XCTUnwrap(try s.publishFeeds(to: folder, today: today, now: at("2026-11-30T09:00:00Z")).published.first?.feedID)
        func pull(_ device: Session, _ user: String, _ password: String, _ day: CivilDate, _ when: String) throws -> FeedApplyResult {
            let head = try self.head(folder, feed)
            let plan = try device.planFeed(head: head, feedID: feed, now: at(when))
            return try device.applyFeed(head: head, feedID: feed, files: files(folder, feed, plan), username: user, password: password,
                                        today: day, now: at(when))
        }
        let rudiDevice = try Store.open(at: path("rudi"), create: true).ownerSession()
        try rudiDevice.trustInvitation(rudiInvitation, now: now)
        let evaDevice = try Store.open(at: path("eva"), create: true).ownerSession()
        try evaDevice.trustInvitation(try s.viewerInvitation(accountID: eva.id).text, now: now)
        let joined = try pull(evaDevice, "eva", "eva-password-1", today, "2026-11-30T11:00:00Z")
        XCTAssertEqual(joined.status, .current)
        // Her last day: nothing changed, nothing is written.
        XCTAssertEqual(try s.publishFeeds(to: folder, today: "2026-12-02", now: at("2026-12-02T09:00:00Z")).published, [])
        // The day after: a new revision, though nothing in the store changed, sealed to Rudi only.
        let after = try s.publishFeeds(to: folder, today: "2026-12-03", now: at("2026-12-03T09:00:00Z")).published
        XCTAssertEqual(after.map(\.feedID), [feed])
        XCTAssertGreaterThan(after.first?.revision ?? 0, joined.revision)
        XCTAssertEqual(code { _ = try pull(evaDevice, "eva", "eva-password-1", "2026-12-03", "2026-12-03T10:00:00Z") }, "KS_ERR_AUTH_FAILED")
        XCTAssertEqual(try evaDevice.store.viewerDossiers().first?.revision, joined.revision, "her copy is as it was")
        XCTAssertEqual(try pull(rudiDevice, "rudi", "rudi-password", "2026-12-03", "2026-12-03T10:00:00Z").revision, after.first?.revision)
        // Once the revision without her is out, later publishes write nothing more for it.
        XCTAssertEqual(try s.publishFeeds(to: folder, today: "2026-12-04", now: at("2026-12-04T09:00:00Z")).published, [])
    }

    /// Publish work follows the patients that changed: of several published feeds, a change to
    /// one writes one.
    func testPublishWritesOnlyTheChangedPatients() throws {
        let (s, p, _) = try makeCentre("centre")
        var others: [Patient] = []
        for i in 0..<3 {
            let other = try s.createPatient(PatientInput(fullName: "Patient \(i)", birthDate: "1950-01-01", admittedOn: "2026-11-01"), now: now)
            let relative = try s.createAccount(NewAccount(username: "rel\(i)", displayName: "R", role: .relative), password: "relative-password", now: now)
            try s.linkRelative(accountID: relative.id, patientID: other.id, endsOn: nil, now: now)
            others.append(other)
        }
        let folder = path("published")
        try FileSystem.makeDirectory(folder)
        let first = try s.publishFeeds(to: folder, today: today, now: now)
        XCTAssertEqual(first.published.count, 4)
        let feeds = Dictionary(uniqueKeysWithValues: first.published.map { ($0.patientID, $0.feedID) })
        _ = try s.recordAction(patientID: others[1].id, ActionContent(occurredAt: "2026-11-30T12:00:00Z", kind: .note, title: "Changed"), now: now)
        let again = try s.publishFeeds(to: folder, today: today, now: now)
        XCTAssertEqual(again.published.map(\.patientID), [others[1].id])
        XCTAssertNotEqual(again.published.first?.patientID, p.id)
        // A deleted patient's feed is retired: its head goes at once, nothing else is written.
        let gone = try XCTUnwrap(feeds[others[2].id])
        XCTAssertNotNil(FileSystem.regularFileSize(folder + "/" + gone + "/head.json"))
        _ = try s.deletePatient(others[2].id)
        XCTAssertEqual(try s.publishFeeds(to: folder, today: today, now: now).published.count, 0)
        XCTAssertNil(FileSystem.regularFileSize(folder + "/" + gone + "/head.json"))
    }

    /// An edited caption is published; a head holds at most 16 rotations, so a 17th is
    /// refused; a lifetime past ten years is refused, not overflowed; forgetting a centre
    /// forgets its feeds.
    func testCaptionEditsRotationLimitLifetimeAndForgottenCentres() throws {
        let (s, p, invitation) = try makeCentre("centre")
        let folder = path("published")
        try FileSystem.makeDirectory(folder)
        XCTAssertEqual(try s.publishFeeds(to: folder, today: today, now: now).published.count, 1)
        let attachment = try XCTUnwrap(try s.attachments(patientID: p.id, actionID: nil, today: today).first)
        _ = try s.updateAttachment(attachment.id, AttachmentInput(caption: "The garden"))
        XCTAssertEqual(try s.publishFeeds(to: folder, today: today, now: now).published.map(\.patientID), [p.id])
        XCTAssertEqual(code { _ = try s.publishFeeds(to: folder, today: self.today, now: self.now, lifetime: .max) }, "KS_ERR_INVALID_ARGUMENT")
        XCTAssertEqual(code { _ = try s.publishFeeds(to: folder, today: self.today, now: self.now, grace: .max) }, "KS_ERR_INVALID_ARGUMENT")

        let feed = try XCTUnwrap(try s.feedID(patientID: p.id))
        let device = try Store.open(at: path("device"), create: true).ownerSession()
        let centre = try device.trustInvitation(invitation, now: now)
        let r = try head(folder, feed)
        let plan = try device.planFeed(head: r, feedID: feed, now: at("2026-11-30T11:00:00Z"))
        _ = try device.applyFeed(head: r, feedID: feed, files: files(folder, feed, plan), username: "rudi", password: "rudi-password",
                                 today: today, now: at("2026-11-30T11:00:00Z"))
        XCTAssertEqual(try device.store.viewerFeeds().count, 1)
        _ = try device.forgetCentre(publicKey: centre.publicKey)
        XCTAssertEqual(try device.store.viewerFeeds().count, 0)

        for i in 1...FeedHead.maxRotations { _ = try s.rotateCentreKey(now: at("2026-12-01T09:00:\(String(format: "%02d", i))Z")) }
        XCTAssertEqual(code { _ = try s.rotateCentreKey(now: self.at("2026-12-01T10:00:00Z")) }, "KS_ERR_LIMIT_EXCEEDED")
        let published = try s.publishFeeds(to: folder, today: today, now: at("2026-12-01T11:00:00Z"))
        XCTAssertEqual(published.published.count, 1)
        XCTAssertEqual(try FeedHead.parse(try head(folder, feed)).head.rotations.count, FeedHead.maxRotations)
    }

    /// A dossier whose media dwarf its updates keeps a snapshot until the update chain would
    /// outgrow what a head names: the 33rd update brings a new snapshot, and every head stays
    /// readable (R74).
    func testALongUpdateChainBringsANewSnapshot() throws {
        let (s, p, _) = try makeCentre("centre")
        let big = try addMedia(s, [0xFF, 0xD8, 0xFF] + Array(repeating: 9, count: 48 << 20))
        _ = try s.attach(big.sha256, patientID: p.id, actionID: nil, AttachmentInput(caption: "Video"), now: now)
        let folder = path("published")
        try FileSystem.makeDirectory(folder)
        _ = try s.publishFeeds(to: folder, today: today, now: now)
        let feed = try XCTUnwrap(try s.feedID(patientID: p.id))
        var snapshots: [Int] = []
        for i in 1...34 {
            _ = try s.recordAction(patientID: p.id, ActionContent(occurredAt: "2026-11-30T12:00:00Z", kind: .note, title: "Note \(i)"), now: now)
            let result = try s.publishFeeds(to: folder, today: today, now: now)
            if result.published.first?.snapshot == true { snapshots.append(i) }
            let parsed = try FeedHead.parse(try head(folder, feed)).head
            XCTAssertLessThanOrEqual(parsed.updates.count, Feeds.keptUpdates)
        }
        XCTAssertEqual(snapshots, [Feeds.keptUpdates + 1])
    }
}

extension FeedTests {
    /// KeepsakeKit's `FeedPuller` over HTTP (URLSession; FoundationNetworking on Linux), from a
    /// real server (Python's http.server) serving the published folder, with progress.
    func testFeedPullerOverHTTP() async throws {
        let (s, _, invitation) = try makeCentre("centre")
        let folder = path("published")
        try FileSystem.makeDirectory(folder)
        let feed = try XCTUnwrap(try s.publishFeeds(to: folder, today: today, now: Instant(Date(), in: .current)).published.first?.feedID)
        let port = 20_000 + Int(getpid() % 20_000)
        let server = Process()
        server.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        server.arguments = ["python3", "-m", "http.server", String(port), "--bind", "127.0.0.1", "--directory", folder]
        server.standardOutput = FileHandle.nullDevice
        server.standardError = FileHandle.nullDevice
        try server.run()
        defer { server.terminate() }
        let device = try Store.open(at: path("device"), create: true).ownerSession()
        try device.trustInvitation(invitation, now: now)
        let puller = FeedPuller(session: device, username: "rudi", password: "rudi-password", cacheFolder: path("cache"))
        let url = try XCTUnwrap(URL(string: "http://127.0.0.1:\(port)/\(feed)"))
        let seen = Counter()
        var result: FeedApplyResult?
        for _ in 0..<40 where result == nil {
            do {
                result = try await puller.pull(from: url, today: today) { done, total in seen.add(done, total) }
            } catch KeepsakeError.io {
                try await Task.sleep(nanoseconds: 250_000_000)  // the server is starting
            }
        }
        XCTAssertEqual(result?.status, .current)
        XCTAssertEqual(try device.store.viewerDossiers().first?.revision, result?.revision)
        XCTAssertTrue(seen.reachedTotal, "progress reaches the total the head names")

        // From an invitation carrying the feed's URL: a new device trusts the centre and pulls
        // as the invitation's username; then without a URL, from its one trusted feed.
        let parsed = try ViewerInvitation.parse(invitation)
        let withFeed = ViewerInvitation(centreKey: parsed.centreKey, username: parsed.username, feedURL: url.absoluteString).text
        let fresh = try Store.open(at: path("device2"), create: true).ownerSession()
        do {
            _ = try await FeedPuller.pull(invitation: invitation, session: fresh, password: "rudi-password", cacheFolder: path("cache2"), today: today)
            XCTFail("an invitation without a feed URL is refused")
        } catch KeepsakeError.invalidArgument(let message) {
            XCTAssertTrue(message.contains("carries no feed URL"), message)
        }
        XCTAssertEqual(try fresh.store.trustedCentres(), [], "a refused invitation trusts nothing")
        let invited = try await FeedPuller.pull(invitation: withFeed, session: fresh, password: "rudi-password", cacheFolder: path("cache2"),
                                                today: today)
        XCTAssertEqual(invited.status, .current)
        XCTAssertEqual(try fresh.store.viewerDossiers().first?.revision, result?.revision)
        XCTAssertEqual(try fresh.store.trustedCentres().map(\.feedURL), [url.absoluteString])
        let again = try await FeedPuller(session: fresh, username: "rudi", password: "rudi-password", cacheFolder: path("cache2")).pull(today: today)
        XCTAssertEqual(again.feedID, feed)
        XCTAssertEqual(again.applied, [])
        // Two trusted centres with feeds: the device is told to choose.
        let other = ViewerInvitation(centreKey: Array(repeating: 9, count: 32), username: "rudi",
                                     feedURL: "http://127.0.0.1:1/" + String(repeating: "ab", count: 16))
        try fresh.trustInvitation(other.text, now: now)
        XCTAssertThrowsError(try fresh.feedSource(invitation: nil, now: now)) { error in
            guard case KeepsakeError.invalidArgument(let message) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(message.contains("choose one") && message.contains(url.absoluteString), message)
        }
        let device3 = try Store.open(at: path("device3"), create: true).ownerSession()
        XCTAssertThrowsError(try device3.feedSource(invitation: nil, now: now)) { error in
            guard case KeepsakeError.notFound = error else { return XCTFail("\(error)") }
        }
    }
}

final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var last: (Int64, Int64) = (0, 0)
    func add(_ done: Int64, _ total: Int64) { lock.lock(); last = (done, total); lock.unlock() }
    var reachedTotal: Bool { lock.lock(); defer { lock.unlock() }; return last.1 > 0 && last.0 == last.1 }
}

/// Reads a whole file (tests only).
enum FileManagerless {
    static func read(_ path: String) -> [UInt8]? {
        guard let file = try? File.openForReading(path) else { return nil }
        var out: [UInt8] = []
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 65_536, alignment: 16)
        defer { buffer.deallocate() }
        while let n = try? file.read(into: buffer), n > 0 { out += UnsafeRawBufferPointer(rebasing: buffer[0..<n]) }
        return out
    }
}
