#!/usr/bin/env python3
"""A device's checks of a feed's head (FORMAT.md section 19: R74, R76, R77), written from the
text alone as a second implementation beside keepsake's. Canonical JSON and instants come from
ksbundle.py (sections 2 and R26), Ed25519 from ksviewer.py (libsodium through ctypes).

    ksfeed.py --cases DIR    check DIR/valid/*.json (accepted) and DIR/invalid/*.json (refused
                             with DIR/invalid/NAME.reason) as a device that trusts section 19's
                             old vector key and asks for feed 00112233445566778899aabbccddeeff;
                             then R77's device checks (feed, keys, rollback, expiry) on the
                             valid rotated head

check_head() raises FeedError(name, detail): name is an error name of section 19 or 10
(`feed-head`, `feed-mismatch`, `unsupported-version`) or a status (`KS_ERR_KEY_MISMATCH`,
`KS_ERR_STALE_REVISION`).
"""
from __future__ import annotations

import json
import os
import re
import sys
from typing import Optional, Sequence

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import ksbundle  # noqa: E402
import ksviewer  # noqa: E402

MAX_HEAD_BYTES = 65536          # R74
MAX_UPDATES = 64                # R74
MAX_ROTATIONS = 16              # R74
MAX_SIZE = 2 ** 34              # R74: an object's size
MAX_INT = 2 ** 53 - 1           # R4
HEAD_CONTEXT = b"keepsake-feed-head-v1\n"          # R74
ROTATION_CONTEXT = b"keepsake-viewer-rotation-v1\n"  # R76
SIGNED_MEMBERS = {"type", "format_version", "feed", "revision", "issued", "expires", "key", "snapshot", "updates", "rotations"}

_HEX = re.compile(r"[0-9a-f]+")


class FeedError(Exception):
    def __init__(self, name: str, detail: str):
        super().__init__("%s: %s" % (name, detail))
        self.name = name
        self.detail = detail


def _form(detail: str) -> FeedError:
    return FeedError("feed-head", detail)


def _is_hex(value: object, digits: int) -> bool:
    return isinstance(value, str) and len(value) == digits and _HEX.fullmatch(value) is not None


