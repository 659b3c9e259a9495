/// The routine's inputs as JSON text, parsed here once for the C ABI and every other host.
extension Session {
    /// Onboarding answers: a JSON object of strings, `{"key":"value",…}`.
    ///
    /// - Throws: `.invalidArgument` for anything else, or answers over the limits.
    package static func parseAnswers(json: String) throws(KeepsakeError) -> [String: String] {
        guard let value = try? JSONParser.parse(json) else { throw .invalidArgument("answers_json must be a JSON object of strings") }
        return try parseAnswers(value)
    }

    /// The list of messages of the day: a JSON array of strings.
    ///
    /// - Throws: `.invalidArgument` for anything else.
    package static func parseMessages(json: String) throws(KeepsakeError) -> [String] {
        guard case .array(let items)? = try? JSONParser.parse(json) else {
            throw .invalidArgument("messages_json must be a JSON array of strings")
        }
        var list: [String] = []
        for item in items {
            guard case .string(let m) = item else { throw .invalidArgument("messages_json must be a JSON array of strings") }
            list.append(m)
        }
        return list
    }
}
