// The rehab centre's app (staff): the patient list and a patient's timeline with its photos
// and videos; and the relatives' viewer on their own device.
import Foundation
import KeepsakeKit
import Observation

/// The staff's first screen: the patients, active first, kept current while colleagues (other
/// devices' imports, the centre's tools) change them; a search field filters.
@Observable
public final class PatientListModel {
    /// The patients shown.
    public private(set) var patients: [Patient] = []
    /// The search field.
    public var query = ""
    private let session: AsyncSession
    private let today: CivilDate

    /// The list of the patients `session` may see.
    public init(session: AsyncSession, today: CivilDate = userToday()) {
        self.session = session
        self.today = today
    }

    /// Reads the list once.
    public func load() async throws {
        patients = try await session.patients(matching: query, today: today)
    }

    /// Keeps `patients` current for the query at the time of the call until the task ends
    /// (`.task(id: model.query) { try? await model.observe() }`).
    public func observe() async throws {
        let (query, today) = (self.query, self.today)
        for try await patients in session.values({ s in try s.patients(matching: query, today: today) }) {
            self.patients = patients
        }
    }
}

/// A patient's timeline, newest first, page by page, with the media of its attachments.
@Observable
public final class TimelineModel {
    /// The actions loaded so far.
    public private(set) var actions: [DossierAction] = []
    /// All the actions of the timeline.
    public private(set) var total: Int64 = 0
    /// The patient.
    public let patientID: Patient.ID
    private var next: String?
    private var started = false
    private let session: AsyncSession
    private let today: CivilDate

    /// The timeline of `patientID`.
    public init(patientID: Patient.ID, session: AsyncSession, today: CivilDate = userToday()) {
        self.patientID = patientID
        self.session = session
        self.today = today
    }

    /// Whether another page is there.
    public var hasMore: Bool { !started || next != nil }

    /// Loads the first page again.
    public func reload() async throws {
        started = false
        next = nil
        actions = []
        try await loadMore()
    }

    /// The next page (the list's last row appeared).
    public func loadMore() async throws {
        guard hasMore else { return }
        let page = try await session.timeline(patientID: patientID, TimelineQuery(limit: 20, cursor: next), today: today)
        actions += page.actions
        total = page.total
        next = page.nextCursor
        started = true
    }

    /// The "note" button of the staff's screen.
    public func addNote(_ title: String, details: String = "") async throws {
        _ = try await session.recordAction(patientID: patientID, ActionContent(occurredAt: Instant(Date()), kind: .note, title: title, details: details))
        try await reload()
    }

    /// The attachments of the patient (photos, videos).
    public func attachments() async throws -> [DossierAttachment] {
        let (patientID, today) = (self.patientID, self.today)
        return try await session.perform { s in try s.attachments(patientID: patientID, actionID: nil, today: today) }
    }

    /// The URL an `AVPlayer` or an image view reads attachment `id` from, in place.
    public func mediaURL(of id: DossierAttachment.ID) async throws -> URL {
        try await session.attachmentFile(id, today: today).url
    }
}

/// A relative's device: the dossiers opened from viewer bundles, opening a new one, and
/// signing in to one, offline.
@Observable
public final class RelativeDeviceModel {
    /// The dossiers on the device.
    public private(set) var dossiers: [ViewerDossier] = []
    private let store: KeepsakeStore
    private let today: CivilDate

    /// The device's store.
    public init(store: KeepsakeStore, today: CivilDate = userToday()) {
        self.store = store
        self.today = today
    }

    /// Reads the list of dossiers.
    public func load() async throws {
        dossiers = try await store.viewerDossiers()
    }

    /// Accepts the centre's invitation (a scanned QR code or a pasted text): from then on the
    /// device opens that centre's viewer bundles, and no one else's.
    public func accept(invitation text: String) async throws -> TrustedCentre {
        let owner = try await store.ownerSession()
        return try await owner.trustInvitation(text)
    }

    /// Opens a viewer bundle the centre sent (a file shared to the app), from a centre whose
    /// invitation the device accepted: the first one pins the dossier to the centre's key.
    public func open(bundleAt path: String, username: String, password: String) async throws -> ViewerOpenResult {
        let owner = try await store.ownerSession()
        let (_, opened) = try await owner.openViewerBundle(at: path, username: username, password: password, today: today)
        try await load()
        return opened
    }

    /// Signs in to dossier `id`: the relative's screen.
    public func signIn(to id: ViewerDossier.ID, username: String, password: String) async throws -> RelativeDossierModel {
        let session = try await store.viewerSignIn(dossierID: id, username: username, password: password, today: today)
        let model = RelativeDossierModel(session: session, patientID: id, today: today)
        try await model.load()
        return model
    }
}

/// The relative's screen: their patient, the timeline, the photos and videos; read-only.
@Observable
public final class RelativeDossierModel {
    /// The patient.
    public private(set) var patient: Patient?
    /// The timeline.
    public let timeline: TimelineModel
    private let session: AsyncSession
    private let today: CivilDate

    init(session: AsyncSession, patientID: Patient.ID, today: CivilDate) {
        self.session = session
        self.today = today
        self.timeline = TimelineModel(patientID: patientID, session: session, today: today)
    }

    /// Reads the patient and the first page of the timeline.
    public func load() async throws {
        let (id, today) = (timeline.patientID, self.today)
        patient = try await session.perform { s in try s.patient(id, today: today) }
        try await timeline.reload()
    }
}
