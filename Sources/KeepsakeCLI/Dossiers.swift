import KeepsakeCore

extension CLI {
    static let dossierVerb = Verb(
        name: "dossier", abstract: "List patients; export a dossier bundle, its FHIR Bundle and the call log.",
        usage: """
            keepsake dossier list --store DIR [--as USER] [--search TEXT] [--today DATE]
                   keepsake dossier export --store DIR [--as USER] --patient ID -o OUT [--created INSTANT]
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
              -o, --output OUT    the file to write (replaced if present)
              --created INSTANT   the RFC 3339 instant written into the bundle (default: now)
              --search TEXT       only names containing TEXT, without regard to case
              --today DATE        the civil day relatives' links are checked on (default: today, UTC)
            """,
        run: Commands.dossier)
}

extension Commands {
    static func dossier(_ args: inout Arguments) throws(CLIError) {
        guard let sub = args.takeFirstWord() else { throw .usage("say what to do: list, export, fhir or calls", verb: nil) }
        let storePath = try args.required("--store")
        let actingAs = try args.option("--as")
        switch sub {
        case "list":
            let search = try args.option("--search")
            let today = try args.option("--today") ?? String(Clock.now().prefix(10))
            try noPositionals(&args)
            let session = try dossierSession(storePath, actingAs)
            let patients = try core { () throws(KeepsakeError) in try session.patients(matching: search, today: today) }
            for p in patients {
                Output.out("\(p.id)  \(p.fullName)  born \(p.birthDate)  admitted \(p.admittedOn)\(p.dischargedOn.map { "  discharged \($0)" } ?? "")\n")
            }
        case "export", "fhir":
            let patient = try args.required("--patient")
            guard let output = try args.option("-o", "--output") else { throw .usage("-o OUT is required", verb: nil) }
            let created = try args.option("--created") ?? Clock.now()
            try noPositionals(&args)
            let session = try dossierSession(storePath, actingAs)
            if sub == "export" {
                let result = try core { () throws(KeepsakeError) -> ExportResult in
                    try session.exportDossierBundle(patientID: patient, to: output, options: ExportOptions(created: created, progress: Output.progressBar("export")))
                }
                Output.out("wrote \(result.path): \(result.members) members, \(result.size) bytes\n")
            } else {
                let result = try core { () throws(KeepsakeError) in try session.exportFHIR(patientID: patient, to: output, created: created) }
                Output.out("wrote \(result.path): \(result.records) FHIR resources, \(result.size) bytes\n")
            }
        case "calls":
            let patient = try args.option("--patient")
            guard let output = try args.option("-o", "--output") else { throw .usage("-o OUT is required", verb: nil) }
            try noPositionals(&args)
            let session = try dossierSession(storePath, actingAs)
            let result = try core { () throws(KeepsakeError) in try session.exportCallLog(patientID: patient, to: output) }
            Output.out("wrote \(result.path): \(result.records) calls, \(result.size) bytes\n")
        default:
            throw .usage("unknown dossier command '\(sub)'; use list, export, fhir or calls", verb: nil)
        }
    }

    private static func dossierSession(_ storePath: String, _ actingAs: String?) throws(CLIError) -> Session {
        let store = try core { () throws(KeepsakeError) in try Store.open(at: storePath) }
        return try session(store, actingAs)
    }
}
