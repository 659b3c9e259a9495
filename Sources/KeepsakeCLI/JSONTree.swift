import KeepsakeCore

/// A result's JSON form as the CLI reads it to print text (`TextView`, `MoodText`) or adds to
/// it (`info`'s `writable`): built from the public `JSONEncodable` events, printed through the
/// public `CanonicalJSONWriter`, so `--json` gives the bytes the C interface gives.
enum JSON: Hashable, JSONEncodable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
    case null
    case bool(Bool)
    case int(Int64)
    case string(String)
    case array([JSON])
    case object([String: JSON])

    /// The JSON form of `value`.
    init(_ value: some JSONEncodable) {
        var builder = Builder()
        value.encodeJSON(to: &builder)
        self = builder.result
    }

    subscript(key: String) -> JSON? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    var stringValue: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    var intValue: Int64? {
        if case .int(let i) = self { return i }
        return nil
    }

    var arrayValue: [JSON]? {
        if case .array(let a) = self { return a }
        return nil
    }

    var objectValue: [String: JSON]? {
        if case .object(let o) = self { return o }
        return nil
    }

    /// Members in canonical order (by their keys' UTF-8 bytes), as the writer expects them.
    func encodeJSON(to sink: inout some JSONSink) {
        switch self {
        case .null: sink.null()
        case .bool(let b): sink.bool(b)
        case .int(let i): sink.integer(i)
        case .string(let s): sink.string(s)
        case .array(let items):
            sink.beginArray()
            for item in items { item.encodeJSON(to: &sink) }
            sink.endArray()
        case .object(let members):
            sink.beginObject()
            for key in members.keys.sorted(by: { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }) {
                sink.key(key)
                (members[key] ?? .null).encodeJSON(to: &sink)
            }
            sink.endObject()
        }
    }

    init(stringLiteral value: String) { self = .string(value) }
    init(integerLiteral value: Int64) { self = .int(value) }
    init(booleanLiteral value: Bool) { self = .bool(value) }
    init(arrayLiteral elements: JSON...) { self = .array(elements) }
    init(dictionaryLiteral elements: (String, JSON)...) {
        self = .object(Dictionary(elements) { _, last in last })
    }
    init(nilLiteral: ()) { self = .null }

    /// Collects the events of one value into a tree.
    private struct Builder: JSONSink {
        private enum Open { case array([JSON]), object([String: JSON], key: String) }
        private var open: [Open] = []
        private(set) var result: JSON = .null

        private mutating func add(_ value: JSON) {
            switch open.popLast() {
            case nil: result = value
            case .array(var items)?: items.append(value); open.append(.array(items))
            case .object(var members, let key)?: members[key] = value; open.append(.object(members, key: key))
            }
        }

        mutating func null() { add(.null) }
        mutating func bool(_ value: Bool) { add(.bool(value)) }
        mutating func integer(_ value: Int64) { add(.int(value)) }
        mutating func string(_ value: String) { add(.string(value)) }
        mutating func beginArray() { open.append(.array([])) }
        mutating func endArray() { if case .array(let items)? = open.popLast() { add(.array(items)) } }
        mutating func beginObject() { open.append(.object([:], key: "")) }
        mutating func key(_ key: String) { if case .object(let members, _)? = open.popLast() { open.append(.object(members, key: key)) } }
        mutating func endObject() { if case .object(let members, _)? = open.popLast() { add(.object(members)) } }
    }
}
