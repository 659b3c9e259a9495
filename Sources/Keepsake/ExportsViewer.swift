import CKeepsake
import KeepsakeCore

// Viewer bundles for relatives. Conversion only; the rules and the cryptography live in the core.

@c @implementation
public func ks_centre_key_create(_ outJSON: OutText?, _ session: OpaquePointer?, _ now: InText?) -> ks_status {
    call(outJSON, .optional, session) { (s) throws(KeepsakeError) in try s.createCentreKey(now: try Arg.instant(now, "now")).json }
}

@c @implementation
public func ks_centre_key_get(_ outJSON: OutText?, _ session: OpaquePointer?) -> ks_status {
    call(outJSON, .required, session) { (s) throws(KeepsakeError) in try s.centreKey().json }
}

@c @implementation
public func ks_viewer_export_bundle(_ outJSON: OutText?, _ session: OpaquePointer?, _ patientID: InText?, _ path: InText?,
                                    _ options: UnsafePointer<ks_export_options>?, _ today: InText?) -> ks_status {
    call(outJSON, .optional, session) { (s) throws(KeepsakeError) in
        try s.exportViewerBundle(patientID: try Arg.string(patientID, "patient_id"), to: try Arg.string(path, "path"),
                                 today: try Arg.day(today, "today"), options: try Arg.exportOptions(options)).json
    }
}

@c @implementation
public func ks_viewer_open(_ out: OutHandle?, _ outJSON: OutText?, _ session: OpaquePointer?, _ path: InText?, _ username: InText?,
                           _ password: InText?, _ options: UnsafePointer<ks_read_options>?, _ today: InText?, _ now: InText?) -> ks_status {
    outJSON?.pointee = nil
    return open(out) { () throws(KeepsakeError) in
        let s = try Handles.get(session, as: Session.self)
        let (viewer, result) = try s.openViewerBundle(
            at: try Arg.string(path, "path"), username: try Arg.string(username, "username"), password: try Arg.string(password, "password"),
            today: try Arg.day(today, "today"), now: try Arg.instant(now, "now"), options: try Arg.readOptions(options))
        try Arg.give(result.json, to: outJSON)
        return viewer
    }
}

@c @implementation
public func ks_viewer_invitation(_ outJSON: OutText?, _ session: OpaquePointer?, _ accountID: InText?, _ minRevision: Int64,
                                 _ feedURL: InText?) -> ks_status {
    call(outJSON, .required, session) { (s) throws(KeepsakeError) in
        guard minRevision >= 0 else { throw .invalidArgument("min_revision is 0 for none or a revision from 1; \(minRevision) is neither") }
        return try s.viewerInvitation(accountID: try Arg.string(accountID, "account_id"), minRevision: minRevision == 0 ? nil : minRevision,
                                      feedURL: try Arg.optional(feedURL, "feed_url")).json
    }
}

@c @implementation
public func ks_viewer_trust(_ outJSON: OutText?, _ session: OpaquePointer?, _ text: InText?, _ now: InText?) -> ks_status {
    call(outJSON, .optional, session) { (s) throws(KeepsakeError) in
        try s.trustInvitation(try Arg.string(text, "text"), now: try Arg.instant(now, "now")).json
    }
}

@c @implementation
public func ks_viewer_forget_centre(_ outJSON: OutText?, _ session: OpaquePointer?, _ publicKey: InText?) -> ks_status {
    call(outJSON, .optional, session) { (s) throws(KeepsakeError) in try s.forgetCentre(publicKey: try Arg.string(publicKey, "public_key")).json }
}

@c @implementation
public func ks_viewer_sign_in(_ out: OutHandle?, _ store: OpaquePointer?, _ dossierID: InText?, _ username: InText?, _ password: InText?,
                              _ today: InText?) -> ks_status {
    open(out) { () throws(KeepsakeError) in
        try Handles.get(store, as: Store.self).viewerSignIn(
            dossierID: try Arg.string(dossierID, "dossier_id"), username: try Arg.string(username, "username"),
            password: try Arg.string(password, "password"), today: try Arg.day(today, "today"))
    }
}

@c @implementation
public func ks_viewer_list(_ outJSON: OutText?, _ store: OpaquePointer?) -> ks_status {
    call(outJSON, .required, store, as: Store.self) { (st) throws(KeepsakeError) in
        ["dossiers": .array(try st.viewerDossiers().map(\.json)), "centres": .array(try st.trustedCentres().map(\.json))]
    }
}

@c @implementation
public func ks_viewer_verify(_ outJSON: OutText?, _ path: InText?, _ username: InText?, _ password: InText?,
                             _ options: UnsafePointer<ks_read_options>?, _ today: InText?) -> ks_status {
    outJSON?.pointee = nil
    return entry { () throws(KeepsakeError) in
        let result = try ViewerBundles.verify(at: try Arg.string(path, "path"), username: try Arg.optional(username, "username"),
                                              password: try Arg.optional(password, "password"), today: try Arg.day(today, "today"),
                                              options: try Arg.readOptions(options))
        try Arg.give(result.json, to: outJSON)
    }
}
