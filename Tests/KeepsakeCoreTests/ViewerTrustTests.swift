import XCTest
@testable import KeepsakeCore

/// A device trusts the centre, not each bundle (FORMAT.md R58, R72; issue 33 §1, §2): it opens
/// viewer bundles only from a centre key an invitation gave it, refuses any other signer, and
/// forgets a centre only when asked.
final class ViewerTrustTests: StoreTestCase {
    let today: CivilDate = "2026-11-30"

    /// A centre store with a key, a patient and a linked relative; the relative's invitation.
    func makeCentre(_ name: String, patient: String = "Otto Weber") throws -> (Session, Patient, String) {
        let store = try Store.open(at: path(name), create: true)
        _ = try store.ownerSession().createAccount(NewAccount(username: "ana", displayName: "Ana", role: .staff), password: "staff-password", now: now)
        let s = try store.signIn(username: "ana", password: "staff-password", now: now, remember: false).0
        try s.store.setHostKey(testHostKey)
        _ = try s.createCentreKey(now: now)
        let p = try s.createPatient(PatientInput(fullName: patient, birthDate: "1940-01-01", admittedOn: "2026-11-01"), now: now)
        let rudi = try s.createAccount(NewAccount(username: "Rudi.W", displayName: "Rudi Weber", role: .relative), password: "rudi-password", now: now)
        try s.linkRelative(accountID: rudi.id, patientID: p.id, endsOn: nil, now: now)
        let m = try addMedia(s, [0xFF, 0xD8, 0xFF] + Array(repeating: 7, count: 3000))
        _ = try s.attach(m.sha256, patientID: p.id, actionID: nil, AttachmentInput(caption: "Photo"), now: now)
        return (s, p, try s.viewerInvitation(accountID: rudi.id).text)
    }

    func code(_ body: () throws -> Void) -> String? {
        do { try body(); return nil } catch { return (error as? KeepsakeError)?.codeName ?? "\(error)" }
    }

    func testAnInvitationCarriesTheFullKeyAndUsernameAndIsReadStrictly() throws {
        let (s, _, text) = try makeCentre("centre")
        let key = try s.centreKey()
        XCTAssertEqual(text, "keepsake:invite?v=1&key=" + Hex.encode(key.publicKey) + "&user=Rudi.W")
        XCTAssertLessThanOrEqual(text.utf8.count, 150, "fits a small QR code")
        let parsed = try ViewerInvitation.parse(text)
        XCTAssertEqual(parsed.centreKey, key.publicKey)
        XCTAssertEqual(parsed.username, "Rudi.W")
        XCTAssertEqual(parsed.fingerprint.split(separator: "-").count, 8, "128 bits in eight groups")
        // FORMAT.md section 18's vector (the R52 key, seed 07 × 32).
        let vectorKey = try XCTUnwrap(ViewerCrypto.parseHex("ea4a6c63e29c520abef5507b132ec5f9954776aebebe7b92421eea691446d22c", bytes: 32))
        let vector = ViewerInvitation(centreKey: vectorKey, username: "Jürgen")
        XCTAssertEqual(vector.text, "keepsake:invite?v=1&key=ea4a6c63e29c520abef5507b132ec5f9954776aebebe7b92421eea691446d22c&user=J%C3%BCrgen")
        XCTAssertEqual(vector.fingerprint, "fe81-2c12-f3ab-4ce6-ac5d-b69a-c352-f906")
        // Section 18's second vector: a minimum revision and a feed.
        let withFeed = ViewerInvitation(centreKey: vectorKey, username: "rudi", minRevision: 3, feedURL: "https://centre.example/viewer/feed")
        XCTAssertEqual(withFeed.text, "keepsake:invite?v=1&key=ea4a6c63e29c520abef5507b132ec5f9954776aebebe7b92421eea691446d22c&user=rudi&min=3&feed=https%3A%2F%2Fcentre.example%2Fviewer%2Ffeed")
        XCTAssertEqual(try ViewerInvitation.parse(withFeed.text), withFeed)
        let accented = ViewerInvitation(centreKey: key.publicKey, username: "Jürgen")
        XCTAssertTrue(accented.text.hasSuffix("&user=J%C3%BCrgen"))
        XCTAssertEqual(try ViewerInvitation.parse(accented.text), accented)
        let hexKey = Hex.encode(key.publicKey)
        for (bad, why) in [
            ("keepsake:invite?v=2&key=\(hexKey)&user=rudi", "version"),
            ("keepsake:invitation?v=1&key=\(hexKey)&user=rudi", "start with"),
            ("keepsake:invite?key=\(hexKey)&v=1&user=rudi", "in that order"),
            ("keepsake:invite?v=1&key=\(hexKey)&user=rudi&feed=x&min=2", "in that order"),
            ("keepsake:invite?v=1&key=\(hexKey)&user=rudi&min=2&min=3", "in that order"),
            ("keepsake:invite?v=1&key=\(hexKey)&user=rudi&feed=x", "'feed'"),
            ("keepsake:invite?v=1&key=\(hexKey.uppercased())&user=rudi", "64 lowercase hex"),
            ("keepsake:invite?v=1&key=\(hexKey.prefix(62))&user=rudi", "64 lowercase hex"),
            ("keepsake:invite?v=1&key=\(hexKey)&user=J%c3%bcrgen", "percent-encoded"),
            ("keepsake:invite?v=1&key=\(hexKey)&user=r", "not a username"),
        ] {
            XCTAssertThrowsError(try ViewerInvitation.parse(bad), bad) { error in
                guard case .invalidArgument(let message)? = error as? KeepsakeError else { return XCTFail("\(error)") }
                XCTAssertTrue(message.contains(why), "\(bad): \(message)")
            }
        }
        // Only relatives are invited.
        let staff = try s.listAccounts().first { $0.username == "ana" }
        XCTAssertEqual(code { _ = try s.viewerInvitation(accountID: staff?.id ?? "") }, "KS_ERR_INVALID_ARGUMENT")
    }

