"""The base of every opaque C handle (store, session, media writer, navigator)."""

from __future__ import annotations

import weakref
from typing import Optional, TypeVar

from . import _native
from .errors import InvalidArgumentError, Status


H = TypeVar("H", bound="_Handle")


class _Handle:
    """An opaque C handle with its close function, closed exactly once."""

    _kind = "handle"
    _close_function = ""

    def __init__(self, pointer: Optional[int]):
        self._pointer: Optional[int] = pointer
        self._finalizer = weakref.finalize(self, getattr(_native.lib(), self._close_function),
                                           pointer)

    @property
    def closed(self) -> bool:
        """Whether the handle was closed."""
        return self._pointer is None

    def close(self) -> None:
        """Close the handle. Closing twice does nothing."""
        self._pointer = None
        self._finalizer()

    def _handle(self) -> int:
        if self._pointer is None:
            raise InvalidArgumentError(Status.INVALID_ARGUMENT, "the %s is closed" % self._kind)
        return self._pointer

    def __enter__(self: H) -> H:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def __repr__(self) -> str:
        state = "closed" if self.closed else "open"
        return "<keepsake.%s %s>" % (type(self).__name__, state)
