import KeepsakeCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading passwords: from the terminal without echo when stdin is one, else one line each
/// from stdin (for scripts). Never from the command line.
enum PasswordInput {
    nonisolated(unsafe) private static var pending: [UInt8] = []

    static func read(_ prompt: String, confirm: Bool = false) throws(CLIError) -> String {
        if isatty(0) == 1 {
            let first = try readHidden(prompt)
            if confirm {
                let again = try readHidden("Repeat \(prompt.lowercased())")
                guard again == first else { throw .failed("the passwords do not match") }
            }
            return first
        }
        guard let line = readLine() else { throw .failed("no password on standard input (\(prompt.trimmingCharacters(in: ": ")))") }
        return line
    }

    private static func readHidden(_ prompt: String) throws(CLIError) -> String {
        Output.err(prompt)
        var saved = termios()
        tcgetattr(0, &saved)
        var quiet = saved
        quiet.c_lflag &= ~tcflag_t(ECHO)
        tcsetattr(0, TCSAFLUSH, &quiet)
        defer {
            tcsetattr(0, TCSAFLUSH, &saved)
            Output.err("\n")
        }
        guard let line = readLine() else { throw .failed("no password entered") }
        return line
    }

    /// One line from stdin without its line ending; nil at end of input.
    private static func readLine() -> String? {
        while true {
            if let newline = pending.firstIndex(of: 0x0A) {
                var line = Array(pending[..<newline])
                pending.removeSubrange(...newline)
                if line.last == 0x0D { line.removeLast() }
                return String(decoding: line, as: UTF8.self)
            }
            var buffer = [UInt8](repeating: 0, count: 4096)
            let n = buffer.withUnsafeMutableBytes { Glibc.read(0, $0.baseAddress, $0.count) }
            if n <= 0 {
                guard !pending.isEmpty else { return nil }
                defer { pending = [] }
                return String(decoding: pending, as: UTF8.self)
            }
            pending += buffer[0..<n]
        }
    }
}

extension String {
    func trimmingCharacters(in set: String) -> String {
        var s = Substring(self)
        while let c = s.first, set.contains(c) { s = s.dropFirst() }
        while let c = s.last, set.contains(c) { s = s.dropLast() }
        return String(s)
    }
}

extension Commands {
    /// The session a verb acts as: the sign-in `keepsake login` remembered for this store (for
    /// `--as USERNAME` or for anyone without it), else `--as USERNAME` signs in (password from
    /// the prompt or stdin); without either, a store without accounts opens as its implicit
    /// owner.
    static func session(_ store: Store, _ given: String?, remembered: Bool = true) throws(CLIError) -> Session {
        let (resumed, username) = remembered ? try resumeRemembered(store, given) : (nil, given)
        if let resumed { return resumed }
        if let username {
            let password = try PasswordInput.read("Password for \(username): ")
            do throws(KeepsakeError) {
                return try store.signIn(username: username, password: password, now: Clock.now(), remember: false).0
            } catch {
                throw .failed(lockoutText(error))
            }
        }
        return try core { () throws(KeepsakeError) in
            do throws(KeepsakeError) {
                return try store.ownerSession()
            } catch .authenticationFailed {
                throw .authenticationFailed("this store has accounts: pass --as USERNAME, or sign in once with 'keepsake login --as USERNAME'")
            }
        }
    }

    /// A lockout as people say it, "try again in 4 min (at 2026-11-30T09:04:30Z)", from the
    /// core's "try again after INSTANT"; the instant stays, for a script to wait until.
    static func lockoutText(_ error: KeepsakeError) -> String {
        let marker = "try again after "
        guard case .locked(let text) = error, case let message = Substring(text), let range = message.range(of: marker),
              case let instant = String(message[range.upperBound...]), let until = Instant(instant) else { return error.message }
        let seconds = max(0, until.seconds - Clock.now().seconds)
        let wait = seconds < 60 ? counted(seconds, "second") : "\((seconds + 59) / 60) min"
        return String(message[..<range.lowerBound]) + "try again in \(wait) (at \(instant))"
    }

    static func account(_ args: inout Arguments) throws(CLIError) {
        let sub = args.takeFirstWord() ?? ""
        let access = try args.store(writes: sub == "add")
        let now = Clock.now()
        let printer = args.printer
        switch sub {
        case "add":
            let username = try args.required("--username")
            let display = try args.option("--display-name") ?? username
            let roleText = try args.required("--role")
            guard let role = Identity.Role(rawValue: roleText) else { throw .usage("--role is owner, staff or relative", verb: "account") }
            try args.none()
            let session = try access.session()
            let password = try PasswordInput.read("New password for \(username): ", confirm: true)
            let account = try core { () throws(KeepsakeError) in
                try session.createAccount(NewAccount(username: username, displayName: display, role: role), password: password, now: now)
            }
            printer.done(account, "created \(account.role.rawValue) account \(account.username) (\(account.id))\n")
        case "list":
            try args.none()
            let session = try access.session()
            let accounts = try core { () throws(KeepsakeError) in try session.listAccounts() }
            printer.record(accounts,
                           TextView.listing(["username", "role", "name", "id", "created"],
                                            accounts.map { [$0.username, $0.role.rawValue, $0.displayName, $0.id, "\($0.createdAt)"] }))
        case "passwd":
            let reset = try args.option("--reset")
            let username = try args.option("--username")
            try args.none()
            let store = try access.open()
            if let reset {
                guard access.actingAs != nil else { throw .usage("--reset USERNAME needs --as STAFF_OR_OWNER", verb: "account") }
                let session = try session(store, access.actingAs)
                let target = try accountNamed(reset, session)
                let password = try PasswordInput.read("New password for \(reset): ", confirm: true)
                try core { () throws(KeepsakeError) in try session.resetPassword(accountID: target.id, newPassword: password, now: now) }
                printer.done(["username": .string(reset), "reset": true], "reset the password of \(reset); their sessions were ended\n")
            } else {
                guard let username = username ?? access.actingAs else { throw .usage("--username USERNAME is required", verb: "account") }
                // Always with the password (the stdin order is current, new, current again).
                let session = try session(store, username, remembered: false)
                let new = try PasswordInput.read("New password: ", confirm: true)
                let old = try PasswordInput.read("Current password again: ")
                try core { () throws(KeepsakeError) in try session.changePassword(old: old, new: new, now: now) }
                printer.done(["username": .string(username), "changed": true], "changed the password of \(username); other sessions were ended\n")
            }
        case "remove":
            // --username NAME as for add and passwd; a bare NAME, the earlier form, still works.
            let name: String
            if let given = try args.option("--username") {
                try args.none()
                name = given
            } else {
                name = try args.single("--username NAME")
            }
            let session = try access.session()
            let target = try accountNamed(name, session)
            try core { () throws(KeepsakeError) in try session.deleteAccount(id: target.id) }
            printer.done(["removed": JSON(target)] as JSON, "removed account \(target.username)\n")
        default:
            break
        }
    }

    private static func accountNamed(_ name: String, _ session: Session) throws(CLIError) -> Account {
        let accounts = try core { () throws(KeepsakeError) in try session.listAccounts() }
        let key = Username.key((try? Username.normalize(name)) ?? name)
        guard let account = accounts.first(where: { Username.key($0.username) == key }) else {
            throw .failed("no account named '\(name)'")
        }
        return account
    }

}
