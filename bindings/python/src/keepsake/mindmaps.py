"""Mind maps, navigators and the bubble layout (keepsake.h, "Mind maps").

    maps = session.mindmaps
    plan = maps.create("Rehab plan", now=NOW)
    walk = maps.create_node(plan.root_id, "Walking", note="10 minutes a day", now=NOW)
    for child in maps.children(plan.root_id):
        print(child.position, child.title)
    with maps.navigator(plan.id) as navigator:           # one level at a time
        navigator.go(walk.id)
        view = navigator.view()                          # NavigatorView
        state = navigator.save()                         # keep it; restore_navigator(state)
        navigator.back()
    layout = keepsake.mindmap_layout(390, 844, min_tap=44, child_count=12)
"""

from __future__ import annotations

import datetime
import enum
from ctypes import byref, c_int, c_uint32, c_void_p
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Dict, Iterator, List, Mapping, Optional, Union

from . import _native
from ._handle import _Handle
from ._values import now_or, today_or, Instant, PathLike, call_value, dumps, instant, text
from .bundles import ProgressFn, run_export
from .errors import call_json, check
from .records import ExportResult, FileExport, Record

if TYPE_CHECKING:
    from .store import Session


class MindMapFormat(enum.IntEnum):
    """`ks_mindmap_format`: interchange formats of import_file and export_file."""
    OPML = 1
    FREEMIND = 2
    MARKDOWN = 3   # a Markdown outline; an indented-text outline imports too
    SVG = 4        # export only
    MERMAID = 5    # a Mermaid mindmap (.mmd, or the first in a Markdown mermaid block): titles only
    XMIND = 6      # XMind .xmind (XMind Zen/2020+ and XMind 8 read; one sheet written)


@dataclass(frozen=True)
class MindMap(Record):
    """A map: its root node is titled like the map."""
    id: str
    title: str
    root_id: str
    node_count: int
    created: datetime.datetime
    modified: datetime.datetime


@dataclass(frozen=True)
class Node(Record):
    """A node; siblings are ordered by `position`; `parent_id` is None for the root.
    `link` is where the node points (a web page, a file, another node) and `feed` the feed
    it stands for (OPML's xmlUrl); None when absent."""
    id: str
    map_id: str
    parent_id: Optional[str]
    position: int
    title: str
    note: Optional[str]
    created: datetime.datetime
    modified: datetime.datetime
    link: Optional[str] = None
    feed: Optional[str] = None


@dataclass(frozen=True)
class Crumb(Record):
    """A breadcrumb entry: a node's id and title."""
    id: str
    title: str


@dataclass(frozen=True)
class NodeCounts(Record):
    """What deleting a node (with its subtree) or a map removes."""
    nodes: int
    attachments: int = 0


@dataclass(frozen=True)
class NavigatorView(Record):
    """`ks_navigator_view`: what to draw at the navigator's active node."""
    map_id: str
    active: Node
    children: List[Node]
    path: List[Crumb]
    can_back: bool


@dataclass(frozen=True)
class Bubble:
    """A circle of the layout, in viewport units (origin top left, y downwards)."""
    x: float
    y: float
    radius: float


@dataclass(frozen=True)
class Layout:
    """`ks_mindmap_layout`: the active node's bubble, its children's, and the rings used.
    `fits(min_tap)` says whether the children's bubbles are at least `min_tap` across."""
    centre: Bubble
    children: List[Bubble]
    rings: int

    def fits(self, min_tap: float) -> bool:
        """Whether every child's bubble is at least `min_tap` across."""
        return all(2 * child.radius >= min_tap for child in self.children)


def mindmap_layout(width: float, height: float, *, min_tap: float,
                   child_count: int) -> Layout:
    """Lay out one level of a map: the active node in the centre of a `width` x `height`
    viewport and `child_count` children on rings around it, each bubble at least `min_tap`
    across where it fits (`ks_mindmap_layout`; needs no store)."""
    if child_count < 0:
        raise ValueError("child_count must not be negative")
    centre = _native.ks_bubble()
    children = (_native.ks_bubble * child_count)() if child_count else None
    rings = c_uint32(0)
    check(_native.lib().ks_mindmap_layout(byref(centre), children, byref(rings), width,
                                          height, min_tap, child_count))
    return Layout(Bubble(centre.x, centre.y, centre.radius),
                  [Bubble(b.x, b.y, b.radius) for b in (children or [])], rings.value)


