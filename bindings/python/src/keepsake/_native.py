"""Loading libkeepsake and declaring its C functions (Include/keepsake.h) for ctypes.

Nothing here is public API: the wrappers in the other modules use `lib()` and the helpers
below. `PROTOTYPES` declares every function of keepsake.h with its exact C types; the
default ctypes return type is `int`, which would truncate a pointer, so no function is
called without its prototype.

Where the library comes from, first match wins:

1. the file named by the environment variable KEEPSAKE_LIBRARY (an error when it does
   not load: a path given on purpose is never silently replaced by another library);
2. the package's own copy, `keepsake/lib/libkeepsake.so` (present when the package was
   built with KEEPSAKE_BUNDLE_LIBRARY, see setup.py);
3. the system library path, as the dynamic loader searches it (LD_LIBRARY_PATH, the
   ld.so cache, /usr/lib ...): `libkeepsake.so.0`, then `libkeepsake.so`.
"""

from __future__ import annotations

import ctypes
import os
import sys
import threading
from ctypes import (CFUNCTYPE, POINTER, Structure, c_char_p, c_double, c_int, c_int32,
                    c_int64, c_size_t, c_uint32, c_uint64, c_void_p)
from pathlib import Path
from typing import Any, Callable, Dict, List, Mapping, Optional, Tuple

ENVIRONMENT_VARIABLE = "KEEPSAKE_LIBRARY"
#: The library major version this binding is written for (KS_VERSION_MAJOR).
REQUIRED_MAJOR = 0
#: The oldest library version (ks_version_number) this binding works with.
REQUIRED_VERSION = 100

# --------------------------------------------------------------------------------------
# C types of keepsake.h
# --------------------------------------------------------------------------------------

ks_status = c_int
ks_store_p = c_void_p          # ks_store *   (opaque)
ks_session_p = c_void_p        # ks_session *
ks_media_writer_p = c_void_p   # ks_media_writer *
ks_navigator_p = c_void_p      # ks_navigator *
out_string = POINTER(c_void_p)  # char **: a library-owned string, freed with ks_free
out_handle = POINTER(c_void_p)  # ks_x **

#: int (*ks_progress_fn)(uint64_t done, uint64_t total, void *payload)
ks_progress_fn = CFUNCTYPE(c_int, c_uint64, c_uint64, c_void_p)

#: A progress callback: progress(done_bytes, total_bytes). Raise, or return False, to
#: cancel the operation.
ProgressFn = Callable[[int, int], Optional[bool]]
#: What a progress callback raised, kept to be re-raised once the library returned.
ProgressError = BaseException


class ks_read_options(Structure):
    _fields_ = [
        ("version", c_uint32),
        ("max_members", c_uint64),
        ("max_member_size", c_uint64),
        ("max_total_size", c_uint64),
        ("max_manifest_size", c_uint64),
        ("progress", ks_progress_fn),
        ("progress_payload", c_void_p),
    ]


KS_READ_OPTIONS_VERSION = 1


class ks_import_options(Structure):
    _fields_ = [
        ("version", c_uint32),
        ("max_nodes", c_uint64),
        ("max_depth", c_uint64),
        ("max_text_bytes", c_uint64),
        ("max_input_bytes", c_uint64),
        ("max_growth_ratio", c_uint64),
    ]


KS_IMPORT_OPTIONS_VERSION = 1


class ks_export_options(Structure):
    _fields_ = [
        ("version", c_uint32),
        ("created", c_char_p),
        ("progress", ks_progress_fn),
        ("progress_payload", c_void_p),
        ("base", c_char_p),
        ("base_revision", c_int64),
    ]


KS_EXPORT_OPTIONS_VERSION = 2

KS_OPEN_CREATE = 1
KS_OPEN_READ_ONLY = 2
KS_SIGN_IN_REMEMBER = 1


class ks_bubble(Structure):
    """A circle of the mind-map layout, in viewport units."""
    _fields_ = [("x", c_double), ("y", c_double), ("radius", c_double)]


ks_mindmap_format = c_int

