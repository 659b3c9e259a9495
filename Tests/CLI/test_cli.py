#!/usr/bin/env python3
"""Golden tests of the keepsake CLI: run the built executable and compare stdout, stderr and
the exit code (in the manner of swift-argument-parser's AssertExecuteCommand).

Usage: test_cli.py PATH_TO_KEEPSAKE_CLI
"""
import hashlib
import json
import re
import os
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from golden import Golden  # noqa: E402
import tempfile

CLI = sys.argv[1] if len(sys.argv) > 1 else ".build/debug/keepsake-cli"
GOLDEN = Golden(CLI, timeout=120)
run, check, expect = GOLDEN.run, GOLDEN.check, GOLDEN.expect

work = tempfile.mkdtemp(prefix="keepsake-cli-")
try:
    # Help and version.
    version_line = expect("version", ["--version"], 0, stderr="")
    match = re.fullmatch(r"keepsake (\d+\.\d+\.\d+) \(bundle format (\d+)\)\n", version_line)
    check("version line", match is not None, version_line)
    format_version = int(match.group(2)) if match else 0
    top = expect("help", ["--help"], 0, stdout_has="Usage: keepsake VERB [OPTIONS] [ARGUMENTS]", stderr="")
    for verb in ["verify", "inspect", "dump", "import", "export", "media", "info", "demo"]:
        check(f"help lists {verb}", f"\n  {verb} " in top, top)
        _, a, _ = run("help", verb)
        _, b, _ = run(verb, "--help")
        check(f"help {verb} equals {verb} --help", a == b and a.startswith(a.split("\n")[0]) and "Usage: keepsake " + verb in a, a)
    expect("no arguments is a usage error", [], 2, stdout="", stderr_has="Usage: keepsake VERB")
    expect("unknown verb", ["frobnicate"], 2, stdout="", stderr="keepsake: unknown verb 'frobnicate'; see 'keepsake --help'\n")
    expect("help of an unknown verb", ["help", "frobnicate"], 2, stderr_has="unknown verb 'frobnicate'")
    expect("missing bundle", ["verify"], 2, stdout="", stderr="keepsake: missing BUNDLE\nUsage: keepsake verify [LIMITS] BUNDLE\n"
           "       keepsake verify --user NAME [--today DATE] [LIMITS] VIEWER_BUNDLE\n")
    expect("unknown option", ["verify", "--colour", "x"], 2, stderr_has="keepsake: unknown option --colour\n")
    expect("option without value", ["export", "--store"], 2, stderr_has="--store needs a value")
    expect("bad limit", ["verify", "--max-members", "ten", "x"], 2, stderr_has="--max-members takes a whole number")
    expect("media needs a sub-verb", ["media", "--store", work], 2, stderr_has="media needs one of: add, list")

    # A store, media, an export.
    store = os.path.join(work, "store")
    photo = os.path.join(work, "photo.png")
    with open(photo, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 4)
    sha = hashlib.sha256(open(photo, "rb").read()).hexdigest()
    expect("media add refuses a missing store", ["media", "add", "--store", store, photo], 1, stdout="",
           stderr=f"keepsake: no Keepsake store at '{store}'; create one with 'keepsake init {store}' or add --create\n")
    check("media add made no store", not os.path.exists(store))
    expect("init", ["init", store], 0, stdout_re=f"created an empty Keepsake store at {re.escape(store)} \\(id [0-9a-f-]{{36}}\\)\n", stderr="")
    expect("init refuses a store", ["init", store], 1, stdout="", stderr=f"keepsake: '{store}' already holds a Keepsake store\n")
    expect("media add", ["media", "add", "--store", store, "--added-at", "2026-11-30T09:00:00Z", photo], 0,
           stdout=f"added {photo}: image/png, 1032 bytes, sha256 {sha}\n", stderr="")
    expect("media add refuses a bad instant, naming the option", ["media", "add", "--store", store, "--added-at", "2026-11-31T00:00:00Z", photo], 2,
           stdout="", stderr_has="keepsake: --added-at takes an RFC 3339 instant such as 2026-11-30T09:00:00Z, not '2026-11-31T00:00:00Z'\n")
    expect("media add of a missing file", ["media", "add", "--store", store, os.path.join(work, "nope")], 1, stderr_has="cannot open")
    # A table with its header row, columns aligned (as every CLI table).
    expect("media list", ["media", "list", "--store", store], 0,
           stdout=f"{'sha256':64}  size  type       added\n{sha}  1032  image/png  2026-11-30T09:00:00Z\n")
    info = json.loads(expect("info --json", ["info", "--json", "--store", store], 0))
    expect("info", ["info", "--store", store], 0, stdout_re=r"path: +.*\nmedia count: +1\nmedia bytes: +1032\n.*")
    check("info counts media", info["media_count"] == 1 and info["media_bytes"] == 1032, info)
    expect("info of no store", ["info", "--store", os.path.join(work, "none")], 1, stderr_has="no Keepsake store")

    bundle = os.path.join(work, "a.keepsake")
    exported = expect("export", ["export", "--store", store, "-o", bundle, "--created", "2026-11-30T10:00:00Z"], 0, stderr="")
    first = open(bundle, "rb").read()
    check("export says what it wrote", exported == f"wrote {bundle}: 3 members, {len(first)} bytes\n" and len(first) % 10240 == 0, exported)
    expect("export again", ["export", "--store", store, "--output", bundle, "--created", "2026-11-30T10:00:00Z"], 0)
    check("export is deterministic", open(bundle, "rb").read() == first)
    expect("export into a missing folder", ["export", "--store", store, "-o", os.path.join(work, "no", "x.keepsake")], 1,
           stderr_has="does not exist")
    expect("export needs -o", ["export", "--store", store], 2, stderr_has="-o OUT is required")
    expect("verify", ["verify", bundle], 0, stdout=f"{bundle}: valid\n", stderr="")
    text = expect("inspect", ["inspect", bundle], 0, stdout_has="kind:            archive")
    check("inspect shows counts", "media:           1 files, 1032 bytes" in text, text)
    inspected = json.loads(expect("inspect --json", ["inspect", "--json", bundle], 0))
    check("inspect --json has the manifest", inspected["manifest"]["format"] == "keepsake-bundle" and inspected["counts"]["media"] == 1, inspected)
    dump = expect("dump", ["dump", bundle], 0, stderr="")
    # The other tables of the format version hold nothing in a store with only media.
    tables = {name: rows for name, rows in json.loads(dump)["tables"].items() if name != "media"}
    check("other tables are empty", all(rows == [] for rows in tables.values()), tables)
    expected_dump = json.dumps({
        "access": "full", "created": "2026-11-30T10:00:00Z", "format": "keepsake-dump", "format_version": format_version,
        "kind": "archive", "media": [{"sha256": sha, "size": 1032}],
        "tables": {"media": [{"added_at": "2026-11-30T09:00:00Z", "media_type": "image/png", "sha256": sha, "size": 1032}], **tables},
    }, sort_keys=True, separators=(",", ":"), ensure_ascii=False) + "\n"
    check("dump is the canonical dump", dump == expected_dump, dump)
    expect("dump with a tight limit", ["dump", "--max-member-size", "100", bundle], 1, stdout="",
           stderr_has="invalid bundle [limit-exceeded]")

    # Import into another store, twice.
    other = os.path.join(work, "other")
    expect("import refuses a missing store", ["import", "--store", other, bundle], 1, stderr_has="add --create")
    expect("import", ["import", "--store", other, "--create", bundle], 0, stdout=f"imported {bundle} (archive): 1 media added, 0 already present\n")
    expect("import again", ["import", "--store", other, bundle], 0, stdout=f"imported {bundle} (archive): 0 media added, 1 already present\n")
    # What an import of every record kind reports (FORMAT.md R39, R43, R48, R51): everything
    # new the first time, everything kept or unchanged the second.
    every = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Conformance", "valid",
                         "v2-archive-every-kind.keepsake")
    kinds = os.path.join(work, "kinds")
    expect("import of an archive of every kind", ["import", "--store", kinds, "--create", every], 0,
           stdout=f"imported {every} (archive): 5 media added, 0 already present; mind maps: 1 added, 0 replaced, "
                  "0 kept beside a newer one, 0 unchanged; patients: 1 added, 0 updated, 0 kept, 0 unchanged; "
                  "actions: 7 added, 0 versions appended, 0 kept beside a diverged one; attachments: 2 added, "
                  "0 kept beside another; mood days: 4 taken, 0 kept; routine: taken\n")
    expect("import of an archive of every kind again", ["import", "--store", kinds, every], 0,
           stdout=f"imported {every} (archive): 0 media added, 5 already present; mind maps: 0 added, 0 replaced, "
                  "0 kept beside a newer one, 1 unchanged; patients: 0 added, 0 updated, 0 kept, 1 unchanged; "
                  "actions: 0 added, 0 versions appended, 0 kept beside a diverged one; attachments: 0 added, "
                  "0 kept beside another; mood days: 0 taken, 4 kept; routine: kept\n")
    expect("import of a non-bundle", ["import", "--store", other, photo], 1, stdout="",
           stderr=f"keepsake: invalid bundle [not-a-bundle]: the file does not start with a POSIX ustar header\n")
    expect("verify of a missing file", ["verify", os.path.join(work, "missing.keepsake")], 1, stderr_has="no bundle at")
    truncated = os.path.join(work, "t.keepsake")
    with open(truncated, "wb") as f:
        f.write(first[:5000])
    expect("verify of a truncated bundle", ["verify", truncated], 1, stdout="", stderr_has="invalid bundle [truncated]")

    # Accounts: passwords from stdin, never from the command line.
    centre = os.path.join(work, "centre")

    def run_in(args, stdin):
        p = subprocess.run([CLI, *args], capture_output=True, text=True, input=stdin, timeout=120)
        return p.returncode, p.stdout, p.stderr

    rc, out, err = run_in(["account", "add", "--store", centre, "--create", "--username", "Ana", "--display-name", "Ana B", "--role", "staff"],
                          "staff-password\n")
    check("account add (first account, implicit owner)", rc == 0 and out.startswith("created staff account Ana ("), (rc, out, err))
    rc, out, err = run_in(["media", "list", "--store", centre], "")
    check("a store with accounts needs --as", rc == 1 and err == "keepsake: this store has accounts: pass --as USERNAME, or sign in once with 'keepsake login --as USERNAME'\n", (rc, err))
    rc, out, err = run_in(["account", "add", "--store", centre, "--as", "ana", "--username", "rudi", "--role", "relative"],
                          "staff-password\nrelative-pass\n")
    check("staff add a relative", rc == 0 and "created relative account rudi" in out, (rc, out, err))
    rc, out, err = run_in(["account", "list", "--store", centre, "--as", "ANA"], "staff-password\n")
    lines = out.splitlines()
    cells = [re.split(r"  +", line) for line in lines]
    check("account list", rc == 0 and len(lines) == 3 and cells[0] == ["username", "role", "name", "id", "created"]
          and cells[1][:3] == ["Ana", "staff", "Ana B"] and cells[2][:3] == ["rudi", "relative", "rudi"]
          and len({line.index(cell[1]) for line, cell in zip(lines[1:], cells[1:])} | {lines[0].index("role")}) == 1, out)
    check("no password in any output", "staff-password" not in out + err)
    rc, out, err = run_in(["account", "list", "--store", centre, "--as", "ana"], "wrong-password\n")
    check("a wrong password", rc == 1 and err == "keepsake: wrong username or password\n", err)
    rc, out, err = run_in(["account", "list", "--store", centre, "--as", "nobody"], "wrong-password\n")
    check("an unknown user reads the same", rc == 1 and err == "keepsake: wrong username or password\n", err)
    rc, out, err = run_in(["account", "list", "--store", centre, "--as", "rudi"], "relative-pass\n")
    check("a relative may not list accounts", rc == 1 and "relatives may only view" in err, err)
    rc, out, err = run_in(["media", "add", "--store", centre, "--as", "rudi", photo], "relative-pass\n")
    check("a relative may not add media", rc == 1 and "cannot add media: relatives may only view" in err, err)
    rc, out, err = run_in(["account", "passwd", "--store", centre, "--username", "rudi"], "relative-pass\nnew-relative-pass\nrelative-pass\n")
    check("account passwd", rc == 0 and "changed the password of rudi" in out, (rc, out, err))
    rc, out, err = run_in(["account", "passwd", "--store", centre, "--as", "ana", "--reset", "rudi"], "staff-password\nreset-pass-123\n")
    check("account passwd --reset", rc == 0 and "reset the password of rudi" in out, (rc, out, err))
    rc, out, err = run_in(["account", "list", "--store", centre, "--as", "rudi"], "new-relative-pass\n")
    check("the reset replaced the changed password", rc == 1 and "wrong username or password" in err, err)
    rc, out, err = run_in(["account", "remove", "--store", centre, "--as", "ana", "rudi"], "staff-password\n")
    check("account remove", rc == 0 and out == "removed account rudi\n", (rc, out, err))
    rc, out, err = run_in(["account", "remove", "--store", centre, "--as", "ana", "ana"], "staff-password\n")
    check("the last staff account stays", rc == 1 and "last owner or staff account" in err, err)
    expect("account needs a sub-verb", ["account", "--store", centre], 2, stderr_has="account needs one of: add, list, passwd, remove")
    expect("account add needs a role", ["account", "add", "--store", centre, "--username", "x"], 2, stderr_has="--role is required")

    # Update bundles (FORMAT.md section 16): --since BASE carries only the media BASE lacks;
    # import applies it to a store holding BASE and refuses a store without it.
    video = os.path.join(work, "clip.mp4")
    with open(video, "wb") as f:
        f.write(b"\0\0\0\x18ftypmp42" + bytes(range(256)) * 40)
    expect("media add a second file", ["media", "add", "--store", store, "--added-at", "2026-11-30T11:00:00Z", video], 0)
    update = os.path.join(work, "update.keepsake")
    expect("export --since", ["export", "--store", store, "-o", update, "--since", bundle, "--created", "2026-11-30T12:00:00Z"], 0,
           stdout_has="3 members")
    dumped = json.loads(expect("dump of an update", ["dump", update], 0))
    check("the update names its base and carries one medium",
          dumped["base"] == json.loads(expect("inspect the base", ["inspect", "--json", bundle], 0))["manifest"]["digest"]
          and len(dumped["media"]) == 1 and len(dumped["tables"]["media"]) == 2, dumped)
    expect("export --since a missing base", ["export", "--store", store, "-o", update + ".x", "--since", os.path.join(work, "nope")], 1,
           stderr_has="no bundle at")
    stranger = os.path.join(work, "stranger")
    expect("import of an update without its base", ["import", "--store", stranger, "--create", update], 1,
           stderr_has="[base-missing]")
    peer = os.path.join(work, "peer")
    expect("import the base", ["import", "--store", peer, "--create", bundle], 0)
    expect("import the update", ["import", "--store", peer, update], 0, stdout_has="1 media added")
    expect("the peer holds both media", ["media", "list", "--store", peer], 0, stdout_has=hashlib.sha256(open(video, "rb").read()).hexdigest())
    # The demo: every bundle it writes verifies.
    demo = os.path.join(work, "demo")
    out = expect("demo", ["demo", demo], 0, stdout_has="verify:  ")
    bundles = sorted(os.listdir(os.path.join(demo, "bundles")))
    check("demo writes bundles", any(b.endswith(".keepsake") for b in bundles), bundles)
    for b in bundles:
        if b.endswith(".keepsake"):
            expect(f"demo bundle {b} verifies", ["verify", os.path.join(demo, "bundles", b)], 0)
    types = {line.split("→")[1].split(",")[0].strip() for line in out.splitlines() if line.startswith("media:")}
    check("demo has photos and a video", {"image/png", "video/x-yuv4mpeg"} <= types, types)
    expect("demo runs again", ["demo", demo], 0, stdout_has="is valid")
finally:
    shutil.rmtree(work, ignore_errors=True)

GOLDEN.finish()
