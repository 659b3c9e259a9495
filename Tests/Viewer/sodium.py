"""The cryptography of FORMAT.md section 15 written again from the text, on libsodium through
ctypes: an independent reader the tests compare the library with, and the test vectors' source."""
import ctypes
import hashlib

na = ctypes.CDLL("libsodium.so.23")
assert na.sodium_init() >= 0
CHUNK = 65536
HEADER = 24
ABYTES = 17
TAG_FINAL = 3


def derive(username_key: str, password: bytes, salt: bytes, ops: int, mem: int):
    """R54: the relative's X25519 key pair."""
    data = b"keepsake-viewer-key-v1\n" + username_key.encode() + b"\n" + password
    seed = ctypes.create_string_buffer(32)
    assert na.crypto_pwhash(seed, ctypes.c_ulonglong(32), data, ctypes.c_ulonglong(len(data)), salt,
                            ctypes.c_ulonglong(ops), ctypes.c_size_t(mem), 2) == 0
    pk, sk = ctypes.create_string_buffer(32), ctypes.create_string_buffer(32)
    assert na.crypto_box_seed_keypair(pk, sk, seed.raw) == 0
    return seed.raw, pk.raw, sk.raw


def recipient_id(public_key: bytes) -> str:
    """R54: the first 32 hex digits of SHA-256 of the context line and the relative's public key."""
    return hashlib.sha256(b"keepsake-viewer-recipient-v2\n" + public_key).hexdigest()[:32]


def seal_open(sealed: bytes, pk: bytes, sk: bytes):
    """R54: the sealed key's plaintext, the content key K followed by its binding (64 bytes)."""
    out = ctypes.create_string_buffer(64)
    if len(sealed) != 112 or na.crypto_box_seal_open(out, sealed, ctypes.c_ulonglong(len(sealed)), pk, sk) != 0:
        return None
    return out.raw


def seal(message: bytes, pk: bytes) -> bytes:
    out = ctypes.create_string_buffer(len(message) + 48)
    assert na.crypto_box_seal(out, message, ctypes.c_ulonglong(len(message)), pk) == 0
    return out.raw


def binding(centre_public_key: bytes, dossier_id: str, revision: int) -> bytes:
    """R54: what K is sealed together with: the signer, the dossier and the revision."""
    return hashlib.sha256(b"keepsake-viewer-binding-v1\n" + centre_public_key + ("%s\n%d" % (dossier_id, revision)).encode()).digest()


def key_check(content_key: bytes) -> str:
    """R53: the signed check of K."""
    return hashlib.sha256(b"keepsake-viewer-key-check-v1\n" + content_key).hexdigest()


def key_id(public_key: bytes) -> str:
    return hashlib.sha256(public_key).hexdigest()[:16]


def fingerprint(public_key: bytes) -> str:
    """R72: the first 32 hex digits of SHA-256 of the key, in eight groups of four."""
    digits = hashlib.sha256(public_key).hexdigest()[:32]
    return "-".join(digits[i:i + 4] for i in range(0, 32, 4))


def sign(message: bytes, sk: bytes) -> bytes:
    sig = ctypes.create_string_buffer(64)
    assert na.crypto_sign_detached(sig, None, message, ctypes.c_ulonglong(len(message)), sk) == 0
    return sig.raw


def sign_seed_keypair(seed: bytes):
    pk, sk = ctypes.create_string_buffer(32), ctypes.create_string_buffer(64)
    assert na.crypto_sign_seed_keypair(pk, sk, seed) == 0
    return pk.raw, sk.raw


def verify(sig: bytes, message: bytes, pk: bytes) -> bool:
    return na.crypto_sign_verify_detached(sig, message, ctypes.c_ulonglong(len(message)), pk) == 0


def member_ad(dossier_id: str, revision: int, role: str) -> bytes:
    return ("keepsake-viewer-member-v2\n%s\n%d\n%s" % (dossier_id, revision, role)).encode()


def open_member(data: bytes, key: bytes, ad: bytes) -> bytes:
    """R56: the plaintext of a member, or an exception."""
    state = ctypes.create_string_buffer(na.crypto_secretstream_xchacha20poly1305_statebytes())
    assert len(data) >= HEADER + ABYTES, "too short"
    assert na.crypto_secretstream_xchacha20poly1305_init_pull(state, data[:HEADER], key) == 0
    body, out, pos = data[HEADER:], [], 0
    while pos < len(body):
        chunk = body[pos:pos + CHUNK + ABYTES]
        pos += len(chunk)
        plain = ctypes.create_string_buffer(max(1, len(chunk)))
        plen, tag = ctypes.c_ulonglong(), ctypes.c_ubyte()
        rc = na.crypto_secretstream_xchacha20poly1305_pull(state, plain, ctypes.byref(plen), ctypes.byref(tag), chunk,
                                                           ctypes.c_ulonglong(len(chunk)), ad, ctypes.c_ulonglong(len(ad)))
        assert rc == 0, "chunk does not authenticate"
        last = pos == len(body)
        assert (tag.value == TAG_FINAL) == last and tag.value in (0, TAG_FINAL), "bad tag"
        out.append(plain.raw[:plen.value])
    return b"".join(out)


def seal_member(plain: bytes, key: bytes, ad: bytes, header_seed=None) -> bytes:
    state = ctypes.create_string_buffer(na.crypto_secretstream_xchacha20poly1305_statebytes())
    header = ctypes.create_string_buffer(HEADER)
    assert na.crypto_secretstream_xchacha20poly1305_init_push(state, header, key) == 0
    chunks = [plain[i:i + CHUNK] for i in range(0, len(plain), CHUNK)] or [b""]
    out = [header.raw]
    for i, c in enumerate(chunks):
        buf = ctypes.create_string_buffer(len(c) + ABYTES)
        tag = TAG_FINAL if i == len(chunks) - 1 else 0
        assert na.crypto_secretstream_xchacha20poly1305_push(state, buf, None, c, ctypes.c_ulonglong(len(c)), ad,
                                                             ctypes.c_ulonglong(len(ad)), ctypes.c_ubyte(tag)) == 0
        out.append(buf.raw)
    return b"".join(out)
