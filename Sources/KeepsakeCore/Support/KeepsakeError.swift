/// Every failure the core reports. Each case carries a specific, human message; the C layer
/// maps the case to a `ks_status` in one place (`KeepsakeError.status`).
public enum KeepsakeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A value passed in is malformed or out of range (a bad id, date, name or option); the
    /// message names the argument. `KS_ERR_INVALID_ARGUMENT`.
    case invalidArgument(String)
    /// The named record, account, store or file does not exist. `KS_ERR_NOT_FOUND`.
    case notFound(String)
    /// Creating something that is already there (a taken username, an existing store or key).
    /// `KS_ERR_ALREADY_EXISTS`.
    case alreadyExists(String)
    /// The session's role may not do this (`Permission`, `AccessPolicy`). `KS_ERR_PERMISSION_DENIED`.
    case permissionDenied(String)
    /// A change to a store opened read-only, on read-only media, or to a dossier opened from a
    /// viewer bundle. `KS_ERR_READ_ONLY`.
    case readOnly(String)
    /// A bundle broke a rule of FORMAT.md; `reason` is the error name of its section 10.
    case invalidBundle(reason: BundleReason, detail: String)
    /// A store or bundle of a newer schema or format version than this library knows, or a bundle
    /// kind its version does not have. `KS_ERR_UNSUPPORTED_VERSION`.
    case unsupportedVersion(String)
    /// The operating system refused a read or write; the message names the file and the reason.
    /// `KS_ERR_IO`.
    case io(String)
    /// Another connection held the store past the busy timeout (5 s), the store is suspended
    /// (`Store.suspend`), or a concurrent change got in first: retry. `KS_ERR_BUSY`.
    case busy(String)
    /// A wrong username or password, or a remembered-sign-in token that is unknown or
    /// expired. `KS_ERR_AUTH_FAILED`.
    case authenticationFailed(String)
    /// A size or count limit was reached (a bundle's limits, `ReadLimits`, a media limit).
    /// `KS_ERR_LIMIT_EXCEEDED`.
    case limitExceeded(String)
    /// The store's database or media failed a check (a media file missing, cut short or of the
    /// wrong size). `KS_ERR_CORRUPT_STORE`.
    case corruptStore(String)
    /// A progress callback returned false; the operation left nothing behind. `KS_ERR_CANCELLED`.
    case cancelled(String)
    /// The disk is full, or memory ran out; nothing was changed. `KS_ERR_NO_SPACE`.
    case noSpace(String)
    /// A bug in the library; the message says what went wrong. `KS_ERR_INTERNAL`.
    case internalError(String)
    /// Sign-in for a username waits after repeated failures (see `SignInPolicy`).
    case locked(String)
    /// A viewer bundle signed by another key than the one pinned for its dossier (FORMAT.md R58).
    case keyMismatch(String)
    /// A viewer bundle older than (or conflicting with) the device's copy of its dossier (R58).
    case staleRevision(String)
    /// A row refers to a row that does not exist (SQLite's FOREIGN KEY constraint). The core
    /// checks references first, so this names a bug; the message names the constraint.
    case foreignKey(String)
    /// A value broke a CHECK constraint of the schema (a bug, like `foreignKey`).
    case checkFailed(String)
    /// A required value was missing (a NOT NULL constraint; a bug, like `foreignKey`).
    case notNull(String)
    /// An update bundle (FORMAT.md section 16) offered to a store that lacks its base: media it
    /// leaves out are not in the store, or a viewer device holds no revision of the dossier at
    /// or after the update's base. Error name `base-missing`.
    case baseMissing(String)
    /// The session, or the remembered sign-in a token belongs to, was signed out, revoked by a
    /// password change or reset, or revoked because a used-up token came back (it may have been
    /// copied): sign in again with the password. Unlike `authenticationFailed`, the
    /// credentials were right once. `KS_ERR_SESSION_REVOKED`.
    case sessionRevoked(String)

    /// The longest message an error carries: each quotes values through `Validation.quoted`,
    /// and this bound holds whatever a message is built from.
    public static let maxMessageBytes = 4096

    /// The error's message, at most `maxMessageBytes` bytes of UTF-8 (longer ones are cut at a
    /// character and end with "…"). For `invalidBundle` it reads `invalid bundle [reason]: detail`.
    public var message: String {
        let text = fullMessage
        guard text.utf8.count > KeepsakeError.maxMessageBytes else { return text }
        var cut = text.utf8.prefix(KeepsakeError.maxMessageBytes - 3)
        while let last = cut.last, last & 0xC0 == 0x80 { cut = cut.dropLast() }   // not inside a character
        if let last = cut.last, last >= 0xC0 { cut = cut.dropLast() }
        return String(decoding: cut, as: UTF8.self) + "…"
    }

    private var fullMessage: String {
        switch self {
        case .invalidArgument(let m), .notFound(let m), .alreadyExists(let m),
             .permissionDenied(let m), .readOnly(let m), .unsupportedVersion(let m), .io(let m),
             .busy(let m), .authenticationFailed(let m), .limitExceeded(let m),
             .corruptStore(let m), .cancelled(let m), .noSpace(let m), .internalError(let m), .locked(let m),
             .keyMismatch(let m), .staleRevision(let m), .foreignKey(let m), .checkFailed(let m), .notNull(let m), .baseMissing(let m), .sessionRevoked(let m):
            return m
        case .invalidBundle(let reason, let detail):
            return "invalid bundle [\(reason.rawValue)]: \(detail)"
        }
    }

    public var description: String { message }

    /// The `ks_status` number of this error (`Include/keepsake.h`), the same in every host:
    /// the one mapping, which the C layer returns as is.
    public var code: Int32 { Self.statuses[caseIndex].code }

    /// The name of `code` in `Include/keepsake.h` (`"KS_ERR_NOT_FOUND"`).
    public var codeName: String { Self.statuses[caseIndex].name }

    /// The header's codes, in the order of `caseIndex`.
    private static let statuses: [(code: Int32, name: String)] = [
        (-1, "KS_ERR_INVALID_ARGUMENT"), (-2, "KS_ERR_NOT_FOUND"), (-3, "KS_ERR_ALREADY_EXISTS"),
        (-4, "KS_ERR_PERMISSION_DENIED"), (-5, "KS_ERR_READ_ONLY"), (-6, "KS_ERR_INVALID_BUNDLE"),
        (-7, "KS_ERR_UNSUPPORTED_VERSION"), (-8, "KS_ERR_IO"), (-9, "KS_ERR_BUSY"),
        (-10, "KS_ERR_AUTH_FAILED"), (-11, "KS_ERR_LIMIT_EXCEEDED"), (-12, "KS_ERR_CORRUPT_STORE"),
        (-13, "KS_ERR_CANCELLED"), (-14, "KS_ERR_NO_SPACE"), (-15, "KS_ERR_INTERNAL"),
        (-16, "KS_ERR_LOCKED"), (-17, "KS_ERR_KEY_MISMATCH"), (-18, "KS_ERR_STALE_REVISION"),
        (-19, "KS_ERR_FOREIGN_KEY"), (-20, "KS_ERR_CHECK_FAILED"), (-21, "KS_ERR_NOT_NULL"),
        (-22, "KS_ERR_BASE_MISSING"), (-23, "KS_ERR_SESSION_REVOKED"),
    ]

    private var caseIndex: Int {
        switch self {
        case .invalidArgument: return 0
        case .notFound: return 1
        case .alreadyExists: return 2
        case .permissionDenied: return 3
        case .readOnly: return 4
        case .invalidBundle: return 5
        case .unsupportedVersion: return 6
        case .io: return 7
        case .busy: return 8
        case .authenticationFailed: return 9
        case .limitExceeded: return 10
        case .corruptStore: return 11
        case .cancelled: return 12
        case .noSpace: return 13
        case .internalError: return 14
        case .locked: return 15
        case .keyMismatch: return 16
        case .staleRevision: return 17
        case .foreignKey: return 18
        case .checkFailed: return 19
        case .notNull: return 20
        case .baseMissing: return 21
        case .sessionRevoked: return 22
        }
    }

    /// The bundle error name (FORMAT.md section 10) when this refusal is about a bundle.
    public var bundleReason: BundleReason? {
        if case .invalidBundle(let reason, _) = self { return reason }
        return nil
    }

    /// A bundle refusal: `reason` is a FORMAT.md error name. Limits and versions keep their own
    /// statuses but still carry the name in the message, so every refusal reads alike.
    static func bundle(_ reason: BundleReason, _ detail: String) -> KeepsakeError {
        switch reason {
        case .limitExceeded:
            return .limitExceeded("invalid bundle [\(reason.rawValue)]: \(detail)")
        case .unsupportedVersion, .unsupportedKind:
            return .unsupportedVersion("invalid bundle [\(reason.rawValue)]: \(detail)")
        case .baseMissing:
            return .baseMissing("update without its base [\(reason.rawValue)]: \(detail)")
        default:
            return .invalidBundle(reason: reason, detail: detail)
        }
    }
}

