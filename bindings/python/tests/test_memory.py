"""Memory handed back by the library is freed: running the binding's calls in a loop must
not make the process grow. A control run with ks_free disabled shows the test can see a
leak of the same size."""

from __future__ import annotations

import gc
import os
from pathlib import Path

import pytest

import keepsake
from keepsake import _native
from conftest import CREATED, NOW, PNG

if not Path("/proc/self/statm").exists():
    pytest.skip("needs /proc/self/statm", allow_module_level=True)

PAGE = os.sysconf("SC_PAGE_SIZE")
MEDIA_COUNT = 120          # so each media list / dump is tens of kilobytes
ROUNDS = 150


def resident_bytes() -> int:
    with open("/proc/self/statm") as handle:
        return int(handle.read().split()[1]) * PAGE


@pytest.fixture(scope="module")
def workspace(tmp_path_factory):
    root = tmp_path_factory.mktemp("memory")
    with keepsake.Store.open(root / "store", create=True) as store, \
            store.owner_session() as session:
        for index in range(MEDIA_COUNT):
            session.import_media_bytes(PNG + b"%06d" % index, now=NOW)
        session.export_bundle(root / "bundle.keepsake", created=CREATED)
    broken = root / "broken.keepsake"
    broken.write_bytes(b"not a bundle " * 100)
    (root / "photo.png").write_bytes(PNG)
    return root


def one_round(root: Path) -> int:
    """Every kind of call that returns memory, successes and failures both; returns the
    number of bytes of library strings the round received."""
    received = 0
    with keepsake.Store.open(root / "store") as store, store.owner_session() as session:
        received += len(store.info().raw) + len(session.info().raw)
        listed = session.media_list()
        received += len(listed) * 200
        first = listed[0]
        session.media_get(first.sha256)
        session.read_media(first.sha256)
        session.import_media_file(root / "photo.png", now=NOW)
        with session.media_writer(now=NOW) as writer:
            writer.write(PNG)
            writer.finish()
        with session.media_writer(now=NOW) as writer:
            writer.write(b"discarded")
        text = keepsake.dump_bundle(root / "bundle.keepsake")
        received += len(text)
        keepsake.inspect_bundle(root / "bundle.keepsake")
        keepsake.verify_bundle(root / "bundle.keepsake")
        session.import_bundle(root / "bundle.keepsake")
        for call in (lambda: session.media_get("0" * 64),
                     lambda: keepsake.dump_bundle(root / "broken.keepsake"),
                     lambda: keepsake.Store.open(root / "absent")):
            try:
                call()
            except keepsake.KeepsakeError:
                pass
    return received


def growth(root: Path, rounds: int) -> tuple:
    for _ in range(10):                    # warm up: caches, allocator arenas
        one_round(root)
    gc.collect()
    before = resident_bytes()
    received = 0
    for _ in range(rounds):
        received += one_round(root)
    gc.collect()
    return resident_bytes() - before, received


def test_memory_does_not_grow(workspace):
    grown, received = growth(workspace, ROUNDS)
    print("resident memory grew %d KiB over %d rounds that received %d KiB of strings"
          % (grown // 1024, ROUNDS, received // 1024))
    # The strings received add up to many megabytes; freed, the process stays flat.
    assert received > 4 * 2**20
    assert grown < received // 8, "grew %d bytes while receiving %d" % (grown, received)


def test_control_the_loop_sees_a_leak(workspace, monkeypatch):
    """With ks_free a no-op the same loop grows by about what it received."""
    real = _native.lib()

    class Leaky:
        def __getattr__(self, name):
            if name == "ks_free":
                return lambda pointer: None
            return getattr(real, name)

    monkeypatch.setattr(_native, "lib", lambda: Leaky())
    grown, received = growth(workspace, ROUNDS // 3)
    assert grown >= received // 8, "a leak of %d bytes went unseen (grew %d)" % (received, grown)
