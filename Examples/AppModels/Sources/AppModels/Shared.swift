// What every app's model layer shares: the remembered sign-in kept in a Keychain item that
// the app and its extensions share, and the user's day.
import Foundation
import KeepsakeKit
import Observation

/// Where the remembered sign-in token lives: a Keychain item in the App Group's access group
/// in an app (`SecItemCopyMatching`/`SecItemUpdate`); a value in memory in AppModelsCheck.
public protocol TokenKeychain: AnyObject {
    /// The token kept, if any.
    func token() -> String?
    /// Keeps `token` (nil removes it).
    func setToken(_ token: String?)
}

/// A Keychain stand-in shared by the "app" and the "widget" of AppModelsCheck.
public final class MemoryKeychain: TokenKeychain {
    private var value: String?

    /// An empty keychain.
    public init() {}

    public func token() -> String? { value }
    public func setToken(_ token: String?) { value = token }
}

/// The user's local day now.
public func userToday() -> CivilDate { CivilDate(date: Date(), in: TimeZone.current) }

/// Signing in once and staying signed in: the first launch signs in with a password and keeps
/// the token; later launches (and the widget) resume it.
@Observable
public final class SignInModel {
    /// The signed-in session, once there is one.
    public private(set) var session: AsyncSession?
    /// What went wrong last, as a screen shows it.
    public private(set) var failure: String?

    private let store: KeepsakeStore
    private let keychain: TokenKeychain

    /// A model over `store`, keeping its token in `keychain`.
    public init(store: KeepsakeStore, keychain: TokenKeychain) {
        self.store = store
        self.keychain = keychain
    }

    /// At launch: resumes the remembered sign-in, if any. False when the user must sign in.
    @discardableResult
    public func resumeAtLaunch() async -> Bool {
        guard let token = keychain.token() else { return false }
        do {
            let (session, next) = try await store.resume(token: token)
            keychain.setToken(next)
            self.session = session
            return true
        } catch {
            failure = error.localizedDescription
            return false
        }
    }

    /// The sign-in screen's button.
    public func signIn(username: String, password: String) async {
        do {
            let (session, token) = try await store.signIn(username: username, password: password, remember: true)
            keychain.setToken(token)
            self.session = session
            failure = nil
        } catch {
            failure = error.localizedDescription
        }
    }

    /// Signs out here and forgets the token.
    public func signOut() async throws {
        try await session?.signOut()
        keychain.setToken(nil)
        session = nil
    }
}
