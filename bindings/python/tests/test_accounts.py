"""Accounts, sign-in, remembered sessions, relatives' links, through the real library."""

from __future__ import annotations

import pytest

import keepsake
from conftest import NOW, RELATIVE_PASSWORD, STAFF_PASSWORD, TODAY, day


def test_first_account_ends_the_implicit_owner(store):
    with store.owner_session() as owner:
        assert owner.info().role is keepsake.Role.OWNER
        account = owner.accounts.create("Owner.One", "owner-password", role="owner",
                                        display_name="Olga", now=NOW)
    assert account.username == "Owner.One" and account.display_name == "Olga"
    assert account.role is keepsake.Role.OWNER and account.id
    assert "password" not in repr(account) and "owner-password" not in str(account.raw)
    with pytest.raises(keepsake.AuthFailedError):
        store.owner_session()


def test_sign_in_session_is_a_context_manager(centre):
    with centre.store.sign_in("ANA", STAFF_PASSWORD, now=NOW) as session:
        info = session.info()
        assert info.role == "staff" and info.username == "ana" and info.display_name == "Ana"
        assert session.token is None
    assert session.closed
    with pytest.raises(keepsake.InvalidArgumentError):
        session.info()


def test_accounts_list_delete_and_duplicates(centre):
    names = [account.username for account in centre.staff.accounts]
    assert names == ["ana", "rudi", "vera"]
    with pytest.raises(keepsake.AlreadyExistsError):
        centre.staff.accounts.create("VERA", RELATIVE_PASSWORD, role="relative", now=NOW)
    centre.staff.accounts.delete(centre.vera.id)
    assert [a.username for a in centre.staff.accounts.list()] == ["ana", "rudi"]


def test_wrong_password_is_refused_without_revealing_it(centre):
    secret = "not-the-Password-42"
    with pytest.raises(keepsake.AuthFailedError) as wrong:
        centre.store.sign_in("ana", secret, now=NOW)
    with pytest.raises(keepsake.AuthFailedError) as unknown:
        centre.store.sign_in("nobody", secret, now=NOW)
    assert wrong.value.status is keepsake.Status.AUTH_FAILED
    assert wrong.value.message == unknown.value.message
    for error in (wrong.value, unknown.value):
        assert secret not in str(error) and secret not in repr(error)
        assert secret not in error.message


def test_short_password_refused_without_echo(centre):
    with pytest.raises(keepsake.InvalidArgumentError) as caught:
        centre.staff.accounts.create("mia", "xQ9#zz", role="relative", now=NOW)
    assert "xQ9#zz" not in str(caught.value) and "xQ9#zz" not in repr(caught.value)


def test_lockout_after_failures(centre):
    for second in range(5):
        with pytest.raises(keepsake.AuthFailedError):
            centre.store.sign_in("vera", "wrong-password", now="2026-11-30T09:00:0%dZ" % second)
    with pytest.raises(keepsake.LockedError) as caught:
        centre.store.sign_in("vera", RELATIVE_PASSWORD, now="2026-11-30T09:00:10Z")
    assert caught.value.status is keepsake.Status.LOCKED


def test_remember_resume_and_sign_out(centre):
    with centre.store.sign_in("vera", RELATIVE_PASSWORD, now=NOW, remember=True) as first:
        token = first.token
        assert token and token.startswith("ks1.")
        assert token not in repr(first)
        with centre.store.resume(token, now="2026-12-01T09:00:00Z") as resumed:
            assert resumed.info().username == "vera"
            replacement = resumed.token
            assert replacement and replacement != token
            assert first.info().username == "vera"             # resuming keeps the sign-in
            # Until its successor is resumed, the token still works (a crash before saving
            # the replacement loses nothing).
            with centre.store.resume(token, now="2026-12-01T09:00:01Z") as again:
                replacement = again.token
            with centre.store.resume(replacement, now="2026-12-01T09:00:02Z") as newest:
                assert newest.token
            with pytest.raises(keepsake.SessionRevokedError):  # used up, and back: copied
                centre.store.resume(token, now="2026-12-01T09:00:03Z")
            with pytest.raises(keepsake.SessionRevokedError):
                resumed.info()
    with centre.store.sign_in("vera", RELATIVE_PASSWORD, now=NOW, remember=True) as fresh:
        with centre.store.resume(fresh.token, now="2026-12-01T09:01:00Z") as resumed:
            replacement = resumed.token
            resumed.sign_out(now="2026-12-01T09:05:00Z")
            assert resumed.token is None
            with pytest.raises(keepsake.SessionRevokedError):
                resumed.info()
        with pytest.raises(keepsake.AuthFailedError):          # SessionRevokedError is one
            fresh.info()
    with pytest.raises(keepsake.SessionRevokedError) as caught:
        centre.store.resume(replacement, now="2026-12-01T09:06:00Z")
    assert replacement not in str(caught.value)
    with pytest.raises(keepsake.AuthFailedError) as wrong:
        centre.store.sign_in("vera", "not-the-password", now=NOW)
    assert not isinstance(wrong.value, keepsake.SessionRevokedError)


def test_change_and_reset_password(centre):
    with pytest.raises(keepsake.AuthFailedError):
        centre.relative.accounts.change_password("wrong-old-pass", "new-pass-123", now=NOW)
    centre.relative.accounts.change_password(RELATIVE_PASSWORD, "new-pass-123", now=NOW)
    with centre.store.sign_in("rudi", "new-pass-123", now=NOW) as again:
        assert again.info().role is keepsake.Role.RELATIVE
    centre.staff.accounts.reset_password(centre.rudi.id, "reset-pass-456", now=NOW)
    with pytest.raises(keepsake.AuthFailedError):               # sessions ended
        centre.relative.info()
    with centre.store.sign_in("rudi", "reset-pass-456", now=NOW):
        pass


def test_relative_links_and_view_check(centre):
    staff, relative = centre.staff, centre.relative
    links = relative.accounts.links(centre.rudi.id)
    assert links == [keepsake.RelativeLink(account_id=centre.rudi.id,
                                           patient_id=centre.patient.id, ends_on=day("2026-12-31"))]
    relative.check_view(centre.patient.id, today="2026-12-31")
    assert relative.can_view(centre.patient.id, today=TODAY)
    assert not relative.can_view(centre.patient.id, today="2027-01-01")
    with pytest.raises(keepsake.PermissionDeniedError) as caught:
        relative.check_view(centre.other_patient.id, today=TODAY)
    assert caught.value.status is keepsake.Status.PERMISSION_DENIED
    assert staff.can_view(centre.other_patient.id, today="2030-01-01")
    staff.accounts.link(centre.rudi.id, centre.other_patient.id, now=NOW)
    assert {link.ends_on for link in staff.accounts.links(centre.rudi.id)} == {
        None, day("2026-12-31")}
    staff.accounts.unlink(centre.rudi.id, centre.other_patient.id)
    with pytest.raises(keepsake.NotFoundError):
        staff.accounts.unlink(centre.rudi.id, centre.other_patient.id)


def test_relative_may_not_manage_accounts(centre):
    relative = centre.relative
    with pytest.raises(keepsake.PermissionDeniedError):
        relative.accounts.create("mallory", "password-123", role="staff", now=NOW)
    with pytest.raises(keepsake.PermissionDeniedError):
        relative.accounts.list()
    with pytest.raises(keepsake.PermissionDeniedError):
        relative.accounts.link(centre.rudi.id, centre.other_patient.id, now=NOW)
    with pytest.raises(keepsake.PermissionDeniedError):
        relative.accounts.links(centre.vera.id)
