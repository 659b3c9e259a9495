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
        let accented = ViewerInvitation(centreKey: key.publicKey, username: "Jürgen")
        XCTAssertTrue(accented.text.hasSuffix("&user=J%C3%BCrgen"))
        XCTAssertEqual(try ViewerInvitation.parse(accented.text), accented)
        let hexKey = Hex.encode(key.publicKey)
        for (bad, why) in [
            ("keepsake:invite?v=2&key=\(hexKey)&user=rudi", "version"),
            ("keepsake:invitation?v=1&key=\(hexKey)&user=rudi", "start with"),
            ("keepsake:invite?key=\(hexKey)&v=1&user=rudi", "in that order"),
            ("keepsake:invite?v=1&key=\(hexKey)&user=rudi&feed=x", "in that order"),
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
}
