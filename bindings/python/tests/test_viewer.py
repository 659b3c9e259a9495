"""Viewer bundles for relatives through the real library: the centre exports, a relative's
device opens, signs in again offline, and refuses tampered, stale and foreign bundles."""

from __future__ import annotations

import shutil

import pytest

import keepsake
from keepsake import _native
from conftest import NOW, PNG, RELATIVE_PASSWORD, STAFF_PASSWORD, TODAY, day

if not hasattr(_native.lib(), "ks_viewer_open"):
    pytest.skip("the library has no viewer bundles yet", allow_module_level=True)


#: The host key the centre's signing key is sealed under in these tests.
HOST_KEY = bytes(range(32))


@pytest.fixture
def centre_dir(tmp_path):
    """A centre store (closed): staff "ana", relative "rudi" linked to patient Anna until
    2026-12-31, with an action and a photo. Returns (path, patient, attachment)."""
    path = tmp_path / "centre"
    with keepsake.Store.open(path, create=True) as store:
        with store.owner_session() as owner:
            owner.accounts.create("ana", STAFF_PASSWORD, role="staff", now=NOW)
        with store.sign_in("ana", STAFF_PASSWORD, now=NOW) as staff:
            rudi = staff.accounts.create("rudi", RELATIVE_PASSWORD, role="relative", now=NOW)
            patient = staff.dossiers.create_patient("Anna Berg", birth_date="1950-04-02",
                                                    admitted_on="2026-11-02", now=NOW)
            staff.dossiers.record_action(patient.id, kind="therapy", title="Gait",
                                         occurred_at="2026-11-30T08:00:00Z", now=NOW)
            photo = staff.import_media_bytes(PNG, now=NOW)
            attachment = staff.dossiers.add_attachment(patient.id, photo.sha256, now=NOW)
            staff.accounts.link(rudi.id, patient.id, ends_on="2026-12-31", now=NOW)
    return path, patient, attachment


def export(store_path, patient, target, *, new_key=True):
    with keepsake.Store.open(store_path) as store, \
            store.sign_in("ana", STAFF_PASSWORD, now=NOW) as staff:
        store.set_host_key(HOST_KEY)
        if new_key:
            key = staff.viewer.create_centre_key(now=NOW)
            assert staff.viewer.centre_key() == key
        return staff.viewer.export_bundle(patient.id, target, today=TODAY, created=NOW)


def invitation(store_path) -> keepsake.Invitation:
    """rudi's invitation to the centre at `store_path` (its key must exist)."""
    with keepsake.Store.open(store_path) as store, \
            store.sign_in("ana", STAFF_PASSWORD, now=NOW) as staff:
        rudi = next(a for a in staff.accounts.list() if a.username == "rudi")
        return staff.viewer.invitation(rudi.id)


def trusting_device(path, store_path) -> keepsake.Store:
    """A device store at `path` that trusts the centre at `store_path`."""
    device = keepsake.Store.open(path, create=True)
    device.trust_invitation(invitation(store_path).text, now=NOW)
    return device


def test_a_device_opens_only_what_an_invited_centre_signed(centre_dir, tmp_path):
    path, patient, _ = centre_dir
    bundle = export(path, patient, tmp_path / "anna.ksview")
    invited = invitation(path)
    assert invited.text.startswith("keepsake:invite?v=1&key=" + invited.public_key)
    assert invited.username == "rudi" and invited.fingerprint.count("-") == 7
    with keepsake.Store.open(tmp_path / "device", create=True) as device:
        with pytest.raises(keepsake.KeyMismatchError):
            device.open_viewer(bundle.path, "rudi", RELATIVE_PASSWORD, today=TODAY, now=NOW)
        assert device.viewer_dossiers() == []
        with pytest.raises(keepsake.InvalidArgumentError):
            device.trust_invitation("keepsake:invite?v=1&user=rudi", now=NOW)
        centre = device.trust_invitation(invited.text, now=NOW)
        assert device.trusted_centres() == [centre] and centre.public_key == invited.public_key
        device.open_viewer(bundle.path, "rudi", RELATIVE_PASSWORD, today=TODAY, now=NOW).close()
        gone = device.forget_centre(centre.public_key)
        assert gone.dossiers == [patient.id]
        assert device.viewer_dossiers() == [] and device.trusted_centres() == []
        with pytest.raises(keepsake.KeyMismatchError):
            device.open_viewer(bundle.path, "rudi", RELATIVE_PASSWORD, today=TODAY, now=NOW)
        with pytest.raises(keepsake.NotFoundError):
            device.forget_centre(centre.public_key)