/// The error names of FORMAT.md section 10.
public enum BundleReason: String, Sendable, CaseIterable, Codable {
    /// The file does not start with a POSIX ustar header.
    case notABundle = "not-a-bundle"
    /// The file is gzip-, bzip2-, xz- or zstd-compressed; bundles are uncompressed tar.
    case compressed
    /// A tar header is malformed (checksum, number fields, magic).
    case badHeader = "bad-header"
    /// A member is not a regular file (a link, device, folder or FIFO).
    case badMemberType = "bad-member-type"
    /// A pax header would rename or relink a member (`path`, `linkpath`).
    case renamingHeader = "renaming-header"
    /// A pax header is malformed, too large, or followed by another pax header or the end.
    case badPaxHeader = "bad-pax-header"
    /// A member's name is not one the format allows: a ustar prefix, text after a NUL, bytes
    /// outside printable ASCII, an absolute path or one that leaves the bundle.
    case unsafePath = "unsafe-path"
    /// A member that the manifest does not list.
    case unexpectedMember = "unexpected-member"
    /// A member appears twice.
    case duplicateMember = "duplicate-member"
    /// Members are not in the manifest's order, or `manifest.json` is not the first.
    case memberOrder = "member-order"
    /// The archive ends before a member the manifest lists, or holds no manifest.
    case missingMember = "missing-member"
    /// A member's size differs from the manifest's.
    case sizeMismatch = "size-mismatch"
    /// A member's SHA-256 differs from the manifest's.
    case hashMismatch = "hash-mismatch"
    /// The padding after a member's data is not zero bytes.
    case badPadding = "bad-padding"
    /// Non-zero bytes follow the end-of-archive blocks, or a lone zero block is followed by data.
    case trailingData = "trailing-data"
    /// The file ends inside a header or a member.
    case truncated
    /// A reader's limit was reached (`ReadLimits`): members, a member's size, the total, the
    /// manifest's size. Reported with `KeepsakeError.limitExceeded`.
    case limitExceeded = "limit-exceeded"
    /// `manifest.json` is not valid JSON.
    case manifestJSON = "manifest-json"
    /// `manifest.json` is not in canonical form (FORMAT.md section 2).
    case manifestNotCanonical = "manifest-not-canonical"
    /// The manifest's `digest` does not match its content.
    case manifestDigest = "manifest-digest"
    /// A manifest field is missing, of the wrong type or value.
    case manifestField = "manifest-field"
    /// A format version newer than this reader knows. Reported with
    /// `KeepsakeError.unsupportedVersion`.
    case unsupportedVersion = "unsupported-version"
    /// A bundle kind the format version does not have. Reported with
    /// `KeepsakeError.unsupportedVersion`.
    case unsupportedKind = "unsupported-kind"
    /// `keepsake.db` is not in rollback-journal mode.
    case databaseJournalMode = "database-journal-mode"
    /// `keepsake.db` has another `application_id` than a bundle's.
    case databaseApplicationID = "database-application-id"
    /// `keepsake.db`'s `user_version` differs from the format version.
    case databaseVersion = "database-version"
    /// `keepsake.db` cannot be opened or fails `quick_check`.
    case databaseCorrupt = "database-corrupt"
    /// `keepsake.db`'s schema or text encoding is not the format's.
    case databaseSchema = "database-schema"
    /// A row holds a value the format does not allow (a type, U+0000, a malformed field).
    case databaseRow = "database-row"
    /// The database's media rows and the bundle's media members differ.
    case mediaMismatch = "media-mismatch"
    /// A mind map is not one tree (FORMAT.md R37): a node of a missing map, a cycle, two roots.
    case mindmapTree = "mindmap-tree"
    /// The records do not match the bundle's kind (R38, R42, R47, R50, R57).
    case kindContent = "kind-content"
    /// A dossier row refers to a patient, action or media the bundle does not hold (R47).
    case dossierReference = "dossier-reference"
    /// A viewer bundle's manifest signature does not verify with its public key (FORMAT.md
    /// section 15, R53).
    case signature
    /// A viewer bundle's sealed key or member does not decrypt (R56).
    case decryption
    /// Update bundles (FORMAT.md section 16): the store lacks the base (status KS_ERR_BASE_MISSING).
    case baseMissing = "base-missing"
    /// A viewer bundle's recipient entry asks for Argon2id parameters below the writers'
    /// minimum (FORMAT.md R55, format version 4): a bundle cheaper to guess than the writers make it.
    case weakKDF = "weak-kdf"
    /// A feed's `head.json` breaks a rule of FORMAT.md R74–R76 (form, signature, rotation).
    case feedHead = "feed-head"
    /// A head or object of another feed, centre or dossier than the device's (R77).
    case feedMismatch = "feed-mismatch"
    /// A fetched object's size or SHA-256 differs from what the head names, or a bundle's
    /// revision from the head's (R75, R77).
    case feedObject = "feed-object"
}
