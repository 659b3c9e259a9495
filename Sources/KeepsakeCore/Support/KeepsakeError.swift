/// Every failure the core reports. Each case carries a specific, human message; the C layer
/// maps the case to a `ks_status` in one place (`KeepsakeError.status`).
public enum KeepsakeError: Error, Equatable, Sendable, CustomStringConvertible {
    case invalidArgument(String)
    case notFound(String)
    case alreadyExists(String)
    case permissionDenied(String)
    case readOnly(String)
    /// A bundle broke a rule of FORMAT.md; `reason` is the error name of its section 10.
    case invalidBundle(reason: String, detail: String)
    case unsupportedVersion(String)
    case io(String)
    case busy(String)
    case authenticationFailed(String)
    case limitExceeded(String)
    case corruptStore(String)
    case cancelled(String)
    case noSpace(String)
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

    /// The longest message an error carries: each quotes values through `Validation.quoted`,
    /// and this bound holds whatever a message is built from.
    public static let maxMessageBytes = 4096

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
             .keyMismatch(let m), .staleRevision(let m), .foreignKey(let m), .checkFailed(let m), .notNull(let m), .baseMissing(let m):
            return m
        case .invalidBundle(let reason, let detail):
            return "invalid bundle [\(reason)]: \(detail)"
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
        (-22, "KS_ERR_BASE_MISSING"),
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
        }
    }

    /// The bundle error name (FORMAT.md section 10) when this refusal is about a bundle.
    public var bundleReason: String? {
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
            return .invalidBundle(reason: reason.rawValue, detail: detail)
        }
    }
}

/// The error names of FORMAT.md section 10.
public enum BundleReason: String, Sendable, CaseIterable {
    case notABundle = "not-a-bundle"
    case compressed
    case badHeader = "bad-header"
    case badMemberType = "bad-member-type"
    case renamingHeader = "renaming-header"
    case badPaxHeader = "bad-pax-header"
    case unsafePath = "unsafe-path"
    case unexpectedMember = "unexpected-member"
    case duplicateMember = "duplicate-member"
    case memberOrder = "member-order"
    case missingMember = "missing-member"
    case sizeMismatch = "size-mismatch"
    case hashMismatch = "hash-mismatch"
    case badPadding = "bad-padding"
    case trailingData = "trailing-data"
    case truncated
    case limitExceeded = "limit-exceeded"
    case manifestJSON = "manifest-json"
    case manifestNotCanonical = "manifest-not-canonical"
    case manifestDigest = "manifest-digest"
    case manifestField = "manifest-field"
    case unsupportedVersion = "unsupported-version"
    case unsupportedKind = "unsupported-kind"
    case databaseJournalMode = "database-journal-mode"
    case databaseApplicationID = "database-application-id"
    case databaseVersion = "database-version"
    case databaseCorrupt = "database-corrupt"
    case databaseSchema = "database-schema"
    case databaseRow = "database-row"
    case mediaMismatch = "media-mismatch"
    case mindmapTree = "mindmap-tree"
    case kindContent = "kind-content"
    case dossierReference = "dossier-reference"
    /// Viewer bundles (FORMAT.md section 15).
    case signature
    case decryption
    /// Update bundles (FORMAT.md section 16): the store lacks the base (status KS_ERR_BASE_MISSING).
    case baseMissing = "base-missing"
}
