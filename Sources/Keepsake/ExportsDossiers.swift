import CKeepsake
import KeepsakeCore

// Rehab patient dossiers. Conversion only; the rules (and every access check) live in the core.


private func session(_ handle: OpaquePointer?) throws(KeepsakeError) -> Session {
    try Handles.get(handle, .session, as: Session.self)
}

private func optionalString(_ pointer: UnsafePointer<CChar>?, _ name: String) throws(KeepsakeError) -> String? {
    pointer == nil ? nil : try Arg.string(pointer, name)
}

// MARK: - Patients

@c @implementation
public func ks_patient_create(_ outJSON: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ s: OpaquePointer?,
                              _ patientJSON: UnsafePointer<CChar>?, _ now: UnsafePointer<CChar>?) -> ks_status {
    outJSON?.pointee = nil
    return entry { () throws(KeepsakeError) in
        let ses = try session(s)
        let input = try PatientInput(json: try Arg.string(patientJSON, "patient_json"))
        try Arg.give(try ses.createPatient(input, now: try Arg.string(now, "now")).json, to: outJSON)
    }
}

@c @implementation
public func ks_patient_update(_ outJSON: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ s: OpaquePointer?,
                              _ patientID: UnsafePointer<CChar>?, _ patientJSON: UnsafePointer<CChar>?,
                              _ now: UnsafePointer<CChar>?) -> ks_status {
    outJSON?.pointee = nil
    return entry { () throws(KeepsakeError) in
        let ses = try session(s)
        let input = try PatientInput(json: try Arg.string(patientJSON, "patient_json"))
        let p = try ses.updatePatient(try Arg.string(patientID, "patient_id"), input, now: try Arg.string(now, "now"))
        try Arg.give(p.json, to: outJSON)
    }
}

@c @implementation
public func ks_patient_discharge(_ outJSON: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ s: OpaquePointer?,
                                 _ patientID: UnsafePointer<CChar>?, _ dischargedOn: UnsafePointer<CChar>?,
                                 _ now: UnsafePointer<CChar>?) -> ks_status {
    outJSON?.pointee = nil
    return entry { () throws(KeepsakeError) in
        let ses = try session(s)
        let p = try ses.dischargePatient(try Arg.string(patientID, "patient_id"), on: try optionalString(dischargedOn, "discharged_on"),
                                         now: try Arg.string(now, "now"))
        try Arg.give(p.json, to: outJSON)
    }
}

@c @implementation
public func ks_patient_get(_ outJSON: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ s: OpaquePointer?,
                           _ patientID: UnsafePointer<CChar>?, _ today: UnsafePointer<CChar>?) -> ks_status {
    outJSON?.pointee = nil
    return entry { () throws(KeepsakeError) in
        guard let outJSON else { throw .invalidArgument("out_json is NULL") }
        let p = try session(s).patient(try Arg.string(patientID, "patient_id"), today: try Arg.string(today, "today"))
        try Arg.give(p.json, to: outJSON)
    }
}

@c @implementation
public func ks_patient_list(_ outJSON: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ s: OpaquePointer?,
                            _ query: UnsafePointer<CChar>?, _ today: UnsafePointer<CChar>?) -> ks_status {
    outJSON?.pointee = nil
    return entry { () throws(KeepsakeError) in
        guard let outJSON else { throw .invalidArgument("out_json is NULL") }
        let list = try session(s).patients(matching: try optionalString(query, "query"), today: try Arg.string(today, "today"))
        try Arg.give(["patients": .array(list.map(\.json))], to: outJSON)
    }
}

@c @implementation
public func ks_patient_delete_preview(_ outJSON: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ s: OpaquePointer?,
                                      _ patientID: UnsafePointer<CChar>?) -> ks_status {
    outJSON?.pointee = nil
    return entry { () throws(KeepsakeError) in
        guard let outJSON else { throw .invalidArgument("out_json is NULL") }
        try Arg.give(try session(s).patientDeletionPreview(try Arg.string(patientID, "patient_id")).json, to: outJSON)
    }
}

@c @implementation
public func ks_patient_delete(_ outJSON: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ s: OpaquePointer?,
                              _ patientID: UnsafePointer<CChar>?) -> ks_status {
    outJSON?.pointee = nil
    return entry { () throws(KeepsakeError) in
        try Arg.give(try session(s).deletePatient(try Arg.string(patientID, "patient_id")).json, to: outJSON)
    }
}

// MARK: - Actions

@c @implementation
public func ks_dossier_action_record(_ outJSON: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ s: OpaquePointer?,
                                     _ patientID: UnsafePointer<CChar>?, _ actionJSON: UnsafePointer<CChar>?,
                                     _ now: UnsafePointer<CChar>?) -> ks_status {
    outJSON?.pointee = nil
    return entry { () throws(KeepsakeError) in
        let ses = try session(s)
        let content = try ActionContent(json: try Arg.string(actionJSON, "action_json"))
        let a = try ses.recordAction(patientID: try Arg.string(patientID, "patient_id"), content, now: try Arg.string(now, "now"))
        try Arg.give(a.json, to: outJSON)
    }
}

