"""Rehab patient dossiers through the real library."""

from __future__ import annotations

import csv
import io
import json
from decimal import Decimal

import pytest

import keepsake
from conftest import CREATED, JPEG, NOW, PNG, TODAY, day


@pytest.fixture
def anna(session):
    return session.dossiers.create_patient("Anna Berg", birth_date="1950-04-02",
                                           admitted_on="2026-11-02", diagnosis="Stroke",
                                           now=NOW)


def test_patients(session, anna):
    dossiers = session.dossiers
    assert anna.full_name == "Anna Berg" and anna.active and anna.discharged_on is None
    bert = dossiers.create_patient("Bert Zweig", birth_date="1941-01-01",
                                   admitted_on="2026-11-02", now=NOW)
    assert [p.full_name for p in dossiers.patients(today=TODAY)] == ["Anna Berg", "Bert Zweig"]
    assert [p.id for p in dossiers.patients(query="ZWE", today=TODAY)] == [bert.id]
    changed = dossiers.update_patient(anna.id, notes="Walks with a frame", now=NOW)
    assert changed.notes == "Walks with a frame" and changed.diagnosis == "Stroke"
    discharged = dossiers.discharge(anna.id, "2026-11-29", now=NOW)
    assert discharged.discharged_on == day("2026-11-29") and not discharged.active
    assert dossiers.readmit(anna.id, now=NOW).discharged_on is None
    assert dossiers.patient(anna.id, today=TODAY) == dossiers.readmit(anna.id, now=NOW)
    assert dossiers.delete_preview(bert.id) == keepsake.DeleteCounts()
    dossiers.delete_patient(bert.id)
    with pytest.raises(keepsake.NotFoundError):
        dossiers.patient(bert.id, today=TODAY)


def test_actions_history_and_timeline_paging(session, anna):
    dossiers = session.dossiers
    made = []
    for hour in range(7):
        made.append(dossiers.record_action(
            anna.id, kind=keepsake.ActionKind.THERAPY, title="Session %d" % hour,
            occurred_at="2026-11-29T%02d:00:00Z" % (8 + hour), duration_seconds=1800, now=NOW))
    measurement = dossiers.record_action(
        anna.id, kind="measurement", title="Temperature", value=Decimal("36.6"), unit="°C",
        occurred_at="2026-11-30T07:00:00+01:00", now=NOW)
    assert measurement.value == "36.6" and measurement.unit == "°C"
    call = dossiers.record_action(
        anna.id, kind=keepsake.ActionKind.CALL, title="Called the son", duration_seconds=120,
        occurred_at="2026-11-30T08:00:00Z", now=NOW,
        call=keepsake.Call(direction=keepsake.CallDirection.OUTGOING, party="Son",
                           number="+43 1 234", outcome=keepsake.CallOutcome.NO_ANSWER))
    assert call.call.outcome is keepsake.CallOutcome.NO_ANSWER
    assert call.recorded_by == keepsake.Actor(account_id=None, name="owner")

    edited = dossiers.edit_action(made[0].id, kind="therapy", title="Gait training",
                                  occurred_at=made[0].occurred_at, duration_seconds=2400,
                                  now="2026-11-30T10:00:00Z")
    assert edited.version == 2 and edited.title == "Gait training"
    deleted = dossiers.delete_action(made[1].id, now="2026-11-30T10:00:00Z")
    assert deleted.deleted and deleted.version == 2
    assert dossiers.action(made[1].id, today=TODAY).deleted
    history = dossiers.action_history(made[0].id, today=TODAY)
    assert [(v.version, v.title) for v in history] == [(1, "Session 0"), (2, "Gait training")]

    timeline = dossiers.timeline(anna.id, today=TODAY, page_size=3)
    titles = [action.title for action in timeline]
    assert timeline.total == 8 and len(titles) == 8        # 9 recorded, 1 deleted
    assert titles[:2] == ["Called the son", "Temperature"]  # newest first, 07:00+01 < 08:00Z
    assert [len(page.actions) for page in timeline.pages()] == [3, 3, 2]
    therapy = list(dossiers.timeline(anna.id, today=TODAY, kinds=[keepsake.ActionKind.THERAPY],
                                     since="2026-11-29T10:00:00Z"))
    assert [a.title for a in therapy] == ["Session 6", "Session 5", "Session 4", "Session 3",
                                          "Session 2"]
    with pytest.raises(keepsake.InvalidArgumentError):
        list(dossiers.timeline(anna.id, today=TODAY, page_size=0))


