#!/usr/bin/env python3
"""Golden tests of the CLI for people and for scripts (issues 18 section 4, 14 section 6 and
15 section 8): text by default and --json on every verb that prints records, -q, the progress
display under a pseudo-terminal at a narrow width, no store created silently, messages that
name what is wrong, one local "today", files the CLI writes (-o only over a regular file,
-o -, SIGINT and SIGTERM leaving no temporary file), the completions and man page generated
from the help, and the demo's "Try:" lines run as printed from the checkout.

Usage: test_cli_hosts.py PATH_TO_KEEPSAKE_CLI
"""
import fcntl
import json
import os
import pty
import re
import select
import shutil
import signal
import struct
import subprocess
import sys
import tempfile
import termios
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from golden import Golden  # noqa: E402

CLI = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ".build/debug/keepsake-cli")
REPO = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
GOLDEN = Golden(CLI)
run, check, expect = GOLDEN.run, GOLDEN.check, GOLDEN.expect
CREATED = "2026-11-30T09:00:00Z"
ESCAPE = re.compile(rb"\x1b\[[0-9;]*[A-Za-z]")


def pty_run(args, cols, on_output=None, timeout=300, env=None, settings=None):
    """Runs the CLI with stdin, stdout and stderr on a pseudo-terminal `cols` wide; returns
    (wait status, everything it wrote, seconds). `on_output(pid, output)` is called as
    output arrives; the terminal's settings at the end are appended to `settings`."""
    pid, fd = pty.fork()
    if pid == 0:
        try:
            os.execve(CLI, [CLI, *args], env or os.environ)
        finally:
            os._exit(127)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, cols, 0, 0))
    start, out = time.monotonic(), b""
    while time.monotonic() - start < timeout:
        ready, _, _ = select.select([fd], [], [], 1)
        if not ready:
            continue
        try:
            data = os.read(fd, 65536)
        except OSError:
            break
        if not data:
            break
        out += data
        if on_output:
            on_output(pid, out)
    _, status = os.waitpid(pid, 0)
    if settings is not None:
        settings.append(termios.tcgetattr(fd))
    os.close(fd)
    return status, out, time.monotonic() - start


def frames(output):
    """The progress display's successive drawings (the text between carriage returns)."""
    return [ESCAPE.sub(b"", f).decode("utf-8", "replace") for f in re.split(rb"\r\n?|\n", output) if f.strip()]


def leftovers(folder):
    return sorted(n for n in os.listdir(folder) if n.startswith(".") or n.endswith(".tmp") or ".scratch" in n)


