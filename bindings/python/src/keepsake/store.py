"""Stores, sessions and media: the handles of keepsake.h as Python objects.

    with keepsake.Store.open("/data/store", create=True) as store:
        with store.owner_session() as session:
            photo = session.import_media_file("photo.jpg", now="2026-11-30T09:00:00Z")
            for media in session.media():
                print(media.sha256, media.media_type, media.size)
            session.export_bundle("/data/backup.keepsake", created="2026-11-30T09:00:00Z")

Every handle is closed by its context manager, by `close()`, or, as a last resort, when the
object is garbage-collected. Using a closed handle raises InvalidArgumentError, as the C API
does. Stores and sessions may be shared between threads; a MediaWriter belongs to one
thread at a time (keepsake.h, "Threads").
"""

from __future__ import annotations

import ctypes
import json
import os
from ctypes import byref, c_size_t, c_void_p
from typing import TYPE_CHECKING, Any, BinaryIO, Dict, Iterator, List, Mapping, Optional

from . import _native
from ._handle import _Handle
from ._reader import RangeReader, WritableBuffer
from ._values import now_or, today_or, Day, Instant, PathLike, call_value, day, instant
from .accounts import Accounts
from .bundles import (Limits, ProgressError, ProgressFn, call_with_progress, read_options,
                      run_export)
from .dossiers import Dossiers
from .errors import PermissionDeniedError, call_json as _json_call, check
from .mindmaps import MindMaps
from .mood import MoodLog
from .records import ExportResult, ImportResult, Media, SessionInfo, StoreInfo
from .routine import RoutineLog
from .viewer import ForgottenCentre, TrustedCentre, Viewer, ViewerDossier, ViewerOpened

if TYPE_CHECKING:
    from _typeshed import ReadableBuffer
else:
    ReadableBuffer = object     # any object with the buffer protocol

#: Size of the chunks read_media and MediaReader ask the library for.
READ_CHUNK = 1 << 20