def test_centre_key_and_export(centre_dir, tmp_path):
    path, patient, _ = centre_dir
    with keepsake.Store.open(path) as store, \
            store.sign_in("ana", STAFF_PASSWORD, now=NOW) as staff:
        with pytest.raises(keepsake.NotFoundError):
            staff.viewer.centre_key()
        # The secret key is kept sealed under the host's key (FORMAT.md 9.2).
        with pytest.raises(keepsake.PermissionDeniedError, match="host"):
            staff.viewer.create_centre_key(now=NOW)
        for bad in (b"short", "x" * 32, HOST_KEY + b"!"):
            with pytest.raises(ValueError):
                store.set_host_key(bad)  # type: ignore[arg-type]
        store.set_host_key(HOST_KEY)
        key = staff.viewer.create_centre_key(now=NOW)
        assert len(key.public_key) == 64 and key.fingerprint.count("-") == 3
        with pytest.raises(keepsake.AlreadyExistsError):
            staff.viewer.create_centre_key(now=NOW)
        first = staff.viewer.export_bundle(patient.id, tmp_path / "one.ksview", today=TODAY,
                                           created=NOW)
        second = staff.viewer.export_bundle(patient.id, tmp_path / "two.ksview", today=TODAY,
                                            created=NOW)
    assert (first.revision, second.revision) == (1, 2)
    # Another open: no host key, no signature; a wrong one changes nothing; then the right one.
    with keepsake.Store.open(path) as store, \
            store.sign_in("ana", STAFF_PASSWORD, now=NOW) as staff:
        with pytest.raises(keepsake.PermissionDeniedError, match="set_host_key"):
            staff.viewer.export_bundle(patient.id, tmp_path / "three.ksview", today=TODAY, created=NOW)
        with pytest.raises(keepsake.AuthFailedError, match="does not open"):
            store.set_host_key(bytes(32))
        with pytest.raises(keepsake.PermissionDeniedError):
            staff.viewer.export_bundle(patient.id, tmp_path / "three.ksview", today=TODAY, created=NOW)
        assert not (tmp_path / "three.ksview").exists()
        store.set_host_key(HOST_KEY)
        assert staff.viewer.export_bundle(patient.id, tmp_path / "three.ksview", today=TODAY,
                                          created=NOW).revision == 3
    assert first.recipients == 1 and first.without_key == [] and first.key_id == key.key_id
    plain = keepsake.verify_viewer_bundle(first.path, today=TODAY)
    assert plain.decrypted is False and plain.revision == 1
    full = keepsake.verify_viewer_bundle(first.path, username="rudi",
                                         password=RELATIVE_PASSWORD, today=TODAY)
    assert full.decrypted is True and full.dossier_id == first.dossier_id


def test_device_opens_reads_and_refuses_changes(centre_dir, tmp_path):
    path, patient, attachment = centre_dir
    bundle = export(path, patient, tmp_path / "anna.ksview")
    with trusting_device(tmp_path / "device", path) as device:
        with device.open_viewer(bundle.path, "rudi", RELATIVE_PASSWORD, today=TODAY,
                                now=NOW) as viewer:
            assert viewer.opened.pin == "new" and viewer.opened.revision == 1
            assert viewer.info().role is keepsake.Role.RELATIVE
            assert viewer.dossiers.patient(patient.id, today=TODAY).full_name == "Anna Berg"
            assert [a.title for a in viewer.dossiers.timeline(patient.id, today=TODAY)] == [
                "Gait"]
            assert viewer.dossiers.read_attachment(attachment.id, 8, 16, today=TODAY) == \
                PNG[8:24]
            with pytest.raises(keepsake.ReadOnlyError) as caught:
                viewer.dossiers.update_patient(patient.id, notes="changed", now=NOW)
            assert caught.value.status is keepsake.Status.READ_ONLY
        kept = device.viewer_dossiers()
        assert [(d.username, d.revision, d.ends_on) for d in kept] == [
            ("rudi", 1, day("2026-12-31"))]
        with device.viewer_sign_in(kept[0].dossier_id, "rudi", RELATIVE_PASSWORD,
                                   today=TODAY) as again:
            assert again.dossiers.patients(today=TODAY)[0].id == patient.id
        with pytest.raises(keepsake.PermissionDeniedError):
            device.viewer_sign_in(kept[0].dossier_id, "rudi", RELATIVE_PASSWORD,
                                  today="2027-01-01")


