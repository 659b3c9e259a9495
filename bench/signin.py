#!/usr/bin/env python3
"""Sign-in time at the chosen Argon2id parameters (FORMAT.md section 9.1), through the C ABI,
beside a baseline measured in the same run: libsodium's crypto_pwhash_str_verify alone with
the same parameters. Also shows that a wrong password and an unknown username take about the
same time (the unknown name is checked against a decoy hash).

Usage: bench/signin.py [LIBKEEPSAKE_SO] [--repeat N]
"""
import ctypes
import statistics
import sys
import tempfile
import time

args = [a for a in sys.argv[1:] if not a.startswith("--")]
repeat = int(sys.argv[sys.argv.index("--repeat") + 1]) if "--repeat" in sys.argv else 9
path = args[0] if args else ".build/release/libkeepsake.so"
lib = ctypes.CDLL(path)
sodium = ctypes.CDLL("libsodium.so.23")
sodium.sodium_init()
P, S = ctypes.c_void_p, ctypes.c_char_p
lib.ks_store_open.argtypes = [ctypes.POINTER(P), S, ctypes.c_uint32]
lib.ks_session_open_owner.argtypes = [ctypes.POINTER(P), P]
lib.ks_account_create.argtypes = [P, P, S, S, S]
lib.ks_session_sign_in.argtypes = [ctypes.POINTER(P), ctypes.POINTER(P), P, S, S, ctypes.c_uint32, S]
lib.ks_session_close.argtypes = [P]
lib.ks_last_error_message.restype = S

work = tempfile.mkdtemp(prefix="keepsake-signin-")
store, owner = P(), P()
assert lib.ks_store_open(ctypes.byref(store), f"{work}/store".encode(), 1) == 0
assert lib.ks_session_open_owner(ctypes.byref(owner), store) == 0
assert lib.ks_account_create(None, owner, b'{"username":"bench","role":"owner"}', b"correct horse battery", b"2026-11-30T09:00:00Z") == 0

second = [0]


def now():
    # Each attempt a minute apart, so failures never reach the wait of the lockout policy.
    second[0] += 1
    return b"2026-11-30T%02d:%02d:00Z" % (10 + second[0] // 60, second[0] % 60)


def sign_in(user, password):
    s = P()
    t0 = time.perf_counter()
    rc = lib.ks_session_sign_in(ctypes.byref(s), None, store, user, password, 0, now())
    elapsed = time.perf_counter() - t0
    if s.value:
        lib.ks_session_close(s)
    return rc, elapsed


hash_buf = ctypes.create_string_buffer(128)
sodium.crypto_pwhash_str(hash_buf, b"correct horse battery", ctypes.c_ulonglong(21), ctypes.c_ulonglong(2), ctypes.c_size_t(64 << 20))


def baseline():
    t0 = time.perf_counter()
    sodium.crypto_pwhash_str_verify(hash_buf, b"correct horse battery", ctypes.c_ulonglong(21))
    return time.perf_counter() - t0


rows = {"libsodium verify alone (baseline)": [], "sign-in, right password": [], "sign-in, wrong password": [],
        "sign-in, unknown username": []}
for i in range(repeat):
    rows["libsodium verify alone (baseline)"].append(baseline())
    rc, t = sign_in(b"bench", b"correct horse battery")
    assert rc == 0, lib.ks_last_error_message()
    rows["sign-in, right password"].append(t)
    # A wrong password, then a success, so the failure count never grows past one.
    rc, t = sign_in(b"bench", b"wrong password here")
    assert rc == -10
    rows["sign-in, wrong password"].append(t)
    rc, t = sign_in(f"nobody{i}".encode(), b"wrong password here")
    assert rc == -10
    rows["sign-in, unknown username"].append(t)
    sign_in(b"bench", b"correct horse battery")

base = statistics.median(rows["libsodium verify alone (baseline)"])
print(f"Sign-in at Argon2id t=2, m=64 MiB, p=1; median of {repeat} runs")
print("| operation | median ms | min ms | vs baseline |")
print("|---|---|---|---|")
for name, values in rows.items():
    m = statistics.median(values)
    print(f"| {name} | {m * 1000:.1f} | {min(values) * 1000:.1f} | {m / base:.2f}x |")
wrong = statistics.median(rows["sign-in, wrong password"])
unknown = statistics.median(rows["sign-in, unknown username"])
print(f"unknown username / wrong password time: {unknown / wrong:.2f} (1.00 = indistinguishable)")