    func testADeviceOpensOnlyBundlesOfACentreThatInvitedIt() throws {
        let (s, p, text) = try makeCentre("centre")
        let bundle = path("v1.keepsake")
        _ = try s.exportViewerBundle(patientID: p.id, to: bundle, today: today, options: ExportOptions(created: now))
        // No trust on first use: a device without the invitation refuses the genuine bundle.
        let device = try Store.open(at: path("device"), create: true).ownerSession()
        XCTAssertEqual(code { _ = try device.openViewerBundle(at: bundle, username: "rudi.w", password: "rudi-password", today: today, now: now) },
                       "KS_ERR_KEY_MISMATCH")
        XCTAssertEqual(try device.store.viewerDossiers().count, 0)
        XCTAssertEqual(try device.listMedia().count, 0)
        // Another centre's invitation does not help: that centre signed nothing here.
        let (other, otherPatient, otherText) = try makeCentre("other", patient: "Eva Braun")
        try device.trustInvitation(otherText, now: now)
        XCTAssertEqual(code { _ = try device.openViewerBundle(at: bundle, username: "rudi.w", password: "rudi-password", today: today, now: now) },
                       "KS_ERR_KEY_MISMATCH")
        // With the centre's invitation it opens; accepting it twice changes nothing.
        let trusted = try device.trustInvitation(text, now: now)
        XCTAssertEqual(try device.trustInvitation(text, now: "2026-12-01T09:00:00Z"), trusted)
        XCTAssertEqual(try device.store.trustedCentres().count, 2)
        let (_, opened) = try device.openViewerBundle(at: bundle, username: "rudi.w", password: "rudi-password", today: today, now: now)
        XCTAssertEqual(opened.pin, .new)
        // The other centre's bundle of its own patient opens too, under its own key.
        let otherBundle = path("other.keepsake")
        _ = try other.exportViewerBundle(patientID: otherPatient.id, to: otherBundle, today: today, options: ExportOptions(created: now))
        XCTAssertEqual(try device.openViewerBundle(at: otherBundle, username: "rudi.w", password: "rudi-password", today: today, now: now).1.pin, .new)
        XCTAssertEqual(try device.store.viewerDossiers().count, 2)

        // Forgetting a centre is deliberate and complete: its dossier and media leave the
        // device; the other centre's stay; its bundles need a new invitation.
        let centreKey = Hex.encode(try s.centreKey().publicKey)
        let forgotten = try device.forgetCentre(publicKey: centreKey)
        XCTAssertEqual(forgotten.dossiers, [p.id])
        XCTAssertEqual(try device.store.viewerDossiers().map(\.dossierID), [otherPatient.id])
        XCTAssertEqual(try storedMedia(device).count, 1, "the other centre's photo stays; the forgotten one's is erased")
        XCTAssertEqual(try device.store.trustedCentres().count, 1)
        XCTAssertEqual(code { _ = try device.openViewerBundle(at: bundle, username: "rudi.w", password: "rudi-password", today: today, now: now) },
                       "KS_ERR_KEY_MISMATCH")
        XCTAssertEqual(code { _ = try device.forgetCentre(publicKey: centreKey) }, "KS_ERR_NOT_FOUND")
        XCTAssertEqual(code { _ = try device.forgetCentre(publicKey: "xyz") }, "KS_ERR_INVALID_ARGUMENT")
        try device.trustInvitation(text, now: now)
        XCTAssertEqual(try device.openViewerBundle(at: bundle, username: "rudi.w", password: "rudi-password", today: today, now: now).1.pin, .new)
    }

