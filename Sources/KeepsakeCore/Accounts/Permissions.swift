/// What each role may do: the one table of the store's access policy, evaluated by one engine
/// (`AccessPolicy`) inside the unit of work of every call (`Session.read`/`Session.write`).
/// A call names the permission it needs; no call site spells out roles.
///
/// - owner: everything in a personal store.
/// - staff: records, media, bundles; creating staff and relative accounts; managing relatives.
/// - relative: viewing the patients linked to them while the link lasts, and their own
///   password; nothing else.
/// - nobody (no session yet): signing in, resuming a remembered sign-in, opening the implicit
///   owner's session of a store without accounts, describing the store, and signing in to a
///   viewer dossier kept on this device.
public enum Permission: String, CaseIterable, Sendable, Codable {
    // Without a session.
    /// Signing in with a username and password (`Store.signIn`), which records the session and
    /// counts failures. Held by nobody signed in.
    case signIn = "sign in"
    /// Checking a username and password on a store opened read-only, where nothing can be
    /// recorded. Held by nobody signed in.
    case verifyCredentials = "check a password"
    /// Resuming a remembered sign-in from its token. Held by nobody signed in.
    case resumeSignIn = "resume a sign-in"
    /// Opening the implicit owner's session of a store that has no accounts. Held by nobody signed in.
    case openOwnerSession = "open the owner's session"
    /// Reading the store's id, schema version and totals. Held by nobody signed in.
    case describeStore = "describe the store"
    /// Signing in to a viewer dossier kept on this device, as one of its relatives. Held by nobody
    /// signed in.
    case openViewerDossier = "sign in to a viewer dossier"
    /// Listing the viewer dossiers kept on this device. Held by nobody signed in.
    case listViewerDossiers = "list the viewer dossiers on this device"
    /// Supplying the host's key, which seals the centre's signing key at rest
    /// (`Store.setHostKey`). Held by nobody signed in: the host, not an account, holds the key.
    case supplyHostKey = "supply the host key"
    // Sessions and accounts.
    /// Reading the session's own account and role. Every role.
    case describeSession = "describe the session"
    /// Ending the session and forgetting its remembered sign-in. Every role.
    case signOut = "sign out"
    /// Creating accounts (staff create staff and relative accounts). Owner and staff.
    case createAccount = "create accounts"
    /// Listing the store's accounts. Owner and staff.
    case listAccounts = "list accounts"
    /// Changing the signed-in account's own password. Every role.
    case changeOwnPassword = "change the password"
    /// Changing or removing other accounts, and linking relatives to patients. Owner and staff.
    case manageAccount = "manage accounts"
    /// Reading which patients the signed-in relative is linked to. Every role.
    case readOwnLinks = "read the relative's own links"
    /// Reading every relative's links to patients. Owner and staff.
    case readLinks = "read relatives' links"
    // Record kinds.
    /// Listing and reading media files. Owner and staff.
    case readMedia = "read media"
    /// Adding media files to the store. Owner and staff.
    case addMedia = "add media"
    /// Deleting media no attachment refers to (`Session.deleteMedia`). Owner and staff.
    case deleteMedia = "delete media"
    /// Reading mind maps, their nodes and exports. Owner and staff.
    case readMindMaps = "read mind maps"
    /// Creating, changing, moving, deleting and importing mind maps. Owner and staff.
    case changeMindMaps = "change mind maps"
    /// Reading the mood log, its tiles, summary and exports. Owner and staff.
    case readMoods = "read moods"
    /// Setting, clearing and importing moods. Owner and staff.
    case changeMoods = "change moods"
    /// Reading the supplement routine and its views. Owner and staff.
    case readRoutine = "read the routine"
    /// Starting the routine and recording check-ins, notes and ratings. Owner and staff.
    case changeRoutine = "change the routine"
    /// Viewing patients, their timelines and attachments. Every role; a relative sees only the
    /// patients linked to them while the link lasts.
    case viewPatients = "view patients"
    /// Adding and changing patients, actions and attachments. Owner and staff.
    case changeDossiers = "change dossiers"
    /// Exporting a dossier as FHIR R4 or a call-log CSV. Owner and staff.
    case exportDossiers = "export dossiers"
    /// Counting what deleting a patient would remove. Owner and staff.
    case previewPatientDeletion = "preview a patient's deletion"
    /// Reading the per-kind size limits for dossier attachments. Owner and staff.
    case readMediaLimits = "read media limits"
    // Bundles and keys.
    /// Exporting a bundle of the store's records. Owner and staff.
    case exportArchive = "export a bundle"
    /// Importing a bundle into the store. Owner and staff.
    case importBundle = "import a bundle"
    /// Reading the centre's signing key and its fingerprint. Owner and staff.
    case readCentreKey = "read the centre's key"
    /// Creating the centre's signing key. Owner and staff.
    case createCentreKey = "create the centre's key"
    /// Exporting a signed, sealed viewer bundle of a patient's dossier. Owner and staff.
    case exportViewerBundle = "export a viewer bundle"
    /// Opening a viewer bundle into this device's store. Owner only (a relative's device has an
    /// implicit owner); never staff, whose store holds the centre's own dossiers.
    case openViewerBundle = "open a viewer bundle"

