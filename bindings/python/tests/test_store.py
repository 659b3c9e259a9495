"""Stores and sessions: opening, info, context managers, closed handles, threads."""

from __future__ import annotations

import gc
import threading

import pytest

import keepsake
from conftest import NOW, PNG


def test_open_missing_store_without_create(tmp_path):
    with pytest.raises(keepsake.NotFoundError) as caught:
        keepsake.Store.open(tmp_path / "nothing")
    assert caught.value.status is keepsake.Status.NOT_FOUND


def test_create_and_reopen(tmp_path):
    with keepsake.Store.open(tmp_path / "s", create=True) as store:
        first = store.info()
    assert store.closed
    with keepsake.Store.open(tmp_path / "s") as store:
        again = store.info()
    assert first.id == again.id
    assert first.media_count == 0 and first.media_bytes == 0
    assert first.schema_version >= 1 and first.format_version >= 1
    assert first.read_only is False
    assert first.raw["id"] == first.id


def test_create_read_only_is_refused(tmp_path):
    with pytest.raises(keepsake.ReadOnlyError):
        keepsake.Store.open(tmp_path / "s", create=True, read_only=True)


def test_read_only_store_refuses_changes(tmp_path, files):
    keepsake.Store.open(tmp_path / "s", create=True).close()
    with keepsake.Store.open(tmp_path / "s", read_only=True) as store, \
            store.owner_session() as session:
        assert store.info().read_only is True
        with pytest.raises(keepsake.ReadOnlyError):
            session.import_media_file(files["photo.png"], now=NOW)


def test_session_info(session):
    info = session.info()
    assert info.role == "owner" and info.account_id is None


def test_closed_handles_raise_invalid_argument(store):
    session = store.owner_session()
    session.close()
    session.close()                                   # closing twice is harmless
    with pytest.raises(keepsake.InvalidArgumentError, match="session is closed"):
        session.info()
    store.close()
    with pytest.raises(keepsake.InvalidArgumentError, match="store is closed"):
        store.info()
    with pytest.raises(keepsake.InvalidArgumentError):
        store.owner_session()


def test_session_outlives_its_store(tmp_path):
    store = keepsake.Store.open(tmp_path / "s", create=True)
    with store.owner_session() as session:
        store.close()
        assert session.info().role == "owner"         # keepsake.h: sessions stay valid


def test_context_manager_closes_on_exception(tmp_path):
    with pytest.raises(RuntimeError):
        with keepsake.Store.open(tmp_path / "s", create=True) as store:
            raise RuntimeError("boom")
    assert store.closed


def test_garbage_collected_handles_are_closed(tmp_path):
    store = keepsake.Store.open(tmp_path / "s", create=True)
    finalizer = store._finalizer
    del store
    gc.collect()
    assert not finalizer.alive


def test_invalid_utf8_path_is_refused(tmp_path):
    with pytest.raises(keepsake.InvalidArgumentError, match="UTF-8"):
        keepsake.Store.open(bytes(tmp_path) + b"/\xc3\x28", create=True)


def test_path_must_be_text(tmp_path):
    with pytest.raises(TypeError):
        keepsake.Store.open(42)                       # type: ignore[arg-type]


def test_a_session_shared_between_threads(session):
    errors = []

    def work(index):
        try:
            for round_ in range(5):
                data = PNG + b"thread %d round %d" % (index, round_)
                media = session.import_media_bytes(data, now=NOW)
                assert session.read_media(media.sha256) == data
        except BaseException as error:                # noqa: B902
            errors.append(error)

    threads = [threading.Thread(target=work, args=(i,)) for i in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert not errors, errors
    assert len(session.media_list()) == 20
