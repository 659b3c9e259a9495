import KeepsakeCore

/// Days written as literals in tests: `"2026-11-30"` where the API takes a `CivilDate`. A
/// literal that is not a date stops the test at once. (So `CivilDate("…")` with a literal is this
/// initializer too: a test of the failable parser passes a `String` value.)
extension CivilDate: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) {
        guard let day = CivilDate(value) else { fatalError("\(value) is not a date YYYY-MM-DD") }
        self = day
    }
}

/// Instants written as literals in tests: `"2026-11-30T09:00:00Z"` where the API takes an
/// `Instant`, kept with its text. A literal that is not an RFC 3339 instant stops the test.
extension Instant: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) {
        guard let instant = Instant(value) else { fatalError("\(value) is not an RFC 3339 instant") }
        self = instant
    }
}
