import XCTest
@testable import KeepsakeCore

/// Node links (issue 16 §5, FORMAT.md R68): FreeMind's `LINK` and OPML's `url`, `htmlUrl` and
/// `xmlUrl` kept on import and written back on export, checked on every way in, drawn as
/// links only where a viewer may open them. Real files are under Tests/Samples (sources and
/// licences in its README).
final class MindMapLinkTests: StoreTestCase {
    /// Every node depth-first as (title, link, feed).
    func links(_ session: Session, _ map: MindMap) throws -> [[String?]] {
        let (_, tree) = try session.mindMapTree(map.id)
        var rows: [[String?]] = []
        tree.walk { i, _, entering in
            if entering { rows.append([tree.nodes[i].title, tree.nodes[i].link, tree.nodes[i].feed]) }
        }
        return rows
    }

    func text(_ path: String) throws -> String { String(decoding: try readAll(path), as: UTF8.self) }

    /// FreeMind 0.9's bug map: 100 nodes link to the tracker, with `&amp;` in every link.
    func testFreeMindLinksSurviveARoundTrip() throws {
        let session = try makeStore()
        let map = try session.importMindMap(from: mindMapSamples + "/freemind-0.9-bugs.mm", format: .freemind, now: now)
        let rows = try links(session, map)
        let linked = rows.compactMap { $0[1] }
        XCTAssertEqual(linked.count, 100)
        XCTAssertTrue(linked.contains("http://sf.net/tracker/index.php?func=detail&aid=1947263&group_id=7118&atid=107118"), "entities decoded")
        XCTAssertTrue(rows.allSatisfy { $0[2] == nil }, "FreeMind has no feeds")

        _ = try session.exportMindMap(map.id, format: .freemind, to: path("bugs.mm"))
        let written = try text(path("bugs.mm"))
        XCTAssertTrue(written.contains("LINK=\"http://sf.net/tracker/index.php?func=detail&amp;aid=1947263&amp;group_id=7118&amp;atid=107118\""))
        let again = try session.importMindMap(from: path("bugs.mm"), format: .freemind, now: now)
        XCTAssertEqual(try links(session, again), rows, ".mm round trip keeps every link on its node")

        // FreeMind 1.0: a long search link with `?`, `,` and `/` on one node.
        let flat = try session.importMindMap(from: mindMapSamples + "/freemind-1.0-wohnungssuche.mm", format: .freemind, now: now)
        XCTAssertEqual(try links(session, flat)[1][1],
                       "http://www.immobilienscout24.de/Suche/S-20/Wohnung-Miete/Umkreissuche/Berlin/14195/220099/2505104/-/-/2/3,00-/-/EURO-800,00-1000,00?enteredFrom=result_list")
    }

    /// NetNewsWire's subscription list: 207 feeds (some in folders, one with the same title
    /// twice), each `type="rss"` with `xmlUrl` and `htmlUrl`, some `htmlUrl=""`.
    func testFeedListSurvivesARoundTrip() throws {
        let session = try makeStore()
        let map = try session.importMindMap(from: mindMapSamples + "/netnewswire-subscriptions.opml", format: .opml, now: now)
        let rows = try links(session, map)
        let feeds = rows.filter { $0[2] != nil }
        XCTAssertEqual(feeds.count, 207)
        XCTAssertEqual(feeds[0], ["Daring Fireball", "http://daringfireball.net/", "http://daringfireball.net/feeds/main"])
        XCTAssertTrue(feeds.contains(["Julia Evans", nil, "http://jvns.ca/atom.xml"]), "an empty htmlUrl is no link")
        XCTAssertTrue(rows.filter { $0[2] == nil }.allSatisfy { $0[1] == nil }, "folders have no link")

        _ = try session.exportMindMap(map.id, format: .opml, to: path("subs.opml"))
        let written = try text(path("subs.opml"))
        XCTAssertTrue(written.contains("<outline text=\"Daring Fireball\" type=\"rss\" xmlUrl=\"http://daringfireball.net/feeds/main\" htmlUrl=\"http://daringfireball.net/\"/>"), written)
        let again = try session.importMindMap(from: path("subs.opml"), format: .opml, now: now)
        XCTAssertEqual(try links(session, again), rows, "OPML round trip keeps every feed and link")
    }

