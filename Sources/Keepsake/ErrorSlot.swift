import KeepsakeCore
import CKeepsake
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
    /// The C status of the error: `KeepsakeError.code`, the core's one mapping.
    var status: ks_status { ks_status(rawValue: code) }
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
