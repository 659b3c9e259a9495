#!/usr/bin/env python3
"""Bundle I/O benchmark: keepsake export/import/verify against bsdtar -cf/-xf.

Generates incompressible media, adds it to a store with `keepsake-cli media add`, then times,
interleaved and repeated:

  bsdtar -cf OUT.tar -C media .       vs  keepsake-cli export --store S -o B.keepsake
  bsdtar -xf OUT.tar -C empty         vs  keepsake-cli import --store FRESH B.keepsake
                                          keepsake-cli verify B.keepsake

Each bsdtar command runs twice per round: alone, and followed (inside the timing) by the
flushes keepsake makes before it answers (FORMAT.md R31): fsync of the tar and its folder,
of every extracted file and folder. The targets are judged against the flushed baselines:
an export or import that is acknowledged must be on stable storage, and bsdtar's own time
may end while its output is still only in the page cache.

Throughput is media bytes / wall seconds, in MB/s (10^6 bytes per second). Each command runs
as a child process; its peak RSS is ru_maxrss from os.wait4 (KiB on Linux).

Standard library only; Python 3.9+ (written for 3.11). Usually run through bench/run, which
builds the CLI first. See `--help`.
"""

from __future__ import annotations

import argparse
import ctypes
import datetime
import json
import os
import platform
import random
import shlex
import shutil
import signal
import statistics
import subprocess
import sys
import time
from dataclasses import asdict, dataclass
from pathlib import Path

MIB = 1 << 20
MB = 1_000_000
REPO = Path(__file__).resolve().parent.parent
DEFAULT_WORK = REPO / "bench" / "work"
DEFAULT_KEEPSAKE = REPO / ".build" / "release" / "keepsake-cli"
MARKER = ".keepsake-bench-workdir"

DEFAULT_MEDIA_MIB = 2048
DEFAULT_REPEAT = 3
QUICK_MEDIA_MIB = 64
QUICK_REPEAT = 1

# Targets (keepsake / bsdtar throughput, on medians) and the peak RSS ceiling.
EXPORT_TARGET = 1.00
IMPORT_TARGET = 0.80
RSS_LIMIT_MIB = 64
# The baselines that flush their output as keepsake does (see LEGEND).
FLUSHED_CF = "bsdtar -cf + fsync"
FLUSHED_XF = "bsdtar -xf + fsync"

VIDEO_SIZE = 256 * MIB
PHOTO_MIN, PHOTO_MAX = 2 * MIB, 8 * MIB
# First bytes, so that the store sniffs realistic media types (FORMAT.md section 8).
JPEG_MAGIC = bytes.fromhex("ffd8ffe000104a46494600")
MP4_MAGIC = b"\x00\x00\x00\x20ftypisom\x00\x00\x02\x00"

PR_SET_CHILD_SUBREAPER = 36


class CommandFailed(Exception):
    def __init__(self, argv: list[str], status: str, log: Path):
        super().__init__(f"command failed ({status}): {shlex.join(argv)}")
        self.log = log


class SetupError(Exception):
    pass


@dataclass
class Run:
    op: str
    rep: int
    wall_s: float
    user_s: float
    sys_s: float
    maxrss_kib: int


# --------------------------------------------------------------------------------------------
# Running a child and measuring it


