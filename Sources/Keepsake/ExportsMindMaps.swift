import CKeepsake
import KeepsakeCore

// Mind maps (Include/keepsake.h, section "Mind maps"): argument conversion and error mapping
// only; the logic lives in KeepsakeCore/MindMaps.

private typealias OutJSON = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?

private func session(_ handle: OpaquePointer?) throws(KeepsakeError) -> Session {
    try Handles.get(handle, .session, as: Session.self)
}

private func navigator(_ handle: OpaquePointer?) throws(KeepsakeError) -> Navigator {
    try Handles.get(handle, .navigator, as: Navigator.self)
}

private func required(_ out: OutJSON) throws(KeepsakeError) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> {
    guard let out else { throw .invalidArgument("out_json is NULL") }
    return out
}

/// A note argument: NULL means none.
private func optionalString(_ pointer: UnsafePointer<CChar>?, _ name: String) throws(KeepsakeError) -> String? {
    guard pointer != nil else { return nil }
    return try Arg.string(pointer, name)
}

private func format(_ value: ks_mindmap_format) throws(KeepsakeError) -> MindMapFormat {
    switch value {
    case KS_MINDMAP_OPML: return .opml
    case KS_MINDMAP_FREEMIND: return .freemind
    case KS_MINDMAP_MARKDOWN: return .markdown
    case KS_MINDMAP_SVG: return .svg
    case KS_MINDMAP_MERMAID: return .mermaid
    default: throw .invalidArgument("format \(value.rawValue) is not a ks_mindmap_format")
    }
}

// MARK: - Maps

@c @implementation
public func ks_mindmap_create(_ outJSON: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ s: OpaquePointer?,
                              _ title: UnsafePointer<CChar>?, _ now: UnsafePointer<CChar>?) -> ks_status {
    outJSON?.pointee = nil
    return entry { () throws(KeepsakeError) in
        let map = try session(s).createMindMap(title: try Arg.string(title, "title"), now: try Arg.string(now, "now"))
        try Arg.give(map.json, to: outJSON)
    }
}

@c @implementation
public func ks_mindmap_list(_ outJSON: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ s: OpaquePointer?) -> ks_status {
    outJSON?.pointee = nil
    return entry { () throws(KeepsakeError) in
        let out = try required(outJSON)
        let maps = try session(s).mindMaps()
        try Arg.give(["maps": .array(maps.map(\.json))], to: out)
    }
}

@c @implementation
public func ks_mindmap_get(_ outJSON: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ s: OpaquePointer?,
                           _ mapID: UnsafePointer<CChar>?) -> ks_status {
    outJSON?.pointee = nil
    return entry { () throws(KeepsakeError) in
        let out = try required(outJSON)
        try Arg.give(try session(s).mindMap(try Arg.string(mapID, "map_id")).json, to: out)
    }
}

@c @implementation
public func ks_mindmap_rename(_ outJSON: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ s: OpaquePointer?,
                              _ mapID: UnsafePointer<CChar>?, _ title: UnsafePointer<CChar>?, _ now: UnsafePointer<CChar>?) -> ks_status {
    outJSON?.pointee = nil
    return entry { () throws(KeepsakeError) in
        let map = try session(s).renameMindMap(try Arg.string(mapID, "map_id"), title: try Arg.string(title, "title"),
                                               now: try Arg.string(now, "now"))
        try Arg.give(map.json, to: outJSON)
    }
}

@c @implementation
public func ks_mindmap_delete(_ outJSON: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ s: OpaquePointer?,
                              _ mapID: UnsafePointer<CChar>?, _ now: UnsafePointer<CChar>?) -> ks_status {
    outJSON?.pointee = nil
    return entry { () throws(KeepsakeError) in
        let count = try session(s).deleteMindMap(try Arg.string(mapID, "map_id"), now: try Arg.string(now, "now"))
        try Arg.give(count.json, to: outJSON)
    }
}

// MARK: - Nodes

@c @implementation
public func ks_mindmap_node_create(_ outJSON: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ s: OpaquePointer?,
                                   _ parentID: UnsafePointer<CChar>?, _ title: UnsafePointer<CChar>?,
                                   _ note: UnsafePointer<CChar>?, _ now: UnsafePointer<CChar>?) -> ks_status {
    outJSON?.pointee = nil
    return entry { () throws(KeepsakeError) in
        let node = try session(s).createNode(under: try Arg.string(parentID, "parent_id"), title: try Arg.string(title, "title"),
                                             note: try optionalString(note, "note"), now: try Arg.string(now, "now"))
        try Arg.give(node.json, to: outJSON)
    }
}

