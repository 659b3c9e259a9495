"""The library itself: loading, versions, status names, errors."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

import keepsake
from keepsake import _native
from keepsake.errors import ERROR_CLASSES, error_for


def test_version_matches_number():
    major, minor, patch = (int(p) for p in keepsake.library_version().split("."))
    assert keepsake.library_version_number() == major * 10000 + minor * 100 + patch
    assert major == _native.REQUIRED_MAJOR


def test_status_names_follow_the_enum():
    for status in keepsake.Status:
        expected = "KS_OK" if status == 0 else "KS_ERR_" + status.name
        assert keepsake.status_name(status) == expected
    assert keepsake.status_name(-999) == "KS_ERR_UNKNOWN"


def test_every_error_status_has_a_class():
    for status in keepsake.Status:
        if status != keepsake.Status.OK:
            assert issubclass(ERROR_CLASSES[status], keepsake.KeepsakeError)
    error = error_for(-999, "from the future")
    assert type(error) is keepsake.KeepsakeError and error.status == -999
    assert error.status_name == "KS_ERR_UNKNOWN"


def test_error_carries_status_message_and_reason():
    error = error_for(-6, "invalid bundle [hash-mismatch]: media/ab does not match")
    assert isinstance(error, keepsake.InvalidBundleError)
    assert error.status is keepsake.Status.INVALID_BUNDLE
    assert error.reason == "hash-mismatch"
    assert error.message.startswith("invalid bundle")
    assert str(error).startswith("invalid bundle [hash-mismatch]")
    assert isinstance(error_for(-1, "x"), ValueError)
    assert isinstance(error_for(-2, "x"), LookupError)


def test_last_error_message_after_failure(tmp_path):
    with pytest.raises(keepsake.NotFoundError) as caught:
        keepsake.Store.open(tmp_path / "absent")
    assert keepsake.last_error_message() == caught.value.message
    assert str(tmp_path / "absent") in caught.value.message or "store" in caught.value.message


# ---- where the library is loaded from ------------------------------------------------

def test_environment_variable_is_the_only_candidate_when_set():
    assert _native.candidates({"KEEPSAKE_LIBRARY": "/x/libkeepsake.so"}) == [
        ("environment", "/x/libkeepsake.so")]


def test_package_copy_comes_before_the_system(tmp_path, monkeypatch):
    monkeypatch.setattr(_native, "package_library_dir", lambda: tmp_path)
    assert [origin for origin, _ in _native.candidates({})] == ["system", "system"]
    (tmp_path / "libkeepsake.so").write_bytes(b"")
    found = _native.candidates({})
    assert found[0] == ("package", str(tmp_path / "libkeepsake.so"))
    assert [origin for origin, _ in found[1:]] == ["system", "system"]


def test_a_bad_environment_path_is_an_error_not_a_fallback():
    with pytest.raises(keepsake.LibraryNotFoundError, match="KEEPSAKE_LIBRARY=/nonexistent"):
        _native.load({"KEEPSAKE_LIBRARY": "/nonexistent/libkeepsake.so"})


def test_package_copy_loads_without_the_environment_variable(tmp_path):
    """A package with its own copy needs no KEEPSAKE_LIBRARY (run in a fresh interpreter)."""
    package = Path(keepsake.__file__).resolve().parent
    copy = tmp_path / "keepsake"
    import shutil
    shutil.copytree(package, copy, ignore=shutil.ignore_patterns("__pycache__"))
    (copy / "lib").mkdir(exist_ok=True)
    shutil.copyfile(Path(keepsake.library_path()).resolve(), copy / "lib" / "libkeepsake.so")
    grafted = package.parent / "keepsake_records.libs"     # a repaired wheel's libraries
    if grafted.is_dir():
        shutil.copytree(grafted, tmp_path / grafted.name)
    code = "import keepsake; print(keepsake.library_origin(), keepsake.library_path())"
    result = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, capture_output=True,
                            text=True, env={"PATH": "/usr/bin:/bin"})
    assert result.returncode == 0, result.stderr
    origin, path = result.stdout.split()
    assert origin == "package" and path == str(copy / "lib" / "libkeepsake.so")


def test_prototypes_set_on_every_loaded_function():
    library = _native.lib()
    for name, (restype, argtypes) in _native.PROTOTYPES.items():
        function = getattr(library, name)
        assert function.restype == restype, name
        assert list(function.argtypes) == list(argtypes), name


def test_option_structs_match_the_header_layout():
    """The ctypes structs agree with the C layout (8-byte aligned fields on LP64)."""
    import ctypes
    if ctypes.sizeof(ctypes.c_void_p) != 8:
        pytest.skip("layout figures are for LP64")
    assert ctypes.sizeof(_native.ks_read_options) == 8 + 4 * 8 + 8 + 8
    assert _native.ks_read_options.max_members.offset == 8
    # Version 2 appends `base` (a pointer) and `base_revision` (int64_t).
    assert ctypes.sizeof(_native.ks_export_options) == 8 + 8 + 8 + 8 + 8 + 8
    assert _native.ks_export_options.base_revision.offset == 40
    assert re.fullmatch(r"\d+\.\d+\.\d+", keepsake.library_version())
