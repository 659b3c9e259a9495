import CKeepsake
import KeepsakeCore

// Rehab patient dossiers. Conversion only; the rules (and every access check) live in the core.

// MARK: - Patients

@c @implementation
public func ks_patient_create(_ outJSON: OutText?, _ session: OpaquePointer?, _ patientJSON: InText?, _ now: InText?) -> ks_status {
    call(outJSON, .optional, session) { (s) throws(KeepsakeError) in
        try s.createPatient(try PatientInput(json: try Arg.string(patientJSON, "patient_json")), now: try Arg.instant(now, "now")).json
    }
}

@c @implementation
public func ks_patient_update(_ outJSON: OutText?, _ session: OpaquePointer?, _ patientID: InText?, _ patientJSON: InText?,
                              _ now: InText?) -> ks_status {
    call(outJSON, .optional, session) { (s) throws(KeepsakeError) in
        let input = try PatientInput(json: try Arg.string(patientJSON, "patient_json"))
        return try s.updatePatient(try Arg.string(patientID, "patient_id"), input, now: try Arg.instant(now, "now")).json
    }
}

@c @implementation
public func ks_patient_discharge(_ outJSON: OutText?, _ session: OpaquePointer?, _ patientID: InText?, _ dischargedOn: InText?,
                                 _ now: InText?) -> ks_status {
    call(outJSON, .optional, session) { (s) throws(KeepsakeError) in
        try s.dischargePatient(try Arg.string(patientID, "patient_id"), on: try Arg.optionalDay(dischargedOn, "discharged_on"),
                               now: try Arg.instant(now, "now")).json
    }
}

@c @implementation
public func ks_patient_get(_ outJSON: OutText?, _ session: OpaquePointer?, _ patientID: InText?, _ today: InText?) -> ks_status {
    call(outJSON, .required, session) { (s) throws(KeepsakeError) in
        try s.patient(try Arg.string(patientID, "patient_id"), today: try Arg.day(today, "today")).json
    }
}

@c @implementation
public func ks_patient_list(_ outJSON: OutText?, _ session: OpaquePointer?, _ query: InText?, _ today: InText?) -> ks_status {
    call(outJSON, .required, session) { (s) throws(KeepsakeError) in
        ["patients": .array(try s.patients(matching: try Arg.optional(query, "query"), today: try Arg.day(today, "today")).map(\.json))]
    }
}

@c @implementation
public func ks_patient_page(_ outJSON: OutText?, _ session: OpaquePointer?, _ query: InText?, _ limit: Int64, _ after: InText?,
                            _ today: InText?) -> ks_status {
    call(outJSON, .required, session) { (s) throws(KeepsakeError) in
        try s.patientPage(matching: try Arg.optional(query, "query"), limit: limit, after: try Arg.optional(after, "after"),
                          today: try Arg.day(today, "today")).json
    }
}

@c @implementation
public func ks_patient_delete_preview(_ outJSON: OutText?, _ session: OpaquePointer?, _ patientID: InText?) -> ks_status {
    call(outJSON, .required, session) { (s) throws(KeepsakeError) in
        try s.patientDeletionPreview(try Arg.string(patientID, "patient_id")).json
    }
}

@c @implementation
public func ks_patient_delete(_ outJSON: OutText?, _ session: OpaquePointer?, _ patientID: InText?) -> ks_status {
    call(outJSON, .optional, session) { (s) throws(KeepsakeError) in try s.deletePatient(try Arg.string(patientID, "patient_id")).json }
}

// MARK: - Actions

@c @implementation
public func ks_dossier_action_record(_ outJSON: OutText?, _ session: OpaquePointer?, _ patientID: InText?, _ actionJSON: InText?,
                                     _ now: InText?) -> ks_status {
    call(outJSON, .optional, session) { (s) throws(KeepsakeError) in
        let content = try ActionContent(json: try Arg.string(actionJSON, "action_json"))
        return try s.recordAction(patientID: try Arg.string(patientID, "patient_id"), content, now: try Arg.instant(now, "now")).json
    }
}

@c @implementation
public func ks_dossier_action_edit(_ outJSON: OutText?, _ session: OpaquePointer?, _ actionID: InText?, _ actionJSON: InText?,
                                   _ now: InText?) -> ks_status {
    call(outJSON, .optional, session) { (s) throws(KeepsakeError) in
        let content = try ActionContent(json: try Arg.string(actionJSON, "action_json"))
        return try s.editAction(try Arg.string(actionID, "action_id"), content, now: try Arg.instant(now, "now")).json
    }
}

@c @implementation
public func ks_dossier_action_delete(_ outJSON: OutText?, _ session: OpaquePointer?, _ actionID: InText?, _ now: InText?) -> ks_status {
    call(outJSON, .optional, session) { (s) throws(KeepsakeError) in
        try s.deleteAction(try Arg.string(actionID, "action_id"), now: try Arg.instant(now, "now")).json
    }
}

@c @implementation
public func ks_dossier_action_get(_ outJSON: OutText?, _ session: OpaquePointer?, _ actionID: InText?, _ today: InText?) -> ks_status {
    call(outJSON, .required, session) { (s) throws(KeepsakeError) in
        try s.action(try Arg.string(actionID, "action_id"), today: try Arg.day(today, "today")).json
    }
}

@c @implementation
public func ks_dossier_action_history(_ outJSON: OutText?, _ session: OpaquePointer?, _ actionID: InText?, _ today: InText?) -> ks_status {
    call(outJSON, .required, session) { (s) throws(KeepsakeError) in
        ["versions": .array(try s.actionHistory(try Arg.string(actionID, "action_id"), today: try Arg.day(today, "today")).map(\.json))]
    }
}