def _become_subreaper() -> bool:
    """Make this process adopt orphaned descendants (Linux prctl), see Spawner."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        return libc.prctl(ctypes.c_int(PR_SET_CHILD_SUBREAPER), ctypes.c_ulong(1),
                          ctypes.c_ulong(0), ctypes.c_ulong(0), ctypes.c_ulong(0)) == 0
    except (OSError, AttributeError):
        return False


class LostChild(Exception):
    """os.wait4 could not reap a launched command (ECHILD): its exit status and rusage are
    gone (someone else reaped it)."""


# The launcher (run by /bin/sh, fds: 0 = gate pipe, 1 = pid pipe, 2 = log). It starts the
# command as a background job and writes the job's pid; the job first blocks reading the gate
# and only execs the command once this process, after reaping the shell, writes to the gate.
# So the command cannot exit (and be reaped by the shell, which dash does after a builtin
# such as `echo` once SIGCHLD has arrived, and bash does from its SIGCHLD handler) while the
# shell is still alive. Only fds 0-9 are named (dash cannot name fd numbers >= 10).
LAUNCHER = ('exec 3<&0 4>&1 >&2 </dev/null\n'
            '{ exec 4>&-; read -r go <&3 && exec 3<&- "$@"; } &\n'
            'echo $! >&4\n')


class Spawner:
    """Runs a command as a child, returns its wall time and rusage (os.wait4).

    Linux carries a process's ru_maxrss across exec: a child forked (or vforked) from this
    Python process starts with *this* process's peak RSS (10+ MiB, more after generating
    media), which would swamp bsdtar's few MiB. So, when possible, the command is forked by a
    tiny /bin/sh as a background job (see LAUNCHER); the shell exits at once and this process,
    being a child subreaper, adopts the job, then releases it (it execs the command) and reaps
    it with os.wait4. The command's rusage then starts from the shell's ~1 MiB, which
    `floor_kib` measures (running /bin/true). Without subreaper support, commands are spawned
    directly and RSS values are upper bounds that include the harness's own peak.

    Should a launched command's status and rusage still be lost (os.wait4 fails with ECHILD),
    the spawner warns, switches to direct spawning for the rest of the run (`isolated` becomes
    False, `warnings` says why) and runs the command again.
    """

    def __init__(self) -> None:
        self.warnings: list[str] = []
        # A SIGCHLD disposition of SIG_IGN, inherited across exec, makes the kernel reap
        # children itself: no status, no rusage. Restore the default (children inherit it).
        if signal.getsignal(signal.SIGCHLD) == signal.SIG_IGN:
            signal.signal(signal.SIGCHLD, signal.SIG_DFL)
        self.isolated = _become_subreaper()
        self.floor_kib = 0

    def calibrate(self, log: Path) -> None:
        true = shutil.which("true") or "/bin/true"
        _, ru = self.run([true], log)
        self.floor_kib = ru.ru_maxrss

    def run(self, argv: list[str], log_path: Path, finish=None,
            prepare=None):
        """Runs argv (stdin /dev/null, output appended to log_path); returns (wall seconds,
        rusage). Raises CommandFailed if it fails. `prepare`, if given, is called before it
        runs (again before a rerun, see the class comment). `finish`, if given, is called
        after it exits and before the clock stops (a baseline's flush to stable storage)."""
        if prepare is not None:
            prepare()
        if self.isolated:
            try:
                return self._run(argv, log_path, finish, isolated=True)
            except LostChild as e:
                msg = (f"{e}; peak RSS from now on is measured on direct children and "
                       f"includes the harness's own peak (an upper bound)")
                self.warnings.append(msg)
                log("WARNING " + msg + "; running the command again")
                self.isolated = False
                if prepare is not None:
                    prepare()
        try:
            return self._run(argv, log_path, finish, isolated=False)
        except LostChild as e:
            raise CommandFailed(argv, str(e), log_path) from None

    def _run(self, argv: list[str], log_path: Path, finish, isolated: bool):
        with open(log_path, "ab") as log:
            log.write(f"$ {shlex.join(argv)}\n".encode())
            log.flush()
            if isolated:
                pid, t0 = self._launch(argv, log, log_path)
            else:
                t0 = time.perf_counter()
                try:
                    child = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=log,
                                             stderr=log)
                except OSError as e:
                    raise CommandFailed(argv, str(e), log_path) from e
                pid = child.pid
            try:
                _, status, ru = os.wait4(pid, 0)
            except ChildProcessError:
                raise LostChild(f"could not reap {shlex.join(argv[:1])} (pid {pid}): "
                                f"no such child, its exit status and rusage are lost") from None
            except BaseException:
                _kill_and_reap(pid)
                raise
            if not isolated:
                child.returncode = os.waitstatus_to_exitcode(status)
            if finish is not None and os.waitstatus_to_exitcode(status) == 0:
                finish()
            wall = time.perf_counter() - t0
        code = os.waitstatus_to_exitcode(status)
        if code != 0:
            what = f"exit {code}" if code > 0 else f"signal {-code}"
            raise CommandFailed(argv, what, log_path)
        return wall, ru

    def _launch(self, argv: list[str], log, log_path: Path) -> tuple[int, float]:
        """Starts argv through LAUNCHER; returns (pid, t0) once the command is this process's
        child and has been released (t0: just before the release)."""
        gate_r, gate_w = os.pipe()
        pid_r, pid_w = os.pipe()
        sh = None
        try:
            try:
                sh = subprocess.Popen(["/bin/sh", "-c", LAUNCHER, "sh", *argv],
                                      stdin=gate_r, stdout=pid_w, stderr=log)
            except OSError as e:
                raise CommandFailed(argv, f"/bin/sh: {e}", log_path) from e
            finally:
                os.close(gate_r)
                os.close(pid_w)
            with os.fdopen(pid_r, "rb") as pipe:
                pid_r = -1
                out = pipe.readline().strip()
            sh.wait()
            # The shell has exited, so the job has been re-parented to this process (the
            # kernel does that before the shell becomes a zombie that wait can reap).
            if sh.returncode != 0 or not out.isdigit():
                os.close(gate_w)  # EOF: the job, if any, exits without running argv
                gate_w = -1
                if out.isdigit():
                    _reap(int(out))
                raise CommandFailed(argv, f"launcher exit {sh.returncode}", log_path)
            pid = int(out)
            t0 = time.perf_counter()
            try:
                os.write(gate_w, b"go\n")
            except OSError:
                pass  # the job is gone (killed); os.wait4 reports how it ended
            return pid, t0
        except BaseException:
            if sh is not None and sh.returncode is None:
                sh.kill()
                sh.wait()
            raise
        finally:
            for fd in (gate_w, pid_r):
                if fd >= 0:
                    os.close(fd)


