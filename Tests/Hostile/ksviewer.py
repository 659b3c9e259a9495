"""ksviewer: viewer bundles (FORMAT.md section 15) for ksbundle.py, written from FORMAT.md alone.

A viewer bundle is a plain bundle's container with a signed manifest and sealed members. This
module holds what section 15 adds, for ksbundle's reader and writer:

* `check_manifest(value, fail)`: R52's members and R53's signature, for a manifest whose
  `access` is `viewer`; ksbundle's `parse_manifest` calls it after the digest.
* `open_members(...)`: R54-R56 with a recipient's credentials: find the recipient, derive the
  key pair (R54), open the content key, decrypt every member; R57 (`check_content`) is applied
  by ksbundle to the decrypted database.
* `build_viewer_bundle(...)`: a *deterministic* writer for the conformance suite. R59 makes
  real writers random (content key, secretstream headers, sealed boxes); here each random
  value is a parameter, so the suite regenerates byte for byte. The bytes are exactly what a
  random writer that drew those values would have written.

Cryptography is libsodium's, reached through ctypes (the system library `libsodium`, which
the Python package PyNaCl also wraps); everything else is the standard library.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import functools
import hashlib
import re
import unicodedata
from dataclasses import dataclass
from typing import Callable, Optional, Sequence

CHUNK = 65536                 # R56: plaintext bytes per secretstream message
HEADER_BYTES = 24             # secretstream header
ABYTES = 17                   # per-message overhead
TAG_MESSAGE, TAG_FINAL = 0, 3
SEALED_KEY_BYTES = 112        # R54: 32-byte ephemeral public key + the 80-byte box of K ‖ binding
MAX_RECIPIENTS = 64           # R52
MAX_OPSLIMIT = 8              # R55: this reader's limits
MAX_MEMLIMIT = 256 * 2**20
MAX_TOTAL_WORK = 64 * 2 * 64 * 2**20    # R55: sum of opslimit x memlimit (64 derivations at t=2, 64 MiB)
MIN_OPSLIMIT = 2              # R55 (FORMAT 4.0): the writers' parameters, libsodium's interactive
MIN_MEMLIMIT = 64 * 2**20     # level; an entry below either is weak-kdf
SIGNING_PREFIX = b"keepsake-viewer-manifest-v2\n"
KEY_PREFIX = b"keepsake-viewer-key-v1\n"
RECIPIENT_PREFIX = b"keepsake-viewer-recipient-v2\n"
MEMBER_PREFIX = "keepsake-viewer-member-v2\n"
BINDING_PREFIX = b"keepsake-viewer-binding-v1\n"
KEY_CHECK_PREFIX = b"keepsake-viewer-key-check-v1\n"
VIEWER_KEYS = {"dossier_id", "revision", "public_key", "key_id", "key_check", "recipients", "signature"}
RECIPIENT_KEYS = {"id", "salt", "opslimit", "memlimit", "sealed_key", "ends_on"}

_UUID = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")
_DATE = re.compile(r"(\d{4})-(\d{2})-(\d{2})")


def _load_sodium() -> ctypes.CDLL:
    for name in ("libsodium.so.23", ctypes.util.find_library("sodium"), "libsodium.dylib"):
        if not name:
            continue
        try:
            lib = ctypes.CDLL(name)
        except OSError:
            continue
        if lib.sodium_init() < 0:
            raise OSError("sodium_init failed")
        return lib
    raise OSError("libsodium is not installed (Debian: libsodium23)")


_na: Optional[ctypes.CDLL] = None


def sodium() -> ctypes.CDLL:
    global _na
    if _na is None:
        _na = _load_sodium()
    return _na


_u64, _size = ctypes.c_ulonglong, ctypes.c_size_t


def _hex(value: object, nbytes: int) -> Optional[bytes]:
    """Bytes of a lowercase hex string of exactly `nbytes` bytes, else None."""
    if not isinstance(value, str) or len(value) != 2 * nbytes or not re.fullmatch(r"[0-9a-f]*", value):
        return None
    return bytes.fromhex(value)


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def is_civil_date(value: object) -> bool:
    """R26: YYYY-MM-DD with every field in range."""
    if not isinstance(value, str):
        return False
    m = _DATE.fullmatch(value)
    if not m:
        return False
    year, month, day = (int(g) for g in m.groups())
    if not 1 <= month <= 12 or day < 1:
        return False
    leap = year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)
    days = [31, 29 if leap else 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
    return day <= days


# --------------------------------------------------------------------------------------
# The primitives of section 15
# --------------------------------------------------------------------------------------

# R26: Unicode White_Space (Python's str.strip() also strips U+001C-U+001F, which is not).
WHITE_SPACE = "".join([chr(c) for c in range(0x09, 0x0E)] + [" ", "\u0085", "\u00a0", "\u1680"]
                      + [chr(c) for c in range(0x2000, 0x200B)]
                      + ["\u2028", "\u2029", "\u202f", "\u205f", "\u3000"])


def username_key(username: str) -> str:
    """Section 9.1 (FORMAT 2.2): the name trimmed of White_Space and normalised to NFC; the
    comparison key is the NFC form of that name lower-cased scalar by scalar, with Unicode's
    full lowercase mappings and no context (so a final capital sigma becomes U+03C3, not the
    final form U+03C2 that Python's str.lower() gives) and no locale."""
    name = unicodedata.normalize("NFC", username.strip(WHITE_SPACE))
    return unicodedata.normalize("NFC", "".join(c.lower() for c in name))


@functools.lru_cache(maxsize=64)
def derive_keypair(user_key: str, password: str, salt: bytes, opslimit: int, memlimit: int) -> tuple:
    """R54: (public key, secret key) of a relative. Remembered for the same inputs, as a device
    that already derived a relative's pair for a salt and parameters may (R55): the suite writes
    and reads many bundles sealed to the same relatives at the writers' 64 MiB."""
    na = sodium()
    data = KEY_PREFIX + user_key.encode("utf-8") + b"\n" + unicodedata.normalize("NFC", password).encode("utf-8")
    seed = ctypes.create_string_buffer(32)
    if na.crypto_pwhash(seed, _u64(32), data, _u64(len(data)), salt, _u64(opslimit), _size(memlimit), 2) != 0:
        raise MemoryError("crypto_pwhash failed (out of memory?)")
    pk, sk = ctypes.create_string_buffer(32), ctypes.create_string_buffer(32)
    if na.crypto_box_seed_keypair(pk, sk, seed.raw) != 0:
        raise ValueError("crypto_box_seed_keypair failed")
    return pk.raw, sk.raw


def recipient_id(public_key: bytes) -> str:
    """R54 (FORMAT 2.2): the first 32 hex digits of SHA-256(prefix ‖ the relative's public key)."""
    return hashlib.sha256(RECIPIENT_PREFIX + public_key).hexdigest()[:32]


def key_id(public_key: bytes) -> str:
    """R52: the first 16 hex digits of SHA-256 of the centre's public key."""
    return hashlib.sha256(public_key).hexdigest()[:16]


def signing_keypair(seed: bytes) -> tuple:
    """Ed25519 (public key, 64-byte secret key) from a 32-byte seed."""
    pk, sk = ctypes.create_string_buffer(32), ctypes.create_string_buffer(64)
    if sodium().crypto_sign_seed_keypair(pk, sk, seed) != 0:
        raise ValueError("crypto_sign_seed_keypair failed")
    return pk.raw, sk.raw


def sign(message: bytes, secret_key: bytes) -> bytes:
    sig = ctypes.create_string_buffer(64)
    if sodium().crypto_sign_detached(sig, None, message, _u64(len(message)), secret_key) != 0:
        raise ValueError("crypto_sign_detached failed")
    return sig.raw


def verify(signature: bytes, message: bytes, public_key: bytes) -> bool:
    return sodium().crypto_sign_verify_detached(signature, message, _u64(len(message)), public_key) == 0


def binding(public_key: bytes, dossier_id: str, revision: int) -> bytes:
    """R54: what a sealed key binds K to: SHA-256(context ‖ public key ‖ dossier_id LF revision)."""
    return hashlib.sha256(BINDING_PREFIX + public_key + ("%s\n%d" % (dossier_id, revision)).encode()).digest()


def key_check(content_key: bytes) -> str:
    """R53: the signed check of the content key, SHA-256(context ‖ K) in hex."""
    return hashlib.sha256(KEY_CHECK_PREFIX + content_key).hexdigest()


def seal_key(wrapped: bytes, public_key: bytes, ephemeral_seed: bytes) -> bytes:
    """crypto_box_seal(K ‖ binding, pk) with the ephemeral key pair drawn from `ephemeral_seed`.

    libsodium's sealed box: ephemeral pair (epk, esk); nonce = BLAKE2b-192(epk ‖ pk);
    output epk ‖ crypto_box_easy(m, nonce, pk, esk). crypto_box_seal_open opens it.
    """
    na = sodium()
    epk, esk = ctypes.create_string_buffer(32), ctypes.create_string_buffer(32)
    if na.crypto_box_seed_keypair(epk, esk, ephemeral_seed) != 0:
        raise ValueError("crypto_box_seed_keypair failed")
    nonce = hashlib.blake2b(epk.raw + public_key, digest_size=24).digest()
    box = ctypes.create_string_buffer(len(wrapped) + 16)
    if na.crypto_box_easy(box, wrapped, _u64(len(wrapped)), nonce, public_key, esk) != 0:
        raise ValueError("crypto_box_easy failed")
    return epk.raw + box.raw


def open_sealed_key(sealed: bytes, public_key: bytes, secret_key: bytes) -> Optional[bytes]:
    """The sealed key's plaintext (K ‖ binding, 64 bytes), or None."""
    out = ctypes.create_string_buffer(SEALED_KEY_BYTES - 48)
    if sodium().crypto_box_seal_open(out, sealed, _u64(len(sealed)), public_key, secret_key) != 0:
        return None
    return out.raw


def member_ad(dossier_id: str, revision: int, role: str) -> bytes:
    """R56: the associated data of every chunk of a member."""
    return ("%s%s\n%d\n%s" % (MEMBER_PREFIX, dossier_id, revision, role)).encode("utf-8")


def sealed_size(plain_size: int) -> int:
    """R56: 24 + 17 × max(1, ⌈n / 65,536⌉) + n."""
    return HEADER_BYTES + ABYTES * max(1, -(-plain_size // CHUNK)) + plain_size


def seal_member(plain: bytes, key: bytes, ad: bytes, header: bytes) -> bytes:
    """R56 with a chosen 24-byte header: the stream init_push would write had it drawn it.

    init_push draws the header at random and derives the state from it and the key exactly
    as init_pull does, so pulling's state from a chosen header pushes the same bytes.
    """
    na = sodium()
    state = ctypes.create_string_buffer(na.crypto_secretstream_xchacha20poly1305_statebytes())
    if len(header) != HEADER_BYTES or na.crypto_secretstream_xchacha20poly1305_init_pull(state, header, key) != 0:
        raise ValueError("secretstream init failed")
    chunks = [plain[i:i + CHUNK] for i in range(0, len(plain), CHUNK)] or [b""]
    out = [header]
    for index, chunk in enumerate(chunks):
        buf = ctypes.create_string_buffer(len(chunk) + ABYTES)
        tag = TAG_FINAL if index == len(chunks) - 1 else TAG_MESSAGE
        if na.crypto_secretstream_xchacha20poly1305_push(state, buf, None, chunk, _u64(len(chunk)), ad, _u64(len(ad)),
                                                         ctypes.c_ubyte(tag)) != 0:
            raise ValueError("secretstream push failed")
        out.append(buf.raw)
    return b"".join(out)


def seal_member_chunks(chunks: Sequence[tuple], key: bytes, ad: bytes, header: bytes) -> bytes:
    """For hostile cases: push exactly these (plaintext, tag) messages."""
    na = sodium()
    state = ctypes.create_string_buffer(na.crypto_secretstream_xchacha20poly1305_statebytes())
    na.crypto_secretstream_xchacha20poly1305_init_pull(state, header, key)
    out = [header]
    for chunk, tag in chunks:
        buf = ctypes.create_string_buffer(len(chunk) + ABYTES)
        na.crypto_secretstream_xchacha20poly1305_push(state, buf, None, chunk, _u64(len(chunk)), ad, _u64(len(ad)),
                                                      ctypes.c_ubyte(tag))
        out.append(buf.raw)
    return b"".join(out)


def open_member(data: bytes, key: bytes, ad: bytes) -> tuple:
    """R56: (plaintext, None), or (None, why) for a member that must be refused (`decryption`)."""
    if len(data) < HEADER_BYTES + ABYTES:
        return None, "a sealed member of %d bytes is shorter than 41" % len(data)
    na = sodium()
    state = ctypes.create_string_buffer(na.crypto_secretstream_xchacha20poly1305_statebytes())
    if na.crypto_secretstream_xchacha20poly1305_init_pull(state, data[:HEADER_BYTES], key) != 0:
        return None, "the secretstream header is refused"
    out, pos = [], HEADER_BYTES
    while pos < len(data):
        chunk = data[pos:pos + CHUNK + ABYTES]
        pos += len(chunk)
        if len(chunk) < ABYTES:
            return None, "a chunk of %d bytes is too short" % len(chunk)
        plain = ctypes.create_string_buffer(max(1, len(chunk) - ABYTES))
        plain_len, tag = _u64(), ctypes.c_ubyte()
        if na.crypto_secretstream_xchacha20poly1305_pull(state, plain, ctypes.byref(plain_len), ctypes.byref(tag), chunk,
                                                         _u64(len(chunk)), ad, _u64(len(ad))) != 0:
            return None, "a chunk does not authenticate"
        last = pos == len(data)
        if tag.value not in (TAG_MESSAGE, TAG_FINAL):
            return None, "a chunk has tag %d" % tag.value
        if last and tag.value != TAG_FINAL:
            return None, "the stream is cut: its last chunk is not FINAL"
        if not last and tag.value == TAG_FINAL:
            return None, "FINAL on a chunk before the last"
        out.append(plain.raw[:plain_len.value])
    return b"".join(out), None


# --------------------------------------------------------------------------------------
# Reading
# --------------------------------------------------------------------------------------

Fail = Callable[[str, str], None]


def signing_message(manifest: dict, canonical_json: Callable[[object], bytes]) -> bytes:
    """R53: the prefix, then the canonical JSON of the manifest without digest and signature."""
    return SIGNING_PREFIX + canonical_json({k: v for k, v in manifest.items()
                                            if k not in ("digest", "signature")})


def check_manifest(value: dict, fail: Fail, canonical_json: Callable[[object], bytes]) -> None:
    """R52 and R53 for a manifest with `access` `viewer` (its digest already checked).

    ORDER: the fields, in R52's order, then the signature (R53: before any later member).
    """
    if value.get("format_version") not in (2, 3) or value.get("kind") != "dossier":
        fail("manifest-field", "a viewer manifest needs format_version 2 or 3 and kind dossier")
    extra = set(value) - {"format", "format_version", "kind", "access", "created", "generator",
                          "members", "digest"}
    # R66: a viewer update's `base_revision`, from 1 to revision - 1, at version 3 or later.
    if "base_revision" in extra:
        extra = extra - {"base_revision"}
        base, revision = value["base_revision"], value.get("revision")
        if value.get("format_version") != 3:
            fail("manifest-field", "base_revision (a viewer update) at format version %r" % (value.get("format_version"),))
        elif not _is_int(base) or not _is_int(revision) or not 1 <= base < revision:
            fail("manifest-field", "base_revision %r is not an integer from 1 to revision - 1" % (base,))
    if extra != VIEWER_KEYS:
        fail("manifest-field", "viewer members missing %s, extra %s"
             % (sorted(VIEWER_KEYS - extra), sorted(extra - VIEWER_KEYS)))
        return
    if not isinstance(value["dossier_id"], str) or not _UUID.fullmatch(value["dossier_id"]):
        fail("manifest-field", "dossier_id %r is not a lowercase UUID" % (value["dossier_id"],))
    if not _is_int(value["revision"]) or value["revision"] < 1:
        fail("manifest-field", "revision %r is not an integer ≥ 1" % (value["revision"],))
    public_key = _hex(value["public_key"], 32)
    if public_key is None:
        fail("manifest-field", "public_key is not 64 lowercase hex digits")
        return
    if value["key_id"] != key_id(public_key):
        fail("manifest-field", "key_id %r is not the first 16 hex digits of SHA-256(public_key)"
             % (value["key_id"],))
    recipients = value["recipients"]
    if not isinstance(recipients, list) or not 1 <= len(recipients) <= MAX_RECIPIENTS:
        fail("manifest-field", "recipients is not an array of 1 to %d objects" % MAX_RECIPIENTS)
        recipients = []
    previous = None
    for index, entry in enumerate(recipients):
        if not isinstance(entry, dict) or set(entry) != RECIPIENT_KEYS:
            fail("manifest-field", "recipients[%d] does not have exactly %s" % (index, sorted(RECIPIENT_KEYS)))
            continue
        ok = (_hex(entry["id"], 16) is not None and _hex(entry["salt"], 16) is not None
              and _hex(entry["sealed_key"], SEALED_KEY_BYTES) is not None
              and _is_int(entry["opslimit"]) and entry["opslimit"] >= 1
              and _is_int(entry["memlimit"]) and entry["memlimit"] >= 8192 and entry["memlimit"] % 1024 == 0
              and (entry["ends_on"] is None or is_civil_date(entry["ends_on"])))
        if not ok:
            fail("manifest-field", "recipients[%d] is ill-formed: %r" % (index, entry))
        if previous is not None and isinstance(entry["id"], str) and not previous < entry["id"]:
            fail("manifest-field", "recipients are not in strictly ascending order of id")
        previous = entry["id"] if isinstance(entry["id"], str) else previous
    if _hex(value["key_check"], 32) is None:
        fail("manifest-field", "key_check is not 64 lowercase hex digits")
    signature = _hex(value["signature"], 64)
    if signature is None:
        fail("manifest-field", "signature is not 128 lowercase hex digits")
        return
    if not verify(signature, signing_message(value, canonical_json), public_key):
        fail("signature", "the manifest's signature does not verify with public_key %s" % value["public_key"])


@dataclass(frozen=True)
class Credentials:
    """What a relative types, and their civil day today (R55)."""
    username: str
    password: str
    today: str


class AccessError(Exception):
    """A refusal of R55 that is about the person, not the bundle (no error name of section 10):
    `status` is the C API's status name: AUTH_FAILED or PERMISSION_DENIED."""

    def __init__(self, status: str, message: str):
        super().__init__(message)
        self.status = status


def open_content_key(manifest: dict, credentials: Credentials, fail: Fail) -> bytes:
    """R54, R55: the content key K for the recipient the credentials name.

    ORDER (as R55 lists): no entry's parameters below the writers' minimum (FORMAT 4.0);
    every entry's parameters within the limits, alone and summed; the
    key pair derived with each entry's salt and parameters in manifest order until one's id
    is the id of the derived public key; that entry's sealed key, its binding and the key
    check; the end of access.
    """
    user_key = username_key(credentials.username)
    for entry in manifest["recipients"]:
        if entry["opslimit"] < MIN_OPSLIMIT or entry["memlimit"] < MIN_MEMLIMIT:
            fail("weak-kdf", "entry %s asks for Argon2id opslimit %d, memlimit %d: readers accept no less "
                 "than %d and %d" % (entry["id"], entry["opslimit"], entry["memlimit"], MIN_OPSLIMIT, MIN_MEMLIMIT))
    work = 0
    for entry in manifest["recipients"]:
        if entry["opslimit"] > MAX_OPSLIMIT or entry["memlimit"] > MAX_MEMLIMIT:
            fail("limit-exceeded", "Argon2id opslimit %d, memlimit %d: this reader allows up to %d and %d"
                 % (entry["opslimit"], entry["memlimit"], MAX_OPSLIMIT, MAX_MEMLIMIT))
        work += entry["opslimit"] * entry["memlimit"]
    if work > MAX_TOTAL_WORK:
        fail("limit-exceeded", "the recipients' Argon2id work (opslimit x memlimit, summed) is %d; "
             "this reader allows up to %d" % (work, MAX_TOTAL_WORK))
    found = None
    for entry in manifest["recipients"]:
        public_key, secret_key = derive_keypair(user_key, credentials.password, bytes.fromhex(entry["salt"]),
                                                entry["opslimit"], entry["memlimit"])
        if recipient_id(public_key) == entry["id"]:
            found = entry, public_key, secret_key
            break
    if found is None:
        raise AccessError("AUTH_FAILED", "not a recipient, or wrong password: no entry opens for %r"
                          % credentials.username)
    entry, public_key, secret_key = found
    wrapped = open_sealed_key(bytes.fromhex(entry["sealed_key"]), public_key, secret_key)
    if wrapped is None:
        fail("decryption", "the sealed key of entry %s does not open with the key pair its id names" % entry["id"])
        raise AccessError("AUTH_FAILED", "the sealed key does not open")     # tolerated: nothing to open
    key = wrapped[:32]
    if wrapped[32:] != binding(bytes.fromhex(manifest["public_key"]), manifest["dossier_id"], manifest["revision"]):
        fail("decryption", "the sealed key of entry %s is bound to another signer, dossier or revision" % entry["id"])
    if key_check(key) != manifest["key_check"]:
        fail("decryption", "the content key of entry %s is not the one key_check names" % entry["id"])
    if entry["ends_on"] is not None and entry["ends_on"] < credentials.today:
        raise AccessError("PERMISSION_DENIED", "access ended for %r on %s" % (credentials.username, entry["ends_on"]))
    return key


def check_content(tables: dict, dossier_id: str, fail: Fail) -> None:
    """R57: what relatives see (`kind-content` otherwise). `tables`: name -> list of row dicts."""
    patients = tables.get("patients", [])
    if len(patients) != 1 or patients[0]["id"] != dossier_id:
        fail("kind-content", "a viewer database holds exactly the patient dossier_id names")
    for row in tables.get("dossier_actions", []):
        if row["version"] != 1 or row["deleted"] != 0 or row["changed_by"] is not None:
            fail("kind-content", "action %s is not one current, undeleted version 1 without changed_by" % row["id"])
    for row in tables.get("dossier_attachments", []):
        if row["attached_by"] is not None:
            fail("kind-content", "attachment %s has attached_by" % row["id"])


# --------------------------------------------------------------------------------------
# Writing (deterministic, for the suite)
# --------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Recipient:
    """A relative a viewer bundle is sealed to, with the values a writer would draw."""
    username: str
    password: str
    salt: bytes
    ephemeral_seed: bytes                  # the sealed box's ephemeral key pair (R54)
    opslimit: int = MIN_OPSLIMIT           # R54: the writers' parameters (R55's minimum)
    memlimit: int = MIN_MEMLIMIT
    ends_on: Optional[str] = None

    def entry(self, content_key: bytes, bound_to: bytes) -> dict:
        user_key = username_key(self.username)
        public_key, _ = derive_keypair(user_key, self.password, self.salt, self.opslimit, self.memlimit)
        return {"id": recipient_id(public_key), "salt": self.salt.hex(), "opslimit": self.opslimit,
                "memlimit": self.memlimit,
                "sealed_key": seal_key(content_key + bound_to, public_key, self.ephemeral_seed).hex(),
                "ends_on": self.ends_on}


@dataclass(frozen=True)
class ViewerSeal:
    """Everything a viewer writer draws at random or holds secret (R52-R56, R59)."""
    centre_seed: bytes                      # the centre's Ed25519 key pair
    content_key: bytes                      # K, 32 bytes
    recipients: Sequence[Recipient]
    dossier_id: str
    revision: int = 1
    header_seed: bytes = b"\0" * 16         # the members' secretstream headers derive from it

    def header(self, role: str, index: int) -> bytes:
        return hashlib.sha256(self.header_seed + ("%s/%d" % (role, index)).encode()).digest()[:HEADER_BYTES]


def viewer_manifest_fields(seal: ViewerSeal) -> dict:
    """R52's members except `signature`, recipients in ascending order of `id`."""
    public_key, _ = signing_keypair(seal.centre_seed)
    bound_to = binding(public_key, seal.dossier_id, seal.revision)
    entries = sorted((r.entry(seal.content_key, bound_to) for r in seal.recipients), key=lambda e: e["id"])
    return {"dossier_id": seal.dossier_id, "revision": seal.revision, "public_key": public_key.hex(),
            "key_id": key_id(public_key), "key_check": key_check(seal.content_key), "recipients": entries}


def sign_manifest(manifest: dict, seal: ViewerSeal, canonical_json: Callable[[object], bytes]) -> dict:
    """R53: the manifest with its `signature` (the digest is left for the caller to add last)."""
    _, secret_key = signing_keypair(seal.centre_seed)
    out = dict(manifest)
    out.pop("digest", None)
    out["signature"] = sign(signing_message(out, canonical_json), secret_key).hex()
    return out


def seal_members(database: bytes, media: Sequence[bytes], seal: ViewerSeal) -> tuple:
    """R56: the sealed database and the sealed media, in archive order (by ciphertext hash)."""
    db = seal_member(database, seal.content_key, member_ad(seal.dossier_id, seal.revision, "keepsake.db"),
                     seal.header("keepsake.db", 0))
    ad = member_ad(seal.dossier_id, seal.revision, "media")
    sealed = [seal_member(m, seal.content_key, ad, seal.header("media", i)) for i, m in enumerate(media)]
    return db, sorted(sealed, key=lambda c: hashlib.sha256(c).hexdigest())


def build_viewer_bundle(database: bytes, media: Sequence[bytes], seal: ViewerSeal, *, created: str,
                        generator: str, edit_fields: Optional[Callable[[dict], dict]] = None,
                        edit_signed: Optional[Callable[[dict], dict]] = None,
                        sealed: Optional[tuple] = None) -> bytes:
    """The bytes of a viewer bundle of `database` (a version 2 dossier database, plaintext)
    and `media` (plaintexts). For hostile cases: `edit_fields` changes the manifest before it
    is signed, `edit_signed` after (the digest is always recomputed last), `sealed` replaces
    the sealed members (database, [media]) made by `seal_members`."""
    import ksbundle as ks     # ksbundle imports this module; the container is its part
    sealed_db, sealed_media = sealed if sealed is not None else seal_members(database, media, seal)
    items = [ks.MediaItem(c) for c in sealed_media]
    manifest = ks.build_manifest(sealed_db, items, created=created, generator=generator, kind="dossier",
                                 access="viewer", format_version=2)
    manifest.update(viewer_manifest_fields(seal))
    if edit_fields is not None:
        manifest = edit_fields(manifest)
    manifest = sign_manifest(manifest, seal, ks.canonical_json)
    if edit_signed is not None:
        manifest = edit_signed(manifest)
    manifest = ks.with_digest(manifest)
    return ks.serialize(ks.bundle_members(ks.canonical_json(manifest), sealed_db, items))


# --- Invitations (FORMAT.md section 18, R72) and fingerprints -------------------------------

INVITE_PREFIX = "keepsake:invite?"
INVITE_MAX_BYTES = 512
FEED_MAX_BYTES = 256
MAX_REVISION = 2**53 - 1
_UNRESERVED = frozenset(b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")


class InvitationError(ValueError):
    """A text R72 refuses; the message says what is wrong."""


def fingerprint(public_key: bytes) -> str:
    """R72: the first 32 hex digits (128 bits) of SHA-256 of the key, in eight groups of four."""
    digits = hashlib.sha256(public_key).hexdigest()[:32]
    return "-".join(digits[i:i + 4] for i in range(0, 32, 4))


def percent_encode(text: str) -> str:
    """R72: UTF-8 bytes, unreserved characters as they are, every other byte %XX (upper case)."""
    return "".join(chr(b) if b in _UNRESERVED else "%%%02X" % b for b in text.encode("utf-8"))


def _percent_decode(text: str) -> Optional[str]:
    out = bytearray()
    i = 0
    while i < len(text):
        if text[i] == "%":
            pair = text[i + 1:i + 3]
            if len(pair) != 2 or not all(c in "0123456789abcdefABCDEF" for c in pair):
                return None
            out.append(int(pair, 16))
            i += 3
        else:
            out += text[i].encode("utf-8")
            i += 1
    try:
        return out.decode("utf-8")
    except UnicodeDecodeError:
        return None


def is_username(name: str) -> bool:
    """Section 9.1: as stored (trimmed, NFC), 3 to 64 characters, letters and digits of any
    script and . _ - @, starting with a letter or digit."""
    if name != unicodedata.normalize("NFC", name.strip(WHITE_SPACE)) or not 3 <= len(name) <= 64:
        return False
    def word(c: str) -> bool:      # letters, decimal digits and the marks that combine with them
        return unicodedata.category(c) in ("Lu", "Ll", "Lt", "Lm", "Lo", "Nd", "Mn", "Mc")
    return word(name[0]) and unicodedata.category(name[0]) != "Mn" and all(word(c) or c in "._-@" for c in name)


def feed_problem(url: str) -> Optional[str]:
    """R72: https:// or http:// and at least one more character, printable ASCII, at most 256 bytes."""
    scheme = "https://" if url.startswith("https://") else "http://" if url.startswith("http://") else None
    if scheme is None:
        return "a feed URL starts with https:// or http://"
    data = url.encode("utf-8")
    if len(data) <= len(scheme) or len(data) > FEED_MAX_BYTES:
        return "a feed URL has a host and at most %d bytes" % FEED_MAX_BYTES
    if not all(0x21 <= b <= 0x7E for b in data):
        return "a feed URL is printable ASCII"
    return None


def invitation_text(public_key: bytes, username: str, min_revision: Optional[int] = None,
                    feed_url: Optional[str] = None) -> str:
    """R72: the invitation of `username` to the centre of `public_key`."""
    text = INVITE_PREFIX + "v=1&key=" + public_key.hex() + "&user=" + percent_encode(username)
    if min_revision is not None:
        text += "&min=%d" % min_revision
    if feed_url is not None:
        text += "&feed=" + percent_encode(feed_url)
    return text


def parse_invitation(text: str) -> dict:
    """R72: {"public_key": bytes, "username", "min_revision" (or None), "feed_url" (or None)};
    InvitationError for any other text."""
    if len(text.encode("utf-8")) > INVITE_MAX_BYTES:
        raise InvitationError("more than %d bytes" % INVITE_MAX_BYTES)
    if not text.startswith(INVITE_PREFIX):
        raise InvitationError("another prefix")
    pairs = [part.partition("=") for part in text[len(INVITE_PREFIX):].split("&")]
    names = [name for name, _, _ in pairs]
    if names[:3] != ["v", "key", "user"] or names[3:] not in ([], ["min"], ["feed"], ["min", "feed"]):
        raise InvitationError("parameters v, key, user, then optionally min and feed, in that order")
    values = {name: value for name, _, value in pairs}
    if values["v"] != "1":
        raise InvitationError("version is not 1")
    if not re.fullmatch(r"[0-9a-f]{64}", values["key"]):
        raise InvitationError("key is not 64 lowercase hex digits")
    username = _percent_decode(values["user"])
    if username is None or percent_encode(username) != values["user"]:
        raise InvitationError("user is not percent-encoded as R72 says")
    if not is_username(username):
        raise InvitationError("user is not a username")
    result = {"public_key": bytes.fromhex(values["key"]), "username": username,
              "min_revision": None, "feed_url": None}
    if "min" in values:
        if not re.fullmatch(r"[1-9][0-9]*", values["min"]) or int(values["min"]) > MAX_REVISION:
            raise InvitationError("min is not a revision from 1 to 2^53 - 1 without leading zeros")
        result["min_revision"] = int(values["min"])
    if "feed" in values:
        url = _percent_decode(values["feed"])
        if url is None or percent_encode(url) != values["feed"]:
            raise InvitationError("feed is not percent-encoded as R72 says")
        problem = feed_problem(url)
        if problem:
            raise InvitationError(problem)
        result["feed_url"] = url
    return result
