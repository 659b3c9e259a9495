#!/usr/bin/env python3
"""The CLI on a store it cannot write (issue 28 §8): every reading verb works on a store on a
read-only bind mount, without any option, and with `--read-only` on a writable one; a writing
verb is refused with the reason (exit 1) and changes nothing.

Usage: test_read_only.py PATH_TO_KEEPSAKE_CLI

The read-only mount is made in a mount namespace of its own (`unshare -m`), so it needs root;
the script runs itself there.
"""
import hashlib
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from golden import Golden  # noqa: E402

CLI = os.path.abspath(sys.argv[1])
TODAY = "2026-11-30"
NOW = "2026-11-30T09:00:00Z"

if "--inside" not in sys.argv:
    if os.geteuid() != 0:
        print("FAIL a read-only bind mount needs root (unshare -m, mount)")
        print("0 passed, 1 failed")
        sys.exit(1)
    sys.exit(subprocess.run(["unshare", "-m", "--propagation", "private", sys.executable,
                             os.path.abspath(__file__), CLI, "--inside"]).returncode)

GOLDEN = Golden(CLI)
run, check, expect = GOLDEN.run, GOLDEN.check, GOLDEN.expect


def tree_digest(folder):
    """Names and contents of every file under `folder` but the write-ahead log's index (-shm,
    SQLite's shared memory, which readers use too): equal before and after means nothing was
    changed."""
    digest = hashlib.sha256()
    for parent, dirs, files in sorted(os.walk(folder)):
        dirs.sort()
        for name in sorted(files):
            if name.endswith("-shm"):
                continue
            path = os.path.join(parent, name)
            digest.update(os.path.relpath(path, folder).encode() + b"\0")
            with open(path, "rb") as f:
                digest.update(f.read())
    return digest.hexdigest()


def test_mounted(source, mounted, out, photo, map_id):
    check("the mount is read-only", not os.access(mounted, os.W_OK))
    before = tree_digest(source)

    # Every reading verb, on the read-only mount, with no option.
    reads = [
        ("info", ["info", "--store", mounted], "writable: +no\n"),
        ("info --check", ["info", "--check", "--store", mounted], "media count: +1\n"),
        ("media list", ["media", "list", "--store", mounted], "image/png"),
        ("account list", ["account", "list", "--store", mounted], ""),
        ("mood tiles", ["mood", "tiles", "--store", mounted, "--today", TODAY], "2026-11"),
        ("mood summary", ["mood", "summary", "--store", mounted, "--today", TODAY], "today: 2026-11-30"),
        ("mood export --csv", ["mood", "export", "--store", mounted, "--today", TODAY, "--csv", os.path.join(out, "m.csv")], "wrote"),
        ("map list", ["map", "list", "--store", mounted], "Plan"),
        ("map show", ["map", "show", "--store", mounted, map_id], "Plan"),
        ("map export", ["map", "export", "--store", mounted, "--format", "opml", "-o", os.path.join(out, "p.opml"), map_id], "wrote"),
        ("render", ["render", "--store", mounted, "-o", os.path.join(out, "p.svg"), map_id], "wrote"),
        ("routine home", ["routine", "home", "--store", mounted, "--today", TODAY], ""),
        ("routine progress", ["routine", "progress", "--store", mounted, "--today", TODAY], ""),
        ("dossier list", ["dossier", "list", "--store", mounted, "--today", TODAY], ""),
        ("export", ["export", "--store", mounted, "-o", os.path.join(out, "all.keepsake"), "--created", NOW], "wrote"),
    ]
    for name, args, has in reads:
        rc, stdout, stderr = run(*args)
        check(f"on a read-only mount: {name}", rc == 0 and re.search(has, stdout) is not None, f"exit {rc}: {stdout!r} {stderr!r}")
    expect("the exported bundle verifies", ["verify", os.path.join(out, "all.keepsake")], 0)

    # Writing verbs are refused with the reason, exit 1.
    expect("mood set on a read-only mount", ["mood", "set", "--store", mounted, "--today", TODAY, "ok"], 1,
           stdout="", stderr_has="read-only")
    expect("map create on a read-only mount", ["map", "create", "--store", mounted, "Other"], 1, stderr_has="read-only")
    expect("media add on a read-only mount", ["media", "add", "--store", mounted, photo], 1, stderr_has="read-only")
    expect("export -o - on a read-only mount says why", ["export", "--store", mounted, "-o", "-"], 1,
           stderr_has="give -o FILE")
    check("nothing under the mount changed", tree_digest(source) == before)
    return before


with tempfile.TemporaryDirectory() as work:
    source = os.path.join(work, "source")
    mounted = os.path.join(work, "mounted")
    out = os.path.join(work, "out")
    os.mkdir(mounted)
    os.mkdir(out)
    photo = os.path.join(work, "photo.png")
    with open(photo, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 8)

    # A store with a little of everything, written while it is writable.
    expect("init", ["init", source], 0)
    expect("mood set", ["mood", "set", "--store", source, "--today", TODAY, "--date", "2026-11-29", "--note", "walk", "good"], 0)
    created = expect("map create", ["map", "create", "--store", source, "--now", NOW, "Plan"], 0)
    map_id = re.search(r"[0-9a-f]{8}-[0-9a-f-]{27}", created).group(0)
    expect("media add", ["media", "add", "--store", source, "--added-at", NOW, photo], 0)
    expect("routine start", ["routine", "start", "--store", source, "--today", TODAY, "--start", TODAY], 0)

    subprocess.run(["mount", "--bind", source, mounted], check=True)
    subprocess.run(["mount", "-o", "remount,ro,bind", mounted], check=True)
    try:
        before = test_mounted(source, mounted, out, photo, map_id)
    finally:
        subprocess.run(["umount", mounted], check=True)
    # --read-only on a writable store: reads work, writes are refused, nothing changes.
    expect("info --read-only says the store is writable", ["info", "--read-only", "--store", source], 0, stdout_re=r".*writable: +yes\n.*")
    expect("map list --read-only", ["map", "list", "--read-only", "--store", source], 0, stdout_has="Plan")
    expect("mood summary --read-only", ["mood", "summary", "--read-only", "--store", source, "--today", TODAY], 0)
    expect("mood set --read-only is refused", ["mood", "set", "--read-only", "--store", source, "--today", TODAY, "bad"], 1,
           stderr_has="opened read-only")
    expect("--read-only with --create is a usage error", ["mood", "set", "--read-only", "--create", "--store", os.path.join(work, "new"), "ok"], 2,
           stderr_has="--create and --read-only exclude each other")
    expect("verify takes no --read-only (no store)", ["verify", "--read-only", os.path.join(out, "all.keepsake")], 2,
           stderr_has="unknown option --read-only")
    check("--read-only changed nothing", tree_digest(source) == before)

GOLDEN.finish()
