import CXML2

/// A streaming XML reader over libxml2's xmlTextReader, for files from elsewhere (OPML,
/// FreeMind/Freeplane). It never loads a whole tree and never recurses, so a document nested
/// 100,000 deep is read in constant stack. Untrusted input rules: no network (XML_PARSE_NONET),
/// no external DTD, no entity substitution; a document with a DOCTYPE or an entity reference is
/// refused outright (no billion laughs), and the input size is capped.
enum XMLStream {
    enum Event {
        case start(String, [String: String])
        case end(String)
        case text(String)
    }

    /// The largest file read.
    static let maxInputBytes: UInt64 = 256 << 20

    /// Reads the file at `path` and hands each event to `handle`, in document order.
    static func read(path: String, what: String, _ handle: (Event) throws(KeepsakeError) -> Void) throws(KeepsakeError) {
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
        let bytes = try file.readBytes(upTo: Int(size))
        try parse(bytes, what: what, handle)
    }

    final class ErrorBox { var message: String? }

    static func parse(_ bytes: [UInt8], what: String, _ handle: (Event) throws(KeepsakeError) -> Void) throws(KeepsakeError) {
        xmlInitParser()
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_HUGE.rawValue | XML_PARSE_NOCDATA.rawValue
            | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue | XML_PARSE_COMPACT.rawValue)
        let box = ErrorBox()
        let failure: KeepsakeError? = bytes.withUnsafeBufferPointer { buffer -> KeepsakeError? in
            guard let base = buffer.baseAddress, buffer.count > 0 else {
                return .invalidArgument("the \(what) file is empty")
            }
            let raw = UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self)
            guard let reader = xmlReaderForMemory(raw, Int32(buffer.count), nil, nil, options) else {
                return .invalidArgument("the \(what) file cannot be read as XML")
            }
            defer { xmlFreeTextReader(reader) }
            let unmanaged = Unmanaged.passUnretained(box)
            xmlTextReaderSetStructuredErrorHandler(reader, { context, error in
                guard let context, let error else { return }
                let box = Unmanaged<ErrorBox>.fromOpaque(context).takeUnretainedValue()
                if box.message == nil {
                    let text = error.pointee.message.map { String(cString: $0) } ?? "XML error"
                    box.message = "line \(error.pointee.line): " + MindMapRules.trim(text)
                }
            }, unmanaged.toOpaque())
            do throws(KeepsakeError) {
                try pump(reader, what: what, handle)
                if let message = box.message { return .invalidArgument("the \(what) file is not well-formed XML: \(message)") }
                return nil
            } catch {
                return error
            }
        }
        if let failure { throw failure }
        if let message = box.message { throw .invalidArgument("the \(what) file is not well-formed XML: \(message)") }
    }

    private static func string(_ pointer: UnsafePointer<xmlChar>?) -> String {
        guard let pointer else { return "" }
        return String(cString: pointer)
    }

    private static func pump(_ reader: xmlTextReaderPtr, what: String, _ handle: (Event) throws(KeepsakeError) -> Void) throws(KeepsakeError) {
        while true {
            let rc = xmlTextReaderRead(reader)
            if rc == 0 { return }
            guard rc == 1 else { throw .invalidArgument("the \(what) file is not well-formed XML") }
            switch xmlTextReaderNodeType(reader) {
            case Int32(XML_READER_TYPE_ELEMENT.rawValue):
                let name = string(xmlTextReaderConstName(reader))
                let empty = xmlTextReaderIsEmptyElement(reader) == 1
                var attributes: [String: String] = [:]
                while xmlTextReaderMoveToNextAttribute(reader) == 1 {
                    attributes[string(xmlTextReaderConstName(reader))] = string(xmlTextReaderConstValue(reader))
                }
                _ = xmlTextReaderMoveToElement(reader)
                try handle(.start(name, attributes))
                if empty { try handle(.end(name)) }
            case Int32(XML_READER_TYPE_END_ELEMENT.rawValue):
                try handle(.end(string(xmlTextReaderConstName(reader))))
            case Int32(XML_READER_TYPE_TEXT.rawValue), Int32(XML_READER_TYPE_CDATA.rawValue),
                 Int32(XML_READER_TYPE_WHITESPACE.rawValue), Int32(XML_READER_TYPE_SIGNIFICANT_WHITESPACE.rawValue):
                try handle(.text(string(xmlTextReaderConstValue(reader))))
            case Int32(XML_READER_TYPE_DOCUMENT_TYPE.rawValue):
                throw .invalidArgument("the \(what) file has a document type declaration (DOCTYPE), which is refused: it could define entities")
            case Int32(XML_READER_TYPE_ENTITY_REFERENCE.rawValue), Int32(XML_READER_TYPE_ENTITY.rawValue):
                throw .invalidArgument("the \(what) file uses an entity other than the five predefined ones")
            default:
                break
            }
        }
    }
}

enum XMLText {
    /// `s` escaped for an attribute value or text: markup characters as entities, line breaks
    /// and tabs as character references, characters XML 1.0 forbids as U+FFFD.
    static func escape(_ s: String) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            case "\t": out += "&#9;"
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    out.unicodeScalars.append("\u{FFFD}")
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
