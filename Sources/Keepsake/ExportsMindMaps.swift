import CKeepsake
import KeepsakeCore

// Mind maps (Include/keepsake.h, section "Mind maps"): argument conversion and error mapping
// only; the logic lives in KeepsakeCore/MindMaps.

private func format(_ value: ks_mindmap_format) throws(KeepsakeError) -> MindMapFormat {
    switch value {
    case KS_MINDMAP_OPML: return .opml
    case KS_MINDMAP_FREEMIND: return .freemind
    case KS_MINDMAP_MARKDOWN: return .markdown
    case KS_MINDMAP_SVG: return .svg
    case KS_MINDMAP_MERMAID: return .mermaid
    case KS_MINDMAP_XMIND: return .xmind
    default: throw .invalidArgument("format \(value.rawValue) is not a ks_mindmap_format")
    }
}

// MARK: - Maps

@c @implementation
public func ks_mindmap_create(_ outJSON: OutText?, _ session: OpaquePointer?, _ title: InText?, _ now: InText?) -> ks_status {
    call(outJSON, .optional, session) { (s) throws(KeepsakeError) in
        try s.createMindMap(title: try Arg.string(title, "title"), now: try Arg.instant(now, "now")).json
    }
}

@c @implementation
public func ks_mindmap_list(_ outJSON: OutText?, _ session: OpaquePointer?) -> ks_status {
    call(outJSON, .required, session) { (s) throws(KeepsakeError) in ["maps": .array(try s.mindMaps().map(\.json))] }
}

@c @implementation
public func ks_mindmap_get(_ outJSON: OutText?, _ session: OpaquePointer?, _ mapID: InText?) -> ks_status {
    call(outJSON, .required, session) { (s) throws(KeepsakeError) in try s.mindMap(try Arg.string(mapID, "map_id")).json }
}

@c @implementation
public func ks_mindmap_rename(_ outJSON: OutText?, _ session: OpaquePointer?, _ mapID: InText?, _ title: InText?, _ now: InText?) -> ks_status {
    call(outJSON, .optional, session) { (s) throws(KeepsakeError) in
        try s.renameMindMap(try Arg.string(mapID, "map_id"), title: try Arg.string(title, "title"), now: try Arg.instant(now, "now")).json
    }
}

@c @implementation
public func ks_mindmap_delete(_ outJSON: OutText?, _ session: OpaquePointer?, _ mapID: InText?) -> ks_status {
    call(outJSON, .optional, session) { (s) throws(KeepsakeError) in try s.deleteMindMap(try Arg.string(mapID, "map_id")).json }
}

// MARK: - Nodes

@c @implementation
public func ks_mindmap_node_create(_ outJSON: OutText?, _ session: OpaquePointer?, _ parentID: InText?, _ title: InText?,
                                   _ note: InText?, _ now: InText?) -> ks_status {
    call(outJSON, .optional, session) { (s) throws(KeepsakeError) in
        try s.createNode(under: try Arg.string(parentID, "parent_id"), title: try Arg.string(title, "title"),
                         note: try Arg.optional(note, "note"), now: try Arg.instant(now, "now")).json
    }
}

@c @implementation
public func ks_mindmap_node_get(_ outJSON: OutText?, _ session: OpaquePointer?, _ nodeID: InText?) -> ks_status {
    call(outJSON, .required, session) { (s) throws(KeepsakeError) in try s.node(try Arg.string(nodeID, "node_id")).json }
}

@c @implementation
public func ks_mindmap_node_children(_ outJSON: OutText?, _ session: OpaquePointer?, _ nodeID: InText?) -> ks_status {
    call(outJSON, .required, session) { (s) throws(KeepsakeError) in
        ["children": .array(try s.children(of: try Arg.string(nodeID, "node_id")).map(\.json))]
    }
}

@c @implementation
public func ks_mindmap_node_path(_ outJSON: OutText?, _ session: OpaquePointer?, _ nodeID: InText?) -> ks_status {
    call(outJSON, .required, session) { (s) throws(KeepsakeError) in
        ["path": .array(try s.path(to: try Arg.string(nodeID, "node_id")).map { ["id": .string($0.id), "title": .string($0.title)] })]
    }
}

