extension Session {
    /// Opens a viewer bundle into this session's store (see
    /// `Store.openViewerBundle(at:username:password:today:now:options:)`), as this session: the
    /// implicit owner of a device store without accounts, or a signed-in owner or staff
    /// account. A relative, a viewer session or a read-only store is refused before the bundle
    /// is read.
    public func openViewerBundle(at path: String, username: String, password: String, today: String, now: String,
                                 options: ReadOptions = ReadOptions()) throws(KeepsakeError) -> (Session, ViewerOpenResult) {
        try requireWrite("open a viewer bundle")
        return try store.openViewerBundle(at: path, username: username, password: password, today: today, now: now, options: options)
    }
}