def test_attachments_and_byte_ranges(session, anna, files):
    dossiers = session.dossiers
    action = dossiers.record_action(anna.id, kind="note", title="Wound", now=NOW,
                                    occurred_at="2026-11-30T08:00:00Z")
    photo = session.import_media_file(files["photo.png"], now=NOW)
    letter = session.import_media_bytes(JPEG, now=NOW)
    on_action = dossiers.add_attachment(anna.id, photo.sha256, action_id=action.id,
                                        caption="Day 1", captured_at="2026-11-30T07:55:00Z",
                                        now=NOW)
    on_patient = dossiers.add_attachment(anna.id, letter.sha256, now="2026-11-30T09:30:00Z")
    assert on_action.media_type == "image/png" and on_action.size == len(PNG)
    assert on_action.action_id == action.id and on_patient.action_id is None
    assert dossiers.add_attachment(anna.id, photo.sha256, action_id=action.id,
                                   now=NOW).id == on_action.id
    assert [a.id for a in dossiers.attachments(anna.id, today=TODAY)] == [on_action.id,
                                                                         on_patient.id]
    assert [a.id for a in dossiers.attachments(anna.id, action_id=action.id,
                                               today=TODAY)] == [on_action.id]
    updated = dossiers.update_attachment(on_action.id, caption="Day one", captured_at=None)
    assert updated.caption == "Day one" and updated.captured_at is None
    assert dossiers.attachment(on_action.id, today=TODAY).missing is False

    assert dossiers.read_attachment(on_action.id, today=TODAY) == PNG
    assert dossiers.read_attachment(on_action.id, 100, 50, today=TODAY) == PNG[100:150]
    assert dossiers.read_attachment(on_action.id, len(PNG) + 10, today=TODAY) == b""
    buffer = bytearray(16)
    assert dossiers.read_attachment_into(on_action.id, buffer, 8, today=TODAY) == 16
    assert bytes(buffer) == PNG[8:24]
    with dossiers.open_attachment(on_action.id, today=TODAY) as reader:
        reader.seek(-10, io.SEEK_END)
        assert reader.read() == PNG[-10:]
        reader.seek(4)
        assert reader.read(4) == PNG[4:8]

    dossiers.delete_attachment(on_patient.id)
    with pytest.raises(keepsake.NotFoundError):
        dossiers.attachment(on_patient.id, today=TODAY)
    with pytest.raises(keepsake.NotFoundError):
        dossiers.add_attachment(anna.id, "0" * 64, now=NOW)


def test_media_limits(session):
    dossiers = session.dossiers
    assert dossiers.media_limits() == keepsake.MediaLimits(image=0, video=0, other=0)
    dossiers.set_media_limits(image=100, other=10_000)
    assert dossiers.media_limits() == keepsake.MediaLimits(image=100, video=0, other=10_000)
    with pytest.raises(keepsake.LimitExceededError):
        session.import_media_bytes(PNG, now=NOW)
    dossiers.set_media_limits(keepsake.MediaLimits())
    session.import_media_bytes(PNG, now=NOW)


