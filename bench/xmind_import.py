#!/usr/bin/env python3
"""XMind import benchmark: one map of N nodes (default 200,000; each node a title and every
tenth a note), written once as OPML and as .xmind, imported through the public C API
(ks_mindmap_import_file), beside baselines in the same run:

  - the same map imported from OPML (libxml2's parser, the importer XMind's is measured against);
  - Python's own zipfile + zlib + json.loads of the same .xmind (C decompression and parsing,
    without storing anything): what reading the document costs in a mature implementation.

The .xmind is measured three ways: as Keepsake writes it (entries deflated by zlib), rewritten
with stored entries, and recompressed with deflate by Python's zipfile (level 6), as XMind
itself writes it, so the inflate's share (zlib's, since issue 30)
shows. Every import stores the map in one transaction into a new, empty store, so the store's write
is in each figure and the same for each.

    bench/xmind_import.py --library .build/release/libkeepsake.so [--nodes N] [--repeats R]
"""
import argparse
import ctypes
import json
import os
import shutil
import tempfile
import time
import zipfile
import zlib

NOW = b"2026-11-30T09:00:00Z"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--library", required=True)
    parser.add_argument("--nodes", type=int, default=200_000)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    lib = ctypes.CDLL(args.library)
    vp, cp = ctypes.c_void_p, ctypes.c_char_p
    lib.ks_store_open.restype = ctypes.c_int
    lib.ks_store_open.argtypes = [ctypes.POINTER(vp), cp, ctypes.c_uint32]
    lib.ks_session_open_owner.restype = ctypes.c_int
    lib.ks_session_open_owner.argtypes = [ctypes.POINTER(vp), vp]
    lib.ks_mindmap_import_file.restype = ctypes.c_int
    lib.ks_mindmap_import_file.argtypes = [ctypes.POINTER(vp), vp, ctypes.c_int, cp, cp]
    lib.ks_mindmap_export_file.restype = ctypes.c_int
    lib.ks_mindmap_export_file.argtypes = [ctypes.POINTER(vp), vp, cp, ctypes.c_int, cp]
    lib.ks_last_error_message.restype = cp
    lib.ks_free.argtypes = [vp]
    lib.ks_session_close.argtypes = [vp]
    lib.ks_store_close.argtypes = [vp]

    work = tempfile.mkdtemp(prefix="keepsake-bench-xmind-")
    try:
        stores = [0]

        def fresh_session():
            """A new, empty store for each import, so that every figure starts from the same state."""
            store, session = vp(), vp()
            stores[0] += 1
            if lib.ks_store_open(ctypes.byref(store), os.path.join(work, f"store{stores[0]}").encode(), 1) != 0:
                raise SystemExit(lib.ks_last_error_message().decode())
            if lib.ks_session_open_owner(ctypes.byref(session), store) != 0:
                raise SystemExit(lib.ks_last_error_message().decode())
            return store, session

        def imported(fmt, path, keep=False):
            store, session = fresh_session()
            out = vp()
            start = time.perf_counter()
            if lib.ks_mindmap_import_file(ctypes.byref(out), session, fmt, path.encode(), NOW) != 0:
                raise SystemExit(lib.ks_last_error_message().decode())
            elapsed = time.perf_counter() - start
            record = json.loads(ctypes.string_at(out).decode())
            lib.ks_free(out)
            if keep:
                return elapsed, record, session
            lib.ks_session_close(session)
            lib.ks_store_close(store)
            shutil.rmtree(os.path.join(work, f"store{stores[0]}"), ignore_errors=True)
            return elapsed, record

        # The map: node i (i >= 1) under node (i - 1) // 10, as bench/mindmap does.
        n = args.nodes
        children = [[] for _ in range(n)]
        for i in range(1, n):
            children[(i - 1) // 10].append(i)
        parts = ['<?xml version="1.0" encoding="UTF-8"?>\n<opml version="2.0"><head><title>Bench</title></head><body>']
        stack = [(0, False)]
        while stack:
            i, leaving = stack.pop()
            if leaving:
                parts.append("</outline>")
                continue
            note = f' _note="note of node {i}&#10;second line"' if i % 10 == 0 else ""
            parts.append(f'<outline text="node {i} title"{note}>')
            stack.append((i, True))
            stack.extend((c, False) for c in reversed(children[i]))
        parts.append("</body></opml>\n")
        opml = os.path.join(work, "map.opml")
        with open(opml, "w") as f:
            f.write("".join(parts))
        _, record, session = imported(1, opml, keep=True)
        assert record["node_count"] == n, record
        stored = os.path.join(work, "map.xmind")
        out = vp()
        if lib.ks_mindmap_export_file(ctypes.byref(out), session, record["id"].encode(), 6, stored.encode()) != 0:
            raise SystemExit(lib.ks_last_error_message().decode())
        lib.ks_free(out)
        ours = stored
        stored = os.path.join(work, "map-stored.xmind")
        with zipfile.ZipFile(ours) as src, zipfile.ZipFile(stored, "w", zipfile.ZIP_STORED) as dst:
            for name in src.namelist():
                dst.writestr(name, src.read(name))
        deflated = os.path.join(work, "map-deflated.xmind")
        with zipfile.ZipFile(stored) as src, zipfile.ZipFile(deflated, "w", zipfile.ZIP_DEFLATED, compresslevel=6) as dst:
            for name in src.namelist():
                dst.writestr(name, src.read(name))
        content_size = zipfile.ZipFile(stored).getinfo("content.json").file_size

        def python_read(path):
            start = time.perf_counter()
            with zipfile.ZipFile(path) as z:
                document = json.loads(z.read("content.json"))
            elapsed = time.perf_counter() - start
            assert document[0]["rootTopic"]["title"] == "node 0 title"
            return elapsed

        rows = [("OPML import (baseline)", lambda: imported(1, opml)[0], os.path.getsize(opml)),
                (".xmind import, as Keepsake writes it (zlib deflate)", lambda: imported(6, ours)[0], os.path.getsize(ours)),
                (".xmind import, stored entries", lambda: imported(6, stored)[0], os.path.getsize(stored)),
                (".xmind import, deflate entries", lambda: imported(6, deflated)[0], os.path.getsize(deflated)),
                ("Python zipfile + zlib + json.loads, deflate (baseline, no store)", lambda: python_read(deflated), os.path.getsize(deflated))]
        print(f"map: {n} nodes; content.json {content_size / 1e6:.1f} MB; zlib {zlib.ZLIB_RUNTIME_VERSION}; best of {args.repeats}")
        print("| what | file | best time | nodes/s | content.json MB/s |")
        print("|---|---|---|---|---|")
        for name, run, size in rows:
            best = min(run() for _ in range(args.repeats))
            print(f"| {name} | {size / 1e6:.1f} MB | {best:.3f} s | {n / best:,.0f} | {content_size / 1e6 / best:.1f} |")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
