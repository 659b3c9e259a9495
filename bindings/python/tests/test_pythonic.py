"""What a Python developer expects of the binding: `now=` and `today=` that default to the
clock, errors that read like Python's (FileNotFoundError for a missing file or store, a plain
message, an enum status), and strings refused when they hold U+0000 instead of being cut."""

from __future__ import annotations

import datetime
import errno
import os

import pytest

import keepsake
from keepsake.errors import error_for

UTC = datetime.timezone.utc


# ---- now= and today= default to the current time and the local date -------------------

def test_now_defaults_to_the_current_time(session):
    before = datetime.datetime.now(UTC).replace(microsecond=0)
    plan = session.mindmaps.create("Plan")
    node = session.mindmaps.create_node(plan.root_id, "Walk")
    after = datetime.datetime.now(UTC)
    assert before <= node.created <= after


def test_today_defaults_to_the_local_date(session):
    today = datetime.date.today()
    day = session.mood.set(today, keepsake.Mood.GOOD)
    assert day.date == today and session.mood.get(today) == day
    # A day after the local date is refused, as with an explicit today=.
    with pytest.raises(keepsake.InvalidArgumentError):
        session.mood.set(today + datetime.timedelta(days=2), keepsake.Mood.OK)
    assert session.mood.summary().current_streak is not None


def test_explicit_values_still_win(session):
    day = session.mood.set("2026-11-29", "ok", today="2026-11-30", now="2026-11-30T09:00:00Z")
    assert day.changed_at == datetime.datetime(2026, 11, 30, 9, tzinfo=UTC)


# ---- errors ----------------------------------------------------------------------------

def test_a_missing_store_is_a_file_not_found_error(tmp_path):
    with pytest.raises(FileNotFoundError) as caught:
        keepsake.Store.open(tmp_path / "absent")
    error = caught.value
    assert isinstance(error, keepsake.NotFoundError) and isinstance(error, keepsake.MissingFileError)
    assert error.errno == errno.ENOENT and error.filename == str(tmp_path / "absent")
    assert error.status is keepsake.Status.NOT_FOUND
    # A folder that exists but holds no store is a missing store too.
    (tmp_path / "empty").mkdir()
    with pytest.raises(FileNotFoundError):
        keepsake.Store.open(tmp_path / "empty")


def test_missing_input_files_and_output_folders(session, tmp_path):
    with pytest.raises(FileNotFoundError):
        keepsake.verify_bundle(tmp_path / "no-such.keepsake")
    with pytest.raises(FileNotFoundError):
        session.import_media_file(tmp_path / "no-such.png")
    with pytest.raises(FileNotFoundError):
        session.mindmaps.import_file(tmp_path / "no-such.opml", keepsake.MindMapFormat.OPML)
    with pytest.raises(FileNotFoundError) as caught:
        session.export_bundle(tmp_path / "no-folder" / "out.keepsake", created="2026-11-30T09:00:00Z")
    assert caught.value.filename == str(tmp_path / "no-folder" / "out.keepsake")


def test_a_missing_record_is_not_a_file_error(session):
    with pytest.raises(keepsake.NotFoundError) as caught:
        session.mindmaps.get("00000000-0000-4000-8000-000000000000")
    assert not isinstance(caught.value, FileNotFoundError)
    assert isinstance(caught.value, LookupError)


def test_messages_read_without_the_status_name(tmp_path):
    with pytest.raises(keepsake.KeepsakeError) as caught:
        keepsake.Store.open(tmp_path / "absent")
    assert str(caught.value) == caught.value.message
    assert not str(caught.value).startswith("KS_ERR_")
    assert caught.value.status_name == "KS_ERR_NOT_FOUND"
    assert "KS_ERR_NOT_FOUND" in repr(caught.value)


def test_status_is_always_an_enum():
    assert isinstance(error_for(-2, "x").status, keepsake.Status)
    newer = error_for(-999, "from a newer library")
    assert isinstance(newer.status, keepsake.Status) and newer.status == -999
    assert newer.status.name == "UNKNOWN_999"


# ---- U+0000 is refused, never cut --------------------------------------------------------

def test_nul_in_a_path_is_refused(session, tmp_path):
    with pytest.raises(ValueError, match="null character"):
        keepsake.Store.open(str(tmp_path / "s") + "\x00.d", create=True)
    assert os.listdir(tmp_path) == ["store"]
    with pytest.raises(ValueError, match="null character"):
        session.export_bundle(str(tmp_path / "backup.txt") + "\x00.keepsake",
                              created="2026-11-30T09:00:00Z")
    assert not os.path.exists(tmp_path / "backup.txt")
    with pytest.raises(ValueError, match="null character"):
        keepsake.verify_bundle(b"/tmp/x\x00y")


def test_nul_in_text_is_refused(session):
    maps = session.mindmaps
    with pytest.raises(ValueError, match="null character"):
        maps.create("Plan\x00 hidden")
    assert maps.list() == []
    plan = maps.create("Plan")
    with pytest.raises(ValueError, match="null character"):
        maps.create_node(plan.root_id, "Walk", note="a\x00b")
    with pytest.raises(ValueError, match="null character"):
        session.mood.set("2026-11-29", "ok", note="fine\x00", today="2026-11-30")
    with pytest.raises(ValueError, match="null character"):
        session.accounts.create("ana\x00", "a long password", role=keepsake.Role.STAFF)
    assert session.accounts.list() == []


def test_nul_in_a_json_argument_is_refused(session):
    with pytest.raises(ValueError, match="null character"):
        session.dossiers.create_patient("Anna\x00 Berg", birth_date="1950-01-01",
                                        admitted_on="2026-11-01")
    with pytest.raises(ValueError, match="null character"):
        session.routine.set_answers({"goal\x00": "sleep"})
