import CXML2

/// A streaming XML reader over libxml2's SAX2 parser, for files from elsewhere (OPML,
/// FreeMind/Freeplane). It never builds a tree and never recurses, so a document nested
/// 100,000 deep is read in constant stack, and it parses the file from memory in one pass, so
/// time is linear in the input whatever the size of one attribute or text (libxml2's
/// xmlTextReader, used before, fed its push parser in 512-byte chunks and rescanned a long
/// attribute on every chunk: 20 s for one 12 MB attribute). Untrusted input rules: no network
/// (XML_PARSE_NONET), no external DTD, no entity substitution; a document with a DOCTYPE is
/// refused outright before its internal subset is read (no billion laughs), an entity other
/// than the five predefined ones is a well-formedness error, and the input size is capped.
/// The one exception is asked for by name: inside elements the caller names (`htmlContent`,
/// Freeplane's `<richcontent>`), whose content is HTML to the program that wrote it, the named
/// character references of HTML 4.01 (libxml2's HTML entity table: `&nbsp;`, `&eacute;`, …)
/// are the characters they name; any other unknown name there, and every one elsewhere, stays
/// an error.
///
/// A malformed file is refused with the first error libxml2 reports: line, column and cause.
enum XMLStream {
    enum Event {
        case start(String, [String: String])
        case end(String)
        /// Character data, in document order; one text node may arrive in several pieces.
        case text(String)
    }

    /// How bytes that are not in the declared encoding are treated.
    enum Decoding {
        /// Refused with the line and column of the first bad byte (OPML).
        case strict
        /// The way Java's readers decode a file (FreeMind and Freeplane are Java programs):
        /// when the file declares UTF-8 or nothing, each byte sequence that is not UTF-8
        /// becomes U+FFFD and the rest is read.
        case replacingInvalidUTF8
    }

    /// The largest file read.
    static let maxInputBytes: UInt64 = 256 << 20

    /// Reads the file at `path` and hands each event to `handle`, in document order.
    static func read(path: String, what: String, decoding: Decoding = .strict, htmlContent: Set<String> = [],
                     _ handle: (Event) throws(KeepsakeError) -> Void) throws(KeepsakeError) {
        guard !path.isEmpty else { throw .invalidArgument("the \(what) path is empty") }
        guard let size = FileSystem.regularFileSize(path) else {
            if FileSystem.exists(path) { throw .invalidArgument("\(quotedPath: path) is not a regular file") }
            throw .notFound("no \(what) file at \(quotedPath: path)")
        }
        guard size <= maxInputBytes else {
            throw .limitExceeded("\(quotedPath: path) is \(size) bytes; \(what) files are limited to \(maxInputBytes) bytes")
        }
        // Read it ourselves so libxml2 sees bytes only (no file name it could resolve against).
        let file = try File.openForReading(path)
        var bytes = try file.readBytes(upTo: Int(size))
        if decoding == .replacingInvalidUTF8 { bytes = replacingInvalidUTF8(bytes) }
        try parse(bytes, what: what, htmlContent: htmlContent, handle)
    }

