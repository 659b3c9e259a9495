/// A JSON value as FORMAT.md section 2 allows it: integers only, objects with unique keys.
public enum JSONValue: Equatable, Sendable {
    /// JSON `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// An integer; canonical JSON allows at most `maxSafeInteger` in magnitude.
    case int(Int64)
    /// A string of Unicode scalar values.
    case string(String)
    /// An array, in order.
    case array([JSONValue])
    /// An object; its keys are unique, and canonical JSON sorts them.
    case object([String: JSONValue])

    /// The largest magnitude a canonical integer may have (R4).
    public static let maxSafeInteger: Int64 = 9_007_199_254_740_991

    /// The member `key` of an object; nil for a missing key or a value that is not an object.
    public subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    /// The string, or nil for any other value.
    public var stringValue: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    /// The integer, or nil for any other value.
    public var intValue: Int64? {
        if case .int(let i) = self { return i }
        return nil
    }

    /// The elements, or nil for any other value.
    public var arrayValue: [JSONValue]? {
        if case .array(let a) = self { return a }
        return nil
    }

    /// The members, or nil for any other value.
    public var objectValue: [String: JSONValue]? {
        if case .object(let o) = self { return o }
        return nil
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral,
    ExpressibleByNilLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int64) { self = .int(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        var members: [String: JSONValue] = [:]
        for (key, value) in elements { members[key] = value }
        self = .object(members)
    }
    public init(nilLiteral: ()) { self = .null }
}
