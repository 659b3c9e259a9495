import CKeepsake
import KeepsakeCore

// Accounts, sign-in and relatives' links. Conversion only; the rules live in the core.

@c @implementation
public func ks_account_create(_ outJSON: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ session: OpaquePointer?,
                              _ accountJSON: UnsafePointer<CChar>?, _ password: UnsafePointer<CChar>?, _ now: UnsafePointer<CChar>?) -> ks_status {
    outJSON?.pointee = nil
    return entry { () throws(KeepsakeError) in
        let s = try Handles.get(session, .session, as: Session.self)
        let spec = try NewAccount(json: try Arg.string(accountJSON, "account_json"))
        let account = try s.createAccount(spec, password: try Arg.string(password, "password"), now: try Arg.string(now, "now"))
        try Arg.give(account.json, to: outJSON)
    }
}

@c @implementation
public func ks_account_list(_ outJSON: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ session: OpaquePointer?) -> ks_status {
    outJSON?.pointee = nil
    return entry { () throws(KeepsakeError) in
        guard let outJSON else { throw .invalidArgument("out_json is NULL") }
        let accounts = try Handles.get(session, .session, as: Session.self).listAccounts()
        try Arg.give(["accounts": .array(accounts.map(\.json))], to: outJSON)
    }
}

@c @implementation
public func ks_account_delete(_ session: OpaquePointer?, _ accountID: UnsafePointer<CChar>?) -> ks_status {
    entry { () throws(KeepsakeError) in
        try Handles.get(session, .session, as: Session.self).deleteAccount(id: try Arg.string(accountID, "account_id"))
    }
}

@c @implementation
public func ks_account_change_password(_ session: OpaquePointer?, _ oldPassword: UnsafePointer<CChar>?,
                                       _ newPassword: UnsafePointer<CChar>?, _ now: UnsafePointer<CChar>?) -> ks_status {
    entry { () throws(KeepsakeError) in
        try Handles.get(session, .session, as: Session.self).changePassword(
            old: try Arg.string(oldPassword, "old_password"), new: try Arg.string(newPassword, "new_password"), now: try Arg.string(now, "now"))
    }
}

@c @implementation
public func ks_account_reset_password(_ session: OpaquePointer?, _ accountID: UnsafePointer<CChar>?,
                                      _ newPassword: UnsafePointer<CChar>?, _ now: UnsafePointer<CChar>?) -> ks_status {
    entry { () throws(KeepsakeError) in
        try Handles.get(session, .session, as: Session.self).resetPassword(
            accountID: try Arg.string(accountID, "account_id"), newPassword: try Arg.string(newPassword, "new_password"), now: try Arg.string(now, "now"))
    }
}

@c @implementation
public func ks_relative_link(_ session: OpaquePointer?, _ accountID: UnsafePointer<CChar>?, _ patientID: UnsafePointer<CChar>?,
                             _ endsOn: UnsafePointer<CChar>?, _ now: UnsafePointer<CChar>?) -> ks_status {
    entry { () throws(KeepsakeError) in
        let s = try Handles.get(session, .session, as: Session.self)
        let ends: String? = endsOn == nil ? nil : try Arg.string(endsOn, "ends_on")
        try s.linkRelative(accountID: try Arg.string(accountID, "account_id"), patientID: try Arg.string(patientID, "patient_id"),
                           endsOn: ends, now: try Arg.string(now, "now"))
    }
}

@c @implementation
public func ks_relative_unlink(_ session: OpaquePointer?, _ accountID: UnsafePointer<CChar>?, _ patientID: UnsafePointer<CChar>?) -> ks_status {
    entry { () throws(KeepsakeError) in
        try Handles.get(session, .session, as: Session.self).unlinkRelative(
            accountID: try Arg.string(accountID, "account_id"), patientID: try Arg.string(patientID, "patient_id"))
    }
}

@c @implementation
public func ks_relative_links(_ outJSON: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ session: OpaquePointer?,
                              _ accountID: UnsafePointer<CChar>?) -> ks_status {
    outJSON?.pointee = nil
    return entry { () throws(KeepsakeError) in
        guard let outJSON else { throw .invalidArgument("out_json is NULL") }
        let links = try Handles.get(session, .session, as: Session.self).relativeLinks(accountID: try Arg.string(accountID, "account_id"))
        try Arg.give(["links": .array(links.map(\.json))], to: outJSON)
    }
}

@c @implementation
public func ks_session_check_view(_ session: OpaquePointer?, _ patientID: UnsafePointer<CChar>?, _ today: UnsafePointer<CChar>?) -> ks_status {
    entry { () throws(KeepsakeError) in
        try Handles.get(session, .session, as: Session.self).requireView(
            patientID: try Arg.string(patientID, "patient_id"), today: try Arg.string(today, "today"))
    }
}

@c @implementation
public func ks_session_sign_in(_ out: UnsafeMutablePointer<OpaquePointer?>?, _ outToken: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
                               _ store: OpaquePointer?, _ username: UnsafePointer<CChar>?, _ password: UnsafePointer<CChar>?,
                               _ now: UnsafePointer<CChar>?, _ flags: UInt32) -> ks_status {
    out?.pointee = nil
    outToken?.pointee = nil
    return entry { () throws(KeepsakeError) in
        guard let out else { throw .invalidArgument("out is NULL") }
        guard flags & ~UInt32(KS_SIGN_IN_REMEMBER) == 0 else { throw .invalidArgument("flags has unknown bits") }
        let remember = flags & UInt32(KS_SIGN_IN_REMEMBER) != 0
        if remember && outToken == nil { throw .invalidArgument("out_token is NULL but KS_SIGN_IN_REMEMBER asks for a token") }
        let st = try Handles.get(store, .store, as: Store.self)
        let (session, token) = try st.signIn(username: try Arg.string(username, "username"), password: try Arg.string(password, "password"),
                                             now: try Arg.string(now, "now"), remember: remember)
        if let token { try Arg.give(token, to: outToken) }
        out.pointee = Handles.make(session, .session)
    }
}

@c @implementation
public func ks_session_resume(_ out: UnsafeMutablePointer<OpaquePointer?>?, _ outToken: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
                              _ store: OpaquePointer?, _ token: UnsafePointer<CChar>?, _ now: UnsafePointer<CChar>?) -> ks_status {
    out?.pointee = nil
    outToken?.pointee = nil
    return entry { () throws(KeepsakeError) in
        guard let out else { throw .invalidArgument("out is NULL") }
        guard let outToken else { throw .invalidArgument("out_token is NULL; the replacement token must be kept") }
        let st = try Handles.get(store, .store, as: Store.self)
        let (session, next) = try st.resume(token: try Arg.string(token, "token"), now: try Arg.string(now, "now"))
        try Arg.give(next, to: outToken)
        out.pointee = Handles.make(session, .session)
    }
}

@c @implementation
public func ks_session_sign_out(_ session: OpaquePointer?, _ now: UnsafePointer<CChar>?) -> ks_status {
    entry { () throws(KeepsakeError) in
        try Handles.get(session, .session, as: Session.self).signOut(now: try Arg.string(now, "now"))
    }
}