@c @implementation
public func ks_dossier_action_edit(_ outJSON: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ s: OpaquePointer?,
                                   _ actionID: UnsafePointer<CChar>?, _ actionJSON: UnsafePointer<CChar>?,
                                   _ now: UnsafePointer<CChar>?) -> ks_status {
    outJSON?.pointee = nil
    return entry { () throws(KeepsakeError) in
        let ses = try session(s)
        let content = try ActionContent(json: try Arg.string(actionJSON, "action_json"))
        let a = try ses.editAction(try Arg.string(actionID, "action_id"), content, now: try Arg.string(now, "now"))
        try Arg.give(a.json, to: outJSON)
    }
}

@c @implementation
public func ks_dossier_action_delete(_ outJSON: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ s: OpaquePointer?,
                                     _ actionID: UnsafePointer<CChar>?, _ now: UnsafePointer<CChar>?) -> ks_status {
    outJSON?.pointee = nil
    return entry { () throws(KeepsakeError) in
        let a = try session(s).deleteAction(try Arg.string(actionID, "action_id"), now: try Arg.string(now, "now"))
        try Arg.give(a.json, to: outJSON)
    }
}

@c @implementation
public func ks_dossier_action_get(_ outJSON: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ s: OpaquePointer?,
                                  _ actionID: UnsafePointer<CChar>?, _ today: UnsafePointer<CChar>?) -> ks_status {
    outJSON?.pointee = nil
    return entry { () throws(KeepsakeError) in
        guard let outJSON else { throw .invalidArgument("out_json is NULL") }
        let a = try session(s).action(try Arg.string(actionID, "action_id"), today: try Arg.string(today, "today"))
        try Arg.give(a.json, to: outJSON)
    }
}

@c @implementation
public func ks_dossier_action_history(_ outJSON: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ s: OpaquePointer?,
                                      _ actionID: UnsafePointer<CChar>?, _ today: UnsafePointer<CChar>?) -> ks_status {
    outJSON?.pointee = nil
    return entry { () throws(KeepsakeError) in
        guard let outJSON else { throw .invalidArgument("out_json is NULL") }
        let versions = try session(s).actionHistory(try Arg.string(actionID, "action_id"), today: try Arg.string(today, "today"))
        try Arg.give(["versions": .array(versions.map(\.json))], to: outJSON)
    }
}

@c @implementation
public func ks_dossier_timeline(_ outJSON: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ s: OpaquePointer?,
                                _ patientID: UnsafePointer<CChar>?, _ queryJSON: UnsafePointer<CChar>?,
                                _ today: UnsafePointer<CChar>?) -> ks_status {
    outJSON?.pointee = nil
    return entry { () throws(KeepsakeError) in
        guard let outJSON else { throw .invalidArgument("out_json is NULL") }
        let ses = try session(s)
        let query = try TimelineQuery(json: try optionalString(queryJSON, "query_json"))
        let page = try ses.timeline(patientID: try Arg.string(patientID, "patient_id"), query, today: try Arg.string(today, "today"))
        try Arg.give(page.json, to: outJSON)
    }
}

// MARK: - Attachments

@c @implementation
public func ks_dossier_attachment_add(_ outJSON: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ s: OpaquePointer?,
                                      _ patientID: UnsafePointer<CChar>?, _ actionID: UnsafePointer<CChar>?,
                                      _ sha256: UnsafePointer<CChar>?, _ attachmentJSON: UnsafePointer<CChar>?,
                                      _ now: UnsafePointer<CChar>?) -> ks_status {
    outJSON?.pointee = nil
    return entry { () throws(KeepsakeError) in
        let ses = try session(s)
        let input = try AttachmentInput(json: try optionalString(attachmentJSON, "attachment_json"))
        let a = try ses.attach(try Arg.string(sha256, "sha256"), patientID: try Arg.string(patientID, "patient_id"),
                               actionID: try optionalString(actionID, "action_id"), input, now: try Arg.string(now, "now"))
        try Arg.give(a.json, to: outJSON)
    }
}

@c @implementation
public func ks_dossier_attachment_update(_ outJSON: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ s: OpaquePointer?,
                                         _ attachmentID: UnsafePointer<CChar>?, _ attachmentJSON: UnsafePointer<CChar>?) -> ks_status {
    outJSON?.pointee = nil
    return entry { () throws(KeepsakeError) in
        let ses = try session(s)
        let input = try AttachmentInput(json: try Arg.string(attachmentJSON, "attachment_json"))
        try Arg.give(try ses.updateAttachment(try Arg.string(attachmentID, "attachment_id"), input).json, to: outJSON)
    }
}

@c @implementation
public func ks_dossier_attachment_delete(_ s: OpaquePointer?, _ attachmentID: UnsafePointer<CChar>?) -> ks_status {
    entry { () throws(KeepsakeError) in
        try session(s).deleteAttachment(try Arg.string(attachmentID, "attachment_id"))
    }
}

