#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A mutual-exclusion lock that works on every platform the core supports (iOS 16 and
/// macOS 13 included, where `Synchronization.Mutex` is not available). It is an error-checking
/// mutex: a thread that asks again for a lock it holds gets an error instead of a deadlock, so
/// a nested unit of work is reported as a bug rather than hanging the host.
final class Lock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    init() {
        mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_ERRORCHECK))
        pthread_mutex_init(mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` holding the lock.
    /// - Throws: `.internalError` when the calling thread already holds it.
    func withLock<T>(_ body: () throws(KeepsakeError) -> T) throws(KeepsakeError) -> T {
        guard pthread_mutex_lock(mutex) == 0 else {
            throw .internalError("a unit of work was started inside another one on the same thread; this is a bug in Keepsake")
        }
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }

    /// Runs `body` holding the lock, for bodies that cannot fail (and callers that never nest).
    func sync<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }
}

/// A value guarded by a `Lock`, with the shape of `Synchronization.Mutex` (which needs iOS 18
/// and macOS 15): `withLock { value in … }` gives the body exclusive, mutable access.
package final class Protected<Value>: @unchecked Sendable {
    private let lock = Lock()
    private var value: Value

    package init(_ value: Value) { self.value = value }

    /// Runs `body` with exclusive access to the value; bodies must not nest on one thread.
    package func withLock<T>(_ body: (inout Value) -> T) -> T {
        lock.sync { body(&value) }
    }
}