class Navigator(_Handle):
    """A navigator over one map (`ks_navigator`): the active node, its children, the
    breadcrumb and Back through the history. Belongs to one thread at a time; close it
    with `with` or `close()`."""

    _kind = "navigator"
    _close_function = "ks_navigator_close"

    def __init__(self, pointer: Optional[int], session: "Session"):
        super().__init__(pointer)
        self._session = session          # keeps the session alive

    def view(self) -> NavigatorView:
        """What to draw: the active node, its children and the breadcrumb
        (`ks_navigator_view`)."""
        return NavigatorView.from_json(call_value(_native.lib().ks_navigator_view,
                                                  self._handle()))

    def save(self) -> Dict[str, Any]:
        """The navigator's state, a JSON-serialisable dict to keep for
        `MindMaps.restore_navigator` (`ks_navigator_save`)."""
        state: Dict[str, Any] = call_value(_native.lib().ks_navigator_save, self._handle())
        return state

    def go(self, node_id: str) -> None:
        """Make `node_id` the active node (`ks_navigator_go`); NotFoundError for a node not
        in the map."""
        check(_native.lib().ks_navigator_go(self._handle(), _native.encode(node_id, "node_id")))

    def back(self) -> None:
        """Go back to the previous active node (`ks_navigator_back`); NotFoundError when
        there is nothing to go back to."""
        check(_native.lib().ks_navigator_back(self._handle()))

    @property
    def can_back(self) -> bool:
        """Whether `back()` has somewhere to go (`ks_navigator_can_back`)."""
        out = c_int(0)
        check(_native.lib().ks_navigator_can_back(byref(out), self._handle()))
        return bool(out.value)