@c @implementation
public func ks_mindmap_node_get(_ outJSON: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ s: OpaquePointer?,
                                _ nodeID: UnsafePointer<CChar>?) -> ks_status {
    outJSON?.pointee = nil
    return entry { () throws(KeepsakeError) in
        let out = try required(outJSON)
        try Arg.give(try session(s).node(try Arg.string(nodeID, "node_id")).json, to: out)
    }
}

@c @implementation
public func ks_mindmap_node_children(_ outJSON: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ s: OpaquePointer?,
                                     _ nodeID: UnsafePointer<CChar>?) -> ks_status {
    outJSON?.pointee = nil
    return entry { () throws(KeepsakeError) in
        let out = try required(outJSON)
        let children = try session(s).children(of: try Arg.string(nodeID, "node_id"))
        try Arg.give(["children": .array(children.map(\.json))], to: out)
    }
}

@c @implementation
public func ks_mindmap_node_path(_ outJSON: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ s: OpaquePointer?,
                                 _ nodeID: UnsafePointer<CChar>?) -> ks_status {
    outJSON?.pointee = nil
    return entry { () throws(KeepsakeError) in
        let out = try required(outJSON)
        let path = try session(s).path(to: try Arg.string(nodeID, "node_id"))
        try Arg.give(["path": .array(path.map { ["id": .string($0.id), "title": .string($0.title)] })], to: out)
    }
}

@c @implementation
public func ks_mindmap_node_set_title(_ outJSON: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ s: OpaquePointer?,
                                      _ nodeID: UnsafePointer<CChar>?, _ title: UnsafePointer<CChar>?,
                                      _ now: UnsafePointer<CChar>?) -> ks_status {
    outJSON?.pointee = nil
    return entry { () throws(KeepsakeError) in
        let node = try session(s).setNodeTitle(try Arg.string(nodeID, "node_id"), title: try Arg.string(title, "title"),
                                               now: try Arg.string(now, "now"))
        try Arg.give(node.json, to: outJSON)
    }
}

@c @implementation
public func ks_mindmap_node_set_note(_ outJSON: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ s: OpaquePointer?,
                                     _ nodeID: UnsafePointer<CChar>?, _ note: UnsafePointer<CChar>?,
                                     _ now: UnsafePointer<CChar>?) -> ks_status {
    outJSON?.pointee = nil
    return entry { () throws(KeepsakeError) in
        let node = try session(s).setNodeNote(try Arg.string(nodeID, "node_id"), note: try optionalString(note, "note"),
                                              now: try Arg.string(now, "now"))
        try Arg.give(node.json, to: outJSON)
    }
}

@c @implementation
public func ks_mindmap_node_delete_preview(_ outJSON: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ s: OpaquePointer?,
                                           _ nodeID: UnsafePointer<CChar>?) -> ks_status {
    outJSON?.pointee = nil
    return entry { () throws(KeepsakeError) in
        let out = try required(outJSON)
        try Arg.give(try session(s).deletePreview(of: try Arg.string(nodeID, "node_id")).json, to: out)
    }
}

@c @implementation
public func ks_mindmap_node_delete(_ outJSON: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ s: OpaquePointer?,
                                   _ nodeID: UnsafePointer<CChar>?, _ now: UnsafePointer<CChar>?) -> ks_status {
    outJSON?.pointee = nil
    return entry { () throws(KeepsakeError) in
        let count = try session(s).deleteNode(try Arg.string(nodeID, "node_id"), now: try Arg.string(now, "now"))
        try Arg.give(count.json, to: outJSON)
    }
}

@c @implementation
public func ks_mindmap_node_move(_ outJSON: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ s: OpaquePointer?,
                                 _ nodeID: UnsafePointer<CChar>?, _ newParentID: UnsafePointer<CChar>?, _ index: Int64,
                                 _ now: UnsafePointer<CChar>?) -> ks_status {
    outJSON?.pointee = nil
    return entry { () throws(KeepsakeError) in
        guard index >= -1, index <= Int64(Int32.max) else { throw .invalidArgument("index \(index) must be -1 (last) or 0 to \(Int32.max)") }
        let node = try session(s).moveNode(try Arg.string(nodeID, "node_id"), under: try Arg.string(newParentID, "new_parent_id"),
                                           at: index < 0 ? nil : Int(index), now: try Arg.string(now, "now"))
        try Arg.give(node.json, to: outJSON)
    }
}