    /// Issue 33 §5 and R72: an invitation may carry a minimum revision and a feed URL, read as
    /// strictly as the rest; the device keeps both with the centre.
    func testAnInvitationMayCarryAMinimumRevisionAndAFeed() throws {
        let (s, _, _) = try makeCentre("centre")
        let rudi = try XCTUnwrap(try s.listAccounts().first { $0.username == "Rudi.W" })
        let key = Hex.encode(try s.centreKey().publicKey)
        let good = try s.viewerInvitation(accountID: rudi.id, minRevision: 12, feedURL: "https://centre.example/feeds/ward%203?a=1")
        XCTAssertEqual(good.text, "keepsake:invite?v=1&key=\(key)&user=Rudi.W&min=12&feed=https%3A%2F%2Fcentre.example%2Ffeeds%2Fward%25203%3Fa%3D1")
        XCTAssertEqual(try ViewerInvitation.parse(good.text), good)
        XCTAssertEqual(good.json["min_revision"], .int(12))
        XCTAssertEqual(good.json["feed_url"], .string("https://centre.example/feeds/ward%203?a=1"))
        let onlyFeed = try s.viewerInvitation(accountID: rudi.id, feedURL: "http://h")
        XCTAssertEqual(try ViewerInvitation.parse(onlyFeed.text), onlyFeed)
        XCTAssertEqual(onlyFeed.json["min_revision"], .null)
        // The centre's API refuses what R72 does not allow.
        for (min, feed) in [(Int64(0), nil), (-3, nil), (9_007_199_254_740_992, nil), (nil, "ftp://centre.example/"), (nil, "https://"),
                            (nil, "https://centre.example/" + String(repeating: "a", count: 240)), (nil, "https://zentrum.example/müller"), (nil, "https://centre.example/ward 3")] as [(Int64?, String?)] {
            XCTAssertEqual(code { _ = try s.viewerInvitation(accountID: rudi.id, minRevision: min, feedURL: feed) }, "KS_ERR_INVALID_ARGUMENT", "\(String(describing: min)) \(String(describing: feed))")
        }
        let base = "keepsake:invite?v=1&key=\(key)&user=rudi"
        for (bad, why) in [
            (base + "&min=0", "'min'"), (base + "&min=012", "'min'"), (base + "&min=-1", "'min'"), (base + "&min=", "'min'"),
            (base + "&min=9007199254740992", "'min'"), (base + "&min=1e3", "'min'"),
            (base + "&feed=https://centre.example/", "percent-encoded"), (base + "&feed=https%3a%2f%2fcentre.example", "percent-encoded"),
            (base + "&feed=ftp%3A%2F%2Fcentre.example", "https://"), (base + "&feed=https%3A%2F%2F", "host"),
            (base + "&feed=https%3A%2F%2Fcentre.example%0A", "printable ASCII"),
            (base + "&feed=https%3A%2F%2Fz.example%2Fm%C3%BCller", "printable ASCII"),
            (base + "&min=2&feed=", "https://"),
        ] {
            XCTAssertThrowsError(try ViewerInvitation.parse(bad), bad) { error in
                guard case .invalidArgument(let message)? = error as? KeepsakeError else { return XCTFail("\(error)") }
                XCTAssertTrue(message.contains(why), "\(bad): \(message)")
            }
        }
    }