class MindMaps:
    """The mind-map calls of a session: `session.mindmaps` (owner and staff)."""

    def __init__(self, session: "Session"):
        self._session = session

    def _h(self) -> int:
        return self._session._handle()

    # ---- maps ------------------------------------------------------------------------

    def create(self, title: str, *, now: Optional[Instant] = None) -> MindMap:
        """Create a map with its root node and return it (`ks_mindmap_create`)."""
        return MindMap.from_json(call_value(_native.lib().ks_mindmap_create, self._h(),
                                            _native.encode(title, "title"), now_or(now)))

    def list(self) -> List[MindMap]:
        """Every map, newest change first (`ks_mindmap_list`)."""
        return MindMap.list_from_json(call_value(_native.lib().ks_mindmap_list,
                                                 self._h())["maps"])

    def __iter__(self) -> Iterator[MindMap]:
        """Iterate over `list()`."""
        return iter(self.list())

    def get(self, map_id: str) -> MindMap:
        """The map `map_id` (`ks_mindmap_get`); NotFoundError when absent."""
        return MindMap.from_json(call_value(_native.lib().ks_mindmap_get, self._h(),
                                            _native.encode(map_id, "map_id")))

    def rename(self, map_id: str, title: str, *, now: Optional[Instant] = None) -> MindMap:
        """Rename the map (its root node takes the title) and return it
        (`ks_mindmap_rename`)."""
        return MindMap.from_json(call_value(_native.lib().ks_mindmap_rename, self._h(),
                                            _native.encode(map_id, "map_id"),
                                            _native.encode(title, "title"), now_or(now)))

    def delete(self, map_id: str) -> NodeCounts:
        """Delete the map and every node in it; returns what was removed
        (`ks_mindmap_delete`)."""
        return NodeCounts.from_json(call_value(_native.lib().ks_mindmap_delete, self._h(),
                                               _native.encode(map_id, "map_id")))

    # ---- nodes -----------------------------------------------------------------------

    def create_node(self, parent_id: str, title: str, *, now: Optional[Instant] = None,
                    note: Optional[str] = None) -> Node:
        """Create a node after the parent's last child and return it
        (`ks_mindmap_node_create`)."""
        return Node.from_json(call_value(_native.lib().ks_mindmap_node_create, self._h(),
                                         _native.encode(parent_id, "parent_id"),
                                         _native.encode(title, "title"), text(note, "note"),
                                         now_or(now)))

    def node(self, node_id: str) -> Node:
        """The node `node_id` (`ks_mindmap_node_get`); NotFoundError when absent."""
        return Node.from_json(call_value(_native.lib().ks_mindmap_node_get, self._h(),
                                         _native.encode(node_id, "node_id")))

    def children(self, node_id: str) -> List[Node]:
        """The node's children, in order (`ks_mindmap_node_children`)."""
        return Node.list_from_json(call_value(_native.lib().ks_mindmap_node_children,
                                              self._h(),
                                              _native.encode(node_id, "node_id"))["children"])

    def path(self, node_id: str) -> List[Crumb]:
        """The breadcrumb from the root down to the node (`ks_mindmap_node_path`)."""
        return Crumb.list_from_json(call_value(_native.lib().ks_mindmap_node_path, self._h(),
                                               _native.encode(node_id, "node_id"))["path"])

    def set_title(self, node_id: str, title: str, *, now: Optional[Instant] = None) -> Node:
        """Change the node's title and return the node (`ks_mindmap_node_set_title`); the
        root's title is the map's."""
        return Node.from_json(call_value(_native.lib().ks_mindmap_node_set_title, self._h(),
                                         _native.encode(node_id, "node_id"),
                                         _native.encode(title, "title"), now_or(now)))

    def set_note(self, node_id: str, note: Optional[str], *, now: Optional[Instant] = None) -> Node:
        """Change the node's note (None or "" clears it) and return the node
        (`ks_mindmap_node_set_note`)."""
        return Node.from_json(call_value(_native.lib().ks_mindmap_node_set_note, self._h(),
                                         _native.encode(node_id, "node_id"),
                                         text(note, "note"), now_or(now)))

    def set_link(self, node_id: str, link: Optional[str], *, now: Optional[Instant] = None,
                 feed: Optional[str] = None) -> Node:
        """Set the node's link and feed URL at once (None or "" clears each) and return the
        node (`ks_mindmap_node_set_link`). InvalidArgumentError for a link over 4,096 bytes,
        with a control or format character (FORMAT.md R68: bidirectional overrides,
        zero-width characters), or of scheme javascript:, vbscript: or data:."""
        return Node.from_json(call_value(_native.lib().ks_mindmap_node_set_link, self._h(),
                                         _native.encode(node_id, "node_id"),
                                         text(link, "link"), text(feed, "feed"), now_or(now)))

    def delete_preview(self, node_id: str) -> NodeCounts:
        """What deleting the node would remove (`ks_mindmap_node_delete_preview`)."""
        return NodeCounts.from_json(call_value(_native.lib().ks_mindmap_node_delete_preview,
                                               self._h(), _native.encode(node_id, "node_id")))

    def delete_node(self, node_id: str, *, now: Optional[Instant] = None) -> NodeCounts:
        """Delete the node with its subtree and return what was removed
        (`ks_mindmap_node_delete`); the root cannot be (InvalidArgumentError: delete the
        map)."""
        return NodeCounts.from_json(call_value(_native.lib().ks_mindmap_node_delete,
                                               self._h(), _native.encode(node_id, "node_id"),
                                               now_or(now)))

    def move_node(self, node_id: str, new_parent_id: str, *, now: Optional[Instant] = None,
                  index: Optional[int] = None) -> Node:
        """`ks_mindmap_node_move`: the node with its subtree under `new_parent_id`, at
        `index` among its children (None: last); under its own parent it reorders. A cycle,
        another map or the root: InvalidArgumentError."""
        return Node.from_json(call_value(_native.lib().ks_mindmap_node_move, self._h(),
                                         _native.encode(node_id, "node_id"),
                                         _native.encode(new_parent_id, "new_parent_id"),
                                         -1 if index is None else index, now_or(now)))

    # ---- navigators ------------------------------------------------------------------

    def navigator(self, map_id: str) -> Navigator:
        """A navigator over the map, at the root with no history (`ks_navigator_open`)."""
        out = c_void_p()
        check(_native.lib().ks_navigator_open(byref(out), self._h(),
                                              _native.encode(map_id, "map_id")))
        return Navigator(out.value, self._session)

    def restore_navigator(self, state: Union[str, Mapping[str, Any]]) -> Navigator:
        """A navigator from `Navigator.save()`'s state, a dict or its JSON text
        (`ks_navigator_restore`). Nodes deleted since are dropped; NotFoundError when the map
        is gone."""
        payload = _native.encode(state, "state") if isinstance(state, str) else dumps(
            dict(state))
        out = c_void_p()
        check(_native.lib().ks_navigator_restore(byref(out), self._h(), payload))
        return Navigator(out.value, self._session)

    # ---- files and bundles -----------------------------------------------------------

    def import_file(self, path: PathLike, format: Union[MindMapFormat, int], *,
                    limits: Optional[ImportLimits] = None,
                    now: Optional[Instant] = None) -> MindMap:
        """Import an OPML, FreeMind/Freeplane, XMind, Markdown or Mermaid file as a new map
        and return it (`ks_mindmap_import_file_with_options`). `limits` (None: the library's
        defaults) bounds what the file may bring, counted while it is parsed: a file past one
        raises LimitExceededError and leaves the store unchanged."""
        limits = limits or ImportLimits()
        options = _native.ks_import_options(
            _native.KS_IMPORT_OPTIONS_VERSION, limits.max_nodes or 0, limits.max_depth or 0,
            limits.max_text_bytes or 0, limits.max_input_bytes or 0,
            limits.max_growth_ratio or 0)
        return MindMap.from_json(call_value(_native.lib().ks_mindmap_import_file_with_options,
                                            self._h(), int(MindMapFormat(format)),
                                            _native.encode(path, "path"), byref(options),
                                            now_or(now)))

    def export_file(self, map_id: str, path: PathLike,
                    format: Union[MindMapFormat, int]) -> FileExport:
        """Write the map as OPML, FreeMind, XMind, Markdown, Mermaid or SVG
        (`ks_mindmap_export_file`); the
        result's `count` is nodes."""
        return FileExport.from_json(call_value(_native.lib().ks_mindmap_export_file,
                                               self._h(), _native.encode(map_id, "map_id"),
                                               int(MindMapFormat(format)),
                                               _native.encode(path, "output")))

    def export_bundle(self, map_id: str, path: PathLike, *, created: Instant,
                      progress: Optional[ProgressFn] = None,
                      base: Optional[PathLike] = None) -> ExportResult:
        """Write the map as a bundle of kind "mindmap" and return its path, size and member
        count (`ks_mindmap_export_bundle`); `base` makes an update (see
        `Session.export_bundle`)."""
        return run_export(ExportResult, created, progress, lambda options: call_json(
            _native.lib().ks_mindmap_export_bundle, self._h(),
            _native.encode(map_id, "map_id"), _native.encode(path, "output"), options),
            base=base)


@dataclass(frozen=True)
class ImportLimits:
    """What one outline import may bring (`ks_import_options`), counted while the file is
    parsed. None means the library's default: 1,000,000 nodes, 100,000 levels, 256 MiB of
    text, files of 256 MiB, a store growth of 1,000 times the file's size."""
    max_nodes: Optional[int] = None
    max_depth: Optional[int] = None
    max_text_bytes: Optional[int] = None
    max_input_bytes: Optional[int] = None
    max_growth_ratio: Optional[int] = None

    def __post_init__(self) -> None:
        for name in ("max_nodes", "max_depth", "max_text_bytes", "max_input_bytes",
                     "max_growth_ratio"):
            value = getattr(self, name)
            if value is not None and (isinstance(value, bool) or not isinstance(value, int)
                                      or not 1 <= value < 2**63):
                raise ValueError("%s must be a whole number from 1 to 2**63 - 1, or None" % name)


__all__ = ["Bubble", "Crumb", "ImportLimits", "Layout", "MindMap", "MindMapFormat", "MindMaps", "Navigator",
           "NavigatorView", "Node", "NodeCounts", "mindmap_layout"]
