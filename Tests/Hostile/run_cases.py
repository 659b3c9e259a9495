#!/usr/bin/env python3
"""Run the hostile-bundle corpus against the keepsake CLI.

Usage:
    run_cases.py --keepsake PATH_TO_CLI CASEDIR [--only TEXT] [--timeout S] [--keep-temp]

CASEDIR is what `make_cases.py CASEDIR` wrote. For every hostile case the runner:

  1. runs `CLI verify [ARGS] FILE`: exit code 1, stderr contains `invalid bundle [NAME]`;
  2. runs `CLI dump [ARGS] FILE`: non-zero exit, nothing on stdout, same error (R35);
  3. runs `CLI import --store STORE [ARGS] FILE` on a copy of a store prepared with one
     media file: exit code 1 with the same error, and the store unchanged (R32): same
     files (name, size, SHA-256) outside keepsake.db*, nothing in STORE/tmp, the same
     rows in every table of STORE/keepsake.db (read with SQLite in read-only mode);
  4. checks that nothing was written outside the store: the case's sentinel paths and
     any file named like a sentinel (SENTINEL_TOKEN) are absent, /etc/passwd is
     unchanged, the working directory given to the CLI is empty, its TMPDIR holds at most
     an empty 0700 folder keepsake-<uid>, and the case file itself is unchanged.

For every valid bundle (CASEDIR/valid/valid.json) it checks that `verify` exits 0, that
`dump` prints exactly the expected canonical dump (R33), and that `import` succeeds and
brings the bundle's media into the store.

It prints `ok NAME` or `FAIL NAME: reason` per case, then `N passed, N failed`, and
exits non-zero if anything failed.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import re
import shutil
import sqlite3
import stat
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Optional

SENTINEL_TOKEN = "keepsake-hostile-sentinel"   # as in make_cases.py
ERROR_PATTERN = re.compile(r"invalid bundle \[([^\]]*)\]")
SEED_ADDED_AT = "2026-01-01T00:00:00Z"
# A small GIF-looking file: the one media file of the prepared store.
SEED_CONTENT = b"GIF89a" + hashlib.sha256(b"keepsake hostile seed").digest() * 8


def sha256_file(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        for chunk in iter(lambda: handle.read(1 << 20), b""):
            digest.update(chunk)
    return digest.hexdigest()


@dataclass
class Outcome:
    """What one CLI invocation did."""
    command: list
    returncode: Optional[int]       # None: timed out
    stdout: bytes
    stderr: str

    def error_names(self) -> list:
        return ERROR_PATTERN.findall(self.stderr)

    def describe(self) -> str:
        """A short account for failure messages."""
        if self.returncode is None:
            return "timed out"
        first = self.stderr.strip().splitlines()[0] if self.stderr.strip() else "(no stderr)"
        return "exit %s, stderr %r" % (self.returncode, first[:200])


class Runner:
    def __init__(self, cli: Path, casedir: Path, work: Path, timeout: float, verbose: bool,
                 keep: bool = False):
        self.cli = cli
        self.keep = keep                    # keep each case's work area for inspection
        self.casedir = casedir
        self.work = work
        self.timeout = timeout
        self.verbose = verbose
        self.passed = 0
        self.failed = 0
        self.template_store = work / "template-store"
        self.passwd = self._read_passwd()
        self.has_media_table = True

    # ---- invoking the CLI ----------------------------------------------------------

    def invoke(self, args: list, cwd: Path, tmpdir: Path) -> Outcome:
        """Run the CLI with `args` in `cwd`, with HOME and TMPDIR inside the case's area."""
        command = [str(self.cli)] + [str(a) for a in args]
        env = dict(os.environ, TMPDIR=str(tmpdir), HOME=str(cwd.parent / "home"))
        (cwd.parent / "home").mkdir(exist_ok=True)
        try:
            done = subprocess.run(command, cwd=cwd, env=env, stdin=subprocess.DEVNULL,
                                  capture_output=True, timeout=self.timeout)
        except subprocess.TimeoutExpired as expired:
            return Outcome(command, None, expired.stdout or b"",
                           (expired.stderr or b"").decode("utf-8", "replace"))
        outcome = Outcome(command, done.returncode, done.stdout,
                          done.stderr.decode("utf-8", "replace"))
        if self.verbose:
            print("  $ %s -> %s" % (" ".join(command), outcome.describe()))
        return outcome

    # ---- the prepared store -----------------------------------------------------------

    def prepare_store(self) -> Optional[str]:
        """Make the template store with one media file; return a problem or None."""
        area = self.work / "prepare"
        (area / "cwd").mkdir(parents=True)
        (area / "tmp").mkdir()
        seed = area / "seed.gif"
        seed.write_bytes(SEED_CONTENT)
        args = ["media", "add", "--store", self.template_store, "--create", "--added-at", SEED_ADDED_AT, seed]
        outcome = self.invoke(args, area / "cwd", area / "tmp")
        if outcome.returncode != 0:
            return "`%s` failed: %s" % (" ".join(outcome.command), outcome.describe())
        if not (self.template_store / "keepsake.db").is_file():
            return "the prepared store has no keepsake.db"
        hashes = {entry[2] for entry in self.snapshot_files(self.template_store).values()
                  if entry[0] == "file"}
        if hashlib.sha256(SEED_CONTENT).hexdigest() not in hashes:
            return "the seed media file is not in the prepared store"
        tables = self.read_tables(self.template_store)
        if "media" not in tables:
            self.has_media_table = False
            print("note: the store database has no `media` table; comparing tables %s"
                  % sorted(tables))
        return None

    def fresh_store(self, area: Path) -> Path:
        store = area / "store"
        shutil.copytree(self.template_store, store, symlinks=True)
        return store

    @staticmethod
    def snapshot_files(root: Path) -> dict:
        """Every non-directory entry under `root` except keepsake.db and its journals.

        Maps the relative path to ("file", size, sha256), ("symlink", target) or
        ("other", mode). Symbolic links are recorded, never followed.
        """
        entries = {}
        for directory, dirs, files in os.walk(root):
            for name in files + [d for d in dirs if os.path.islink(os.path.join(directory, d))]:
                path = Path(directory) / name
                relative = path.relative_to(root).as_posix()
                if relative.startswith("keepsake.db"):
                    continue                       # the database: compared by its rows
                info = os.lstat(path)
                if stat.S_ISLNK(info.st_mode):
                    entries[relative] = ("symlink", os.readlink(path))
                elif stat.S_ISREG(info.st_mode):
                    entries[relative] = ("file", info.st_size, sha256_file(path))
                else:
                    entries[relative] = ("other", oct(info.st_mode))
        return entries

    @staticmethod
    def read_tables(store: Path) -> dict:
        """All rows of all tables of STORE/keepsake.db, opened read-only."""
        uri = (store / "keepsake.db").as_uri() + "?mode=ro"
        conn = sqlite3.connect(uri, uri=True)
        try:
            names = [r[0] for r in conn.execute(
                "SELECT name FROM sqlite_schema WHERE type = 'table' "
                "AND name NOT LIKE 'sqlite_%' ORDER BY name")]
            return {name: sorted(repr(row) for row in conn.execute(
                'SELECT * FROM "%s"' % name.replace('"', '""')))
                for name in names}
        finally:
            conn.close()

    def snapshot_store(self, store: Path) -> dict:
        return {"files": self.snapshot_files(store), "tables": self.read_tables(store)}

    @staticmethod
    def leftovers(directory: Path) -> list:
        """Entries inside `directory` (which may be absent)."""
        if not directory.exists():
            return []
        return sorted(p.relative_to(directory).as_posix() for p in directory.rglob("*"))

    def compare_stores(self, before: dict, after: dict) -> list:
        problems = []
        added = sorted(set(after["files"]) - set(before["files"]))
        removed = sorted(set(before["files"]) - set(after["files"]))
        changed = sorted(k for k in set(before["files"]) & set(after["files"])
                         if before["files"][k] != after["files"][k])
        for what, paths in (("new", added), ("removed", removed), ("changed", changed)):
            if paths:
                problems.append("%s file(s) in the store: %s" % (what, ", ".join(paths[:3])))
        for table in sorted(set(before["tables"]) | set(after["tables"])):
            if before["tables"].get(table) != after["tables"].get(table):
                problems.append("table %s changed" % table)
        return problems

    # ---- writes outside the store ----------------------------------------------------

    def _read_passwd(self) -> Optional[bytes]:
        try:
            return Path("/etc/passwd").read_bytes()
        except OSError:
            return None

    def sentinel_hits(self, explicit: list) -> list:
        """Sentinel files that exist: explicit paths, plus names containing the token."""
        hits = [p for p in explicit if p != "/etc/passwd" and os.path.lexists(p)]
        for root in (self.work, self.casedir):
            for directory, dirs, files in os.walk(root):
                hits += [os.path.join(directory, n) for n in files + dirs if SENTINEL_TOKEN in n]
        for flat in ("/tmp", "/", os.path.dirname(self.work)):
            try:
                hits += [os.path.join(flat, n) for n in os.listdir(flat) if SENTINEL_TOKEN in n]
            except OSError:
                pass
        return sorted(set(hits))

    def outside_problems(self, area: Path, case_file: Path, case_hash: str,
                         sentinels: list) -> list:
        problems = []
        hits = self.sentinel_hits(sentinels)
        if hits:
            problems.append("sentinel written: %s" % ", ".join(hits[:3]))
            for hit in hits:                       # so later cases start clean
                if os.path.isdir(hit) and not os.path.islink(hit):
                    shutil.rmtree(hit, ignore_errors=True)
                elif os.path.lexists(hit):
                    os.unlink(hit)
        if self.passwd is not None and self._read_passwd() != self.passwd:
            problems.append("/etc/passwd CHANGED (restored from the copy taken at start)")
            Path("/etc/passwd").write_bytes(self.passwd)
        for name in ("cwd", "tmp"):
            left = self.leftovers(area / name)
            if name == "tmp":
                # The one entry a call may keep in TMPDIR: the user's own private folder that
                # holds its scratch folders (README: keepsake-<uid>, 0700), left empty.
                own = area / name / ("keepsake-%d" % os.getuid())
                if left == [own.name] and own.is_dir() and not own.is_symlink() \
                        and (own.stat().st_mode & 0o777) == 0o700:
                    left = []
            if left:
                label = "working directory" if name == "cwd" else "TMPDIR"
                problems.append("files left in the CLI's %s: %s" % (label, ", ".join(left[:3])))
        if not case_file.is_file() or sha256_file(case_file) != case_hash:
            problems.append("the case file was modified")
        return problems

    # ---- cases -----------------------------------------------------------------------

    def report(self, name: str, problems: list, area: Optional[Path] = None) -> None:
        if area is not None and not self.keep:
            shutil.rmtree(area, ignore_errors=True)
        if problems:
            self.failed += 1
            print("FAIL %s: %s" % (name, "; ".join(problems)))
        else:
            self.passed += 1
            print("ok %s" % name)
        sys.stdout.flush()

    def new_area(self, index: int) -> Path:
        area = self.work / ("case-%03d" % index)
        for sub in ("cwd", "tmp"):
            (area / sub).mkdir(parents=True)
        return area

    def expect_refusal(self, what: str, outcome: Outcome, error: str, exact_exit: bool) -> list:
        names = outcome.error_names()
        ok_exit = outcome.returncode == 1 if exact_exit else outcome.returncode not in (0, None)
        if ok_exit and error in names:
            return []
        if outcome.returncode == 0:
            return ["%s accepted it (exit 0)" % what]
        if names and error not in names:
            return ["%s: [%s] instead of [%s] (%s)" % (what, ", ".join(names), error,
                                                       outcome.describe())]
        return ["%s: %s, expected %s and [%s]" % (
            what, outcome.describe(), "exit 1" if exact_exit else "non-zero exit", error)]

    def run_hostile(self, index: int, case: dict) -> None:
        name = case["file"][:-len(".keepsake")] if case["file"].endswith(".keepsake") else case["file"]
        case_file = self.casedir / case["file"]
        if not case_file.is_file():
            self.report(name, ["case file missing"])
            return
        area = self.new_area(index)
        case_hash = sha256_file(case_file)
        error = case["error"]
        args = list(case.get("args", []))
        problems = []

        verify = self.invoke(["verify"] + args + [case_file], area / "cwd", area / "tmp")
        problems += self.expect_refusal("verify", verify, error, exact_exit=True)

        dump = self.invoke(["dump"] + args + [case_file], area / "cwd", area / "tmp")
        problems += self.expect_refusal("dump", dump, error, exact_exit=False)
        if dump.stdout:
            problems.append("dump printed %d bytes on stdout (R35)" % len(dump.stdout))

        store = self.fresh_store(area)
        try:
            before = self.snapshot_store(store)
        except sqlite3.Error as failure:
            problems.append("cannot read the prepared store: %s" % failure)
            before = None
        imported = self.invoke(["import", "--store", store] + args + [case_file],
                               area / "cwd", area / "tmp")
        problems += self.expect_refusal("import", imported, error, exact_exit=True)
        if before is not None:
            try:
                problems += self.compare_stores(before, self.snapshot_store(store))
            except sqlite3.Error as failure:
                problems.append("store database unreadable after import: %s" % failure)
        left = self.leftovers(store / "tmp")
        if left:
            problems.append("left in STORE/tmp: %s" % ", ".join(left[:3]))

        problems += self.outside_problems(area, case_file, case_hash, case.get("sentinels", []))
        self.report(name, problems, area)

    def run_valid(self, index: int, bundle: dict, validdir: Path) -> None:
        name = bundle["file"][:-len(".keepsake")]
        bundle_file = validdir / bundle["file"]
        if not bundle_file.is_file():
            self.report(name, ["bundle file missing"])
            return
        area = self.new_area(index)
        bundle_hash = sha256_file(bundle_file)
        args = list(bundle.get("args", []))
        problems = []

        verify = self.invoke(["verify"] + args + [bundle_file], area / "cwd", area / "tmp")
        if verify.returncode != 0:
            problems.append("verify refused it: %s" % verify.describe())

        dump = self.invoke(["dump"] + args + [bundle_file], area / "cwd", area / "tmp")
        expected = bundle["dump"].encode("utf-8")
        if dump.returncode != 0:
            problems.append("dump failed: %s" % dump.describe())
        elif dump.stdout != expected:
            problems.append("dump differs (R33):\n    got      %r\n    expected %r"
                            % (dump.stdout[:400], expected[:400]))

        store = self.fresh_store(area)
        imported = self.invoke(["import", "--store", store] + args + [bundle_file],
                               area / "cwd", area / "tmp")
        if imported.returncode != 0:
            problems.append("import failed: %s" % imported.describe())
        else:
            hashes = {entry[2] for entry in self.snapshot_files(store).values()
                      if entry[0] == "file"}
            missing = [h for h in bundle["media"] if h not in hashes]
            if missing:
                problems.append("after import, no store file holds media %s" % missing[0])
            problems += self.check_media_rows(store, bundle["media"])
        left = self.leftovers(store / "tmp")
        if left:
            problems.append("left in STORE/tmp: %s" % ", ".join(left[:3]))

        problems += self.outside_problems(area, bundle_file, bundle_hash, [])
        self.report(name, problems, area)

    def check_media_rows(self, store: Path, hashes: list) -> list:
        """If the store's media table has a sha256 column, the imported media are in it."""
        try:
            conn = sqlite3.connect((store / "keepsake.db").as_uri() + "?mode=ro", uri=True)
            try:
                columns = [r[1] for r in conn.execute("PRAGMA table_info(media)")]
                if "sha256" not in columns:
                    return []
                present = {r[0] for r in conn.execute("SELECT sha256 FROM media")}
            finally:
                conn.close()
        except sqlite3.Error as failure:
            return ["store database unreadable after import: %s" % failure]
        missing = [h for h in hashes if h not in present]
        return ["after import, media %s has no row in the store" % missing[0]] if missing else []


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--keepsake", required=True, type=Path, help="the keepsake CLI")
    parser.add_argument("casedir", type=Path, help="the directory make_cases.py wrote")
    parser.add_argument("--only", default="", help="run only cases whose name contains this")
    parser.add_argument("--timeout", type=float, default=60.0,
                        help="seconds allowed per CLI invocation (default 60)")
    parser.add_argument("--keep-temp", action="store_true", help="keep the work directory")
    parser.add_argument("--verbose", action="store_true", help="print every command")
    options = parser.parse_args(argv)

    cli = options.keepsake.resolve()
    casedir = options.casedir.resolve()
    if not os.access(cli, os.X_OK):
        print("error: %s is not an executable" % cli, file=sys.stderr)
        return 2
    cases = json.loads((casedir / "cases.json").read_text(encoding="utf-8"))
    validdir = casedir / "valid"
    valid = (json.loads((validdir / "valid.json").read_text(encoding="utf-8"))
             if (validdir / "valid.json").is_file() else [])
    cases = [c for c in cases if options.only in c["file"]]
    valid = [v for v in valid if options.only in v["file"]]

    work = Path(tempfile.mkdtemp(prefix="keepsake-hostile-run-"))
    runner = Runner(cli, casedir, work, options.timeout, options.verbose, options.keep_temp)
    try:
        stale = runner.sentinel_hits(sorted({p for c in cases for p in c.get("sentinels", [])}))
        if stale:
            print("error: sentinel files exist before the run (remove them): %s"
                  % ", ".join(stale), file=sys.stderr)
            return 2
        problem = runner.prepare_store()
        if problem is not None:
            runner.report("prepare-store", [problem])
        else:
            for index, bundle in enumerate(valid):
                runner.run_valid(index, bundle, validdir)
            for index, case in enumerate(cases, start=len(valid)):
                runner.run_hostile(index, case)
    finally:
        if options.keep_temp:
            print("work directory kept: %s" % work)
        else:
            shutil.rmtree(work, ignore_errors=True)
    print("%d passed, %d failed" % (runner.passed, runner.failed))
    return 1 if runner.failed else 0


if __name__ == "__main__":
    sys.exit(main())
