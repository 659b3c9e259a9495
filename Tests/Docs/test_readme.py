#!/usr/bin/env python3
"""README.md says what happens: every command it shows runs and succeeds (issue 30 §6).

- Every ```sh block runs as a bash script (`set -e`), from the checkout, with `./keepsake`
  the wrapper running the given build configuration, `/tmp/keepsake-demo` replaced by a
  folder of this test and XDG_STATE_HOME inside it. Blocks another suite runs as written are
  listed in RUN_ELSEWHERE with that suite; `./scripts/test` is the test command itself.
- The CLI table names every verb of `keepsake --help`, and every option it shows is one its
  verb's help lists.

Usage: test_readme.py PATH_TO_KEEPSAKE_CLI
"""
import os
import re
import subprocess
import sys
import tempfile

CLI = os.path.abspath(sys.argv[1])
REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
README = open(os.path.join(REPO, "README.md")).read()

#: The first line of a block another suite runs as written -> that suite.
RUN_ELSEWHERE = {
    "scripts/install /opt/keepsake": "c_abi: Tests/CABI/readme_host.py builds and runs the C host as written",
    "scripts/wheel dist": "python_binding: scripts/wheel, the wheel pip-installed into a fresh virtualenv and tested",
}
passed = failed = 0


def check(name, condition, detail=""):
    global passed, failed
    if condition:
        passed += 1
        print(f"ok {name}")
    else:
        failed += 1
        print(f"FAIL {name}: {detail}")


blocks = [b.strip("\n") for b in re.findall(r"^ *```sh\n(.*?)^ *```", README, re.S | re.M)]
check("README shows shell commands", len(blocks) >= 4, len(blocks))
configuration = os.path.basename(os.path.dirname(CLI))

with tempfile.TemporaryDirectory() as work:
    demo = os.path.join(work, "keepsake-demo")
    env = dict(os.environ, KEEPSAKE_CONFIGURATION=configuration, XDG_STATE_HOME=os.path.join(work, "state"))
    env.pop("KEEPSAKE_STORE", None)
    for block in blocks:
        lines = [re.sub(r"^ {2}", "", line) for line in block.splitlines()]
        first = lines[0].split("#")[0].strip()
        if first in RUN_ELSEWHERE:
            print(f"ok {first}: run by {RUN_ELSEWHERE[first]}")
            continue
        # ./scripts/test is this suite's own command; run everything else in the block.
        script = "\n".join(line for line in lines if not line.strip().startswith("./scripts/test"))
        script = script.replace("/tmp/keepsake-demo", demo)
        run = subprocess.run(["bash", "-e", "-o", "pipefail", "-c", script], cwd=REPO, env=env,
                             capture_output=True, text=True, timeout=900)
        check(f"README block starting {first[:60]!r} runs", run.returncode == 0, (run.returncode, run.stdout[-500:], run.stderr[-800:]))
        if "login --as" in script:
            check("its login/logout left no remembered sign-in",
                  os.listdir(os.path.join(work, "state", "keepsake", "sign-ins")) == [])
        if "great || echo" in script:
            check("its mistyped mood is a usage mistake (exit 2)", "exit 2: a usage mistake" in run.stdout, run.stdout)

# The CLI table: verbs and options as the CLI has them.
table = README.split("## The CLI\n", 1)[1].split("```\n", 2)[1]
_, help_text = 0, subprocess.run([CLI, "--help"], capture_output=True, text=True).stdout
verbs = [line.split()[0] for line in help_text.split("Verbs:\n", 1)[1].split("\n\n", 1)[0].splitlines() if line.strip()]
shown = {line.split()[1] for line in table.splitlines() if line.startswith("keepsake ")}
shown |= {m for m in re.findall(r"keepsake (\w[\w-]*)", table)}
check("the CLI table names every verb", set(verbs) <= shown, sorted(set(verbs) - shown))
for line in table.splitlines():
    if not line.startswith("keepsake "):
        continue
    verb = line.split()[1]
    if verb not in verbs:
        check(f"table line {line[:40]!r} names a verb", verb in ("help",), verb)
        continue
    verb_help = subprocess.run([CLI, "help", verb], capture_output=True, text=True).stdout
    synopsis = re.split(r"\s{3,}", line.strip(), maxsplit=1)[0]
    options = re.findall(r"(?<![\w-])(--?[a-z][a-z-]*)", synopsis)
    unknown = [o for o in options if o not in verb_help]
    check(f"the options of 'keepsake {verb} …' in the table are in its help", not unknown, unknown)

print(f"{passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
