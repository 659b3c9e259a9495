"""Status codes and the KeepsakeError hierarchy.

Every failing C call becomes an exception whose class follows its `ks_status`, carrying the
status (`error.status`, a `Status`) and the library's message (`ks_last_error_message()`, read
on the same thread right after the call; `str(error)` is the message alone). Bundle refusals
also carry `reason`, the error name of FORMAT.md section 10 (`hash-mismatch`,
`limit-exceeded`, ...). A file, folder or store that is not there raises `MissingFileError`,
which is both a `NotFoundError` and Python's `FileNotFoundError` (`errno.ENOENT`, with
`filename`), so `except FileNotFoundError` catches it as it catches `open()`'s.

    try:
        keepsake.verify_bundle("backup.keepsake")
    except FileNotFoundError:
        print("no such bundle")
    except keepsake.InvalidBundleError as error:
        print(error.reason, error.message)
"""

from __future__ import annotations

import ctypes
import enum
import errno
import os
import re
from typing import Any, Callable, Dict, Optional, Type

from . import _native


class Status(enum.IntEnum):
    """`ks_status` of keepsake.h. Codes are appended, never renumbered."""
    OK = 0
    INVALID_ARGUMENT = -1
    NOT_FOUND = -2
    ALREADY_EXISTS = -3
    PERMISSION_DENIED = -4
    READ_ONLY = -5
    INVALID_BUNDLE = -6
    UNSUPPORTED_VERSION = -7
    IO = -8
    BUSY = -9
    AUTH_FAILED = -10
    LIMIT_EXCEEDED = -11
    CORRUPT_STORE = -12
    CANCELLED = -13
    NO_SPACE = -14
    INTERNAL = -15
    LOCKED = -16
    KEY_MISMATCH = -17
    STALE_REVISION = -18
    FOREIGN_KEY = -19
    CHECK_FAILED = -20
    NOT_NULL = -21
    BASE_MISSING = -22
    SESSION_REVOKED = -23

    @classmethod
    def _missing_(cls, value: object) -> "Status":
        """A code from a newer library than this binding: still a Status (named
        UNKNOWN_<code>), so `error.status` is always an enum member."""
        if not isinstance(value, int):
            return None  # type: ignore[return-value]
        member = int.__new__(cls, value)
        member._name_ = "UNKNOWN_%d" % -value if value < 0 else "UNKNOWN_%d" % value
        member._value_ = value
        return member


_REASON = re.compile(r"invalid bundle \[([a-z0-9-]+)\]")


class KeepsakeError(Exception):
    """A call into libkeepsake failed.

    Attributes:
        status:  the `ks_status` code as a `Status` (a code newer than this binding is a
                 `Status` named UNKNOWN_<code>).
        message: the library's message for the failure, also `str(error)`.
        reason:  for a refused bundle, its FORMAT.md section 10 error name; else None.
    """

    def __init__(self, status: int, message: str):
        self.status: Status = Status(status)
        self.message = message
        match = _REASON.search(message)
        self.reason: Optional[str] = match.group(1) if match else None
        super().__init__(message)

    @property
    def status_name(self) -> str:
        """The C name of the status, e.g. "KS_ERR_NOT_FOUND"."""
        return status_name(int(self.status))

    def __str__(self) -> str:
        return self.message

    def __repr__(self) -> str:
        return "%s(%s, %r)" % (type(self).__name__, self.status_name, self.message)


class InvalidArgumentError(KeepsakeError, ValueError):
    """KS_ERR_INVALID_ARGUMENT: a malformed value, or a closed handle."""


class NotFoundError(KeepsakeError, LookupError):
    """KS_ERR_NOT_FOUND: the named record or file does not exist."""


class MissingFileError(NotFoundError, FileNotFoundError):
    """KS_ERR_NOT_FOUND for a path: the file, folder or store named is not there. Also a
    `FileNotFoundError` (`errno` is `errno.ENOENT`, `filename` the path)."""

    def __init__(self, status: int, message: str, filename: Optional[str] = None):
        super().__init__(status, message)
        self.errno = errno.ENOENT
        self.strerror = message
        self.filename = filename


class AlreadyExistsError(KeepsakeError):
    """KS_ERR_ALREADY_EXISTS."""


class PermissionDeniedError(KeepsakeError):
    """KS_ERR_PERMISSION_DENIED: the session's role may not do this."""


class ReadOnlyError(KeepsakeError):
    """KS_ERR_READ_ONLY: the store was opened read-only or is on read-only media."""


class InvalidBundleError(KeepsakeError):
    """KS_ERR_INVALID_BUNDLE: the bundle breaks a rule of FORMAT.md (see `reason`)."""


class UnsupportedVersionError(KeepsakeError):
    """KS_ERR_UNSUPPORTED_VERSION: a bundle or store from a newer format version."""


class KeepsakeIOError(KeepsakeError):
    """KS_ERR_IO: the operating system refused a read or write."""


class BusyError(KeepsakeError):
    """KS_ERR_BUSY: another connection held the store past the timeout."""


class AuthFailedError(KeepsakeError):
    """KS_ERR_AUTH_FAILED: wrong username or password, or an unknown or expired token."""


class SessionRevokedError(AuthFailedError):
    """KS_ERR_SESSION_REVOKED: the session or its remembered sign-in was signed out, revoked
    by a password change or reset, or revoked because a used-up token came back. A subclass
    of AuthFailedError: either way the user signs in again."""


