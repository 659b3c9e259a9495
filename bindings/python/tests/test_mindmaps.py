"""Mind maps, navigators and the layout through the real library."""

from __future__ import annotations

import json

import pytest

import keepsake
from conftest import CREATED, NOW

LATER = "2026-11-30T11:00:00Z"


@pytest.fixture
def plan(session):
    return session.mindmaps.create("  Rehab plan ", now=NOW)


def test_maps_and_nodes(session, plan):
    maps = session.mindmaps
    assert plan.title == "Rehab plan" and plan.node_count == 1
    walk = maps.create_node(plan.root_id, "Walking", note="10 minutes", now=NOW)
    stairs = maps.create_node(plan.root_id, "Stairs", now=NOW)
    deep = maps.create_node(walk.id, "Outdoors", now=NOW)
    assert [(n.position, n.title) for n in maps.children(plan.root_id)] == [
        (0, "Walking"), (1, "Stairs")]
    assert [crumb.title for crumb in maps.path(deep.id)] == ["Rehab plan", "Walking", "Outdoors"]
    assert maps.node(walk.id).note == "10 minutes" and stairs.note is None
    assert maps.set_note(walk.id, None, now=LATER).note is None
    assert maps.set_title(stairs.id, "Climbing", now=LATER).title == "Climbing"
    assert maps.rename(plan.id, "Plan", now=LATER).title == "Plan"
    assert maps.node(plan.root_id).title == "Plan"
    assert [m.id for m in maps] == [plan.id] and maps.get(plan.id).node_count == 4
    assert maps.delete_preview(walk.id) == keepsake.NodeCounts(nodes=2, attachments=0)
    assert maps.delete_node(walk.id, now=LATER).nodes == 2
    with pytest.raises(keepsake.NotFoundError):
        maps.node(deep.id)
    with pytest.raises(keepsake.InvalidArgumentError):
        maps.delete_node(plan.root_id, now=LATER)
    with pytest.raises(keepsake.InvalidArgumentError):
        maps.create_node(plan.root_id, "   ", now=LATER)
    assert maps.delete(plan.id).nodes == 2
    assert maps.list() == []


def test_move_node(session, plan):
    maps = session.mindmaps
    walk = maps.create_node(plan.root_id, "Walking", now=NOW)
    stairs = maps.create_node(plan.root_id, "Stairs", now=NOW)
    outdoors = maps.create_node(walk.id, "Outdoors", now=NOW)
    moved = maps.move_node(outdoors.id, stairs.id, now=LATER)
    assert moved.parent_id == stairs.id and moved.modified > maps.node(walk.id).modified
    assert [c.title for c in maps.children(stairs.id)] == ["Outdoors"] and maps.children(walk.id) == []
    maps.move_node(stairs.id, plan.root_id, index=0, now=LATER)
    assert [c.title for c in maps.children(plan.root_id)] == ["Stairs", "Walking"]
    with pytest.raises(keepsake.InvalidArgumentError, match="cycle"):
        maps.move_node(stairs.id, outdoors.id, now=LATER)
    other = maps.create("Other", now=NOW)
    with pytest.raises(keepsake.InvalidArgumentError, match="another map"):
        maps.move_node(walk.id, other.root_id, now=LATER)


def test_navigator(session, plan):
    maps = session.mindmaps
    walk = maps.create_node(plan.root_id, "Walking", now=NOW)
    outdoors = maps.create_node(walk.id, "Outdoors", now=NOW)
    with maps.navigator(plan.id) as navigator:
        view = navigator.view()
        assert view.active.id == plan.root_id and not view.can_back and not navigator.can_back
        assert [child.id for child in view.children] == [walk.id]
        navigator.go(walk.id)
        navigator.go(outdoors.id)
        assert [c.title for c in navigator.view().path] == ["Rehab plan", "Walking", "Outdoors"]
        state = navigator.save()
        navigator.back()
        assert navigator.view().active.id == walk.id and navigator.can_back
        with pytest.raises(keepsake.NotFoundError):
            navigator.go("00000000-0000-4000-8000-000000000000")
    assert navigator.closed
    with pytest.raises(keepsake.InvalidArgumentError):
        navigator.view()
    with maps.restore_navigator(json.dumps(state)) as restored:
        assert restored.view().active.id == outdoors.id
        restored.back()
        restored.back()
        with pytest.raises(keepsake.NotFoundError):
            restored.back()
    with pytest.raises(keepsake.InvalidArgumentError):
        maps.restore_navigator({"navigator": 1})


