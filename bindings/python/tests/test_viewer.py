"""Viewer bundles for relatives through the real library: the centre exports, a relative's
device opens, signs in again offline, and refuses tampered, stale and foreign bundles."""

from __future__ import annotations

import shutil

import pytest

import keepsake
from keepsake import _native
from keepsake.records import parse_instant
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


def invitation(store_path, **options) -> keepsake.Invitation:
    """rudi's invitation to the centre at `store_path` (its key must exist)."""
    with keepsake.Store.open(store_path) as store, \
            store.sign_in("ana", STAFF_PASSWORD, now=NOW) as staff:
        rudi = next(a for a in staff.accounts.list() if a.username == "rudi")
        return staff.viewer.invitation(rudi.id, **options)


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


def test_an_invitation_with_a_minimum_revision_and_a_feed(centre_dir, tmp_path):
    path, patient, _ = centre_dir
    first = export(path, patient, tmp_path / "one.ksview")
    second = export(path, patient, tmp_path / "two.ksview", new_key=False)
    invited = invitation(path, min_revision=2, feed_url="https://centre.example/feed")
    assert invited.text.endswith("&user=rudi&min=2&feed=https%3A%2F%2Fcentre.example%2Ffeed")
    assert (invited.min_revision, invited.feed_url) == (2, "https://centre.example/feed")
    assert invitation(path).min_revision is None and invitation(path).feed_url is None
    with pytest.raises(keepsake.InvalidArgumentError):
        invitation(path, feed_url="ftp://centre.example/feed")
    with pytest.raises(keepsake.InvalidArgumentError):
        invitation(path, min_revision=-1)
    with keepsake.Store.open(tmp_path / "device", create=True) as device:
        centre = device.trust_invitation(invited.text, now=NOW)
        assert (centre.min_revision, centre.feed_url) == (2, "https://centre.example/feed")
        assert device.trusted_centres() == [centre]
        with pytest.raises(keepsake.StaleRevisionError):
            device.open_viewer(first.path, "rudi", RELATIVE_PASSWORD, today=TODAY, now=NOW)
        assert device.viewer_dossiers() == []
        viewer = device.open_viewer(second.path, "rudi", RELATIVE_PASSWORD, today=TODAY, now=NOW)
        assert viewer.opened is not None and viewer.opened.revision == 2
        assert viewer.opened.created == parse_instant(NOW)  # as of the bundle's creation
        assert viewer.opened.raw["created"] == NOW and viewer.opened.fingerprint == centre.fingerprint
        viewer.close()
        dossier = device.viewer_dossiers()[0]
        assert dossier.revision == 2 and dossier.fingerprint == centre.fingerprint


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
        assert len(key.public_key) == 64 and key.fingerprint.count("-") == 7
        assert key.fingerprint.replace("-", "")[:16] == key.key_id and len(key.fingerprint) == 39
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


# Issue 33 §3, FORMAT 4.0 (R55): a reader refuses a recipient entry whose Argon2id parameters
# are below the writers' (opslimit 2, memlimit 64 MiB) with `weak-kdf`, before deriving anything.
# The bundle: a genuine export whose one entry (rudi's) is derived and sealed again at other
# parameters, bound to and signed by a key the device trusts from an invitation; every other
# byte as the centre wrote it (the manifest keeps its tar blocks, so the tar is patched in place).
# The same rebuild at the writers' parameters opens, so the weak ones break exactly this rule.

def _sodium():
    import ctypes
    import ctypes.util
    na = ctypes.CDLL(ctypes.util.find_library("sodium") or "libsodium.so.23")
    assert na.sodium_init() >= 0
    return ctypes, na


