import KeepsakeCore

/// The demo's rehab patient: a timeline with an edited and a deleted action, calls with the
/// family, the generated photos and video attached, then a dossier bundle, its FHIR Bundle and
/// the call log. Re-running the demo replaces the patient.
enum DemoDossier {
    static let name = "Anna Berg (demo)"

    static func build(_ session: Session, generated: String, bundles: String, today: CivilDate, now: Instant) throws(KeepsakeError) {
        for old in try session.patients(matching: name, today: today) where old.fullName == name { try session.deletePatient(old.id) }
        let patient = try session.createPatient(PatientInput(fullName: name, birthDate: CivilDate(year: 1950, month: 4, day: 2), admittedOn: CivilDate(year: 2026, month: 11, day: 2),
                                                             diagnosis: "Ischaemic stroke, left hemiparesis", notes: "Prefers mornings. Daughter Maria is the contact."), now: now)
        /// `2026-11-DDTHH:MM:00+01:00`, the centre's local time.
        func at(_ day: Int, _ time: String) -> Instant {
            let hm = time.split(separator: ":").map { Int64($0) ?? 0 }
            let local = CivilDate(year: 2026, month: 11, day: day).dayNumber * 86_400 + hm[0] * 3600 + hm[1] * 60
            return Instant(seconds: local - 3600, utcOffsetSeconds: 3600)
        }
        var actions: [DossierAction] = []
        let plan: [ActionContent] = [
            ActionContent(occurredAt: at(3, "09:00"), kind: .therapy, title: "Gait training", details: "Parallel bars, 4 lengths with support.", durationSeconds: 2700),
            ActionContent(occurredAt: at(3, "07:30"), kind: .measurement, title: "Blood pressure (systolic)", value: "142", unit: "mmHg"),
            ActionContent(occurredAt: at(4, "08:00"), kind: .medication, title: "Aspirin 100 mg", details: "Oral, with breakfast."),
            ActionContent(occurredAt: at(4, "14:00"), kind: .procedure, title: "Swallowing assessment", durationSeconds: 1800),
            ActionContent(occurredAt: at(5, "10:15"), kind: .call, title: "Weekly update", details: "Progress and visiting hours.", durationSeconds: 420,
                          call: .init(direction: .outgoing, party: "Maria Keller (daughter)", number: "+41 44 555 01 23", outcome: .answered)),
            ActionContent(occurredAt: at(6, "18:40"), kind: .call, title: "Daughter called back", durationSeconds: 0,
                          call: .init(direction: .incoming, party: "Maria Keller (daughter)", number: "+41 44 555 01 23", outcome: .noAnswer)),
            ActionContent(occurredAt: at(7, "07:30"), kind: .measurement, title: "Temperature", value: "36.6", unit: "°C"),
            ActionContent(occurredAt: at(8, "11:00"), kind: .note, title: "Walked to the window unaided", details: "First time without the frame."),
        ]
        for content in plan { actions.append(try session.recordAction(patientID: patient.id, content, now: now)) }
        var edited = plan[0]
        edited.details = "Parallel bars, 6 lengths with light support."
        _ = try session.editAction(actions[0].id, edited, now: now)
        let mistake = try session.recordAction(patientID: patient.id, ActionContent(occurredAt: at(8, "12:00"), kind: .note, title: "Entered for the wrong patient"), now: now)
        _ = try session.deleteAction(mistake.id, now: now)
        Output.out("patient: \(patient.fullName) (\(patient.id)), \(plan.count) actions, one edited, one deleted\n")

        let files = (1...DemoMedia.palettes.count).map { "photo-\($0).png" } + ["walk.y4m"]
        for (index, file) in files.enumerated() {
            let record = try session.importMedia(fromFile: generated + "/" + file, now: now)
            let isVideo = file.hasSuffix(".y4m")
            _ = try session.attach(record.sha256, patientID: patient.id, actionID: index == 0 ? nil : actions[0].id,
                                   AttachmentInput(caption: isVideo ? "Gait training, day 3" : index == 0 ? "Portrait" : "Therapy photo \(index)",
                                                   capturedAt: .some(at(3, isVideo ? "09:20" : "09:0\(index)"))), now: now)
        }
        Output.out("attach:  \(files.count) files (\(files.count - 1) photos and the video) to the patient and the gait training\n")

        let bundle = bundles + "/dossier.keepsake"
        let result = try session.exportDossierBundle(patientID: patient.id, to: bundle, options: ExportOptions(created: now))
        try Bundles.verify(at: bundle)
        Output.out("dossier: \(result.path) (\(result.members) members, \(result.size) bytes), valid\n")
        let fhir = try session.exportFHIR(patientID: patient.id, to: bundles + "/dossier.fhir.json", created: now)
        Output.out("fhir:    \(fhir.path) (\(fhir.records) resources)\n")
        let calls = try session.exportCallLog(patientID: patient.id, to: bundles + "/calls.csv")
        Output.out("calls:   \(calls.path) (\(calls.records) calls)\n")
    }
}