work = tempfile.mkdtemp(prefix="keepsake-cli-hosts-")
try:
    # ---- Stores are never created silently (issue 18).
    missing = os.path.join(work, "typo-store")
    photo = os.path.join(work, "photo.png")
    with open(photo, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 4)
    every = os.path.join(REPO, "Tests", "Conformance", "valid", "v2-archive-every-kind.keepsake")
    for name, args in [("mood set", ["mood", "set", "--store", missing, "ok"]),
                       ("media add", ["media", "add", "--store", missing, photo]),
                       ("import", ["import", "--store", missing, every]),
                       ("map create", ["map", "create", "--store", missing, "Plans"]),
                       ("routine start", ["routine", "start", "--store", missing]),
                       ("account add", ["account", "add", "--store", missing, "--username", "ana", "--role", "owner"])]:
        expect(f"{name} refuses a missing store", args, 1, stdout="",
               stderr=f"keepsake: no Keepsake store at '{missing}'; create one with 'keepsake init {missing}' or add --create\n")
    expect("a read verb says there is no store", ["mood", "summary", "--store", missing], 1, stdout="",
           stderr=f"keepsake: no Keepsake store at '{missing}' (no keepsake.db there)\n")
    check("no store was created", not os.path.exists(missing), os.listdir(work))
    expect("--create makes the store", ["mood", "set", "--store", missing, "--create", "--date", "2026-11-02", "--today", "2026-11-30", "good"], 0,
           stdout="2026-11-02: good\n", stderr="")
    expect("--create is only for verbs that write", ["mood", "summary", "--store", missing, "--create"], 2, stderr_has="unknown option --create\n")

    # ---- Messages that say what is wrong.
    for verb, subs in [("mood", "set, clear, tiles, summary, import, export"), ("map", "create, list, show, add, rename, edit, delete"),
                       ("media", "add, list, delete"), ("account", "add, list, passwd, remove"), ("dossier", "list, export, fhir, calls"),
                       ("routine", "start, take, untake, note, rate, home"), ("centre-key", "create, show"), ("completions", "bash, zsh")]:
        expect(f"bare '{verb}' lists its verbs", [verb], 2, stdout="", stderr_has=f"keepsake: {verb} needs one of: {subs}")
    expect("an unknown sub-verb lists them", ["mood", "frown", "--store", missing], 2,
           stderr_has="keepsake: unknown mood command 'frown'; use one of: set, clear, tiles, summary, import, export\nUsage: keepsake mood set")
    for args in [["mood", "summary", "--store", missing], ["routine", "home", "--store", missing], ["dossier", "list", "--store", missing],
                 ["export", "--viewer", "x", "--store", missing, "-o", os.path.join(work, "v.keepsake")],
                 ["verify", "--user", "maria", every], ["open", "--store", missing, "--user", "maria", every]]:
        expect(f"a bad --today names the option ({args[0]})", args + ["--today", "2026-13-01"], 2, stdout="",
               stderr_has="keepsake: --today takes a date YYYY-MM-DD, not '2026-13-01'\n")
    expect("a bad --date names the option", ["mood", "set", "--store", missing, "--date", "yesterday", "ok"], 2,
           stderr_has="keepsake: --date takes a date YYYY-MM-DD, not 'yesterday'\n")
    expect("a bad --created names the option", ["export", "--store", missing, "-o", os.path.join(work, "x.keepsake"), "--created", "now"], 2,
           stderr_has="keepsake: --created takes an RFC 3339 instant such as 2026-11-30T09:00:00Z, not 'now'\n")
    expect("a long bad value is quoted short", ["mood", "summary", "--store", missing, "--today", "9" * 10000], 2,
           stderr_has="…'")
    three = os.path.join(work, "three.keepsake")
    with open(three, "wb") as f:
        f.write(b"abc")
    # FORMAT.md R10 names an input shorter than one header `truncated`; the message says why.
    expect("a 3-byte file", ["verify", three], 1, stdout="",
           stderr="keepsake: invalid bundle [truncated]: the file is 3 bytes long, shorter than one tar header\n")

    # ---- Exit codes documented; help, completions and man page from one text.
    top = expect("help documents exit codes", ["--help"], 0, stdout_has="Exit status:\n  0         success\n  1         the operation failed")
    check("help documents 2 and signals", "  2         a usage mistake" in top and "130 for SIGINT, 143 for SIGTERM" in top, top)
    for shell, path in [("bash", "share/bash-completion/completions/keepsake"), ("zsh", "share/zsh/site-functions/_keepsake")]:
        rc, out, _ = run("completions", shell)
        committed = open(os.path.join(REPO, path)).read()
        check(f"{path} is current (regenerate: keepsake completions {shell} > {path})", rc == 0 and out == committed)
    rc, man, _ = run("man")
    check("share/man/man1/keepsake.1 is current (regenerate: keepsake man > share/man/man1/keepsake.1)",
          rc == 0 and man == open(os.path.join(REPO, "share/man/man1/keepsake.1")).read())
    lint = subprocess.run(["groff", "-man", "-Tutf8", "-ww", "-z"], input=man, capture_output=True, text=True)
    check("the man page has no groff warning", lint.returncode == 0 and lint.stderr == "", lint.stderr[:500])
    check("the man page holds every verb's usage and the exit status",
          all(f".SS {v}\n" in man for v in ["init", "mood", "map", "export"]) and ".SH EXIT STATUS" in man
          and "keepsake map rename \\-\\-store DIR" in man, man[:300])

    def complete(line):
        words = line.split(" ")
        script = (f"source {os.path.join(REPO, 'share/bash-completion/completions/keepsake')}\n"
                  f"COMP_WORDS=({' '.join(repr(w) for w in words)}); COMP_CWORD={len(words) - 1}; _keepsake; "
                  "printf '%s\\n' \"${COMPREPLY[@]}\"")
        p = subprocess.run(["bash", "--norc", "-c", script], capture_output=True, text=True, cwd=work)
        return p.stdout.split()

    check("bash completes verbs", complete("keepsake mo") == ["mood"], complete("keepsake mo"))
    check("bash completes sub-verbs", complete("keepsake map re") == ["rename"], complete("keepsake map re"))
    check("bash completes a sub-verb's options", {"--store", "--create", "--date", "--note", "--json", "-q"} <= set(complete("keepsake mood set -")),
          complete("keepsake mood set -"))
    check("bash completes an option's words", complete("keepsake map export --format ") == ["opml", "freemind", "xmind", "markdown", "mermaid", "svg", "bundle"],
          complete("keepsake map export --format "))
    check("bash completes --store with folders", complete("keepsake mood set --store typo") == ["typo-store"], complete("keepsake mood set --store typo"))

    # ---- A store with content: the demo, read as text and as --json.
    demo = os.path.join(work, "demo")
    rc, demo_out, err = run("demo", demo)
    check("demo", rc == 0, err)
    expect("demo has no --json output", ["demo", "--json", demo], 2, stderr_has="demo has no --json output")
    store = os.path.join(demo, "store")
    bundle = os.path.join(demo, "bundles", "archive.keepsake")
    map_id = re.search(r'map: +"Trip to the lakes", 24 nodes on 4 levels \(([0-9a-f-]{36})\)', demo_out).group(1)
    node = json.loads(run("map", "show", "--json", "--store", store, "--as", "alma", map_id, stdin="keepsake-demo\n")[1] or "{}").get("root_id", "")
    signed = ["--store", store, "--as", "alma"]
    views = [["verify", bundle], ["inspect", bundle], ["info", "--store", store], ["media", "list", *signed], ["account", "list", *signed],
             ["mood", "tiles", *signed], ["mood", "summary", *signed], ["map", "list", *signed], ["map", "show", *signed, map_id],
             ["dossier", "list", *signed], ["centre-key", "show", *signed]] + \
            [["routine", v, *signed] for v in ["home", "progress", "calendar", "reminders", "achievements", "results", "message"]]
    for args in views:
        name = " ".join(a for a in args[:2] if not a.startswith("/"))
        rc, text, err = run(*args, stdin="keepsake-demo\n")
        rc2, out, err2 = run(*args, "--json", stdin="keepsake-demo\n")
        try:
            parsed = json.loads(out)
        except ValueError:
            parsed = None
        check(f"{name}: --json prints one canonical JSON document", rc2 == 0 and parsed is not None and out.count("\n") == 1
              and out[:-1] == json.dumps(parsed, sort_keys=True, separators=(",", ":"), ensure_ascii=False), (rc2, out[:200], err2))
        check(f"{name}: text by default", rc == 0 and text and not text.lstrip().startswith(("{", "[")), (rc, text[:200], err))
    summary = json.loads(run("mood", "summary", "--json", *signed, stdin="keepsake-demo\n")[1])
    rc, text, _ = run("mood", "summary", *signed, stdin="keepsake-demo\n")
    check("mood summary as text: streak and a row per range",
          text.startswith(f"today: {summary['today']}\ncurrent streak: ") and re.search(r"\nlast 12 months +365 +\d+ +\d+\.\d%", text), text)
    rc, text, _ = run("mood", "tiles", *signed, "--preset", "last_3_months", stdin="keepsake-demo\n")
    check("mood tiles as text: a calendar", "Mo Tu We Th Fr Sa Su" in text and "(+ good, o ok, - bad, . unmarked)" in text, text[:300])
    rc, text, _ = run("routine", "home", *signed, stdin="keepsake-demo\n")
    check("routine home as text", re.search(r"^day: +\d+\n", text, re.M) and "today slots:" in text, text)

    # ---- Verbs the record kinds need: rename a map, edit a node's title and note.
    rc, out, err = run("map", "rename", *signed, map_id, "Trip to the mountains", stdin="keepsake-demo\n")
    check("map rename", rc == 0 and out == f"renamed map {map_id}: Trip to the mountains\n", (rc, out, err))
    rc, out, err = run("map", "edit", *signed, "--title", "The plan", "--note", "first line\nsecond", node, stdin="keepsake-demo\n")
    check("map edit title and note", rc == 0 and out == f"{node}  The plan  (note: first line)\n", (rc, out, err))
    shown = json.loads(run("map", "show", "--json", *signed, map_id, stdin="keepsake-demo\n")[1])
    check("the map has its new title", shown["title"] == "The plan", shown)
    rc, out, err = run("map", "edit", *signed, "--clear-note", "--json", node, stdin="keepsake-demo\n")
    check("map edit --clear-note", rc == 0 and json.loads(out)["note"] is None and json.loads(out)["title"] == "The plan", (rc, out, err))
    rc, out, err = run("map", "edit", *signed, node, stdin="keepsake-demo\n")
    check("map edit needs a change", rc == 2 and "give --title TEXT, --note TEXT, --clear-note, --link URL, --clear-link, --feed URL or --clear-feed" in err, err)

    # ---- One "today": the local civil date, for every verb (issue 14 section 6).
    utc_hour = time.gmtime().tm_hour
    tz = "XXX+12" if utc_hour < 12 else "XXX-14"   # POSIX TZ: local date before or after UTC's
    env = dict(os.environ, TZ=tz)
    local = subprocess.run(["date", "+%Y-%m-%d"], env=env, capture_output=True, text=True).stdout.strip()
    utc = time.strftime("%Y-%m-%d", time.gmtime())
    check(f"TZ={tz} makes the local date differ from UTC's", local != utc, (local, utc))
    tzstore = os.path.join(work, "tz")
    p = subprocess.run([CLI, "mood", "set", "--store", tzstore, "--create", "good"], env=env, capture_output=True, text=True)
    check("mood set marks the local date", p.returncode == 0 and p.stdout == f"{local}: good\n", (p.stdout, p.stderr, local))
    p = subprocess.run([CLI, "routine", "start", "--store", tzstore], env=env, capture_output=True, text=True)
    check("routine start starts on the local date", p.returncode == 0 and p.stdout.startswith(f"started a routine on {local}"), (p.stdout, p.stderr))
    p = subprocess.run([CLI, "mood", "summary", "--json", "--store", tzstore], env=env, capture_output=True, text=True)
    check("mood summary's today is the local date", p.returncode == 0 and json.loads(p.stdout)["today"] == local, p.stdout[:200])
    sources = os.path.join(REPO, "Sources", "KeepsakeCLI")
    clock_readers = [name for name in os.listdir(sources) if name != "Output.swift"
                     and re.search(r"localtime|gmtime|time\(nil\)|Clock\.now\(\)\.prefix", open(os.path.join(sources, name)).read())]
    check("only Clock (Output.swift) reads the clock; every verb's default today is Clock.today()", clock_readers == [], clock_readers)

    # ---- Files the CLI writes (issue 15 section 8).
    out_dir = os.path.join(work, "out")
    os.mkdir(out_dir)
    victim = os.path.join(work, "victim.txt")
    with open(victim, "w") as f:
        f.write("keep me")
    link = os.path.join(out_dir, "link.keepsake")
    os.symlink(victim, link)
    expect("-o refuses a symbolic link", ["export", "--store", store, "--as", "alma", "-o", link], 1, stdout="",
           stderr=f"keepsake: '{link}' is a symbolic link; only a regular file is replaced\n")
    check("the link and its target are untouched", os.path.islink(link) and open(victim).read() == "keep me")
    fifo = os.path.join(out_dir, "fifo")
    os.mkfifo(fifo)
    expect("--csv refuses a FIFO", ["mood", "export", *signed, "--csv", fifo], 1,
           stderr=f"keepsake: '{fifo}' is not a regular file (a device, FIFO or socket); only a regular file is replaced\n")
    folder = os.path.join(out_dir, "folder")
    os.mkdir(folder)
    started = time.monotonic()
    expect("-o refuses a folder before any work", ["export", "--store", store, "-o", folder], 1, stdout="",
           stderr=f"keepsake: '{folder}' is a folder; give the path of the file to write\n")
    for args in [["render", *signed, "-o", folder, map_id], ["dossier", "calls", *signed, "-o", folder],
                 ["map", "export", *signed, "--format", "opml", "-o", folder, map_id], ["routine", "export", *signed, "--bundle", folder]]:
        rc, _, err = run(*args, stdin="keepsake-demo\n")
        check(f"{args[0]} refuses a folder", rc == 1 and "is a folder" in err, err)
    check("nothing was written beside the folder", sorted(os.listdir(out_dir)) == ["fifo", "folder", "link.keepsake"], os.listdir(out_dir))
    first = os.path.join(out_dir, "first.keepsake")
    rc, _, err = run("export", *signed, "-o", first, "--created", CREATED, stdin="keepsake-demo\n")
    p = subprocess.run([CLI, "export", *signed, "-o", "-", "--created", CREATED], input=b"keepsake-demo\n", capture_output=True)
    check("-o - writes the same bundle to stdout", rc == 0 and p.returncode == 0 and p.stdout == open(first, "rb").read() and p.stderr == b"",
          (err, p.stderr[:300]))
    check("-o - leaves nothing in the store's tmp/", os.listdir(os.path.join(store, "tmp")) == [], os.listdir(os.path.join(store, "tmp")))
    rc, csv_text, err = run("mood", "export", *signed, "--csv", "-", stdin="keepsake-demo\n")
    check("--csv - prints the CSV", rc == 0 and csv_text.startswith("date,value,label,note\n"), (csv_text[:80], err))
    expect("only one output may be -", ["mood", "export", "--store", store, "--csv", "-", "--svg", "-"], 2, stderr_has="only one output may be -")

    # A store large enough that an export takes a while: 3 x 100 MB of noise.
    big = os.path.join(work, "big")
    expect("init a large store", ["init", big], 0)
    files = []
    for i in range(3):
        path = os.path.join(work, f"noise-{i}.bin")
        with open(path, "wb") as f:
            for _ in range(100):
                f.write(os.urandom(1 << 20))
        files.append(path)
    expect("media add of 300 MiB", ["media", "add", "-q", "--store", big, *files], 0, stdout="", stderr="")
    for path in files:
        os.remove(path)
    target = os.path.join(out_dir, "big.keepsake")

    # The progress display: at 40 columns no drawing reaches the last column (none wraps),
    # several drawings a second, bytes, rate and time left once it is wide enough.
    for cols in (40, 100):
        status, out, seconds = pty_run(["export", "--store", big, "-o", target, "--created", CREATED], cols)
        drawn = [f for f in frames(out) if "%" in f]
        widest = max((len(f) for f in drawn), default=0)
        check(f"export under a {cols}-column terminal succeeds", os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0, out[-300:])
        check(f"at {cols} columns every drawing fits in {cols - 1}", 0 < widest <= cols - 1, [f for f in drawn if len(f) > cols - 1][:3])
        # A few drawings a second (at least 3), and no more than the ten a second it allows
        # itself, plus the first and the last.
        check(f"at {cols} columns the display updates a few times a second, at most ten",
              max(2, min(3 * seconds, 20)) <= len(drawn) <= 10 * seconds + 3, (len(drawn), round(seconds, 2)))
        check(f"at {cols} columns it ends with the total and the time taken", re.search(r"100%.*300 MiB.*in ", drawn[-1] if drawn else ""), drawn[-1:])
    status, out, _ = pty_run(["export", "-q", "--store", big, "-o", target, "--created", CREATED], 80)
    check("-q: no progress and no confirmation", os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0 and out == b"", out[:200])
    status, out, _ = pty_run(["export", "--store", big, "-o", "-"], 80)
    check("a bundle is not written to a terminal", os.WIFEXITED(status) and os.WEXITSTATUS(status) == 1
          and b"stdout is a terminal" in out, out[:300])

    def interrupt_when_drawn(sig):
        sent = []

        def watch(pid, output):
            if not sent and re.search(rb"\d+%", output):
                os.kill(pid, sig)
                sent.append(True)
        return watch

    # SIGINT (Ctrl-C) in the middle of an export: it stops, its temporary files go.
    os.remove(target)
    status, out, _ = pty_run(["export", "--store", big, "-o", target], 80, on_output=interrupt_when_drawn(signal.SIGINT))
    check("SIGINT mid-export ends the process by SIGINT", os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGINT,
          (status, out[-300:]))
    check("SIGINT mid-export says so", b"interrupted by SIGINT" in out, out[-300:])
    check("SIGINT mid-export leaves no bundle and no temporary file", leftovers(out_dir) == [] and not os.path.exists(target),
          os.listdir(out_dir))

    # SIGTERM without a terminal (no display): sent once the export's temporary file exists.
    proc = subprocess.Popen([CLI, "export", "--store", big, "-o", target], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and not any(n.endswith(".keepsake.tmp") for n in os.listdir(out_dir)):
        time.sleep(0.005)
    proc.send_signal(signal.SIGTERM)
    _, err = proc.communicate(timeout=120)
    check("SIGTERM mid-export ends the process by SIGTERM", proc.returncode == -signal.SIGTERM, (proc.returncode, err))
    check("SIGTERM mid-export leaves no bundle and no temporary file", leftovers(out_dir) == [] and not os.path.exists(target),
          os.listdir(out_dir))

    # SIGINT in the middle of an import: nothing imported, nothing left in the store's tmp/.
    expect("export the large bundle", ["export", "-q", "--store", big, "-o", target], 0)
    # An import hashes every byte, so it lasts long enough to show the rate and the time left;
    # its display moves within a member, not only between them.
    for cols in (40, 100):
        whole = os.path.join(work, "whole")
        expect(f"init a store for a whole import ({cols})", ["init", "-q", whole], 0, stdout="")
        status, out, seconds = pty_run(["import", "--store", whole, target], cols)
        drawn = [f for f in frames(out) if "%" in f]
        check(f"import under a {cols}-column terminal", os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0, out[-300:])
        check(f"import at {cols} columns: every drawing fits in {cols - 1}", drawn and max(len(f) for f in drawn) <= cols - 1,
              [f for f in drawn if len(f) > cols - 1][:3])
        check(f"import at {cols} columns: a few drawings a second, at most ten",
              max(2, min(3 * seconds, 20)) <= len(drawn) <= 10 * seconds + 3, (len(drawn), round(seconds, 2)))
        check(f"import at {cols} columns shows bytes and time left ({seconds:.1f} s)",
              any(re.search(r"\d+(\.\d)?/\d+ MiB", f) and "left" in f for f in drawn), drawn[:5])
        if cols == 100:
            check("import at 100 columns shows the bar and the rate", any("[#" in f and "MiB/s" in f for f in drawn), drawn[:5])
        shutil.rmtree(whole)
    fresh = os.path.join(work, "fresh")
    expect("init the store to import into", ["init", "-q", fresh], 0, stdout="")
    status, out, _ = pty_run(["import", "--store", fresh, target], 80, on_output=interrupt_when_drawn(signal.SIGINT))
    check("SIGINT mid-import ends the process by SIGINT", os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGINT, out[-300:])
    check("SIGINT mid-import leaves nothing in tmp/ and imports nothing",
          os.listdir(os.path.join(fresh, "tmp")) == [] and run("media", "list", "--store", fresh)[1] == "", os.listdir(os.path.join(fresh, "tmp")))
    check("SIGINT mid-import leaves nothing beside the bundle", leftovers(out_dir) == [], os.listdir(out_dir))

    # Ctrl-C at a password prompt (echo off) ends the process with the terminal's echo back on.
    def interrupt_at_prompt(pid, output):
        if output.endswith(b"Password for alma: ") and not prompted:
            prompted.append(True)
            time.sleep(0.2)
            os.kill(pid, signal.SIGINT)
    prompted, settings = [], []
    status, out, _ = pty_run(["media", "list", "--store", store, "--as", "alma"], 80, on_output=interrupt_at_prompt, settings=settings)
    check("SIGINT at a password prompt ends the process by SIGINT", prompted and os.WIFSIGNALED(status)
          and os.WTERMSIG(status) == signal.SIGINT, (status, out))
    check("the terminal's echo is back on", settings and settings[0][3] & termios.ECHO, settings)

    # ---- The demo's "Try:" lines work as printed from the checkout (./keepsake). The
    # wrapper runs the configuration this test was given (.build/CONFIGURATION/keepsake-cli).
    configuration = os.path.basename(os.path.dirname(CLI))
    wrapper_env = dict(os.environ, KEEPSAKE_CONFIGURATION=configuration)
    tried = os.path.join(work, "keepsake-demo")
    p = subprocess.run(["./keepsake", "demo", tried], cwd=REPO, env=wrapper_env, capture_output=True, text=True, timeout=600)
    check("./keepsake demo from the checkout", p.returncode == 0, p.stderr[-500:])
    lines = p.stdout.split("\nTry:  ", 1)[-1].splitlines() if "\nTry:  " in p.stdout else []
    lines = [line.strip() for line in lines]
    check("the demo suggests commands spelled ./keepsake", len(lines) >= 4 and all("./keepsake " in line for line in lines), lines)
    for line in lines:
        t = subprocess.run(["bash", "-c", line], cwd=REPO, env=wrapper_env, capture_output=True, text=True, timeout=600)
        check(f"Try: {line[:70]} works as printed", t.returncode == 0 and t.stdout and t.stderr == "", (t.returncode, t.stderr[-300:]))
    readme = open(os.path.join(REPO, "README.md")).read()
    block = readme.split("After the demo, look around", 1)[-1].split("```sh\n", 1)[-1].split("```", 1)[0].strip().splitlines()
    suggested = [line.replace(tried, "/tmp/keepsake-demo") for line in lines]
    check("the README's look-around commands are the demo's", block and all(line in suggested for line in block), (block, suggested))
finally:
    shutil.rmtree(work, ignore_errors=True)

GOLDEN.finish()