    /// Who holds the permission; `nil` in the set stands for "nobody signed in".
    public var holders: Set<Identity.Role?> {
        switch self {
        case .signIn, .verifyCredentials, .resumeSignIn, .openOwnerSession, .describeStore, .openViewerDossier, .listViewerDossiers, .supplyHostKey:
            return [nil]
        case .describeSession, .signOut, .changeOwnPassword, .readOwnLinks, .viewPatients:
            return [.owner, .staff, .relative]
        case .createAccount, .listAccounts, .manageAccount, .readLinks, .readMedia, .addMedia, .deleteMedia, .readMindMaps,
             .changeMindMaps, .readMoods, .changeMoods, .readRoutine, .changeRoutine, .changeDossiers, .exportDossiers, .previewPatientDeletion,
             .readMediaLimits, .exportArchive, .importBundle, .readCentreKey, .createCentreKey, .exportViewerBundle:
            return [.owner, .staff]
        case .openViewerBundle:
            // The implicit owner of a relative's device, or an owner account: never staff, whose
            // store holds the centre's own dossiers.
            return [.owner]
        }
    }

    /// True when the permission changes the store: it is used with `write`, refused on a
    /// read-only store and to every viewer session.
    public var changesStore: Bool {
        switch self {
        case .signIn, .resumeSignIn, .signOut, .supplyHostKey, .createAccount, .changeOwnPassword, .manageAccount, .addMedia, .deleteMedia,
             .changeMindMaps, .changeMoods, .changeRoutine, .changeDossiers, .importBundle, .createCentreKey, .exportViewerBundle, .openViewerBundle:
            return true
        case .verifyCredentials, .openOwnerSession, .describeStore, .openViewerDossier, .listViewerDossiers, .describeSession, .listAccounts,
             .readOwnLinks, .readLinks, .readMedia, .readMindMaps, .readMoods, .readRoutine, .viewPatients, .exportDossiers,
             .previewPatientDeletion, .readMediaLimits, .exportArchive, .readCentreKey:
            return false
        }
    }

    /// The permissions a viewer session (a relative reading a dossier opened from a viewer
    /// bundle on this device) holds.
    var viewerSessionMay: Bool { self == .describeSession || self == .viewPatients }
}