    /// OPML link outlines (`type="link" url=…`) come back with the same attributes; a lone
    /// `htmlUrl` and an include come back as `url`; attribute names in other cases are read.
    func testOPMLLinkOutlines() throws {
        let session = try makeStore()
        try writeAll(path("links.opml"), Array("""
            <?xml version="1.0"?><opml version="2.0"><head><title>Links</title></head><body>
            <outline text="Links">
            <outline text="Spec" type="link" url="http://opml.org/spec2.opml"/>
            <outline text="Site" htmlUrl="https://example.org/"/>
            <outline text="More" type="include" url="https://example.org/more.opml"/>
            <outline text="Lower" type="rss" xmlurl="https://example.org/feed" htmlurl="https://example.org"/>
            </outline></body></opml>
            """.utf8))
        let map = try session.importMindMap(from: path("links.opml"), format: .opml, now: now)
        XCTAssertEqual(try links(session, map), [
            ["Links", nil, nil], ["Spec", "http://opml.org/spec2.opml", nil], ["Site", "https://example.org/", nil],
            ["More", "https://example.org/more.opml", nil], ["Lower", "https://example.org", "https://example.org/feed"],
        ])
        _ = try session.exportMindMap(map.id, format: .opml, to: path("out.opml"))
        let written = try text(path("out.opml"))
        XCTAssertTrue(written.contains("<outline text=\"Spec\" type=\"link\" url=\"http://opml.org/spec2.opml\"/>"), written)
        XCTAssertTrue(written.contains("<outline text=\"Site\" type=\"link\" url=\"https://example.org/\"/>"), written)
    }

    func testLinksAreCheckedOnEveryWayIn() throws {
        let session = try makeStore()
        let map = try session.createMindMap(title: "Map", now: now)
        let node = try session.createNode(under: map.rootID, title: "Page", link: "  https://example.org/a b  ", now: now)
        XCTAssertEqual(node.link, "https://example.org/a b", "trimmed, inner spaces kept")
        XCTAssertNil(node.feed)
        for bad in ["javascript:alert(1)", "JavaScript:alert(1)", "vbscript:msgbox", "data:text/html,<script>x</script>",
                    "https://example.org/\u{0}x", "https://example.org/\nx", "http://e.org/\u{85}x", String(repeating: "a", count: 4_097),
                    // FORMAT 3.1, R68: format characters, which make a link display as another.
                    "https://example.org/\u{202E}fdp.exe", "https://e.org/\u{2066}x\u{2069}", "https://exam\u{200B}ple.org/",
                    "\u{FEFF}https://example.org/", "https://example.org/a\u{2028}b", "https://example.org/\u{E0041}",
                    "https://example.org/\u{AD}x"] {
            XCTAssertNotNil(reason { _ = try session.setNodeLink(node.id, link: bad, now: self.now) }, bad)
            XCTAssertNotNil(reason { _ = try session.setNodeLink(node.id, link: nil, feed: bad, now: self.now) }, bad)
            XCTAssertNotNil(reason { _ = try session.createNode(under: map.rootID, title: "X", link: bad, now: self.now) }, bad)
        }
        XCTAssertEqual(try session.node(node.id).link, "https://example.org/a b", "a refusal changes nothing")
        XCTAssertEqual(try session.children(of: map.rootID).count, 1)
        for good in ["#ID_784697063", "latestFreeplaneFeatures.mm", "file:///home/me/plan.pdf", "mailto:me@example.org",
                     "javascript", "java script:x", String(repeating: "a", count: 4_096)] {
            XCTAssertEqual(try session.setNodeLink(node.id, link: good, now: now).link, good)
        }
        let feed = try session.setNodeLink(node.id, link: "https://example.org/", feed: "https://example.org/feed", now: now)
        XCTAssertEqual(feed.json["feed"], "https://example.org/feed")
        XCTAssertEqual(try session.setNodeLink(node.id, link: "", feed: nil, now: now).json["link"], .null, "\"\" clears")

        XCTAssertEqual(reason { _ = try session.setNodeLink(node.id, link: "https://example.org/\u{202E}x", now: self.now) },
                       "link 'https://example.org/\u{202E}x' holds the format character U+202E, which can make a link display as another")

        // FORMAT 3.1, section 17: an import drops a link or feed that breaks R68 and keeps the
        // node and the map.
        try writeAll(path("bad.mm"), Array(("<map><node TEXT=\"Root\"><node TEXT=\"Evil\" LINK=\"javascript:alert(1)\"/>"
            + "<node TEXT=\"Spoof\" LINK=\"https://example.org/\u{202E}fdp.exe\"/><node TEXT=\"Good\" LINK=\" https://example.org/ \"/></node></map>").utf8))
        let imported = try session.importMindMap(from: path("bad.mm"), format: .freemind, now: now)
        XCTAssertEqual(try links(session, imported), [["Root", nil, nil], ["Evil", nil, nil], ["Spoof", nil, nil], ["Good", "https://example.org/", nil]])
        try writeAll(path("bad.opml"), Array(("<opml version=\"2.0\"><head/><body><outline text=\"Feeds\">"
            + "<outline text=\"Evil\" type=\"rss\" xmlUrl=\"data:text/xml,x\" htmlUrl=\"https://example.org/\"/>"
            + "<outline text=\"Long\" type=\"link\" url=\"https://e.org/\(String(repeating: "a", count: 4_090))\"/></outline></body></opml>").utf8))
        let feeds = try session.importMindMap(from: path("bad.opml"), format: .opml, now: now)
        XCTAssertEqual(try links(session, feeds).suffix(2), [["Evil", "https://example.org/", nil], ["Long", nil, nil]])
        XCTAssertEqual(try session.mindMaps().count, 3)
    }

