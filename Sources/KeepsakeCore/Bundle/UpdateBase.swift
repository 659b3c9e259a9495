/// Update bundles (FORMAT.md section 16): what a recipient must hold, and what a writer may
/// leave out.
enum UpdateBase {
    /// R64: every medium an update leaves to its base is in `store` with its size; otherwise
    /// the store lacks the base and nothing is imported. A held row whose hash the store holds
    /// with another size is checked first and is the bundle's fault (`media-mismatch`): one
    /// hash names one content, and the store verified its files' hashes when they entered.
    /// With `db` (an import's unit of work), media the store holds but no session may reach by
    /// hash (a viewer copy's, `AccessPolicy.reachableMedia`) count as missing.
    static func requireHeld(_ held: [MediaRecord], in store: Store, base: String?, reachableIn db: Database? = nil) throws(KeepsakeError) {
        for record in held {
            if let size = FileSystem.regularFileSize(store.mediaPath(record.sha256)), size != record.size {
                throw .bundle(.mediaMismatch, "the update's media row \(record.sha256) gives \(record.size) bytes, but the medium of that hash has \(size) bytes: the row is false")
            }
        }
        // `base` describes the base for the message ("the bundle with digest …", "revision 3").
        var lacking: [MediaRecord] = []
        for record in held {
            if !store.hasMediaFile(record.sha256, size: record.size) {
                lacking.append(record)
            } else if let db, try AccessPolicy.reachableMedia(record.sha256, in: db) == nil {
                lacking.append(record)
            }
        }
        guard let missing = lacking.first else { return }
        let others = lacking.count - 1
        let named = base ?? "its base"
        throw .bundle(.baseMissing, "this update leaves out media that \(named) listed, and this store lacks medium \(missing.sha256) (\(missing.size) bytes)\(others > 0 ? " and \(others) more" : ""): import the base first, or a full bundle")
    }

    /// The media a recipient of the bundle at `path` holds once it has imported it (R63): its
    /// database's `media` rows, carried or themselves held from its own base. Reads only the
    /// manifest and the database member (both verified), never the media.
    static func mediaHeld(byBase path: String) throws(KeepsakeError) -> (digest: String, media: Set<String>) {
        let scratch = try ScratchFolder.inSystemTemporaryDirectory()
        defer { scratch.remove() }
        let sink = StagingSink(folder: scratch.path, keepMedia: { _ in false })
        let container = try BundleReader.readContainer(path: path, options: ReadOptions(), sink: sink, throughDatabase: true)
        guard container.manifest.viewer == nil else {
            throw .invalidArgument("the base \(quotedPath: path) is a viewer bundle: a viewer update names its base by revision (base_revision)")
        }
        guard case .object(let object) = container.manifestJSON, case .string(let digest)? = object["digest"] else {
            throw .internalError("a verified manifest has no digest")
        }
        let database = try BundleDatabase.open(path: sink.databasePath, manifest: container.manifest)
        return (digest, Set(try database.mediaRecords().map(\.sha256)))
    }
}
