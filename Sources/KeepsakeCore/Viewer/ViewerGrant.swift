/// What a viewer session may read: the one dossier a relative opened from a viewer bundle on
/// this device, while the device keeps it for them and their link lasts (FORMAT.md R58).
struct ViewerGrant: Sendable {
    let dossierID: String
    let username: String
    let usernameKey: String

    func check(_ db: Database) throws(KeepsakeError) {
        guard case .text(let key)? = try db.scalar("SELECT username_key FROM viewer_dossiers WHERE dossier_id = ?", [.text(dossierID)]) else {
            throw .authenticationFailed("the viewer dossier \(dossierID) is no longer on this device; open its bundle again")
        }
        guard key == usernameKey else {
            throw .authenticationFailed("the viewer dossier \(dossierID) was opened by another relative since; sign in again")
        }
    }

    func requireView(patientID: String, today: CivilDate, in db: Database) throws(KeepsakeError) {
        guard patientID == dossierID else {
            throw .permissionDenied("cannot view patient \(patientID): this viewer session reads dossier \(dossierID) only")
        }
        if case .text(let ends)? = try db.scalar("SELECT ends_on FROM viewer_dossiers WHERE dossier_id = ?", [.text(dossierID)]), ends < today.description {
            throw .permissionDenied("cannot view patient \(patientID): the relative's access ended on \(ends)")
        }
    }
}