    /// SVG and Markdown make only http, https and mailto clickable; Markdown reads its links back.
    func testDrawingsAndMarkdownLinkOnlySafeSchemes() throws {
        let session = try makeStore()
        let map = try session.createMindMap(title: "Map", now: now)
        _ = try session.setNodeLink(map.rootID, link: "https://example.org/?a=1&b=(2)", now: now)
        let file = try session.createNode(under: map.rootID, title: "File", link: "file:///etc/passwd", now: now)
        _ = try session.createNode(under: map.rootID, title: "Mail [me]", link: "mailto:me@example.org", now: now)
        _ = try session.createNode(under: map.rootID, title: "Feed", link: nil, feed: "https://example.org/feed", now: now)
        _ = try session.createNode(under: map.rootID, title: "Entity", link: "https://example.org/?q=&amp;\"<x>", now: now)

        _ = try session.exportMindMap(map.id, format: .svg, to: path("map.svg"))
        let svg = try text(path("map.svg"))
        XCTAssertTrue(svg.contains("<a href=\"https://example.org/?a=1&amp;b=(2)\"><g>"), svg)
        XCTAssertTrue(svg.contains("<a href=\"mailto:me@example.org\"><g>"))
        XCTAssertFalse(svg.contains("file:"), "a file link is not drawn as a link")
        XCTAssertTrue(svg.contains("<a href=\"https://example.org/?q=&amp;amp;&quot;&lt;x&gt;\"><g>"), "R70's XML escaping")
        XCTAssertEqual(svg.components(separatedBy: "<a ").count - 1, 3)
        XCTAssertEqual(svg.components(separatedBy: "</a>").count - 1, 3)

        _ = try session.exportMindMap(map.id, format: .markdown, to: path("map.md"))
        let markdown = try text(path("map.md"))
        // R70 (FORMAT 3.1): `&` escaped too, so no entity reference is decoded in the destination.
        XCTAssertTrue(markdown.hasPrefix("# [Map](https://example.org/?a=1\\&b=\\(2\\))\n"), markdown)
        XCTAssertTrue(markdown.contains("- [Mail \\[me\\]](mailto:me@example.org)\n"), markdown)
        XCTAssertTrue(markdown.contains("- File\n") && markdown.contains("- Feed\n"), markdown)
        XCTAssertTrue(markdown.contains("- [Entity](https://example.org/?q=\\&amp;\"\\<x\\>)\n"), markdown)
        let back = try session.importMindMap(from: path("map.md"), format: .markdown, now: now)
        XCTAssertEqual(try links(session, back), [
            ["Map", "https://example.org/?a=1&b=(2)", nil], ["File", nil, nil], ["Mail [me]", "mailto:me@example.org", nil], ["Feed", nil, nil],
            ["Entity", "https://example.org/?q=&amp;\"<x>", nil],
        ])
        _ = file
    }