@c @implementation
public func ks_mindmap_node_set_title(_ outJSON: OutText?, _ session: OpaquePointer?, _ nodeID: InText?, _ title: InText?,
                                      _ now: InText?) -> ks_status {
    call(outJSON, .optional, session) { (s) throws(KeepsakeError) in
        try s.setNodeTitle(try Arg.string(nodeID, "node_id"), title: try Arg.string(title, "title"), now: try Arg.instant(now, "now")).json
    }
}

@c @implementation
public func ks_mindmap_node_set_note(_ outJSON: OutText?, _ session: OpaquePointer?, _ nodeID: InText?, _ note: InText?,
                                     _ now: InText?) -> ks_status {
    call(outJSON, .optional, session) { (s) throws(KeepsakeError) in
        try s.setNodeNote(try Arg.string(nodeID, "node_id"), note: try Arg.optional(note, "note"), now: try Arg.instant(now, "now")).json
    }
}

@c @implementation
public func ks_mindmap_node_set_link(_ outJSON: OutText?, _ session: OpaquePointer?, _ nodeID: InText?, _ link: InText?,
                                     _ feed: InText?, _ now: InText?) -> ks_status {
    call(outJSON, .optional, session) { (s) throws(KeepsakeError) in
        try s.setNodeLink(try Arg.string(nodeID, "node_id"), link: try Arg.optional(link, "link"), feed: try Arg.optional(feed, "feed"),
                          now: try Arg.instant(now, "now")).json
    }
}

@c @implementation
public func ks_mindmap_node_delete_preview(_ outJSON: OutText?, _ session: OpaquePointer?, _ nodeID: InText?) -> ks_status {
    call(outJSON, .required, session) { (s) throws(KeepsakeError) in try s.deletePreview(of: try Arg.string(nodeID, "node_id")).json }
}

@c @implementation
public func ks_mindmap_node_delete(_ outJSON: OutText?, _ session: OpaquePointer?, _ nodeID: InText?, _ now: InText?) -> ks_status {
    call(outJSON, .optional, session) { (s) throws(KeepsakeError) in
        try s.deleteNode(try Arg.string(nodeID, "node_id"), now: try Arg.instant(now, "now")).json
    }
}

@c @implementation
public func ks_mindmap_node_move(_ outJSON: OutText?, _ session: OpaquePointer?, _ nodeID: InText?, _ newParentID: InText?,
                                 _ index: Int64, _ now: InText?) -> ks_status {
    call(outJSON, .optional, session) { (s) throws(KeepsakeError) in
        guard index >= -1, index <= Int64(Int32.max) else { throw .invalidArgument("index \(index) must be -1 (last) or 0 to \(Int32.max)") }
        return try s.moveNode(try Arg.string(nodeID, "node_id"), under: try Arg.string(newParentID, "new_parent_id"),
                              at: index < 0 ? nil : Int(index), now: try Arg.instant(now, "now")).json
    }
}

// MARK: - Navigator

@c @implementation
public func ks_navigator_open(_ out: OutHandle?, _ session: OpaquePointer?, _ mapID: InText?) -> ks_status {
    open(out) { () throws(KeepsakeError) in
        try Handles.get(session, as: Session.self).openNavigator(map: try Arg.string(mapID, "map_id"))
    }
}

@c @implementation
public func ks_navigator_restore(_ out: OutHandle?, _ session: OpaquePointer?, _ state: InText?) -> ks_status {
    open(out) { () throws(KeepsakeError) in
        try Handles.get(session, as: Session.self).restoreNavigator(json: try Arg.string(state, "state_json"))
    }
}

@c @implementation
public func ks_navigator_save(_ outJSON: OutText?, _ navigator: OpaquePointer?) -> ks_status {
    call(outJSON, .required, navigator, as: Navigator.self) { (n) throws(KeepsakeError) in try n.state().json }
}

@c @implementation
public func ks_navigator_view(_ outJSON: OutText?, _ navigator: OpaquePointer?) -> ks_status {
    call(outJSON, .required, navigator, as: Navigator.self) { (n) throws(KeepsakeError) in try n.view().json }
}

@c @implementation
public func ks_navigator_go(_ navigator: OpaquePointer?, _ nodeID: InText?) -> ks_status {
    call(navigator, as: Navigator.self) { (n) throws(KeepsakeError) in try n.open(try Arg.string(nodeID, "node_id")) }
}

