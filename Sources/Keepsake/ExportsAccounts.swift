import CKeepsake
import KeepsakeCore

// Accounts, sign-in and relatives' links. Conversion only; the rules live in the core.

@c @implementation
public func ks_account_create(_ outJSON: OutText?, _ session: OpaquePointer?, _ accountJSON: InText?, _ password: InText?,
                              _ now: InText?) -> ks_status {
    call(outJSON, .optional, session) { (s) throws(KeepsakeError) in
        let spec = try NewAccount(json: try Arg.string(accountJSON, "account_json"))
        return try s.createAccount(spec, password: try Arg.string(password, "password"), now: try Arg.instant(now, "now")).json
    }
}

@c @implementation
public func ks_account_list(_ outJSON: OutText?, _ session: OpaquePointer?) -> ks_status {
    call(outJSON, .required, session) { (s) throws(KeepsakeError) in ["accounts": .array(try s.listAccounts().map(\.json))] }
}

@c @implementation
public func ks_account_delete(_ session: OpaquePointer?, _ accountID: InText?) -> ks_status {
    call(session) { (s) throws(KeepsakeError) in try s.deleteAccount(id: try Arg.string(accountID, "account_id")) }
}

@c @implementation
public func ks_account_change_password(_ session: OpaquePointer?, _ oldPassword: InText?, _ newPassword: InText?, _ now: InText?) -> ks_status {
    call(session) { (s) throws(KeepsakeError) in
        try s.changePassword(old: try Arg.string(oldPassword, "old_password"), new: try Arg.string(newPassword, "new_password"),
                             now: try Arg.instant(now, "now"))
    }
}

@c @implementation
public func ks_account_reset_password(_ session: OpaquePointer?, _ accountID: InText?, _ newPassword: InText?, _ now: InText?) -> ks_status {
    call(session) { (s) throws(KeepsakeError) in
        try s.resetPassword(accountID: try Arg.string(accountID, "account_id"), newPassword: try Arg.string(newPassword, "new_password"),
                            now: try Arg.instant(now, "now"))
    }
}

@c @implementation
public func ks_relative_link(_ session: OpaquePointer?, _ accountID: InText?, _ patientID: InText?, _ endsOn: InText?,
                             _ now: InText?) -> ks_status {
    call(session) { (s) throws(KeepsakeError) in
        try s.linkRelative(accountID: try Arg.string(accountID, "account_id"), patientID: try Arg.string(patientID, "patient_id"),
                           endsOn: try Arg.optionalDay(endsOn, "ends_on"), now: try Arg.instant(now, "now"))
    }
}

@c @implementation
public func ks_relative_unlink(_ session: OpaquePointer?, _ accountID: InText?, _ patientID: InText?) -> ks_status {
    call(session) { (s) throws(KeepsakeError) in
        try s.unlinkRelative(accountID: try Arg.string(accountID, "account_id"), patientID: try Arg.string(patientID, "patient_id"))
    }
}

@c @implementation
public func ks_relative_links(_ outJSON: OutText?, _ session: OpaquePointer?, _ accountID: InText?) -> ks_status {
    call(outJSON, .required, session) { (s) throws(KeepsakeError) in
        ["links": .array(try s.relativeLinks(accountID: try Arg.string(accountID, "account_id")).map(\.json))]
    }
}

@c @implementation
public func ks_session_check_view(_ session: OpaquePointer?, _ patientID: InText?, _ today: InText?) -> ks_status {
    call(session) { (s) throws(KeepsakeError) in
        try s.requireView(patientID: try Arg.string(patientID, "patient_id"), today: try Arg.day(today, "today"))
    }
}

@c @implementation
public func ks_session_sign_in(_ out: OutHandle?, _ outToken: OutText?, _ store: OpaquePointer?, _ username: InText?,
                               _ password: InText?, _ flags: UInt32, _ now: InText?) -> ks_status {
    outToken?.pointee = nil
    return open(out) { () throws(KeepsakeError) in
        let remember = try Arg.flags(flags, known: UInt32(KS_SIGN_IN_REMEMBER)) & UInt32(KS_SIGN_IN_REMEMBER) != 0
        if remember && outToken == nil { throw .invalidArgument("out_token is NULL but KS_SIGN_IN_REMEMBER asks for a token") }
        let (session, token) = try Handles.get(store, as: Store.self).signIn(
            username: try Arg.string(username, "username"), password: try Arg.string(password, "password"),
            now: try Arg.instant(now, "now"), remember: remember)
        if let token { try Arg.give(token, to: outToken) }
        return session
    }
}

@c @implementation
public func ks_session_resume(_ out: OutHandle?, _ outToken: OutText?, _ store: OpaquePointer?, _ token: InText?, _ now: InText?) -> ks_status {
    outToken?.pointee = nil
    return open(out) { () throws(KeepsakeError) in
        guard let outToken else { throw .invalidArgument("out_token is NULL; the replacement token must be kept") }
        let (session, next) = try Handles.get(store, as: Store.self).resume(token: try Arg.string(token, "token"), now: try Arg.instant(now, "now"))
        try Arg.give(next, to: outToken)
        return session
    }
}

@c @implementation
public func ks_session_sign_out(_ session: OpaquePointer?, _ now: InText?) -> ks_status {
    call(session) { (s) throws(KeepsakeError) in try s.signOut(now: try Arg.instant(now, "now")) }
}