    /// A store of schema version 7 (before links) is migrated when opened: its nodes have
    /// none, and links can be set at once.
    func testAStoreBeforeLinksIsMigrated() throws {
        var session: Session? = try makeStore("old")
        let map = try XCTUnwrap(session).createMindMap(title: "Old", now: now)
        session = nil
        do {
            let db = try Database(path: path("old") + "/keepsake.db", mode: .readWrite)
            // Store version 10 added the sealed centre key, the feeds' tables and their triggers,
            // the patients' search index and list order, an index of shown actions, version 9 the
            // media totals and an index of relative links, version 8 the links and
            // viewer_revision_media (Schema.swift): undo them all.
            try db.execute("ALTER TABLE centre_key DROP COLUMN sealed_secret_key")
            for trigger in try db.records("SELECT name FROM sqlite_master WHERE type = 'trigger' AND (name LIKE 'feed_changed_%' OR name LIKE 'patient_search_%')") {
                try db.execute("DROP TRIGGER \(try trigger.text("name"))")
            }
            try db.execute("DROP TABLE feed_publications; DROP TABLE feed_objects; DROP TABLE centre_key_rotations; DROP TABLE viewer_feeds")
            try db.execute("DROP TABLE patient_search_rows; DROP TABLE patient_names; DROP INDEX patients_list_order; DROP INDEX dossier_actions_shown")
            try db.execute("DROP TABLE media_totals; DROP TRIGGER media_totals_insert; DROP TRIGGER media_totals_delete; DROP TRIGGER media_totals_size; DROP INDEX relative_links_by_patient; DROP TABLE session_tokens; DROP TABLE viewer_centres")
            try db.execute("ALTER TABLE mindmap_nodes DROP COLUMN link; ALTER TABLE mindmap_nodes DROP COLUMN feed; DROP TABLE viewer_revision_media; PRAGMA user_version = 7")
        }
        let reopened = try makeStore("old")
        XCTAssertNil(try reopened.node(map.rootID).link)
        XCTAssertEqual(try reopened.setNodeLink(map.rootID, link: "https://example.org/", now: now).link, "https://example.org/")
    }

    /// A map's links travel in a version 3 bundle and come back the same.
    func testLinksTravelInBundles() throws {
        let session = try makeStore()
        let map = try session.createMindMap(title: "Map", now: now)
        let node = try session.createNode(under: map.rootID, title: "Feed", link: "https://example.org/", feed: "https://example.org/feed", now: now)
        _ = try session.exportMindMapBundle(map.id, to: path("map.keepsake"), options: ExportOptions(created: now))
        let dump = try Bundles.dump(at: path("map.keepsake")).json
        XCTAssertEqual(dump["format_version"], .int(BundleSchema.formatVersion))
        let rows = dump["tables"]?["mindmap_nodes"]?.arrayValue ?? []
        XCTAssertTrue(rows.contains { $0["link"] == "https://example.org/" && $0["feed"] == "https://example.org/feed" }, "\(rows)")
        XCTAssertTrue(rows.contains { $0["link"] == .null && $0["feed"] == .null })
        let other = try makeStore("other")
        XCTAssertEqual(try other.importBundle(from: path("map.keepsake")).mindMaps.added, 1)
        XCTAssertEqual(try other.node(node.id), try session.node(node.id))
    }
}

extension StoreTestCase {
    /// Each node with a link, depth-first, as "title -> link"; a link to a node of the same
    /// map (`#` and its id) as "title => target's title", so maps with new ids compare.
    func linkRows(_ session: Session, _ map: MindMap) throws -> [String] {
        let (_, tree) = try session.mindMapTree(map.id)
        var byID: [String: String] = [:]
        for node in tree.nodes { byID[node.id] = node.title }
        var rows: [String] = []
        tree.walk { i, _, entering in
            let node = tree.nodes[i]
            guard entering, let link = node.link else { return }
            if link.hasPrefix("#"), let target = byID[String(link.dropFirst())] {
                rows.append(node.title + " => " + target)
            } else {
                rows.append(node.title + " -> " + link)
            }
        }
        return rows
    }
}

final class MindMapInternalLinkTests: StoreTestCase {
    func text(_ path: String) throws -> String { String(decoding: try readAll(path), as: UTF8.self) }