class Store(_Handle):
    """An open store (`ks_store`): a directory with a database and media."""

    _kind = "store"
    _close_function = "ks_store_close"

    @classmethod
    def open(cls, path: PathLike, *, create: bool = False, read_only: bool = False) -> "Store":
        """Open the store in directory `path` and return it (`ks_store_open`).

        Raises NotFoundError when there is no store and `create` is False, ReadOnlyError
        for create with read_only, CorruptStoreError, UnsupportedVersionError, BusyError.
        """
        flags = (_native.KS_OPEN_CREATE if create else 0) | (
            _native.KS_OPEN_READ_ONLY if read_only else 0)
        out = c_void_p()
        check(_native.lib().ks_store_open(byref(out), _native.encode(path, "store"), flags))
        return cls(out.value)

    def info(self) -> StoreInfo:
        """The store's id, path, versions and media totals (`ks_store_info`)."""
        return StoreInfo.from_text(_json_call(_native.lib().ks_store_info, self._handle()))

    def set_host_key(self, key: bytes) -> None:
        """Supply the host's 32-byte key, under which the store keeps the centre's signing key
        sealed (`ks_store_set_host_key`; FORMAT.md 9.2). Creating the centre key and signing
        viewer bundles need it. A plain key of an older store is sealed now. AuthFailedError
        when the store's sealed key does not open with `key` (nothing changes)."""
        if not isinstance(key, (bytes, bytearray)) or len(key) != 32:
            raise ValueError("the host key is 32 bytes")
        check(_native.lib().ks_store_set_host_key(self._handle(), bytes(key), len(key)))

    def owner_session(self) -> "Session":
        """A session acting as the store's implicit owner (`ks_session_open_owner`).

        Once the store has an account this raises AuthFailedError: use `sign_in`.
        """
        out = c_void_p()
        check(_native.lib().ks_session_open_owner(byref(out), self._handle()))
        return Session(out.value)

    def sign_in(self, username: str, password: str, *, now: Optional[Instant] = None,
                remember: bool = False) -> "Session":
        """Sign in and return a session for the account, usable with `with`
        (`ks_session_sign_in`).

        With `remember`, the session's `token` is a token to keep in the keychain for
        `resume` (it expires 30 days after it is issued). Raises AuthFailedError for an
        unknown username and a wrong password alike, LockedError while the username waits
        after failed attempts. The password is handed to the library and not kept.
        """
        out = c_void_p()
        token = c_void_p()
        flags = _native.KS_SIGN_IN_REMEMBER if remember else 0
        try:
            check(_native.lib().ks_session_sign_in(
                byref(out), byref(token), self._handle(), _native.encode(username, "username"),
                _native.encode(password, "password"), flags, now_or(now)))
        finally:
            kept = _native.take_string(token)
        return Session(out.value, token=kept)

    def resume(self, token: str, *, now: Optional[Instant] = None) -> "Session":
        """Resume a remembered sign-in and return its session (`ks_session_resume`). Keep the
        new session's `token` instead of `token`; other sessions of the sign-in go on.
        `token` stays valid until a later token is resumed; coming back after that, it
        revokes the sign-in (SessionRevokedError). AuthFailedError for a token that is
        unknown or expired; SessionRevokedError for one of a sign-in that was signed out or
        revoked."""
        out = c_void_p()
        replacement = c_void_p()
        try:
            check(_native.lib().ks_session_resume(byref(out), byref(replacement),
                                                  self._handle(), _native.encode(token, "token"),
                                                  now_or(now)))
        finally:
            kept = _native.take_string(replacement)
        return Session(out.value, token=kept)


    # ---- viewer bundles (a relative's device) -----------------------------------------

    def open_viewer(self, path: PathLike, username: str, password: str, *, today: Optional[Day] = None,
                    now: Optional[Instant] = None, limits: Optional[Limits] = None,
                    progress: Optional[ProgressFn] = None,
                    opener: Optional["Session"] = None) -> "Session":
        """Verify and decrypt the viewer bundle at `path` (`ks_viewer_open`) with the
        relative's credentials, keep its dossier in this store, and return a read-only
        viewer session whose `opened` says what was opened (`pin`: "new", "replaced",
        "unchanged").

        `opener` is the session that opens it into the store: by default the implicit
        owner of a device's store without accounts; in a store with accounts, an owner's
        signed-in session (staff are refused with PermissionDeniedError).

        Raises InvalidBundleError, AuthFailedError, PermissionDeniedError (access ended, or
        an opener who may not), KeyMismatchError, StaleRevisionError, LimitExceededError;
        each leaves the store as it was.
        """
        errors: List[ProgressError] = []
        options = read_options(limits, progress, errors)
        out = c_void_p()
        result = c_void_p()
        texts: List[Optional[str]] = []

        def call(opening: "Session") -> None:
            try:
                check(_native.lib().ks_viewer_open(
                    byref(out), byref(result), opening._handle(), _native.encode(path, "path"),
                    _native.encode(username, "username"), _native.encode(password, "password"),
                    byref(options), today_or(today), now_or(now)))
            finally:
                texts.append(_native.take_string(result))

        if opener is not None:
            given = opener
            call_with_progress(errors, lambda: call(given))
        else:
            with self.owner_session() as owner:
                call_with_progress(errors, lambda: call(owner))
        viewer = Session(out.value)
        viewer.opened = ViewerOpened.from_text(texts[0]) if texts and texts[0] else None
        return viewer

    def viewer_sign_in(self, dossier_id: str, username: str, password: str, *,
                       today: Optional[Day] = None) -> "Session":
        """Sign in again, offline, to a viewer dossier opened earlier on this device by the
        same relative, and return the read-only session (`ks_viewer_sign_in`).
        NotFoundError, AuthFailedError, PermissionDeniedError (access ended)."""
        out = c_void_p()
        check(_native.lib().ks_viewer_sign_in(
            byref(out), self._handle(), _native.encode(dossier_id, "dossier_id"),
            _native.encode(username, "username"), _native.encode(password, "password"),
            today_or(today)))
        return Session(out.value)

    def viewer_dossiers(self) -> List[ViewerDossier]:
        """The viewer dossiers kept on this device (`ks_viewer_list`)."""
        value = json.loads(_json_call(_native.lib().ks_viewer_list, self._handle()))
        return ViewerDossier.list_from_json(value["dossiers"])

    def trusted_centres(self) -> List[TrustedCentre]:
        """The centres this device trusts (`ks_viewer_list`)."""
        value = json.loads(_json_call(_native.lib().ks_viewer_list, self._handle()))
        return TrustedCentre.list_from_json(value["centres"])

    def trust_invitation(self, text: str, *, now: Instant,
                         opener: Optional["Session"] = None) -> TrustedCentre:
        """Trust the centre an invitation names (`ks_viewer_trust`): the device opens viewer
        bundles only from centres it trusts. `opener` as for `open_viewer`.
        InvalidArgumentError for a text that is not an invitation."""
        def call(session: "Session") -> TrustedCentre:
            return TrustedCentre.from_json(call_value(
                _native.lib().ks_viewer_trust, session._handle(), _native.encode(text, "text"),
                instant(now)))
        if opener is not None:
            return call(opener)
        with self.owner_session() as owner:
            return call(owner)

    def plan_feed(self, feed_id: str, head_path: PathLike, *, now: Optional[Instant] = None,
                  opener: Optional["Session"] = None) -> Dict[str, Any]:
        """What to fetch next for the feed head at `head_path` (`ks_feed_plan`): a dict with
        "status" ("current", "behind", "stale") and "fetch" (objects: digest, size, revision).
        InvalidBundleError ([feed-head], [feed-mismatch]), KeyMismatchError, StaleRevisionError."""
        def call(session: "Session") -> Dict[str, Any]:
            return dict(call_value(_native.lib().ks_feed_plan, session._handle(),
                                   _native.encode(feed_id, "feed_id"), _native.encode(head_path, "head_path"),
                                   now_or(now)))
        if opener is not None:
            return call(opener)
        with self.owner_session() as owner:
            return call(owner)

    def apply_feed(self, feed_id: str, head_path: PathLike, files: Mapping[str, PathLike], username: str,
                   password: str, *, today: Optional[Day] = None, now: Optional[Instant] = None,
                   opener: Optional["Session"] = None) -> Dict[str, Any]:
        """Apply a feed head and the objects fetched for it (`ks_feed_apply`); `files` maps
        each digest to the path of its file."""
        def call(session: "Session") -> Dict[str, Any]:
            return dict(call_value(_native.lib().ks_feed_apply, session._handle(),
                                   _native.encode(feed_id, "feed_id"), _native.encode(head_path, "head_path"),
                                   _native.encode(json.dumps({k: os.fspath(v) for k, v in files.items()}), "files"),
                                   _native.encode(username, "username"), _native.encode(password, "password"),
                                   today_or(today), now_or(now)))
        if opener is not None:
            return call(opener)
        with self.owner_session() as owner:
            return call(owner)

    def feeds(self, *, now: Optional[Instant] = None) -> List[Dict[str, Any]]:
        """The feeds this device follows with their status as of `now` (`ks_feed_list`)."""
        return list(json.loads(_json_call(_native.lib().ks_feed_list, self._handle(), now_or(now)))["feeds"])

    def forget_centre(self, public_key: str, *,
                      opener: Optional["Session"] = None) -> ForgottenCentre:
        """Forget a trusted centre (`ks_viewer_forget_centre`): its key, and every viewer
        dossier it signed, leave the device; its bundles need a new invitation to open
        again. NotFoundError for a centre the device does not trust."""
        def call(session: "Session") -> ForgottenCentre:
            return ForgottenCentre.from_json(call_value(
                _native.lib().ks_viewer_forget_centre, session._handle(),
                _native.encode(public_key, "public_key")))
        if opener is not None:
            return call(opener)
        with self.owner_session() as owner:
            return call(owner)


