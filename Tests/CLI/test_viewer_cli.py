#!/usr/bin/env python3
"""Golden tests of the CLI's viewer-bundle verbs (FORMAT.md section 15): `verify` and `dump`
with and without a recipient's credentials (R60), and `open` on a relative's device, on the
viewer bundle `keepsake demo` writes (relative maria, password maria-demo-password).

Usage: test_viewer_cli.py PATH_TO_KEEPSAKE_CLI
"""
import json
import os
import shutil
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from golden import Golden  # noqa: E402

CLI = sys.argv[1] if len(sys.argv) > 1 else ".build/debug/keepsake-cli"
GOLDEN = Golden(CLI)
run, check, expect = GOLDEN.run, GOLDEN.check, GOLDEN.expect
PASSWORD = "maria-demo-password\n"
TODAY = "2026-11-30"

work = tempfile.mkdtemp(prefix="keepsake-viewer-cli-")
try:
    demo = os.path.join(work, "demo")
    rc, _, err = run("demo", demo)
    check("demo builds its bundles", rc == 0, err)
    viewer = os.path.join(demo, "bundles", "viewer.keepsake")
    dossier = os.path.join(demo, "bundles", "dossier.keepsake")

    help_text = expect("help dump names --user", ["help", "dump"], 0, stderr="",
                       stdout_has="keepsake dump --user NAME [--today DATE] [LIMITS] VIEWER_BUNDLE")

    # Without credentials: verify checks what it can; dump refuses (R60), nothing on stdout.
    expect("verify without credentials", ["verify", viewer], 0, stderr="")
    expect("dump without credentials refuses", ["dump", viewer], 1, stdout="",
           stderr_has="viewer bundle, sealed to the relatives")

    # With them: every member decrypted; the dump is canonical JSON of what maria sees.
    rc, out, err = run("verify", "--user", "maria", "--today", TODAY, viewer, stdin=PASSWORD)
    check("verify --user decrypts every member", rc == 0 and "every member decrypted" in out, err)
    rc, out, err = run("dump", "--user", "maria", "--today", TODAY, viewer, stdin=PASSWORD)
    check("dump --user succeeds", rc == 0 and err == "", err)
    dump = json.loads(out) if rc == 0 else {}
    check("viewer dump: access viewer, kind dossier, version 2",
          (dump.get("access"), dump.get("kind"), dump.get("format_version")) == ("viewer", "dossier", 3), out[:200])
    check("viewer dump is canonical: sorted keys, one final LF",
          out.endswith("}\n") and out.count("\n") == 1
          and out[:-1] == json.dumps(dump, sort_keys=True, separators=(",", ":"), ensure_ascii=False), out[:200])
    tables = dump.get("tables", {})
    check("viewer dump: one patient, only current undeleted version-1 actions without staff ids (R57)",
          len(tables.get("patients", [])) == 1 and tables.get("dossier_actions")
          and all(a["version"] == 1 and a["deleted"] == 0 and a["changed_by"] is None for a in tables["dossier_actions"]),
          json.dumps(tables)[:300])
    check("viewer dump: media are the decrypted files, in ascending order of hash, as media rows",
          [m["sha256"] for m in dump.get("media", [])] == sorted(r["sha256"] for r in tables.get("media", []))
          and [m["size"] for m in dump.get("media", [])] == [r["size"] for r in sorted(tables.get("media", []), key=lambda r: r["sha256"])]
          and len(dump.get("media", [])) > 0, json.dumps(dump.get("media"))[:300])
    # The staff's dossier bundle of the same patient: the relative's copy carries its patient
    # row and its media unchanged.
    rc, staff_out, err = run("dump", dossier)
    staff = json.loads(staff_out) if rc == 0 else {}
    check("the viewer dump's patient equals the staff dossier's",
          staff.get("tables", {}).get("patients") == tables.get("patients"), err)
    check("the viewer dump's media equal the staff dossier's",
          staff.get("media") == dump.get("media"), err)
    rc2, again, _ = run("dump", "--user", "maria", "--today", TODAY, viewer, stdin=PASSWORD)
    check("dumping twice prints the same bytes", rc2 == 0 and again == out)

    # Refusals: each its own message, nothing on stdout.
    rc, out, err = run("dump", "--user", "maria", "--today", TODAY, viewer, stdin="not-her-password\n")
    # R55 (FORMAT 2.2): one refusal for both, so that the bundle does not tell who its recipients are.
    check("dump --user with a wrong password refuses", rc == 1 and out == "" and "not a recipient, or wrong password" in err, err)
    wrong_password = err
    rc, out, err = run("dump", "--user", "rudi", "--today", TODAY, viewer, stdin=PASSWORD)
    check("dump --user for someone else refuses", rc == 1 and out == "" and "not a recipient, or wrong password" in err, err)
    check("a stranger's refusal reads as a recipient's wrong password", err.replace("'rudi'", "'maria'") == wrong_password,
          (err, wrong_password))
    rc, out, err = run("dump", "--user", "maria", "--today", "2026-13-01", viewer, stdin=PASSWORD)
    check("dump --user with an invalid date refuses", rc != 0 and out == "" and "2026-13-01" in err, err)
    rc, out, err = run("dump", "--user", "maria", "--today", TODAY, dossier, stdin=PASSWORD)
    check("dump --user of a staff dossier bundle refuses (R60)",
          rc == 1 and out == "" and "not a viewer bundle" in err, err)
    cut = os.path.join(work, "cut.keepsake")
    with open(viewer, "rb") as source, open(cut, "wb") as target:
        target.write(source.read()[:-20000])
    rc, out, err = run("dump", "--user", "maria", "--today", TODAY, cut, stdin=PASSWORD)
    check("dump --user of a cut bundle refuses with [truncated]", rc == 1 and out == "" and "[truncated]" in err, err)

    # On a relative's device: only a centre that invited it (FORMAT.md R58, R72).
    device = os.path.join(work, "device")
    rc, out, err = run("open", "--store", device, "--create", "--user", "maria", "--today", TODAY, viewer, stdin=PASSWORD)
    check("open before any invitation refuses: no trust on first use",
          rc == 1 and out == "" and "which no invitation" in err, err)
    centre = os.path.join(demo, "store")
    rc, out, err = run("invite", "--store", centre, "--as", "alma", "maria", stdin="keepsake-demo\n")
    invitation = out.split("\n")[0] if rc == 0 else ""
    check("invite prints the invitation and a 128-bit fingerprint",
          invitation.startswith("keepsake:invite?v=1&key=") and invitation.endswith("&user=maria")
          and "fingerprint " in out and out.split("fingerprint ")[-1].strip().count("-") == 7, (rc, out, err))
    rc, out, err = run("trust", "--store", device, "not-an-invitation")
    check("trust refuses a text that is not an invitation", rc == 1 and "not a Keepsake invitation" in err, err)
    rc, out, err = run("trust", "--json", "--store", device, invitation)
    trusted = json.loads(out) if rc == 0 else {}
    check("trust accepts the invitation", trusted.get("username") == "maria" and trusted.get("public_key", "") in invitation, (rc, err))
    fingerprint = trusted.get("fingerprint", "")
    rc, key_out, err = run("centre-key", "show", "--store", centre, "--as", "alma", stdin="keepsake-demo\n")
    check("centre-key show prints the 128-bit fingerprint the invitation gives (R72)",
          rc == 0 and "fingerprint %s\n" % fingerprint in key_out and len(fingerprint) == 39 and fingerprint.count("-") == 7,
          (rc, key_out, err, fingerprint))
    rc, out, err = run("open", "--store", device, "--user", "maria", "--today", TODAY, viewer, stdin=PASSWORD)
    check("open on a device", rc == 0 and tables.get("patients", [{}])[0].get("id", "?") in out, err)
    check("open says as of when the dossier is (the bundle's created) and the 128-bit fingerprint",
          rc == 0 and ("as of %s (revision 1, signed by %s)" % (dump.get("created"), fingerprint)) in out, out[:300])
    rc, out, err = run("open", "--json", "--store", device, "--user", "maria", "--today", TODAY, viewer, stdin=PASSWORD)
    shown = json.loads(out) if rc == 0 else {}
    check("open --json shows the patient and timeline", shown.get("opened", {}).get("pin") == "unchanged"
          and shown.get("patient", {}).get("id") == tables.get("patients", [{}])[0].get("id"), (rc, err))
    check("open --json carries created and the 128-bit fingerprint",
          shown.get("opened", {}).get("created") == dump.get("created")
          and shown.get("opened", {}).get("fingerprint") == fingerprint, shown.get("opened"))
    rc, out, err = run("trust", "--json", "--store", device, "--forget", trusted.get("public_key", ""))
    gone = json.loads(out) if rc == 0 else {}
    check("trust --forget removes the centre and its dossier",
          gone.get("dossiers") == [tables.get("patients", [{}])[0].get("id")], (rc, out, err))
    rc, out, err = run("open", "--store", device, "--user", "maria", "--today", TODAY, viewer, stdin=PASSWORD)
    check("a forgotten centre's bundle is refused again", rc == 1 and "which no invitation" in err, err)

    # An invitation with a minimum revision and a feed (FORMAT.md R72, R58).
    rc, out, err = run("invite", "--json", "--store", centre, "--as", "alma", "--min", "2", "--feed",
                       "https://centre.example/viewer/feed", "maria", stdin="keepsake-demo\n")
    invited = json.loads(out) if rc == 0 else {}
    check("invite --min --feed adds both, the URL percent-encoded",
          invited.get("text", "").endswith("&user=maria&min=2&feed=https%3A%2F%2Fcentre.example%2Fviewer%2Ffeed")
          and invited.get("min_revision") == 2 and invited.get("feed_url") == "https://centre.example/viewer/feed", (rc, out, err))
    rc, out, err = run("invite", "--store", centre, "--as", "alma", "--min", "0", "maria", stdin="keepsake-demo\n")
    check("invite --min 0 is a usage error", rc == 2 and out == "" and "--min" in err, (rc, err))
    rc, out, err = run("invite", "--store", centre, "--as", "alma", "--feed", "ftp://centre.example/", "maria", stdin="keepsake-demo\n")
    check("invite --feed refuses a URL that is not https or http", rc == 1 and out == "" and "https://" in err, (rc, err))
    rc, out, err = run("trust", "--store", device, invited.get("text", ""))
    check("trust says the minimum revision and the feed",
          rc == 0 and "revision 2 or later" in out and "feed https://centre.example/viewer/feed" in out, (rc, out, err))
    rc, out, err = run("open", "--store", device, "--user", "maria", "--today", TODAY, viewer, stdin=PASSWORD)
    check("a bundle below the invitation's minimum revision is refused as stale, nothing opened",
          rc == 1 and out == "" and "revision 2 or later" in err, (rc, err))

    # Issue 33 §3 (FORMAT 4.0, R55): the conformance suite's bundle whose entry for maria is
    # derived at opslimit 1 (everything else as the writers make it, signed by the suite's
    # centre): refused with [weak-kdf] before any derivation, by verify and dump with
    # credentials and by open on a device that trusts that centre, which keeps nothing; the
    # suite's bundle at the writers' parameters opens on the same device.
    suite = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Conformance")
    weak = os.path.join(suite, "invalid", "weak-kdf--viewer-opslimit-below-minimum.keepsake")
    as_maria = ["--user", "maria", "--today", "2026-11-30"]
    expect("verify without credentials does not derive, so does not check the parameters (R55)", ["verify", weak], 0, stderr="")
    rc, out, err = run("verify", *as_maria, weak, stdin="maria-password\n")
    check("verify --user refuses an entry below the writers' Argon2id parameters",
          rc == 1 and out == "" and err.startswith("keepsake: invalid bundle [weak-kdf]") and "opslimit 1 and memlimit 67108864" in err, (rc, err))
    rc, out, err = run("dump", *as_maria, weak, stdin="wrong-password\n")
    check("dump --user refuses it as weak-kdf whatever the password: nothing is derived", rc == 1 and out == "" and "[weak-kdf]" in err, (rc, err))
    suite_device = os.path.join(work, "suite-device")
    suite_key = "ea4a6c63e29c520abef5507b132ec5f9954776aebebe7b92421eea691446d22c"
    rc, out, err = run("trust", "--store", suite_device, "--create", "keepsake:invite?v=1&key=%s&user=maria" % suite_key)
    check("a device trusts the suite's centre", rc == 0, (rc, out, err))
    rc, out, err = run("open", "--store", suite_device, *as_maria, weak, stdin="maria-password\n")
    check("open refuses it with [weak-kdf], nothing opened", rc == 1 and out == "" and "[weak-kdf]" in err, (rc, err))
    rc, out, err = run("open", "--store", suite_device, *as_maria, os.path.join(suite, "valid", "viewer-dossier.keepsake"),
                       stdin="maria-password\n")
    check("the suite's bundle at the writers' parameters opens on that device as a new pin",
          rc == 0 and "pin:         new" in out and "revision 3," in out, (rc, out, err))
    # The centre's signing key is sealed under the host key (FORMAT.md 9.2): the demo keeps its
    # in DIR/host.key; the CLI reads KEEPSAKE_HOST_KEY_FILE or KEEPSAKE_HOST_KEY.
    centre = os.path.join(demo, "store")
    host_key_file = os.path.join(demo, "host.key")
    check("the demo's host key is a private 32-byte file", os.path.getsize(host_key_file) == 32
          and os.stat(host_key_file).st_mode & 0o077 == 0)
    with open(host_key_file, "rb") as f:
        host_key = f.read()
    rc, out, err = run("dossier", "list", "--store", centre, "--as", "alma", "--json", stdin="keepsake-demo\n")
    patient_id = json.loads(out)[0]["id"] if rc == 0 else ""
    target = os.path.join(work, "again.keepsake")
    export = ["export", "--viewer", patient_id, "--store", centre, "--as", "alma", "-o", target]
    for name in ("KEEPSAKE_HOST_KEY_FILE", "KEEPSAKE_HOST_KEY"):
        os.environ.pop(name, None)
    rc, out, err = run(*export, stdin="keepsake-demo\n")
    check("no host key: export --viewer refused with the reason", rc == 1 and "host's key" in err
          and "KEEPSAKE_HOST_KEY_FILE" in err and not os.path.exists(target), (rc, err))
    os.environ["KEEPSAKE_HOST_KEY"] = bytes(32).hex()
    rc, out, err = run(*export, stdin="keepsake-demo\n")
    check("a wrong host key is refused and changes nothing", rc == 1 and "does not open" in err and not os.path.exists(target), (rc, err))
    os.environ["KEEPSAKE_HOST_KEY"] = "not-hex"
    rc, out, err = run(*export, stdin="keepsake-demo\n")
    check("a malformed KEEPSAKE_HOST_KEY", rc == 1 and "not 64 hex digits" in err, (rc, err))
    os.environ["KEEPSAKE_HOST_KEY"] = host_key.hex().upper()
    rc, out, err = run(*export, stdin="keepsake-demo\n")
    check("KEEPSAKE_HOST_KEY signs", rc == 0 and os.path.exists(target), (rc, err))
    del os.environ["KEEPSAKE_HOST_KEY"]
    hex_file = os.path.join(work, "host.hex")
    with open(hex_file, "w") as f:
        f.write(host_key.hex() + "\n")
    os.environ["KEEPSAKE_HOST_KEY_FILE"] = hex_file
    rc, out, err = run(*export, stdin="keepsake-demo\n")
    check("KEEPSAKE_HOST_KEY_FILE of hex digits signs", rc == 0, (rc, err))
    os.environ["KEEPSAKE_HOST_KEY_FILE"] = host_key_file
    rc, out, err = run(*export, stdin="keepsake-demo\n")
    check("KEEPSAKE_HOST_KEY_FILE of 32 bytes signs", rc == 0, (rc, err))
    os.environ["KEEPSAKE_HOST_KEY_FILE"] = os.path.join(work, "missing.key")
    rc, out, err = run(*export, stdin="keepsake-demo\n")
    check("a missing host key file", rc == 1 and "KEEPSAKE_HOST_KEY_FILE: cannot read" in err, (rc, err))
    del os.environ["KEEPSAKE_HOST_KEY_FILE"]
    # A fresh centre: no key is made without the host key.
    fresh = os.path.join(work, "fresh")
    expect("init", ["init", fresh], 0)
    expect("centre-key create needs the host key", ["centre-key", "create", "--store", fresh], 1, stderr_has="host's key")
    os.environ["KEEPSAKE_HOST_KEY"] = host_key.hex()
    expect("centre-key create with it", ["centre-key", "create", "--store", fresh], 0, stdout_has="fingerprint")
    del os.environ["KEEPSAKE_HOST_KEY"]
    with open(os.path.join(fresh, "keepsake.db"), "rb") as f:
        check("the fresh store holds the sealed key only", b"\0" * 64 in f.read())
finally:
    shutil.rmtree(work, ignore_errors=True)
GOLDEN.finish()
