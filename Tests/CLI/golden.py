"""Golden tests of the keepsake CLI, shared by the test_*_cli.py files: run the built
executable and compare stdout, stderr and the exit code (in the manner of
swift-argument-parser's AssertExecuteCommand), counting checks for the closing line
`N passed, N failed`.
"""
import re
import subprocess
import sys


class Golden:
    def __init__(self, cli, prepare=None, timeout=300):
        """`prepare(args, stdin)` may rewrite a call's arguments and stdin (for example to sign
        in to a store that has accounts)."""
        self.cli = cli
        self.prepare = prepare
        self.timeout = timeout
        self.passed = 0
        self.failed = 0

    def run(self, *args, stdin=None):
        args = list(args)
        if self.prepare:
            args, stdin = self.prepare(args, stdin)
        p = subprocess.run([self.cli, *args], capture_output=True, text=True, timeout=self.timeout,
                           **({"input": stdin} if stdin is not None else {"stdin": subprocess.DEVNULL}))
        return p.returncode, p.stdout, p.stderr

    def check(self, name, condition, detail=""):
        if condition:
            self.passed += 1
            print(f"ok {name}")
        else:
            self.failed += 1
            print(f"FAIL {name}: {detail}")

    def expect(self, name, args, code, stdout=None, stderr=None, stdout_has=None, stdout_re=None, stderr_has=None):
        rc, out, err = self.run(*args)
        problems = []
        if rc != code:
            problems.append(f"exit {rc}, expected {code}")
        if stdout is not None and out != stdout:
            problems.append(f"stdout {out!r}, expected {stdout!r}")
        if stderr is not None and err != stderr:
            problems.append(f"stderr {err!r}, expected {stderr!r}")
        if stdout_has is not None and stdout_has not in out:
            problems.append(f"stdout lacks {stdout_has!r}: {out!r}")
        if stdout_re is not None and not re.fullmatch(stdout_re, out, re.S):
            problems.append(f"stdout {out!r} does not match {stdout_re!r}")
        if stderr_has is not None and stderr_has not in err:
            problems.append(f"stderr lacks {stderr_has!r}: {err!r}")
        self.check(name, not problems, "; ".join(problems))
        return out

    def finish(self):
        print(f"{self.passed} passed, {self.failed} failed")
        sys.exit(1 if self.failed else 0)
