/// Where a relative's device pulls a feed from (FORMAT.md sections 18 and 19): the feed's URL
/// and the username whose password opens its bundles, from an invitation or from the one
/// trusted centre that has a feed.
public struct FeedSource: Hashable, Sendable, Codable {
    /// The feed's location (`https://` or `http://`), its last part the feed's id (R73).
    public let url: String
    /// The feed's id, the last part of `url`.
    public let feedID: String
    /// The relative's username the invitation named.
    public let username: String
    /// The centre trusted for the feed.
    public let centre: TrustedCentre
    /// Whether the centre was trusted by this call (the device did not trust its key before).
    public let newlyTrusted: Bool

    enum CodingKeys: String, CodingKey {
        case url, feedID = "feed_id", username, centre, newlyTrusted = "newly_trusted"
    }
}

extension Session {
    /// The feed to pull, from an invitation (R72) or, with `invitation` nil, from the trusted
    /// centres. With an invitation: its feed URL and username; the device trusts the centre
    /// from it first when it did not (`trustInvitation`). Without one: the feed URL of the one
    /// trusted centre that has one. Owner only, as `trustInvitation`.
    ///
    /// - Throws: `.invalidArgument` for a text that is not an invitation, an invitation that
    ///   carries no feed URL, a feed URL whose last part is not a feed id, or (without an
    ///   invitation) several trusted centres with different feed URLs, naming them to choose
    ///   from; `.notFound` when no trusted centre has a feed URL.
    public func feedSource(invitation text: String?, now: Instant) throws(KeepsakeError) -> FeedSource {
        if let text {
            let invitation = try ViewerInvitation.parse(text)
            guard let url = invitation.feedURL else {
                throw .invalidArgument("the invitation for \(quoted: invitation.username) carries no feed URL (FORMAT.md R72): ask the centre for an invitation with a feed, or pull from the feed's URL")
            }
            let feedID = try Self.feedID(of: url)
            let key = Hex.encode(invitation.centreKey)
            let known = try store.trustedCentres().contains { $0.publicKey == key }
            let centre = try trustInvitation(text, now: now)
            return FeedSource(url: url, feedID: feedID, username: invitation.username, centre: centre, newlyTrusted: !known)
        }
        let withFeed = try store.trustedCentres().filter { $0.feedURL != nil }
        var byURL: [String: TrustedCentre] = [:]
        for centre in withFeed where byURL[centre.feedURL ?? ""] == nil { byURL[centre.feedURL ?? ""] = centre }
        guard !byURL.isEmpty else {
            throw .notFound("no centre this device trusts has a feed URL: accept an invitation that carries one, or pull from the feed's URL")
        }
        guard byURL.count == 1, let (url, centre) = byURL.first else {
            let choices = byURL.keys.sorted().map { "\($0) (centre \(byURL[$0]?.fingerprint ?? ""))" }
            throw .invalidArgument("several centres this device trusts have a feed; choose one: \(choices.joined(separator: ", "))")
        }
        return FeedSource(url: url, feedID: try Self.feedID(of: url), username: centre.username, centre: centre, newlyTrusted: false)
    }

    /// The feed id a feed URL ends in (R73).
    static func feedID(of url: String) throws(KeepsakeError) -> String {
        var base = Substring(url)
        while base.hasSuffix("/") { base.removeLast() }
        let last = String(base.split(separator: "/").last ?? "")
        guard FeedHead.isFeedID(last) else {
            throw .invalidArgument("the feed URL \(quoted: url) must end in the feed's id (32 lowercase hex digits, FORMAT.md R73)")
        }
        return last
    }
}