/// The engine of the access policy: checks a principal against a permission, and the finer
/// rules (which patient, which account) that go with some permissions. Every check runs inside
/// the unit of work whose transaction the work uses, so a check and the work it guards see the
/// same state.
enum AccessPolicy {
    /// Checks that `session` (nil: nobody signed in) holds `permission` now.
    static func check(_ session: Session?, _ permission: Permission, in db: Database) throws(KeepsakeError) {
        let what = permission.rawValue
        guard let session else {
            guard permission.holders.contains(nil) else { throw .internalError("\(quoted: what) needs a session") }
            return
        }
        switch session.principal {
        case .viewer(let grant):
            try grant.check(db)
            guard permission.viewerSessionMay else {
                throw .readOnly("cannot \(what): a dossier opened from a viewer bundle is read-only")
            }
            return
        case .signedIn(let sessionID):
            guard let row = try db.record("""
                SELECT s.revoked_at FROM account_sessions s JOIN accounts a ON a.id = s.account_id
                WHERE s.id = ?
                """, [.text(sessionID)]) else { throw .authenticationFailed("the session's account was deleted; sign in again") }
            guard try row.optionalText("revoked_at") == nil else { throw .sessionRevoked("the session was signed out or revoked; sign in again") }
        case .unrecorded(let accountID):
            guard try AccountTable.find(id: accountID, in: db) != nil else {
                throw .authenticationFailed("the session's account was deleted; sign in again")
            }
        case .implicitOwner:
            guard try db.integer("SELECT count(*) FROM accounts") == 0 else {
                throw .authenticationFailed("this store has accounts now; sign in with a username and password")
            }
        }
        let role = session.actor.role
        guard permission.holders.contains(role) else {
            let reason = role == .relative ? "relatives may only view their own patient" : "the \(role.rawValue) role may not do this"
            throw .permissionDenied("cannot \(what): \(reason)")
        }
    }

    // MARK: Patients

    /// Checks that `session` may view patient `patientID` on civil day `today`: owners and
    /// staff always (but not a dossier kept for a relative's viewer), relatives by the one
    /// relative-access rule, whether signed in or reading a viewer dossier.
    static func requireView(_ session: Session, patientID: String, today: CivilDate, in db: Database) throws(KeepsakeError) {
        switch session.principal {
        case .viewer(let grant):
            guard patientID == grant.dossierID else {
                throw .permissionDenied("cannot view patient \(patientID): this viewer session reads dossier \(grant.dossierID) only")
            }
            let ends = try db.record("SELECT ends_on FROM viewer_dossiers WHERE dossier_id = ?", [.text(patientID)])
            try RelativeAccess.check(link: try ends.map { (row) throws(KeepsakeError) in try row.value("ends_on") }, patientID: patientID, today: today)
        case .signedIn, .unrecorded, .implicitOwner:
            if session.actor.role == .relative, let accountID = session.actor.accountID {
                let ends = try db.record("SELECT ends_on FROM relative_links WHERE account_id = ? AND patient_id = ?",
                                         [.text(accountID), .text(patientID)])
                try RelativeAccess.check(link: try ends.map { (row) throws(KeepsakeError) in try row.value("ends_on") }, patientID: patientID, today: today)
            } else if try isViewerDossier(patientID, in: db) {
                throw .permissionDenied("cannot view patient \(patientID) here: it is a relative's viewer copy, read through a viewer sign-in")
            }
        }
    }

    /// Checks that patient `patientID`'s records may be changed or exported as the store's own:
    /// a dossier kept for a relative's viewer is read-only for every session (its content is
    /// the centre's, signed), and never leaves the device unsigned.
    static func requireOwnDossier(_ patientID: String, _ what: String, in db: Database) throws(KeepsakeError) {
        if try isViewerDossier(patientID, in: db) {
            throw .readOnly("cannot \(what) of patient \(patientID): it is a relative's viewer copy of a centre's signed dossier, read-only for every session")
        }
    }

    static func isViewerDossier(_ patientID: String, in db: Database) throws(KeepsakeError) -> Bool {
        try db.scalar("SELECT 1 FROM viewer_dossiers WHERE dossier_id = ?", [.text(patientID)]) != nil
    }

    // MARK: Media