@c @implementation
public func ks_navigator_back(_ navigator: OpaquePointer?) -> ks_status {
    call(navigator, as: Navigator.self) { (n) throws(KeepsakeError) in try n.back() }
}

@c @implementation
public func ks_navigator_can_back(_ outCanBack: UnsafeMutablePointer<Int32>?, _ navigator: OpaquePointer?) -> ks_status {
    outCanBack?.pointee = 0
    return call(navigator, as: Navigator.self) { (n) throws(KeepsakeError) in
        guard let outCanBack else { throw .invalidArgument("out_can_back is NULL") }
        outCanBack.pointee = try n.canBack ? 1 : 0
    }
}

@c @implementation
public func ks_navigator_close(_ navigator: OpaquePointer?) {
    Handles.close(navigator, .navigator)
}

// MARK: - Layout

@c @implementation
public func ks_mindmap_layout(_ outCentre: UnsafeMutablePointer<ks_bubble>?, _ outChildren: UnsafeMutablePointer<ks_bubble>?,
                              _ outRings: UnsafeMutablePointer<UInt32>?, _ width: Double, _ height: Double, _ minTap: Double,
                              _ childCount: Int) -> ks_status {
    outRings?.pointee = 0
    return entry { () throws(KeepsakeError) in
        guard let outCentre else { throw .invalidArgument("out_centre is NULL") }
        guard childCount >= 0, childCount <= RadialLayout.maxChildren else {
            throw .invalidArgument("child_count must be between 0 and \(RadialLayout.maxChildren)")
        }
        guard childCount == 0 || outChildren != nil else { throw .invalidArgument("out_children is NULL but child_count is \(childCount)") }
        let layout = try RadialLayout.compute(childCount: childCount, width: width, height: height, minTap: minTap)
        outCentre.pointee = ks_bubble(x: layout.centre.x, y: layout.centre.y, radius: layout.centre.radius)
        if let outChildren {
            for (i, b) in layout.children.enumerated() { outChildren[i] = ks_bubble(x: b.x, y: b.y, radius: b.radius) }
        }
        outRings?.pointee = UInt32(layout.rings)
    }
}

// MARK: - Interchange

@c @implementation
public func ks_mindmap_import_file(_ outJSON: OutText?, _ session: OpaquePointer?, _ fileFormat: ks_mindmap_format, _ path: InText?,
                                   _ now: InText?) -> ks_status {
    call(outJSON, .optional, session) { (s) throws(KeepsakeError) in
        try s.importMindMap(from: try Arg.string(path, "path"), format: try format(fileFormat), now: try Arg.instant(now, "now")).json
    }
}

@c @implementation
public func ks_mindmap_import_file_with_options(_ outJSON: OutText?, _ session: OpaquePointer?, _ fileFormat: ks_mindmap_format, _ path: InText?,
                                                _ options: UnsafePointer<ks_import_options>?, _ now: InText?) -> ks_status {
    call(outJSON, .optional, session) { (s) throws(KeepsakeError) in
        try s.importMindMap(from: try Arg.string(path, "path"), format: try format(fileFormat), now: try Arg.instant(now, "now"),
                            limits: try Arg.importOptions(options)).json
    }
}

@c @implementation
public func ks_mindmap_export_file(_ outJSON: OutText?, _ session: OpaquePointer?, _ mapID: InText?, _ fileFormat: ks_mindmap_format,
                                   _ path: InText?) -> ks_status {
    call(outJSON, .optional, session) { (s) throws(KeepsakeError) in
        try s.exportMindMap(try Arg.string(mapID, "map_id"), format: try format(fileFormat), to: try Arg.string(path, "path")).json
    }
}

@c @implementation
public func ks_mindmap_export_bundle(_ outJSON: OutText?, _ session: OpaquePointer?, _ mapID: InText?, _ path: InText?,
                                     _ options: UnsafePointer<ks_export_options>?) -> ks_status {
    call(outJSON, .optional, session) { (s) throws(KeepsakeError) in
        try s.exportMindMapBundle(try Arg.string(mapID, "map_id"), to: try Arg.string(path, "path"), options: try Arg.exportOptions(options)).json
    }
}
