/// The file formats a map can be exported to or imported from (besides bundles).
public enum MindMapFormat: String, Sendable, CaseIterable, Codable {
    /// OPML 2.0; import and export.
    case opml
    /// FreeMind / Freeplane `.mm`; import and export.
    case freemind
    /// A Markdown outline (headings and nested lists; a plain indented-text outline is read too);
    /// import and export.
    case markdown
    /// A radial-tree drawing in SVG; export only.
    case svg
    /// A Mermaid `mindmap` diagram (`.mmd`, or the first mindmap in a Markdown file's
    /// fenced `mermaid` code block); import and export (titles and shape of the tree: Mermaid
    /// has no notes or links).
    case mermaid
    /// XMind `.xmind` (a zip archive): XMind Zen / 2020+ `content.json` and XMind 8
    /// `content.xml` import; export writes one sheet as XMind Zen does.
    case xmind

    var canImport: Bool { self != .svg }
}

/// What an export to a file wrote.
public struct MindMapExportResult: Hashable, Sendable, Codable {
    /// The file written.
    public let path: String
    /// The file's size in bytes.
    public let size: UInt64
    /// The nodes written (for a one-level SVG: the active node and its children).
    public let nodes: Int

    /// This value as the C interface and the CLI's `--json` give it: a JSON object with
    /// snake_case keys.
    package var json: JSONValue { ["path": .string(path), "size": .int(Int64(size)), "nodes": .int(Int64(nodes))] }
}

extension Session {
    /// Reads an OPML, FreeMind/Freeplane, XMind, Markdown / indented-text outline or Mermaid
    /// mindmap file and stores it as a new map (new ids; every node
    /// created and modified at `now`) in one transaction.
    ///
    /// ```swift
    /// let map = try session.importMindMap(from: "plan.opml", format: .opml, now: now)
    /// ```
    /// - Parameters:
    ///   - path: The file to read.
    ///   - format: The file's format (`MindMapFormat`).
    ///   - now: The instant every new node is created and modified at.
    ///   - limits: What the host allows the file to bring (`OutlineImportLimits`): nodes,
    ///     levels, text bytes, the file's size and a ratio of store growth to it, counted while
    ///     the file is parsed, before the store grows.
    /// - Throws: `.invalidArgument` for a file that is not well-formed or not of the format,
    ///   `.notFound`, `.limitExceeded` for files over 256 MiB or past `limits` (and XMind
    ///   archives whose entries unpack to more than 256 MiB).
    public func importMindMap(from path: String, format: MindMapFormat, now: Instant,
                              limits: OutlineImportLimits = .defaults) throws(KeepsakeError) -> MindMap {
        try precheck(.changeMindMaps)
        try limits.validate()
        guard format.canImport else { throw .invalidArgument("svg files cannot be imported; import OPML, FreeMind, XMind, Markdown or Mermaid") }
        // A file over the host's size is refused before it is read; every other bound is
        // counted by the reader as it parses (`ImportedOutline.add`), so a file past one stops
        // the parse there.
        let size = FileSystem.regularFileSize(path)
        if let size { try limits.checkInput(size: size, path: path) }
        let budget = OutlineBudget(limits: limits, inputBytes: size ?? 0)
        let outline: ImportedOutline
        switch format {
        case .opml: outline = try OPML.read(path: path, budget: budget)
        case .freemind: outline = try FreeMind.read(path: path, budget: budget)
        case .markdown: outline = try MarkdownOutlineReader.read(path: path, budget: budget)
        case .xmind: outline = try XMind.read(path: path, budget: budget)
        case .mermaid: outline = try MermaidMindmapReader.read(path: path, budget: budget)
        case .svg: throw .invalidArgument("svg files cannot be imported; import OPML, FreeMind, XMind, Markdown or Mermaid")
        }
        return try storeImported(outline, now: now)
    }

    /// Writes map `id` to `path` in `format`, atomically (a temporary file beside it, flushed
    /// and renamed). Deterministic: the same map gives the same bytes.
    /// - Throws: `.invalidArgument` for a malformed id; `.notFound` for an unknown map; the errors
    ///   of every export (`ExportOptions`).
    public func exportMindMap(_ id: String, format: MindMapFormat, to path: String) throws(KeepsakeError) -> MindMapExportResult {
        let (map, tree) = try mindMapTree(id)
        let out = try AtomicTextFile(path: path)
        switch format {
        case .opml: try OPML.write(map, tree, to: out)
        case .freemind: try FreeMind.write(map, tree, to: out)
        case .markdown: try MarkdownOutline.write(map, tree, to: out)
        case .svg: try SVGRender.write(map, tree, to: out)
        case .mermaid: try MermaidMindmap.write(map, tree, to: out)
        case .xmind: try XMind.write(map, tree, to: out)
        }
        try out.commit()
        return MindMapExportResult(path: path, size: out.size, nodes: tree.nodes.count)
    }

    /// Draws one level of a map as a host app shows it: node `id` in the centre of a `width` x
    /// `height` viewport and its children around it, where `RadialLayout.compute` puts them
    /// (the layout `ks_mindmap_layout` gives), as SVG written atomically to `path`.
    ///
    /// ```swift
    /// _ = try session.renderMindMapLevel(node.id, width: 414, height: 896, minTap: 44, to: "level.svg")
    /// ```
    /// - Throws: `.notFound` for an unknown node; `.invalidArgument` or `.limitExceeded` for a
    ///   viewport `RadialLayout.compute` refuses, before any file is made; the errors of every
    ///   export (`ExportOptions`).
    public func renderMindMapLevel(_ id: String, width: Double = 414, height: Double = 896, minTap: Double = 44,
                                   to path: String) throws(KeepsakeError) -> MindMapExportResult {
        let centre = try node(id)
        let children = try children(of: id)
        let trail = try self.path(to: id).map(\.title)
        // Check the viewport before a file is made.
        _ = try RadialLayout.compute(childCount: children.count, width: width, height: height, minTap: minTap)
        let out = try AtomicTextFile(path: path)
        try LevelSVG.write(centre: centre, children: children, path: trail, width: width, height: height, minTap: minTap, to: out)
        try out.commit()
        return MindMapExportResult(path: path, size: out.size, nodes: children.count + 1)
    }
}
