"""A read-only, seekable raw file object over a file the library reads by byte range: the
shared part of MediaReader (`ks_media_read`) and AttachmentReader
(`ks_dossier_attachment_read`)."""

from __future__ import annotations

import io
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from _typeshed import WriteableBuffer as WritableBuffer
else:
    WritableBuffer = object     # any writable object with the buffer protocol


class RangeReader(io.RawIOBase):
    """Subclasses give the file's `_size` and `_read_at(buffer, position) -> bytes read`."""

    def __init__(self, size: int):
        super().__init__()
        self._size = size
        self._position = 0

    def _read_at(self, buffer: WritableBuffer, position: int) -> int:
        raise NotImplementedError

    def readable(self) -> bool:
        """True: the file can be read."""
        return True

    def seekable(self) -> bool:
        """True: any position can be read."""
        return True

    def readinto(self, buffer: WritableBuffer) -> int:
        """Fill `buffer` from the current position; return how many bytes were read (0 at
        the end)."""
        if self.closed:
            raise ValueError("I/O operation on closed %s" % type(self).__name__)
        count = self._read_at(buffer, self._position)
        self._position += count
        return count

    def seek(self, offset: int, whence: int = io.SEEK_SET) -> int:
        """Move to `offset` from the start, the current position or the end; return the new
        position."""
        if whence == io.SEEK_SET:
            position = offset
        elif whence == io.SEEK_CUR:
            position = self._position + offset
        elif whence == io.SEEK_END:
            position = self._size + offset
        else:
            raise ValueError("invalid whence %r" % (whence,))
        if position < 0:
            raise ValueError("negative seek position %d" % position)
        self._position = position
        return position

    def tell(self) -> int:
        """The current position."""
        return self._position


__all__ = ["RangeReader", "WritableBuffer"]
