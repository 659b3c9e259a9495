"""The conformance suite's viewer-bundle cases (FORMAT.md section 15, R52-R57, R60).

Viewer bundles are random when a real writer makes them (R59); these are written by
ksviewer.py with every random value fixed (content key, secretstream headers, the sealed
boxes' ephemeral keys), so the suite regenerates byte for byte. They open with a recipient's
credentials: each case gives `--user NAME --today DATE` in `args` and the password in `stdin`.
Argon2id runs at the writers' parameters (opslimit 2, memlimit 64 MiB), the least a reader
accepts from format version 4 on (R55, `weak-kdf` below it). To keep the number of derivations
small, the bundles are sealed to the same three relatives with the same salts, ksviewer.py
remembers a derived pair for the same inputs, and the cases below the minimum or above a
reader's limits (R55) are refused before any derivation.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Optional

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "Hostile"))
import ksbundle as ks  # noqa: E402
import ksviewer as kv  # noqa: E402

DOSSIER = "5f0c2a9e-7d41-4b8a-9c3e-2f6a1d8b4e70"
CREATED = "2026-11-30T10:00:00Z"
GENERATOR = "ksbundle.py/1.0"
TODAY = "2026-11-30"
MARIA = kv.Recipient("maria", "maria-password", salt=bytes(range(16)), ephemeral_seed=b"\x11" * 32)
RUDI = kv.Recipient("Rudi", "rudi-password", salt=bytes(range(16, 32)), ephemeral_seed=b"\x22" * 32,
                    ends_on="2026-11-30")
# Section 9.1 (FORMAT 2.2): a username ending in a capital sigma, whose comparison key ends in
# U+03C3 (lower case scalar by scalar), not in the final form U+03C2.
NIKOS = kv.Recipient("ΝΙΚΟΣ", "nikos-password", salt=bytes(range(32, 48)), ephemeral_seed=b"\x33" * 32)
SEAL = kv.ViewerSeal(centre_seed=b"\x07" * 32, content_key=b"\x01" * 32, recipients=(MARIA, RUDI, NIKOS),
                     dossier_id=DOSSIER, revision=3, header_seed=b"conformance")
AS_MARIA = (["--user", "maria", "--today", TODAY], "maria-password\n")
AS_RUDI = (["--user", "rudi", "--today", TODAY], "rudi-password\n")
AS_NIKOS = (["--user", "ΝΙΚΟΣ", "--today", TODAY], "nikos-password\n")
NOT_OPENED = "not a recipient, or wrong password"


def media_items(sizes=(700, 65536, 65537, 0)) -> list:
    """Plaintext media: a JPEG-like file and files around the 65,536-byte chunk size (R56),
    the empty one being one empty FINAL chunk."""
    out = []
    for index, size in enumerate(sizes):
        data = (b"\xff\xd8\xff\xe0" + ks.prng_bytes("viewer-media-%d" % index, size))[:size] if size else b""
        out.append(ks.MediaItem(data, added_at="2026-11-12T09:%02d:00Z" % index))
    return ks.as_media_items(out)


def dossier_tables(media: list) -> dict:
    """What relatives see (R57): the patient, current actions as version 1, attachments
    without `attached_by`."""
    action = "0b7e4c1a-3f2d-4e8b-a9c6-5d1f7e2b8a30"
    call = "7c2d9e4f-1a3b-4c5d-8e6f-0a1b2c3d4e5f"
    measurement = "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d"
    common = {"duration_seconds": None, "value": None, "unit": None, "call_direction": None,
              "call_party": None, "call_number": None, "call_outcome": None, "deleted": 0,
              "changed_by": None, "version": 1, "patient_id": DOSSIER}
    return {
        "patients": [{"id": DOSSIER, "full_name": "Jürgen Ñúñez-Øster", "birth_date": "1950-02-28",
                      "admitted_on": "2026-11-01", "discharged_on": None,
                      "diagnosis": "Ischaemic stroke, left hemisphere", "notes": "Prefers the morning sessions.\nDaughter: Maria.",
                      "created": "2026-11-01T08:00:00Z", "modified": "2026-11-20T16:45:10.5+01:00"}],
        "dossier_actions": [
            dict(common, id=action, occurred_at="2026-11-05T10:00:00+01:00", kind="therapy",
                 title="Gait training", details="40 m with a rollator.", duration_seconds=2700,
                 changed_at="2026-11-05T11:00:00+01:00", changed_by_name="Anna Berg"),
            dict(common, id=call, occurred_at="2026-11-06T15:30:00Z", kind="call", title="Call with the daughter",
                 details="", duration_seconds=420, call_direction="incoming", call_party="Maria",
                 call_number="+49 (30) 1234-567", call_outcome="answered",
                 changed_at="2026-11-06T15:40:00Z", changed_by_name="Anna Berg"),
            dict(common, id=measurement, occurred_at="2026-11-07T07:30:00+01:00", kind="measurement",
                 title="Temperature", details="", value="36.6", unit="°C",
                 changed_at="2026-11-07T07:31:00+01:00", changed_by_name="Ben Okafor"),
        ],
        "dossier_attachments": [
            {"id": "%08x-0000-4000-8000-%012x" % (index + 1, index + 1), "patient_id": DOSSIER,
             "action_id": action if index % 2 else None, "sha256": item.sha256,
             "caption": "Photo %d" % (index + 1) if index != 1 else "", "captured_at": None if index else "2026-11-05T10:15:00+01:00",
             "attached_at": "2026-11-05T12:00:00Z", "attached_by": None, "attached_by_name": "Anna Berg"}
            for index, item in enumerate(media)
        ],
        "media": [item.row_dict() for item in media],
    }


@dataclass
class ViewerCase:
    name: str
    description: str
    requirements: list
    data: bytes
    credentials: tuple = AS_MARIA
    error: Optional[str] = None          # an error name of section 10, or None
    refusal: Optional[str] = None        # R55/R60: a refusal about the person, by its message
    dump: Optional[bytes] = None         # valid cases
    # Why a reader that tolerated `error` would still refuse the case: what the broken rule
    # leads to and cannot be written around ("" when it would then accept it).
    follows: str = ""

    @property
    def args(self) -> list:
        return list(self.credentials[0]) if self.credentials else []

    @property
    def stdin(self) -> Optional[str]:
        return self.credentials[1] if self.credentials else None


def database_of(tables: dict, format_version: int = 2, **kwargs) -> bytes:
    return ks.build_tables_database(ks.full_tables([], tables, format_version), format_version=format_version, **kwargs)


def bundle(tables: dict, media: list, seal: kv.ViewerSeal = SEAL, **kwargs) -> bytes:
    return kv.build_viewer_bundle(database_of(tables), [m.data for m in media], seal, created=CREATED,
                                  generator=GENERATOR, **kwargs)


def expected(tables: dict, media: list) -> bytes:
    """R60: the dump of what the recipient decrypts, computed from the inputs."""
    return ks.expected_dump(media, CREATED, kind="dossier", access="viewer",
                            tables={k: v for k, v in tables.items() if k != "media"}, format_version=2)


def update_bundle(tables: dict, carried: list, base_revision: int, **kwargs) -> bytes:
    """A viewer update (R66): the database of every row at version 3, `carried` sealed."""
    return kv.build_viewer_bundle(database_of(tables, format_version=3), [m.data for m in carried],
                                  replace(SEAL, revision=SEAL.revision + 1),
                                  created=CREATED, generator=GENERATOR,
                                  edit_fields=lambda m: dict(m, format_version=3, base_revision=base_revision),
                                  **kwargs)


def update_expected(tables: dict, media: list, carried: list, base_revision: int) -> bytes:
    """R60, R65: the full bundle's dump at version 3, `media` the decrypted ones, the base."""
    import json
    dump = json.loads(expected(tables, media))
    dump["format_version"] = 3
    dump["media"] = [{"sha256": m.sha256, "size": m.size} for m in sorted(carried, key=lambda m: m.sha256)]
    dump["base_revision"] = base_revision
    return ks.canonical_json(dump) + b"\n"


