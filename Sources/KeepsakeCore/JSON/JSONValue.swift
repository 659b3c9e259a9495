/// A JSON value as FORMAT.md section 2 allows it: integers only, objects with unique keys.
package enum JSONValue: Hashable, Sendable {
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
    package static let maxSafeInteger: Int64 = 9_007_199_254_740_991

    package subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    package var stringValue: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    package var intValue: Int64? {
        if case .int(let i) = self { return i }
        return nil
    }

    package var arrayValue: [JSONValue]? {
        if case .array(let a) = self { return a }
        return nil
    }

    package var objectValue: [String: JSONValue]? {
        if case .object(let o) = self { return o }
        return nil
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral,
    ExpressibleByNilLiteral
{
    package init(stringLiteral value: String) { self = .string(value) }
    package init(integerLiteral value: Int64) { self = .int(value) }
    package init(booleanLiteral value: Bool) { self = .bool(value) }
    package init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    package init(dictionaryLiteral elements: (String, JSONValue)...) {
        var members: [String: JSONValue] = [:]
        for (key, value) in elements { members[key] = value }
        self = .object(members)
    }
    package init(nilLiteral: ()) { self = .null }
}
