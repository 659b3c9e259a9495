import CKeepsake
import KeepsakeCore

// Feeds (FORMAT.md section 19). Conversion only; the rules live in the core.

@c @implementation
public func ks_feed_publish(_ outJSON: OutText?, _ session: OpaquePointer?, _ patientID: InText?, _ folder: InText?, _ lifetime: Int64,
                            _ grace: Int64, _ flags: UInt32, _ today: InText?, _ now: InText?) -> ks_status {
    call(outJSON, .optional, session) { (s) throws(KeepsakeError) in
        let flags = try Arg.flags(flags, known: UInt32(KS_FEED_REFRESH))
        guard lifetime >= 0, grace >= 0 else { throw .invalidArgument("lifetime and grace must not be negative") }
        return try s.publishFeeds(to: try Arg.string(folder, "folder"), patientID: try Arg.optional(patientID, "patient_id"),
                                  today: try Arg.day(today, "today"), now: try Arg.instant(now, "now"),
                                  refresh: flags & UInt32(KS_FEED_REFRESH) != 0,
                                  lifetime: lifetime == 0 ? Feeds.defaultLifetime : lifetime, grace: grace == 0 ? Feeds.defaultGrace : grace).json
    }
}

@c @implementation
public func ks_centre_key_rotate(_ outJSON: OutText?, _ session: OpaquePointer?, _ now: InText?) -> ks_status {
    call(outJSON, .optional, session) { (s) throws(KeepsakeError) in try s.rotateCentreKey(now: try Arg.instant(now, "now")).json }
}

@c @implementation
public func ks_feed_plan(_ outJSON: OutText?, _ session: OpaquePointer?, _ feedID: InText?, _ headPath: InText?, _ now: InText?) -> ks_status {
    call(outJSON, .required, session) { (s) throws(KeepsakeError) in
        try s.planFeed(head: try FeedHead.readFile(try Arg.string(headPath, "head_path")), feedID: try Arg.string(feedID, "feed_id"),
                       now: try Arg.instant(now, "now")).json
    }
}

@c @implementation
public func ks_feed_apply(_ outJSON: OutText?, _ session: OpaquePointer?, _ feedID: InText?, _ headPath: InText?, _ filesJSON: InText?,
                          _ username: InText?, _ password: InText?, _ today: InText?, _ now: InText?) -> ks_status {
    call(outJSON, .optional, session) { (s) throws(KeepsakeError) in
        let text = try Arg.string(filesJSON, "files_json")
        guard case .object(let object)? = try? JSONParser.parse(text) else {
            throw .invalidArgument("files_json must be a JSON object of digest to path")
        }
        var files: [String: String] = [:]
        for (digest, value) in object {
            guard let path = value.stringValue else { throw .invalidArgument("files_json: the path of \(digest) must be a string") }
            files[digest] = path
        }
        return try s.applyFeed(head: try FeedHead.readFile(try Arg.string(headPath, "head_path")), feedID: try Arg.string(feedID, "feed_id"),
                               files: files, username: try Arg.string(username, "username"), password: try Arg.string(password, "password"),
                               today: try Arg.day(today, "today"), now: try Arg.instant(now, "now")).json
    }
}

@c @implementation
public func ks_feed_list(_ outJSON: OutText?, _ store: OpaquePointer?, _ now: InText?) -> ks_status {
    call(outJSON, .required, store, as: Store.self) { (st) throws(KeepsakeError) in
        let now = try Arg.instant(now, "now")
        return ["feeds": .array(try st.viewerFeeds().map { $0.json(now: now) })]
    }
}
