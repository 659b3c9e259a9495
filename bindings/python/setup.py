"""Optional: put a copy of libkeepsake.so inside the package at build time.

    KEEPSAKE_BUNDLE_LIBRARY=/opt/keepsake/lib/libkeepsake.so.0 pip install ./bindings/python

copies that file into the installed package as keepsake/lib/libkeepsake.so, the second
place the binding looks (see README.md). Without the variable the package holds no copy
and uses KEEPSAKE_LIBRARY or the system library path. Everything else is in pyproject.toml.
"""
import os
import shutil

from setuptools import setup
from setuptools.command.build_py import build_py


class BuildPyWithLibrary(build_py):
    def run(self):
        super().run()
        source = os.environ.get("KEEPSAKE_BUNDLE_LIBRARY")
        if source:
            target = os.path.join(self.build_lib, "keepsake", "lib")
            os.makedirs(target, exist_ok=True)
            # The real file, not a symlink: a wheel cannot hold links.
            shutil.copyfile(os.path.realpath(source), os.path.join(target, "libkeepsake.so"))


setup(cmdclass={"build_py": BuildPyWithLibrary})