class Session(_Handle):
    """Someone acting on a store (`ks_session`). Media and bundle calls are methods here;
    the other areas are grouped: `accounts`, `mood`, `routine`, `dossiers`, `mindmaps`,
    `viewer`.

    A session from `Store.sign_in(..., remember=True)` or `Store.resume` carries the
    remembered-sign-in `token` (a credential: it is left out of the repr).
    """

    _kind = "session"
    _close_function = "ks_session_close"

    def __init__(self, pointer: Optional[int], *, token: Optional[str] = None):
        super().__init__(pointer)
        #: The token for `Store.resume`, when the sign-in asked to be remembered.
        self.token: Optional[str] = token
        #: For a viewer session from `Store.open_viewer`: what the bundle opened.
        self.opened: Optional[ViewerOpened] = None

    # The areas are views made on access (not kept, so a dropped session is closed at once
    # rather than by the cycle collector).

    @property
    def accounts(self) -> Accounts:
        """Accounts and relatives' links."""
        return Accounts(self)

    @property
    def mood(self) -> MoodLog:
        """The account's mood log."""
        return MoodLog(self)

    @property
    def routine(self) -> RoutineLog:
        """The account's supplement routine."""
        return RoutineLog(self)

    @property
    def dossiers(self) -> Dossiers:
        """Patients, actions, timelines, attachments, media limits and dossier exports."""
        return Dossiers(self)

    @property
    def mindmaps(self) -> MindMaps:
        """Mind maps and navigators."""
        return MindMaps(self)

    @property
    def viewer(self) -> Viewer:
        """The centre's key and viewer-bundle export."""
        return Viewer(self)

    def info(self) -> SessionInfo:
        """The role and account the session acts as (`ks_session_info`). AuthFailedError
        once the session was signed out or revoked."""
        return SessionInfo.from_text(_json_call(_native.lib().ks_session_info, self._handle()))

    def sign_out(self, *, now: Optional[Instant] = None) -> None:
        """Sign out (`ks_session_sign_out`): this session and its remembered token stop
        working. Close the session after (`with` does)."""
        check(_native.lib().ks_session_sign_out(self._handle(), now_or(now)))
        self.token = None

    def check_view(self, patient_id: str, *, today: Optional[Day] = None) -> None:
        """Raise PermissionDeniedError unless the session may view the patient on `today`
        (owner and staff; a relative while linked); `ks_session_check_view`."""
        check(_native.lib().ks_session_check_view(self._handle(),
                                                  _native.encode(patient_id, "patient_id"),
                                                  today_or(today)))

    def can_view(self, patient_id: str, *, today: Optional[Day] = None) -> bool:
        """True when `check_view` passes."""
        try:
            self.check_view(patient_id, today=today)
        except PermissionDeniedError:
            return False
        return True

    # ---- media -----------------------------------------------------------------------

    def import_media_file(self, path: PathLike, *, now: Optional[Instant] = None) -> Media:
        """Stream the file at `path` into the store and return its media record
        (`ks_media_import_file`).

        Content already present is not added again; its existing record is returned.
        """
        return Media.from_text(_json_call(
            _native.lib().ks_media_import_file, self._handle(), _native.encode(path, "path"),
            now_or(now)))

    def media_writer(self, *, now: Optional[Instant] = None) -> "MediaWriter":
        """A media file whose bytes you push with `write`, then `finish`
        (`ks_media_writer_open`)."""
        out = c_void_p()
        check(_native.lib().ks_media_writer_open(byref(out), self._handle(), now_or(now)))
        return MediaWriter(out.value, self)

    def import_media_bytes(self, data: ReadableBuffer, *, now: Optional[Instant] = None) -> Media:
        """Add `data` as a media file (through a MediaWriter) and return its record."""
        with self.media_writer(now=now) as writer:
            writer.write(data)
            return writer.finish()

    def import_media_stream(self, stream: BinaryIO, *, now: Optional[Instant] = None,
                            chunk_size: int = READ_CHUNK) -> Media:
        """Add everything read from the binary `stream` as one media file and return its
        record."""
        with self.media_writer(now=now) as writer:
            for chunk in iter(lambda: stream.read(chunk_size), b""):
                writer.write(chunk)
            return writer.finish()

    def media_get(self, sha256: str) -> Media:
        """The media record `sha256` (`ks_media_get`); NotFoundError when absent."""
        return Media.from_text(_json_call(_native.lib().ks_media_get, self._handle(),
                                          _native.encode(sha256, "sha256")))

    def media_list(self) -> List[Media]:
        """Every media record, ascending by hash (`ks_media_list`)."""
        value = json.loads(_json_call(_native.lib().ks_media_list, self._handle()))
        return [Media.from_json(item) for item in value["media"]]

    def media_delete(self, *sha256: str) -> None:
        """Delete media no attachment refers to, record and file (`ks_media_delete`).

        InvalidArgumentError, deleting nothing more, while an attachment still refers to one;
        NotFoundError for an unknown hash. The hashes are deleted one by one, in order.
        """
        for one in sha256:
            check(_native.lib().ks_media_delete(self._handle(), _native.encode(one, "sha256")))

    def media(self) -> Iterator[Media]:
        """Iterate over the media records, ascending by hash."""
        return iter(self.media_list())

    def read_media_into(self, sha256: str, buffer: WritableBuffer, offset: int = 0) -> int:
        """Fill the writable `buffer` with the bytes of media `sha256` from `offset` and
        return how many were read (`ks_media_read`).

        0 means `offset` is at or past the end. CorruptStoreError when the file on disk is
        missing or short.
        """
        view = memoryview(buffer).cast("B")
        if view.readonly:
            raise TypeError("buffer must be writable")
        length = c_size_t(0)
        capacity = len(view)
        address = ctypes.addressof((ctypes.c_char * capacity).from_buffer(view)) if capacity else None
        check(_native.lib().ks_media_read(byref(length), address, capacity, self._handle(),
                                          _native.encode(sha256, "sha256"), offset))
        return length.value

    def read_media(self, sha256: str, offset: int = 0, size: int = -1) -> bytes:
        """The bytes of media `sha256` from `offset`: `size` bytes, or all with -1."""
        out = bytearray()
        chunk = bytearray(READ_CHUNK if size < 0 else min(size, READ_CHUNK))
        while size < 0 or len(out) < size:
            want = len(chunk) if size < 0 else min(len(chunk), size - len(out))
            if want == 0:
                break
            count = self.read_media_into(sha256, memoryview(chunk)[:want], offset + len(out))
            if count == 0:
                break
            out += chunk[:count]
        return bytes(out)

    def open_media(self, sha256: str) -> "MediaReader":
        """A read-only, seekable binary file object over media `sha256`."""
        return MediaReader(self, self.media_get(sha256))

    # ---- bundles ---------------------------------------------------------------------

    def export_bundle(self, path: PathLike, *, created: Instant,
                      progress: Optional[ProgressFn] = None,
                      base: Optional[PathLike] = None) -> ExportResult:
        """Write a bundle of everything in the store, atomically, and return its path, size
        and member count (`ks_bundle_export`).

        `created` is the instant written into the manifest: the same content with the same
        `created` gives the same bytes. `progress(done, total)` may raise or return False
        to cancel (CancelledError, or the exception it raised).
        `base`: the path of a bundle the recipient already imported; the export is then an
        update (FORMAT.md section 16) carrying every record and only the media that bundle
        lacked. A store without the base refuses it with BaseMissingError.
        """
        return run_export(ExportResult, created, progress, lambda options: _json_call(
            _native.lib().ks_bundle_export, self._handle(), _native.encode(path, "output"),
            options), base=base)

    def import_bundle(self, path: PathLike, *, limits: Optional[Limits] = None,
                      progress: Optional[ProgressFn] = None) -> ImportResult:
        """Verify the bundle at `path`, then import it, all or nothing, and return what it
        brought (`ks_bundle_import`).

        A refused bundle raises InvalidBundleError (or LimitExceededError,
        UnsupportedVersionError) with the FORMAT.md error name in `reason`.
        """
        errors: List[ProgressError] = []
        options = read_options(limits, progress, errors)
        text = call_with_progress(errors, lambda: _json_call(
            _native.lib().ks_bundle_import, self._handle(), _native.encode(path, "path"),
            byref(options)))
        return ImportResult.from_text(text)


