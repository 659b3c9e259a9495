#!/usr/bin/env python3
"""Limits: every input from elsewhere has a documented bound (README "Guarantees and how they
are tested"), and going past it gives the documented status quickly, without exhausting memory
or the stack. One row per bound in CASES: the input just past the bound, the status it must
give. The whole run must stay under MAX_RSS_MB of memory.

    limits_test.py --prefix PREFIX
"""
import argparse
import ctypes
import os
import resource
import shutil
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import kslib  # noqa: E402
from faults_test import ReadOptions, PROGRESS, Store  # noqa: E402
import faults_test  # noqa: E402

MAX_RSS_MB = 1024
vp, cp = ctypes.c_void_p, ctypes.c_char_p


def sparse(path, size):
    with open(path, "wb") as f:
        f.truncate(size)
    return path


def write(path, text):
    with open(path, "w") as f:
        f.write(text)
    return path


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--prefix", required=True)
    args = parser.parse_args()
    lib = kslib.Library(os.path.join(os.path.abspath(args.prefix), "lib", "libkeepsake.so"))
    faults_test.lib = lib
    L = lib.lib
    for name, argtypes in {"ks_media_limits_set": [vp, cp], "ks_mindmap_node_create": [ctypes.POINTER(vp), vp, cp, cp, cp, cp],
                           "ks_patient_create": [ctypes.POINTER(vp), vp, cp, cp],
                           "ks_dossier_timeline": [ctypes.POINTER(vp), vp, cp, cp, cp]}.items():
        getattr(L, name).argtypes = argtypes
        getattr(L, name).restype = ctypes.c_int
    work = tempfile.mkdtemp(prefix="keepsake-limits-")
    try:
        store = Store(os.path.join(work, "store"))
        s = store.session
        bundle = os.path.join(work, "b.keepsake")
        store.add_media(b"\x89PNG\r\n\x1a\n" + os.urandom(3000))
        store.export(bundle)
        _, m, _ = lib.call("ks_mindmap_create", s, b"Map", kslib.NOW, out=True)
        _, patient, _ = lib.call("ks_patient_create", s, b'{"full_name":"A","birth_date":"1950-01-01","admitted_on":"2026-11-01"}', kslib.NOW, out=True)

        def read_limited(**limits):
            options = ReadOptions(1, limits.get("members", 0), limits.get("member", 0), limits.get("total", 0),
                                  limits.get("manifest", 0), PROGRESS(0), None)
            return lib.call("ks_bundle_verify", bundle.encode(), ctypes.byref(options))

        def daylio(path):
            return lib.call("ks_mood_import_daylio", s, path.encode(), None, kslib.TODAY, kslib.NOW, out=True)

        def pixels(path):
            return lib.call("ks_mood_import_pixels", s, path.encode(), kslib.TODAY, kslib.NOW, out=True)

        def mindmap(fmt, path):
            return lib.call("ks_mindmap_import_file", s, fmt, path.encode(), kslib.NOW, out=True)

        def media_over_store_limit():
            lib.call("ks_media_limits_set", s, b'{"image":1000}')
            result = store.add_media(b"\x89PNG\r\n\x1a\n" + b"x" * 2000)
            lib.call("ks_media_limits_set", s, b'{}')
            return result

        def imported_media_over_store_limit():
            other = Store(os.path.join(work, "limited-store"))
            try:
                lib.call("ks_media_limits_set", other.session, b'{"image":1000}')
                return other.import_bundle(bundle)
            finally:
                other.close()

        def bounded_message(result):
            """A refusal whose message is longer than 4,096 bytes fails the row."""
            status, value, message = result
            return (status if len(message.encode()) <= 4096 else f"{status} with a {len(message)}-byte message"), value, message

        def open_store(path):
            status, handle, message = lib.open(path, 0)
            if status == "KS_OK":
                L.ks_store_close(handle)
            return status, None, message

        def nested_opml(depth):
            body = "".join('<outline text="n">' for _ in range(depth)) + "</outline>" * depth
            return write(os.path.join(work, "deep.opml"), f'<opml version="2.0"><head/><body>{body}</body></opml>')

        w = lambda name: os.path.join(work, name)  # noqa: E731

        def xmind(name, content, declared=None):
            """An .xmind holding content.json deflated; `declared` overrides the uncompressed
            size its zip directory gives (a bomb lies about it)."""
            import struct
            import zipfile
            path = w(name)
            with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
                z.writestr("content.json", content)
            if declared is not None:
                data = bytearray(open(path, "rb").read())
                central = data.rindex(b"PK\x01\x02")
                struct.pack_into("<I", data, central + 24, declared)
                struct.pack_into("<I", data, 22, declared)
                open(path, "wb").write(bytes(data))
            return path
        cases = [
            ("bundle members (R19, default 100,000)", "KS_ERR_LIMIT_EXCEEDED", lambda: read_limited(members=1)),
            ("bundle member size (R19, default 64 GiB)", "KS_ERR_LIMIT_EXCEEDED", lambda: read_limited(member=100)),
            ("bundle total size (R19, default 1 TiB)", "KS_ERR_LIMIT_EXCEEDED", lambda: read_limited(total=100)),
            ("bundle manifest size (R19, default 32 MiB)", "KS_ERR_LIMIT_EXCEEDED", lambda: read_limited(manifest=10)),
            ("Daylio file size (64 MiB)", "KS_ERR_LIMIT_EXCEEDED", lambda: daylio(sparse(w("big.csv"), (64 << 20) + 1))),
            ("Daylio lines (1,000,000)", "KS_ERR_LIMIT_EXCEEDED", lambda: daylio(write(w("rows.csv"), "full_date,mood\n" + "\n" * 1_000_001))),
            ("Daylio fields a line (100)", "KS_ERR_LIMIT_EXCEEDED", lambda: daylio(write(w("fields.csv"), "full_date,mood\n" + "," * 100))),
            ("Pixels file size (64 MiB)", "KS_ERR_LIMIT_EXCEEDED", lambda: pixels(sparse(w("big.json"), (64 << 20) + 1))),
            ("Pixels JSON values (2,000,000)", "KS_ERR_LIMIT_EXCEEDED", lambda: pixels(write(w("values.json"), "[" + ",".join(["1"] * 2_000_001) + "]"))),
            ("OPML file size (256 MiB)", "KS_ERR_LIMIT_EXCEEDED", lambda: mindmap(1, sparse(w("big.opml"), (256 << 20) + 1))),
            ("FreeMind file size (256 MiB)", "KS_ERR_LIMIT_EXCEEDED", lambda: mindmap(2, sparse(w("big.mm"), (256 << 20) + 1))),
            ("XMind file size (256 MiB)", "KS_ERR_LIMIT_EXCEEDED", lambda: mindmap(6, sparse(w("big.xmind"), (256 << 20) + 1))),
            ("XMind entry declared over 256 MiB: refused before inflating", "KS_ERR_LIMIT_EXCEEDED",
             lambda: mindmap(6, xmind("declared.xmind", b"[]", declared=(256 << 20) + 1))),
            ("XMind deflate bomb (64 MiB of spaces declared as 1,000 bytes): inflating stops at 1,000", "KS_ERR_LIMIT_EXCEEDED",
             lambda: mindmap(6, xmind("bomb.xmind", b"[" + b" " * (64 << 20) + b"]", declared=1000))),
            ("XMind of 200,000 one-letter topics in 6 kB (store growth at most 1,000 times the file, issue 28): refused before the store grows",
             "KS_ERR_LIMIT_EXCEEDED", lambda: mindmap(6, xmind("many.xmind", ('[{"id":"s","title":"Sheet","rootTopic":{"id":"r","title":"r","children":{"attached":['
                                                                     + ",".join(['{"title":"a"}'] * 200_000) + ']}}}]').encode()))),
            ("OPML depth: unlimited, 100,000 deep imports", "KS_OK", lambda: mindmap(1, nested_opml(100_000))),
            ("OPML attribute: any size, one 64 MB text attribute imports (linear)", "KS_OK",
             lambda: mindmap(1, write(w("long.opml"), '<opml version="2.0"><body><outline text="' + ("a" * 63 + " ") * 1_000_000 + '"/></body></opml>'))),
            (".mm attribute: any size, one 64 MB TEXT=\"<html>…\" imports (linear)", "KS_OK",
             lambda: mindmap(2, write(w("long.mm"), '<map><node TEXT="&lt;html&gt;&lt;p&gt;' + ("a" * 63 + " ") * 1_000_000 + '"/></map>'))),
            ("JSON nesting in documents (64)", "KS_ERR_INVALID_ARGUMENT",
             lambda: lib.call("ks_account_create", s, ("[" * 65 + "1" + "]" * 65).encode(), b"password-long", kslib.NOW, out=True)),
            ("media file, store's limit per kind (ks_media_limits_set)", "KS_ERR_LIMIT_EXCEEDED", media_over_store_limit),
            ("media in a bundle import, store's limit per kind", "KS_ERR_LIMIT_EXCEEDED", imported_media_over_store_limit),
            ("username (64 characters; over 1,024 bytes refused before any other work)", "KS_ERR_INVALID_ARGUMENT",
             lambda: bounded_message(lib.call("ks_account_create", s, b'{"username":"' + b"u" * (10 << 20) + b'","role":"owner"}',
                                              b"password-long", kslib.NOW, out=True))),
            ("error message (4,096 bytes; a value quoted to 64 characters): a 10 MiB path", "KS_ERR_NOT_FOUND",
             lambda: bounded_message(open_store("/tmp/" + "p" * (10 << 20)))),
            ("mood note (1,000 characters)", "KS_ERR_INVALID_ARGUMENT",
             lambda: lib.call("ks_mood_set", s, b"2026-11-01", b"good", b"x" * 1001, kslib.TODAY, kslib.NOW, out=True)),
            ("mind-map node title (1,000 characters)", "KS_ERR_INVALID_ARGUMENT",
             lambda: lib.call("ks_mindmap_node_create", s, m["root_id"].encode(), b"t" * 1001, None, kslib.NOW, out=True)),
            ("mind-map node note (1,000,000 bytes)", "KS_ERR_INVALID_ARGUMENT",
             lambda: lib.call("ks_mindmap_node_create", s, m["root_id"].encode(), b"t", b"n" * 1_000_001, kslib.NOW, out=True)),
            ("dossier name (1,000 characters)", "KS_ERR_INVALID_ARGUMENT",
             lambda: lib.call("ks_patient_create", s, ('{"full_name":"' + "a" * 1001 + '","birth_date":"1950-01-01","admitted_on":"2026-11-01"}').encode(), kslib.NOW, out=True)),
            ("dossier timeline page (1,000)", "KS_ERR_INVALID_ARGUMENT",
             lambda: lib.call("ks_dossier_timeline", s, patient["id"].encode(), b'{"limit":1001}', kslib.TODAY, out=True)),
        ]
        failed = 0
        for name, expected, run in cases:
            start = time.monotonic()
            got, _, message = run()
            elapsed = time.monotonic() - start
            ok = got == expected and (expected == "KS_OK" or message) and elapsed < 30
            failed += not ok
            print(f"{'ok  ' if ok else 'FAIL'} {name}: {got} in {elapsed:.2f} s{': ' + message[:110] if message else ''}")
        store.close()
        rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024
        print(f"limits: peak memory {rss} MB (bound {MAX_RSS_MB} MB)")
        if rss > MAX_RSS_MB:
            failed += 1
        print(f"limits: {'all passed' if not failed else f'{failed} failed'}")
        return 1 if failed else 0
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
