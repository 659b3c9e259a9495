"""Reading bundles without a store: verify, inspect and dump (FORMAT.md).

    keepsake.verify_bundle("backup.keepsake")                    # raises if invalid
    info = keepsake.inspect_bundle("backup.keepsake")            # BundleInfo
    text = keepsake.dump_bundle("backup.keepsake")               # canonical dump + LF
    keepsake.verify_bundle(path, limits=keepsake.Limits(max_members=1000))
"""

from __future__ import annotations

from ctypes import byref
from dataclasses import dataclass
from typing import Any, Callable, List, Optional, Type, TypeVar

from . import _native
from ._native import ProgressError, ProgressFn
from .errors import call_json as _json_call, check
from ._values import Instant, PathLike, instant
from .records import BundleInfo, Record

T = TypeVar("T")
R = TypeVar("R", bound=Record)


@dataclass(frozen=True)
class Limits:
    """The reader's limits (FORMAT.md R19). None means the library's default."""
    max_members: Optional[int] = None
    max_member_size: Optional[int] = None
    max_total_size: Optional[int] = None
    max_manifest_size: Optional[int] = None

    def __post_init__(self) -> None:
        for name in ("max_members", "max_member_size", "max_total_size", "max_manifest_size"):
            value = getattr(self, name)
            if value is not None and not 1 <= value < 2**64:
                raise ValueError("%s must be between 1 and 2**64 - 1, or None" % name)


def read_options(limits: Optional[Limits], progress: Optional[ProgressFn],
                 errors: List[ProgressError]) -> _native.ks_read_options:
    """A ks_read_options for `limits` and `progress` (0 means the default limit)."""
    limits = limits or Limits()
    return _native.ks_read_options(
        _native.KS_READ_OPTIONS_VERSION,
        limits.max_members or 0, limits.max_member_size or 0, limits.max_total_size or 0,
        limits.max_manifest_size or 0, _native.progress_callback(progress, errors), None)


def call_with_progress(errors: List[ProgressError], call: Callable[[], T]) -> T:
    """Run `call`; if a progress callback raised, re-raise that exception instead."""
    try:
        result = call()
    except Exception as failure:
        if errors:
            raise errors[0] from failure
        raise
    if errors:
        raise errors[0]
    return result


def run_export(record: Type[R], created: Instant, progress: Optional[ProgressFn],
               call: Callable[[Any], str], base: Optional[PathLike] = None,
               base_revision: int = 0) -> R:
    """Run an export: `call(pointer to ks_export_options)` returns the result JSON.

    `created` is the instant written into the manifest; a progress callback that raised
    has its exception re-raised. `base` (a bundle the recipient holds) or `base_revision`
    (a viewer revision the devices hold) makes an update bundle (FORMAT.md section 16).
    """
    errors: List[ProgressError] = []
    callback = _native.progress_callback(progress, errors)
    options = _native.ks_export_options(_native.KS_EXPORT_OPTIONS_VERSION,
                                        instant(created, "created"), callback, None,
                                        None if base is None else _native.encode(base, "base"),
                                        int(base_revision))
    return record.from_text(call_with_progress(errors, lambda: call(byref(options))))


def verify_bundle(path: PathLike, *, limits: Optional[Limits] = None,
                  progress: Optional[ProgressFn] = None) -> None:
    """Check the bundle at `path` against every rule of FORMAT.md (`ks_bundle_verify`);
    returns nothing when it passes.

    Raises InvalidBundleError, LimitExceededError or UnsupportedVersionError, whose
    `reason` is the FORMAT.md error name; NotFoundError or KeepsakeIOError for the file.
    """
    errors: List[ProgressError] = []
    options = read_options(limits, progress, errors)
    call_with_progress(errors, lambda: check(_native.lib().ks_bundle_verify(
        _native.encode(path, "path"), byref(options))))


def is_valid_bundle(path: PathLike, *, limits: Optional[Limits] = None) -> bool:
    """True when `verify_bundle` accepts the file, False when it refuses it as a bundle
    (other failures, such as a missing file, still raise)."""
    from .errors import InvalidBundleError, LimitExceededError, UnsupportedVersionError
    try:
        verify_bundle(path, limits=limits)
    except (InvalidBundleError, LimitExceededError, UnsupportedVersionError):
        return False
    return True


def inspect_bundle(path: PathLike, *, limits: Optional[Limits] = None,
                   progress: Optional[ProgressFn] = None) -> BundleInfo:
    """Verify the bundle, then return its manifest and the counts of what it holds
    (`ks_bundle_inspect`)."""
    errors: List[ProgressError] = []
    options = read_options(limits, progress, errors)
    return BundleInfo.from_text(call_with_progress(errors, lambda: _json_call(
        _native.lib().ks_bundle_inspect, _native.encode(path, "path"), byref(options))))


def dump_bundle(path: PathLike, *, limits: Optional[Limits] = None,
                progress: Optional[ProgressFn] = None) -> str:
    """Verify the bundle, then return its canonical dump (`ks_bundle_dump`).

    The text is canonical JSON followed by one LF (FORMAT.md section 7); compare it as
    text, or `json.loads` it.
    """
    errors: List[ProgressError] = []
    options = read_options(limits, progress, errors)
    return call_with_progress(errors, lambda: _json_call(
        _native.lib().ks_bundle_dump, _native.encode(path, "path"), byref(options)))


__all__ = ["Limits", "ProgressError", "ProgressFn", "call_with_progress", "dump_bundle",
           "inspect_bundle", "is_valid_bundle", "read_options", "run_export", "verify_bundle"]
