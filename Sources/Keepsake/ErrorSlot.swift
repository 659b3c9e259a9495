import KeepsakeCore
import CKeepsake

/// The one piece of global state: each thread's last error message (a malloc'd C string kept
/// in a pthread key, freed when the thread ends or the next error replaces it).
enum ErrorSlot {
    private static let key: pthread_key_t? = {
        var key = pthread_key_t()
        let rc = pthread_key_create(&key) { pointer in
            #if canImport(Darwin)
            free(pointer)
            #else
            free(pointer)
            #endif
        }
        return rc == 0 ? key : nil
    }()

    private static let empty: StaticString = ""

    static func set(_ message: String) {
        guard let key else { return }
        let previous = pthread_getspecific(key)
        pthread_setspecific(key, strdup(message))
        free(previous)
    }

    static func get() -> UnsafePointer<CChar> {
        if let key, let pointer = pthread_getspecific(key) {
            return UnsafePointer(pointer.assumingMemoryBound(to: CChar.self))
        }
        return UnsafeRawPointer(empty.utf8Start).assumingMemoryBound(to: CChar.self)
    }
}

extension KeepsakeError {
    /// The one mapping from core errors to C statuses.
    var status: ks_status {
        switch self {
        case .invalidArgument: return KS_ERR_INVALID_ARGUMENT
        case .notFound: return KS_ERR_NOT_FOUND
        case .alreadyExists: return KS_ERR_ALREADY_EXISTS
        case .permissionDenied: return KS_ERR_PERMISSION_DENIED
        case .readOnly: return KS_ERR_READ_ONLY
        case .invalidBundle: return KS_ERR_INVALID_BUNDLE
        case .unsupportedVersion: return KS_ERR_UNSUPPORTED_VERSION
        case .io: return KS_ERR_IO
        case .busy: return KS_ERR_BUSY
        case .authenticationFailed: return KS_ERR_AUTH_FAILED
        case .limitExceeded: return KS_ERR_LIMIT_EXCEEDED
        case .corruptStore: return KS_ERR_CORRUPT_STORE
        case .cancelled: return KS_ERR_CANCELLED
        case .noSpace: return KS_ERR_NO_SPACE
        case .internalError: return KS_ERR_INTERNAL
        case .locked: return KS_ERR_LOCKED
        case .keyMismatch: return KS_ERR_KEY_MISMATCH
        case .staleRevision: return KS_ERR_STALE_REVISION
        case .foreignKey: return KS_ERR_FOREIGN_KEY
        case .checkFailed: return KS_ERR_CHECK_FAILED
        case .notNull: return KS_ERR_NOT_NULL
        }
    }
}

/// Runs the body of an exported function: a thrown error becomes its status and the thread's
/// message. Nothing Swift escapes.
func entry(_ body: () throws(KeepsakeError) -> Void) -> ks_status {
    do throws(KeepsakeError) {
        try body()
        return KS_OK
    } catch {
        ErrorSlot.set(error.message)
        return error.status
    }
}
