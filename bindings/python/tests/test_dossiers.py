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