@c @implementation
public func ks_dossier_timeline(_ outJSON: OutText?, _ session: OpaquePointer?, _ patientID: InText?, _ queryJSON: InText?,
                                _ today: InText?) -> ks_status {
    call(outJSON, .required, session) { (s) throws(KeepsakeError) in
        let query = try TimelineQuery(json: try Arg.optional(queryJSON, "query_json"))
        return try s.timeline(patientID: try Arg.string(patientID, "patient_id"), query, today: try Arg.day(today, "today")).json
    }
}

// MARK: - Attachments

@c @implementation
public func ks_dossier_attachment_add(_ outJSON: OutText?, _ session: OpaquePointer?, _ patientID: InText?, _ actionID: InText?,
                                      _ sha256: InText?, _ attachmentJSON: InText?, _ now: InText?) -> ks_status {
    call(outJSON, .optional, session) { (s) throws(KeepsakeError) in
        let input = try AttachmentInput(json: try Arg.optional(attachmentJSON, "attachment_json"))
        return try s.attach(try Arg.string(sha256, "sha256"), patientID: try Arg.string(patientID, "patient_id"),
                            actionID: try Arg.optional(actionID, "action_id"), input, now: try Arg.instant(now, "now")).json
    }
}

@c @implementation
public func ks_dossier_attachment_update(_ outJSON: OutText?, _ session: OpaquePointer?, _ attachmentID: InText?,
                                         _ attachmentJSON: InText?) -> ks_status {
    call(outJSON, .optional, session) { (s) throws(KeepsakeError) in
        let input = try AttachmentInput(json: try Arg.string(attachmentJSON, "attachment_json"))
        return try s.updateAttachment(try Arg.string(attachmentID, "attachment_id"), input).json
    }
}

@c @implementation
public func ks_dossier_attachment_delete(_ session: OpaquePointer?, _ attachmentID: InText?) -> ks_status {
    call(session) { (s) throws(KeepsakeError) in try s.deleteAttachment(try Arg.string(attachmentID, "attachment_id")) }
}

@c @implementation
public func ks_dossier_attachment_get(_ outJSON: OutText?, _ session: OpaquePointer?, _ attachmentID: InText?, _ today: InText?) -> ks_status {
    call(outJSON, .required, session) { (s) throws(KeepsakeError) in
        try s.attachment(try Arg.string(attachmentID, "attachment_id"), today: try Arg.day(today, "today")).json
    }
}

@c @implementation
public func ks_dossier_attachment_list(_ outJSON: OutText?, _ session: OpaquePointer?, _ patientID: InText?, _ actionID: InText?,
                                       _ today: InText?) -> ks_status {
    call(outJSON, .required, session) { (s) throws(KeepsakeError) in
        let list = try s.attachments(patientID: try Arg.string(patientID, "patient_id"), actionID: try Arg.optional(actionID, "action_id"),
                                     today: try Arg.day(today, "today"))
        return ["attachments": .array(list.map(\.json))]
    }
}

@c @implementation
public func ks_dossier_attachment_read(_ outLength: UnsafeMutablePointer<Int>?, _ outBuffer: UnsafeMutableRawPointer?, _ capacity: Int,
                                       _ session: OpaquePointer?, _ attachmentID: InText?, _ offset: UInt64,
                                       _ today: InText?) -> ks_status {
    readInto(outLength, outBuffer, capacity, session,
             check: { (s) throws(KeepsakeError) in
                 _ = try s.attachment(try Arg.string(attachmentID, "attachment_id"), today: try Arg.day(today, "today"))
             },
             read: { (s, buffer) throws(KeepsakeError) in
                 try s.readAttachment(try Arg.string(attachmentID, "attachment_id"), offset: offset, into: buffer,
                                      today: try Arg.day(today, "today"))
             })
}

@c @implementation
public func ks_media_limits_get(_ outJSON: OutText?, _ session: OpaquePointer?) -> ks_status {
    call(outJSON, .required, session) { (s) throws(KeepsakeError) in try s.mediaLimits().json }
}

@c @implementation
public func ks_media_limits_set(_ session: OpaquePointer?, _ limitsJSON: InText?) -> ks_status {
    call(session) { (s) throws(KeepsakeError) in try s.setMediaLimits(try MediaLimits(json: try Arg.string(limitsJSON, "limits_json"))) }
}

// MARK: - Exports

@c @implementation
public func ks_dossier_export_bundle(_ outJSON: OutText?, _ session: OpaquePointer?, _ patientID: InText?, _ path: InText?,
                                     _ options: UnsafePointer<ks_export_options>?) -> ks_status {
    call(outJSON, .optional, session) { (s) throws(KeepsakeError) in
        try s.exportDossierBundle(patientID: try Arg.string(patientID, "patient_id"), to: try Arg.string(path, "path"),
                                  options: try Arg.exportOptions(options)).json
    }
}

@c @implementation
public func ks_dossier_export_fhir(_ outJSON: OutText?, _ session: OpaquePointer?, _ patientID: InText?, _ path: InText?,
                                   _ options: UnsafePointer<ks_export_options>?) -> ks_status {
    call(outJSON, .optional, session) { (s) throws(KeepsakeError) in
        try s.exportFHIR(patientID: try Arg.string(patientID, "patient_id"), to: try Arg.string(path, "path"),
                         options: try Arg.exportOptions(options)).json
    }
}

@c @implementation
public func ks_dossier_export_call_log(_ outJSON: OutText?, _ session: OpaquePointer?, _ patientID: InText?, _ path: InText?) -> ks_status {
    call(outJSON, .optional, session) { (s) throws(KeepsakeError) in
        try s.exportCallLog(patientID: try Arg.optional(patientID, "patient_id"), to: try Arg.string(path, "path")).json
    }
}