    /// Issue 33 §5: a device refuses a bundle below the minimum revision its invitations gave
    /// (stale, changing nothing), keeps the highest minimum and the newest feed, and the open
    /// result says as of when the dossier is (the bundle's `created`).
    func testADeviceRefusesBundlesBelowTheInvitationsMinimumRevision() throws {
        let (s, p, _) = try makeCentre("centre")
        let rudi = try XCTUnwrap(try s.listAccounts().first { $0.username == "Rudi.W" })
        var bundles: [String] = []
        for (i, created) in ["2026-11-28T08:00:00Z", "2026-11-29T08:00:00+01:00", "2026-11-30T08:00:00Z"].enumerated() {
            bundles.append(path("v\(i + 1).keepsake"))
            let result = try s.exportViewerBundle(patientID: p.id, to: bundles[i], today: today, options: ExportOptions(created: try Instant.parse(created, "created")))
            XCTAssertEqual(result.fingerprint, try s.centreKey().fingerprint)
        }
        let device = try Store.open(at: path("device"), create: true).ownerSession()
        let two = try s.viewerInvitation(accountID: rudi.id, minRevision: 2, feedURL: "https://centre.example/feed")
        let trusted = try device.trustInvitation(two.text, now: now)
        XCTAssertEqual(trusted.minRevision, 2)
        XCTAssertEqual(trusted.feedURL, "https://centre.example/feed")
        XCTAssertEqual(try device.store.trustedCentres(), [trusted])
        func open(_ n: Int) throws -> ViewerOpenResult {
            try device.openViewerBundle(at: bundles[n - 1], username: "rudi.w", password: "rudi-password", today: today, now: now).1
        }
        XCTAssertThrowsError(try open(1)) { error in
            guard case .staleRevision(let message)? = error as? KeepsakeError else { return XCTFail("\(error)") }
            XCTAssertTrue(message.contains("revision 2 or later"), message)
        }
        XCTAssertEqual(try device.store.viewerDossiers().count, 0, "a refusal changes nothing")
        XCTAssertEqual(try storedMedia(device).count, 0)
        let opened = try open(2)
        XCTAssertEqual(opened.pin, .new)
        XCTAssertEqual(opened.created, Instant("2026-11-29T08:00:00+01:00"), "as of the bundle's creation, in the centre's text")
        XCTAssertEqual(opened.json["created"], .string("2026-11-29T08:00:00+01:00"))
        XCTAssertEqual(opened.fingerprint, try s.centreKey().fingerprint)
        XCTAssertEqual(try device.store.viewerDossiers().first?.fingerprint, try s.centreKey().fingerprint)
        // A later invitation raises the minimum and replaces the feed; an older one lowers nothing.
        let three = try s.viewerInvitation(accountID: rudi.id, minRevision: 3, feedURL: "https://centre.example/feed2")
        XCTAssertEqual(try device.trustInvitation(three.text, now: "2026-12-01T09:00:00Z").minRevision, 3)
        let again = try device.trustInvitation(two.text, now: "2026-12-02T09:00:00Z")
        XCTAssertEqual(again.minRevision, 3)
        XCTAssertEqual(again.feedURL, "https://centre.example/feed")
        XCTAssertEqual(again.trustedAt, now, "the first acceptance stays the trust's date")
        let plain = try device.trustInvitation(try s.viewerInvitation(accountID: rudi.id).text, now: now)
        XCTAssertEqual(plain.minRevision, 3)
        XCTAssertEqual(plain.feedURL, "https://centre.example/feed", "an invitation without a feed keeps the one known")
        XCTAssertEqual(code { _ = try open(2) }, "KS_ERR_STALE_REVISION", "the device's own revision is below the new minimum")
        XCTAssertEqual(try device.store.viewerDossiers().first?.revision, 2)
        XCTAssertEqual(try open(3).pin, .replaced)
    }

