#!/usr/bin/env python3
"""Writes the seed corpus of every fuzz target into OUTDIR/<target>/.

Seeds come from the test vectors: the conformance suite's valid and invalid bundles, the
hostile-bundle generator (Tests/Hostile/make_cases.py), small bundles of every kind written
through libkeepsake (mind map, mood, dossier, archive), the real files of
Tests/Samples, and the hand-written seeds committed in Tests/Fuzz/seeds/<target>/.

    make_seeds.py OUTDIR --library path/to/libkeepsake.so

Adding a target: add an entry to SOURCES (a function returning (name, bytes) pairs).
"""
import argparse
import ctypes
import hashlib
import os
import pathlib
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[2]
SAMPLES = ROOT / "Tests" / "Samples"
COMMITTED = ROOT / "Tests" / "Fuzz" / "seeds"
NOW = b"2026-11-30T09:00:00Z"
TODAY = b"2026-11-30"


def files(folder, pattern="*"):
    folder = pathlib.Path(folder)
    return [(p.name, p.read_bytes()) for p in sorted(folder.glob(pattern)) if p.is_file()]


def library_bundles(library):
    """Small bundles of each kind, written by the library itself."""
    lib = ctypes.CDLL(library)
    vp, cp = ctypes.c_void_p, ctypes.c_char_p
    for name, args in {
        "ks_store_open": [ctypes.POINTER(vp), cp, ctypes.c_uint32],
        "ks_session_open_owner": [ctypes.POINTER(vp), vp],
        "ks_mindmap_create": [ctypes.POINTER(vp), vp, cp, cp],
        "ks_mindmap_node_create": [ctypes.POINTER(vp), vp, cp, cp, cp, cp],
        "ks_mindmap_export_bundle": [ctypes.POINTER(vp), vp, cp, cp, vp],
        "ks_mood_set": [ctypes.POINTER(vp), vp, cp, cp, cp, cp, cp],
        "ks_mood_export_bundle": [ctypes.POINTER(vp), vp, ctypes.c_int32, cp, vp, cp],
        "ks_patient_create": [ctypes.POINTER(vp), vp, cp, cp],
        "ks_dossier_action_record": [ctypes.POINTER(vp), vp, cp, cp, cp],
        "ks_dossier_export_bundle": [ctypes.POINTER(vp), vp, cp, cp, vp],
        "ks_media_import_file": [ctypes.POINTER(vp), vp, cp, cp],
        "ks_bundle_export": [ctypes.POINTER(vp), vp, cp, vp],
    }.items():
        getattr(lib, name).argtypes = args
        getattr(lib, name).restype = ctypes.c_int
    lib.ks_last_error_message.restype = cp
    lib.ks_free.argtypes = [vp]

    class ExportOptions(ctypes.Structure):
        _fields_ = [("version", ctypes.c_uint32), ("created", cp), ("progress", vp), ("payload", vp)]

    options = ExportOptions(1, NOW, None, None)

    def ok(status, what):
        if status != 0:
            raise SystemExit(f"make_seeds: {what} failed ({status}): {lib.ks_last_error_message().decode()}")

    def take(out):
        text = ctypes.string_at(out.value).decode()
        lib.ks_free(out)
        import json
        return json.loads(text)

    with tempfile.TemporaryDirectory() as tmp:
        store, session, out = vp(), vp(), vp()
        ok(lib.ks_store_open(ctypes.byref(store), f"{tmp}/store".encode(), 1), "ks_store_open")
        ok(lib.ks_session_open_owner(ctypes.byref(session), store), "ks_session_open_owner")
        ok(lib.ks_mindmap_create(ctypes.byref(out), session, b"Plan", NOW), "ks_mindmap_create")
        m = take(out)
        ok(lib.ks_mindmap_node_create(ctypes.byref(out), session, m["root_id"].encode(), b"Child", b"a note", NOW), "node")
        c = take(out)
        ok(lib.ks_mindmap_node_create(ctypes.byref(out), session, c["id"].encode(), b"Grandchild", None, NOW), "node")
        take(out)
        ok(lib.ks_mindmap_export_bundle(None, session, m["id"].encode(), f"{tmp}/mindmap.keepsake".encode(), ctypes.byref(options)), "mindmap bundle")
        for day, mood in ((b"2026-11-28", b"good"), (b"2026-11-29", b"bad"), (b"2026-11-30", b"ok")):
            ok(lib.ks_mood_set(None, session, day, mood, b"note, \"quoted\"", TODAY, NOW), "ks_mood_set")
        ok(lib.ks_mood_export_bundle(None, session, 0, f"{tmp}/mood.keepsake".encode(), ctypes.byref(options), TODAY), "mood bundle")
        ok(lib.ks_patient_create(ctypes.byref(out), session, b'{"full_name":"Ada","birth_date":"1950-01-01","admitted_on":"2026-11-01"}', NOW), "patient")
        p = take(out)
        ok(lib.ks_dossier_action_record(None, session, p["id"].encode(), b'{"occurred_at":"2026-11-30T08:00:00Z","kind":"measurement","title":"Temperature","value":"36.6","unit":"C"}', NOW), "action")
        ok(lib.ks_dossier_action_record(None, session, p["id"].encode(), b'{"occurred_at":"2026-11-30T08:30:00Z","kind":"call","title":"Call","duration_seconds":60,"call":{"direction":"incoming","number":"+100","outcome":"answered","party":"Son"}}', NOW), "call")
        with open(f"{tmp}/photo.png", "wb") as f:
            f.write(b"\x89PNG\r\n\x1a\n" + bytes(range(40)))
        ok(lib.ks_media_import_file(None, session, f"{tmp}/photo.png".encode(), NOW), "media")
        ok(lib.ks_dossier_export_bundle(None, session, p["id"].encode(), f"{tmp}/dossier.keepsake".encode(), ctypes.byref(options)), "dossier bundle")
        ok(lib.ks_bundle_export(None, session, f"{tmp}/archive.keepsake".encode(), ctypes.byref(options)), "archive bundle")
        return files(tmp, "*.keepsake")