#: name -> (restype, argtypes), in the order of keepsake.h. Strings passed *in* are
#: `c_char_p` (bytes); strings handed *out* for the caller to free are `c_void_p` behind a
#: pointer, copied with `take_string` and then freed; borrowed `const char *` results are
#: `c_char_p` (ctypes copies them at once).
PROTOTYPES: Dict[str, Tuple[Any, List[Any]]] = {
    # Library
    "ks_version": (c_char_p, []),
    "ks_version_number": (c_uint32, []),
    "ks_last_error_message": (c_char_p, []),
    "ks_status_name": (c_char_p, [ks_status]),
    "ks_free": (None, [c_void_p]),
    # Stores
    "ks_store_open": (ks_status, [out_handle, c_char_p, c_uint32]),
    "ks_store_close": (None, [ks_store_p]),
    "ks_store_info": (ks_status, [out_string, ks_store_p]),
    "ks_store_set_host_key": (ks_status, [ks_store_p, c_char_p, c_size_t]),
    # Sessions
    "ks_session_open_owner": (ks_status, [out_handle, ks_store_p]),
    "ks_session_info": (ks_status, [out_string, ks_session_p]),
    "ks_session_close": (None, [ks_session_p]),
    # Media
    "ks_media_import_file": (ks_status, [out_string, ks_session_p, c_char_p, c_char_p]),
    "ks_media_writer_open": (ks_status, [out_handle, ks_session_p, c_char_p]),
    "ks_media_writer_write": (ks_status, [ks_media_writer_p, c_void_p, c_size_t]),
    "ks_media_writer_finish": (ks_status, [out_string, ks_media_writer_p]),
    "ks_media_writer_close": (None, [ks_media_writer_p]),
    "ks_media_get": (ks_status, [out_string, ks_session_p, c_char_p]),
    "ks_media_list": (ks_status, [out_string, ks_session_p]),
    "ks_media_delete": (ks_status, [ks_session_p, c_char_p]),
    "ks_media_read": (ks_status, [POINTER(c_size_t), c_void_p, c_size_t, ks_session_p,
                                  c_char_p, c_uint64]),
    # Bundles
    "ks_bundle_export": (ks_status, [out_string, ks_session_p, c_char_p,
                                     POINTER(ks_export_options)]),
    "ks_bundle_import": (ks_status, [out_string, ks_session_p, c_char_p,
                                     POINTER(ks_read_options)]),
    "ks_bundle_verify": (ks_status, [c_char_p, POINTER(ks_read_options)]),
    "ks_bundle_inspect": (ks_status, [out_string, c_char_p, POINTER(ks_read_options)]),
    "ks_bundle_dump": (ks_status, [out_string, c_char_p, POINTER(ks_read_options)]),
    # Accounts, sign-in and roles
    "ks_account_create": (ks_status, [out_string, ks_session_p, c_char_p, c_char_p, c_char_p]),
    "ks_account_list": (ks_status, [out_string, ks_session_p]),
    "ks_account_delete": (ks_status, [ks_session_p, c_char_p]),
    "ks_account_change_password": (ks_status, [ks_session_p, c_char_p, c_char_p, c_char_p]),
    "ks_account_reset_password": (ks_status, [ks_session_p, c_char_p, c_char_p, c_char_p]),
    "ks_relative_link": (ks_status, [ks_session_p, c_char_p, c_char_p, c_char_p, c_char_p]),
    "ks_relative_unlink": (ks_status, [ks_session_p, c_char_p, c_char_p]),
    "ks_relative_links": (ks_status, [out_string, ks_session_p, c_char_p]),
    "ks_session_check_view": (ks_status, [ks_session_p, c_char_p, c_char_p]),
    "ks_session_sign_in": (ks_status, [out_handle, out_string, ks_store_p, c_char_p, c_char_p,
                                       c_uint32, c_char_p]),
    "ks_session_resume": (ks_status, [out_handle, out_string, ks_store_p, c_char_p, c_char_p]),
    "ks_session_sign_out": (ks_status, [ks_session_p, c_char_p]),
    # Mind maps
    "ks_mindmap_create": (ks_status, [out_string, ks_session_p, c_char_p, c_char_p]),
    "ks_mindmap_list": (ks_status, [out_string, ks_session_p]),
    "ks_mindmap_get": (ks_status, [out_string, ks_session_p, c_char_p]),
    "ks_mindmap_rename": (ks_status, [out_string, ks_session_p, c_char_p, c_char_p, c_char_p]),
    "ks_mindmap_delete": (ks_status, [out_string, ks_session_p, c_char_p]),
    "ks_mindmap_node_create": (ks_status, [out_string, ks_session_p, c_char_p, c_char_p,
                                           c_char_p, c_char_p]),
    "ks_mindmap_node_get": (ks_status, [out_string, ks_session_p, c_char_p]),
    "ks_mindmap_node_children": (ks_status, [out_string, ks_session_p, c_char_p]),
    "ks_mindmap_node_path": (ks_status, [out_string, ks_session_p, c_char_p]),
    "ks_mindmap_node_set_title": (ks_status, [out_string, ks_session_p, c_char_p, c_char_p,
                                              c_char_p]),
    "ks_mindmap_node_set_note": (ks_status, [out_string, ks_session_p, c_char_p, c_char_p,
                                             c_char_p]),
    "ks_mindmap_node_set_link": (ks_status, [out_string, ks_session_p, c_char_p, c_char_p,
                                             c_char_p, c_char_p]),
    "ks_mindmap_node_delete_preview": (ks_status, [out_string, ks_session_p, c_char_p]),
    "ks_mindmap_node_delete": (ks_status, [out_string, ks_session_p, c_char_p, c_char_p]),
    "ks_mindmap_node_move": (ks_status, [out_string, ks_session_p, c_char_p, c_char_p, c_int64,
                                         c_char_p]),
    "ks_navigator_open": (ks_status, [out_handle, ks_session_p, c_char_p]),
    "ks_navigator_restore": (ks_status, [out_handle, ks_session_p, c_char_p]),
    "ks_navigator_save": (ks_status, [out_string, ks_navigator_p]),
    "ks_navigator_view": (ks_status, [out_string, ks_navigator_p]),
    "ks_navigator_go": (ks_status, [ks_navigator_p, c_char_p]),
    "ks_navigator_back": (ks_status, [ks_navigator_p]),
    "ks_navigator_can_back": (ks_status, [POINTER(c_int), ks_navigator_p]),
    "ks_navigator_close": (None, [ks_navigator_p]),
    "ks_mindmap_layout": (ks_status, [POINTER(ks_bubble), POINTER(ks_bubble), POINTER(c_uint32),
                                      c_double, c_double, c_double, c_size_t]),
    "ks_mindmap_import_file": (ks_status, [out_string, ks_session_p, ks_mindmap_format,
                                           c_char_p, c_char_p]),
    "ks_mindmap_import_file_with_options": (ks_status, [out_string, ks_session_p, ks_mindmap_format,
                                                        c_char_p, POINTER(ks_import_options),
                                                        c_char_p]),
    "ks_mindmap_export_file": (ks_status, [out_string, ks_session_p, c_char_p,
                                           ks_mindmap_format, c_char_p]),
    "ks_mindmap_export_bundle": (ks_status, [out_string, ks_session_p, c_char_p, c_char_p,
                                             POINTER(ks_export_options)]),
    # Mood years
    "ks_mood_set": (ks_status, [out_string, ks_session_p, c_char_p, c_char_p, c_char_p,
                                c_char_p, c_char_p]),
    "ks_mood_clear": (ks_status, [ks_session_p, c_char_p, c_char_p, c_char_p]),
    "ks_mood_get": (ks_status, [out_string, ks_session_p, c_char_p, c_char_p]),
    "ks_mood_tiles": (ks_status, [out_string, ks_session_p, c_char_p, c_char_p]),
    "ks_mood_summary": (ks_status, [out_string, ks_session_p, c_char_p]),
    "ks_mood_tile_layout": (ks_status, [out_string, c_uint32, c_uint32, c_uint32, c_uint32]),
    "ks_mood_export_csv": (ks_status, [out_string, ks_session_p, c_int32, c_char_p, c_char_p]),
    "ks_mood_export_svg": (ks_status, [out_string, ks_session_p, c_int32, c_char_p, c_char_p]),
    "ks_mood_import_daylio": (ks_status, [out_string, ks_session_p, c_char_p, c_char_p,
                                          c_char_p, c_char_p]),
    "ks_mood_import_pixels": (ks_status, [out_string, ks_session_p, c_char_p, c_char_p,
                                          c_char_p]),
    "ks_mood_export_bundle": (ks_status, [out_string, ks_session_p, c_int32, c_char_p,
                                          POINTER(ks_export_options), c_char_p]),
    # Rehab patient dossiers
    "ks_patient_create": (ks_status, [out_string, ks_session_p, c_char_p, c_char_p]),
    "ks_patient_update": (ks_status, [out_string, ks_session_p, c_char_p, c_char_p, c_char_p]),
    "ks_patient_discharge": (ks_status, [out_string, ks_session_p, c_char_p, c_char_p,
                                         c_char_p]),
    "ks_patient_get": (ks_status, [out_string, ks_session_p, c_char_p, c_char_p]),
    "ks_patient_list": (ks_status, [out_string, ks_session_p, c_char_p, c_char_p]),
    "ks_patient_page": (ks_status, [out_string, ks_session_p, c_char_p, c_int64, c_char_p, c_char_p]),
    "ks_patient_delete_preview": (ks_status, [out_string, ks_session_p, c_char_p]),
    "ks_patient_delete": (ks_status, [out_string, ks_session_p, c_char_p]),
    "ks_dossier_action_record": (ks_status, [out_string, ks_session_p, c_char_p, c_char_p,
                                             c_char_p]),
    "ks_dossier_action_edit": (ks_status, [out_string, ks_session_p, c_char_p, c_char_p,
                                           c_char_p]),
    "ks_dossier_action_delete": (ks_status, [out_string, ks_session_p, c_char_p, c_char_p]),
    "ks_dossier_action_get": (ks_status, [out_string, ks_session_p, c_char_p, c_char_p]),
    "ks_dossier_action_history": (ks_status, [out_string, ks_session_p, c_char_p, c_char_p]),
    "ks_dossier_timeline": (ks_status, [out_string, ks_session_p, c_char_p, c_char_p,
                                        c_char_p]),
    "ks_dossier_attachment_add": (ks_status, [out_string, ks_session_p, c_char_p, c_char_p,
                                              c_char_p, c_char_p, c_char_p]),
    "ks_dossier_attachment_update": (ks_status, [out_string, ks_session_p, c_char_p,
                                                 c_char_p]),
    "ks_dossier_attachment_delete": (ks_status, [ks_session_p, c_char_p]),
    "ks_dossier_attachment_get": (ks_status, [out_string, ks_session_p, c_char_p, c_char_p]),
    "ks_dossier_attachment_list": (ks_status, [out_string, ks_session_p, c_char_p, c_char_p,
                                               c_char_p]),
    "ks_dossier_attachment_read": (ks_status, [POINTER(c_size_t), c_void_p, c_size_t,
                                               ks_session_p, c_char_p, c_uint64, c_char_p]),
    "ks_media_limits_get": (ks_status, [out_string, ks_session_p]),
    "ks_media_limits_set": (ks_status, [ks_session_p, c_char_p]),
    "ks_dossier_export_bundle": (ks_status, [out_string, ks_session_p, c_char_p, c_char_p,
                                             POINTER(ks_export_options)]),
    "ks_dossier_export_fhir": (ks_status, [out_string, ks_session_p, c_char_p, c_char_p,
                                           POINTER(ks_export_options)]),
    "ks_dossier_export_call_log": (ks_status, [out_string, ks_session_p, c_char_p, c_char_p]),
    # Supplement routine
    "ks_routine_start": (ks_status, [out_string, ks_session_p, c_char_p, c_char_p]),
    "ks_routine_get": (ks_status, [out_string, ks_session_p]),
    "ks_routine_delete": (ks_status, [ks_session_p]),
    "ks_routine_set_reminder": (ks_status, [ks_session_p, c_char_p, c_char_p, c_char_p]),
    "ks_routine_set_answers": (ks_status, [ks_session_p, c_char_p, c_char_p]),
    "ks_routine_take": (ks_status, [ks_session_p, c_char_p, c_char_p, c_char_p, c_char_p]),
    "ks_routine_untake": (ks_status, [ks_session_p, c_char_p, c_char_p, c_char_p, c_char_p]),
    "ks_routine_set_note": (ks_status, [ks_session_p, c_char_p, c_char_p, c_char_p, c_char_p]),
    "ks_routine_rate": (ks_status, [ks_session_p, c_char_p, c_int32, c_int32, c_int32,
                                    c_char_p, c_char_p]),
    "ks_routine_home": (ks_status, [out_string, ks_session_p, c_char_p]),
    "ks_routine_progress": (ks_status, [out_string, ks_session_p, c_char_p]),
    "ks_routine_calendar": (ks_status, [out_string, ks_session_p, c_char_p, c_char_p]),
    "ks_routine_day": (ks_status, [out_string, ks_session_p, c_char_p, c_char_p]),
    "ks_routine_reminders": (ks_status, [out_string, ks_session_p, c_char_p]),
    "ks_routine_achievements": (ks_status, [out_string, ks_session_p, c_char_p]),
    "ks_routine_results": (ks_status, [out_string, ks_session_p]),
    "ks_routine_message": (ks_status, [out_string, ks_session_p, c_char_p, c_char_p]),
    "ks_routine_export_csv": (ks_status, [out_string, ks_session_p, c_char_p, c_char_p]),
    "ks_routine_export_bundle": (ks_status, [out_string, ks_session_p, c_char_p,
                                             POINTER(ks_export_options)]),
    # Viewer bundles for relatives
    "ks_centre_key_create": (ks_status, [out_string, ks_session_p, c_char_p]),
    "ks_centre_key_get": (ks_status, [out_string, ks_session_p]),
    "ks_viewer_export_bundle": (ks_status, [out_string, ks_session_p, c_char_p, c_char_p,
                                            POINTER(ks_export_options), c_char_p]),
    "ks_viewer_open": (ks_status, [out_handle, out_string, ks_session_p, c_char_p, c_char_p,
                                   c_char_p, POINTER(ks_read_options), c_char_p, c_char_p]),
    "ks_viewer_sign_in": (ks_status, [out_handle, ks_store_p, c_char_p, c_char_p, c_char_p,
                                      c_char_p]),
    "ks_viewer_invitation": (ks_status, [out_string, ks_session_p, c_char_p, c_int64, c_char_p]),
    "ks_viewer_trust": (ks_status, [out_string, ks_session_p, c_char_p, c_char_p]),
    "ks_viewer_forget_centre": (ks_status, [out_string, ks_session_p, c_char_p]),
    "ks_viewer_list": (ks_status, [out_string, ks_store_p]),
    "ks_feed_publish": (ks_status, [out_string, ks_session_p, c_char_p, c_char_p, c_int64, c_int64,
                                    c_uint32, c_char_p, c_char_p]),
    "ks_centre_key_rotate": (ks_status, [out_string, ks_session_p, c_char_p]),
    "ks_feed_plan": (ks_status, [out_string, ks_session_p, c_char_p, c_char_p, c_char_p]),
    "ks_feed_apply": (ks_status, [out_string, ks_session_p, c_char_p, c_char_p, c_char_p, c_char_p,
                                  c_char_p, c_char_p, c_char_p]),
    "ks_feed_list": (ks_status, [out_string, ks_store_p, c_char_p]),
    "ks_viewer_verify": (ks_status, [out_string, c_char_p, c_char_p, c_char_p,
                                     POINTER(ks_read_options), c_char_p]),
}