    /// Issue 33 §5: fingerprints people compare are 128 bits everywhere (R72), the key id only
    /// names a key, and a key mismatch names both keys by their fingerprints.
    func testEveryFingerprintIs128Bits() throws {
        let (s, p, text) = try makeCentre("centre")
        let key = try s.centreKey()
        XCTAssertEqual(key.fingerprint, ViewerCrypto.fingerprint(publicKey: key.publicKey))
        XCTAssertEqual(key.fingerprint.count, 39)
        XCTAssertEqual(key.fingerprint.replacingOccurrences(of: "-", with: "").prefix(16), Substring(key.keyID))
        let vectorKey = try XCTUnwrap(ViewerCrypto.parseHex("ea4a6c63e29c520abef5507b132ec5f9954776aebebe7b92421eea691446d22c", bytes: 32))
        XCTAssertEqual(ViewerCrypto.fingerprint(publicKey: vectorKey), "fe81-2c12-f3ab-4ce6-ac5d-b69a-c352-f906")
        XCTAssertEqual(key.json["fingerprint"], .string(key.fingerprint))
        let bundle = path("v1.keepsake")
        let exported = try s.exportViewerBundle(patientID: p.id, to: bundle, today: today, options: ExportOptions(created: now))
        XCTAssertEqual(exported.json["fingerprint"], .string(key.fingerprint))
        // A second trusted centre that holds the same dossier (imported from the first) and
        // signs it with its own key: the mismatch names both keys by their fingerprints.
        let device = try Store.open(at: path("device"), create: true).ownerSession()
        try device.trustInvitation(text, now: now)
        _ = try device.openViewerBundle(at: bundle, username: "rudi.w", password: "rudi-password", today: today, now: now)
        let (other, _, otherText) = try makeCentre("other")
        try device.trustInvitation(otherText, now: now)
        let full = path("full.keepsake")
        _ = try s.exportDossierBundle(patientID: p.id, to: full, options: ExportOptions(created: now))
        _ = try other.importBundle(from: full)
        let otherRudi = try XCTUnwrap(try other.listAccounts().first { $0.username == "Rudi.W" })
        try other.linkRelative(accountID: otherRudi.id, patientID: p.id, endsOn: nil, now: now)
        let foreign = path("foreign.keepsake")
        _ = try other.exportViewerBundle(patientID: p.id, to: foreign, today: today, options: ExportOptions(created: now))
        let otherKey = try other.centreKey()
        XCTAssertNotEqual(otherKey.fingerprint, key.fingerprint)
        XCTAssertThrowsError(try device.openViewerBundle(at: foreign, username: "rudi.w", password: "rudi-password", today: today, now: now)) { error in
            guard case .keyMismatch(let message)? = error as? KeepsakeError else { return XCTFail("\(error)") }
            XCTAssertTrue(message.contains(otherKey.fingerprint) && message.contains(key.fingerprint), message)
        }
    }

    /// Issue 33 §3, FORMAT 4.0 (R55): an entry derived at fewer Argon2id passes or less memory
    /// than the writers' (opslimit 2, memlimit 64 MiB) is refused with `weak-kdf` before any
    /// derivation, by a device that trusts the signer as by a reader without one, whatever the
    /// password, and the device keeps nothing. The bundles are the conformance suite's: one
    /// breaking only this rule (maria's entry at opslimit 1), one at the writers' parameters.
    func testAnEntryBelowTheWritersArgon2idParametersIsRefused() throws {
        let suite = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Conformance").path
        let weak = suite + "/invalid/weak-kdf--viewer-opslimit-below-minimum.keepsake"
        let weakOther = suite + "/invalid/weak-kdf--viewer-other-recipient-libsodium-minimum.keepsake"
        XCTAssertEqual(ViewerCrypto.readerMinOpsLimit, ViewerCrypto.opsLimit)
        XCTAssertEqual(ViewerCrypto.readerMinMemLimit, ViewerCrypto.memLimit)
        let device = try Store.open(at: path("device"), create: true).ownerSession()
        try device.trustInvitation("keepsake:invite?v=1&key=ea4a6c63e29c520abef5507b132ec5f9954776aebebe7b92421eea691446d22c&user=maria", now: now)
        for (file, password) in [(weak, "maria-password"), (weak, "not-her-password"), (weakOther, "maria-password")] {
            do {
                _ = try device.openViewerBundle(at: file, username: "maria", password: password, today: today, now: now)
                XCTFail("\(file) opened")
            } catch {
                XCTAssertEqual(error.bundleReason, .weakKDF, "\(error)")
                XCTAssertEqual(error.codeName, "KS_ERR_INVALID_BUNDLE")
            }
            XCTAssertEqual(code { _ = try ViewerBundles.verify(at: file, username: "maria", password: password, today: today) }, "KS_ERR_INVALID_BUNDLE")
        }
        XCTAssertEqual(try device.store.viewerDossiers().count, 0)
        XCTAssertEqual(try device.listMedia().count, 0)
        // Without credentials nothing is derived, so nothing of R55 is checked.
        XCTAssertFalse(try ViewerBundles.verify(at: weak, username: nil, password: nil, today: today).decrypted)
        // The suite's bundle at the writers' parameters opens on the same device.
        let (_, opened) = try device.openViewerBundle(at: suite + "/valid/viewer-dossier.keepsake", username: "maria",
                                                      password: "maria-password", today: today, now: now)
        XCTAssertEqual(opened.pin, .new)
        XCTAssertEqual(opened.revision, 3)
    }
}
