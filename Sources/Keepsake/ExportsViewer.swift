import CKeepsake
import KeepsakeCore

// Viewer bundles for relatives. Conversion only; the rules and the cryptography live in the core.

@c @implementation
public func ks_centre_key_create(_ outJSON: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ session: OpaquePointer?,
                                 _ now: UnsafePointer<CChar>?) -> ks_status {
    outJSON?.pointee = nil
    return entry { () throws(KeepsakeError) in
        let s = try Handles.get(session, .session, as: Session.self)
        try Arg.give(try s.createCentreKey(now: try Arg.string(now, "now")).json, to: outJSON)
    }
}

@c @implementation
public func ks_centre_key_get(_ outJSON: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ session: OpaquePointer?) -> ks_status {
    outJSON?.pointee = nil
    return entry { () throws(KeepsakeError) in
        guard let outJSON else { throw .invalidArgument("out_json is NULL") }
        try Arg.give(try Handles.get(session, .session, as: Session.self).centreKey().json, to: outJSON)
    }
}

@c @implementation
public func ks_viewer_bundle_export(_ outJSON: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ session: OpaquePointer?,
                                    _ patientID: UnsafePointer<CChar>?, _ path: UnsafePointer<CChar>?, _ today: UnsafePointer<CChar>?,
                                    _ options: UnsafePointer<ks_export_options>?) -> ks_status {
    outJSON?.pointee = nil
    return entry { () throws(KeepsakeError) in
        let s = try Handles.get(session, .session, as: Session.self)
        let result = try s.exportViewerBundle(patientID: try Arg.string(patientID, "patient_id"), to: try Arg.string(path, "path"),
                                              today: try Arg.string(today, "today"), options: try Arg.exportOptions(options))
        try Arg.give(result.json, to: outJSON)
    }
}

@c @implementation
public func ks_viewer_open(_ out: UnsafeMutablePointer<OpaquePointer?>?, _ outJSON: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
                           _ session: OpaquePointer?, _ path: UnsafePointer<CChar>?, _ username: UnsafePointer<CChar>?,
                           _ password: UnsafePointer<CChar>?, _ today: UnsafePointer<CChar>?, _ now: UnsafePointer<CChar>?,
                           _ options: UnsafePointer<ks_read_options>?) -> ks_status {
    out?.pointee = nil
    outJSON?.pointee = nil
    return entry { () throws(KeepsakeError) in
        guard let out else { throw .invalidArgument("out is NULL") }
        let opener = try Handles.get(session, .session, as: Session.self)
        let (viewer, result) = try opener.openViewerBundle(
            at: try Arg.string(path, "path"), username: try Arg.string(username, "username"), password: try Arg.string(password, "password"),
            today: try Arg.string(today, "today"), now: try Arg.string(now, "now"), options: try Arg.readOptions(options))
        try Arg.give(result.json, to: outJSON)
        out.pointee = Handles.make(viewer, .session)
    }
}

@c @implementation
public func ks_viewer_sign_in(_ out: UnsafeMutablePointer<OpaquePointer?>?, _ store: OpaquePointer?, _ dossierID: UnsafePointer<CChar>?,
                              _ username: UnsafePointer<CChar>?, _ password: UnsafePointer<CChar>?, _ today: UnsafePointer<CChar>?) -> ks_status {
    out?.pointee = nil
    return entry { () throws(KeepsakeError) in
        guard let out else { throw .invalidArgument("out is NULL") }
        let st = try Handles.get(store, .store, as: Store.self)
        let session = try st.viewerSignIn(dossierID: try Arg.string(dossierID, "dossier_id"), username: try Arg.string(username, "username"),
                                          password: try Arg.string(password, "password"), today: try Arg.string(today, "today"))
        out.pointee = Handles.make(session, .session)
    }
}

@c @implementation
public func ks_viewer_list(_ outJSON: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ store: OpaquePointer?) -> ks_status {
    outJSON?.pointee = nil
    return entry { () throws(KeepsakeError) in
        guard let outJSON else { throw .invalidArgument("out_json is NULL") }
        let list = try Handles.get(store, .store, as: Store.self).viewerDossiers()
        try Arg.give(["dossiers": .array(list)], to: outJSON)
    }
}

@c @implementation
public func ks_viewer_verify(_ outJSON: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ path: UnsafePointer<CChar>?,
                             _ username: UnsafePointer<CChar>?, _ password: UnsafePointer<CChar>?, _ today: UnsafePointer<CChar>?,
                             _ options: UnsafePointer<ks_read_options>?) -> ks_status {
    outJSON?.pointee = nil
    return entry { () throws(KeepsakeError) in
        let user: String? = username == nil ? nil : try Arg.string(username, "username")
        let pass: String? = password == nil ? nil : try Arg.string(password, "password")
        let result = try ViewerBundles.verify(at: try Arg.string(path, "path"), username: user, password: pass,
                                              today: try Arg.string(today, "today"), options: try Arg.readOptions(options))
        try Arg.give(result, to: outJSON)
    }
}
