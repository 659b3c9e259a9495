/// What a host allows one outline file (OPML, FreeMind/Freeplane, XMind, Markdown, Mermaid) to
/// bring into its store, counted while the file is parsed: the reader stops at the first node,
/// level or byte past a bound, so the parse's time and memory are bounded as well as the
/// store's growth. `Session.importMindMap(from:format:now:limits:)` refuses such a file with
/// `.limitExceeded` (`KS_ERR_LIMIT_EXCEEDED`) before the store grows, changing nothing.
///
/// ```swift
/// let limits = OutlineImportLimits(maxNodes: 50_000, maxDepth: 64, maxGrowthRatio: 200)
/// let map = try session.importMindMap(from: "plan.xmind", format: .xmind, now: now, limits: limits)
/// ```
public struct OutlineImportLimits: Sendable, Hashable, Codable {
    /// The most nodes one file may bring: 1 to `ceiling.maxNodes` (5,000,000).
    public var maxNodes: Int
    /// The most levels the file may nest, its root (a top-level outline, heading or sheet's
    /// root topic) being level 1: 1 to `ceiling.maxDepth`.
    public var maxDepth: Int
    /// The most bytes of text (titles, notes, links and feed URLs in UTF-8, as the file gives
    /// them) the file may bring: 1 to `ceiling.maxTextBytes` (256 MiB).
    public var maxTextBytes: Int
    /// The largest file read, as it is on disk (an XMind file compressed): 1 to
    /// `ceiling.maxInputBytes` (256 MiB). A larger file is refused before it is read.
    public var maxInputBytes: Int
    /// The most bytes the store may grow by per byte of the file as it is on disk, the growth
    /// estimated as `rowBytes` per node plus its text's UTF-8 bytes: 1 or more.
    public var maxGrowthRatio: Int

    /// The defaults: 1,000,000 nodes, 100,000 levels, 256 MiB of text, files of 256 MiB, and a
    /// store growth of at most 1,000 times the file's size. Real outlines grow a store by 5
    /// to 100 times their size (a terse Markdown list up to 80 times); a 54 kB XMind file of
    /// two million one-letter topics would grow it by 28,000 times and is refused at about
    /// its 170,000th topic, a tenth of the way through the parse.
    public static let defaults = OutlineImportLimits()

    /// The most any host may allow: 5,000,000 nodes, 5,000,000 levels, 256 MiB of text and
    /// files of 256 MiB (the growth ratio has no ceiling).
    public static let ceiling = OutlineImportLimits(maxNodes: 5_000_000, maxDepth: 5_000_000, maxTextBytes: 256 << 20,
                                                    maxInputBytes: 256 << 20, maxGrowthRatio: Int.max)

    /// The bytes a node's row and its indexes take in the store besides its text (three ids,
    /// two instants, a position), the estimate the growth bound counts with.
    public static let rowBytes = 320

    /// Limits of the given bounds; each one left out is its default.
    /// - Parameters:
    ///   - maxNodes: 1 to 5,000,000 (default 1,000,000).
    ///   - maxDepth: 1 to 5,000,000 levels (default 100,000).
    ///   - maxTextBytes: 1 to 256 MiB (default 256 MiB).
    ///   - maxInputBytes: 1 to 256 MiB (default 256 MiB).
    ///   - maxGrowthRatio: 1 or more (default 1,000).
    public init(maxNodes: Int = 1_000_000, maxDepth: Int = 100_000, maxTextBytes: Int = 256 << 20,
                maxInputBytes: Int = 256 << 20, maxGrowthRatio: Int = 1000) {
        self.maxNodes = maxNodes
        self.maxDepth = maxDepth
        self.maxTextBytes = maxTextBytes
        self.maxInputBytes = maxInputBytes
        self.maxGrowthRatio = maxGrowthRatio
    }

    /// Refuses limits out of their ranges with `.invalidArgument`.
    func validate() throws(KeepsakeError) {
        let ceiling = OutlineImportLimits.ceiling
        func check(_ value: Int, _ name: String, _ top: Int) throws(KeepsakeError) {
            guard (1...top).contains(value) else {
                throw .invalidArgument("outline import limit \(name) is \(value); it must be 1 to \(top)")
            }
        }
        try check(maxNodes, "max_nodes", ceiling.maxNodes)
        try check(maxDepth, "max_depth", ceiling.maxDepth)
        try check(maxTextBytes, "max_text_bytes", ceiling.maxTextBytes)
        try check(maxInputBytes, "max_input_bytes", ceiling.maxInputBytes)
        try check(maxGrowthRatio, "max_growth_ratio", ceiling.maxGrowthRatio)
    }

    /// Refuses a file of `size` bytes before it is read.
    func checkInput(size: UInt64, path: String) throws(KeepsakeError) {
        guard size <= UInt64(maxInputBytes) else {
            throw .limitExceeded("\(quotedPath: path) is \(size) bytes; this host allows files of \(maxInputBytes) bytes; nothing was imported")
        }
    }
}

/// The limits of one import and what the file read so far has used of them: the readers'
/// `ImportedOutline` charges each node and each text as it is added.
struct OutlineBudget {
    let limits: OutlineImportLimits
    /// The file's size on disk, which the growth ratio multiplies.
    let inputBytes: UInt64
    /// The most the store may grow by: `maxGrowthRatio` times the file's size (at least one byte).
    let allowedGrowth: UInt64

    init(limits: OutlineImportLimits, inputBytes: UInt64) {
        self.limits = limits
        self.inputBytes = inputBytes
        let product = UInt64(limits.maxGrowthRatio).multipliedReportingOverflow(by: max(inputBytes, 1))
        allowedGrowth = product.overflow ? .max : product.partialValue
    }

    /// The budget of text already in memory (a Markdown or Mermaid text given whole): its size is the file's.
    static func defaults(for text: String) -> OutlineBudget {
        OutlineBudget(limits: .defaults, inputBytes: UInt64(text.utf8.count))
    }
}
