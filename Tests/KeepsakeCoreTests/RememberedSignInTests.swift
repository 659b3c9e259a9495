import XCTest
@testable import KeepsakeCore

/// Remembered sign-in shared by an app and its extensions (issue 25): resuming keeps the
/// sign-in alive for every process, a crash before the new token is saved loses nothing, and a
/// token that comes back after a later one was resumed revokes the sign-in everywhere. A
/// revoked sign-in and wrong credentials are different errors.
final class RememberedSignInTests: StoreTestCase {
    var store: Store!

    override func setUpWithError() throws {
        try super.setUpWithError()
        store = try Store.open(at: path("centre"), create: true)
        _ = try store.ownerSession().createAccount(NewAccount(username: "vera", displayName: "Vera", role: .staff),
                                                   password: "vera-password-1", now: now)
    }

    func rememberedSignIn() throws -> (Session, String) {
        let (session, token) = try store.signIn(username: "vera", password: "vera-password-1", now: now, remember: true)
        return (session, try XCTUnwrap(token))
    }

    func code(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch let error as KeepsakeError {
            return error.codeName
        } catch {
            return "\(error)"
        }
    }

    func testAWidgetResumingDoesNotSignTheAppOut() throws {
        let (app, token) = try rememberedSignIn()
        let (widget, next) = try store.resume(token: token, now: now)
        XCTAssertNotEqual(next, token)
        XCTAssertEqual(try app.info().username, "vera", "the app's session goes on")
        XCTAssertEqual(try widget.info().username, "vera")
        let (later, _) = try store.resume(token: next, now: now)
        XCTAssertEqual(try app.info().username, "vera")
        XCTAssertEqual(try later.info().username, "vera")
    }

    func testACrashBeforeTheKeychainWriteLosesNothing() throws {
        let (_, token) = try rememberedSignIn()
        let (_, lost) = try store.resume(token: token, now: now)   // the process dies before saving `lost`
        let (again, saved) = try store.resume(token: token, now: now)
        XCTAssertNotEqual(saved, lost)
        XCTAssertEqual(try again.info().username, "vera")
        let (_, third) = try store.resume(token: saved, now: now)
        XCTAssertEqual(code { _ = try self.store.resume(token: lost, now: self.now) }, "KS_ERR_SESSION_REVOKED",
                       "the other token of the crashed resume is used up once its sibling was resumed")
        XCTAssertEqual(code { _ = try self.store.resume(token: third, now: self.now) }, "KS_ERR_SESSION_REVOKED")
        XCTAssertEqual(code { _ = try again.info() }, "KS_ERR_SESSION_REVOKED")
    }

    func testAStolenUsedUpTokenRevokesTheSignInEverywhere() throws {
        let (app, stolen) = try rememberedSignIn()
        let (_, second) = try store.resume(token: stolen, now: now)
        let (_, third) = try store.resume(token: second, now: now)
        // The thief comes with the first token after the owner moved on.
        XCTAssertEqual(code { _ = try self.store.resume(token: stolen, now: self.now) }, "KS_ERR_SESSION_REVOKED")
        XCTAssertEqual(code { _ = try self.store.resume(token: third, now: self.now) }, "KS_ERR_SESSION_REVOKED",
                       "the owner's newest token is revoked too: they sign in again")
        XCTAssertEqual(code { _ = try app.info() }, "KS_ERR_SESSION_REVOKED")
        // The password still works: a new sign-in, with tokens of its own.
        let (fresh, token) = try rememberedSignIn()
        XCTAssertEqual(try fresh.info().username, "vera")
        XCTAssertEqual(try store.resume(token: token, now: now).0.info().username, "vera")
    }

    func testTheThiefFirstRevokesTheOwnerAtTheirNextResume() throws {
        let (_, token) = try rememberedSignIn()
        let (_, owners) = try store.resume(token: token, now: now)
        let (thief, thiefs) = try store.resume(token: token, now: now)  // copied before the owner's next resume
        _ = try store.resume(token: thiefs, now: now)
        XCTAssertEqual(code { _ = try self.store.resume(token: owners, now: self.now) }, "KS_ERR_SESSION_REVOKED")
        XCTAssertEqual(code { _ = try thief.info() }, "KS_ERR_SESSION_REVOKED")
    }

    func testRevokedAndWrongAreDifferentErrors() throws {
        XCTAssertEqual(code { _ = try self.store.signIn(username: "vera", password: "wrong-password", now: self.now, remember: true) },
                       "KS_ERR_AUTH_FAILED")
        XCTAssertEqual(code { _ = try self.store.resume(token: "ks1.not-a-token-at-all-0000000000000000000000", now: self.now) },
                       "KS_ERR_AUTH_FAILED")
        let (session, token) = try rememberedSignIn()
        let (resumed, next) = try store.resume(token: token, now: now)
        try resumed.signOut(now: now)
        XCTAssertEqual(code { _ = try session.info() }, "KS_ERR_SESSION_REVOKED", "signing out ends the whole sign-in")
        XCTAssertEqual(code { _ = try self.store.resume(token: next, now: self.now) }, "KS_ERR_SESSION_REVOKED")
        let (_, other) = try rememberedSignIn()
        XCTAssertEqual(code { _ = try self.store.resume(token: other, now: self.now.adding(seconds: SignInPolicy.tokenLifetimeSeconds + 1)) },
                       "KS_ERR_AUTH_FAILED", "an expired token")
    }

    func testAnAppAndItsWidgetResumingAtOnceBothGetIn() throws {
        let (_, token) = try rememberedSignIn()
        let results = Protected<[String]>([])
        let (centre, now) = (path("centre"), self.now)
        DispatchQueue.concurrentPerform(iterations: 2) { _ in
            do {
                let (session, next) = try Store.open(at: centre).resume(token: token, now: now)
                _ = try session.info()
                results.withLock { $0.append(next) }
            } catch {
                results.withLock { $0.append("failed: \(error)") }
            }
        }
        let tokens = results.withLock { $0 }
        XCTAssertEqual(tokens.count, 2)
        XCTAssertTrue(tokens.allSatisfy { $0.hasPrefix("ks1.") }, "\(tokens)")
        // Whichever the shared Keychain item kept works.
        XCTAssertEqual(try store.resume(token: tokens[1], now: now).0.info().username, "vera")
    }
}