@c @implementation
public func ks_dossier_attachment_get(_ outJSON: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ s: OpaquePointer?,
                                      _ attachmentID: UnsafePointer<CChar>?, _ today: UnsafePointer<CChar>?) -> ks_status {
    outJSON?.pointee = nil
    return entry { () throws(KeepsakeError) in
        guard let outJSON else { throw .invalidArgument("out_json is NULL") }
        let a = try session(s).attachment(try Arg.string(attachmentID, "attachment_id"), today: try Arg.string(today, "today"))
        try Arg.give(a.json, to: outJSON)
    }
}

@c @implementation
public func ks_dossier_attachment_list(_ outJSON: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ s: OpaquePointer?,
                                       _ patientID: UnsafePointer<CChar>?, _ actionID: UnsafePointer<CChar>?,
                                       _ today: UnsafePointer<CChar>?) -> ks_status {
    outJSON?.pointee = nil
    return entry { () throws(KeepsakeError) in
        guard let outJSON else { throw .invalidArgument("out_json is NULL") }
        let list = try session(s).attachments(patientID: try Arg.string(patientID, "patient_id"),
                                               actionID: try optionalString(actionID, "action_id"), today: try Arg.string(today, "today"))
        try Arg.give(["attachments": .array(list.map(\.json))], to: outJSON)
    }
}

@c @implementation
public func ks_dossier_attachment_read(_ outLength: UnsafeMutablePointer<Int>?, _ s: OpaquePointer?,
                                       _ attachmentID: UnsafePointer<CChar>?, _ offset: UInt64,
                                       _ buffer: UnsafeMutableRawPointer?, _ capacity: Int,
                                       _ today: UnsafePointer<CChar>?) -> ks_status {
    outLength?.pointee = 0
    return entry { () throws(KeepsakeError) in
        guard let outLength else { throw .invalidArgument("out_length is NULL") }
        let ses = try session(s)
        let id = try Arg.string(attachmentID, "attachment_id")
        let day = try Arg.string(today, "today")
        guard capacity >= 0 else { throw .invalidArgument("capacity is too large") }
        guard let buffer else {
            if capacity == 0 { _ = try ses.attachment(id, today: day); return }
            throw .invalidArgument("buffer is NULL but capacity is \(capacity)")
        }
        outLength.pointee = try ses.readAttachment(id, offset: offset, into: UnsafeMutableRawBufferPointer(start: buffer, count: capacity), today: day)
    }
}

@c @implementation
public func ks_media_limits_get(_ outJSON: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ s: OpaquePointer?) -> ks_status {
    outJSON?.pointee = nil
    return entry { () throws(KeepsakeError) in
        guard let outJSON else { throw .invalidArgument("out_json is NULL") }
        try Arg.give(try session(s).mediaLimits().json, to: outJSON)
    }
}

@c @implementation
public func ks_media_limits_set(_ s: OpaquePointer?, _ limitsJSON: UnsafePointer<CChar>?) -> ks_status {
    entry { () throws(KeepsakeError) in
        let ses = try session(s)
        try ses.setMediaLimits(try MediaLimits(json: try Arg.string(limitsJSON, "limits_json")))
    }
}

// MARK: - Exports

@c @implementation
public func ks_dossier_export_bundle(_ outJSON: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ s: OpaquePointer?,
                                     _ patientID: UnsafePointer<CChar>?, _ path: UnsafePointer<CChar>?,
                                     _ options: UnsafePointer<ks_export_options>?) -> ks_status {
    outJSON?.pointee = nil
    return entry { () throws(KeepsakeError) in
        let ses = try session(s)
        let patient = try Arg.string(patientID, "patient_id")
        let target = try Arg.string(path, "path")
        let exportOptions = try Arg.exportOptions(options)
        let result = try ses.exportDossierBundle(patientID: patient, to: target,
                                                 options: exportOptions)
        try Arg.give(result.json, to: outJSON)
    }
}

@c @implementation
public func ks_dossier_export_fhir(_ outJSON: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ s: OpaquePointer?,
                                   _ patientID: UnsafePointer<CChar>?, _ path: UnsafePointer<CChar>?,
                                   _ created: UnsafePointer<CChar>?) -> ks_status {
    outJSON?.pointee = nil
    return entry { () throws(KeepsakeError) in
        let ses = try session(s)
        let result = try ses.exportFHIR(patientID: try Arg.string(patientID, "patient_id"), to: try Arg.string(path, "path"),
                                        created: try Arg.string(created, "created"))
        try Arg.give(result.json, to: outJSON)
    }
}

@c @implementation
public func ks_dossier_export_call_log(_ outJSON: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ s: OpaquePointer?,
                                       _ patientID: UnsafePointer<CChar>?, _ path: UnsafePointer<CChar>?) -> ks_status {
    outJSON?.pointee = nil
    return entry { () throws(KeepsakeError) in
        let ses = try session(s)
        let result = try ses.exportCallLog(patientID: try optionalString(patientID, "patient_id"), to: try Arg.string(path, "path"))
        try Arg.give(result.json, to: outJSON)
    }
}
