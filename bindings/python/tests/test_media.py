"""Media: import from files, bytes and streams, writers, get, list, read."""

from __future__ import annotations

import datetime
import hashlib
import io

import pytest

import keepsake
from conftest import JPEG, NOW, NOW_AT, PDF, PNG


def test_import_file_sniffs_and_hashes(session, files):
    media = session.import_media_file(files["photo.png"], now=NOW)
    assert media == keepsake.Media(sha256=hashlib.sha256(PNG).hexdigest(), size=len(PNG),
                                   media_type="image/png", added_at=NOW_AT)
    assert session.import_media_file(str(files["photo.jpg"]), now=NOW).media_type == "image/jpeg"


def test_same_content_twice_returns_the_existing_record(session, files):
    first = session.import_media_file(files["photo.png"], now=NOW)
    again = session.import_media_bytes(PNG, now="2027-01-01T00:00:00Z")
    assert again == first and again.added_at == NOW_AT
    assert len(session.media_list()) == 1


def test_import_missing_file(session, tmp_path):
    with pytest.raises(keepsake.KeepsakeError) as caught:
        session.import_media_file(tmp_path / "absent.jpg", now=NOW)
    assert caught.value.status in (keepsake.Status.NOT_FOUND, keepsake.Status.IO)


def test_bad_instant_is_an_invalid_argument(session, files):
    with pytest.raises(keepsake.InvalidArgumentError):
        session.import_media_file(files["photo.png"], now="yesterday")


def test_every_media_call_takes_an_aware_datetime(session, files):
    plus_two = datetime.timezone(datetime.timedelta(hours=2))
    at = datetime.datetime(2026, 11, 30, 11, 0, 0, tzinfo=plus_two)      # 09:00 UTC
    media = session.import_media_file(files["photo.png"], now=at)
    assert media.added_at == NOW_AT and media.added_at.utcoffset() == datetime.timedelta(hours=2)
    with session.media_writer(now=at) as writer:
        writer.write(PDF)
        assert writer.finish().added_at == NOW_AT
    assert session.import_media_bytes(JPEG, now=at).added_at == NOW_AT
    with pytest.raises(ValueError, match="aware"):
        session.import_media_bytes(b"naive", now=datetime.datetime(2026, 11, 30, 9))
    with pytest.raises(TypeError, match="not a date"):
        session.media_writer(now=datetime.date(2026, 11, 30))


def test_writer_in_chunks(session):
    with session.media_writer(now=NOW) as writer:
        for start in range(0, len(PDF), 7):
            assert writer.write(PDF[start:start + 7]) == len(PDF[start:start + 7])
        writer.write(b"")
        writer.write(bytearray(b""))
        media = writer.finish()
    assert media.media_type == "application/pdf"
    assert media.sha256 == hashlib.sha256(PDF).hexdigest()
    assert writer.closed


def test_writer_accepts_any_bytes_like(session):
    data = bytearray(JPEG)
    with session.media_writer(now=NOW) as writer:
        writer.write(memoryview(data)[:10])
        writer.write(data[10:20])
        writer.write(memoryview(bytes(data))[20:])
        media = writer.finish()
    assert session.read_media(media.sha256) == JPEG


def test_unfinished_writer_is_discarded(session):
    with pytest.raises(RuntimeError):
        with session.media_writer(now=NOW) as writer:
            writer.write(PNG)
            raise RuntimeError("camera roll went away")
    assert session.media_list() == []


def test_writer_after_finish_refuses_writes(session):
    with session.media_writer(now=NOW) as writer:
        writer.write(PNG)
        writer.finish()
        with pytest.raises(keepsake.InvalidArgumentError):
            writer.write(b"more")


def test_import_stream(session):
    media = session.import_media_stream(io.BytesIO(PNG * 3), now=NOW, chunk_size=100)
    assert media.size == 3 * len(PNG)


def test_get_and_not_found(session, files):
    media = session.import_media_file(files["letter.pdf"], now=NOW)
    assert session.media_get(media.sha256) == media
    with pytest.raises(keepsake.NotFoundError) as caught:
        session.media_get("0" * 64)
    assert "0" * 64 in caught.value.message
    with pytest.raises(keepsake.KeepsakeError):
        session.media_get("not a hash")


def test_list_is_sorted_and_iterable(session, files):
    added = {session.import_media_file(path, now=NOW).sha256 for path in files.values()}
    listed = [media.sha256 for media in session.media()]
    assert listed == sorted(added)
    assert all(isinstance(media, keepsake.Media) for media in session.media())


def test_read_ranges(session):
    media = session.import_media_bytes(PNG, now=NOW)
    assert session.read_media(media.sha256) == PNG
    assert session.read_media(media.sha256, 10, 5) == PNG[10:15]
    assert session.read_media(media.sha256, len(PNG) - 3) == PNG[-3:]
    assert session.read_media(media.sha256, len(PNG) + 100) == b""
    assert session.read_media(media.sha256, 0, 0) == b""
    buffer = bytearray(16)
    assert session.read_media_into(media.sha256, buffer, 8) == 16
    assert bytes(buffer) == PNG[8:24]
    with pytest.raises(TypeError):
        session.read_media_into(media.sha256, b"readonly")


def test_read_large_media_in_chunks(session, monkeypatch):
    from keepsake import store as store_module
    monkeypatch.setattr(store_module, "READ_CHUNK", 1000)
    data = PNG * 20
    media = session.import_media_bytes(data, now=NOW)
    assert session.read_media(media.sha256) == data


def test_media_reader_file_object(session):
    media = session.import_media_bytes(JPEG, now=NOW)
    with session.open_media(media.sha256) as reader:
        assert reader.read(4) == JPEG[:4]
        reader.seek(-5, io.SEEK_END)
        assert reader.read() == JPEG[-5:]
        reader.seek(10)
        assert io.BufferedReader(reader).read(6) == JPEG[10:16]
    with pytest.raises(keepsake.NotFoundError):
        session.open_media("f" * 64)


def test_media_delete_erases_unattached_media_and_refuses_attached(centre, files):
    staff = centre.staff
    loose = staff.import_media_file(files["photo.png"], now=NOW)
    kept = staff.import_media_file(files["photo.jpg"], now=NOW)
    attachment = staff.dossiers.add_attachment(centre.patient.id, kept.sha256, now=NOW)
    with pytest.raises(keepsake.InvalidArgumentError, match="attached"):
        staff.media_delete(kept.sha256)
    with pytest.raises(keepsake.NotFoundError):
        staff.media_delete("0" * 64)
    with pytest.raises(keepsake.PermissionDeniedError):
        centre.relative.media_delete(loose.sha256)
    staff.media_delete(loose.sha256)
    assert [m.sha256 for m in staff.media_list()] == [kept.sha256]
    staff.dossiers.delete_attachment(attachment.id)
    assert staff.media_list() == []