// MARK: - Navigator

@c @implementation
public func ks_navigator_open(_ out: UnsafeMutablePointer<OpaquePointer?>?, _ s: OpaquePointer?, _ mapID: UnsafePointer<CChar>?) -> ks_status {
    out?.pointee = nil
    return entry { () throws(KeepsakeError) in
        guard let out else { throw .invalidArgument("out is NULL") }
        let nav = try session(s).openNavigator(map: try Arg.string(mapID, "map_id"))
        out.pointee = Handles.make(nav, .navigator)
    }
}

@c @implementation
public func ks_navigator_restore(_ out: UnsafeMutablePointer<OpaquePointer?>?, _ s: OpaquePointer?, _ state: UnsafePointer<CChar>?) -> ks_status {
    out?.pointee = nil
    return entry { () throws(KeepsakeError) in
        guard let out else { throw .invalidArgument("out is NULL") }
        let nav = try session(s).restoreNavigator(json: try Arg.string(state, "state_json"))
        out.pointee = Handles.make(nav, .navigator)
    }
}

@c @implementation
public func ks_navigator_save(_ outJSON: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ n: OpaquePointer?) -> ks_status {
    outJSON?.pointee = nil
    return entry { () throws(KeepsakeError) in
        let out = try required(outJSON)
        try Arg.give(try navigator(n).state(), to: out)
    }
}

@c @implementation
public func ks_navigator_view(_ outJSON: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ n: OpaquePointer?) -> ks_status {
    outJSON?.pointee = nil
    return entry { () throws(KeepsakeError) in
        let out = try required(outJSON)
        try Arg.give(try navigator(n).view(), to: out)
    }
}

@c @implementation
public func ks_navigator_go(_ n: OpaquePointer?, _ nodeID: UnsafePointer<CChar>?) -> ks_status {
    entry { () throws(KeepsakeError) in
        try navigator(n).open(try Arg.string(nodeID, "node_id"))
    }
}

@c @implementation
public func ks_navigator_back(_ n: OpaquePointer?) -> ks_status {
    entry { () throws(KeepsakeError) in try navigator(n).back() }
}

@c @implementation
public func ks_navigator_can_back(_ outCanBack: UnsafeMutablePointer<Int32>?, _ n: OpaquePointer?) -> ks_status {
    outCanBack?.pointee = 0
    return entry { () throws(KeepsakeError) in
        guard let outCanBack else { throw .invalidArgument("out_can_back is NULL") }
        outCanBack.pointee = try navigator(n).canBack ? 1 : 0
    }
}

@c @implementation
public func ks_navigator_close(_ n: OpaquePointer?) {
    Handles.close(n, .navigator)
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
public func ks_mindmap_import_file(_ outJSON: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ s: OpaquePointer?,
                                   _ fileFormat: ks_mindmap_format, _ path: UnsafePointer<CChar>?, _ now: UnsafePointer<CChar>?) -> ks_status {
    outJSON?.pointee = nil
    return entry { () throws(KeepsakeError) in
        let map = try session(s).importMindMap(from: try Arg.string(path, "path"), format: try format(fileFormat), now: try Arg.string(now, "now"))
        try Arg.give(map.json, to: outJSON)
    }
}

@c @implementation
public func ks_mindmap_export_file(_ outJSON: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ s: OpaquePointer?,
                                   _ mapID: UnsafePointer<CChar>?, _ fileFormat: ks_mindmap_format, _ path: UnsafePointer<CChar>?) -> ks_status {
    outJSON?.pointee = nil
    return entry { () throws(KeepsakeError) in
        let result = try session(s).exportMindMap(try Arg.string(mapID, "map_id"), format: try format(fileFormat), to: try Arg.string(path, "path"))
        try Arg.give(result.json, to: outJSON)
    }
}

@c @implementation
public func ks_mindmap_export_bundle(_ outJSON: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ s: OpaquePointer?,
                                     _ mapID: UnsafePointer<CChar>?, _ path: UnsafePointer<CChar>?,
                                     _ options: UnsafePointer<ks_export_options>?) -> ks_status {
    outJSON?.pointee = nil
    return entry { () throws(KeepsakeError) in
        let sess = try session(s)
        let id = try Arg.string(mapID, "map_id")
        let target = try Arg.string(path, "path")
        let exportOptions = try Arg.exportOptions(options)
        let result = try sess.exportMindMapBundle(id, to: target, options: exportOptions)
        try Arg.give(result.json, to: outJSON)
    }
}