def _is_int(value: object, low: int, high: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


def _check_object(value: object, update: bool, where: str) -> dict:
    members = {"digest", "size", "revision"} | ({"base_revision"} if update else set())
    if not isinstance(value, dict) or set(value) != members:
        raise _form("%s must be an object of exactly %s" % (where, ", ".join(sorted(members))))
    if not _is_hex(value["digest"], 64):
        raise _form("%s: digest is not 64 lowercase hex digits" % where)
    if not _is_int(value["size"], 1, MAX_SIZE):
        raise _form("%s: size is not an integer from 1 to 2^34" % where)
    if not _is_int(value["revision"], 1, MAX_INT):
        raise _form("%s: revision is not an integer from 1 to 2^53 - 1" % where)
    if update and not _is_int(value["base_revision"], 1, MAX_INT):
        raise _form("%s: base_revision is not an integer from 1 to 2^53 - 1" % where)
    return value


def _check_rotation(value: object, index: int) -> dict:
    where = "rotation %d" % index
    if not isinstance(value, dict) or set(value) != {"signed", "old_signature", "new_signature"}:
        raise _form("%s must be an object of exactly new_signature, old_signature, signed" % where)
    signed = value["signed"]
    if not isinstance(signed, dict) or set(signed) != {"type", "old_key", "new_key", "issued", "from_revision"}:
        raise _form("%s: signed must be an object of exactly from_revision, issued, new_key, old_key, type" % where)
    if signed["type"] != "rotation":
        raise _form("%s: type is not \"rotation\"" % where)
    if not _is_hex(signed["old_key"], 64) or not _is_hex(signed["new_key"], 64) or signed["old_key"] == signed["new_key"]:
        raise _form("%s: old_key and new_key must be two different keys of 64 lowercase hex digits" % where)
    if not ksbundle.is_instant(signed["issued"]):
        raise _form("%s: issued is not an RFC 3339 instant" % where)
    if not _is_int(signed["from_revision"], 1, MAX_INT):
        raise _form("%s: from_revision is not an integer of 1 or more" % where)
    if not _is_hex(value["old_signature"], 128) or not _is_hex(value["new_signature"], 128):
        raise _form("%s: the signatures must be 128 lowercase hex digits" % where)
    return value


def parse_head(data: bytes) -> dict:
    """R74: the head's form, in the order FORMAT.md 4.0 states. Returns the head object."""
    if len(data) > MAX_HEAD_BYTES:
        raise _form("head.json is %d bytes, more than %d" % (len(data), MAX_HEAD_BYTES))
    try:
        value = json.loads(data.decode("utf-8"), parse_constant=lambda name: (_ for _ in ()).throw(ValueError(name)))
        canonical = ksbundle.canonical_json(value)
    except ValueError as error:       # not UTF-8, not JSON, or no canonical form
        raise _form("not canonical JSON: %s" % error)
    if canonical != data:
        raise _form("not in canonical form (section 2)")
    if not isinstance(value, dict) or set(value) != {"signed", "signature"} or not isinstance(value["signed"], dict):
        raise _form("head.json must be an object of exactly signed (an object) and signature")
    signed = value["signed"]
    # The version before the other members, so that a later version's head is refused as one.
    version = signed.get("format_version")
    if not _is_int(version, -MAX_INT, MAX_INT):
        raise _form("format_version is missing or not an integer")
    if version != 4:
        raise FeedError("unsupported-version", "format_version %d" % version)
    if not _is_hex(value["signature"], 128):
        raise _form("signature is not 128 lowercase hex digits")
    if set(signed) != SIGNED_MEMBERS:
        raise _form("signed must have exactly the members %s" % ", ".join(sorted(SIGNED_MEMBERS)))
    if signed["type"] != "feed-head":
        raise _form("type is not \"feed-head\"")
    if not _is_hex(signed["feed"], 32):
        raise _form("feed is not 32 lowercase hex digits")
    if not _is_int(signed["revision"], 1, MAX_INT):
        raise _form("revision is not an integer from 1 to 2^53 - 1")
    if not ksbundle.is_instant(signed["issued"]) or not ksbundle.is_instant(signed["expires"]):
        raise _form("issued and expires must be RFC 3339 instants")
    if not ksbundle.instant_key(signed["issued"]) < ksbundle.instant_key(signed["expires"]):
        raise _form("issued is not earlier than expires")
    if not _is_hex(signed["key"], 64):
        raise _form("key is not 64 lowercase hex digits")
    snapshot = _check_object(signed["snapshot"], False, "snapshot")
    updates = signed["updates"]
    if not isinstance(updates, list) or len(updates) > MAX_UPDATES:
        raise _form("updates is not an array of at most %d" % MAX_UPDATES)
    for i, u in enumerate(updates):
        _check_object(u, True, "update %d" % i)
        if not u["base_revision"] < u["revision"]:
            raise _form("update %d: base_revision is not lower than its revision" % i)
        if i > 0 and u["base_revision"] != updates[i - 1]["revision"]:
            raise _form("update %d: base_revision is not the revision of the update before it" % i)
    if snapshot["revision"] > signed["revision"]:
        raise _form("the snapshot's revision is above the head's revision")
    if (updates[-1]["revision"] if updates else snapshot["revision"]) != signed["revision"]:
        raise _form("the updates (or the snapshot, without updates) do not end at revision %d" % signed["revision"])
    if updates and updates[0]["base_revision"] > snapshot["revision"]:
        raise _form("the first update's base_revision is above the snapshot's revision")
    rotations = signed["rotations"]
    if not isinstance(rotations, list) or len(rotations) > MAX_ROTATIONS:
        raise _form("rotations is not an array of at most %d" % MAX_ROTATIONS)
    for i, r in enumerate(rotations):
        _check_rotation(r, i)
    return value


def follow(head: dict, trusted: str) -> str:
    """R76: from trusted key K (hex), the key the head must be signed by, after walking the
    rotations from the first whose old_key is K; then the head's key and signature."""
    signed = head["signed"]
    current = trusted
    walking = False
    for i, r in enumerate(signed["rotations"]):
        rs = r["signed"]
        if not walking:
            if rs["old_key"] != current:
                continue             # before the first rotation from K: not followed, not verified
            walking = True
        elif rs["old_key"] != current:
            raise _form("rotation %d does not follow on from the key before it" % i)
        message = ROTATION_CONTEXT + ksbundle.canonical_json(rs)
        if not (ksviewer.verify(bytes.fromhex(r["old_signature"]), message, bytes.fromhex(rs["old_key"]))
                and ksviewer.verify(bytes.fromhex(r["new_signature"]), message, bytes.fromhex(rs["new_key"]))):
            raise FeedError("KS_ERR_KEY_MISMATCH", "rotation %d is not signed by both its keys" % i)
        current = rs["new_key"]
    if signed["key"] != current:
        raise FeedError("KS_ERR_KEY_MISMATCH", "the head's key is not the key trusted (after rotations)")
    message = HEAD_CONTEXT + ksbundle.canonical_json(signed)
    if not ksviewer.verify(bytes.fromhex(head["signature"]), message, bytes.fromhex(signed["key"])):
        raise _form("the signature does not verify with the head's key")
    return current


def check_head(data: bytes, feed_id: str, trusted: Sequence[str], last: Optional[dict] = None,
               now: Optional[str] = None) -> dict:
    """R77, the head's part: form, feed, signature from the key trusted for the feed (`last`'s
    key: the last head accepted) or else from each key trusted from an invitation, in
    ascending order (the first that succeeds; when none does, the last one's refusal); then
    rollback against `last` (its `revision` and `issued`); then expiry against `now`.
    Returns {"status": "accepted" or "stale", "key": the key trusted from now on}."""
    head = parse_head(data)
    signed = head["signed"]
    if signed["feed"] != feed_id:
        raise FeedError("feed-mismatch", "the head is of feed %s, not %s" % (signed["feed"], feed_id))
    keys = [last["key"]] if last else sorted(trusted)
    if not keys:
        raise FeedError("KS_ERR_KEY_MISMATCH", "the device trusts no centre key")
    failure: Optional[FeedError] = None
    key = None
    for k in keys:
        try:
            key = follow(head, k)
            break
        except FeedError as error:
            failure = error
    if key is None:
        assert failure is not None
        raise failure
    if last:
        if signed["revision"] < last["revision"]:
            raise FeedError("KS_ERR_STALE_REVISION", "revision %d is below the accepted %d" % (signed["revision"], last["revision"]))
        if ksbundle.instant_key(signed["issued"]) < ksbundle.instant_key(last["issued"]):
            raise FeedError("KS_ERR_STALE_REVISION", "issued before the head accepted last")
    if now is not None and not ksbundle.instant_key(now) < ksbundle.instant_key(signed["expires"]):
        return {"status": "stale", "key": key}
    return {"status": "accepted", "key": key}


# Section 19's vector: the old key (seed 01 x 32) a device trusts from its invitation, and the
# feed it asks for.
VECTOR_OLD_KEY = "8a88e3dd7409f195fd52db2d3cba5d72ca6709bf1d94121bf3748801b40f6f5c"
VECTOR_FEED = "00112233445566778899aabbccddeeff"


def run_cases(root: str) -> int:
    failures = 0
    count = 0
    for kind in ("valid", "invalid"):
        folder = os.path.join(root, kind)
        for name in sorted(n for n in os.listdir(folder) if n.endswith(".json")):
            count += 1
            data = open(os.path.join(folder, name), "rb").read()
            expected = None
            if kind == "invalid":
                expected = open(os.path.join(folder, name[:-5] + ".reason")).read().strip()
            try:
                check_head(data, VECTOR_FEED, [VECTOR_OLD_KEY])
                got = None
            except FeedError as error:
                got = error.name
                detail = error.detail
            if got != expected:
                failures += 1
                print("FAIL  %s/%s: expected %s, got %s%s" % (kind, name, expected or "accepted", got or "accepted",
                                                             (" (%s)" % detail) if got else ""))
    # R77's device checks beyond the form, on the valid rotated head (revision 5, issued
    # 2026-12-05T09:00:00Z, expires 2026-12-12T09:00:00Z, signed by the new key).
    rotated = open(os.path.join(root, "valid", "rotated.json"), "rb").read()
    new_key = json.loads(rotated)["signed"]["key"]
    other = "0" * 63 + "1"
    device = [
        ("another feed's head", dict(feed_id="ff" * 16), "feed-mismatch"),
        ("a lower revision than the last accepted", dict(last={"key": new_key, "revision": 6, "issued": "2026-12-01T00:00:00Z"}),
         "KS_ERR_STALE_REVISION"),
        ("issued before the last accepted", dict(last={"key": new_key, "revision": 5, "issued": "2026-12-05T10:00:00Z"}),
         "KS_ERR_STALE_REVISION"),
        ("the same head again", dict(last={"key": new_key, "revision": 5, "issued": "2026-12-05T09:00:00Z"}), "accepted"),
        ("the last accepted key is the old one: the rotation is followed",
         dict(last={"key": VECTOR_OLD_KEY, "revision": 4, "issued": "2026-12-04T09:00:00Z"}), "accepted"),
        ("a second key trusted beside the old one", dict(trusted=[other, VECTOR_OLD_KEY]), "accepted"),
        ("only another key trusted", dict(trusted=[other]), "KS_ERR_KEY_MISMATCH"),
        ("a second before expiry", dict(now="2026-12-12T08:59:59Z"), "accepted"),
        ("at expiry: stale, no error", dict(now="2026-12-12T09:00:00Z"), "stale"),
        ("expired and a rollback: the rollback", dict(now="2027-01-01T00:00:00Z",
                                                      last={"key": new_key, "revision": 6, "issued": "2026-12-01T00:00:00Z"}),
         "KS_ERR_STALE_REVISION"),
    ]
    for what, args, expected in device:
        count += 1
        try:
            got = check_head(rotated, args.get("feed_id", VECTOR_FEED), args.get("trusted", [VECTOR_OLD_KEY]),
                             args.get("last"), args.get("now"))["status"]
        except FeedError as error:
            got = error.name
        if got != expected:
            failures += 1
            print("FAIL  device: %s: expected %s, got %s" % (what, expected, got))
    print("ksfeed.py: %d feed head case(s), %d failure(s)" % (count, failures))
    return failures


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "--cases":
        sys.exit(1 if run_cases(sys.argv[2]) else 0)
    print(__doc__)
    sys.exit(2)
