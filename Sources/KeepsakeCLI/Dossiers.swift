import KeepsakeCore

extension CLI {
    static let dossierVerb = Verb(
        name: "dossier", abstract: "List patients; export a dossier bundle, its FHIR Bundle and the call log.",
        usage: """
            keepsake dossier list --store DIR [--as USER] [--search TEXT] [--limit N [--after CURSOR]] [--today DATE]
                   keepsake dossier export --store DIR [--as USER] --patient ID -o OUT [--created INSTANT] [--since BASE]
                   keepsake dossier fhir --store DIR [--as USER] --patient ID -o OUT [--created INSTANT]
                   keepsake dossier calls --store DIR [--as USER] [--patient ID] -o OUT
            """,
        details: """
            list     one line per patient the user may view: id, name, born, admitted, discharged
                     (active patients first, then by name)
            export   a bundle of kind dossier (FORMAT.md section 13): the patient, every version
                     of every action, the attachments and their media; never relatives' links
            fhir     the dossier as an HL7 FHIR R4 JSON Bundle (Patient, RelatedPerson,
                     Procedure, Observation, Media)
            calls    the call log as CSV for a CRM (direction, party, number, start, duration,
                     outcome, patient), of one patient or of all

            Files are written atomically. Import a dossier bundle with 'keepsake import'.

            Options:
              --store DIR         the store folder
              --as USER           sign in as USER (needed once the store has accounts)
              --patient ID        the patient's id (see 'dossier list')
              -o, --output OUT    the file to write (a regular file, replaced if present), or - for stdout
              --created INSTANT   the RFC 3339 instant written into the bundle (default: now)
              --since BASE        for export: an update against BASE, a bundle the recipient has
                                  imported: every record, only the media BASE lacked (FORMAT.md 16)
              --search TEXT       only names containing TEXT, without regard to case
              --limit N           for list: one page of at most N patients (1 to 1000); the
                                  cursor of the next page follows on a last line "next: CURSOR"
                                  (in --json: "next_cursor")
              --after CURSOR      for list with --limit: the page after CURSOR
              --today DATE        the civil day relatives' links are checked on (default: today)
            """,
        run: Commands.dossier)
}

extension Commands {
    static func dossier(_ args: inout Arguments) throws(CLIError) {
        let sub = args.takeFirstWord() ?? ""
        let access = try args.store()
        let printer = args.printer
        switch sub {
        case "list":
            let search = try args.option("--search")
            let limitText = try args.option("--limit")
            let after = try args.option("--after")
            let today = try args.today()
            try args.none()
            func table(_ patients: [Patient]) -> String {
                TextView.listing(["id", "name", "born", "admitted", "discharged"], patients.map { p in
                    [p.id, p.fullName, "\(p.birthDate)", "\(p.admittedOn)", p.dischargedOn.map { "\($0)" } ?? "-"]
                })
            }
            guard let limitText else {
                if after != nil { throw .usage("--after needs --limit", verb: nil) }
                let session = try access.session()
                let patients = try core { () throws(KeepsakeError) in try session.patients(matching: search, today: today) }
                printer.record(patients, table(patients))
                return
            }
            guard let limit = Int64(limitText), (1...PatientPage.maxLimit).contains(limit) else {
                throw .usage("--limit takes a whole number from 1 to \(PatientPage.maxLimit), not '\(Arguments.quoted(limitText))'", verb: nil)
            }
            let session = try access.session()
            let page = try core { () throws(KeepsakeError) in try session.patientPage(matching: search, limit: limit, after: after, today: today) }
            printer.record(page, table(page.patients) + (page.nextCursor.map { "next: \($0)\n" } ?? ""))
        case "export", "fhir":
            let givenPatient = try args.required("--patient")
            guard let output = try args.output("-o", "--output") else { throw .usage("-o OUT is required", verb: nil) }
            let created = try args.instant("--created")
            let base = sub == "export" ? try args.option("--since") : nil
            let today = try args.today()
            try args.none()
            let session = try access.session()
            let patient = try IDPrefix.patient(givenPatient, session, today: today)
            if sub == "export" {
                try writeBundle(printer, access, output, label: "export") { (path, progress) throws(KeepsakeError) in
                    try session.exportDossierBundle(patientID: patient, to: path, options: ExportOptions(created: created, progress: progress, base: base))
                }
            } else {
                let result = try write(printer, access, output, binary: false) { (path) throws(KeepsakeError) in
                    try session.exportFHIR(patientID: patient, to: path, created: created)
                }
                if case .file = output { printer.done(result, "wrote \(result.path): \(result.records) FHIR resources, \(result.size) bytes\n") }
            }
        case "calls":
            let givenPatient = try args.option("--patient")
            guard let output = try args.output("-o", "--output") else { throw .usage("-o OUT is required", verb: nil) }
            let today = try args.today()
            try args.none()
            let session = try access.session()
            var patient: String?
            if let givenPatient { patient = try IDPrefix.patient(givenPatient, session, today: today) }
            let result = try write(printer, access, output, binary: false) { (path) throws(KeepsakeError) in
                try session.exportCallLog(patientID: patient, to: path)
            }
            if case .file = output { printer.done(result, "wrote \(result.path): \(result.records) calls, \(result.size) bytes\n") }
        default:
            break
        }
    }
}
