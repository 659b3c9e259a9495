#!/usr/bin/env python3
"""Checks every function of keepsake.h against the header's argument order.

The order, written at the top of the header: out-parameters (a caller's `out_buffer` with its
`capacity` right after it), the handle, the ids of what the call acts on, the payload, options
and flags, then `today` and `now` last. Also: every text export writes to a path (no `char **`
out-parameter other than a JSON result or a token), and no function takes a `now` or `today`
that is not the last arguments.

Usage: check_header.py [path/to/keepsake.h]   (exits 1 listing each function that breaks it)
"""
import re
import sys

OUT, HANDLE, ID, PAYLOAD, OPTIONS, TODAY, NOW = range(7)
NAMES = ["out-parameter", "handle", "id", "payload", "options", "today", "now"]
HANDLES = {"ks_store", "ks_session", "ks_media_writer", "ks_navigator"}
IDS = {"sha256", "date", "month", "year", "slot"}
# The `char **` out-parameters a function may have: its JSON result and a sign-in token.
STRING_OUTS = {"out_json", "out_token"}


def declarations(text):
    """(return type, name, [parameter text]) of every ks_ function declared."""
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    text = re.sub(r"^\s*#.*$", " ", text, flags=re.M)
    for m in re.finditer(r"([A-Za-z_][\w\s\*]*?)\b(ks_\w+)\s*\(([^()]*)\)\s*;", text):
        params = [" ".join(p.split()) for p in m.group(3).split(",")]
        if params == ["void"]:
            params = []
        yield " ".join(m.group(1).split()), m.group(2), params


def split(param):
    m = re.match(r"^(.*?)(\w+)$", param)
    if not m:
        raise ValueError(f"cannot read parameter '{param}'")
    return m.group(1).replace(" ", ""), m.group(2)


def category(ctype, name, previous):
    if name == "capacity" and previous == "out_buffer":
        return OUT
    if name == "out" or name.startswith("out_"):
        return OUT
    if ctype.rstrip("*").replace("const", "") in HANDLES and ctype.count("*") == 1:
        return HANDLE
    if name.endswith("_id") or name in IDS:
        return ID
    if name in ("options", "flags"):
        return OPTIONS
    if name == "today":
        return TODAY
    if name == "now":
        return NOW
    return PAYLOAD


def check(text):
    problems = []
    count = 0
    for _, function, params in declarations(text):
        count += 1
        if re.match(r"ks_\w+_bundle_export", function):
            problems.append(f"{function}: bundle exports are named ks_<kind>_export_bundle")
        previous_name, previous_cat = None, OUT
        for param in params:
            ctype, name = split(param)
            cat = category(ctype, name, previous_name)
            if cat < previous_cat:
                problems.append(f"{function}: {NAMES[cat]} '{name}' comes after {NAMES[previous_cat]} '{previous_name}'")
            if ctype == "char**" and name not in STRING_OUTS:
                problems.append(f"{function}: returns text through '{name}'; text exports write to a path")
            if name == "buffer":
                problems.append(f"{function}: caller buffer '{name}' must be named out_buffer and come first")
            if name.endswith("_at") or name == "created":
                problems.append(f"{function}: the host's instant '{name}' is passed as 'now' (or in the options)")
            previous_name, previous_cat = name, max(previous_cat, cat)
    return count, problems


def self_test():
    """The checker refuses each kind of break it is meant to find."""
    bad = {
        "ks_status ks_a(ks_session *session, char **out_json);": "out-parameter",
        "ks_status ks_b(size_t *out_length, ks_session *s, const char *id_id, uint64_t offset, void *buffer, size_t capacity, const char *today);": "out_buffer",
        "ks_status ks_c(char **out_json, ks_session *s, const char *path, int32_t year, const char *today);": "id 'year'",
        "ks_status ks_d(ks_session *s, const char *date, const char *today, const char *taken_at);": "payload 'taken_at'",
        "ks_status ks_e(char **out_json, ks_session *s, const char *path, const char *today, const ks_export_options *options);": "options",
        "ks_status ks_f(char **out_csv, ks_session *s, const char *today);": "write to a path",
        "ks_status ks_g(ks_session *s, const char *now, const char *today);": "today",
        "ks_status ks_i(ks_session *s, const char *date, const char *taken_at, const char *today);": "'taken_at'",
        "ks_status ks_viewer_bundle_export(char **out_json, ks_session *s, const char *path);": "ks_<kind>_export_bundle",
    }
    for decl, expected in bad.items():
        _, problems = check(decl)
        assert any(expected in p for p in problems), (decl, problems)
    good = "ks_status ks_h(size_t *out_length, void *out_buffer, size_t capacity, ks_session *s, const char *a_id, uint64_t offset, const ks_read_options *options, const char *today, const char *now);"
    assert check(good) == (1, []), check(good)


def main():
    self_test()
    path = sys.argv[1] if len(sys.argv) > 1 else "Include/keepsake.h"
    count, problems = check(open(path, encoding="utf-8").read())
    if count < 100:
        print(f"found only {count} functions in {path}: the parser is broken")
        return 1
    for p in problems:
        print(p)
    print(f"{count} functions, {len(problems)} breaking the argument order")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