def bundle(args):
    seeds = [("lib-" + n, b) for n, b in library_bundles(args.library)]
    seeds += [("conf-valid-" + n, b) for n, b in files(ROOT / "Tests/Conformance/valid", "*.keepsake")]
    seeds += [("conf-invalid-" + n, b) for n, b in files(ROOT / "Tests/Conformance/invalid", "*.keepsake")]
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run([sys.executable, str(ROOT / "Tests/Hostile/make_cases.py"), tmp], check=True,
                       stdout=subprocess.DEVNULL)
        seeds += [("hostile-" + n, b) for n, b in files(tmp, "*.keepsake")]
        seeds += [("hostile-valid-" + n, b) for n, b in files(pathlib.Path(tmp) / "valid", "*.keepsake")]
    return seeds


def small_deflate():
    """Short raw DEFLATE streams of every block type, quick to mutate."""
    import zlib
    out = []
    for text in (b"", b"a", b"hello hello hello hello", bytes(range(256)) * 3):
        for level, strategy in ((0, zlib.Z_DEFAULT_STRATEGY), (9, zlib.Z_DEFAULT_STRATEGY), (6, zlib.Z_FIXED)):
            c = zlib.compressobj(level, zlib.DEFLATED, -15, 9, strategy)
            out.append((f"small-{len(text)}-{level}-{strategy}", c.compress(text) + c.flush()))
    return out


SOURCES = {
    "bundle": bundle,
    "opml": lambda a: files(SAMPLES / "mindmaps", "*.opml") + files(COMMITTED / "opml"),
    "freemind": lambda a: files(SAMPLES / "mindmaps", "*.mm") + files(COMMITTED / "freemind"),
    "daylio": lambda a: files(SAMPLES / "mood", "*.csv") + files(COMMITTED / "daylio"),
    "pixels": lambda a: files(SAMPLES / "mood", "*.json") + files(COMMITTED / "pixels"),
    "xmind": lambda a: files(ROOT / "Tests" / "Samples" / "mindmaps", "*.xmind") + files(COMMITTED / "xmind"),
    "inflate": lambda a: files(ROOT / "Tests" / "Samples" / "deflate", "*.deflate") + small_deflate(),
    "api_json": lambda a: files(COMMITTED / "api_json"),
    "json": lambda a: (files(COMMITTED / "json") + files(SAMPLES / "mood", "*.json")
                       + [(n, b.split(b"\n", 1)[-1]) for n, b in files(COMMITTED / "api_json")]
                       + files(ROOT / "Tests/Conformance/valid", "*.json")[:10]),
}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("outdir")
    parser.add_argument("--library", required=True, help="libkeepsake.so, to write bundles of each kind")
    parser.add_argument("--only", action="append", help="only these targets")
    args = parser.parse_args()
    for target, source in SOURCES.items():
        if args.only and target not in args.only:
            continue
        folder = pathlib.Path(args.outdir) / target
        folder.mkdir(parents=True, exist_ok=True)
        count = 0
        for name, data in source(args):
            # Content-named, like libFuzzer's own corpus files: the same seed twice is one file.
            (folder / hashlib.sha1(data).hexdigest()).write_bytes(data)
            count += 1
        print(f"{target}: {count} seeds")


if __name__ == "__main__":
    main()