def test_exports(session, anna, tmp_path):
    dossiers = session.dossiers
    dossiers.record_action(anna.id, kind="call", title="Son", duration_seconds=60, now=NOW,
                           occurred_at="2026-11-30T08:00:00Z",
                           call={"direction": "incoming", "party": "Son", "number": "123",
                                 "outcome": "answered"})
    bundle = dossiers.export_bundle(anna.id, tmp_path / "anna.keepsake", created=CREATED)
    assert keepsake.inspect_bundle(bundle.path).kind == "dossier"
    with keepsake.Store.open(tmp_path / "other", create=True) as other, \
            other.owner_session() as elsewhere:
        result = elsewhere.import_bundle(bundle.path)
        assert result.kind == "dossier" and result.dossiers["patients_added"] == 1
        assert elsewhere.dossiers.patient(anna.id, today=TODAY).full_name == "Anna Berg"
    fhir = dossiers.export_fhir(anna.id, tmp_path / "anna.fhir.json", created=CREATED)
    document = json.loads((tmp_path / "anna.fhir.json").read_text())
    assert document["resourceType"] == "Bundle" and fhir.count == len(document["entry"])
    calls = dossiers.export_call_log(tmp_path / "calls.csv")
    rows = list(csv.reader((tmp_path / "calls.csv").open(newline="")))
    assert rows[0][:3] == ["direction", "party", "number"] and calls.count == len(rows) - 1 == 1
    one = dossiers.export_call_log(tmp_path / "anna.csv", patient_id=anna.id)
    assert one.count == 1 and one.size == calls.size


def test_relative_reads_linked_patient_only_and_changes_nothing(centre):
    staff, relative = centre.staff, centre.relative
    action = staff.dossiers.record_action(centre.patient.id, kind="therapy", title="Gait",
                                          occurred_at="2026-11-30T08:00:00Z", now=NOW)
    assert [p.id for p in relative.dossiers.patients(today=TODAY)] == [centre.patient.id]
    assert [a.id for a in relative.dossiers.timeline(centre.patient.id, today=TODAY)] == [
        action.id]
    with pytest.raises(keepsake.PermissionDeniedError) as caught:
        relative.dossiers.record_action(centre.patient.id, kind="note", title="Hello",
                                        occurred_at=NOW, now=NOW)
    assert caught.value.status is keepsake.Status.PERMISSION_DENIED
    with pytest.raises(keepsake.PermissionDeniedError):
        relative.dossiers.update_patient(centre.patient.id, notes="x", now=NOW)
    with pytest.raises(keepsake.PermissionDeniedError):       # the link has ended
        relative.dossiers.patient(centre.patient.id, today="2027-01-01")
    with pytest.raises(keepsake.PermissionDeniedError):       # not linked
        list(relative.dossiers.timeline(centre.other_patient.id, today=TODAY))
    assert staff.dossiers.action(action.id, today=TODAY).version == 1