def _rebuilt_with_rudi_at(source, target, ops, mem, salt):
    import hashlib
    import json
    ctypes, na = _sodium()
    canon = lambda o: json.dumps(o, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode()

    def derive(s, o, m):
        data = b"keepsake-viewer-key-v1\nrudi\n" + RELATIVE_PASSWORD.encode()
        seed, pk, sk = (ctypes.create_string_buffer(n) for n in (32, 32, 32))
        assert na.crypto_pwhash(seed, ctypes.c_ulonglong(32), data, ctypes.c_ulonglong(len(data)), s,
                                ctypes.c_ulonglong(o), ctypes.c_size_t(m), 2) == 0
        assert na.crypto_box_seed_keypair(pk, sk, seed.raw) == 0
        return pk.raw, sk.raw

    recipient_id = lambda pk: hashlib.sha256(b"keepsake-viewer-recipient-v2\n" + pk).hexdigest()[:32]
    raw = bytearray(open(source, "rb").read())
    size = int(raw[124:135], 8)
    manifest = json.loads(raw[512:512 + size])
    (entry,) = manifest["recipients"]
    pk, sk = derive(bytes.fromhex(entry["salt"]), entry["opslimit"], entry["memlimit"])
    assert entry["id"] == recipient_id(pk)
    opened = ctypes.create_string_buffer(64)
    sealed = bytes.fromhex(entry["sealed_key"])
    assert na.crypto_box_seal_open(opened, sealed, ctypes.c_ulonglong(len(sealed)), pk, sk) == 0
    signer_pk, signer_sk = ctypes.create_string_buffer(32), ctypes.create_string_buffer(64)
    assert na.crypto_sign_seed_keypair(signer_pk, signer_sk, b"\x09" * 32) == 0
    bound = hashlib.sha256(b"keepsake-viewer-binding-v1\n" + signer_pk.raw
                           + ("%s\n%d" % (manifest["dossier_id"], manifest["revision"])).encode()).digest()
    new_pk, _ = derive(salt, ops, mem)
    message = opened.raw[:32] + bound
    resealed = ctypes.create_string_buffer(112)
    assert na.crypto_box_seal(resealed, message, ctypes.c_ulonglong(64), new_pk) == 0
    manifest["recipients"] = [dict(entry, id=recipient_id(new_pk), salt=salt.hex(), opslimit=ops, memlimit=mem,
                                   sealed_key=resealed.raw.hex())]
    manifest["public_key"], manifest["key_id"] = signer_pk.raw.hex(), hashlib.sha256(signer_pk.raw).hexdigest()[:16]
    body = canon({k: v for k, v in manifest.items() if k not in ("digest", "signature")})
    signature = ctypes.create_string_buffer(64)
    signed = b"keepsake-viewer-manifest-v2\n" + body
    assert na.crypto_sign_detached(signature, None, signed, ctypes.c_ulonglong(len(signed)), signer_sk) == 0
    manifest["signature"] = signature.raw.hex()
    manifest["digest"] = hashlib.sha256(canon({k: v for k, v in manifest.items() if k != "digest"})).hexdigest()
    patched = canon(manifest)
    blocks = -(-size // 512) * 512
    assert len(patched) <= blocks, "the manifest keeps its blocks"
    raw[512:512 + blocks] = patched + bytes(blocks - len(patched))
    raw[124:136] = b"%011o\0" % len(patched)        # the manifest's size, and its header's checksum
    raw[148:156] = b" " * 8
    raw[148:156] = b"%06o\0 " % sum(raw[:512])
    target.write_bytes(bytes(raw))
    return "keepsake:invite?v=1&key=%s&user=rudi" % signer_pk.raw.hex()


@pytest.mark.parametrize("ops,mem,opens", [(2, 64 << 20, True), (1, 64 << 20, False), (2, (64 << 20) - 1024, False),
                                           (1, 8192, False)])
def test_an_entry_below_the_writers_argon2id_parameters_is_refused(centre_dir, tmp_path, ops, mem, opens):
    path, patient, _ = centre_dir
    genuine = export(path, patient, tmp_path / "anna.ksview")
    rebuilt = tmp_path / "rebuilt.ksview"
    invitation_text = _rebuilt_with_rudi_at(genuine.path, rebuilt, ops, mem, b"\x5c" * 16)
    keepsake.verify_bundle(rebuilt)
    with keepsake.Store.open(tmp_path / "device", create=True) as device:
        device.trust_invitation(invitation_text, now=NOW)
        if opens:
            device.open_viewer(rebuilt, "rudi", RELATIVE_PASSWORD, today=TODAY, now=NOW).close()
            assert [d.dossier_id for d in device.viewer_dossiers()] == [patient.id]
            return
        for password in (RELATIVE_PASSWORD, "not-the-password"):
            with pytest.raises(keepsake.InvalidBundleError) as refused:
                device.open_viewer(rebuilt, "rudi", password, today=TODAY, now=NOW)
            assert refused.value.reason == "weak-kdf"
            assert "opslimit %d and memlimit %d" % (ops, mem) in refused.value.message
            with pytest.raises(keepsake.InvalidBundleError) as refused:
                keepsake.verify_viewer_bundle(rebuilt, username="rudi", password=password, today=TODAY)
            assert refused.value.reason == "weak-kdf"
        assert device.viewer_dossiers() == []
        assert keepsake.verify_viewer_bundle(rebuilt, today=TODAY).decrypted is False
