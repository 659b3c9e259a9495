#!/usr/bin/env python3
"""The CLI for people (issue 30 §4): the store from KEEPSAKE_STORE, a remembered sign-in
(`keepsake login`/`logout`), option and verb mistakes answered with the nearest right word,
`-oFILE`, and one exit-code scheme (0 success, 1 the operation failed, 2 usage) for every verb.

Usage: test_cli_people.py PATH_TO_KEEPSAKE_CLI
"""
import json
import os
import re
import stat
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from golden import Golden  # noqa: E402

CLI = os.path.abspath(sys.argv[1])
TODAY = "2026-11-30"
NOW = "2026-11-30T09:00:00Z"
PASSWORD = "correct horse battery"
UUID = r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"
GOLDEN = Golden(CLI)
run, check, expect = GOLDEN.run, GOLDEN.check, GOLDEN.expect


def verbs():
    """The verbs `keepsake --help` lists."""
    _, out, _ = run("--help")
    listed = out.split("Verbs:\n", 1)[1].split("\n\n", 1)[0]
    return [line.split()[0] for line in listed.splitlines() if line.strip()]


with tempfile.TemporaryDirectory() as work:
    os.environ["XDG_STATE_HOME"] = os.path.join(work, "state")
    os.environ.pop("KEEPSAKE_STORE", None)
    store = os.path.join(work, "store")
    expect("init", ["init", store], 0)

    # --- KEEPSAKE_STORE when --store is absent.
    expect("no --store and no KEEPSAKE_STORE is a usage error", ["map", "list"], 2,
           stderr_has="--store DIR is required (or set KEEPSAKE_STORE)")
    os.environ["KEEPSAKE_STORE"] = store
    expect("KEEPSAKE_STORE: mood set", ["mood", "set", "--today", TODAY, "--date", "2026-11-29", "good"], 0)
    expect("KEEPSAKE_STORE: info", ["info"], 0, stdout_has=f"path:           {store}\n")
    created = expect("KEEPSAKE_STORE: map create", ["map", "create", "--now", NOW, "Plan"], 0)
    other = os.path.join(work, "other")
    expect("--store wins over KEEPSAKE_STORE", ["info", "--store", other], 1, stderr_has=f"no Keepsake store at '{other}'")
    del os.environ["KEEPSAKE_STORE"]
    _, help_text, _ = run("--help")
    check("help documents KEEPSAKE_STORE", "$KEEPSAKE_STORE" in help_text)
    _, man, _ = run("man")
    check("the man page documents KEEPSAKE_STORE", ".B KEEPSAKE_STORE" in man)

    # --- Mistakes answered with the nearest right word; -oFILE.
    expect("--stroe", ["info", "--stroe", store], 2, stdout="",
           stderr_has="keepsake: unknown option --stroe (did you mean --store?)\n")
    expect("an unknown option is named before a missing one", ["export", "--stroe", store, "-o", "x"], 2,
           stderr_has="unknown option --stroe (did you mean --store?)")
    expect("--created= mistyped", ["export", "--store", store, "--craeted=2026-11-30T09:00:00Z", "-o", "x"], 2,
           stderr_has="unknown option --craeted (did you mean --created?)")
    expect("an option far from any says only that it is unknown", ["info", "--store", store, "--xyzzy"], 2,
           stderr="keepsake: unknown option --xyzzy\nUsage: keepsake info --store DIR [--check [--as USER]]\n")
    expect("exprot", ["exprot"], 2, stderr="keepsake: unknown verb 'exprot' (did you mean 'export'?); see 'keepsake --help'\n")
    expect("help exprot", ["help", "exprot"], 2, stderr_has="(did you mean 'export'?)")
    expect("mood summray", ["mood", "summray", "--store", store], 2, stderr_has="unknown mood command 'summray' (did you mean 'mood summary'?)")
    expect("an option of another sub-verb is refused", ["mood", "summary", "--store", store, "--note", "x"], 2,
           stderr_has="unknown option --note")
    expect("an option only another sub-verb's usage names is refused", ["mood", "set", "--store", store, "--csv", "x", "ok"], 2,
           stderr_has="unknown option --csv")
    _, bash, _ = run("completions", "bash")
    mood_set = re.search(r'"mood set"\) COMPREPLY=\(\$\(compgen -W "([^"]*)"', bash)
    check("bash completion offers mood set only its own options", mood_set is not None and "--note" in mood_set.group(1)
          and "--csv" not in mood_set.group(1) and "--created" not in mood_set.group(1), mood_set and mood_set.group(1))
    expect("a value that looks like an option is a value", ["mood", "set", "--store", store, "--today", TODAY, "--date", "2026-11-28",
                                                            "--note", "-not an option", "ok"], 0)
    bundle = os.path.join(work, "attached.keepsake")
    rc, out, err = run("export", "--store", store, "-o" + bundle, "--created", NOW)
    check("-oFILE works like -o FILE", rc == 0 and out.startswith(f"wrote {bundle}: ") and os.path.isfile(bundle), (rc, out, err))
    spaced = os.path.join(work, "spaced.keepsake")
    expect("-o FILE", ["export", "--store", store, "-o", spaced, "--created", NOW], 0)
    check("-oFILE and -o FILE write the same bundle", open(bundle, "rb").read() == open(spaced, "rb").read())
    expect("--output=FILE", ["export", "--store", store, "--output=" + spaced, "--created", NOW], 0)

    # --- Consistent forms.
    expect("verify -q prints nothing on success", ["verify", "-q", spaced], 0, stdout="", stderr="")
    expect("verify prints its verdict without -q", ["verify", spaced], 0, stdout=f"{spaced}: valid\n")
    accounts_form = os.path.join(work, "forms")
    expect("init", ["init", accounts_form], 0)
    for name in ("kim", "lou"):
        rc, out, err = run("account", "add", "--store", accounts_form, "--username", name, "--role", "staff" if name == "lou" else "owner",
                           *(["--as", "kim"] if name == "lou" else []), stdin=f"{PASSWORD}\n{PASSWORD}\n")
        check(f"account add --username {name}", rc == 0, (rc, out, err))
    rc, out, err = run("account", "remove", "--store", accounts_form, "--as", "kim", "--username", "lou", stdin=f"{PASSWORD}\n")
    check("account remove --username NAME, as add takes it", rc == 0 and out == "removed account lou\n", (rc, out, err))
    expect("map list is a table with its header row (as every CLI table)", ["map", "list", "--store", store], 0,
           stdout_re=f"id +nodes  modified +title\n{UUID}  1      .*  Plan\n")

    # --- One exit-code scheme for every verb: 2 for a usage mistake (an unknown option, a bad
    # date, a bad mood word alike), 1 for a failed operation, 0 for success.
    all_verbs = verbs()
    for verb in all_verbs:
        rc, out, err = run(verb, "--no-such-option")
        check(f"{verb}: a bad option exits 2", rc == 2 and err.startswith("keepsake: ") and "Usage:" in err and out == "", (rc, out, err))
        rc, out, err = run("help", verb)
        subverb = re.search(r"Usage: keepsake \S+ ([a-z][a-z-]*)[ |]", out)
        if subverb:
            rc, out, err = run(verb, subverb.group(1), "--no-such-option")
            check(f"{verb} {subverb.group(1)}: a bad option exits 2", rc == 2 and "unknown option --no-such-option" in err and out == "", (rc, out, err))
    missing = os.path.join(work, "missing")
    failures = {
        "init": ["init", store],
        "verify": ["verify", os.path.join(work, "nope.keepsake")],
        "inspect": ["inspect", os.path.join(work, "nope.keepsake")],
        "dump": ["dump", os.path.join(work, "nope.keepsake")],
        "import": ["import", "--store", store, os.path.join(work, "nope.keepsake")],
        "export": ["export", "--store", missing, "-o", os.path.join(work, "x.keepsake")],
        "media": ["media", "delete", "--store", store, "0" * 64],
        "account": ["account", "remove", "--store", store, "nobody"],
        "mood": ["mood", "summary", "--store", missing],
        "map": ["map", "show", "--store", store, "00000000-0000-4000-8000-000000000000"],
        "render": ["render", "--store", store, "-o", os.path.join(work, "r.svg"), "00000000-0000-4000-8000-000000000000"],
        "dossier": ["dossier", "list", "--store", missing],
        "routine": ["routine", "home", "--store", missing],
        "centre-key": ["centre-key", "show", "--store", missing],
        "open": ["open", "--store", missing, "--user", "x", os.path.join(work, "nope.keepsake")],
        "login": ["login", "--store", missing, "--as", "ana"],
        "invite": ["invite", "--store", store, "nobody"],
        "trust": ["trust", "--store", store, "keepsake:invite?v=1&key=00&user=x"],
        "publish": ["publish", "--store", missing, "--to", work],
        "pull": ["pull", "--store", store, "--user", "x", os.path.join(work, "0" * 32)],
        "logout": ["logout", "--store", store],
        "info": ["info", "--store", missing],
        "demo": ["demo", os.path.join(work, "no", "such", "folder")],
        "completions": None, "man": None,
    }
    usages = {
        "mood": ["mood", "set", "--store", store, "--today", TODAY, "great"],
        "routine": ["routine", "take", "--store", store, "--date", "2026-13-01", "morning"],
        "map": ["map", "list", "--store", store, "--today", "yesterday"],
        "export": ["export", "--store", store, "--created", "tomorrow", "-o", spaced],
    }
    for verb in all_verbs:
        args = failures.get(verb, "untested")
        if args is None:
            continue
        if args == "untested":
            check(f"{verb}: a failing call is tested", False, "add it to the failures of this test")
            continue
        rc, out, err = run(*args, stdin="")
        check(f"{verb}: a failed operation exits 1 with one line on stderr", rc == 1 and err.startswith("keepsake: ") and "Usage:" not in err,
              (args, rc, out, err))
    for verb, args in usages.items():
        rc, out, err = run(*args)
        check(f"{verb}: a bad value exits 2 with the usage", rc == 2 and "Usage:" in err, (args, rc, out, err))
    _, help_text, _ = run("--help")
    check("help states the scheme", "0         success" in help_text and "2         a usage mistake" in help_text)

    # --- Ids by a unique prefix, as git takes them; an ambiguous one lists the candidates.
    maps_store = os.path.join(work, "maps")
    expect("init a store for maps", ["init", maps_store], 0)
    ids = []
    for title in ("Alpha", "Beta", "Gamma"):
        out = expect(f"map create {title}", ["map", "create", "--store", maps_store, "--now", NOW, title], 0)
        ids.append((re.match(UUID, out).group(0), re.search(r"root (" + UUID + ")", out).group(1)))
    alpha = ids[0][0]
    def unique_prefix(target, others):
        for n in range(4, 37):
            if not any(o.startswith(target[:n]) for o in others if o != target):
                return target[:n]
    everything = [i for pair in ids for i in pair]
    short = unique_prefix(alpha, everything)
    expect("map show by a unique prefix", ["map", "show", "--store", maps_store, short], 0, stdout_has="Alpha  [")
    expect("an upper-case prefix too", ["map", "show", "--store", maps_store, short.upper()], 0, stdout_has="Alpha  [")
    root = ids[1][1]
    node = expect("map add under a node given by prefix", ["map", "add", "--store", maps_store, "--now", NOW,
                                                            "--parent", unique_prefix(root, everything), "Step"], 0)
    check("the node went under Beta's root", "Step" in run("map", "show", "--store", maps_store, ids[1][0])[1])
    shared = os.path.commonprefix([i for i, _ in ids])
    if len(shared) >= 4:
        rc, out, err = run("map", "show", "--store", maps_store, shared)
        check("an ambiguous prefix is refused, listing the candidates", rc == 1 and "ambiguous" in err
              and all(i in err for i, _ in ids) and "Alpha" in err, (rc, err))
    else:
        check("the three maps share a prefix of 4 (ids are time-ordered)", False, shared)
    expect("a prefix matching nothing", ["map", "show", "--store", maps_store, "ffff"], 1,
           stderr="keepsake: no mind map with an id starting 'ffff'\n")
    expect("a prefix too short", ["map", "show", "--store", maps_store, "01a"], 2, stderr_has="at least 4 hexadecimal digits")
    expect("a full id passes as given", ["map", "show", "--store", maps_store, "00000000-0000-4000-8000-000000000000"], 1,
           stderr_has="no mind map with id 00000000-0000-4000-8000-000000000000")
    expect("map delete by prefix", ["map", "delete", "--store", maps_store, unique_prefix(ids[2][0], everything)], 0, stdout_has="deleted map " + ids[2][0])
    photo = os.path.join(work, "p.png")
    with open(photo, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + b"x" * 100)
    sha = expect("media add", ["media", "add", "--store", maps_store, "--added-at", NOW, photo], 0).split()[-1]
    expect("media delete by prefix", ["media", "delete", "--store", maps_store, sha[:8]], 0, stdout=f"deleted {sha}\n")

    # --- A remembered sign-in.
    accounts = os.path.join(work, "accounts")
    expect("init a store for accounts", ["init", accounts], 0)
    rc, out, err = run("account", "add", "--store", accounts, "--username", "ana", "--role", "owner", stdin=f"{PASSWORD}\n{PASSWORD}\n")
    check("account add", rc == 0, (rc, out, err))
    expect("without a sign-in the store asks who", ["map", "list", "--store", accounts], 1, stderr_has="keepsake login --as USERNAME")
    rc, out, err = run("login", "--store", accounts, "--as", "ana", stdin="wrong password here\n")
    sign_ins = os.path.join(work, "state", "keepsake", "sign-ins")
    check("login with a wrong password fails and remembers nothing", rc == 1 and "wrong username or password" in err
          and (not os.path.exists(sign_ins) or os.listdir(sign_ins) == []), (rc, out, err))
    rc, out, err = run("login", "--store", accounts, "--as", "ana", stdin=f"{PASSWORD}\n")
    check("login", rc == 0 and "signed in to" in out, (rc, out, err))
    folder = os.path.join(work, "state", "keepsake", "sign-ins")
    files = os.listdir(folder) if os.path.isdir(folder) else []
    check("one file under $XDG_STATE_HOME/keepsake/sign-ins", len(files) == 1, files)
    remembered = os.path.join(folder, files[0]) if files else folder
    mode = stat.S_IMODE(os.stat(remembered).st_mode)
    check("the file is 0600, its folders 0700", mode == 0o600 and stat.S_IMODE(os.stat(folder).st_mode) == 0o700
          and stat.S_IMODE(os.stat(os.path.dirname(folder)).st_mode) == 0o700, oct(mode))
    with open(remembered) as f:
        first_token = f.read().splitlines()[1]
    check("the password is not in the file", PASSWORD not in open(remembered).read())
    expect("later commands need no --as and no password", ["map", "create", "--store", accounts, "--now", NOW, "Walks"], 0)
    expect("nor stdin", ["map", "list", "--store", accounts], 0, stdout_has="Walks")
    with open(remembered) as f:
        check("the used token was replaced", f.read().splitlines()[1] != first_token)
    rc, out, err = run("map", "list", "--store", accounts, "--as", "ana", stdin="")
    check("--as the remembered user uses the sign-in too", rc == 0 and "Walks" in out, (rc, out, err))
    # A password change elsewhere revokes the remembered sign-in: the password is asked again.
    rc, out, err = run("account", "passwd", "--store", accounts, "--username", "ana", stdin=f"{PASSWORD}\nanother long password\n{PASSWORD}\n")
    check("the password is changed", rc == 0, (rc, out, err))
    expect("a revoked sign-in asks for the password", ["map", "list", "--store", accounts], 1,
           stderr_has="sign in again")
    check("and is forgotten", os.listdir(folder) == [], os.listdir(folder))
    rc, out, err = run("map", "list", "--store", accounts, "--as", "ana", stdin="another long password\n")
    check("scripts keep working with stdin", rc == 0 and "Walks" in out, (rc, out, err))
    rc, out, err = run("login", "--store", accounts, "--as", "ana", stdin="another long password\n")
    check("login again", rc == 0, (rc, out, err))
    expect("logout", ["logout", "--store", accounts], 0, stdout=f"signed out ana from {accounts}\n")
    check("logout removes the file", os.listdir(folder) == [])
    expect("after logout the store asks who again", ["map", "list", "--store", accounts], 1, stderr_has="pass --as USERNAME")
    expect("logout without a sign-in", ["logout", "--store", accounts], 1, stderr_has="no remembered sign-in")
    expect("login needs --as", ["login", "--store", accounts], 2, stderr_has="--as USER is required")
    # A lockout says how long to wait, and until when.
    for attempt in range(8):
        rc, out, err = run("map", "list", "--store", accounts, "--as", "ana", stdin="not the password\n")
    check("a lockout says 'try again in …' with the instant", rc == 1 and re.fullmatch(
        r"keepsake: too many failed sign-ins for this username; try again in (\d+ seconds?|\d+ min) \(at \d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ\)\n", err)
        is not None, err)

GOLDEN.finish()
