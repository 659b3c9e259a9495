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
from conftest import CREATED, NOW, PNG, TODAY

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
        # The other areas: a mood log, a routine, a dossier, a mind map.
        for day in range(1, 29):
            session.mood.set("2026-11-%02d" % day, ("good", "ok", "bad")[day % 3],
                             note="day %d" % day, today=TODAY, now=NOW)
        session.routine.start(start_date="2026-11-01", length_days=30, now=NOW)
        session.routine.take("2026-11-29", "morning", today=TODAY, now=NOW)
        patient = session.dossiers.create_patient("Anna Berg", birth_date="1950-04-02",
                                                  admitted_on="2026-11-02", now=NOW)
        for hour in range(20):
            session.dossiers.record_action(patient.id, kind="therapy", title="Session %d" % hour,
                                           occurred_at="2026-11-29T%02d:00:00Z" % hour, now=NOW)
        photo = session.media_list()[0]
        session.dossiers.add_attachment(patient.id, photo.sha256, caption="photo", now=NOW)
        plan = session.mindmaps.create("Plan", now=NOW)
        for index in range(20):
            session.mindmaps.create_node(plan.root_id, "Node %d" % index, note="n" * 100, now=NOW)
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
        received += new_areas(root, store, session)
        for call in (lambda: session.media_get("0" * 64),
                     lambda: keepsake.dump_bundle(root / "broken.keepsake"),
                     lambda: keepsake.Store.open(root / "absent"),
                     lambda: store.resume("ks1.not-a-token", now=NOW),
                     lambda: session.mood.set("2026-12-01", "good", today=TODAY, now=NOW),
                     lambda: session.dossiers.patient("0" * 8 + "-0000-4000-8000-" + "0" * 12,
                                                      today=TODAY),
                     lambda: session.mindmaps.get("00000000-0000-4000-8000-000000000000")):
            try:
                call()
            except keepsake.KeepsakeError:
                pass
    return received


def new_areas(root: Path, store: keepsake.Store, session: keepsake.Session) -> int:
    """A representative set of the account, mood, routine, dossier and mind-map calls."""
    received = 0
    received += len(session.accounts.list()) * 100
    session.mood.set("2026-11-29", "good", note="day 29", today=TODAY, now=NOW)
    session.mood.get("2026-11-29", today=TODAY)
    received += len(session.mood.tiles("last_3_months", today=TODAY).raw["days"]) * 50
    received += len(str(session.mood.summary(today=TODAY).raw))
    received += session.mood.export_csv(root / "moods.csv", today=TODAY).size
    received += session.mood.export_svg(2026, root / "moods.svg", today=TODAY).size
    keepsake.mood_tile_layout(365, 390, 844, 2)
    session.routine.home(today=TODAY)
    received += len(session.routine.calendar("2026-11", today=TODAY).raw["days"]) * 60
    session.routine.day("2026-11-29", today=TODAY)
    received += session.routine.export_csv(root / "routine.csv", today=TODAY).size
    patients = session.dossiers.patients(today=TODAY)
    patient = patients[0]
    actions = list(session.dossiers.timeline(patient.id, today=TODAY, page_size=7))
    received += len(actions) * 500
    session.dossiers.action_history(actions[0].id, today=TODAY)
    attachment = session.dossiers.attachments(patient.id, today=TODAY)[0]
    session.dossiers.read_attachment(attachment.id, 10, 100, today=TODAY)
    session.dossiers.export_fhir(patient.id, root / "fhir.json", created=CREATED)
    plan = session.mindmaps.list()[0]
    children = session.mindmaps.children(plan.root_id)
    received += len(children) * 400
    session.mindmaps.path(children[0].id)
    with session.mindmaps.navigator(plan.id) as navigator:
        navigator.go(children[0].id)
        received += len(str(navigator.view().raw))
        state = navigator.save()
    with session.mindmaps.restore_navigator(state) as navigator:
        navigator.back()
        navigator.can_back
    keepsake.mindmap_layout(390, 844, min_tap=44, child_count=len(children))
    if hasattr(_native.lib(), "ks_viewer_list"):
        store.viewer_dossiers()
        for call in (session.viewer.centre_key,
                     lambda: keepsake.verify_viewer_bundle(root / "broken.keepsake", today=TODAY)):
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
