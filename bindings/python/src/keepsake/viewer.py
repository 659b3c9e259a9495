"""Viewer bundles for relatives (keepsake.h, "Viewer bundles for relatives").

At the centre (owner or staff):

    store.set_host_key(host_key)         # 32 bytes kept outside the store (a key file)
    session.viewer.create_centre_key(now=NOW)                  # once per store
    sent = session.viewer.export_bundle(patient.id, "anna.ksview", today=TODAY, created=NOW)
    print(sent.recipients, sent.without_key, sent.fingerprint)

    invitation = session.viewer.invitation(relative.id)          # hand over out of band
    print(invitation.text)                                        # fits a QR code

On a relative's device (its own store), which trusts only centres that invited it:

    device.trust_invitation(invitation.text, now=NOW)
    with device.open_viewer("anna.ksview", "rudi", password, today=TODAY, now=NOW) as viewer:
        print(viewer.opened.pin)                                 # "new", "replaced", ...
        for action in viewer.dossiers.timeline(viewer.opened.patient_id, today=TODAY):
            ...
    with device.viewer_sign_in(dossier_id, "rudi", password, today=TODAY) as viewer:  # offline
        ...

A viewer session reads the dossier like staff; every change raises ReadOnlyError. A bundle
signed by a key no invitation gave, or by another key than the dossier's pinned one, raises
KeyMismatchError; an older one StaleRevisionError. `device.forget_centre(public_key)` removes
a centre and its dossiers (a new invitation is then needed). Passwords are handed to the library and never kept or shown.
"""

from __future__ import annotations

import datetime
import enum
from ctypes import byref
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Dict, List, Optional, Union

from . import _native
from ._values import now_or, today_or, Day, Instant, PathLike, call_value, day, instant, text
from .bundles import Limits, ProgressError, ProgressFn, call_with_progress, read_options, run_export
from .errors import call_json
from .records import Record

if TYPE_CHECKING:
    from .store import Session


class Pin(str, enum.Enum):
    """What opening a viewer bundle did to the device's copy of the dossier."""
    NEW = "new"
    REPLACED = "replaced"
    UNCHANGED = "unchanged"

    def __str__(self) -> str:
        return self.value


@dataclass(frozen=True)
class CentreKey(Record):
    """The centre's public signing key (Ed25519) and its 128-bit fingerprint to compare by
    eye (FORMAT.md R72); `key_id` (64 bits) names the key and is too short to compare."""
    key_id: str
    public_key: str
    fingerprint: str
    created_at: datetime.datetime


@dataclass(frozen=True)
class ViewerExport(Record):
    """A viewer bundle written: its path, size and members, the dossier's `revision`, how
    many relatives can open it (`recipients`) and the linked relatives left out for want of
    a viewer key (`without_key`, account ids)."""
    path: str
    size: int
    members: int
    dossier_id: str
    revision: int
    recipients: int
    key_id: str
    fingerprint: str
    without_key: List[str] = field(default_factory=list)


@dataclass(frozen=True)
class ViewerOpened(Record):
    """The dossier a viewer bundle opened, and what happened to the device's copy;
    `created` is the bundle's instant: the dossier as of then."""
    dossier_id: str
    patient_id: str
    revision: int
    key_id: str
    fingerprint: str
    created: datetime.datetime
    pin: Union[Pin, str]


@dataclass(frozen=True)
class ViewerDossier(Record):
    """A viewer dossier kept on this device: whose it is, its revision and signing key,
    when it was opened and the last day the relative may view it (None: without end)."""
    dossier_id: str
    username: str
    revision: int
    key_id: str
    fingerprint: str
    opened_at: datetime.datetime
    ends_on: Optional[datetime.date] = None


@dataclass(frozen=True)
class Invitation(Record):
    """An invitation of a relative to the centre's viewer bundles (FORMAT.md R72): `text`
    is what the relative's device accepts (`Store.trust_invitation`); `fingerprint` is the
    centre key's 128-bit fingerprint, to compare by eye; `min_revision` and `feed_url` are
    None when the invitation carries none."""
    text: str
    public_key: str
    key_id: str
    fingerprint: str
    username: str
    min_revision: Optional[int] = None
    feed_url: Optional[str] = None


@dataclass(frozen=True)
class TrustedCentre(Record):
    """A centre this device trusts, from an invitation: the lowest revision of its bundles
    the device opens (`min_revision`, None for none) and where its bundles may be fetched
    (`feed_url`, None for none)."""
    public_key: str
    key_id: str
    fingerprint: str
    username: str
    trusted_at: datetime.datetime
    min_revision: Optional[int] = None
    feed_url: Optional[str] = None


@dataclass(frozen=True)
class ForgottenCentre(Record):
    """What `Store.forget_centre` removed: the centre's key and its dossiers' ids."""
    public_key: str
    dossiers: List[str] = field(default_factory=list)


