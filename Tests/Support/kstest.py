"""What the Python tests of the C ABI share (Tests/Access, Tests/Viewer, Tests/Mood,
Tests/Routine): loading libkeepsake.so through ctypes, the library's error slot and strings,
and counting checks for the closing line `N passed, N failed`."""

from __future__ import annotations

import ctypes
import sys

P, S = ctypes.c_void_p, ctypes.c_char_p


def load(path: str) -> ctypes.CDLL:
    """libkeepsake.so with the signatures every test needs."""
    lib = ctypes.CDLL(path)
    lib.ks_last_error_message.restype = S
    lib.ks_status_name.restype = S
    lib.ks_status_name.argtypes = [ctypes.c_int]
    lib.ks_free.argtypes = [P]
    lib.ks_store_set_host_key.argtypes = [P, ctypes.c_char_p, ctypes.c_size_t]
    lib.ks_store_set_host_key.restype = ctypes.c_int
    return lib


#: The host key the tests' centre stores seal their signing key under (FORMAT.md 9.2).
HOST_KEY = bytes(range(32))


def give_host_key(lib: ctypes.CDLL, store) -> None:
    """Supplies HOST_KEY to an open store (`ks_store_set_host_key`)."""
    assert lib.ks_store_set_host_key(store, HOST_KEY, len(HOST_KEY)) == 0, lib.ks_last_error_message()


class Harness:
    """One test program's library and its checks."""

    def __init__(self, lib: ctypes.CDLL):
        self.lib = lib
        self.passed = 0
        self.failed = 0

    def check(self, name: str, condition, detail="") -> None:
        if condition:
            self.passed += 1
        else:
            self.failed += 1
            print(f"FAIL {name}: {detail}")

    def message(self) -> str:
        """This thread's ks_last_error_message()."""
        return (self.lib.ks_last_error_message() or b"").decode()

    def take(self, p: P):
        """Copies and frees a library-owned string (None for NULL)."""
        if not p.value:
            return None
        text = ctypes.string_at(p.value).decode()
        self.lib.ks_free(p)
        return text

    def call_text(self, fn, *args):
        """(status, the returned string or None) of a call whose first argument is `char **`."""
        out = P()
        rc = fn(ctypes.byref(out), *args)
        return rc, (self.take(out) if rc == 0 else None)

    def finish(self) -> None:
        print(f"{self.passed} passed, {self.failed} failed")
        sys.exit(1 if self.failed else 0)
