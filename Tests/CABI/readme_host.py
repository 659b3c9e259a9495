#!/usr/bin/env python3
"""README.md's C host, run as written: the `c` block of "Using the library from C" is saved as
host.c and the `sh` block's lines are run in a scratch folder, with PREFIX in place of
/opt/keepsake (the `scripts/install` line is skipped: PREFIX is already installed). Every line
must exit 0 (valgrind with --error-exitcode=1 and the installed suppressions included). Then the
suppressions are shown not to hide a real leak: the same host without its ks_free fails.

Usage: readme_host.py PREFIX
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile


def main():
    prefix = os.path.realpath(sys.argv[1])
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
    readme = open(os.path.join(root, "README.md"), encoding="utf-8").read()
    section = readme.split("## Using the library from C", 1)[1].split("\n## ", 1)[0]
    c_code = re.search(r"```c\n(.*?)```", section, re.S).group(1)
    sh_lines = [line for line in re.search(r"```sh\n(.*?)```", section, re.S).group(1).splitlines() if line.strip()]
    work = tempfile.mkdtemp(prefix="keepsake-readme-host-")
    failures = 0
    try:
        with open(os.path.join(work, "host.c"), "w", encoding="utf-8") as f:
            f.write(c_code)
        ran = 0
        for line in sh_lines:
            if line.startswith("scripts/install "):
                continue
            command = line.replace("/opt/keepsake", prefix)
            result = subprocess.run(command, shell=True, cwd=work, capture_output=True, text=True)
            ran += 1
            if result.returncode != 0:
                failures += 1
                print(f"FAIL `{line}` exited {result.returncode}:\n{result.stdout[-2000:]}{result.stderr[-4000:]}")
            elif line == "./a.out" and '"size":16' not in result.stdout:
                failures += 1
                print(f"FAIL ./a.out printed {result.stdout!r}")
        if ran < 3 or not any(l.startswith("valgrind ") for l in sh_lines):
            failures += 1
            print("FAIL the README's sh block lost its cc, run or valgrind line")
        # The suppressions hide the runtime's caches, not a leak: without ks_free(record) the
        # same valgrind line fails.
        leaky = c_code.replace("    ks_free(record);\n", "")
        if leaky == c_code:
            failures += 1
            print("FAIL the README host no longer frees its record with ks_free")
        with open(os.path.join(work, "host.c"), "w", encoding="utf-8") as f:
            f.write(leaky)
        for line in sh_lines:
            if line.startswith("cc ") or line.startswith("valgrind "):
                result = subprocess.run(line.replace("/opt/keepsake", prefix), shell=True, cwd=work, capture_output=True, text=True)
                if line.startswith("valgrind ") and (result.returncode == 0 or "definitely lost" not in result.stderr):
                    failures += 1
                    print(f"FAIL a host that leaks passed valgrind with the suppressions (exit {result.returncode})")
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print(f"README C host: {'passed' if failures == 0 else f'{failures} failed'}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