def valid_cases() -> list:
    media = media_items()
    tables = dossier_tables(media)
    out = [ViewerCase("viewer-dossier", "a viewer bundle of one patient for two relatives, opened by "
                      "the first: media of 0, 700, 65,536 and 65,537 bytes (one, one and two chunks)",
                      ["R52", "R53", "R54", "R55", "R56", "R57", "R60"], bundle(tables, media),
                      dump=expected(tables, media))]
    out.append(ViewerCase("viewer-dossier-second-recipient", "the same bundle opened by the second "
                          "relative, whose username is typed in another case and whose access ends "
                          "today (still open, R55)",
                          ["R54", "R55", "R60"], bundle(tables, media), credentials=AS_RUDI,
                          dump=expected(tables, media)))
    out.append(ViewerCase("viewer-dossier-final-sigma-username", "the same bundle opened by a third "
                          "relative whose username ΝΙΚΟΣ ends in a capital sigma: the comparison key is "
                          "lower-cased scalar by scalar (νικοσ, not νικος; section 9.1)",
                          ["R54", "R55", "R60"], bundle(tables, media), credentials=AS_NIKOS,
                          dump=expected(tables, media)))
    bare = dossier_tables([])
    bare["dossier_actions"] = []
    # Section 16 (format version 3): a viewer update of revision 4 against revision 3 (the
    # cases above), carrying two of the four media (the two others held on the device).
    carried = sorted(media[2:], key=lambda m: m.sha256)
    out.append(ViewerCase("viewer-dossier-update", "a viewer update (R66) of revision 4 against "
                          "revision 3: format version 3, base_revision 3, every row and media row, "
                          "two of the four media sealed; its dump names the base (R65)",
                          ["R61", "R62", "R65", "R66", "R60"],
                          update_bundle(tables, carried, 3), dump=update_expected(tables, media, carried, 3)))
    out.append(ViewerCase("viewer-dossier-patient-only", "a viewer bundle of a patient with no "
                          "action and no file", ["R52", "R56", "R57", "R60"], bundle(bare, []),
                          dump=expected(bare, [])))
    return out