# --------------------------------------------------------------------------------------
# Finding and loading the library
# --------------------------------------------------------------------------------------

_SYSTEM_NAMES = {
    "darwin": ("libkeepsake.0.dylib", "libkeepsake.dylib"),
}.get(sys.platform, ("libkeepsake.so.0", "libkeepsake.so"))


def package_library_dir() -> Path:
    """Where the package's own copy of the library lives."""
    return Path(__file__).resolve().parent / "lib"


def candidates(environ: Optional[Mapping[str, str]] = None) -> List[Tuple[str, str]]:
    """The places to load the library from, in order, as (origin, path or soname).

    `origin` is "environment", "package" or "system". With KEEPSAKE_LIBRARY set, it is the
    only candidate.
    """
    variables: Mapping[str, str] = os.environ if environ is None else environ
    explicit = variables.get(ENVIRONMENT_VARIABLE)
    if explicit:
        return [("environment", explicit)]
    found = []
    own = package_library_dir()
    for name in _SYSTEM_NAMES:
        if (own / name).exists():
            found.append(("package", str(own / name)))
    for name in _SYSTEM_NAMES:
        found.append(("system", name))
    return found


class LibraryNotFoundError(ImportError):
    """libkeepsake could not be loaded from any of the places the binding looks."""


_lock = threading.Lock()
_lib: Optional[ctypes.CDLL] = None
_origin: Optional[Tuple[str, str]] = None


