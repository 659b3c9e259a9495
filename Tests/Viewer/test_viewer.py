#!/usr/bin/env python3
"""Viewer bundles for relatives (FORMAT.md section 15, issue 10) through the C ABI.

A centre exports a viewer bundle of one patient; a relative's device opens it. Checked: the
manifest and its signature (R52, R53); an independent reader (sodium.py, written from
FORMAT.md) opens the content key and every member (R54–R56); the bundle's bytes hold none of
the patient's name, notes or media in the clear; what relatives see (R57); every refusal the
issue lists, each with its own status and message, and each leaving the device's store
byte-for-byte as it was: wrong password, unknown username, ended link, a changed byte in every
region (manifest, signature, each member's header and body, tar headers), a truncated file, a
member swapped from another bundle, another signing key, an older revision (R58); the viewer
session reads through the staff calls and every mutating call returns KS_ERR_READ_ONLY.
Usage: test_viewer.py LIBKEEPSAKE_SO
"""
import ctypes
import hashlib
import json
import os
import shutil
import sqlite3
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Support"))
import sodium  # noqa: E402
import kstest  # noqa: E402
from kstest import P, S  # noqa: E402

lib = kstest.load(sys.argv[1])
T = kstest.Harness(lib)
check, message, take = T.check, T.message, T.take
KS = {"OK": 0, "INVALID_ARGUMENT": -1, "NOT_FOUND": -2, "ALREADY_EXISTS": -3, "PERMISSION_DENIED": -4, "READ_ONLY": -5,
      "INVALID_BUNDLE": -6, "AUTH_FAILED": -10, "LIMIT_EXCEEDED": -11, "KEY_MISMATCH": -17, "STALE_REVISION": -18, "BASE_MISSING": -22}


def call_json(name, *args):
    rc, text = T.call_text(getattr(lib, name), *args)
    return rc, (json.loads(text) if text is not None else None)


class ExportOptions(ctypes.Structure):
    _fields_ = [("version", ctypes.c_uint32), ("created", S), ("progress", P), ("payload", P)]


NOW, TODAY = b"2026-11-30T09:00:00Z", b"2026-11-30"
work = tempfile.mkdtemp(prefix="keepsake-viewer-")
centre_dir = os.path.join(work, "centre").encode()
device_dir = os.path.join(work, "device").encode()
lib.ks_viewer_open.argtypes = [ctypes.POINTER(P), ctypes.POINTER(P), P, S, S, S, P, S, S]
lib.ks_viewer_sign_in.argtypes = [ctypes.POINTER(P), P, S, S, S, S]
lib.ks_viewer_verify.argtypes = [ctypes.POINTER(P), S, S, S, P, S]
lib.ks_viewer_export_bundle.argtypes = [ctypes.POINTER(P), P, S, S, P, S]
lib.ks_bundle_verify.argtypes = [S, P]


def open_store(path):
    h = P()
    assert lib.ks_store_open(ctypes.byref(h), path, 1) == 0, message()
    kstest.give_host_key(lib, h)
    return h


def make(name, session, *args):
    rc, value = call_json(name, session, *args)
    check(f"centre: {name}", rc == 0, message())
    return value


# --- The centre: staff "ana"; relatives rudi and vera linked to the patient, mara not.
centre = open_store(centre_dir)
owner = P()
assert lib.ks_session_open_owner(ctypes.byref(owner), centre) == 0
make("ks_account_create", owner, b'{"username":"ana","role":"staff"}', b"staff-password", NOW)
lib.ks_session_close(owner)
staff, token = P(), P()
assert lib.ks_session_sign_in(ctypes.byref(staff), ctypes.byref(token), centre, b"ana", b"staff-password", 0, NOW) == 0
rc, _ = call_json("ks_centre_key_get", staff)
check("no centre key yet", rc == KS["NOT_FOUND"], message())
key = make("ks_centre_key_create", staff, NOW)
check("R72: the key's fingerprint is 128 bits of SHA-256 in eight groups, the key id its first 64",
      len(key["fingerprint"]) == 39 and key["fingerprint"].replace("-", "") == sodium.fingerprint(bytes.fromhex(key["public_key"])).replace("-", "")
      and key["fingerprint"].replace("-", "").startswith(key["key_id"]), key)
check("key id is the public key's SHA-256 prefix", key["key_id"] == sodium.key_id(bytes.fromhex(key["public_key"])), key)
rc, _ = call_json("ks_centre_key_create", staff, NOW)
check("a second centre key is refused", rc == KS["ALREADY_EXISTS"], message())
rudi = make("ks_account_create", staff, b'{"username":"Rudi","role":"relative"}', b"rudi-password", NOW)["id"].encode()
vera = make("ks_account_create", staff, b'{"username":"vera","role":"relative"}', b"vera-password", NOW)["id"].encode()
make("ks_account_create", staff, b'{"username":"mara","role":"relative"}', b"mara-password", NOW)
NAME, NOTES = "Annemarie Quellhorst", "Allergic to penicillin; prefers the window seat"
patient = make("ks_patient_create", staff, json.dumps({"full_name": NAME, "birth_date": "1950-04-02", "admitted_on": "2026-11-02",
                                                       "notes": NOTES, "diagnosis": "Stroke rehabilitation"}).encode(), NOW)
