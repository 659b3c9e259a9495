"""Bundles: export, verify, inspect, dump, import, limits, progress and cancelling."""

from __future__ import annotations

import json
import tarfile

import pytest

import keepsake
from conftest import CREATED, CREATED_AT, NOW


@pytest.fixture
def bundle(session, files, tmp_path):
    for path in files.values():
        session.import_media_file(path, now=NOW)
    target = tmp_path / "out.keepsake"
    result = session.export_bundle(target, created=CREATED)
    assert result.path == str(target) and result.members == 5 and result.size % 10240 == 0
    return target


def test_export_is_deterministic(session, bundle, tmp_path):
    again = session.export_bundle(tmp_path / "again.keepsake", created=CREATED)
    assert (tmp_path / "again.keepsake").read_bytes() == bundle.read_bytes()
    assert again.size == bundle.stat().st_size


def test_verify_inspect_dump(bundle, files):
    keepsake.verify_bundle(bundle)
    assert keepsake.is_valid_bundle(bundle)
    info = keepsake.inspect_bundle(bundle)
    assert info.kind is keepsake.BundleKind.ARCHIVE and info.created == CREATED_AT
    assert info.counts["media"] == 3
    assert [m.path for m in info.members][0] == "keepsake.db"
    text = keepsake.dump_bundle(bundle)
    assert text.endswith("}\n") and "\n" not in text[:-1]
    dump = json.loads(text)
    assert dump["format"] == "keepsake-dump" and dump["created"] == CREATED
    assert len(dump["tables"]["media"]) == 3
    assert text == json.dumps(dump, sort_keys=True, separators=(",", ":"),
                              ensure_ascii=False) + "\n"


def test_import_into_another_store(bundle, tmp_path):
    with keepsake.Store.open(tmp_path / "other", create=True) as store, \
            store.owner_session() as session:
        result = session.import_bundle(bundle)
        assert (result.kind, result.media_added, result.media_present) == ("archive", 3, 0)
        again = session.import_bundle(bundle)
        assert (again.media_added, again.media_present) == (0, 3)
        assert store.info().media_count == 3


def test_invalid_bundle_carries_the_format_error_name(bundle, tmp_path, session):
    with tarfile.open(bundle) as archive:
        media = [m for m in archive.getmembers() if m.name.startswith("media/") and m.size]
    data = bytearray(bundle.read_bytes())
    data[media[0].offset_data] ^= 0x01                      # one bit of a media file
    broken = tmp_path / "broken.keepsake"
    broken.write_bytes(bytes(data))
    with pytest.raises(keepsake.InvalidBundleError) as caught:
        keepsake.verify_bundle(broken)
    assert caught.value.reason == "hash-mismatch"
    assert not keepsake.is_valid_bundle(broken)
    for call in (keepsake.dump_bundle, keepsake.inspect_bundle, session.import_bundle):
        with pytest.raises(keepsake.InvalidBundleError) as again:
            call(broken)
        assert again.value.reason == caught.value.reason


def test_not_a_bundle(tmp_path):
    path = tmp_path / "text.keepsake"
    path.write_bytes(b"hello " * 200)
    with pytest.raises(keepsake.InvalidBundleError) as caught:
        keepsake.verify_bundle(path)
    assert caught.value.reason == "not-a-bundle"


def test_missing_file(tmp_path):
    with pytest.raises(keepsake.KeepsakeError) as caught:
        keepsake.verify_bundle(tmp_path / "absent.keepsake")
    assert caught.value.status in (keepsake.Status.NOT_FOUND, keepsake.Status.IO)


def test_limits(bundle):
    with pytest.raises(keepsake.LimitExceededError) as caught:
        keepsake.verify_bundle(bundle, limits=keepsake.Limits(max_members=4))
    assert caught.value.reason == "limit-exceeded"
    assert caught.value.status is keepsake.Status.LIMIT_EXCEEDED
    keepsake.verify_bundle(bundle, limits=keepsake.Limits(max_members=5))
    with pytest.raises(keepsake.LimitExceededError):
        keepsake.dump_bundle(bundle, limits=keepsake.Limits(max_manifest_size=10))
    with pytest.raises(ValueError):
        keepsake.Limits(max_members=0)


def test_progress_is_reported(session, bundle, tmp_path):
    seen = []
    keepsake.verify_bundle(bundle, progress=lambda done, total: seen.append((done, total)))
    assert seen and seen[-1][0] == seen[-1][1]
    assert all(a[0] <= b[0] for a, b in zip(seen, seen[1:]))
    exported = []
    session.export_bundle(tmp_path / "p.keepsake", created=CREATED,
                          progress=lambda done, total: exported.append(done))
    assert exported


def test_progress_returning_false_cancels(session, bundle, tmp_path):
    target = tmp_path / "cancelled.keepsake"
    with pytest.raises(keepsake.CancelledError):
        session.export_bundle(target, created=CREATED, progress=lambda d, t: False)
    assert not target.exists()
    assert list(tmp_path.glob("cancelled*")) == []


def test_progress_exception_cancels_and_propagates(bundle, tmp_path):
    class Stop(Exception):
        pass

    def stop(done, total):
        raise Stop("user pressed cancel")

    with keepsake.Store.open(tmp_path / "other", create=True) as store, \
            store.owner_session() as session:
        with pytest.raises(Stop) as caught:
            session.import_bundle(bundle, progress=stop)
        assert isinstance(caught.value.__cause__, keepsake.CancelledError)
        assert store.info().media_count == 0        # all or nothing


def test_export_needs_a_valid_created(session, tmp_path):
    with pytest.raises(keepsake.InvalidArgumentError):
        session.export_bundle(tmp_path / "x.keepsake", created="now")
