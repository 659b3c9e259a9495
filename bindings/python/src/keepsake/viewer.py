"""Viewer bundles for relatives (keepsake.h, "Viewer bundles for relatives").

At the centre (owner or staff):

    session.viewer.create_centre_key(now=NOW)                  # once per store
    sent = session.viewer.export_bundle(patient.id, "anna.ksview", today=TODAY, created=NOW)
    print(sent.recipients, sent.without_key, sent.fingerprint)

On a relative's device (its own store):

    with device.open_viewer("anna.ksview", "rudi", password, today=TODAY, now=NOW) as viewer:
        print(viewer.opened.pin)                                 # "new", "replaced", ...
        for action in viewer.dossiers.timeline(viewer.opened.patient_id, today=TODAY):
            ...
    with device.viewer_sign_in(dossier_id, "rudi", password, today=TODAY) as viewer:  # offline
        ...

A viewer session reads the dossier like staff; every change raises ReadOnlyError. A bundle
signed by another key than the pinned one raises KeyMismatchError; an older one
StaleRevisionError. Passwords are handed to the library and never kept or shown.
"""

from __future__ import annotations

from ctypes import byref
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, List, Optional

from . import _native
from ._values import Day, Instant, call_value, day, instant, text
from .bundles import Limits, ProgressFn, call_with_progress, read_options, run_export
from .errors import call_json
from .records import Record

if TYPE_CHECKING:
    from .store import PathLike, Session


@dataclass(frozen=True)
class CentreKey(Record):
    """The centre's public signing key (Ed25519) and its fingerprint to compare by eye."""
    key_id: str = ""
    public_key: str = ""
    fingerprint: str = ""
    created_at: str = ""


@dataclass(frozen=True)
class ViewerExport(Record):
    """`ks_viewer_export_bundle`: the bundle written, its revision, how many relatives can
    open it (`recipients`) and the linked relatives left out for want of a viewer key."""
    path: str = ""
    size: int = 0
    members: int = 0
    dossier_id: str = ""
    revision: int = 0
    recipients: int = 0
    key_id: str = ""
    fingerprint: str = ""
    without_key: List[str] = field(default_factory=list)


@dataclass(frozen=True)
class ViewerOpened(Record):
    """`ks_viewer_open`: the dossier opened, and whether the device's copy is `pin`
    "new", "replaced" or "unchanged"."""
    dossier_id: str = ""
    patient_id: str = ""
    revision: int = 0
    key_id: str = ""
    fingerprint: str = ""
    pin: str = ""


@dataclass(frozen=True)
class ViewerDossier(Record):
    """A viewer dossier kept on this device (`ks_viewer_list`)."""
    dossier_id: str = ""
    username: str = ""
    revision: int = 0
    key_id: str = ""
    fingerprint: str = ""
    opened_at: str = ""
    ends_on: Optional[str] = None


@dataclass(frozen=True)
class ViewerVerification(Record):
    """`ks_viewer_verify`: `decrypted` is True when credentials were given and every
    member was decrypted and checked."""
    decrypted: bool = False
    dossier_id: str = ""
    key_id: str = ""
    recipients: int = 0
    revision: int = 0


class Viewer:
    """The centre's viewer-bundle calls: `session.viewer` (owner and staff)."""

    def __init__(self, session: "Session"):
        self._session = session

    def create_centre_key(self, *, now: Instant) -> CentreKey:
        """`ks_centre_key_create`: the store's signing key (AlreadyExistsError after the
        first). Its secret key never leaves the store."""
        return CentreKey.from_json(call_value(_native.lib().ks_centre_key_create,
                                              self._session._handle(), instant(now)))

    def centre_key(self) -> CentreKey:
        """`ks_centre_key_get`: NotFoundError when the store has none."""
        return CentreKey.from_json(call_value(_native.lib().ks_centre_key_get,
                                              self._session._handle()))

    def export_bundle(self, patient_id: str, path: "PathLike", *, today: Day,
                      created: Instant, progress: Optional[ProgressFn] = None) -> ViewerExport:
        """`ks_viewer_export_bundle`: the patient's current dossier for the relatives
        linked on `today` who have a viewer key. Each export takes the next revision."""
        return run_export(ViewerExport, created, progress, lambda options: call_json(
            _native.lib().ks_viewer_export_bundle, self._session._handle(),
            _native.encode(patient_id, "patient_id"), _native.encode(path, "path"),
            options, day(today, "today")))


def verify_viewer_bundle(path: "PathLike", *, today: Day, username: Optional[str] = None,
                         password: Optional[str] = None,
                         limits: Optional[Limits] = None,
                         progress: Optional[ProgressFn] = None) -> ViewerVerification:
    """`ks_viewer_verify`: without credentials, everything checkable without them
    (container, hashes, signature); with a recipient's `username` and `password`, every
    member decrypted and checked too. Raises InvalidBundleError (see `reason`),
    AuthFailedError, ..."""
    if (username is None) != (password is None):
        raise ValueError("give both username and password, or neither")
    errors: list = []
    options = read_options(limits, progress, errors)
    return ViewerVerification.from_text(call_with_progress(errors, lambda: call_json(
        _native.lib().ks_viewer_verify, _native.encode(path, "path"), text(username, "username"),
        text(password, "password"), byref(options), day(today, "today"))))


__all__ = ["CentreKey", "Viewer", "ViewerDossier", "ViewerExport", "ViewerOpened",
           "ViewerVerification", "verify_viewer_bundle"]