def declare(library: ctypes.CDLL) -> ctypes.CDLL:
    """Set restype and argtypes of every function in PROTOTYPES.

    A function missing from the library (one older than this binding) is left out; calling
    it through `lib()` raises AttributeError.
    """
    for name, (restype, argtypes) in PROTOTYPES.items():
        try:
            function = getattr(library, name)
        except AttributeError:
            continue
        function.restype = restype
        function.argtypes = argtypes
    return library


def load(environ: Optional[Mapping[str, str]] = None) -> Tuple[ctypes.CDLL, Tuple[str, str]]:
    """Load the library from the first candidate that loads; return it and its origin."""
    tried = []
    for origin, path in candidates(environ):
        try:
            library = ctypes.CDLL(path)
        except OSError as error:
            if origin == "environment":
                raise LibraryNotFoundError(
                    "%s=%s does not load: %s" % (ENVIRONMENT_VARIABLE, path, error)) from error
            tried.append("%s (%s): %s" % (path, origin, error))
            continue
        declare(library)
        number = library.ks_version_number()
        if number // 10000 != REQUIRED_MAJOR or number < REQUIRED_VERSION:
            raise LibraryNotFoundError(
                "%s is libkeepsake %s; this binding needs %d.x, at least %d.%d.%d"
                % (path, library.ks_version().decode(), REQUIRED_MAJOR,
                   REQUIRED_VERSION // 10000, REQUIRED_VERSION // 100 % 100,
                   REQUIRED_VERSION % 100))
        return library, (origin, path)
    raise LibraryNotFoundError(
        "libkeepsake not found. Set %s to the path of libkeepsake.so, or install it "
        "(scripts/install PREFIX) where the dynamic loader finds it. Tried:\n  %s"
        % (ENVIRONMENT_VARIABLE, "\n  ".join(tried)))