def test_files_and_bundle(session, plan, tmp_path):
    maps = session.mindmaps
    maps.create_node(plan.root_id, "Walking", note="daily", now=NOW)
    exported = maps.export_file(plan.id, tmp_path / "plan.opml", keepsake.MindMapFormat.OPML)
    assert exported.count == 2 and exported.size == (tmp_path / "plan.opml").stat().st_size
    for fmt, name in ((keepsake.MindMapFormat.FREEMIND, "plan.mm"),
                      (keepsake.MindMapFormat.MARKDOWN, "plan.md"),
                      (keepsake.MindMapFormat.SVG, "plan.svg")):
        maps.export_file(plan.id, tmp_path / name, fmt)
    assert (tmp_path / "plan.svg").read_text().lstrip().startswith(("<svg", "<?xml"))
    imported = maps.import_file(tmp_path / "plan.opml", keepsake.MindMapFormat.OPML, now=LATER)
    assert imported.id != plan.id and imported.node_count == 2
    bundle = maps.export_bundle(plan.id, tmp_path / "plan.keepsake", created=CREATED)
    assert keepsake.inspect_bundle(bundle.path).kind == "mindmap"


def test_xmind_files(session, plan, tmp_path):
    """An .xmind file as XMind Zen lays it out, written by Python's zipfile with deflate,
    imports (two sheets under one root named after the file); an export is a zip other readers
    take, with one sheet as XMind Zen writes it, and reads back as the same map."""
    import zipfile
    maps = session.mindmaps
    sheets = [{"id": "s1", "class": "sheet", "title": "Map 1", "rootTopic": {
                  "id": "r", "class": "topic", "title": "Central Topic", "structureClass": "org.xmind.ui.map.unbalanced",
                  "children": {"attached": [{"id": "a", "title": "note topic",
                                             "notes": {"plain": {"content": "note info\nnew line"}}}],
                               "detached": [{"id": "f", "title": "Floating Topic", "position": {"x": 1.5, "y": -20}}]}}},
              {"id": "s2", "class": "sheet", "title": "Map 2", "rootTopic": {"id": "r2", "title": "another sheet"}}]
    source = tmp_path / "Two sheets.xmind"
    with zipfile.ZipFile(source, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("content.json", json.dumps(sheets))
        z.writestr("metadata.json", "{}")
    two = maps.import_file(source, keepsake.MindMapFormat.XMIND, now=NOW)
    assert two.node_count == 5 and two.title == "Two sheets"
    first, second = maps.children(two.root_id)
    assert (first.title, second.title) == ("Central Topic", "another sheet")
    note, floating = maps.children(first.id)
    assert (note.title, note.note, floating.title) == ("note topic", "note info\nnew line", "Floating Topic")
    walk = maps.create_node(plan.root_id, "Walking", note="daily\n  10 minutes", now=NOW)
    maps.create_node(walk.id, "Ходьба", now=NOW)
    out = tmp_path / "plan.xmind"
    exported = maps.export_file(plan.id, out, keepsake.MindMapFormat.XMIND)
    assert exported.count == 3 and exported.size == out.stat().st_size
    with zipfile.ZipFile(out) as z:
        assert z.testzip() is None
        assert z.namelist() == ["content.json", "metadata.json", "manifest.json"]
        assert all(i.compress_type == zipfile.ZIP_DEFLATED for i in z.infolist()), "XMind writes its entries deflated, and so does the export"
        sheet, = json.loads(z.read("content.json"))
        assert json.loads(z.read("manifest.json")) == {"file-entries": {"content.json": {}, "metadata.json": {}}}
    root = sheet["rootTopic"]
    assert sheet["class"] == "sheet" and root["title"] == "Rehab plan" and root["class"] == "topic"
    child, = root["children"]["attached"]
    assert child["title"] == "Walking" and child["notes"]["plain"]["content"] == "daily\n  10 minutes"
    assert child["children"]["attached"][0]["title"] == "Ходьба"
    back = maps.import_file(out, keepsake.MindMapFormat.XMIND, now=LATER)
    assert back.title == "Rehab plan" and back.node_count == 3
    assert maps.node(maps.children(back.root_id)[0].id).note == "daily\n  10 minutes"
    bad = tmp_path / "bad.xmind"
    bad.write_bytes(b"PK\x03\x04 not really a zip")
    with pytest.raises(keepsake.InvalidArgumentError, match="not an XMind file"):
        maps.import_file(bad, keepsake.MindMapFormat.XMIND, now=NOW)


def test_layout():
    layout = keepsake.mindmap_layout(390, 844, min_tap=44, child_count=12)
    assert len(layout.children) == 12 and layout.rings >= 1 and layout.fits(44)
    assert layout.centre.x == pytest.approx(195) and layout.centre.y == pytest.approx(422)
    empty = keepsake.mindmap_layout(100, 100, min_tap=44, child_count=0)
    assert empty.children == []
    with pytest.raises(keepsake.InvalidArgumentError):
        keepsake.mindmap_layout(-1, 100, min_tap=44, child_count=3)


def test_relative_may_not_use_mind_maps(centre):
    with pytest.raises(keepsake.PermissionDeniedError) as caught:
        centre.relative.mindmaps.create("Mine", now=NOW)
    assert caught.value.status is keepsake.Status.PERMISSION_DENIED
    staff_map = centre.staff.mindmaps.create("Ward", now=NOW)
    with pytest.raises(keepsake.PermissionDeniedError):
        centre.relative.mindmaps.rename(staff_map.id, "Mine", now=NOW)
    with pytest.raises(keepsake.PermissionDeniedError):
        centre.relative.mindmaps.navigator(staff_map.id)


def test_node_links(session, plan):
    """A node's link and feed (FORMAT.md R68): set at once, read back, checked, cleared."""
    maps = session.mindmaps
    blog = maps.create_node(plan.root_id, "Blog", now=NOW)
    assert blog.link is None and blog.feed is None
    linked = maps.set_link(blog.id, " https://example.org/ ", feed="https://example.org/feed.xml", now=LATER)
    assert (linked.link, linked.feed) == ("https://example.org/", "https://example.org/feed.xml")
    assert maps.node(blog.id).raw["link"] == "https://example.org/"
    for bad in ["javascript:alert(1)", "https://e.org/\x07", "x" * 4097, "https://e.org/\u202efdp.exe"]:
        with pytest.raises(keepsake.InvalidArgumentError):
            maps.set_link(blog.id, bad, now=LATER)
    assert maps.node(blog.id).link == "https://example.org/"
    cleared = maps.set_link(blog.id, None, now=LATER)
    assert cleared.link is None and cleared.feed is None


def _zip_with(path, name, data):
    import zipfile
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr(name, data)


def test_import_limits_are_counted_while_parsing(session, tmp_path):
    """Issue 28 section 5: ImportLimits bound an import (nodes, levels, text, the file's size,
    store growth per byte of the file), refused with LimitExceededError and the store
    unchanged; the 2,000,000-topic XMind file of a few dozen kB stops under the defaults."""
    maps = session.mindmaps
    small = tmp_path / "small.opml"
    small.write_text('<opml version="2.0"><body><outline text="root"><outline text="a">'
                     '<outline text="b"/></outline><outline text="c"/></outline></body></opml>')
    md = tmp_path / "small.md"
    md.write_text("# root\n- a\n  - b\n- c\n")
    for path, fmt in ((small, keepsake.MindMapFormat.OPML), (md, keepsake.MindMapFormat.MARKDOWN)):
        for limits, words in ((keepsake.ImportLimits(max_nodes=3), "more than 3 nodes"),
                              (keepsake.ImportLimits(max_depth=2), "2 levels"),
                              (keepsake.ImportLimits(max_text_bytes=3), "bytes of text"),
                              (keepsake.ImportLimits(max_input_bytes=10), "this host allows files"),
                              (keepsake.ImportLimits(max_growth_ratio=1), "times its size")):
            with pytest.raises(keepsake.LimitExceededError, match=words):
                maps.import_file(path, fmt, limits=limits, now=NOW)
            assert list(maps) == []
        ok = maps.import_file(path, fmt, limits=keepsake.ImportLimits(max_nodes=4, max_depth=3),
                              now=NOW)
        assert ok.node_count == 4
        maps.delete(ok.id)
    with pytest.raises(keepsake.InvalidArgumentError, match="max_nodes"):
        maps.import_file(small, keepsake.MindMapFormat.OPML,
                         limits=keepsake.ImportLimits(max_nodes=5_000_001), now=NOW)
    for bad in (0, -1, True, 1.5):
        with pytest.raises(ValueError):
            keepsake.ImportLimits(max_depth=bad)
    many = tmp_path / "many.xmind"
    _zip_with(many, "content.json",
              '[{"id":"s","title":"Sheet","rootTopic":{"id":"r","title":"r","children":{"attached":['
              + ",".join(['{"title":"a"}'] * 2_000_000) + "]}}}]")
    assert many.stat().st_size < 100_000
    with pytest.raises(keepsake.LimitExceededError, match="1000 times its size"):
        maps.import_file(many, keepsake.MindMapFormat.XMIND, now=NOW)
    assert list(maps) == []