def test_wrong_password_is_refused_without_revealing_it(centre_dir, tmp_path):
    path, patient, _ = centre_dir
    bundle = export(path, patient, tmp_path / "anna.ksview")
    secret = "Not-Rudis-Password-9"
    with trusting_device(tmp_path / "device", path) as device:
        with pytest.raises(keepsake.AuthFailedError) as caught:
            device.open_viewer(bundle.path, "rudi", secret, today=TODAY, now=NOW)
        assert secret not in str(caught.value) and secret not in repr(caught.value)
        assert device.viewer_dossiers() == []
    with pytest.raises(keepsake.AuthFailedError):
        keepsake.verify_viewer_bundle(bundle.path, username="rudi", password=secret,
                                      today=TODAY)


def test_stale_and_foreign_bundles_are_refused(centre_dir, tmp_path):
    path, patient, _ = centre_dir
    shutil.copytree(path, tmp_path / "impostor")           # the same dossier, another key
    first = export(path, patient, tmp_path / "r1.ksview")
    second = export(path, patient, tmp_path / "r2.ksview", new_key=False)
    foreign = export(tmp_path / "impostor", patient, tmp_path / "x.ksview")
    with trusting_device(tmp_path / "device", path) as device:
        # Trusted too, the impostor's key still cannot replace the dossier its pin names.
        device.trust_invitation(invitation(tmp_path / "impostor").text, now=NOW)
        with device.open_viewer(second.path, "rudi", RELATIVE_PASSWORD, today=TODAY,
                                now=NOW) as viewer:
            assert viewer.opened.revision == 2
        with pytest.raises(keepsake.StaleRevisionError) as stale:
            device.open_viewer(first.path, "rudi", RELATIVE_PASSWORD, today=TODAY, now=NOW)
        assert stale.value.status is keepsake.Status.STALE_REVISION
        with pytest.raises(keepsake.KeyMismatchError) as mismatch:
            device.open_viewer(foreign.path, "rudi", RELATIVE_PASSWORD, today=TODAY, now=NOW)
        assert mismatch.value.status is keepsake.Status.KEY_MISMATCH
        assert device.viewer_dossiers()[0].revision == 2
    damaged = tmp_path / "damaged.ksview"
    data = bytearray(open(second.path, "rb").read())
    data[len(data) // 2] ^= 0xFF
    damaged.write_bytes(bytes(data))
    with pytest.raises(keepsake.InvalidBundleError) as caught:
        keepsake.verify_viewer_bundle(damaged, today=TODAY)
    assert caught.value.reason


def test_relative_may_not_export_viewer_bundles(centre):
    with pytest.raises(keepsake.PermissionDeniedError):
        centre.relative.viewer.create_centre_key(now=NOW)
    with pytest.raises(keepsake.PermissionDeniedError):
        centre.relative.viewer.export_bundle(centre.patient.id, "/nonexistent/x.ksview",
                                             today=TODAY, created=NOW)


def test_the_opener_decides_who_may_open(centre_dir, tmp_path):
    path, patient, _ = centre_dir
    bundle = export(path, patient, tmp_path / "anna.ksview")
    with keepsake.Store.open(path) as centre:
        with centre.sign_in("ana", STAFF_PASSWORD, now=NOW) as staff, \
                pytest.raises(keepsake.PermissionDeniedError):
            centre.open_viewer(bundle.path, "rudi", RELATIVE_PASSWORD, today=TODAY, now=NOW,
                               opener=staff)
        with pytest.raises(keepsake.AuthFailedError):       # no implicit owner once accounts exist
            centre.open_viewer(bundle.path, "rudi", RELATIVE_PASSWORD, today=TODAY, now=NOW)
    with trusting_device(tmp_path / "device", path) as device, \
            device.owner_session() as owner:
        with device.open_viewer(bundle.path, "rudi", RELATIVE_PASSWORD, today=TODAY, now=NOW,
                                opener=owner) as viewer:
            assert viewer.opened is not None and viewer.opened.pin is keepsake.Pin.NEW
        assert not owner.closed                              # the caller's session stays open
