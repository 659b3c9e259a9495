/// The file formats a map can be exported to or imported from (besides bundles).
public enum MindMapFormat: String, Sendable, CaseIterable {
    /// OPML 2.0; import and export.
    case opml
    /// FreeMind / Freeplane `.mm`; import and export.
    case freemind
    /// A Markdown outline; export only.
    case markdown
    /// A radial-tree drawing in SVG; export only.
    case svg

    var canImport: Bool { self == .opml || self == .freemind }
}

/// What an export to a file wrote.
public struct MindMapExportResult: Equatable, Sendable {
    public let path: String
    public let size: UInt64
    public let nodes: Int

    public var json: JSONValue { ["path": .string(path), "size": .int(Int64(size)), "nodes": .int(Int64(nodes))] }
}

extension Session {
    /// Reads an OPML or FreeMind/Freeplane file and stores it as a new map (new ids; every node
    /// created and modified at `now`) in one transaction.
    ///
    /// ```swift
    /// let map = try session.importMindMap(from: "plan.opml", format: .opml, now: now)
    /// ```
    /// - Throws: `.invalidArgument` for a file that is not well-formed or not of the format,
    ///   `.notFound`, `.limitExceeded` for files over 256 MiB or 5,000,000 nodes.
    public func importMindMap(from path: String, format: MindMapFormat, now: String) throws(KeepsakeError) -> MindMap {
        try Session.requireInstant(now, "now")
        try precheck(.changeMindMaps)
        let outline: ImportedOutline
        switch format {
        case .opml: outline = try OPML.read(path: path)
        case .freemind: outline = try FreeMind.read(path: path)
        case .markdown, .svg: throw .invalidArgument("\(format.rawValue) files cannot be imported; import OPML or FreeMind")
        }
        return try storeImported(outline, now: now)
    }

    /// Writes map `id` to `path` in `format`, atomically (a temporary file beside it, flushed
    /// and renamed). Deterministic: the same map gives the same bytes.
    public func exportMindMap(_ id: String, format: MindMapFormat, to path: String) throws(KeepsakeError) -> MindMapExportResult {
        let (map, tree) = try mindMapTree(id)
        let out = try AtomicTextFile(path: path)
        switch format {
        case .opml: try OPML.write(map, tree, to: out)
        case .freemind: try FreeMind.write(map, tree, to: out)
        case .markdown: try MarkdownOutline.write(map, tree, to: out)
        case .svg: try SVGRender.write(map, tree, to: out)
        }
        try out.commit()
        return MindMapExportResult(path: path, size: out.size, nodes: tree.nodes.count)
    }
}
