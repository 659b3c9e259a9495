/// What a host allows one outline file (OPML, FreeMind, XMind, Markdown) to add to its store,
/// checked after the file is read and before the store grows: a small file cannot become a
/// huge store. `Session.importMindMap(from:format:now:limits:)` refuses a file past either
/// bound with `.limitExceeded` (`KS_ERR_LIMIT_EXCEEDED`), changing nothing.
///
/// ```swift
/// let limits = OutlineImportLimits(maxNodes: 50_000, maxGrowthRatio: 200)
/// let map = try session.importMindMap(from: "plan.xmind", format: .xmind, now: now, limits: limits)
/// ```
public struct OutlineImportLimits: Sendable, Hashable, Codable {
    /// The most nodes one file may bring (at most 5,000,000, the most any file may bring).
    public var maxNodes: Int
    /// The most bytes the store may grow by per byte of the file as it is on disk (an XMind
    /// file compressed), estimated as `rowBytes` per node plus its text's UTF-8 bytes.
    public var maxGrowthRatio: Int

    /// The defaults: 5,000,000 nodes, and a store growth of at most 1,000 times the file's size
    /// (real outlines grow a store by 5 to 100 times their size; a 54 kB file of two million
    /// one-letter topics would grow it by 28,000 times).
    public static let defaults = OutlineImportLimits()

    /// The bytes a node's row and its indexes take in the store besides its text (three ids,
    /// two instants, a position), the estimate the growth bound counts with.
    public static let rowBytes = 320

    /// Limits of `maxNodes` nodes and a growth of `maxGrowthRatio` times the file's size.
    /// - Parameters:
    ///   - maxNodes: 1 to 5,000,000.
    ///   - maxGrowthRatio: 1 or more.
    public init(maxNodes: Int = 5_000_000, maxGrowthRatio: Int = 1000) {
        self.maxNodes = maxNodes
        self.maxGrowthRatio = maxGrowthRatio
    }

    /// Refuses `outline`, read from a file of `fileSize` bytes, when it is past either bound.
    func check(_ outline: ImportedOutline, fileSize: UInt64) throws(KeepsakeError) {
        guard (1...ImportedOutline.maxNodes).contains(maxNodes), maxGrowthRatio >= 1 else {
            throw .invalidArgument("outline import limits need 1 to \(ImportedOutline.maxNodes) nodes and a growth ratio of 1 or more")
        }
        guard outline.nodes.count <= maxNodes else {
            throw .limitExceeded("the file holds \(outline.nodes.count) nodes; this host allows \(maxNodes) per import; nothing was imported")
        }
        let allowed = UInt64(maxGrowthRatio).multipliedReportingOverflow(by: max(fileSize, 1))
        var growth: UInt64 = 0
        for node in outline.nodes {
            growth += UInt64(OutlineImportLimits.rowBytes + node.title.utf8.count + (node.note?.utf8.count ?? 0)
                             + (node.link?.utf8.count ?? 0) + (node.feed?.utf8.count ?? 0))
        }
        guard allowed.overflow || growth <= allowed.partialValue else {
            throw .limitExceeded("the \(fileSize)-byte file would grow the store by about \(growth) bytes (\(outline.nodes.count) nodes), more than \(maxGrowthRatio) times its size that this host allows; nothing was imported")
        }
    }
}
