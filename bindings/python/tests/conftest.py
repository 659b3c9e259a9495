"""Fixtures for the binding's tests. They run against the real libkeepsake (see README.md
for how it is found; scripts/test sets KEEPSAKE_LIBRARY to the staged install)."""

from __future__ import annotations

import datetime
import os
import shutil
import subprocess
from pathlib import Path
from typing import Iterator, Optional

import pytest

import keepsake

NOW = "2026-11-30T09:00:00Z"
CREATED = "2026-11-30T10:00:00Z"
UTC = datetime.timezone.utc
#: NOW and CREATED as the records give them back.
NOW_AT = datetime.datetime(2026, 11, 30, 9, 0, 0, tzinfo=UTC)
CREATED_AT = datetime.datetime(2026, 11, 30, 10, 0, 0, tzinfo=UTC)


def day(text: str) -> datetime.date:
    """A "YYYY-MM-DD" as the date records give back."""
    return datetime.date.fromisoformat(text)

PNG = b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 4
JPEG = b"\xff\xd8\xff\xe0" + b"jpeg body " * 50
PDF = b"%PDF-1.7\n" + b"%" * 300


def installed_header() -> Optional[Path]:
    """keepsake.h of the library under test: $KEEPSAKE_HEADER, PREFIX/include beside the
    loaded PREFIX/lib, or pkg-config's includedir."""
    if os.environ.get("KEEPSAKE_HEADER"):
        return Path(os.environ["KEEPSAKE_HEADER"])
    library = keepsake.library_path()
    if os.path.sep in library:
        candidate = Path(library).resolve().parent.parent / "include" / "keepsake.h"
        if candidate.exists():
            return candidate
    if shutil.which("pkg-config"):
        result = subprocess.run(["pkg-config", "--variable=includedir", "keepsake"],
                                capture_output=True, text=True)
        if result.returncode == 0 and result.stdout.strip():
            candidate = Path(result.stdout.strip()) / "keepsake.h"
            if candidate.exists():
                return candidate
    return None


@pytest.fixture
def store(tmp_path: Path) -> Iterator[keepsake.Store]:
    with keepsake.Store.open(tmp_path / "store", create=True) as opened:
        yield opened


@pytest.fixture
def session(store: keepsake.Store) -> Iterator[keepsake.Session]:
    with store.owner_session() as opened:
        yield opened


@pytest.fixture
def files(tmp_path: Path) -> dict:
    """Three small media files on disk: name -> path."""
    out = {}
    for name, data in (("photo.png", PNG), ("photo.jpg", JPEG), ("letter.pdf", PDF)):
        path = tmp_path / name
        path.write_bytes(data)
        out[name] = path
    return out


TODAY = "2026-11-30"
TODAY_DATE = datetime.date(2026, 11, 30)
STAFF_PASSWORD = "staff-password-1"
RELATIVE_PASSWORD = "relative-pass-1"


class Centre:
    """A store with accounts: staff "ana", relatives "rudi" (linked to `patient` until
    2026-12-31) and "vera"; `staff` and `relative` are signed-in sessions."""

    store: keepsake.Store
    staff: keepsake.Session
    relative: keepsake.Session
    rudi: keepsake.Account
    vera: keepsake.Account
    patient: keepsake.Patient
    other_patient: keepsake.Patient


@pytest.fixture
def centre(store: keepsake.Store) -> Iterator[Centre]:
    made = Centre()
    made.store = store
    with store.owner_session() as owner:
        owner.accounts.create("ana", STAFF_PASSWORD, role=keepsake.Role.STAFF,
                              display_name="Ana", now=NOW)
    with store.sign_in("ana", STAFF_PASSWORD, now=NOW) as staff:
        made.staff = staff
        made.rudi = staff.accounts.create("rudi", RELATIVE_PASSWORD, role="relative", now=NOW)
        made.vera = staff.accounts.create("vera", RELATIVE_PASSWORD, role="relative", now=NOW)
        made.patient = staff.dossiers.create_patient(
            "Anna Berg", birth_date="1950-04-02", admitted_on="2026-11-02", now=NOW)
        made.other_patient = staff.dossiers.create_patient(
            "Bert Zweig", birth_date="1941-01-01", admitted_on="2026-11-02", now=NOW)
        staff.accounts.link(made.rudi.id, made.patient.id, ends_on="2026-12-31", now=NOW)
        with store.sign_in("rudi", RELATIVE_PASSWORD, now=NOW) as relative:
            made.relative = relative
            yield made