def invalid_cases() -> list:
    media = media_items((700, 65537))
    tables = dossier_tables(media)
    db = database_of(tables)
    plain_media = [m.data for m in media]
    sealed_db, sealed_media = kv.seal_members(db, plain_media, SEAL)
    key, dossier, revision = SEAL.content_key, SEAL.dossier_id, SEAL.revision
    db_ad, media_ad = kv.member_ad(dossier, revision, "keepsake.db"), kv.member_ad(dossier, revision, "media")
    out = []

    def case(name, error, requirement, description, data, credentials=AS_MARIA, refusal=None, follows=""):
        out.append(ViewerCase(name, description, [requirement], data, credentials, error, refusal,
                              follows=follows))

    def edit(**changes):
        return lambda manifest: dict(manifest, **changes)

    # R66: a viewer update's base_revision.
    case("manifest-field--viewer-base-revision-not-below-revision", "manifest-field", "R66",
         "base_revision 4 in a bundle of revision 4 (an update's base is an earlier revision)",
         update_bundle(tables, media[1:], 4))
    case("manifest-field--viewer-base-revision-at-version-2", "manifest-field", "R66",
         "base_revision in a viewer manifest of format version 2",
         bundle(tables, media, edit_fields=edit(base_revision=1)))
    # R52: the manifest's viewer members.
    case("manifest-field--viewer-key-id-not-of-public-key", "manifest-field", "R52",
         "key_id is not the first 16 hex digits of SHA-256(public_key)",
         bundle(tables, media, edit_fields=edit(key_id="0123456789abcdef")))
    case("manifest-field--viewer-revision-zero", "manifest-field", "R52", "revision 0 (the "
         "members sealed for revision 0)", bundle(tables, media, seal=replace(SEAL, revision=0)))
    case("manifest-field--viewer-kind-archive", "manifest-field", "R52", "access viewer with kind archive",
         bundle(tables, media, edit_fields=edit(kind="archive")))
    case("manifest-field--viewer-no-recipients", "manifest-field", "R52", "an empty recipients array",
         bundle(tables, media, edit_fields=edit(recipients=[])), follows="no one is a recipient")
    case("manifest-field--viewer-recipients-unsorted", "manifest-field", "R52",
         "recipients not in ascending order of id",
         bundle(tables, media, edit_fields=lambda m: dict(m, recipients=m["recipients"][::-1])))
    case("manifest-field--viewer-memlimit-not-kib", "manifest-field", "R52",
         "a recipient's memlimit is 64 MiB + 1, not a multiple of 1024",
         bundle(tables, media, edit_fields=lambda m: dict(m, recipients=[
             dict(r, memlimit=kv.MIN_MEMLIMIT + 1) if i == 0 else r for i, r in enumerate(m["recipients"])])))
    case("manifest-field--viewer-sealed-key-short", "manifest-field", "R52",
         "a recipient's sealed_key of 111 bytes",
         bundle(tables, media, edit_fields=lambda m: dict(m, recipients=[
             dict(r, sealed_key=r["sealed_key"][:222]) for r in m["recipients"]])),
         follows="a cut sealed key does not open")
    case("manifest-field--viewer-missing-signature", "manifest-field", "R52", "no signature member",
         bundle(tables, media, edit_signed=lambda m: {k: v for k, v in m.items() if k != "signature"}),
         follows="without its viewer members the manifest is not a viewer manifest, so the "
                 "sealed database is read as a plain one")
    case("manifest-field--viewer-ends-on-not-a-date", "manifest-field", "R52",
         "a recipient's ends_on is 2026-02-30",
         bundle(tables, media, edit_fields=lambda m: dict(m, recipients=[
             dict(r, ends_on="2026-02-30") for r in m["recipients"]])),
         follows="an ends_on that is no date compares before today: access ended")
    # R53: the signature, with a correct digest.
    case("signature--viewer-revision-changed-after-signing", "signature", "R53",
         "revision raised from 3 to 4 after signing (the members sealed for 4), digest "
         "recomputed",
         bundle(tables, media, seal=replace(SEAL, revision=4), edit_fields=edit(revision=3),
                edit_signed=edit(revision=4)))
    other_pk, other_sk = kv.signing_keypair(b"\x08" * 32)
    case("signature--viewer-signed-by-another-key", "signature", "R53",
         "signed with another centre's key than public_key names",
         bundle(tables, media, edit_signed=lambda m: dict(m, signature=kv.sign(
             kv.signing_message(m, ks.canonical_json), other_sk).hex())))
    # R53 (FORMAT 3.3): the Ed25519 verification rules, libsodium's.
    L = 2**252 + 27742317777372353535851937790883648493

    def s_plus_l(m):
        sig = bytes.fromhex(m["signature"])
        s_value = int.from_bytes(sig[32:], "little") + L
        return dict(m, signature=(sig[:32] + s_value.to_bytes(32, "little")).hex())
    case("signature--viewer-signature-s-not-reduced", "signature", "R53",
         "the signature's S raised by the group order L: the same point equation holds, but S "
         "is not below L", bundle(tables, media, edit_signed=s_plus_l))
    identity = bytes([1]) + bytes(31)

    def small_order_key(m):
        return dict(m, public_key=identity.hex(), key_id=kv.key_id(identity),
                    signature=(identity + bytes(32)).hex())
    case("signature--viewer-small-order-key", "signature", "R53",
         "public_key and R the identity point (small order) and S = 0: a verifier without the "
         "small-order rule accepts it for any message", bundle(tables, media, edit_signed=small_order_key),
         follows="the entries' sealed keys are bound to the genuine key")
    # R55: the reader's Argon2id limits, before deriving.
    heavy = replace(SEAL, recipients=(replace(MARIA, opslimit=kv.MAX_OPSLIMIT + 1), RUDI))
    case("limit-exceeded--viewer-argon2-opslimit", "limit-exceeded", "R55",
         "the recipient's opslimit is above the reader's limit of 8", bundle(tables, media, seal=heavy))
    other_rudi = replace(SEAL, recipients=(MARIA, replace(RUDI, opslimit=kv.MAX_OPSLIMIT + 1)))
    case("limit-exceeded--viewer-argon2-other-recipient", "limit-exceeded", "R55",
         "another recipient's opslimit is above the limit: every entry is checked before any "
         "derivation, since a reader may have to try them all",
         bundle(tables, media, seal=other_rudi))

    def with_heavy_entries(m):
        fake = [{"id": "f%031x" % i, "salt": "00" * 16, "opslimit": kv.MAX_OPSLIMIT,
                 "memlimit": kv.MAX_MEMLIMIT, "sealed_key": "00" * kv.SEALED_KEY_BYTES, "ends_on": None} for i in range(4)]
        return dict(m, recipients=sorted(m["recipients"] + fake, key=lambda r: r["id"]))
    case("limit-exceeded--viewer-argon2-total-work", "limit-exceeded", "R55",
         "four more entries at the largest parameters (opslimit 8, memlimit 256 MiB): each within "
         "the limits, together more Argon2id work than the reader's limit (64 derivations at "
         "t = 2, m = 64 MiB)", bundle(tables, media, edit_fields=with_heavy_entries))
    case("limit-exceeded--viewer-member-limit-before-credentials", "limit-exceeded", "R19",
         "a member above --max-member-size, opened with the username of no recipient: R19's "
         "limits come before the credentials (R55)", bundle(tables, media),
         (["--max-member-size", "1000", "--user", "carla", "--today", TODAY], "maria-password\n"),
         follows="carla is no recipient: refused for who asks")
    # R55 (FORMAT 4.0): no entry below the writers' Argon2id parameters, before any derivation.
    case("weak-kdf--viewer-opslimit-below-minimum", "weak-kdf", "R55",
         "maria's entry derived and sealed at opslimit 1 (memlimit 64 MiB): one pass fewer than "
         "the writers' minimum of 2, so each guess at her password costs half",
         bundle(tables, media, seal=replace(SEAL, recipients=(replace(MARIA, opslimit=1), RUDI))))
    case("weak-kdf--viewer-memlimit-below-minimum", "weak-kdf", "R55",
         "maria's entry derived and sealed at memlimit 64 MiB - 1 KiB (opslimit 2): below the "
         "writers' minimum of 64 MiB",
         bundle(tables, media, seal=replace(SEAL, recipients=(replace(MARIA, memlimit=kv.MIN_MEMLIMIT - 1024), RUDI))))
    case("weak-kdf--viewer-other-recipient-libsodium-minimum", "weak-kdf", "R55",
         "rudi's entry at libsodium's smallest parameters (opslimit 1, memlimit 8 KiB, which "
         "keepsake opened before format version 4), the bundle opened by maria: every entry is "
         "checked before any derivation",
         bundle(tables, media, seal=replace(SEAL, recipients=(MARIA, replace(RUDI, opslimit=1, memlimit=8192)))))
    case("weak-kdf--viewer-before-limits", "weak-kdf", "R55",
         "rudi's entry below the minimum (opslimit 1) and maria's above the reader's limit "
         "(opslimit 9): the minimum is checked first",
         bundle(tables, media, seal=replace(SEAL, recipients=(replace(MARIA, opslimit=kv.MAX_OPSLIMIT + 1),
                                                               replace(RUDI, opslimit=1)))),
         follows="maria's opslimit is above the reader's limit (limit-exceeded)")
    # R55 (FORMAT 2.2): the entry an id names must open.
    other_pk, _ = kv.derive_keypair(kv.username_key("carla"), "carla-password", bytes(16), 1, 8192)  # a key, not an entry

    centre_pk, _ = kv.signing_keypair(SEAL.centre_seed)
    genuine = kv.binding(centre_pk, dossier, revision)

    def sealed_for(who: kv.Recipient, wrapped, to=None):
        """The manifest with `who`'s entry's sealed key replaced by `wrapped` sealed to `to`
        (by default `who`'s own public key)."""
        who_pk, _ = kv.derive_keypair(kv.username_key(who.username), who.password, who.salt, who.opslimit, who.memlimit)
        def edit_entry(m):
            return dict(m, recipients=[dict(r, sealed_key=kv.seal_key(wrapped, to or who_pk, b"\x44" * 32).hex())
                                       if r["id"] == kv.recipient_id(who_pk) else r for r in m["recipients"]])
        return edit_entry

    def maria_sealed(wrapped, to=None):
        return sealed_for(MARIA, wrapped, to)
    case("decryption--viewer-sealed-key-of-another-key", "decryption", "R55",
         "maria's entry (its id the id of her public key) holds a content key sealed to another "
         "key pair", bundle(tables, media, edit_fields=maria_sealed(key + genuine, to=other_pk)))
    # R55's order (FORMAT 3.1): the sealed key before the end of access.
    case("decryption--viewer-sealed-key-of-another-key-access-ended", "decryption", "R55",
         "rudi's entry holds a content key sealed to another key pair, and his access ended "
         "(ends_on 2026-11-30, today 2026-12-01): the sealed key is checked first",
         bundle(tables, media, edit_fields=sealed_for(RUDI, key + genuine, to=other_pk)),
         (["--user", "rudi", "--today", "2026-12-01"], "rudi-password\n"))
    # R21's order (FORMAT 3.1): `kind` (R27) before every other field, R52's included.
    case("unsupported-kind--viewer-format-version-1", "unsupported-kind", "R21",
         "a signed viewer manifest of format version 1: kind dossier is not a kind of version 1 "
         "(R27), checked before R52's format_version rule",
         bundle(tables, media, edit_fields=edit(format_version=1)),
         follows="access viewer at format version 1 is manifest-field (R52)")
    # R55 (FORMAT 3.3): the sealed key is bound to the signer, the dossier and the revision.
    forger = replace(SEAL, centre_seed=b"\x08" * 32)
    case("decryption--viewer-sealed-key-bound-to-another-signer", "decryption", "R55",
         "signed by another key than the one maria's sealed key is bound to: her entry copied "
         "from a genuine bundle of the centre into one a co-recipient signed",
         bundle(tables, media, seal=forger, edit_fields=maria_sealed(key + genuine)))
    case("decryption--viewer-sealed-key-bound-to-another-revision", "decryption", "R55",
         "maria's sealed key is bound to revision 2 in a bundle of revision 3",
         bundle(tables, media, edit_fields=maria_sealed(key + kv.binding(centre_pk, dossier, revision - 1))))
    case("decryption--viewer-sealed-key-bound-to-another-dossier", "decryption", "R55",
         "maria's sealed key is bound to another dossier id",
         bundle(tables, media, edit_fields=maria_sealed(
             key + kv.binding(centre_pk, "00000000-0000-4000-8000-000000000000", revision))))
    case("decryption--viewer-key-check-of-another-key", "decryption", "R55",
         "the signed key_check is of another content key than the sealed keys hold",
         bundle(tables, media, edit_fields=edit(key_check=kv.key_check(b"\x02" * 32))))
    case("manifest-field--viewer-key-check-short", "manifest-field", "R52",
         "key_check of 63 hex digits",
         bundle(tables, media, edit_fields=lambda m: dict(m, key_check=m["key_check"][:63])),
         follows="a key check of another length matches no key")
    # R56: the sealed members.
    case("hash-mismatch--viewer-ciphertext-byte", "hash-mismatch", "R56",
         "a byte of the sealed database changed, the manifest unchanged (R16 comes first)",
         _patch_member(bundle(tables, media), 1, 100),
         follows="a changed ciphertext byte does not authenticate")
    cut = kv.seal_member_chunks([(db, kv.TAG_MESSAGE)], key, db_ad, SEAL.header("keepsake.db", 0))
    case("decryption--viewer-stream-cut", "decryption", "R56",
         "the database's only chunk is tagged MESSAGE, not FINAL: a cut stream",
         bundle(tables, media, sealed=(cut, sealed_media)))
    big = plain_media[1]
    early = kv.seal_member_chunks([(big[:65536], kv.TAG_FINAL), (big[65536:], kv.TAG_FINAL)], key, media_ad,
                                  SEAL.header("media", 1))
    case("decryption--viewer-final-before-last", "decryption", "R56",
         "a medium's first of two chunks is tagged FINAL",
         bundle(tables, media, sealed=(sealed_db, sorted([sealed_media_for(plain_media[0]), early],
                                                         key=ks.sha256_hex))))
    rekey = kv.seal_member_chunks([(db, 2)], key, db_ad, SEAL.header("keepsake.db", 0))
    case("decryption--viewer-tag-rekey", "decryption", "R56", "the database's chunk has tag REKEY (2)",
         bundle(tables, media, sealed=(rekey, sealed_media)))
    swapped = kv.seal_member(db, key, media_ad, SEAL.header("keepsake.db", 0))
    case("decryption--viewer-database-sealed-as-media", "decryption", "R56",
         "the database sealed with the associated data of a medium (a member moved)",
         bundle(tables, media, sealed=(swapped, sealed_media)))
    other_bundle = kv.seal_member(db, key, kv.member_ad(dossier, revision - 1, "keepsake.db"),
                                  SEAL.header("keepsake.db", 0))
    case("decryption--viewer-database-of-another-revision", "decryption", "R56",
         "the database sealed for revision 2 in a bundle of revision 3",
         bundle(tables, media, sealed=(other_bundle, sealed_media)))
    case("decryption--viewer-member-40-bytes", "decryption", "R56",
         "a sealed medium of 40 bytes, shorter than header and one chunk",
         bundle(tables, media, sealed=(sealed_db, sorted(sealed_media + [b"\x5a" * 40], key=ks.sha256_hex))))
    twin = kv.seal_member(plain_media[0], key, media_ad, SEAL.header("media", 8))
    case("media-mismatch--viewer-two-members-same-plaintext", "media-mismatch", "R56",
         "two sealed media (different headers, so different ciphertexts) decrypt to the same file, "
         "which has one media row",
         bundle(tables, media, sealed=(sealed_db, sorted(sealed_media + [twin], key=ks.sha256_hex))))
    extra = kv.seal_member(b"\x89PNG\r\n\x1a\nnot in the database", key, media_ad, SEAL.header("media", 9))
    case("media-mismatch--viewer-medium-without-row", "media-mismatch", "R56",
         "a sealed medium whose plaintext has no media row",
         bundle(tables, media, sealed=(sealed_db, sorted(sealed_media + [extra], key=ks.sha256_hex))))
    # The decrypted database is checked as any dossier bundle's (R56) ...
    broken = dict(tables, patients=[dict(tables["patients"][0], birth_date="2026-11-02")])
    case("database-row--viewer-birth-after-admission", "database-row", "R56",
         "the decrypted database's patient was born after admission (R44)", bundle(broken, media))
    # ... and holds what relatives see (R57).
    history = dict(tables, dossier_actions=tables["dossier_actions"] + [
        dict(tables["dossier_actions"][0], version=2, title="Gait training, corrected",
             changed_at="2026-11-05T12:00:00+01:00")])
    case("kind-content--viewer-action-history", "kind-content", "R57",
         "an action with an earlier version: relatives see current versions only", bundle(history, media))
    staff = dict(tables, dossier_actions=[dict(tables["dossier_actions"][0],
                                               changed_by="d1e2f3a4-b5c6-4d7e-8f90-a1b2c3d4e5f6")]
                 + tables["dossier_actions"][1:])
    case("kind-content--viewer-staff-account-id", "kind-content", "R57",
         "an action names its author's account id", bundle(staff, media))
    attached = dict(tables, dossier_attachments=[dict(tables["dossier_attachments"][0],
                                                      attached_by="d1e2f3a4-b5c6-4d7e-8f90-a1b2c3d4e5f6")]
                    + tables["dossier_attachments"][1:])
    case("kind-content--viewer-attached-by", "kind-content", "R57",
         "an attachment names its author's account id", bundle(attached, media))
    other = replace(SEAL, dossier_id="00000000-0000-4000-8000-000000000000")
    case("kind-content--viewer-other-patient", "kind-content", "R57",
         "dossier_id names another patient than the database holds", bundle(tables, media, seal=other))
    deleted = dict(tables, dossier_actions=[dict(tables["dossier_actions"][0], deleted=1)]
                   + tables["dossier_actions"][1:])
    case("kind-content--viewer-deleted-action", "kind-content", "R57",
         "a deleted action (version 1 with deleted 1)", bundle(deleted, media))
    # R55 and R60: refusals about the person, not the bundle (no error name).
    good = bundle(tables, media)
    case("refused--viewer-not-a-recipient", None, "R55", "a username the bundle is not sealed to "
         "(refused as a wrong password is: the bundle does not tell who its recipients are)",
         good, (["--user", "carla", "--today", TODAY], "maria-password\n"), refusal=NOT_OPENED)
    case("refused--viewer-wrong-password", None, "R55", "a recipient's username with another password",
         good, (AS_MARIA[0], "Maria-password\n"), refusal=NOT_OPENED)
    case("refused--viewer-access-ended", None, "R55", "the second recipient's access ended the day before today",
         good, (["--user", "rudi", "--today", "2026-12-01"], "rudi-password\n"), refusal="access ended")
    case("refused--viewer-without-credentials", None, "R60",
         "no credentials: a viewer bundle has no dump without them", good, None, refusal="sealed to the relatives")
    return out


def sealed_media_for(plain: bytes) -> bytes:
    """The sealed medium `seal_members` makes for `plain` (its header depends on its place)."""
    for index, data in enumerate(_PLAIN_ORDER):
        if data == plain:
            return kv.seal_member(plain, SEAL.content_key, kv.member_ad(SEAL.dossier_id, SEAL.revision, "media"),
                                  SEAL.header("media", index))
    raise ValueError("not one of the invalid cases' media")


_PLAIN_ORDER = [m.data for m in media_items((700, 65537))]


def _patch_member(data: bytes, member_index: int, offset: int) -> bytes:
    """`data` with one byte of member `member_index`'s content flipped (0 is the manifest)."""
    pos, index = 0, 0
    while True:
        size = int(data[pos + 124:pos + 135], 8)
        if index == member_index:
            at = pos + 512 + offset
            return data[:at] + bytes([data[at] ^ 0x01]) + data[at + 1:]
        pos += 512 + -(-size // 512) * 512
        index += 1
