import KeepsakeCore

/// The demo's viewer bundle (FORMAT.md section 15): the centre's key, a relative linked to the
/// demo patient, a viewer bundle of the patient sealed for them, and that bundle opened on a
/// "device" store with the relative's password.
enum DemoViewer {
    static let relative = "maria"
    static let password = "maria-demo-password"

    static func build(_ session: Session, root: String, bundles: String, today: CivilDate, now: Instant) throws(KeepsakeError) {
        guard let patient = try session.patients(matching: DemoDossier.name, today: today).first(where: { $0.fullName == DemoDossier.name }) else {
            throw .internalError("the demo patient is missing")
        }
        let key: CentreKey
        do throws(KeepsakeError) { key = try session.centreKey() } catch { key = try session.createCentreKey(now: now) }
        let account: Account
        if let existing = try session.listAccounts().first(where: { $0.username == relative }) {
            try session.resetPassword(accountID: existing.id, newPassword: password, now: now)
            account = existing
        } else {
            account = try session.createAccount(NewAccount(username: relative, displayName: "Maria Keller", role: .relative), password: password, now: now)
        }
        try session.linkRelative(accountID: account.id, patientID: patient.id, endsOn: nil, now: now)
        let bundle = bundles + "/viewer.keepsake"
        let result = try session.exportViewerBundle(patientID: patient.id, to: bundle, today: today, options: ExportOptions(created: now))
        Output.out("viewer:  \(bundle) (revision \(result.revision), sealed for \(result.recipients) relative, signed by \(key.fingerprint))\n")
        let device = try Store.open(at: root + "/device", create: true)
        // The device trusts the centre from its invitation, never from the bundle (R58, R72).
        try device.ownerSession().trustInvitation(try session.viewerInvitation(accountID: account.id).text, now: now)
        let (viewer, opened) = try device.ownerSession().openViewerBundle(at: bundle, username: relative, password: password, today: today, now: now)
        let page = try viewer.timeline(patientID: opened.dossierID, TimelineQuery(), today: today)
        let files = try viewer.attachments(patientID: opened.dossierID, actionID: nil, today: today)
        Output.out("opened:  \(root)/device as \(relative) (password \(password)): pin \(opened.pin), \(page.total) actions, \(files.count) files, read-only\n")
    }
}
