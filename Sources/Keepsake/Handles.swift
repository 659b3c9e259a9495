import CKeepsake
import KeepsakeCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A core object a C handle can stand for, with the handle kind it goes by.
protocol Handled: AnyObject {
    static var handleKind: Handles.Kind { get }
}

extension Store: Handled { static var handleKind: Handles.Kind { .store } }
extension Session: Handled { static var handleKind: Handles.Kind { .session } }
extension MediaWriter: Handled { static var handleKind: Handles.Kind { .mediaWriter } }
extension Navigator: Handled { static var handleKind: Handles.Kind { .navigator } }

/// The objects behind the C handles, in a table of slots. A handle's value is never an
/// object's address: it encodes a slot index, the slot's generation and the handle's kind.
/// Closing a handle empties its slot and bumps the generation, so the stale handle no longer
/// matches even when the slot is taken again by a new handle of any kind; a handle of one kind
/// passed where another is expected does not match either. (The table is the C layer's only
/// shared state besides the error slot.)
///
///     bits 0-3   kind (1 store, 2 session, 3 media writer, 4 navigator)
///     bits 4-27  slot index + 1 (so no handle is NULL)
///     bits 28-   generation (a slot whose generation would wrap is retired, never reused)
enum Handles {
    enum Kind: UInt8, Sendable {
        case store = 1, session, mediaWriter, navigator

        var name: String {
            switch self {
            case .store: return "store"
            case .session: return "session"
            case .mediaWriter: return "media writer"
            case .navigator: return "navigator"
            }
        }
    }

    private static let kindBits = 4
    private static let indexBits = 24
    private static let generationBits = UInt.bitWidth - kindBits - indexBits
    private static let maxSlots = (1 << indexBits) - 1
    private static let maxGeneration = UInt(1) << generationBits - 1

    /// Holds an object in the table; the table owns it until the handle is closed.
    private final class Entry: @unchecked Sendable {
        let object: AnyObject
        let kind: Kind
        init(_ object: AnyObject, _ kind: Kind) { self.object = object; self.kind = kind }
    }

    private struct Slot {
        var generation: UInt = 0
        var entry: Entry?
    }

    private struct Table {
        var slots: [Slot] = []
        var free: [Int] = []
    }

    private static let table = Protected(Table())

    /// Registers `object` and returns its new handle.
    static func make<T: Handled>(_ object: T) throws(KeepsakeError) -> OpaquePointer {
        let kind = T.handleKind
        let entry = Entry(object, kind)
        let made = table.withLock { t -> (index: Int, generation: UInt)? in
            if let index = t.free.popLast() {
                t.slots[index].entry = entry
                return (index, t.slots[index].generation)
            }
            guard t.slots.count < maxSlots else { return nil }
            t.slots.append(Slot(generation: 0, entry: entry))
            return (t.slots.count - 1, 0)
        }
        guard let made else { throw .limitExceeded("more than \(maxSlots) handles are open at once") }
        let value = made.generation << (kindBits + indexBits) | UInt(made.index + 1) << kindBits | UInt(kind.rawValue)
        guard let handle = OpaquePointer(bitPattern: value) else { throw .internalError("a handle came out NULL") }
        return handle
    }

    /// The slot index a handle of `kind` names in its bits, and the generation it carries.
    private static func decode(_ handle: OpaquePointer, _ kind: Kind) -> (index: Int, generation: UInt)? {
        let value = UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(handle)))
        guard value & UInt(1 << kindBits - 1) == UInt(kind.rawValue) else { return nil }
        let index = Int(value >> kindBits & UInt(maxSlots)) - 1
        guard index >= 0 else { return nil }
        return (index, value >> (kindBits + indexBits))
    }

    /// The object behind a live handle of `T`'s kind. A NULL, closed, stale or foreign handle
    /// is refused with `.invalidArgument`. The object stays alive while the caller holds it,
    /// even if another thread closes the handle meanwhile.
    static func get<T: Handled>(_ handle: OpaquePointer?, as _: T.Type) throws(KeepsakeError) -> T {
        let kind = T.handleKind
        guard let handle else { throw .invalidArgument("the \(kind.name) handle is NULL") }
        let entry: Entry? = decode(handle, kind).flatMap { slot in
            table.withLock { t -> Entry? in
                guard slot.index < t.slots.count, t.slots[slot.index].generation == slot.generation else { return nil }
                return t.slots[slot.index].entry
            }
        }
        guard let entry, entry.kind == kind, let object = entry.object as? T else {
            throw .invalidArgument("the \(kind.name) handle is closed or not a \(kind.name) handle")
        }
        return object
    }

    /// Closes a handle of `kind`: its slot is emptied and its generation moves on. A NULL,
    /// stale or foreign handle is ignored (close accepts NULL and never fails).
    static func close(_ handle: OpaquePointer?, _ kind: Kind) {
        guard let handle, let slot = decode(handle, kind) else { return }
        let removed = table.withLock { t -> Entry? in
            guard slot.index < t.slots.count, t.slots[slot.index].generation == slot.generation,
                  let entry = t.slots[slot.index].entry, entry.kind == kind else { return nil }
            t.slots[slot.index].entry = nil
            if t.slots[slot.index].generation < maxGeneration {
                t.slots[slot.index].generation += 1
                t.free.append(slot.index)
            }
            return entry
        }
        // The object is released here, outside the lock, when the last reference goes.
        withExtendedLifetime(removed) {}
    }
}