    /// Media of a relative's viewer copy belong to the copy (`ViewerCopyMedia`): only its
    /// viewer sessions read them, through the copy's attachments (`requireView`). Reached by
    /// hash (listed, read, attached to another record, left out of an update bundle as held,
    /// carried by an export) they are as if the store did not hold them, for every session;
    /// and the store's triggers refuse any other record naming them (`ViewerCopyGuard`). The
    /// one rule for media reached by hash: every such lookup goes through here.
    static func reachableMedia(_ sha256: String, in db: Database) throws(KeepsakeError) -> MediaRecord? {
        try db.record(MediaTable.select + " m WHERE m.sha256 = ? AND NOT " + ViewerCopyMedia.belongsToCopy("m.sha256"), [.text(sha256)])
            .map(MediaTable.record)
    }

    /// Every media record `reachableMedia` reaches, ascending by hash.
    static func reachableMedia(in db: Database) throws(KeepsakeError) -> [MediaRecord] {
        try db.records(MediaTable.select + " m WHERE NOT " + ViewerCopyMedia.belongsToCopy("m.sha256") + " ORDER BY m.sha256")
            .map(MediaTable.record)
    }

    // MARK: Accounts

    /// Checks that `session` may manage (reset, delete, link) account `target`: owners any
    /// account; staff relatives, and their own account for what they may do to it.
    static func requireManage(_ session: Session, _ target: Account, _ what: String) throws(KeepsakeError) {
        guard session.actor.role == .staff else { return }
        switch target.role {
        case .owner:
            throw .permissionDenied("cannot \(what) an owner account: staff manage relative accounts")
        case .staff where target.id != session.actor.accountID:
            throw .permissionDenied("cannot \(what) another staff member's account: staff manage relative accounts, and owners manage staff")
        case .staff, .relative:
            return
        }
    }

    /// The roles that manage a store: a store keeps at least one account of them.
    static let managingRoles: [Identity.Role] = Identity.Role.allCases.filter { Permission.manageAccount.holders.contains($0) }

    /// Refuses to delete `target` when it is the store's last managing account: nobody could
    /// manage the store afterwards.
    static func requireAnotherManager(besides target: Account, in db: Database) throws(KeepsakeError) {
        guard managingRoles.contains(target.role), try AccountTable.count(roles: managingRoles, in: db) <= 1 else { return }
        throw .permissionDenied("cannot delete the last owner or staff account: nobody could manage the store")
    }

    /// Checks that `session` may create an account with `role`.
    static func requireCreate(_ session: Session, role: Identity.Role) throws(KeepsakeError) {
        if session.actor.role == .staff && role == .owner {
            throw .permissionDenied("cannot create an owner account: staff create staff and relative accounts")
        }
    }
}

/// The one rule by which a relative sees a patient, for signed-in relatives (their link in
/// `relative_links`) and for viewer dossiers on a device (`viewer_dossiers`): linked, and the
/// link not ended on the host's today (its end date inclusive).
enum RelativeAccess {
    /// `link`: nil when there is no link; otherwise its `ends_on` value (null: no end).
    static func check(link: SQLValue?, patientID: String, today: CivilDate) throws(KeepsakeError) {
        guard let link else {
            throw .permissionDenied("cannot view patient \(patientID): this relative is not linked to them")
        }
        if case .text(let ends) = link, let end = CivilDate(ends), end < today {
            throw .permissionDenied("cannot view patient \(patientID): the relative's access ended on \(ends)")
        }
    }

    /// True when the rule lets the relative view the patient today.
    static func allows(link: SQLValue?, today: CivilDate) -> Bool {
        (try? check(link: link, patientID: "", today: today)) != nil
    }

    /// The same rule for a link end read outside a store (a viewer bundle's recipient entry).
    static func check(endsOn: CivilDate?, patientID: String, today: CivilDate) throws(KeepsakeError) {
        try check(link: endsOn.map { .text($0.description) } ?? .null, patientID: patientID, today: today)
    }
}