def test_patient_pages_follow_the_list_order(session):
    """ks_patient_page: the order of the whole list (active first, then by name and id), each
    page after its cursor, the last one without a cursor; the same for a search."""
    dossiers = session.dossiers
    names = ["Zoe Adler", "anna berg", "Anna Berg", "Bert Zweig", "Émile Roux", "Otto Berger",
             "Carla Bergmann", "Dana Quist", "Eva Lind", "Fritz Holm", "Gisela Bauer"]
    made = [dossiers.create_patient(n, birth_date="1950-01-01", admitted_on="2026-11-02", now=NOW)
            for n in names]
    dossiers.discharge(made[0].id, "2026-11-20", now=NOW)   # Zoe: discharged, so last
    dossiers.discharge(made[5].id, "2026-11-21", now=NOW)   # Otto: discharged
    whole = [p.id for p in dossiers.patients(today=TODAY)]
    assert len(whole) == len(names) and whole[-2:] == sorted([made[5].id, made[0].id],
                                                            key=lambda i: (dossiers.patient(i, today=TODAY).full_name.lower(), i))
    for limit in (1, 2, 3, 4, 10, 11, 12, 1000):
        seen, after, pages = [], None, 0
        while True:
            page = dossiers.patient_page(today=TODAY, limit=limit, after=after)
            pages += 1
            assert 0 < len(page.patients) <= limit
            seen += [p.id for p in page.patients]
            if page.next_cursor is None:
                break
            assert len(page.patients) == limit
            after = page.next_cursor
        assert seen == whole, limit
        assert pages == -(-len(names) // limit)
    # A search, by the trigram index (3 characters or more) and by the scan (fewer): the
    # same matches as the whole list's, in the same order, on pages.
    for query in ("berg", "BERG", "erg", "er", "e", "Émile", "émi", "zz", "nobody at all"):
        expected = [p.id for p in dossiers.patients(today=TODAY, query=query)]
        assert expected == [p.id for p in dossiers.patients(today=TODAY) if
                            query.lower() in p.full_name.lower()], query
        seen, after = [], None
        while True:
            page = dossiers.patient_page(today=TODAY, query=query, limit=2, after=after)
            seen += [p.id for p in page.patients]
            if page.next_cursor is None:
                break
            after = page.next_cursor
        assert seen == expected, query
    # Same name key: by id. Discharged Otto last.
    assert [p.full_name.lower() for p in dossiers.patient_page(today=TODAY, query="berg", limit=50).patients] == [
        "anna berg", "anna berg", "carla bergmann", "otto berger"]
    # A rename and a deletion are in the index at once.
    dossiers.update_patient(made[3].id, full_name="Bert Sonnenberg", now=NOW)
    assert made[3].id in [p.id for p in dossiers.patient_page(today=TODAY, query="sonnen", limit=5).patients]
    assert dossiers.patient_page(today=TODAY, query="zweig", limit=5).patients == []
    dossiers.delete_patient(made[6].id)
    assert [p.full_name for p in dossiers.patient_page(today=TODAY, query="bergm", limit=5).patients] == []
    # A cursor goes on from its place even when the patient it names is gone.
    first = dossiers.patient_page(today=TODAY, limit=3)
    dossiers.delete_patient(first.patients[-1].id)
    rest = dossiers.patient_page(today=TODAY, limit=1000, after=first.next_cursor)
    assert [p.id for p in first.patients[:2] + rest.patients] == [p.id for p in dossiers.patients(today=TODAY)]


def test_patient_page_refuses_bad_limits_and_cursors(session, anna):
    dossiers = session.dossiers
    before = dossiers.patients(today=TODAY)
    for limit in (0, -1, 1001, 2 ** 62):
        with pytest.raises(keepsake.InvalidArgumentError, match="limit"):
            dossiers.patient_page(today=TODAY, limit=limit)
    good = dossiers.patient_page(today=TODAY, limit=1).patients[0]
    for cursor in ("", "garbage", "0/00/" + anna.id + "/x", "2/61/" + anna.id, "0/6/" + anna.id,
                   "0/zz/" + anna.id, "0/61/not-a-uuid", "0/ff/" + anna.id):
        with pytest.raises(keepsake.InvalidArgumentError, match="cursor"):
            dossiers.patient_page(today=TODAY, limit=5, after=cursor)
    with pytest.raises(keepsake.InvalidArgumentError, match="too long"):
        dossiers.patient_page(today=TODAY, query="x" * 1001, limit=5)
    assert dossiers.patients(today=TODAY) == before and good == anna


def test_a_relatives_pages_hold_only_their_linked_patients(store, session, anna):
    dossiers = session.dossiers
    others = [dossiers.create_patient("Berta %d" % i, birth_date="1950-01-01",
                                      admitted_on="2026-11-02", now=NOW) for i in range(5)]
    session.accounts.create("ana", "ana-password", role="staff", now=NOW)
    with store.sign_in("ana", "ana-password", now=NOW) as staff:
        rudi = staff.accounts.create("rudi", "rudi-password", role="relative", now=NOW)
        staff.accounts.link(rudi.id, others[1].id, ends_on=None, now=NOW)
        staff.accounts.link(rudi.id, others[3].id, ends_on="2026-11-01", now=NOW)   # ended
        staff.accounts.link(rudi.id, anna.id, ends_on=None, now=NOW)
    with store.sign_in("rudi", "rudi-password", now=NOW) as relative:
        page = relative.dossiers.patient_page(today=TODAY, limit=1)
        assert [p.id for p in page.patients] == [anna.id]
        page = relative.dossiers.patient_page(today=TODAY, limit=1, after=page.next_cursor)
        assert [p.id for p in page.patients] == [others[1].id] and page.next_cursor is None
        assert [p.id for p in relative.dossiers.patient_page(today=TODAY, query="berta", limit=9).patients] == [others[1].id]
