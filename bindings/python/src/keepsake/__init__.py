"""Keepsake for Python: a ctypes binding of libkeepsake's C API (keepsake.h).

    import keepsake

    with keepsake.Store.open("/data/store", create=True) as store, \\
            store.owner_session() as session:
        photo = session.import_media_file("photo.jpg")
        session.export_bundle("/data/backup.keepsake", created="2026-11-30T09:00:00Z")
    keepsake.verify_bundle("/data/backup.keepsake")

Every call that takes `now=` (an instant) or `today=` (a civil date) uses the current time
(UTC) and this computer's local date when it is left out; the library itself never reads the
clock, the binding does so as its host. Pass them to get the same result on every run.

Accounts, mood years, the supplement routine, rehab dossiers, mind maps and viewer bundles
are grouped on the session: `session.accounts`, `.mood`, `.routine`, `.dossiers`,
`.mindmaps`, `.viewer`; `Store.sign_in`, `Store.resume` and `Store.open_viewer` give
sessions too.

Failures raise KeepsakeError subclasses carrying `status` (a `Status`), `message` (also
`str(error)`) and, for refused bundles, `reason`; a missing file, folder or store raises
`MissingFileError`, also a `FileNotFoundError`. A str holding U+0000 is refused with
ValueError, as Python's own file functions do. See README.md for where the library is loaded from.
"""

from __future__ import annotations

from typing import Optional

from . import _native
from .bundles import (Limits, ProgressFn, dump_bundle, inspect_bundle, is_valid_bundle,
                      verify_bundle)
from .errors import (AlreadyExistsError, AuthFailedError, BusyError, CancelledError,
                     CheckFailedError, ForeignKeyError, NotNullError, BaseMissingError, SessionRevokedError,
                     CorruptStoreError, InternalError, InvalidArgumentError,
                     InvalidBundleError, KeepsakeError, KeepsakeIOError, LimitExceededError, LockedError,
                     KeyMismatchError, MissingFileError, NoSpaceError, NotFoundError,
                     PermissionDeniedError,
                     ReadOnlyError, StaleRevisionError, Status, UnsupportedVersionError,
                     status_name)
from .records import (BundleInfo, BundleKind, ExportResult, FileExport, ImportResult, Manifest,
                      ManifestMember, Media, Record, Role, SessionInfo, StoreInfo)
from .accounts import Account, Accounts, RelativeLink
from .mood import (Mood, MoodCounts, MoodDay, MoodImportResult, MoodLog, MoodPercents,
                   MoodRange, MoodRun, MoodSummary, MoodTiles, RangePreset, Tile, TileLayout,
                   TileMonth, mood_tile_layout)
from .routine import (Achievement, Achievements, CalendarDay, DailyMessage, DaySlot, DayStatus,
                      Goal, NextAchievement, NextReminder, OverdueSlot, Rating, RatingChange,
                      RatingComparison, Reminders, Routine, RoutineCalendar, RoutineDay,
                      RoutineHome, RoutineLog, RoutineProgress, RoutineResults, Slot,
                      TodaySlot)
from .dossiers import (Action, ActionKind, Actor, Attachment, AttachmentReader, Call,
                       CallDirection, CallOutcome, DeleteCounts, Dossiers, MediaLimits, Patient,
                       PatientPage, Timeline, TimelinePage)
from .mindmaps import (Bubble, Crumb, ImportLimits, Layout, MindMap, MindMapFormat, MindMaps, Navigator,
                       NavigatorView, Node, NodeCounts, mindmap_layout)
from .viewer import (CentreKey, ForgottenCentre, Invitation, Pin, TrustedCentre, Viewer,
                     ViewerDossier, ViewerExport, ViewerOpened, ViewerVerification,
                     verify_viewer_bundle)
from .store import MediaReader, MediaWriter, Session, Store
from ._native import LibraryNotFoundError

__version__ = "0.2.0"

def library_version() -> str:
    """The loaded library's version, "MAJOR.MINOR.PATCH" (`ks_version`)."""
    version: bytes = _native.lib().ks_version()
    return version.decode("ascii")


def library_version_number() -> int:
    """The loaded library's version as one number, MAJOR * 10000 + MINOR * 100 + PATCH
    (`ks_version_number`)."""
    return int(_native.lib().ks_version_number())


def library_path() -> str:
    """The file (or soname, for the system's copy) the library was loaded from."""
    return _native.origin()[1]


def library_origin() -> str:
    """Where the library was found: "environment", "package" or "system"."""
    return _native.origin()[0]


def last_error_message() -> str:
    """The message of the last failure on this thread (`ks_last_error_message`).

    The exceptions already carry it; this is for completeness.
    """
    message: Optional[bytes] = _native.lib().ks_last_error_message()
    return message.decode("utf-8", "replace") if message else ""


__all__ = [
    # accounts, mood, routine, dossiers, mind maps
    "Account", "Accounts", "RelativeLink", "Role",
    "Mood", "MoodCounts", "MoodDay", "MoodImportResult", "MoodLog", "MoodPercents", "MoodRange",
    "MoodRun", "MoodSummary", "MoodTiles", "RangePreset", "Tile", "TileLayout", "TileMonth",
    "mood_tile_layout",
    "Achievement", "Achievements", "CalendarDay", "DailyMessage", "DaySlot", "DayStatus", "Goal",
    "NextAchievement", "NextReminder", "OverdueSlot", "Rating", "RatingChange",
    "RatingComparison", "Reminders", "Routine", "RoutineCalendar", "RoutineDay", "RoutineHome",
    "RoutineLog", "RoutineProgress", "RoutineResults", "Slot", "TodaySlot",
    "Action", "ActionKind", "Actor", "Attachment", "AttachmentReader", "Call", "CallDirection",
    "CallOutcome", "DeleteCounts", "Dossiers", "MediaLimits", "Patient", "Timeline",
    "TimelinePage", "PatientPage", "FileExport",
    "Bubble", "Crumb", "ImportLimits", "Layout", "MindMap", "MindMapFormat", "MindMaps", "Navigator",
    "NavigatorView", "Node", "NodeCounts", "mindmap_layout",
    "CentreKey", "ForgottenCentre", "Invitation", "Pin", "TrustedCentre", "Viewer",
    "ViewerDossier", "ViewerExport", "ViewerOpened",
    "ViewerVerification", "verify_viewer_bundle", "KeyMismatchError", "StaleRevisionError",
    "CheckFailedError", "ForeignKeyError", "NotNullError", "BaseMissingError", "SessionRevokedError",
    # foundation
    "AlreadyExistsError", "AuthFailedError", "BundleInfo", "BundleKind", "BusyError", "CancelledError",
    "CorruptStoreError", "ExportResult", "ImportResult", "InternalError",
    "InvalidArgumentError", "InvalidBundleError", "KeepsakeError", "KeepsakeIOError",
    "LibraryNotFoundError", "LimitExceededError", "Limits", "LockedError", "Manifest",
    "ManifestMember", "Media", "MediaReader",
    "MediaWriter", "MissingFileError", "NoSpaceError", "NotFoundError", "PermissionDeniedError", "ProgressFn",
    "ReadOnlyError", "Record", "Session", "SessionInfo", "Status", "Store", "StoreInfo",
    "UnsupportedVersionError", "dump_bundle", "inspect_bundle", "is_valid_bundle",
    "last_error_message", "library_origin", "library_path", "library_version",
    "library_version_number", "status_name", "verify_bundle",
]