    /// FreeMind and Freeplane link a node to another by `LINK="#ID_…"`. None of the sample
    /// maps has such a link, so this map is written as Freeplane writes them: links forwards,
    /// backwards, to the root, to itself, from a second top-level node, and one to a node not
    /// in the file.
    func testFreeMindLinksToNodesOfTheMapStayResolved() throws {
        let session = try makeStore()
        try writeAll(path("internal.mm"), Array("""
            <map version="freeplane 1.9.13">
            <node TEXT="Root" ID="ID_1723255651" LINK="#ID_1093842209">
            <node TEXT="Forward" ID="ID_367419574" LINK="#ID_1093842209"/>
            <node TEXT="Target" ID="ID_1093842209" LINK="https://example.org/"/>
            <node TEXT="Back" ID="ID_33" LINK="#ID_1723255651"><node TEXT="Self" ID="ID_44" LINK="#ID_44"/></node>
            <node TEXT="Elsewhere" ID="ID_55" LINK="#ID_999"/>
            <node TEXT="Other map" ID="ID_66" LINK="other.mm#ID_1093842209"/>
            </node>
            <node TEXT="Second top" ID="ID_77" LINK="#ID_367419574"/>
            </map>
            """.utf8))
        let expected = ["Root => Target", "Forward => Target", "Target -> https://example.org/", "Back => Root", "Self => Self",
                        "Elsewhere -> #ID_999", "Other map -> other.mm#ID_1093842209", "Second top => Forward"]
        let map = try session.importMindMap(from: path("internal.mm"), format: .freemind, now: now)
        XCTAssertEqual(try linkRows(session, map), expected)
        let (_, tree) = try session.mindMapTree(map.id)
        let target = try XCTUnwrap(tree.nodes.first { $0.title == "Target" })
        XCTAssertEqual(tree.nodes.first { $0.title == "Forward" }?.link, "#" + target.id, "stored as # and the node's id")

        // Export: IDs from the Keepsake ids, internal links as the target's ID.
        _ = try session.exportMindMap(map.id, format: .freemind, to: path("out.mm"))
        let written = try text(path("out.mm"))
        let targetID = "ID_" + target.id.filter { $0 != "-" }
        XCTAssertTrue(written.contains("<node TEXT=\"Target\" ID=\"\(targetID)\""), written)
        XCTAssertTrue(written.contains("<node TEXT=\"Forward\" ID=\"ID_") && written.contains("LINK=\"#\(targetID)\"/>"), written)
        XCTAssertTrue(written.contains("LINK=\"#ID_999\""), "a link to no node of the map is written as it is")

        // .mm → store → .mm → store: still resolved, to the new nodes.
        let again = try session.importMindMap(from: path("out.mm"), format: .freemind, now: now)
        XCTAssertEqual(try linkRows(session, again), expected)
        let (_, tree2) = try session.mindMapTree(again.id)
        XCTAssertTrue(Set(tree2.nodes.map(\.id)).isDisjoint(with: tree.nodes.map(\.id)), "new ids")
        XCTAssertTrue(tree2.nodes.compactMap(\.link).filter { $0.hasPrefix("#") && $0 != "#ID_999" }
            .allSatisfy { link in tree2.nodes.contains { "#" + $0.id == link } }, "every internal link points into the new map")
        _ = try session.exportMindMap(again.id, format: .freemind, to: path("out2.mm"))
        let third = try session.importMindMap(from: path("out2.mm"), format: .freemind, now: now)
        XCTAssertEqual(try linkRows(session, third), expected)

        // The same map through XMind keeps them too.
        _ = try session.exportMindMap(map.id, format: .xmind, to: path("out.xmind"))
        let viaXMind = try session.importMindMap(from: path("out.xmind"), format: .xmind, now: now)
        XCTAssertEqual(try linkRows(session, viaXMind), expected)
    }

    /// A link made in Keepsake to another node of the map (`#` and its id) is exported as one.
    func testLinksMadeInKeepsakeToNodesOfTheMap() throws {
        let session = try makeStore()
        let map = try session.createMindMap(title: "Plan", now: now)
        let goal = try session.createNode(under: map.rootID, title: "Goal", now: now)
        _ = try session.createNode(under: map.rootID, title: "Step", link: "#" + goal.id, now: now)
        _ = try session.exportMindMap(map.id, format: .freemind, to: path("plan.mm"))
        XCTAssertTrue(try text(path("plan.mm")).contains("LINK=\"#ID_\(goal.id.filter { $0 != "-" })\""))
        let back = try session.importMindMap(from: path("plan.mm"), format: .freemind, now: now)
        XCTAssertEqual(try linkRows(session, back), ["Step => Goal"])
    }
}