PID = patient["id"].encode()
other = make("ks_patient_create", staff, b'{"full_name":"Otto Nebenbett","birth_date":"1940-01-01","admitted_on":"2026-11-01"}', NOW)
ACTION = b'{"occurred_at":"2026-11-29T10:00:00Z","kind":"therapy","title":"Gait training","details":"walked 20 m"}'
a1 = make("ks_dossier_action_record", staff, PID, ACTION, NOW)["id"].encode()
make("ks_dossier_action_edit", staff, a1, ACTION.replace(b"20 m", b"25 m"), b"2026-11-30T09:01:00Z")
a2 = make("ks_dossier_action_record", staff, PID, b'{"occurred_at":"2026-11-28T10:00:00Z","kind":"note","title":"Mistaken note"}', NOW)["id"].encode()
photo = b"\xff\xd8\xff\xe0" + os.urandom(3000)
video = b"\x00\x00\x00\x18ftypisom" + os.urandom(200_000)     # four chunks
hidden = b"\x89PNG\r\n\x1a\n" + os.urandom(500)
media = {}
for name, data in [("photo", photo), ("video", video), ("hidden", hidden)]:
    path = os.path.join(work, name).encode()
    open(path, "wb").write(data)
    media[name] = make("ks_media_import_file", staff, path, NOW)["sha256"].encode()
t_photo = make("ks_dossier_attachment_add", staff, PID, None, media["photo"], b'{"caption":"First steps"}', NOW)["id"].encode()
t_video = make("ks_dossier_attachment_add", staff, PID, a1, media["video"], None, NOW)["id"].encode()
make("ks_dossier_attachment_add", staff, PID, a2, media["hidden"], None, NOW)
make("ks_dossier_action_delete", staff, a2, b"2026-11-30T09:02:00Z")
check("link rudi", lib.ks_relative_link(staff, rudi, PID, b"2026-12-31", NOW) == 0, message())
check("link vera", lib.ks_relative_link(staff, vera, PID, None, NOW) == 0, message())
export_options = ExportOptions(1, NOW, None, None)


def export(path, today=TODAY):
    out = P()
    rc = lib.ks_viewer_export_bundle(ctypes.byref(out), staff, PID, path, ctypes.byref(export_options), today)
    return rc, (json.loads(take(out)) if rc == 0 else None)


b1 = os.path.join(work, "v1.keepsake").encode()
rc, result = export(b1)
check("staff export a viewer bundle", rc == 0, message())
check("two recipients, revision 1", result and result["recipients"] == 2 and result["revision"] == 1 and result["without_key"] == [], result)
raw = open(b1, "rb").read()


def members(data):
    """(name, header offset, data offset, size) of every tar member."""
    out, pos = [], 0
    while data[pos:pos + 512].strip(b"\0"):
        name = data[pos:pos + 100].rstrip(b"\0").decode()
        size = int(data[pos + 124:pos + 135], 8)
        out.append((name, pos, pos + 512, size))
        pos += 512 + (size + 511) // 512 * 512
    return out


tar = members(raw)
manifest_bytes = raw[tar[0][2]:tar[0][2] + tar[0][3]]
manifest = json.loads(manifest_bytes)
check("R52: access viewer, kind dossier, version 3", (manifest["access"], manifest["kind"], manifest["format_version"]) == ("viewer", "dossier", 3))
check("R52: manifest keys", sorted(manifest) == sorted(["access", "created", "digest", "dossier_id", "format", "format_version", "generator", "key_check",
                                                         "key_id", "kind", "members", "public_key", "recipients", "revision", "signature"]), sorted(manifest))