class LimitExceededError(KeepsakeError):
    """KS_ERR_LIMIT_EXCEEDED: a size or count limit was reached."""


class CorruptStoreError(KeepsakeError):
    """KS_ERR_CORRUPT_STORE: the store's database or media failed a check."""


class CancelledError(KeepsakeError):
    """KS_ERR_CANCELLED: a progress callback asked to stop."""


class NoSpaceError(KeepsakeError):
    """KS_ERR_NO_SPACE: the disk is full."""


class InternalError(KeepsakeError):
    """KS_ERR_INTERNAL: a bug in the library."""


class LockedError(KeepsakeError):
    """KS_ERR_LOCKED: sign-in for this username waits after failed attempts."""


class KeyMismatchError(KeepsakeError):
    """KS_ERR_KEY_MISMATCH: a viewer bundle signed by another key than the pinned one."""


class StaleRevisionError(KeepsakeError):
    """KS_ERR_STALE_REVISION: a viewer bundle older than the device's copy."""


class ForeignKeyError(InternalError):
    """KS_ERR_FOREIGN_KEY: a record referred to one that does not exist (a bug in the
    library, like every InternalError)."""


class CheckFailedError(InternalError):
    """KS_ERR_CHECK_FAILED: a value broke a CHECK rule of the store's schema (a bug)."""


class NotNullError(InternalError):
    """KS_ERR_NOT_NULL: a required value was missing (a bug)."""


class BaseMissingError(KeepsakeError):
    """KS_ERR_BASE_MISSING: an update bundle offered to a store that lacks its base (media
    the update leaves out, or the viewer revision it was made against)."""


ERROR_CLASSES: Dict[int, Type[KeepsakeError]] = {
    Status.INVALID_ARGUMENT: InvalidArgumentError,
    Status.NOT_FOUND: NotFoundError,
    Status.ALREADY_EXISTS: AlreadyExistsError,
    Status.PERMISSION_DENIED: PermissionDeniedError,
    Status.READ_ONLY: ReadOnlyError,
    Status.INVALID_BUNDLE: InvalidBundleError,
    Status.UNSUPPORTED_VERSION: UnsupportedVersionError,
    Status.IO: KeepsakeIOError,
    Status.BUSY: BusyError,
    Status.AUTH_FAILED: AuthFailedError,
    Status.LIMIT_EXCEEDED: LimitExceededError,
    Status.CORRUPT_STORE: CorruptStoreError,
    Status.CANCELLED: CancelledError,
    Status.NO_SPACE: NoSpaceError,
    Status.INTERNAL: InternalError,
    Status.LOCKED: LockedError,
    Status.KEY_MISMATCH: KeyMismatchError,
    Status.STALE_REVISION: StaleRevisionError,
    Status.FOREIGN_KEY: ForeignKeyError,
    Status.CHECK_FAILED: CheckFailedError,
    Status.NOT_NULL: NotNullError,
    Status.BASE_MISSING: BaseMissingError,
    Status.SESSION_REVOKED: SessionRevokedError,
}


def status_name(status: int) -> str:
    """`ks_status_name`: "KS_ERR_NOT_FOUND" for -2, "KS_ERR_UNKNOWN" for unknown codes."""
    name: bytes = _native.lib().ks_status_name(int(status))
    return name.decode("ascii")


def error_for(status: int, message: str, missing: Optional[str] = None) -> KeepsakeError:
    """The exception for a failed call: the class of `status` (KeepsakeError if unknown);
    for KS_ERR_NOT_FOUND with `missing` (a path the call named that is not there),
    MissingFileError."""
    if status == Status.NOT_FOUND and missing is not None:
        return MissingFileError(status, message, missing)
    return ERROR_CLASSES.get(status, KeepsakeError)(status, message)


def _missing_path() -> Optional[str]:
    """The first path named by the call just made that is not there: an input file or
    folder that does not exist, a store folder without its keepsake.db, or an output whose
    folder does not exist (see `_native.encode`'s `what`)."""
    for what, path in _native.take_paths():
        if what in ("path", "base") and not os.path.exists(path):
            return os.fsdecode(path)
        if what == "store" and not os.path.exists(os.path.join(path, b"keepsake.db")):
            return os.fsdecode(path)
        if what in ("path", "base", "output") and not os.path.isdir(os.path.dirname(path) or b"."):
            return os.fsdecode(path)
    return None


def check(status: int) -> None:
    """Raise the exception for `status` unless it is KS_OK.

    Call it right after the C call, on the same thread: it reads ks_last_error_message().
    """
    if status == 0:
        _native.take_paths()
        return
    raw = _native.lib().ks_last_error_message()
    message = raw.decode("utf-8", "replace") if raw else ""
    missing = _missing_path() if status == Status.NOT_FOUND else None
    _native.take_paths()
    raise error_for(status, message, missing)


def call_json(function: Callable[..., int], *args: Any) -> str:
    """Call a C function whose first parameter is `char **out_json`; return the text.

    The string is copied and freed with ks_free, whether the call succeeded or not.
    """
    out = ctypes.c_void_p()
    try:
        check(function(ctypes.byref(out), *args))
    finally:
        text = _native.take_string(out)
    if text is None:
        raise InternalError(Status.INTERNAL, "the library returned KS_OK and no JSON")
    return text
