"""Every ks_ function declared in the installed keepsake.h is wrapped.

A function is wrapped when it has a ctypes prototype (keepsake._native.PROTOTYPES) and the
package calls it outside that table. Functions added to the header without a wrapper are
listed by name, so they are flagged as soon as they land.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import keepsake
from keepsake import _native
from conftest import installed_header

pytestmark = pytest.mark.coverage

DECLARATION = re.compile(r"^[A-Za-z_][\w \t\*]*?\b(ks_\w+)\s*\(", re.MULTILINE)


def declared_functions(header: Path) -> list:
    text = header.read_text(encoding="utf-8")
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.DOTALL)     # comments
    text = re.sub(r"//[^\n]*", " ", text)
    text = re.sub(r"^\s*#.*$", " ", text, flags=re.MULTILINE)     # preprocessor lines
    names = []
    for match in DECLARATION.finditer(text):
        start = match.start()
        if text[start:match.start(1)].lstrip().startswith("typedef"):
            continue                                              # function pointer types
        names.append(match.group(1))
    return sorted(set(names))


def package_source() -> str:
    package = Path(keepsake.__file__).resolve().parent
    text = ""
    for path in sorted(package.glob("*.py")):
        source = path.read_text(encoding="utf-8")
        if path.name == "_native.py":
            source = source.split("PROTOTYPES = {", 1)[0] + source.split("\n}\n", 1)[1]
        text += source
    return text


@pytest.fixture(scope="module")
def header() -> Path:
    found = installed_header()
    if found is None:
        pytest.fail("keepsake.h not found: set KEEPSAKE_HEADER or install with scripts/install")
    return found


def test_header_parser_finds_the_foundation_functions(header):
    names = declared_functions(header)
    for expected in ("ks_version", "ks_free", "ks_store_open", "ks_media_read",
                     "ks_bundle_dump"):
        assert expected in names
    assert "ks_progress_fn" not in names


def test_every_declared_function_has_a_prototype(header):
    missing = [name for name in declared_functions(header) if name not in _native.PROTOTYPES]
    assert not missing, ("%d function(s) of %s have no ctypes prototype in "
                         "keepsake/_native.py: %s" % (len(missing), header, ", ".join(missing)))


def test_every_declared_function_is_called_by_a_wrapper(header):
    source = package_source()
    missing = [name for name in declared_functions(header)
               if not re.search(r"\b%s\b" % name, source)]
    assert not missing, ("%d function(s) of %s are not wrapped: %s"
                         % (len(missing), header, ", ".join(missing)))


def test_no_prototype_for_a_function_the_header_lacks(header):
    extra = sorted(set(_native.PROTOTYPES) - set(declared_functions(header)))
    assert not extra, "prototypes of functions keepsake.h does not declare: %s" % extra