@dataclass(frozen=True)
class ViewerVerification(Record):
    """What `verify_viewer_bundle` checked: `decrypted` is True when credentials were given
    and every member was decrypted and checked."""
    decrypted: bool
    dossier_id: str
    key_id: str
    recipients: int
    revision: int


class Viewer:
    """The centre's viewer-bundle calls: `session.viewer` (owner and staff)."""

    def __init__(self, session: "Session"):
        self._session = session

    def create_centre_key(self, *, now: Optional[Instant] = None) -> CentreKey:
        """Create the store's signing key and return its public part
        (`ks_centre_key_create`); AlreadyExistsError after the first. The secret key never
        leaves the store."""
        return CentreKey.from_json(call_value(_native.lib().ks_centre_key_create,
                                              self._session._handle(), now_or(now)))

    def centre_key(self) -> CentreKey:
        """The store's public signing key (`ks_centre_key_get`); NotFoundError when it has
        none."""
        return CentreKey.from_json(call_value(_native.lib().ks_centre_key_get,
                                              self._session._handle()))

    def invitation(self, account_id: str, *, min_revision: int = 0,
                   feed_url: Optional[str] = None) -> Invitation:
        """The invitation of relative `account_id` (`ks_viewer_invitation`): the centre's
        full public key and the relative's username in one short text, with the lowest
        revision the device will open (`min_revision`, 0 for none) and the centre's feed
        (`feed_url`, None for none). NotFoundError without a centre key or for an unknown
        account; InvalidArgumentError for another role, a negative `min_revision` or a feed
        URL that FORMAT.md R72 does not allow."""
        return Invitation.from_json(call_value(_native.lib().ks_viewer_invitation,
                                               self._session._handle(),
                                               _native.encode(account_id, "account_id"),
                                               min_revision,
                                               None if feed_url is None
                                               else _native.encode(feed_url, "feed_url")))

    def export_bundle(self, patient_id: str, path: PathLike, *, today: Optional[Day] = None,
                      created: Instant, progress: Optional[ProgressFn] = None,
                      base_revision: int = 0) -> ViewerExport:
        """Write the patient's current dossier as a signed, sealed viewer bundle for the
        relatives linked on `today` who have a viewer key (`ks_viewer_export_bundle`). Each
        export takes the next revision.

        `base_revision` (0 for none): make an update against that revision, which the
        relatives' devices hold: only the media it did not list are sealed (FORMAT.md
        section 16). A device without it refuses the update with BaseMissingError."""
        return run_export(ViewerExport, created, progress, lambda options: call_json(
            _native.lib().ks_viewer_export_bundle, self._session._handle(),
            _native.encode(patient_id, "patient_id"), _native.encode(path, "output"),
            options, today_or(today)), base_revision=base_revision)

    def publish_feeds(self, folder: PathLike, *, patient_id: Optional[str] = None,
                      today: Optional[Day] = None, now: Optional[Instant] = None,
                      refresh: bool = False, lifetime: int = 0, grace: int = 0) -> Dict[str, Any]:
        """Publish the centre's feeds into `folder` (`ks_feed_publish`, FORMAT.md section 19):
        the changed patients' (or only `patient_id`'s) new objects, then their signed heads.
        `refresh` signs every other head again; `lifetime` and `grace` in seconds (0: 7 days).
        Returns {"published": [...], "refreshed": n, "removed": n}."""
        return dict(call_value(
            _native.lib().ks_feed_publish, self._session._handle(), text(patient_id, "patient_id"),
            _native.encode(folder, "folder"), lifetime, grace, 1 if refresh else 0,
            today_or(today), now_or(now)))

    def rotate_centre_key(self, *, now: Optional[Instant] = None) -> CentreKey:
        """Replace the centre's signing key (`ks_centre_key_rotate`): the old and the new key
        sign a rotation record that every feed carries from the next publish on."""
        return CentreKey.from_json(call_value(_native.lib().ks_centre_key_rotate,
                                              self._session._handle(), now_or(now)))


def verify_viewer_bundle(path: PathLike, *, today: Optional[Day] = None, username: Optional[str] = None,
                         password: Optional[str] = None,
                         limits: Optional[Limits] = None,
                         progress: Optional[ProgressFn] = None) -> ViewerVerification:
    """Check a viewer bundle (`ks_viewer_verify`): without credentials, everything checkable
    without them (container, hashes, signature); with a recipient's `username` and
    `password`, every member decrypted and checked too. Returns what was checked; raises
    InvalidBundleError (see `reason`), AuthFailedError, ..."""
    if (username is None) != (password is None):
        raise ValueError("give both username and password, or neither")
    errors: List[ProgressError] = []
    options = read_options(limits, progress, errors)
    return ViewerVerification.from_text(call_with_progress(errors, lambda: call_json(
        _native.lib().ks_viewer_verify, _native.encode(path, "path"), text(username, "username"),
        text(password, "password"), byref(options), today_or(today))))


__all__ = ["CentreKey", "Pin", "Viewer", "ViewerDossier", "ViewerExport", "ViewerOpened",
           "ViewerVerification", "verify_viewer_bundle"]
