#!/usr/bin/env python3
"""Conformance cases of FORMAT.md section 19 (feed heads): valid/NAME.json and invalid/NAME.json
with invalid/NAME.reason (an error name of section 19 or 10, or KS_ERR_KEY_MISMATCH), each read by
a device that trusts the old key of section 19's vector (seed 01 x 32). Written from the text
with libsodium (Tests/Viewer/sodium.py); Tests/KeepsakeCoreTests/FeedTests.swift checks keepsake
against every case, and `--check` that the files are what this script writes.

    generate_feeds.py [--check]
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "Viewer"))
import sodium  # noqa: E402


def canonical(v):
    return json.dumps(v, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode()


OLD_PK, OLD_SK = sodium.sign_seed_keypair(b"\x01" * 32)
NEW_PK, NEW_SK = sodium.sign_seed_keypair(b"\x02" * 32)
OTHER_PK, OTHER_SK = sodium.sign_seed_keypair(b"\x03" * 32)


def rotation(old_pk, old_sk, new_pk, new_sk, forge_old=None):
    signed = {"from_revision": 4, "issued": "2026-12-05T08:00:00Z", "new_key": new_pk.hex(), "old_key": old_pk.hex(), "type": "rotation"}
    m = b"keepsake-viewer-rotation-v1\n" + canonical(signed)
    return {"new_signature": sodium.sign(m, new_sk).hex(), "old_signature": sodium.sign(m, forge_old or old_sk).hex(), "signed": signed}


def signed_base(key, rotations):
    return {"expires": "2026-12-12T09:00:00Z", "feed": "00112233445566778899aabbccddeeff", "format_version": 4,
            "issued": "2026-12-05T09:00:00Z", "key": key.hex(), "revision": 5, "rotations": rotations,
            "snapshot": {"digest": "a" * 64, "revision": 4, "size": 2140160}, "type": "feed-head",
            "updates": [{"base_revision": 3, "digest": "b" * 64, "revision": 4, "size": 51200},
                        {"base_revision": 4, "digest": "c" * 64, "revision": 5, "size": 40960}]}


def head(signed, sk):
    return canonical({"signature": sodium.sign(b"keepsake-feed-head-v1\n" + canonical(signed), sk).hex(), "signed": signed})


def cases():
    valid, invalid = {}, {}
    rot = [rotation(OLD_PK, OLD_SK, NEW_PK, NEW_SK)]
    valid["rotated"] = head(signed_base(NEW_PK, rot), NEW_SK)
    valid["old-key"] = head(signed_base(OLD_PK, []), OLD_SK)
    s = signed_base(OLD_PK, [])
    s["updates"], s["revision"] = [], 4
    valid["snapshot-only"] = head(s, OLD_SK)
    good = valid["rotated"]
    invalid["not-canonical"] = (good[:-1] + b" }", "feed-head")
    bad = bytearray(good)
    bad[30] = ord("0") if bad[30] != ord("0") else ord("1")
    invalid["signature"] = (bytes(bad), "feed-head")
    s = signed_base(NEW_PK, rot)
    s["patient"] = "x"
    invalid["unknown-field"] = (head(s, NEW_SK), "feed-head")
    s = signed_base(NEW_PK, rot)
    s["updates"][1]["base_revision"] = 2
    invalid["updates-not-chained"] = (head(s, NEW_SK), "feed-head")
    s = signed_base(NEW_PK, rot)
    s["revision"] = 9
    invalid["revision-not-reached"] = (head(s, NEW_SK), "feed-head")
    s = signed_base(NEW_PK, rot)
    s["expires"] = "2026-12-01T09:00:00Z"
    invalid["expires-before-issued"] = (head(s, NEW_SK), "feed-head")
    s = signed_base(NEW_PK, rot)
    s["format_version"] = 5
    invalid["format-version"] = (head(s, NEW_SK), "unsupported-version")
    s = signed_base(NEW_PK, rot)
    s["feed"] = "0011223344556677"
    invalid["feed-id"] = (head(s, NEW_SK), "feed-head")
    invalid["too-large"] = (canonical({"signature": "0" * 128, "signed": {"pad": "x" * 65536}}), "feed-head")
    forged = [rotation(OLD_PK, OLD_SK, OTHER_PK, OTHER_SK, forge_old=OTHER_SK)]
    invalid["rotation-not-signed-by-old-key"] = (head(signed_base(OTHER_PK, forged), OTHER_SK), "KS_ERR_KEY_MISMATCH")
    invalid["unknown-key"] = (head(signed_base(OTHER_PK, []), OTHER_SK), "KS_ERR_KEY_MISMATCH")
    # FORMAT.md 4.0 clarifications (written with Tests/Hostile/ksfeed.py, the second reader).
    # A device invited after a first rotation trusts its new key; the older rotation is not walked.
    before = [rotation(OTHER_PK, OTHER_SK, OLD_PK, OLD_SK), rotation(OLD_PK, OLD_SK, NEW_PK, NEW_SK)]
    valid["rotation-before-the-trusted-key"] = head(signed_base(NEW_PK, before), NEW_SK)
    s = signed_base(NEW_PK, rot)
    s["format_version"], s["patient"] = 5, "x"
    invalid["format-version-before-members"] = (head(s, NEW_SK), "unsupported-version")
    s = signed_base(NEW_PK, rot)
    s["snapshot"]["revision"] = 6
    invalid["snapshot-above-revision"] = (head(s, NEW_SK), "feed-head")
    s = signed_base(NEW_PK, rot)
    s["updates"] = [{"base_revision": 0, "digest": "b" * 64, "revision": 5, "size": 51200}]
    invalid["base-revision-zero"] = (head(s, NEW_SK), "feed-head")
    s = signed_base(NEW_PK, rot)
    s["expires"] = s["issued"]
    invalid["expires-equal-issued"] = (head(s, NEW_SK), "feed-head")
    broken = [rotation(OLD_PK, OLD_SK, NEW_PK, NEW_SK), rotation(OTHER_PK, OTHER_SK, NEW_PK, NEW_SK)]
    invalid["rotation-chain-broken"] = (head(signed_base(NEW_PK, broken), NEW_SK), "feed-head")
    invalid["old-key-after-rotation"] = (head(signed_base(OLD_PK, rot), OLD_SK), "KS_ERR_KEY_MISMATCH")
    return valid, invalid


def files():
    valid, invalid = cases()
    out = {}
    for name, data in valid.items():
        out["valid/%s.json" % name] = data
    for name, (data, reason) in invalid.items():
        out["invalid/%s.json" % name] = data
        out["invalid/%s.reason" % name] = (reason + "\n").encode()
    return out


if __name__ == "__main__":
    check = "--check" in sys.argv[1:]
    stale = []
    for rel, data in sorted(files().items()):
        path = os.path.join(HERE, rel)
        if check:
            if not os.path.exists(path) or open(path, "rb").read() != data:
                stale.append(rel)
        else:
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "wb") as f:
                f.write(data)
    if check:
        print("feed cases: %d files, %d stale%s" % (len(files()), len(stale), (": " + ", ".join(stale)) if stale else ""))
        sys.exit(1 if stale else 0)
