"""A read-only, seekable raw file object over a file the library reads by byte range: the
shared part of MediaReader (`ks_media_read`) and AttachmentReader
(`ks_dossier_attachment_read`)."""

from __future__ import annotations

import io


class RangeReader(io.RawIOBase):
    """Subclasses give the file's `_size` and `_read_at(buffer, position) -> bytes read`."""

    def __init__(self, size: int):
        super().__init__()
        self._size = size
        self._position = 0

    def _read_at(self, buffer, position: int) -> int:
        raise NotImplementedError

    def readable(self) -> bool:
        return True

    def seekable(self) -> bool:
        return True

    def readinto(self, buffer) -> int:
        if self.closed:
            raise ValueError("I/O operation on closed %s" % type(self).__name__)
        count = self._read_at(buffer, self._position)
        self._position += count
        return count

    def seek(self, offset: int, whence: int = io.SEEK_SET) -> int:
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
        return self._position
