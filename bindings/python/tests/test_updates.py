"""Update bundles (FORMAT.md section 16) through the binding and the C ABI: `base` and
`base_revision` in ks_export_options, BaseMissingError (KS_ERR_BASE_MISSING) for a store
without the base, and the same store as the full bundle gives."""

from __future__ import annotations

import json

import pytest

import keepsake
from keepsake import _native
from conftest import JPEG, NOW, PDF, PNG, RELATIVE_PASSWORD, STAFF_PASSWORD, TODAY

LATER = "2026-11-30T18:00:00Z"


def members(path) -> list:
    return [m["sha256"] for m in json.loads(keepsake.dump_bundle(path))["media"]]


def archive_dump(session, path) -> dict:
    session.export_bundle(path, created=NOW)
    dump = json.loads(keepsake.dump_bundle(path))
    return dump


def test_status_and_options_version():
    assert keepsake.status_name(-22) == "KS_ERR_BASE_MISSING"
    assert _native.KS_EXPORT_OPTIONS_VERSION == 2
    assert issubclass(keepsake.BaseMissingError, keepsake.KeepsakeError)


def test_dossier_update_applies_as_the_full_bundle(tmp_path):
    with keepsake.Store.open(tmp_path / "centre", create=True) as store, store.owner_session() as s:
        patient = s.dossiers.create_patient("Anna Berg", birth_date="1950-04-02", admitted_on="2026-11-02", now=NOW)
        old = s.import_media_bytes(PNG, now=NOW)
        s.dossiers.add_attachment(patient.id, old.sha256, now=NOW)
        base = s.dossiers.export_bundle(patient.id, tmp_path / "base.keepsake", created=NOW)
        s.dossiers.record_action(patient.id, kind="note", title="Later", occurred_at=LATER, now=LATER)
        new = s.import_media_bytes(JPEG, now=LATER)
        s.dossiers.add_attachment(patient.id, new.sha256, now=LATER)
        update = s.dossiers.export_bundle(patient.id, tmp_path / "update.keepsake", created=LATER,
                                          base=base.path)
        full = s.dossiers.export_bundle(patient.id, tmp_path / "full.keepsake", created=LATER)
    dump = json.loads(keepsake.dump_bundle(update.path))
    assert members(update.path) == [new.sha256] and len(dump["tables"]["media"]) == 2
    assert dump["base"] == keepsake.inspect_bundle(base.path).manifest.raw["digest"]
    assert update.size < full.size

    with keepsake.Store.open(tmp_path / "a", create=True) as a, a.owner_session() as sa, \
            keepsake.Store.open(tmp_path / "b", create=True) as b, b.owner_session() as sb:
        sa.import_bundle(base.path)
        sa.import_bundle(update.path)
        sb.import_bundle(base.path)
        sb.import_bundle(full.path)
        assert archive_dump(sa, tmp_path / "a.keepsake") == archive_dump(sb, tmp_path / "b.keepsake")

    with keepsake.Store.open(tmp_path / "stranger", create=True) as c, c.owner_session() as sc:
        with pytest.raises(keepsake.BaseMissingError) as refused:
            sc.import_bundle(update.path)
        assert refused.value.status == -22 and "[base-missing]" in str(refused.value)
        assert sc.media_list() == []
        assert sc.dossiers.patients(today=TODAY) == []


def test_viewer_update_and_device_without_base(tmp_path):
    with keepsake.Store.open(tmp_path / "centre", create=True) as store:
        with store.owner_session() as owner:
            owner.accounts.create("ana", STAFF_PASSWORD, role="staff", now=NOW)
        with store.sign_in("ana", STAFF_PASSWORD, now=NOW) as staff:
            rudi = staff.accounts.create("rudi", RELATIVE_PASSWORD, role="relative", now=NOW)
            patient = staff.dossiers.create_patient("Anna Berg", birth_date="1950-04-02",
                                                    admitted_on="2026-11-02", now=NOW)
            staff.accounts.link(rudi.id, patient.id, ends_on=None, now=NOW)
            store.set_host_key(bytes(range(32)))
            staff.viewer.create_centre_key(now=NOW)
            invited = staff.viewer.invitation(rudi.id).text
            staff.dossiers.add_attachment(patient.id, staff.import_media_bytes(PNG, now=NOW).sha256, now=NOW)
            first = staff.viewer.export_bundle(patient.id, tmp_path / "v1.keepsake", today=TODAY, created=NOW)
            staff.dossiers.add_attachment(patient.id, staff.import_media_bytes(PDF, now=NOW).sha256, now=NOW)
            second = staff.viewer.export_bundle(patient.id, tmp_path / "v2.keepsake", today=TODAY, created=NOW,
                                                base_revision=first.revision)
    assert second.members == 3            # manifest, sealed database, the one new medium
    with keepsake.Store.open(tmp_path / "fresh", create=True) as fresh:
        fresh.trust_invitation(invited, now=NOW)
        with pytest.raises(keepsake.BaseMissingError):
            fresh.open_viewer(second.path, "rudi", RELATIVE_PASSWORD, today=TODAY, now=NOW)
        assert fresh.viewer_dossiers() == []
    with keepsake.Store.open(tmp_path / "device", create=True) as device:
        device.trust_invitation(invited, now=NOW)
        device.open_viewer(first.path, "rudi", RELATIVE_PASSWORD, today=TODAY, now=NOW).close()
        with device.open_viewer(second.path, "rudi", RELATIVE_PASSWORD, today=TODAY, now=NOW) as viewer:
            assert len(viewer.dossiers.attachments(patient.id, today=TODAY)) == 2
        assert device.viewer_dossiers()[0].revision == 2