    /// `bytes` with every ill-formed UTF-8 sequence replaced by U+FFFD, when the document is
    /// meant to be UTF-8 (no byte order mark of another encoding, no other declared encoding).
    static func replacingInvalidUTF8(_ bytes: [UInt8]) -> [UInt8] {
        if bytes.count >= 2, (bytes[0] == 0xFE && bytes[1] == 0xFF) || (bytes[0] == 0xFF && bytes[1] == 0xFE) { return bytes }
        if let declared = declaredEncoding(bytes), declared != "utf-8", declared != "utf8" { return bytes }
        var valid = true
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: break loop
            case .error: valid = false; break loop
            }
        }
        return valid ? bytes : Array(String(decoding: bytes, as: UTF8.self).utf8)
    }

    /// The encoding named in the XML declaration, lowercased, if any.
    static func declaredEncoding(_ bytes: [UInt8]) -> String? {
        let head = bytes.prefix(256)
        guard head.starts(with: Array("<?xml".utf8)), let close = head.firstIndex(of: UInt8(ascii: ">")) else { return nil }
        let declaration = String(decoding: head[..<close], as: UTF8.self).lowercased()
        guard let range = declaration.firstRange(of: "encoding") else { return nil }
        let rest = declaration[range.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\t" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        return String(rest.dropFirst().prefix { $0 != quote })
    }

    /// What the C callbacks reach through the parser's user data.
    private final class Context {
        let handle: (Event) throws(KeepsakeError) -> Void
        let what: String
        var parser: xmlParserCtxtPtr?
        /// A failure of our own (a DOCTYPE, or one `handle` threw); it stops the parser.
        var failure: KeepsakeError?
        /// The first error libxml2 reported, with its place.
        var syntax: String?
        /// Elements whose content is HTML, and how many of them are open.
        let htmlContent: Set<String>
        var htmlDepth = 0
        /// The entities handed to libxml2 for HTML named references, by name, each made once
        /// and freed with the context (libxml2 does not own what `getEntity` returns).
        var htmlEntities: [String: UnsafeMutablePointer<xmlEntity>] = [:]

        init(handle: @escaping (Event) throws(KeepsakeError) -> Void, what: String, htmlContent: Set<String>) {
            self.handle = handle
            self.what = what
            self.htmlContent = htmlContent
        }

        deinit {
            for entity in htmlEntities.values {
                UnsafeMutableRawPointer(mutating: entity.pointee.name)?.deallocate()
                entity.pointee.content?.deallocate()
                entity.deinitialize(count: 1)
                entity.deallocate()
            }
        }

        /// The entity for HTML's named reference `name` inside HTML content, or nil (then
        /// libxml2 reports the undefined entity as it would anywhere else). An internal
        /// general entity whose replacement text is the character: libxml2 hands that text to
        /// the `characters` callback in content, and keeps `&name;` as written in an
        /// attribute value (there the reference is not expanded without entity substitution).
        func htmlEntity(_ name: UnsafePointer<xmlChar>) -> UnsafeMutablePointer<xmlEntity>? {
            guard htmlDepth > 0 else { return nil }
            let key = String(cString: name)
            if let known = htmlEntities[key] { return known }
            guard let description = htmlEntityLookup(name), let scalar = Unicode.Scalar(description.pointee.value) else { return nil }
            func copy(_ bytes: [UInt8]) -> UnsafeMutablePointer<xmlChar> {
                let out = UnsafeMutablePointer<xmlChar>.allocate(capacity: bytes.count + 1)
                out.initialize(from: bytes, count: bytes.count)
                out[bytes.count] = 0
                return out
            }
            let value = Array(String(Character(scalar)).utf8)
            let entity = UnsafeMutablePointer<xmlEntity>.allocate(capacity: 1)
            entity.initialize(to: xmlEntity())
            entity.pointee.type = XML_ENTITY_DECL
            entity.pointee.name = UnsafePointer(copy(Array(key.utf8)))
            entity.pointee.content = copy(value)
            entity.pointee.length = Int32(value.count)
            entity.pointee.etype = XML_INTERNAL_GENERAL_ENTITY
            htmlEntities[key] = entity
            return entity
        }

        func deliver(_ event: Event) {
            guard failure == nil else { return }
            do throws(KeepsakeError) { try handle(event) } catch {
                failure = error
                if let parser { xmlStopParser(parser) }
            }
        }

        func stop(_ error: KeepsakeError) {
            guard failure == nil else { return }
            failure = error
            if let parser { xmlStopParser(parser) }
        }
    }

    private static func context(_ pointer: UnsafeMutableRawPointer?) -> Context? {
        guard let pointer else { return nil }
        return Unmanaged<Context>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// A qualified name from SAX2's local name and prefix.
    private static func name(_ local: UnsafePointer<xmlChar>?, _ prefix: UnsafePointer<xmlChar>?) -> String {
        guard let local else { return "" }
        let l = String(cString: local)
        guard let prefix else { return l }
        return String(cString: prefix) + ":" + l
    }

    /// An attribute value from SAX2's (start, end) pointers. Without entity substitution
    /// libxml2 passes each `&` of the value (written `&amp;` or `&#38;`) as the five bytes
    /// `&#38;` and decodes every other reference itself, so turning those back is exact.
    private static func attributeValue(_ start: UnsafePointer<xmlChar>, _ end: UnsafePointer<xmlChar>) -> String {
        let buffer = UnsafeBufferPointer(start: start, count: max(0, end - start))
        guard buffer.contains(UInt8(ascii: "&")) else { return String(decoding: buffer, as: UTF8.self) }
        let amp: [UInt8] = Array("&#38;".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(buffer.count)
        var i = 0
        while i < buffer.count {
            if buffer[i] == UInt8(ascii: "&"), i + 5 <= buffer.count, buffer[i..<(i + 5)].elementsEqual(amp) {
                out.append(UInt8(ascii: "&"))
                i += 5
            } else {
                out.append(buffer[i])
                i += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    static func parse(_ bytes: [UInt8], what: String, htmlContent: Set<String> = [],
                      _ handle: (Event) throws(KeepsakeError) -> Void) throws(KeepsakeError) {
        guard !bytes.isEmpty else { throw .invalidArgument("the \(what) file is empty") }
        guard bytes.count <= Int(Int32.max) else { throw .limitExceeded("the \(what) file is too large to parse") }
        xmlInitParser()
        let failure: KeepsakeError? = withoutActuallyEscaping(handle) { escapable -> KeepsakeError? in
            let box = Context(handle: escapable, what: what, htmlContent: htmlContent)
            return bytes.withUnsafeBufferPointer { buffer -> KeepsakeError? in
                guard let base = buffer.baseAddress else { return .invalidArgument("the \(what) file is empty") }
                let raw = UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self)
                guard let parser = xmlCreateMemoryParserCtxt(raw, Int32(buffer.count)) else {
                    return .invalidArgument("the \(what) file cannot be read as XML")
                }
                defer { xmlFreeParserCtxt(parser) }
                // The context owns a whole xmlSAXHandler; ours replaces its callbacks.
                guard let handler = parser.pointee.sax else { return .internalError("libxml2 gave a parser without callbacks") }
                handler.pointee = saxHandler()
                box.parser = parser
                parser.pointee.userData = Unmanaged.passUnretained(box).toOpaque()
                _ = xmlCtxtUseOptions(parser, Int32(XML_PARSE_NONET.rawValue | XML_PARSE_HUGE.rawValue | XML_PARSE_NOCDATA.rawValue | XML_PARSE_COMPACT.rawValue))
                _ = xmlParseDocument(parser)
                if let failure = box.failure { return failure }
                if let syntax = box.syntax { return .invalidArgument("the \(what) file is not well-formed XML: \(syntax)") }
                if parser.pointee.wellFormed == 0 { return .invalidArgument("the \(what) file is not well-formed XML") }
                return nil
            }
        }
        if let failure { throw failure }
    }

    /// The SAX2 callbacks: elements, character data and errors; everything else (comments,
    /// processing instructions, entity declarations) has no callback and is skipped.
    private static func saxHandler() -> xmlSAXHandler {
        var sax = xmlSAXHandler()
        sax.initialized = XML_SAX2_MAGIC
        sax.startElementNs = { ctx, local, prefix, _, _, _, count, _, attributes in
            guard let box = XMLStream.context(ctx) else { return }
            var values: [String: String] = [:]
            if let attributes, count > 0 {
                for k in 0..<Int(count) {
                    let base = attributes + 5 * k
                    guard let start = base[3], let end = base[4] else { continue }
                    values[XMLStream.name(base[0], base[1])] = XMLStream.attributeValue(start, end)
                }
            }
            let name = XMLStream.name(local, prefix)
            if box.htmlDepth > 0 || box.htmlContent.contains(name) { box.htmlDepth += 1 }
            box.deliver(.start(name, values))
        }
        sax.endElementNs = { ctx, local, prefix, _ in
            guard let box = XMLStream.context(ctx) else { return }
            if box.htmlDepth > 0 { box.htmlDepth -= 1 }
            box.deliver(.end(XMLStream.name(local, prefix)))
        }
        // Asked only for a name that is not one of XML's five; answered only inside HTML content.
        sax.getEntity = { ctx, name in
            guard let box = XMLStream.context(ctx), let name else { return nil }
            return box.htmlEntity(name)
        }
        let characters: charactersSAXFunc = { ctx, chars, length in
            guard let box = XMLStream.context(ctx), let chars, length > 0 else { return }
            box.deliver(.text(String(decoding: UnsafeBufferPointer(start: chars, count: Int(length)), as: UTF8.self)))
        }
        sax.characters = characters
        sax.ignorableWhitespace = characters
        sax.cdataBlock = characters
        sax.internalSubset = { ctx, _, _, _ in
            guard let box = XMLStream.context(ctx) else { return }
            box.stop(.invalidArgument("the \(box.what) file has a document type declaration (DOCTYPE), which is refused: it could define entities"))
        }
        sax.serror = { ctx, error in
            guard let box = XMLStream.context(ctx), let error, box.syntax == nil,
                  error.pointee.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
            box.syntax = XMLStream.describe(error.pointee)
        }
        return sax
    }

    /// "line 3, column 14: <cause>" from a libxml2 error, on one line.
    static func describe(_ error: xmlError) -> String {
        var cause = error.message.map { String(cString: $0) } ?? "XML error"
        cause = cause.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).map { MindMapRules.trim(String($0)) }
            .filter { !$0.isEmpty }.joined(separator: "; ")
        if cause.hasPrefix("Input is not proper UTF-8") {
            cause = "the bytes are not in the file's declared encoding (UTF-8 when it declares none): " + cause
        }
        var place = "line \(error.line)"
        if error.int2 > 0 { place += ", column \(error.int2)" }
        return place + ": " + String(cause.prefix(300))
    }
}