def _reap(pid: int) -> None:
    try:
        os.wait4(pid, 0)
    except OSError:
        pass


def _kill_and_reap(pid: int) -> None:
    try:
        os.kill(pid, signal.SIGTERM)
        os.wait4(pid, 0)
    except OSError:
        pass


# --------------------------------------------------------------------------------------------
# Media


def plan_media(total: int, rng: random.Random) -> list[tuple[str, int]]:
    """Names and sizes: about half the bytes in a few "videos" (256 MiB, smaller for small
    totals), the rest in 2-8 MiB "photos"; sizes are not multiples of 512."""
    plan: list[tuple[str, int]] = []
    video_budget = total // 2
    n_videos = max(1, round(video_budget / VIDEO_SIZE))
    video_size = min(VIDEO_SIZE, video_budget // n_videos)
    for i in range(n_videos):
        size = max(1, video_size - rng.randrange(1, 4096))
        plan.append((f"video-{i:03d}.mp4", size))
    remaining = total - sum(s for _, s in plan)
    i = 0
    while remaining > 0:
        size = rng.randrange(PHOTO_MIN, PHOTO_MAX + 1)
        if remaining - size < PHOTO_MIN:
            size = remaining
        plan.append((f"photo-{i:05d}.jpg", size))
        remaining -= size
        i += 1
    return plan


def write_media(directory: Path, plan: list[tuple[str, int]]) -> None:
    directory.mkdir(parents=True)
    chunk = MIB
    done = 0
    total = sum(s for _, s in plan)
    t0 = time.perf_counter()
    for name, size in plan:
        magic = MP4_MAGIC if name.endswith(".mp4") else JPEG_MAGIC
        with open(directory / name, "wb", buffering=0) as f:
            left = size
            first = True
            while left > 0:
                n = min(chunk, left)
                data = os.urandom(n)
                if first:
                    data = (magic + data[len(magic):])[:n]
                    first = False
                f.write(data)
                left -= n
        done += size
        if sys.stderr.isatty():
            print(f"\r  generating media: {done // MIB}/{total // MIB} MiB", end="",
                  file=sys.stderr, flush=True)
    if sys.stderr.isatty():
        print(file=sys.stderr)
    log(f"generated {len(plan)} files, {total / MIB:.0f} MiB in "
        f"{time.perf_counter() - t0:.1f} s")


def tree_stats(root: Path) -> tuple[int, int]:
    """(number of regular files, total bytes) under root."""
    count = size = 0
    for dirpath, _, files in os.walk(root):
        for name in files:
            st = os.lstat(os.path.join(dirpath, name))
            if not os.path.islink(os.path.join(dirpath, name)):
                count += 1
                size += st.st_size
    return count, size


# --------------------------------------------------------------------------------------------
# Work directory


def prepare_workdir(work: Path) -> bool:
    """Empties (or creates) the work dir; returns whether it is ours to delete at the end
    (created now or by an earlier --keep run). Refuses a non-empty directory this benchmark
    did not make, since its contents are deleted afterwards."""
    if work.exists() or work.is_symlink():
        if not work.is_dir() or work.is_symlink():
            raise SetupError(f"work dir {work} exists and is not a directory")
        entries = list(work.iterdir())
        if entries and not (work / MARKER).exists():
            raise SetupError(f"work dir {work} is not empty and was not made by this "
                             f"benchmark; refusing to use (and later delete) it")
        for entry in entries:
            remove(entry)
        created = bool(entries)  # a marked leftover of a --keep run is ours to delete
    else:
        work.mkdir(parents=True)
        created = True
    (work / MARKER).write_text("scratch space of bench/bundle_io.py; deleted after a run\n")
    return created


def cleanup_workdir(work: Path, created: bool) -> None:
    if not (work / MARKER).exists():
        return
    for entry in work.iterdir():
        remove(entry)
    if created:
        work.rmdir()


def fsync_path(path: Path) -> None:
    """Flushes a file or a folder to stable storage."""
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def remove(path: Path) -> None:
    if path.is_dir() and not path.is_symlink():
        shutil.rmtree(path)
    elif path.exists() or path.is_symlink():
        path.unlink()


def free_bytes(path: Path) -> int:
    p = path
    while not p.exists():
        p = p.parent
    return shutil.disk_usage(p).free


# --------------------------------------------------------------------------------------------
# Machine information


def machine_info(work: Path, bsdtar: str, keepsake: Path) -> dict:
    def first_line(argv: list[str]) -> str:
        try:
            out = subprocess.run(argv, capture_output=True, text=True, timeout=10,
                                 env=dict(os.environ, GIT_OPTIONAL_LOCKS="0"))
        except (OSError, subprocess.TimeoutExpired):
            return "unknown"
        lines = out.stdout.strip().splitlines()
        return lines[0] if out.returncode == 0 and lines else "unknown"

    cpu = "unknown"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            key, _, value = line.partition(":")
            if key.strip() in ("model name", "Model", "cpu model"):
                cpu = value.strip()
                break
    except OSError:
        pass
    mem = "unknown"
    try:
        for line in Path("/proc/meminfo").read_text().splitlines():
            if line.startswith("MemTotal:"):
                mem = f"{int(line.split()[1]) / MIB:.1f} GiB"
                break
    except (OSError, ValueError):
        pass
    u = os.uname()
    try:
        usable = len(os.sched_getaffinity(0))
    except AttributeError:
        usable = os.cpu_count()
    return {
        "date": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
        "nproc": usable,
        "cpu_count": os.cpu_count(),
        "cpu_model": cpu,
        "kernel": f"{u.sysname} {u.release} {u.machine}",
        "memory": mem,
        "work_fs": filesystem_of(work),
        "loadavg_start": " ".join(f"{x:.2f}" for x in os.getloadavg()),
        "python": platform.python_version(),
        "bsdtar": first_line([bsdtar, "--version"]),
        "keepsake": str(keepsake),
        "keepsake_version": first_line([str(keepsake), "--version"]),
        "git_commit": first_line(["git", "-C", str(REPO), "rev-parse", "--short", "HEAD"]),
    }


def filesystem_of(path: Path) -> str:
    """Type and mount options of the filesystem holding path (options such as `discard`
    change write timings)."""
    p = str(path.resolve())
    best, desc = "", "unknown"
    try:
        for line in Path("/proc/self/mounts").read_text().splitlines():
            fields = line.split()
            if len(fields) < 4:
                continue
            mnt = fields[1].replace("\\040", " ")
            if (p == mnt or p.startswith(mnt.rstrip("/") + "/")) and len(mnt) >= len(best):
                best, desc = mnt, f"{fields[2]} ({fields[3]})"
    except OSError:
        pass
    return desc


# --------------------------------------------------------------------------------------------
# Reporting


def log(msg: str) -> None:
    print(f"[bench] {msg}", file=sys.stderr, flush=True)


def fmt_rate(media_bytes: int, seconds: float) -> str:
    return f"{media_bytes / seconds / MB:.1f}"


def summarize(runs: list[Run], media_bytes: int) -> dict:
    walls = [r.wall_s for r in runs]
    med, best = statistics.median(walls), min(walls)
    return {
        "runs": len(runs),
        "median_s": med,
        "best_s": best,
        "median_mb_s": media_bytes / med / MB,
        "best_mb_s": media_bytes / best / MB,
        "peak_rss_mib": max(r.maxrss_kib for r in runs) / 1024,
        "cpu_user_s_median": statistics.median(r.user_s for r in runs),
        "cpu_sys_s_median": statistics.median(r.sys_s for r in runs),
    }


def build_table(s: dict) -> tuple[list[str], list[list[str]], list[dict]]:
    header = ["operation", "keepsake", "bsdtar", "ratio", "target", "result"]
    rows: list[list[str]] = []
    verdicts: list[dict] = []

    def rate(x: dict) -> str:
        return f"{x['median_mb_s']:.1f} MB/s ({x['best_mb_s']:.1f})"

    # Judged against the baselines that flush, as keepsake must (FORMAT.md R31); the ratios to
    # bsdtar alone, whose output may still be only in the page cache, are shown beside them.
    for name, ks, bt, target in (("export vs bsdtar -cf, flushed", "export", FLUSHED_CF, EXPORT_TARGET),
                                 ("export vs bsdtar -cf", "export", "bsdtar -cf", None),
                                 ("import vs bsdtar -xf, flushed", "import", FLUSHED_XF, IMPORT_TARGET),
                                 ("import vs bsdtar -xf", "import", "bsdtar -xf", None)):
        k, b = s[ks], s[bt]
        ratio_med = b["median_s"] / k["median_s"]
        ratio_best = b["best_s"] / k["best_s"]
        if target is None:
            rows.append([name, rate(k), rate(b), f"{ratio_med:.2f}x ({ratio_best:.2f}x)", "—", "info"])
            continue
        ok = ratio_med >= target
        rows.append([name, rate(k), rate(b), f"{ratio_med:.2f}x ({ratio_best:.2f}x)",
                     f">= {target:.2f}x", "PASS" if ok else "MISS"])
        verdicts.append({"check": name, "value": round(ratio_med, 4), "target": f">= {target}",
                         "pass": ok})
    for name in ("verify", "media add"):
        rows.append([name, rate(s[name]), "—", "—", "—", "info"])
    for ks, bt in (("export", "bsdtar -cf"), ("import", "bsdtar -xf"),
                   ("verify", None), ("media add", None)):
        k = s[ks]["peak_rss_mib"]
        b = s[bt]["peak_rss_mib"] if bt else None
        ok = k < RSS_LIMIT_MIB
        rows.append([f"peak RSS {ks}", f"{k:.1f} MiB",
                     f"{b:.1f} MiB" if b is not None else "—",
                     f"{k / b:.2f}x" if b else "—",
                     f"< {RSS_LIMIT_MIB} MiB", "PASS" if ok else "MISS"])
        verdicts.append({"check": f"peak RSS {ks}", "value": round(k, 2),
                         "target": f"< {RSS_LIMIT_MIB} MiB", "pass": ok})
    return header, rows, verdicts


def render_table(header: list[str], rows: list[list[str]]) -> str:
    widths = [max(len(r[i]) for r in [header, *rows]) for i in range(len(header))]

    def line(cells: list[str]) -> str:
        return "| " + " | ".join(c.ljust(w) for c, w in zip(cells, widths)) + " |"

    sep = "|" + "|".join("-" * (w + 2) for w in widths) + "|"
    return "\n".join([line(header), sep, *(line(r) for r in rows)])


LEGEND = (
    "keepsake and bsdtar columns: median throughput (best in parentheses), MB/s = 10^6 media "
    "bytes per wall-clock second; ratio = keepsake/bsdtar throughput on medians (on bests in "
    "parentheses); PASS/MISS judges the median ratio. Peak RSS is the largest ru_maxrss over "
    "all runs of the command. Page cache is warm (nothing is dropped); sync(2) runs, untimed, "
    "before every measurement. keepsake export and import flush to stable storage (FORMAT.md "
    "R31, section 9); bsdtar does not, so the targets are judged against bsdtar followed by "
    "the same flushes, timed: fsync of the tar and its folder after -cf, of every extracted "
    "file and folder after -xf (the 'flushed' rows); the ratios to bsdtar alone are shown "
    "for information"
)


def render_markdown(args, info: dict, media: dict, table: str, runs: list[Run],
                    media_bytes: int, warnings: list[str], floor_kib: int,
                    isolated: bool, cmdline: str) -> str:
    out = ["# Bundle I/O benchmark", "",
           f"`{cmdline}` — {info['date']}", "",
           "## Results", "", table, "",
           LEGEND + ".", ""]
    out += ["## Machine and parameters", "",
            f"- date: {info['date']}",
            f"- nproc: {info['nproc']} (cpu_count {info['cpu_count']})",
            f"- CPU: {info['cpu_model']}",
            f"- kernel: {info['kernel']}",
            f"- memory: {info['memory']}",
            f"- work dir filesystem: {info['work_fs']}",
            f"- load average at start / end: {info['loadavg_start']} / {info['loadavg_end']}",
            f"- media: {media['mib']:.0f} MiB in {media['files']} files "
            f"({media['videos']} video(s) of ~{media['video_mib']:.0f} MiB, "
            f"{media['photos']} photos of 2-8 MiB), random bytes",
            f"- repeats: {args.repeat}, baseline and keepsake interleaved, order alternating",
            f"- bsdtar: {info['bsdtar']}",
            f"- keepsake-cli: {info['keepsake_version']} ({info['keepsake']})",
            f"- git commit: {info['git_commit']}",
            f"- Python: {info['python']}",
            f"- RSS measurement: {'isolated launcher' if isolated else 'direct child'}, "
            f"floor {floor_kib / 1024:.1f} MiB (ru_maxrss of /bin/true)",
            "", "## Runs", "",
            "| operation | repeat | wall s | MB/s | user s | sys s | peak RSS MiB |",
            "|---|---:|---:|---:|---:|---:|---:|"]
    for r in runs:
        out.append(f"| {r.op} | {r.rep + 1} | {r.wall_s:.3f} | {fmt_rate(media_bytes, r.wall_s)} "
                   f"| {r.user_s:.2f} | {r.sys_s:.2f} | {r.maxrss_kib / 1024:.1f} |")
    if warnings:
        out += ["", "## Warnings", ""] + [f"- {w}" for w in warnings]
    return "\n".join(out) + "\n"


# --------------------------------------------------------------------------------------------
# The benchmark


def parse_args(argv: list[str]) -> argparse.Namespace:
    p = argparse.ArgumentParser(
        prog="bench/bundle_io.py",
        description="Time keepsake-cli export/import/verify against bsdtar -cf/-xf on "
                    "generated incompressible media, and report throughput and peak RSS.",
        epilog="Exit status: 0 when every command succeeded (even when a target is MISSed), "
               "1 when a command failed, 2 on a usage or setup error.")
    p.add_argument("--keepsake", type=Path, default=DEFAULT_KEEPSAKE,
                   help="keepsake-cli binary (default: .build/release/keepsake-cli)")
    p.add_argument("--bsdtar", default="bsdtar", help="bsdtar binary (default: bsdtar)")
    p.add_argument("--media-mib", type=int, default=None,
                   help=f"MiB of media to generate (default {DEFAULT_MEDIA_MIB}; "
                        f"{QUICK_MEDIA_MIB} with --quick)")
    p.add_argument("--repeat", type=int, default=None,
                   help=f"runs of each measurement (default {DEFAULT_REPEAT}; "
                        f"{QUICK_REPEAT} with --quick)")
    p.add_argument("--quick", action="store_true",
                   help=f"smoke run: {QUICK_MEDIA_MIB} MiB, repeat {QUICK_REPEAT}")
    p.add_argument("--work", type=Path, default=DEFAULT_WORK,
                   help="scratch directory, emptied first and deleted afterwards "
                        "(default: bench/work)")
    p.add_argument("--keep", action="store_true", help="keep the work dir afterwards")
    p.add_argument("--write-results", type=Path, metavar="FILE.md",
                   help="also write the table and machine info as markdown")
    p.add_argument("--json", type=Path, metavar="FILE.json",
                   help="also write all numbers as JSON")
    p.add_argument("--seed", type=int, default=1, help="seed of the file-size plan")
    args = p.parse_args(argv)
    if args.media_mib is None:
        args.media_mib = QUICK_MEDIA_MIB if args.quick else DEFAULT_MEDIA_MIB
    if args.repeat is None:
        args.repeat = QUICK_REPEAT if args.quick else DEFAULT_REPEAT
    if args.media_mib < 1:
        p.error("--media-mib must be at least 1")
    if args.repeat < 1:
        p.error("--repeat must be at least 1")
    args.work = args.work.absolute()
    args.keepsake = args.keepsake.absolute()
    return args


def check_tools(args) -> str:
    k = args.keepsake
    if not (k.is_file() and os.access(k, os.X_OK)):
        raise SetupError(f"keepsake CLI not found or not executable: {k} (build it with "
                         f"`swift build -c release --product keepsake-cli`, or use bench/run)")
    bsdtar = shutil.which(args.bsdtar)
    if not bsdtar:
        raise SetupError(f"bsdtar not found: {args.bsdtar} (apt-get install libarchive-tools)")
    if not Path("/bin/sh").exists():
        raise SetupError("/bin/sh is required")
    return bsdtar


def benchmark(args, bsdtar: str, spawner: Spawner) -> dict:
    work = args.work
    media_dir = work / "media"
    store = work / "store"
    tar = work / "baseline.tar"
    bundle = work / "bundle.keepsake"
    extract_dir = work / "extract"
    import_store = work / "import-store"
    logs = work / "logs"
    logs.mkdir()
    ks = str(args.keepsake)
    warnings: list[str] = []

    total = args.media_mib * MIB
    need = 5 * total + 512 * MIB
    if free_bytes(work) < need:
        raise SetupError(f"not enough free space in {work}: need ~{need / MIB / 1024:.1f} GiB "
                         f"(media, store, tar, bundle, one extraction), have "
                         f"{free_bytes(work) / MIB / 1024:.1f} GiB")

    spawner.calibrate(logs / "calibrate.log")
    plan = plan_media(total, random.Random(args.seed))
    write_media(media_dir, plan)
    n_videos = sum(1 for name, _ in plan if name.endswith(".mp4"))
    media = {"files": len(plan), "bytes": total, "mib": total / MIB, "videos": n_videos,
             "photos": len(plan) - n_videos,
             "video_mib": (sum(s for n, s in plan if n.endswith(".mp4")) / n_videos / MIB)}
    os.sync()

    runs: list[Run] = []

    def record(op: str, rep: int, wall: float, ru) -> Run:
        run = Run(op, rep, wall, ru.ru_utime, ru.ru_stime, ru.ru_maxrss)
        runs.append(run)
        log(f"{op:<11} #{rep + 1}: {wall:7.3f} s  {fmt_rate(total, wall):>8} MB/s  "
            f"peak RSS {ru.ru_maxrss / 1024:6.1f} MiB")
        return run

    # Setup: media add (timed once, informational), in batches that keep argv short.
    files = [str(media_dir / name) for name, _ in plan]
    batches: list[list[str]] = [[]]
    length = 0
    for f in files:
        if batches[-1] and (len(batches[-1]) >= 1000 or length + len(f) > 100_000):
            batches.append([])
            length = 0
        batches[-1].append(f)
        length += len(f) + 1
    add_wall, add_user, add_sys, add_rss = 0.0, 0.0, 0.0, 0
    for batch in batches:
        wall, ru = spawner.run([ks, "media", "add", "--store", str(store), "--create", *batch],
                               logs / "media-add.log")
        add_wall += wall
        add_user += ru.ru_utime
        add_sys += ru.ru_stime
        add_rss = max(add_rss, ru.ru_maxrss)
    runs.append(Run("media add", 0, add_wall, add_user, add_sys, add_rss))
    log(f"media add   #1: {add_wall:7.3f} s  {fmt_rate(total, add_wall):>8} MB/s  "
        f"peak RSS {add_rss / 1024:6.1f} MiB  ({len(batches)} invocation(s))")
    os.sync()

    def check_tree(what: str, root: Path, expect_files: int | None) -> None:
        count, size = tree_stats(root) if root.is_dir() else (0, 0)
        if size != total or (expect_files is not None and count != expect_files):
            msg = (f"{what}: found {count} files / {size} bytes under {root}, expected "
                   f"{expect_files if expect_files is not None else '?'} files / {total} bytes")
            if msg not in warnings:
                warnings.append(msg)
                log("WARNING " + msg)

    def flush_tar() -> None:
        fsync_path(tar)
        fsync_path(tar.parent)

    def flush_tree() -> None:
        for folder, _, names in os.walk(extract_dir):
            for name in names:
                fsync_path(Path(folder) / name)
            fsync_path(Path(folder))
        fsync_path(extract_dir.parent)

    def extract_ops(name: str, finish) -> dict:
        return dict(argv=[bsdtar, "-xf", str(tar), "-C", str(extract_dir)],
                    before=lambda: (remove(extract_dir), extract_dir.mkdir()),
                    after=lambda: (check_tree(name, extract_dir, len(plan)), remove(extract_dir)),
                    finish=finish)

    ops = {
        "bsdtar -cf": dict(argv=[bsdtar, "-cf", str(tar), "-C", str(media_dir), "."],
                           before=lambda: remove(tar)),
        FLUSHED_CF: dict(argv=[bsdtar, "-cf", str(tar), "-C", str(media_dir), "."],
                         before=lambda: remove(tar), finish=flush_tar),
        "export": dict(argv=[ks, "export", "--store", str(store), "-o", str(bundle)],
                       before=lambda: remove(bundle)),
        "bsdtar -xf": extract_ops("bsdtar -xf", None),
        FLUSHED_XF: extract_ops(FLUSHED_XF, flush_tree),
        "import": dict(argv=[ks, "import", "--store", str(import_store), "--create", str(bundle)],
                       before=lambda: remove(import_store),
                       after=lambda: (check_tree("import (store media/)",
                                                 import_store / "media", len(plan)),
                                      remove(import_store))),
        "verify": dict(argv=[ks, "verify", str(bundle)]),
    }

    def measure(op: str, rep: int) -> None:
        spec = ops[op]

        def prepare() -> None:
            if "before" in spec:
                spec["before"]()
            os.sync()
        wall, ru = spawner.run(spec["argv"], logs / f"{op.replace(' ', '_')}.log",
                               finish=spec.get("finish"), prepare=prepare)
        record(op, rep, wall, ru)
        if "after" in spec:
            spec["after"]()
        if op == "export" and bundle.stat().st_size < total:
            msg = f"export: bundle is {bundle.stat().st_size} bytes, smaller than the media"
            if msg not in warnings:
                warnings.append(msg)
                log("WARNING " + msg)

    for rep in range(args.repeat):
        for group in (("bsdtar -cf", FLUSHED_CF, "export"), ("bsdtar -xf", FLUSHED_XF, "import")):
            for op in (group if rep % 2 == 0 else group[::-1]):
                measure(op, rep)
        measure("verify", rep)

    by_op: dict[str, list[Run]] = {}
    for r in runs:
        by_op.setdefault(r.op, []).append(r)
    summary = {op: summarize(rs, total) for op, rs in by_op.items()}
    warnings += [w for w in spawner.warnings if w not in warnings]
    return {"media": media, "runs": runs, "summary": summary, "warnings": warnings}


def main(argv: list[str]) -> int:
    args = parse_args(argv)
    cmdline = "bench/bundle_io.py" + ("" if not argv else " " + shlex.join(argv))

    def on_term(signum, frame):
        raise KeyboardInterrupt(f"signal {signum}")
    signal.signal(signal.SIGTERM, on_term)

    try:
        bsdtar = check_tools(args)
        created = prepare_workdir(args.work)
    except SetupError as e:
        print(f"bench: {e}", file=sys.stderr)
        return 2

    spawner = Spawner()
    if not spawner.isolated:
        log("WARNING: cannot become a child subreaper; peak RSS values include the "
            "harness's own peak RSS")
    status = 0
    try:
        info = machine_info(args.work, bsdtar, args.keepsake)
        log(f"{args.media_mib} MiB of media, repeat {args.repeat}, work dir {args.work}")
        result = benchmark(args, bsdtar, spawner)
        info["loadavg_end"] = " ".join(f"{x:.2f}" for x in os.getloadavg())
        header, rows, verdicts = build_table(result["summary"])
        table = render_table(header, rows)
        print()
        print(f"Bundle I/O, {args.media_mib} MiB media ({result['media']['files']} files), "
              f"repeat {args.repeat}, {info['nproc']} CPU(s) {info['cpu_model']}")
        print(table)
        print()
        print(LEGEND + ".")
        if spawner.isolated:
            print(f"RSS floor (ru_maxrss of /bin/true): {spawner.floor_kib / 1024:.1f} MiB.")
        for w in result["warnings"]:
            print(f"WARNING: {w}")
        if args.write_results:
            md = render_markdown(args, info, result["media"], table, result["runs"],
                                 result["media"]["bytes"], result["warnings"],
                                 spawner.floor_kib, spawner.isolated, cmdline)
            args.write_results.parent.mkdir(parents=True, exist_ok=True)
            args.write_results.write_text(md)
            log(f"wrote {args.write_results}")
        if args.json:
            doc = {"command": cmdline, "machine": info, "media": result["media"],
                   "parameters": {"media_mib": args.media_mib, "repeat": args.repeat,
                                  "seed": args.seed},
                   "rss_floor_kib": spawner.floor_kib, "rss_isolated": spawner.isolated,
                   "summary": result["summary"], "verdicts": verdicts,
                   "runs": [asdict(r) for r in result["runs"]],
                   "warnings": result["warnings"]}
            args.json.parent.mkdir(parents=True, exist_ok=True)
            args.json.write_text(json.dumps(doc, indent=2) + "\n")
            log(f"wrote {args.json}")
    except CommandFailed as e:
        print(f"bench: {e}", file=sys.stderr)
        try:
            tail = e.log.read_text(errors="replace").splitlines()[-30:]
            print(f"--- last lines of {e.log.name} ---", file=sys.stderr)
            print("\n".join(tail), file=sys.stderr)
        except OSError:
            pass
        status = 1
    except SetupError as e:
        print(f"bench: {e}", file=sys.stderr)
        status = 2
    except KeyboardInterrupt:
        print("bench: interrupted", file=sys.stderr)
        status = 130
    finally:
        if args.keep:
            log(f"kept work dir {args.work}")
        else:
            cleanup_workdir(args.work, created)
    return status


if __name__ == "__main__":
    if sys.version_info < (3, 9):
        sys.exit("bench/bundle_io.py needs Python 3.9 or later")
    sys.exit(main(sys.argv[1:]))
