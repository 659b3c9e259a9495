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
