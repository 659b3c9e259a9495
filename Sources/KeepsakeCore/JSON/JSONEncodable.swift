/// The public way out to JSON: a result type writes itself as a stream of JSON events to a
/// `JSONSink`, and `CanonicalJSONWriter` turns the events into canonical JSON (FORMAT.md
/// section 2). The C interface gives its results this way, and a Swift host (the `keepsake`
/// CLI's `--json` among them) gets the same bytes from `canonicalJSON`, without a JSON tree
/// type in the public API.

/// Receives one JSON value as events in document order.
///
/// An object is `beginObject()`, then for each member `key(_:)` followed by the member's
/// value, then `endObject()`; an array is `beginArray()`, its elements, `endArray()`. A
/// `JSONEncodable` of this module gives an object's members in canonical key order (by the
/// UTF-8 bytes of the keys) and only integers as numbers.
///
/// ```swift
/// struct Collect: JSONSink { var keys: [String] = []; mutating func key(_ key: String) { keys.append(key) } … }
/// ```
public protocol JSONSink {
    /// A `null`.
    mutating func null()
    /// `true` or `false`.
    mutating func bool(_ value: Bool)
    /// An integer.
    mutating func integer(_ value: Int64)
    /// A string.
    mutating func string(_ value: String)
    /// The start of an array: its elements follow, then `endArray()`.
    mutating func beginArray()
    /// The end of the array begun last.
    mutating func endArray()
    /// The start of an object: key and value pairs follow, then `endObject()`.
    mutating func beginObject()
    /// The key of the object member whose value comes next.
    mutating func key(_ key: String)
    /// The end of the object begun last.
    mutating func endObject()
}

/// A value with a JSON form: the one the C interface gives for it (`ks_…` calls' `out_json`).
///
/// ```swift
/// let tiles = try session.moodTiles(preset: .currentMonth, today: today)
/// print(tiles.canonicalJSON)   // {"days":[…],"first":"2026-12-01",…}
/// ```
public protocol JSONEncodable {
    /// Writes the value as JSON events to `sink`, object members in canonical key order.
    func encodeJSON(to sink: inout some JSONSink)
}

extension JSONEncodable {
    /// The value as canonical JSON text (FORMAT.md section 2), without a final line feed:
    /// byte for byte what the C interface gives for it.
    public var canonicalJSON: String {
        var writer = CanonicalJSONWriter()
        encodeJSON(to: &writer)
        return writer.text
    }
}

/// A list of values is a JSON array of their forms.
extension Array: JSONEncodable where Element: JSONEncodable {
    /// Writes the elements in order as a JSON array.
    public func encodeJSON(to sink: inout some JSONSink) {
        sink.beginArray()
        for element in self { element.encodeJSON(to: &sink) }
        sink.endArray()
    }
}

/// No value is `null`.
extension Optional: JSONEncodable where Wrapped: JSONEncodable {
    /// Writes the wrapped value, or `null`.
    public func encodeJSON(to sink: inout some JSONSink) {
        switch self {
        case .some(let value): value.encodeJSON(to: &sink)
        case .none: sink.null()
        }
    }
}

/// A `JSONSink` that writes canonical JSON (FORMAT.md section 2): no insignificant
/// whitespace, minimal string escapes, integers in decimal. Members are written in the order
/// given, which every `JSONEncodable` of this module makes the canonical one.
///
/// ```swift
/// var writer = CanonicalJSONWriter()
/// result.encodeJSON(to: &writer)
/// let bytes = writer.bytes
/// ```
public struct CanonicalJSONWriter: JSONSink, Sendable, Hashable, Codable {
    /// The UTF-8 bytes written so far.
    public private(set) var bytes: [UInt8] = []
    /// For each open array or object, whether a member was written (a comma goes before the next).
    private var open: [Bool] = []
    /// A key was just written: its value follows without a comma.
    private var afterKey = false

    /// An empty writer.
    public init() {
        bytes.reserveCapacity(256)
    }

    /// The bytes written so far as a string.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    private mutating func beginValue() {
        if afterKey { afterKey = false; return }
        if let last = open.indices.last {
            if open[last] { bytes.append(UInt8(ascii: ",")) }
            open[last] = true
        }
    }

    /// Writes `null`.
    public mutating func null() { beginValue(); bytes.append(contentsOf: Array("null".utf8)) }
    /// Writes `true` or `false`.
    public mutating func bool(_ value: Bool) { beginValue(); bytes.append(contentsOf: Array((value ? "true" : "false").utf8)) }
    /// Writes the integer in decimal.
    public mutating func integer(_ value: Int64) { beginValue(); bytes.append(contentsOf: Array(String(value).utf8)) }
    /// Writes the string with canonical escapes.
    public mutating func string(_ value: String) { beginValue(); CanonicalJSON.writeString(value, into: &bytes) }
    /// Writes `[`.
    public mutating func beginArray() { beginValue(); bytes.append(UInt8(ascii: "[")); open.append(false) }
    /// Writes `]`.
    public mutating func endArray() { _ = open.popLast(); bytes.append(UInt8(ascii: "]")) }
    /// Writes `{`.
    public mutating func beginObject() { beginValue(); bytes.append(UInt8(ascii: "{")); open.append(false) }
    /// Writes `"key":`, after a comma unless it is the object's first.
    public mutating func key(_ key: String) {
        beginValue()
        CanonicalJSON.writeString(key, into: &bytes)
        bytes.append(UInt8(ascii: ":"))
        afterKey = true
    }
    /// Writes `}`.
    public mutating func endObject() { _ = open.popLast(); bytes.append(UInt8(ascii: "}")) }
}

/// What is left to write of a JSON tree.
private enum JSONStep { case value(JSONValue), key(String), endArray, endObject }

/// The package's JSON tree writes itself with canonical key order; an explicit stack keeps
/// deeply nested values from overflowing the call stack.
extension JSONValue: JSONEncodable {
    package func encodeJSON(to sink: inout some JSONSink) {
        var stack: [JSONStep] = [.value(self)]
        while let step = stack.popLast() {
            switch step {
            case .key(let key): sink.key(key)
            case .endArray: sink.endArray()
            case .endObject: sink.endObject()
            case .value(let value):
                switch value {
                case .null: sink.null()
                case .bool(let b): sink.bool(b)
                case .int(let i): sink.integer(i)
                case .string(let s): sink.string(s)
                case .array(let items):
                    sink.beginArray()
                    stack.append(.endArray)
                    for item in items.reversed() { stack.append(.value(item)) }
                case .object(let members):
                    sink.beginObject()
                    stack.append(.endObject)
                    for key in CanonicalJSON.sortedKeys(members).reversed() {
                        stack.append(.value(members[key] ?? .null))
                        stack.append(.key(key))
                    }
                }
            }
        }
    }
}