class MediaWriter(_Handle):
    """A media file being pushed in chunks (`ks_media_writer`). One thread at a time.

    Closing without `finish()` (leaving the `with` block by an exception, say) discards
    the file.
    """

    _kind = "media writer"
    _close_function = "ks_media_writer_close"

    def __init__(self, pointer: Optional[int], session: Session):
        super().__init__(pointer)
        self._session = session          # keeps the session alive while writing

    def write(self, data: ReadableBuffer) -> int:
        """Append bytes (any bytes-like object) and return how many
        (`ks_media_writer_write`)."""
        view = memoryview(data).cast("B")
        length = len(view)
        if length == 0:
            check(_native.lib().ks_media_writer_write(self._handle(), None, 0))
            return 0
        if view.readonly:
            buffer = data if isinstance(data, bytes) else view.tobytes()
            check(_native.lib().ks_media_writer_write(self._handle(), buffer, length))
        else:
            address = ctypes.addressof((ctypes.c_char * length).from_buffer(view))
            check(_native.lib().ks_media_writer_write(self._handle(), address, length))
        return length

    def finish(self) -> Media:
        """Store the file under its hash and return its record (`ks_media_writer_finish`)."""
        return Media.from_text(_json_call(_native.lib().ks_media_writer_finish, self._handle()))


class MediaReader(RangeReader):
    """A read-only, seekable file object over one media file (`ks_media_read`)."""

    def __init__(self, session: Session, media: Media):
        super().__init__(media.size)
        self._session = session
        self.media = media

    def _read_at(self, buffer: WritableBuffer, position: int) -> int:
        return self._session.read_media_into(self.media.sha256, buffer, position)


__all__ = ["Store", "Session", "MediaWriter", "MediaReader", "READ_CHUNK"]