check("R52: dossier id and key", manifest["dossier_id"] == PID.decode() and manifest["public_key"] == key["public_key"])
body = {k: v for k, v in manifest.items() if k not in ("digest", "signature")}
canon = lambda o: json.dumps(o, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode()
check("R53: the signature covers the manifest without digest and signature",
      sodium.verify(bytes.fromhex(manifest["signature"]), b"keepsake-viewer-manifest-v2\n" + canon(body), bytes.fromhex(manifest["public_key"])))
check("R20: the digest covers the signature", manifest["digest"] == hashlib.sha256(canon({k: v for k, v in manifest.items() if k != "digest"})).hexdigest())
check("R52: member hashes are of the bytes in the tar",
      all(hashlib.sha256(raw[d:d + s]).hexdigest() == m["sha256"] for (n, h, d, s), m in zip(tar[1:], manifest["members"])))
check("three members: the database, the photo and the video (not the deleted action's file)", len(tar) == 4, [t[0] for t in tar])
for secret in [NAME.encode(), NOTES.encode(), b"Gait training", b"First steps", b"rudi", b"Rudi", b"vera",
               media["photo"], media["video"]] + [d[i:i + 32] for d in (photo, video) for i in range(0, len(d) - 32, 997)]:
    if secret in raw:
        check("the bundle holds no secret in the clear", False, secret[:40])
        break
else:
    check("the bundle holds none of the patient's name, notes, titles, usernames, media or media hashes in the clear", True)

# The independent reader: rudi's key from FORMAT.md, the content key, every member.
# R54: the id is of the public key, so each entry's salt is tried until one's id matches.
rec, pk, sk = [], None, None
for r in manifest["recipients"]:
    _, pk, sk = sodium.derive("rudi", b"rudi-password", bytes.fromhex(r["salt"]), r["opslimit"], r["memlimit"])
    if r["id"] == sodium.recipient_id(pk):
        rec = [r]
        break
check("R54: rudi finds his entry by the id of his derived public key", len(rec) == 1, manifest["recipients"])
check("R54: no entry's id is computable from a username and salt alone (the v1 scheme)",
      not any(r["id"] == hashlib.sha256(b"keepsake-viewer-recipient-v1\n" + bytes.fromhex(r["salt"]) + u).hexdigest()[:32]
              for r in manifest["recipients"] for u in (b"rudi", b"vera")))
wrapped = sodium.seal_open(bytes.fromhex(rec[0]["sealed_key"]), pk, sk)
check("R54: the sealed key opens with rudi's derived pair", wrapped is not None)
content_key, rudi_pk = wrapped[:32], pk
check("R54: K is sealed bound to the centre's key, the dossier and the revision",
      wrapped[32:] == sodium.binding(bytes.fromhex(manifest["public_key"]), PID.decode(), 1))
check("R53: the signed key_check is K's", manifest["key_check"] == sodium.key_check(content_key))
db_plain = sodium.open_member(raw[tar[1][2]:tar[1][2] + tar[1][3]], content_key, sodium.member_ad(PID.decode(), 1, "keepsake.db"))
check("R56: the database decrypts to SQLite", db_plain.startswith(b"SQLite format 3\0"))
plains = {hashlib.sha256(sodium.open_member(raw[d:d + s], content_key, sodium.member_ad(PID.decode(), 1, "media"))).hexdigest()
          for (_, _, d, s) in tar[2:]}
check("R56: the media decrypt to the attached files", plains == {media["photo"].decode(), media["video"].decode()})
check("R56: sealed sizes", all(s == 24 + 17 * max(1, -(-p // 65536)) + p for (_, _, _, s), p in
                               zip(sorted(tar[2:], key=lambda t: t[3]), sorted([len(photo), len(video)]))))
dbfile = os.path.join(work, "plain.db")
open(dbfile, "wb").write(db_plain)
db = sqlite3.connect(dbfile)
rows = db.execute("SELECT id, version, deleted, changed_by, details FROM dossier_actions").fetchall()
check("R57: one current version per undeleted action, no staff account id", rows == [(a1.decode(), 1, 0, None, "walked 25 m")], rows)
check("R57: one patient, no other", db.execute("SELECT id FROM patients").fetchall() == [(PID.decode(),)])
check("R57: attachments without staff ids", db.execute("SELECT count(*) FROM dossier_attachments WHERE attached_by IS NULL").fetchone() == (2,))
# R57 (FORMAT 2.2): ana's display name is her username (none was given), so it travels as "staff".
names = {r[0] for r in db.execute("SELECT changed_by_name FROM dossier_actions UNION SELECT attached_by_name FROM dossier_attachments")}
check("R57: a shown name that is a username travels as 'staff'", names == {"staff"}, names)
check("R57: no username of the centre is in the plaintext database", b"ana" not in db_plain.replace(b"Annemarie", b""), None)
db.close()

# Keyless checks and refusals of the generic calls.
check("ks_bundle_verify checks a viewer bundle without keys", lib.ks_bundle_verify(b1, None) == 0, message())
rc, info = call_json("ks_viewer_verify", b1, None, None, None, TODAY)
check("ks_viewer_verify without credentials", rc == 0 and info["decrypted"] is False and info["revision"] == 1, message())
rc, info = call_json("ks_viewer_verify", b1, b"vera", b"vera-password", None, TODAY)
check("ks_viewer_verify with credentials decrypts", rc == 0 and info["decrypted"] is True, message())
lib.ks_bundle_dump.argtypes = [ctypes.POINTER(P), S, P]
rc, _ = call_json("ks_bundle_dump", b1, None)
check("a viewer bundle has no dump without credentials", rc == KS["PERMISSION_DENIED"] and "viewer bundle" in message(), message())

# --- A relative's device.
device = open_store(device_dir)
# The device store has no accounts: its implicit owner opens the viewer bundles.
device_owner = P()
assert lib.ks_session_open_owner(ctypes.byref(device_owner), device) == 0, message()
# The device trusts the centre from rudi's invitation (R58, R72), handed over out of band.
lib.ks_viewer_invitation.argtypes = [ctypes.POINTER(P), P, S, ctypes.c_int64, S]
lib.ks_viewer_trust.argtypes = [ctypes.POINTER(P), P, S, S]
invitation = make("ks_viewer_invitation", staff, rudi, 0, None)
check("R72: the invitation carries the centre's full key and rudi's username",
      invitation["text"] == "keepsake:invite?v=1&key=%s&user=Rudi" % key["public_key"], invitation)


def snapshot():
    d = sqlite3.connect(f"file:{device_dir.decode()}/keepsake.db?mode=ro", uri=True)
    tables = [r[0] for r in d.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")]
    rows = {t: sorted(map(repr, d.execute(f'SELECT * FROM "{t}"').fetchall())) for t in tables}
    d.close()
    files = sorted(os.path.join(a, f) for a, _, fs in os.walk(os.path.join(device_dir.decode(), "media")) for f in fs)
    return rows, files


def open_viewer(path, user=b"rudi", pw=b"rudi-password", today=TODAY):
    s, out = P(), P()
    rc = lib.ks_viewer_open(ctypes.byref(s), ctypes.byref(out), device_owner, path, user, pw, None, today, NOW)
    return rc, s, (json.loads(take(out)) if rc == 0 else None), message()


def refused(name, path, status, words, user=b"rudi", pw=b"rudi-password", today=TODAY):
    before = snapshot()
    rc, s, _, msg = open_viewer(path, user, pw, today)
    check(f"{name}: refused with {status}", rc == KS[status], f"returned {rc}: {msg}")
    check(f"{name}: says so", all(w in msg for w in words), msg)
    check(f"{name}: the device's copy is as it was", snapshot() == before)
    if rc == 0:
        lib.ks_session_close(s)
    return msg


# No trust on first use (R58): the device opens bundles only of a centre that invited it.
refused("a genuine bundle on a device no invitation reached", b1, "KEY_MISMATCH", ["signed by key", "invitation"])
rc, trusted = call_json("ks_viewer_trust", device_owner, invitation["text"].encode(), NOW)
check("the device accepts rudi's invitation", rc == 0 and trusted["public_key"] == key["public_key"], message())


# R55 (FORMAT 2.2): a wrong password and a username that is no recipient's look the same, so
# that the bundle does not tell who its recipients are.
NOT_OPENED = ["not a recipient, or wrong password"]
refused("wrong password", b1, "AUTH_FAILED", NOT_OPENED, pw=b"not-the-password")
refused("unknown username", b1, "AUTH_FAILED", NOT_OPENED, user=b"nobody")
refused("a relative not linked", b1, "AUTH_FAILED", NOT_OPENED, user=b"mara", pw=b"mara-password")
refused("a relative whose link has ended", b1, "PERMISSION_DENIED", ["ended on 2026-12-31"], today=b"2027-01-05")

# Every byte region changed, one at a time: tar headers, manifest, signature, each member's
# secretstream header, first chunk and last chunk; and truncations.
flip_dir = os.path.join(work, "flips")
os.mkdir(flip_dir)
sig_at = manifest_bytes.index(b'"signature":"') + 13
regions = [("the manifest's tar header", tar[0][1] + 10), ("the manifest (created)", tar[0][2] + manifest_bytes.index(b'"created"') + 12),
           ("the manifest (a recipient's sealed key)", tar[0][2] + manifest_bytes.index(b'"sealed_key":"') + 20),
           ("the manifest (a member hash)", tar[0][2] + manifest_bytes.index(b'"sha256":"') + 12),
           ("the signature", tar[0][2] + sig_at + 5), ("the signature's last digit", tar[0][2] + sig_at + 127),
           ("the manifest's padding", tar[0][2] + tar[0][3] + 1)]
for name, h, d, s in tar[1:]:
    regions += [(f"{name}: tar header", h + 130), (f"{name}: secretstream header", d + 3), (f"{name}: first chunk", d + 24 + 5),
                (f"{name}: last chunk's tag", d + s - 1), (f"{name}: padding", d + s) if s % 512 else (f"{name}: tar header size", h + 124)]
regions.append(("the end blocks", len(raw) - 600))
for i, (name, offset) in enumerate(regions):
    path = os.path.join(flip_dir, f"f{i}.keepsake").encode()
    data = bytearray(raw)
    data[offset] ^= 0x01 if data[offset] not in (0x30,) else 0x02
    open(path, "wb").write(bytes(data))
    before = snapshot()
    rc, s, _, msg = open_viewer(path)
    check(f"a changed byte in {name} is refused", rc in (KS["INVALID_BUNDLE"], KS["LIMIT_EXCEEDED"]) and msg.startswith("invalid bundle ["), f"{rc}: {msg}")
    check(f"a changed byte in {name} leaves the device as it was", snapshot() == before)
    check(f"a changed byte in {name} fails keyless verification too", lib.ks_bundle_verify(path, None) != 0, name)
for cut in (len(raw) - 1, len(raw) - 10240, tar[-1][2] + tar[-1][3] // 2, tar[1][2] + 100, 700, 100):
    path = os.path.join(flip_dir, f"cut{cut}.keepsake").encode()
    open(path, "wb").write(raw[:cut])
    refused(f"a file cut at {cut} of {len(raw)}", path, "INVALID_BUNDLE", ["invalid bundle [truncated]"])

# A signed bundle whose last chunk lacks the final tag (the centre's writer cut a member): the
# manifest hashes match, the stream does not end (R56).
sk_other = sodium.sign_seed_keypair(b"\x07" * 32)


def forge(data_by_member, revision=None, signer=None, dossier=None, extra=None, rewrap=True):
    """A bundle rebuilt from `raw` with members replaced, manifest re-hashed and re-signed."""
    m = json.loads(manifest_bytes)
    blobs = []
    for (name, h, d, s), entry in zip(tar[1:], m["members"]):
        blob = data_by_member.get(name, raw[d:d + s])
        entry["sha256"], entry["size"] = hashlib.sha256(blob).hexdigest(), len(blob)
        if name.startswith("media/"):
            entry["path"] = "media/" + entry["sha256"]
        blobs.append((entry["path"], blob))
    order = [0] + sorted(range(1, len(blobs)), key=lambda i: blobs[i][0])
    m["members"] = [m["members"][i] for i in order]
    blobs = [blobs[i] for i in order]
    if revision is not None:
        m["revision"] = revision
    if dossier is not None:
        m["dossier_id"] = dossier
    m.update(extra or {})
    pk_sign, sk_sign = signer if signer else (None, None)
    if signer:
        m["public_key"], m["key_id"] = pk_sign.hex(), sodium.key_id(pk_sign)
    if signer and rewrap:
        # rudi's entry sealed again, bound to the new signer (R54): only someone who holds rudi's
        # public key, derived from his password, can do this; a co-recipient cannot.
        bound = sodium.binding(pk_sign, m["dossier_id"], m["revision"])
        m["recipients"] = [dict(r, sealed_key=sodium.seal(content_key + bound, rudi_pk).hex()) if r["id"] == rec[0]["id"] else r
                           for r in m["recipients"]]
    m.pop("digest")
    if signer:
        body = {k: v for k, v in m.items() if k != "signature"}
        m["signature"] = sodium.sign(b"keepsake-viewer-manifest-v2\n" + canon(body), sk_sign).hex()
    m["digest"] = hashlib.sha256(canon(m)).hexdigest()
    out = b""
    for name, blob in [("manifest.json", canon(m))] + blobs:
        header = bytearray(512)
        header[0:len(name)] = name.encode()
        for off, val in [(100, b"0000644\0"), (108, b"0000000\0"), (116, b"0000000\0"), (124, b"%011o\0" % len(blob)),
                         (136, b"00000000000\0"), (156, b"0"), (257, b"ustar\0"), (263, b"00"), (329, b"0000000\0"), (337, b"0000000\0")]:
            header[off:off + len(val)] = val
        header[148:156] = b" " * 8
        header[148:156] = b"%06o\0 " % sum(header)
        out += bytes(header) + blob + b"\0" * ((-len(blob)) % 512)
    out += b"\0" * 1024
    return out + b"\0" * ((-len(out)) % 10240)


check("the forger rebuilds the original bundle byte for byte", forge({}, signer=None) == raw)
# A member swapped from another bundle, manifest updated but not re-signed: signature refused.
b2 = os.path.join(work, "v2.keepsake").encode()
rc, r2 = export(b2)
check("a second export takes revision 2", rc == 0 and r2["revision"] == 2, message())
raw2, tar2 = open(b2, "rb").read(), None
tar2 = members(raw2)
video_ct1 = [raw[d:d + s] for (n, h, d, s) in tar[2:] if s > 100_000][0]
video_name1 = [n for (n, h, d, s) in tar[2:] if s > 100_000][0]
video_ct2 = [raw2[d:d + s] for (n, h, d, s) in tar2[2:] if s > 100_000][0]
swap = os.path.join(work, "swap-plain.keepsake").encode()
data = bytearray(raw)
d1 = [d for (n, h, d, s) in tar if n == video_name1][0]
data[d1:d1 + len(video_ct1)] = video_ct2
open(swap, "wb").write(bytes(data))
refused("a member swapped from another bundle", swap, "INVALID_BUNDLE", ["invalid bundle [hash-mismatch]"])
swap2 = os.path.join(work, "swap-manifest.keepsake").encode()
open(swap2, "wb").write(forge({video_name1: video_ct2}))
refused("a member swapped in with the manifest's hash and digest updated", swap2, "INVALID_BUNDLE", ["invalid bundle [signature]"])
# Even re-signed by the centre's own writer, the content key and the associated data bind the member.
# (We cannot sign as the centre; a forger signing with its own key is refused by the pin below.)
swap3 = os.path.join(work, "swap-resigned.keepsake").encode()
open(swap3, "wb").write(forge({video_name1: video_ct2}, signer=sk_other))
verify_rc, _ = call_json("ks_viewer_verify", swap3, b"rudi", b"rudi-password", None, TODAY)
check("a swapped member does not decrypt under this bundle's content key (R56)", verify_rc == KS["INVALID_BUNDLE"] and "[decryption]" in message(), message())
# A member whose final chunk was cut off, bundle signed: the stream has no final tag.
db_ct = raw[tar[1][2]:tar[1][2] + tar[1][3]]
cut_db = sodium.seal_member(db_plain, content_key, sodium.member_ad(PID.decode(), 1, "keepsake.db"))
# Re-seal the database with the real content key but drop its last chunk: a signed, truncated stream.
truncated_stream = cut_db[:24 + 65536 + 17] if len(db_plain) > 65536 else cut_db[:-1]
trunc = os.path.join(work, "trunc-stream.keepsake").encode()
open(trunc, "wb").write(forge({"keepsake.db": truncated_stream}, signer=sk_other))
verify_rc, _ = call_json("ks_viewer_verify", trunc, b"rudi", b"rudi-password", None, TODAY)
check("a member stream without its final chunk is refused (R56)", verify_rc == KS["INVALID_BUNDLE"] and "[decryption]" in message(), message())
resealed = os.path.join(work, "resealed.keepsake").encode()
open(resealed, "wb").write(forge({"keepsake.db": cut_db}, signer=sk_other))
verify_rc, _ = call_json("ks_viewer_verify", resealed, b"rudi", b"rudi-password", None, TODAY)
check("the independent writer (sodium.py) writes members the library reads", verify_rc == 0, message())
# Issue 33 §1: a co-recipient copies rudi's entry unchanged into a bundle signed with a key of
# his own (he cannot seal to rudi's key, which only rudi's password derives): the binding refutes it.
copied = os.path.join(work, "copied-entry.keepsake").encode()
open(copied, "wb").write(forge({"keepsake.db": cut_db}, signer=sk_other, rewrap=False))
verify_rc, _ = call_json("ks_viewer_verify", copied, b"rudi", b"rudi-password", None, TODAY)
check("R55: an entry copied into a bundle another key signed is refused: its key is bound to the centre's",
      verify_rc == KS["INVALID_BUNDLE"] and "[decryption]" in message() and "sealed for another bundle" in message(), message())

# Issue 33 §3 (FORMAT 4.0, R55): rudi's entry derived and sealed again at lower Argon2id
# parameters than the writers' (opslimit 2, memlimit 64 MiB), everything else genuine and the
# manifest signed: a reader refuses it with weak-kdf before deriving anything, rather than spend
# rudi's password on a derivation anyone can repeat far more cheaply. The same rebuild at the
# writers' parameters verifies, so each bundle breaks this one rule.


def rudi_entry_at(ops, mem, salt):
    _, wpk, _ = sodium.derive("rudi", b"rudi-password", salt, ops, mem)
    entry = dict(rec[0], id=sodium.recipient_id(wpk), salt=salt.hex(), opslimit=ops, memlimit=mem,
                 sealed_key=sodium.seal(content_key + sodium.binding(sk_other[0], PID.decode(), 1), wpk).hex())
    others = [r for r in json.loads(manifest_bytes)["recipients"] if r["id"] != rec[0]["id"]]
    return {"recipients": sorted(others + [entry], key=lambda r: r["id"])}


for label, ops, mem, ok in [("at the writers' parameters", 2, 64 << 20, True),
                            ("at libsodium's smallest parameters (opslimit 1, memlimit 8 KiB)", 1, 8192, False),
                            ("at opslimit 1", 1, 64 << 20, False),
                            ("at memlimit 64 MiB - 1 KiB", 2, (64 << 20) - 1024, False)]:
    path = os.path.join(work, "kdf-%d-%d.keepsake" % (ops, mem)).encode()
    open(path, "wb").write(forge({}, signer=sk_other, rewrap=False, extra=rudi_entry_at(ops, mem, b"\x5c" * 16)))
    check(f"R55: the rebuilt bundle with rudi's entry {label} passes keyless verification", lib.ks_bundle_verify(path, None) == 0, message())
    verify_rc, info = call_json("ks_viewer_verify", path, b"rudi", b"rudi-password", None, TODAY)
    if ok:
        check(f"R55: rudi's entry {label} opens", verify_rc == 0 and info["decrypted"] is True, message())
        continue
    msg = message()
    check(f"R55: rudi's entry {label} is refused as weak-kdf", verify_rc == KS["INVALID_BUNDLE"] and msg.startswith("invalid bundle [weak-kdf]")
          and "opslimit %d and memlimit %d" % (ops, mem) in msg, f"{verify_rc}: {msg}")
    verify_rc, _ = call_json("ks_viewer_verify", path, b"vera", b"vera-password", None, TODAY)
    check(f"R55: rudi's entry {label} is refused for vera too, whose entry is the writers': every entry is checked before any derivation",
          verify_rc == KS["INVALID_BUNDLE"] and "[weak-kdf]" in message(), message())

# --- The relative opens the bundle: only once the device trusts the centre (R58).
rc, viewer, info, msg = open_viewer(b1)
check("rudi opens the bundle", rc == 0 and info["pin"] == "new" and info["revision"] == 1 and info["key_id"] == key["key_id"], msg)
rc, p = call_json("ks_patient_get", viewer, PID, TODAY)
check("the viewer reads the patient through ks_patient_get", rc == 0 and p["full_name"] == NAME and p["notes"] == NOTES, message())
rc, tl = call_json("ks_dossier_timeline", viewer, PID, None, TODAY)
check("the timeline holds the current action only", rc == 0 and [a["id"] for a in tl["actions"]] == [a1.decode()] and tl["actions"][0]["details"] == "walked 25 m", tl)
rc, hist = call_json("ks_dossier_action_history", viewer, a1, TODAY)
check("no edit history travels", rc == 0 and len(hist["versions"]) == 1, hist)
rc, lst = call_json("ks_dossier_attachment_list", viewer, PID, None, TODAY)
check("attachments of the patient and the current action", rc == 0 and sorted(a["id"] for a in lst["attachments"]) == sorted([t_photo.decode(), t_video.decode()]), lst)
buf = ctypes.create_string_buffer(70000)
n = ctypes.c_size_t()
lib.ks_dossier_attachment_read.argtypes = [ctypes.POINTER(ctypes.c_size_t), P, ctypes.c_size_t, P, S, ctypes.c_uint64, S]
rc = lib.ks_dossier_attachment_read(ctypes.byref(n), buf, 70000, viewer, t_video, 100_000, TODAY)
check("a byte range of the video reads as the original", rc == 0 and buf.raw[:n.value] == video[100_000:170_000], message())
rc, lst = call_json("ks_patient_list", viewer, None, TODAY)
check("the viewer lists only its patient", rc == 0 and [q["id"] for q in lst["patients"]] == [PID.decode()], lst)
lib.ks_session_check_view.argtypes = [P, S, S]
check("check_view: the dossier", lib.ks_session_check_view(viewer, PID, TODAY) == 0, message())
check("check_view: after the link's end", lib.ks_session_check_view(viewer, PID, b"2027-01-01") == KS["PERMISSION_DENIED"] and "ended on 2026-12-31" in message(), message())
check("check_view: another patient", lib.ks_session_check_view(viewer, other["id"].encode(), TODAY) == KS["PERMISSION_DENIED"], message())

out = lambda: ctypes.byref(P())
ACTION2 = b'{"occurred_at":"2026-11-30T08:00:00Z","kind":"note","title":"x"}'
MUTATING = {
    "ks_patient_create": (out(), b'{"full_name":"X Y","birth_date":"1950-01-01","admitted_on":"2026-11-01"}', NOW),
    "ks_patient_update": (out(), PID, b'{"notes":"changed"}', NOW),
    "ks_patient_discharge": (out(), PID, b"2026-11-30", NOW),
    "ks_patient_delete": (out(), PID),
    "ks_dossier_action_record": (out(), PID, ACTION2, NOW),
    "ks_dossier_action_edit": (out(), a1, ACTION2, NOW),
    "ks_dossier_action_delete": (out(), a1, NOW),
    "ks_dossier_attachment_add": (out(), PID, None, media["photo"], None, NOW),
    "ks_dossier_attachment_update": (out(), t_photo, b'{"caption":"changed"}'),
    "ks_dossier_attachment_delete": (t_photo,),
    "ks_media_import_file": (out(), os.path.join(work, "photo").encode(), NOW),
    "ks_media_writer_open": (out(), NOW),
    "ks_media_limits_set": (b'{"image":5}',),
    "ks_bundle_import": (out(), b1, None),
    "ks_account_create": (out(), b'{"username":"mallory","role":"staff"}', b"password-123", NOW),
    "ks_account_change_password": (b"rudi-password", b"new-password-1", NOW),
    "ks_session_sign_out": (NOW,),
    "ks_mood_set": (out(), b"2026-11-29", b"good", None, TODAY, NOW),
    "ks_routine_start": (out(), b'{"start_date":"2026-11-25"}', NOW),
    "ks_mindmap_create": (out(), b"Map", NOW),
    "ks_centre_key_create": (out(), NOW),
    "ks_viewer_export_bundle": (out(), PID, os.path.join(work, "x.keepsake").encode(), ctypes.byref(export_options), TODAY),
}
before = snapshot()
for name, args in MUTATING.items():
    fn = getattr(lib, name)
    rc = fn(*((args[0], viewer) + args[1:])) if args and type(args[0]).__name__ == 'CArgObject' else fn(viewer, *args)
    check(f"the viewer session may not call {name}", rc == KS["READ_ONLY"], f"returned {rc}: {message()}")
nested = P()
rc = lib.ks_viewer_open(ctypes.byref(nested), None, viewer, b1, b"rudi", b"rudi-password", None, TODAY, NOW)
check("the viewer session may not open a viewer bundle", rc == KS["READ_ONLY"] and not nested.value, f"returned {rc}: {message()}")
check("the device is unchanged by every refused change", snapshot() == before)

# --- The viewer copy's media belong to the copy (issue 28 section 2): the device's implicit
# owner (no password) reaches them by hash in no way: not listed, not read, not attached to a
# patient of its own, not in its archive, and an update bundle whose held rows name them is
# refused as if the device lacked them.
copy_media = {media["photo"].decode(), media["video"].decode()}
rc, listed = call_json("ks_media_list", device_owner)
check("the owner session of the device does not list the viewer copy's media",
      rc == 0 and not copy_media & {m["sha256"] for m in listed["media"]}, listed)
rc, _ = call_json("ks_media_get", device_owner, media["photo"])
check("nor gets the photo's record by hash", rc == KS["NOT_FOUND"], f"{rc} {message()}")
lib.ks_media_read.argtypes = [ctypes.POINTER(ctypes.c_size_t), P, ctypes.c_size_t, P, S, ctypes.c_uint64]
rc = lib.ks_media_read(ctypes.byref(n), buf, 70000, device_owner, media["photo"], 0)
check("nor reads the decrypted photo", rc == KS["NOT_FOUND"] and n.value == 0, f"{rc} {message()}")
own = make("ks_patient_create", device_owner, b'{"full_name":"Own Record","birth_date":"1970-01-01","admitted_on":"2026-11-01"}', NOW)
rc, _ = call_json("ks_dossier_attachment_add", device_owner, own["id"].encode(), None, media["photo"], None, NOW)
check("nor attaches it by hash to a patient of its own", rc == KS["NOT_FOUND"], f"{rc} {message()}")
device_archive = os.path.join(work, "device-archive.keepsake")
make("ks_bundle_export", device_owner, device_archive.encode(), ctypes.byref(export_options))
archive_bytes = open(device_archive, "rb").read()
check("its archive holds neither the photo nor the video", photo not in archive_bytes and video[1000:2000] not in archive_bytes)


class ExportOptions2(ctypes.Structure):
    _fields_ = [("version", ctypes.c_uint32), ("created", S), ("progress", P), ("payload", P), ("base", S),
                ("base_revision", ctypes.c_int64)]


# An update bundle made where the photo is a store's own, whose held rows name it.
maker = open_store(os.path.join(work, "maker").encode())
maker_owner = P()
assert lib.ks_session_open_owner(ctypes.byref(maker_owner), maker) == 0, message()
photo_path = os.path.join(work, "photo").encode()
make("ks_media_import_file", maker_owner, photo_path, NOW)
decoy = make("ks_patient_create", maker_owner, b'{"full_name":"Decoy","birth_date":"1970-01-01","admitted_on":"2026-11-01"}', NOW)
make("ks_dossier_attachment_add", maker_owner, decoy["id"].encode(), None, media["photo"], None, NOW)
base_path = os.path.join(work, "decoy-base.keepsake").encode()
make("ks_dossier_export_bundle", maker_owner, decoy["id"].encode(), base_path, ctypes.byref(export_options))
update_path = os.path.join(work, "decoy-update.keepsake").encode()
make("ks_dossier_export_bundle", maker_owner, decoy["id"].encode(), update_path, ctypes.byref(ExportOptions2(2, NOW, None, None, base_path, 0)))
check("the update leaves the photo out", photo not in open(update_path, "rb").read())
device_before = snapshot()
rc, _ = call_json("ks_bundle_import", device_owner, update_path, None)
check("an update bundle whose held rows name the viewer copy's photo is refused as if the device lacked it",
      rc == KS["BASE_MISSING"] and media["photo"].decode() in message(), f"{rc} {message()}")
check("and changes nothing", snapshot() == device_before)
rc, _ = call_json("ks_bundle_import", device_owner, base_path, None)
check("a full bundle whose attachment names it is refused too (no other record may refer to a viewer copy's media)",
      rc == KS["PERMISSION_DENIED"] and "viewer copy" in message(), f"{rc} {message()}")
check("and changes nothing either", snapshot() == device_before)
lib.ks_session_close(maker_owner)
lib.ks_store_close(maker)

# Trust on first use and revisions.
rc, s, info, msg = open_viewer(b1)
check("the same bundle again: unchanged", rc == 0 and info["pin"] == "unchanged", msg)
lib.ks_session_close(s)
rc, s, info, msg = open_viewer(b2)
check("a higher revision from the same key replaces the copy", rc == 0 and info["pin"] == "replaced" and info["revision"] == 2, msg)
lib.ks_session_close(s)
refused("an older revision", b1, "STALE_REVISION", ["revision 1", "revision 2"])
other_key = os.path.join(work, "other-key.keepsake").encode()
open(other_key, "wb").write(forge({}, revision=3, signer=sk_other))
refused("a bundle signed by a key no invitation gave", other_key, "KEY_MISMATCH", ["signed by key", "invitation"])
# Even a second centre this device trusts cannot replace the first centre's dossier: the pin.
other_invitation = "keepsake:invite?v=1&key=%s&user=rudi" % sk_other[0].hex()
rc, _ = call_json("ks_viewer_trust", device_owner, other_invitation.encode(), NOW)
check("the device trusts a second centre", rc == 0, message())
refused("a bundle of this dossier signed by another trusted centre", other_key, "KEY_MISMATCH", ["signed by key", "trusts key"])
# R58's order (FORMAT 3.1): the key before the revision and before an update's base.
other_key_old = os.path.join(work, "other-key-old.keepsake").encode()
open(other_key_old, "wb").write(forge({}, revision=1, signer=sk_other))
refused("another key and an older revision (the key first)", other_key_old, "KEY_MISMATCH", ["signed by key", "trusts key"])
other_key_update = os.path.join(work, "other-key-update.keepsake").encode()
open(other_key_update, "wb").write(forge({}, revision=6, signer=sk_other, extra={"base_revision": 5}))
refused("another key and a base above the device's revision (the key first)", other_key_update, "KEY_MISMATCH",
        ["signed by key", "trusts key"])
rc, s, info, msg = open_viewer(b1, user=b"vera", pw=b"vera-password")
check("another relative's older copy is refused too", rc == KS["STALE_REVISION"], msg)

# Offline sign-in to the kept dossier.
s = P()
check("viewer sign-in with the password", lib.ks_viewer_sign_in(ctypes.byref(s), device, PID, b"RUDI", b"rudi-password", TODAY) == 0, message())
lib.ks_session_close(s)
check("viewer sign-in with a wrong password", lib.ks_viewer_sign_in(ctypes.byref(s), device, PID, b"rudi", b"nope-nope-nope", TODAY) == KS["AUTH_FAILED"], message())
rc, lst = call_json("ks_viewer_list", device)
check("the device lists its pinned dossier", rc == 0 and lst["dossiers"][0]["revision"] == 2 and lst["dossiers"][0]["key_id"] == key["key_id"], lst)

# A password reset gives the relative a new key pair: the next export opens only with the new password.
check("staff reset rudi's password", lib.ks_account_reset_password(staff, rudi, b"rudi-new-password", NOW) == 0, message())
b3 = os.path.join(work, "v3.keepsake").encode()
rc, _ = export(b3)
refused("the old password after a reset", b3, "AUTH_FAILED", NOT_OPENED)
rc, s, info, msg = open_viewer(b3, pw=b"rudi-new-password")
check("the new password opens the next export", rc == 0 and info["revision"] == 3, msg)
lib.ks_session_close(s)
# An ended link at export: the relative is no longer a recipient.
b4 = os.path.join(work, "v4.keepsake").encode()
rc, r4 = export(b4, today=b"2027-01-05")
check("an export after rudi's link ended seals to vera only", rc == 0 and r4["recipients"] == 1, r4)
refused("a relative whose link ended before the export", b4, "AUTH_FAILED", NOT_OPENED, pw=b"rudi-new-password")

# No store file of the centre holds a password; the viewer keys hold public keys only.
cdb = open(centre_dir.decode() + "/keepsake.db", "rb").read() + (open(centre_dir.decode() + "/keepsake.db-wal", "rb").read()
                                                                 if os.path.exists(centre_dir.decode() + "/keepsake.db-wal") else b"")
check("no relative's password in the centre's store", all(pw not in cdb for pw in [b"rudi-password", b"vera-password", b"rudi-new-password"]))

# Issue 33 §5: a refused member's message gives its size, not its path's length (70 bytes).
short_case = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Conformance", "invalid",
                          "decryption--viewer-member-40-bytes.keepsake").encode()
rc, _ = call_json("ks_viewer_verify", short_case, b"maria", b"maria-password", None, b"2026-11-30")
check("a too-short member's message names its whole path and its size",
      rc == KS["INVALID_BUNDLE"] and "is 40 bytes, too short" in message() and "(70 bytes)" not in message(), message())

lib.ks_session_close(viewer)
lib.ks_session_close(staff)
lib.ks_session_close(device_owner)
lib.ks_store_close(device)
lib.ks_store_close(centre)
shutil.rmtree(work, ignore_errors=True)
T.finish()
