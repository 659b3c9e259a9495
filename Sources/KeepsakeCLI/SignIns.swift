import KeepsakeCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Remembered sign-ins of `keepsake login`: one file per store (named by the store's id) in
/// `$XDG_STATE_HOME/keepsake/sign-ins/` (`~/.local/state/keepsake/sign-ins/` without it),
/// holding the username and the store's remember token, readable by this user only (folders
/// 0700, files 0600). A later verb on that store resumes the sign-in (the token is used up and
/// the file keeps the new one); a token the store no longer accepts (signed out, revoked by a
/// password change or reset, expired) asks for the password again.
struct RememberedSignIn {
    let username: String
    let token: String

    /// The folder of the remembered sign-ins, or nil when neither XDG_STATE_HOME nor HOME is set.
    static var folder: String? {
        if let state = Environment.value("XDG_STATE_HOME"), state.hasPrefix("/") { return state + "/keepsake/sign-ins" }
        guard let home = Environment.value("HOME") else { return nil }
        return home + "/.local/state/keepsake/sign-ins"
    }

    static func path(for storeID: String) -> String? {
        folder.map { $0 + "/" + storeID }
    }

    /// The sign-in remembered for the store `storeID`, if any.
    static func load(storeID: String) -> RememberedSignIn? {
        guard let path = path(for: storeID) else { return nil }
        let fd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while bytes.count < 65536 {
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n <= 0 { break }
            bytes += buffer[0..<n]
        }
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
        guard lines.count == 2, !lines[0].isEmpty, !lines[1].isEmpty else { return nil }
        return RememberedSignIn(username: lines[0], token: lines[1])
    }

    /// Writes the sign-in for `storeID`: a new file of mode 0600, flushed, renamed over the old.
    func save(storeID: String) throws(CLIError) {
        guard let folder = RememberedSignIn.folder, let path = RememberedSignIn.path(for: storeID) else {
            throw .failed("cannot remember the sign-in: set HOME or XDG_STATE_HOME")
        }
        try RememberedSignIn.makePrivateFolders(folder)
        let temporary = path + ".\(getpid()).new"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw .failed("cannot write '\(temporary)': \(String(cString: strerror(errno)))") }
        let text = Array("\(username)\n\(token)\n".utf8)
        let written = text.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        let synced = fsync(fd) == 0
        close(fd)
        guard written == text.count, synced, rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw .failed("cannot write '\(path)': \(reason)")
        }
    }

    /// Forgets the sign-in remembered for `storeID`; true when there was one.
    @discardableResult
    static func forget(storeID: String) -> Bool {
        guard let path = path(for: storeID) else { return false }
        return unlink(path) == 0
    }

    /// Creates each missing folder of `path` below an existing one; the last two (keepsake/
    /// and sign-ins/) are made private (0700) whatever the umask.
    private static func makePrivateFolders(_ path: String) throws(CLIError) {
        var current = ""
        for part in path.split(separator: "/") {
            current += "/" + part
            if mkdir(current, 0o700) != 0 && errno != EEXIST {
                throw .failed("cannot create the folder '\(current)': \(String(cString: strerror(errno)))")
            }
        }
        let keepsake = String(path.dropLast("/sign-ins".count))
        for folder in [keepsake, path] {
            var st = stat()
            guard lstat(folder, &st) == 0, (st.st_mode & S_IFMT) == S_IFDIR, st.st_uid == geteuid() else {
                throw .failed("'\(folder)' is not a folder of this user's own")
            }
            if st.st_mode & 0o777 != 0o700 { chmod(folder, 0o700) }
        }
    }
}

extension Commands {
    /// The store's id, which names its remembered sign-in.
    static func storeID(_ store: Store) throws(CLIError) -> String? {
        try core { () throws(KeepsakeError) in try store.info().id }
    }

    /// A session from the sign-in remembered for this store, when there is one for `username`
    /// (or for anyone when no `--as` was given). A token the store refuses is forgotten and
    /// the password asked for instead (nil is returned with the username to ask for).
    static func resumeRemembered(_ store: Store, _ username: String?) throws(CLIError) -> (Session?, String?) {
        guard let id = try storeID(store), let remembered = RememberedSignIn.load(storeID: id) else { return (nil, username) }
        if let username, Username.key((try? Username.normalize(username)) ?? username) != Username.key(remembered.username) {
            return (nil, username)
        }
        if store.isReadOnly { return (nil, remembered.username) }   // nothing can be recorded: ask
        let resumed: (Session, String)
        do throws(KeepsakeError) {
            resumed = try store.resume(token: remembered.token, now: Clock.now())
        } catch {
            // An unknown or expired token, or a sign-in revoked (a password change, a sign-out,
            // a superseded token come back): forget it and ask for the password.
            let reason: String
            switch error {
            case .authenticationFailed(let why), .sessionRevoked(let why): reason = why
            default: throw .failed(error.message)
            }
            RememberedSignIn.forget(storeID: id)
            Output.err("keepsake: \(reason)\n")
            return (nil, remembered.username)
        }
        try RememberedSignIn(username: remembered.username, token: resumed.1).save(storeID: id)
        return (resumed.0, remembered.username)
    }

    static func login(_ args: inout Arguments) throws(CLIError) {
        let access = try args.store()
        guard let username = access.actingAs else { throw .usage("--as USER is required", verb: nil) }
        try args.none()
        let store = try access.open()
        if store.isReadOnly { throw .failed("the store at '\(access.path)' is read-only: a sign-in cannot be remembered there") }
        guard let id = try storeID(store) else { throw .failed("the store has no id") }
        let password = try PasswordInput.read("Password for \(username): ")
        let token: String?
        do throws(KeepsakeError) {
            token = try store.signIn(username: username, password: password, now: Clock.now(), remember: true).1
        } catch {
            throw .failed(lockoutText(error))
        }
        guard let token else { throw .failed("the store gave no remember token") }
        try RememberedSignIn(username: username, token: token).save(storeID: id)
        let file = RememberedSignIn.path(for: id) ?? ""
        args.printer.done(["username": .string(username), "store": .string(access.path), "file": .string(file)],
                          "signed in to \(access.path) as \(username); later commands on this store use this sign-in until 'keepsake logout'\n")
    }

    static func logout(_ args: inout Arguments) throws(CLIError) {
        let access = try args.store()
        try args.none()
        let store = try access.open()
        guard let id = try storeID(store), let remembered = RememberedSignIn.load(storeID: id) else {
            throw .failed("no remembered sign-in for the store at '\(access.path)'")
        }
        // End the session in the store too, so the token is worthless wherever it was copied.
        if !store.isReadOnly, let resumed = try? store.resume(token: remembered.token, now: Clock.now()) {
            try? resumed.0.signOut(now: Clock.now())
        }
        RememberedSignIn.forget(storeID: id)
        args.printer.done(["username": .string(remembered.username), "store": .string(access.path), "signed_out": true],
                          "signed out \(remembered.username) from \(access.path)\n")
    }
}
