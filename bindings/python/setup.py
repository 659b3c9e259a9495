"""Puts libkeepsake inside the package, so an installed wheel needs no environment variable.

Where the library comes from, at build time:

* `KEEPSAKE_BUNDLE_LIBRARY=PREFIX/lib/libkeepsake.so.0`: that file (after
  `scripts/install --static-libxml2 PREFIX`). Its header, PREFIX/include/keepsake.h, goes in too when present.
* unset, in a clone of the repository: the library is built and staged with
  `scripts/install --static-libxml2` (a release build of the Swift package with libxml2 linked
  in, without ICU: minutes, once).
* `KEEPSAKE_BUNDLE_LIBRARY=system`: no copy; the package loads the library the dynamic loader
  finds (a distribution's own package of libkeepsake). Only then is the wheel py3-none-any.

A wheel holding the library is tagged py3-none-PLATFORM (any Python 3, no C extension, one
platform's shared library). `scripts/wheel` then bundles the library's own dependencies with
auditwheel, which gives the manylinux tag. Everything else is in pyproject.toml.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from pathlib import Path
from typing import Optional, Tuple

from setuptools import setup
from setuptools.command.build_py import build_py
from setuptools.dist import Distribution

try:                                       # setuptools 70.1 and later
    from setuptools.command.bdist_wheel import bdist_wheel
except ImportError:                        # older setuptools, with the wheel package
    from wheel.bdist_wheel import bdist_wheel  # type: ignore[no-redef]

HERE = Path(__file__).resolve().parent
CHECKOUT = HERE.parent.parent
VARIABLE = "KEEPSAKE_BUNDLE_LIBRARY"


def bundled() -> bool:
    """Whether this build puts a copy of the library in the package."""
    return os.environ.get(VARIABLE, "") != "system"


def library_and_header(scratch: str) -> Tuple[Path, Optional[Path]]:
    """The library file to copy and its header (None when not found)."""
    given = os.environ.get(VARIABLE)
    if given:
        library = Path(given).resolve()
        if not library.is_file():
            raise SystemExit("%s=%s: no such file" % (VARIABLE, given))
        header = library.parent.parent / "include" / "keepsake.h"
        return library, header if header.is_file() else None
    install = CHECKOUT / "scripts" / "install"
    if not (install.is_file() and (CHECKOUT / "Package.swift").is_file()):
        raise SystemExit(
            "libkeepsake is not bundled: set %s to PREFIX/lib/libkeepsake.so.0 (made by "
            "scripts/install PREFIX in a clone of the repository), or to 'system' to use the "
            "library the dynamic loader finds" % VARIABLE)
    prefix = Path(scratch) / "stage"
    # libxml2 linked in statically, without ICU (as scripts/wheel does), to keep the wheel small.
    subprocess.run([str(install), "--static-libxml2", str(prefix)], check=True)
    return (prefix / "lib" / "libkeepsake.so.0").resolve(), prefix / "include" / "keepsake.h"


class BuildPyWithLibrary(build_py):
    """build_py, then copies the library to keepsake/lib/libkeepsake.so and its header to
    keepsake/include/keepsake.h (the layout of an installed PREFIX)."""

    def run(self) -> None:
        super().run()
        if not bundled():
            return
        target = Path(self.build_lib) / "keepsake" / "lib"
        target.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryDirectory(prefix="keepsake-wheel-") as scratch:
            library, header = library_and_header(scratch)
            # The real file, not a symlink: a wheel cannot hold links.
            shutil.copyfile(library, target / "libkeepsake.so")
            os.chmod(target / "libkeepsake.so", 0o755)
            if header is not None:
                include = target.parent / "include"
                include.mkdir(exist_ok=True)
                shutil.copyfile(header, include / "keepsake.h")


class LibraryDistribution(Distribution):
    """With the library inside, the package is platform-specific: its files install to
    platlib and the wheel is not pure (as with a C extension)."""

    def has_ext_modules(self) -> bool:
        return bundled()


class PlatformWheel(bdist_wheel):  # type: ignore[misc]
    """A wheel with the library is for one platform but any Python 3: py3-none-PLATFORM."""

    def get_tag(self) -> Tuple[str, str, str]:
        python, abi, platform = super().get_tag()
        if bundled():
            return "py3", "none", platform
        return python, abi, platform


setup(distclass=LibraryDistribution,
      cmdclass={"build_py": BuildPyWithLibrary, "bdist_wheel": PlatformWheel})