def lib() -> ctypes.CDLL:
    """The loaded library, loading it on first use."""
    global _lib, _origin
    if _lib is None:
        with _lock:
            if _lib is None:
                _lib, _origin = load()
    return _lib


def origin() -> Tuple[str, str]:
    """(origin, path) of the loaded library; see `candidates`."""
    lib()
    assert _origin is not None
    return _origin


# --------------------------------------------------------------------------------------
# Helpers for the wrappers
# --------------------------------------------------------------------------------------

#: What names a path in `encode`: an input file or folder ("path", "base"), a file to write
#: ("output"), a store's folder ("store").
PATH_ROLES = ("path", "base", "output", "store")
_paths = threading.local()


def encode(value: object, what: str) -> bytes:
    """A str or os.PathLike as the UTF-8 bytes the C API takes.

    A C string ends at its first NUL, so a value holding one is refused with ValueError (as
    Python's own file functions do) rather than cut short. A path (`what` in PATH_ROLES) is
    remembered for the call being made, so that a KS_ERR_NOT_FOUND it causes becomes a
    FileNotFoundError (see `errors.check`).
    """
    if isinstance(value, os.PathLike):
        value = os.fspath(value)
    if isinstance(value, str):
        value = value.encode("utf-8", "surrogateescape")
    elif not isinstance(value, bytes):
        raise TypeError("%s must be a str, not %s" % (what, type(value).__name__))
    if b"\0" in value:
        raise ValueError("embedded null character in %s" % what)
    if what in PATH_ROLES:
        pending = getattr(_paths, "pending", None)
        if pending is None:
            pending = _paths.pending = []
        pending.append((what, value))
    return value


def take_paths() -> List[Tuple[str, bytes]]:
    """The paths `encode` saw on this thread since the last call, which it forgets."""
    pending: List[Tuple[str, bytes]] = getattr(_paths, "pending", None) or []
    _paths.pending = []
    return pending


def take_string(pointer: c_void_p) -> Optional[str]:
    """Copy a library-owned string and free it with ks_free. None for NULL."""
    if not pointer.value:
        return None
    try:
        return ctypes.string_at(pointer.value).decode("utf-8")
    finally:
        lib().ks_free(pointer.value)
        pointer.value = None


def progress_callback(function: Optional[ProgressFn], errors: List[ProgressError]) -> Any:
    """A ks_progress_fn calling `function(done, total)`, or NULL for None.

    The function cancels the operation by raising (the exception is kept in `errors` and
    re-raised by the caller) or by returning False. The returned object must be kept
    alive for as long as the library may call it.
    """
    if function is None:
        return ks_progress_fn()

    def trampoline(done: int, total: int, _payload: int) -> int:
        try:
            return 1 if function(done, total) is False else 0
        except BaseException as error:  # noqa: B902 - carried across the C frame
            errors.append(error)
            return 1

    return ks_progress_fn(trampoline)
