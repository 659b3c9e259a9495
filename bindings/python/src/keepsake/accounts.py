"""Accounts, roles and relatives' links (keepsake.h, "Accounts, sign-in and roles").

    with store.owner_session() as owner:                  # a store without accounts yet
        owner.accounts.create("ana", "staff-password", role=keepsake.Role.STAFF, now=NOW)
    with store.sign_in("ana", "staff-password", now=NOW) as staff:
        rudi = staff.accounts.create("rudi", "relative-pass", role="relative", now=NOW)
        staff.accounts.link(rudi.id, patient.id, ends_on="2026-12-31", now=NOW)

Signing in (`Store.sign_in`, `Store.resume`) and out (`Session.sign_out`) are on the store
and session. Passwords are passed straight to the library: the binding never keeps, logs
or puts them in a message or repr.
"""

from __future__ import annotations

import datetime
import json
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Dict, Iterator, List, Optional, Union

from . import _native
from ._values import now_or, today_or, Day, Instant, dumps, instant, optional_day
from .errors import call_json, check
from .records import Record, Role

if TYPE_CHECKING:
    from .store import Session


@dataclass(frozen=True)
class Account(Record):
    """An account (never with a credential)."""
    id: str
    username: str
    display_name: str
    role: Union[Role, str]
    created_at: datetime.datetime


@dataclass(frozen=True)
class RelativeLink(Record):
    """A relative's link to a patient, viewable through `ends_on` (None: without end)."""
    account_id: str
    patient_id: str
    ends_on: Optional[datetime.date]


class Accounts:
    """The account calls of a session: `session.accounts`."""

    def __init__(self, session: "Session"):
        self._session = session

    def create(self, username: str, password: str, *, role: Union[Role, str], now: Optional[Instant] = None,
               display_name: Optional[str] = None) -> Account:
        """Create an account and return it (`ks_account_create`): the first one from the
        implicit owner's session; from then on everyone signs in.

        Raises AlreadyExistsError (username taken, whatever its case), InvalidArgumentError
        (username or password rules), PermissionDeniedError.
        """
        request: Dict[str, Any] = {"username": username, "role": Role(role).value if isinstance(role, Role)
                   else role}
        if display_name is not None:
            request["display_name"] = display_name
        return Account.from_text(call_json(
            _native.lib().ks_account_create, self._session._handle(), dumps(request),
            _native.encode(password, "password"), now_or(now)))

    def list(self) -> List[Account]:
        """Every account, by username (`ks_account_list`). Owner and staff."""
        value = json.loads(call_json(_native.lib().ks_account_list, self._session._handle()))
        return Account.list_from_json(value["accounts"])

    def __iter__(self) -> Iterator[Account]:
        """Iterate over `list()`."""
        return iter(self.list())

    def delete(self, account_id: str) -> None:
        """Delete an account with its sessions and links (`ks_account_delete`)."""
        check(_native.lib().ks_account_delete(self._session._handle(),
                                              _native.encode(account_id, "account_id")))

    def change_password(self, old_password: str, new_password: str, *, now: Optional[Instant] = None) -> None:
        """Change the signed-in account's own password (`ks_account_change_password`).

        AuthFailedError when `old_password` is wrong. Ends every other session of the
        account, remembered ones included.
        """
        check(_native.lib().ks_account_change_password(
            self._session._handle(), _native.encode(old_password, "old_password"),
            _native.encode(new_password, "new_password"), now_or(now)))

    def reset_password(self, account_id: str, new_password: str, *, now: Optional[Instant] = None) -> None:
        """Set another account's password (staff: relatives'; owner: anyone's) and end all
        of its sessions (`ks_account_reset_password`)."""
        check(_native.lib().ks_account_reset_password(
            self._session._handle(), _native.encode(account_id, "account_id"),
            _native.encode(new_password, "new_password"), now_or(now)))

    # ---- relatives' links ------------------------------------------------------------

    def link(self, account_id: str, patient_id: str, *, now: Optional[Instant] = None,
             ends_on: Optional[Day] = None) -> None:
        """Let relative `account_id` view patient `patient_id` through `ends_on`
        (inclusive), or without end (`ks_relative_link`). Linking again replaces the end."""
        check(_native.lib().ks_relative_link(
            self._session._handle(), _native.encode(account_id, "account_id"),
            _native.encode(patient_id, "patient_id"), optional_day(ends_on, "ends_on"),
            now_or(now)))

    def unlink(self, account_id: str, patient_id: str) -> None:
        """Remove a link (`ks_relative_unlink`); NotFoundError when there is none."""
        check(_native.lib().ks_relative_unlink(
            self._session._handle(), _native.encode(account_id, "account_id"),
            _native.encode(patient_id, "patient_id")))

    def links(self, account_id: str) -> List[RelativeLink]:
        """A relative's links to patients (`ks_relative_links`); for staff, owners and the
        relative."""
        value = json.loads(call_json(_native.lib().ks_relative_links, self._session._handle(),
                                     _native.encode(account_id, "account_id")))
        return RelativeLink.list_from_json(value["links"])


__all__ = ["Account", "Accounts", "RelativeLink", "Role"]
