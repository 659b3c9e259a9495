"""Rehab patient dossiers: patients, their timeline of actions, attachments, exports
(keepsake.h, "Rehab patient dossiers").

    dossiers = session.dossiers
    anna = dossiers.create_patient("Anna Berg", birth_date="1950-04-02",
                                   admitted_on="2026-11-02", now=NOW)
    gait = dossiers.record_action(anna.id, kind=keepsake.ActionKind.THERAPY, title="Gait",
                                  occurred_at="2026-11-30T08:00:00Z", duration_seconds=1800,
                                  now=NOW)
    for action in dossiers.timeline(anna.id, today="2026-11-30"):    # pages as it goes
        print(action.occurred_at, action.kind, action.title)
    photo = session.import_media_file("wound.jpg", now=NOW)
    attachment = dossiers.add_attachment(anna.id, photo.sha256, action_id=gait.id, now=NOW)
    head = dossiers.read_attachment(attachment.id, offset=0, size=4096, today="2026-11-30")

Every read takes the host's civil day `today`: a relative reads only the patients linked to
them while the link lasts, and every change or export they ask for is refused
(PermissionDeniedError).
"""

from __future__ import annotations

import ctypes
import datetime
import decimal
import enum
from ctypes import byref, c_size_t
from dataclasses import dataclass, field
from typing import (TYPE_CHECKING, Any, Dict, Iterable, Iterator, List, Mapping, Optional,
                    Union)

from . import _native
from ._reader import RangeReader, WritableBuffer
from ._values import (now_or, today_or, Day, Instant, PathLike, call_value, day, dumps, instant, optional_day,
                      text)
from .bundles import ProgressFn, run_export
from .errors import call_json, check
from .records import ExportResult, FileExport, Record

if TYPE_CHECKING:
    from .store import Session

#: The size of the chunks read_attachment and AttachmentReader ask the library for.
READ_CHUNK = 1 << 20


class ActionKind(str, enum.Enum):
    """The kind of a dossier action."""
    THERAPY = "therapy"
    PROCEDURE = "procedure"
    MEDICATION = "medication"
    MEASUREMENT = "measurement"
    NOTE = "note"
    CALL = "call"

    def __str__(self) -> str:
        return self.value


class CallDirection(str, enum.Enum):
    """Who called: the centre (`OUTGOING`) or the other party."""
    INCOMING = "incoming"
    OUTGOING = "outgoing"

    def __str__(self) -> str:
        return self.value


class CallOutcome(str, enum.Enum):
    """How a phone call ended."""
    ANSWERED = "answered"
    NO_ANSWER = "no-answer"
    BUSY = "busy"
    VOICEMAIL = "voicemail"
    FAILED = "failed"

    def __str__(self) -> str:
        return self.value


@dataclass(frozen=True)
class Call(Record):
    """A phone call's details (actions of kind "call")."""
    direction: Union[CallDirection, str]
    party: str
    number: str
    outcome: Union[CallOutcome, str]

    def to_json(self) -> Dict[str, Any]:
        """The call as the JSON object of an action's "call"."""
        return {"direction": self.direction, "party": self.party, "number": self.number,
                "outcome": self.outcome}


@dataclass(frozen=True)
class Actor(Record):
    """Who made a change: the account (None for a store's implicit owner) and its display
    name at the time."""
    account_id: Optional[str]
    name: str


@dataclass(frozen=True)
class Patient(Record):
    """A patient: `active` until discharged (`discharged_on`)."""
    id: str
    full_name: str
    birth_date: datetime.date
    admitted_on: datetime.date
    discharged_on: Optional[datetime.date]
    active: bool
    diagnosis: str
    notes: str
    created: datetime.datetime
    modified: datetime.datetime


@dataclass(frozen=True)
class Action(Record):
    """One version of a dossier action: a measurement has `value` (a decimal as text, kept
    exactly) and `unit`, a call has `call`; `deleted` versions stay in the history."""
    id: str
    patient_id: str
    version: int
    kind: Union[ActionKind, str]
    title: str
    occurred_at: datetime.datetime
    details: str
    recorded_at: datetime.datetime
    changed_at: datetime.datetime
    duration_seconds: Optional[int] = None
    value: Optional[str] = None
    unit: Optional[str] = None
    call: Optional[Call] = None
    deleted: bool = False
    recorded_by: Optional[Actor] = None
    changed_by: Optional[Actor] = None


@dataclass(frozen=True)
class Attachment(Record):
    """A file attached to a patient or to one of their actions (`action_id`). `missing` is
    True when its file was removed from the store behind the library's back."""
    id: str
    patient_id: str
    action_id: Optional[str]
    sha256: str
    media_type: str
    size: int
    caption: str
    captured_at: Optional[datetime.datetime]
    attached_at: datetime.datetime
    attached_by: Optional[Actor] = None
    missing: bool = False


@dataclass(frozen=True)
class DeleteCounts(Record):
    """What deleting a patient removes (or removed)."""
    actions: int = 0
    action_versions: int = 0
    attachments: int = 0
    relative_links: int = 0


@dataclass(frozen=True)
class MediaLimits(Record):
    """The store's media size limits in bytes per kind; 0 means none of the store's own."""
    image: int = 0
    video: int = 0
    other: int = 0


@dataclass(frozen=True)
class TimelinePage(Record):
    """One page of a timeline: `total` counts every match on all pages; `next_cursor` is
    None on the last page."""
    actions: List[Action]
    total: int
    next_cursor: Optional[str] = None


@dataclass(frozen=True)
class PatientPage(Record):
    """One page of the patient list: `next_cursor` is None on the last page."""
    patients: List[Patient]
    next_cursor: Optional[str] = None


_UNSET: Any = object()


def _decimal(value: Union[str, int, float, decimal.Decimal, None]) -> Optional[str]:
    if value is None or isinstance(value, str):
        return value
    if isinstance(value, bool):
        raise TypeError("value must be a decimal, not a bool")
    if isinstance(value, float):
        return repr(value)
    return str(value)


def action_json(*, kind: Union[ActionKind, str], title: str, occurred_at: Instant,
                details: Optional[str] = None, duration_seconds: Optional[int] = None,
                value: Union[str, int, float, decimal.Decimal, None] = None,
                unit: Optional[str] = None,
                call: Union[Call, Mapping[str, Any], None] = None) -> bytes:
    """The `action_json` of ks_dossier_action_record and _edit."""
    request: Dict[str, Any] = {"kind": kind, "title": title,
                               "occurred_at": instant(occurred_at, "occurred_at").decode()}
    if details is not None:
        request["details"] = details
    if duration_seconds is not None:
        request["duration_seconds"] = duration_seconds
    if value is not None:
        request["value"] = _decimal(value)
    if unit is not None:
        request["unit"] = unit
    if call is not None:
        request["call"] = call.to_json() if isinstance(call, Call) else dict(call)
    return dumps(request)


class Timeline:
    """A patient's timeline as an iterator over actions, newest first, fetching one page of
    `page_size` at a time (`ks_dossier_timeline`). `total` is known after the first page.

    Iterating again starts from the first page. `pages()` yields the TimelinePage objects.
    """

    def __init__(self, dossiers: "Dossiers", patient_id: str, *, today: Optional[Day] = None,
                 kinds: Optional[Iterable[Union[ActionKind, str]]] = None,
                 since: Optional[Instant] = None, until: Optional[Instant] = None,
                 page_size: Optional[int] = None):
        self._dossiers = dossiers
        self.patient_id = patient_id
        # One day for every page, even across midnight.
        self._today = today_or(today).decode()
        self._query: Dict[str, Any] = {}
        if kinds is not None:
            self._query["kinds"] = list(kinds)
        if since is not None:
            self._query["from"] = instant(since, "since").decode()
        if until is not None:
            self._query["to"] = instant(until, "until").decode()
        if page_size is not None:
            self._query["limit"] = page_size
        self.total: Optional[int] = None

    def page(self, cursor: Optional[str] = None) -> TimelinePage:
        """The page after `cursor` (the first page with None)."""
        query = dict(self._query)
        if cursor is not None:
            query["cursor"] = cursor
        page = self._dossiers.timeline_page(self.patient_id, query, today=self._today)
        self.total = page.total
        return page

    def pages(self) -> Iterator[TimelinePage]:
        """Every page, from the first, fetched as iteration reaches it."""
        cursor: Optional[str] = None
        while True:
            page = self.page(cursor)
            yield page
            cursor = page.next_cursor
            if cursor is None:
                return

    def __iter__(self) -> Iterator[Action]:
        """Every action of every page, newest first."""
        for page in self.pages():
            yield from page.actions

    def __repr__(self) -> str:
        return "<keepsake.Timeline patient %s total=%s>" % (self.patient_id, self.total)


class Dossiers:
    """The dossier calls of a session: `session.dossiers`."""

    def __init__(self, session: "Session"):
        self._session = session

    def _h(self) -> int:
        return self._session._handle()

    # ---- patients --------------------------------------------------------------------

    def create_patient(self, full_name: str, *, birth_date: Day, admitted_on: Day,
                       now: Optional[Instant] = None, diagnosis: Optional[str] = None,
                       notes: Optional[str] = None,
                       discharged_on: Optional[Day] = None) -> Patient:
        """Create a patient and return the record (`ks_patient_create`)."""
        request: Dict[str, Any] = {
            "full_name": full_name, "birth_date": day(birth_date, "birth_date").decode(),
            "admitted_on": day(admitted_on, "admitted_on").decode()}
        if diagnosis is not None:
            request["diagnosis"] = diagnosis
        if notes is not None:
            request["notes"] = notes
        if discharged_on is not None:
            request["discharged_on"] = day(discharged_on, "discharged_on").decode()
        return Patient.from_json(call_value(_native.lib().ks_patient_create, self._h(),
                                            dumps(request), now_or(now)))

    def update_patient(self, patient_id: str, *, now: Optional[Instant] = None, **changes: Any) -> Patient:
        """Change the fields given and return the patient (`ks_patient_update`): full_name,
        birth_date, admitted_on, diagnosis, notes, discharged_on (None takes a discharge
        back); dates as `datetime.date` or "YYYY-MM-DD"."""
        return Patient.from_json(call_value(
            _native.lib().ks_patient_update, self._h(), _native.encode(patient_id, "patient_id"),
            dumps(changes), now_or(now)))

    def discharge(self, patient_id: str, discharged_on: Optional[Day], *,
                  now: Optional[Instant] = None) -> Patient:
        """Discharge the patient on `discharged_on`, or readmit with None
        (`ks_patient_discharge`); returns the patient."""
        return Patient.from_json(call_value(
            _native.lib().ks_patient_discharge, self._h(),
            _native.encode(patient_id, "patient_id"),
            optional_day(discharged_on, "discharged_on"), now_or(now)))

    def readmit(self, patient_id: str, *, now: Optional[Instant] = None) -> Patient:
        """Take a discharge back (`ks_patient_discharge` with NULL); returns the patient."""
        return self.discharge(patient_id, None, now=now)

    def patient(self, patient_id: str, *, today: Optional[Day] = None) -> Patient:
        """The patient `patient_id` (`ks_patient_get`); NotFoundError when absent,
        PermissionDeniedError for a relative not linked on `today`."""
        return Patient.from_json(call_value(_native.lib().ks_patient_get, self._h(),
                                            _native.encode(patient_id, "patient_id"),
                                            today_or(today)))

    def patients(self, *, today: Optional[Day] = None, query: Optional[str] = None) -> List[Patient]:
        """The patients the session may view whose name contains `query`, active first,
        then by name (`ks_patient_list`). A relative gets those linked to them."""
        value = call_value(_native.lib().ks_patient_list, self._h(), text(query, "query"),
                           today_or(today))
        return Patient.list_from_json(value["patients"])

    def patient_page(self, *, today: Optional[Day] = None, query: Optional[str] = None,
                     limit: int = 50, after: Optional[str] = None) -> PatientPage:
        """One page of `patients()`, in its order (`ks_patient_page`): at most `limit`
        (1 to 1000) patients after the place `after` names (None for the first page, else
        the `next_cursor` of the page before; InvalidArgumentError for any other text)."""
        if isinstance(limit, bool) or not isinstance(limit, int):
            raise TypeError("limit must be an int")
        value = call_value(_native.lib().ks_patient_page, self._h(), text(query, "query"), limit,
                           text(after, "after"), today_or(today))
        return PatientPage.from_json(value)

    def delete_preview(self, patient_id: str) -> DeleteCounts:
        """What deleting the patient would remove (`ks_patient_delete_preview`)."""
        return DeleteCounts.from_json(call_value(_native.lib().ks_patient_delete_preview,
                                                 self._h(),
                                                 _native.encode(patient_id, "patient_id")))

    def delete_patient(self, patient_id: str) -> DeleteCounts:
        """Delete the patient with every action version, attachment and link, and return
        what was removed (`ks_patient_delete`); their media stay in the store."""
        return DeleteCounts.from_json(call_value(_native.lib().ks_patient_delete, self._h(),
                                                 _native.encode(patient_id, "patient_id")))

    # ---- actions ---------------------------------------------------------------------

    def record_action(self, patient_id: str, *, kind: Union[ActionKind, str], title: str,
                      occurred_at: Instant, now: Optional[Instant] = None, details: Optional[str] = None,
                      duration_seconds: Optional[int] = None,
                      value: Union[str, int, float, decimal.Decimal, None] = None,
                      unit: Optional[str] = None,
                      call: Union[Call, Mapping[str, Any], None] = None) -> Action:
        """Record a new action (version 1) and return it (`ks_dossier_action_record`). A
        measurement has `value` and `unit`; a call has `call` and `duration_seconds`."""
        request = action_json(kind=kind, title=title, occurred_at=occurred_at, details=details,
                              duration_seconds=duration_seconds, value=value, unit=unit,
                              call=call)
        return Action.from_json(call_value(_native.lib().ks_dossier_action_record, self._h(),
                                           _native.encode(patient_id, "patient_id"), request,
                                           now_or(now)))

    def edit_action(self, action_id: str, *, kind: Union[ActionKind, str], title: str,
                    occurred_at: Instant, now: Optional[Instant] = None, details: Optional[str] = None,
                    duration_seconds: Optional[int] = None,
                    value: Union[str, int, float, decimal.Decimal, None] = None,
                    unit: Optional[str] = None,
                    call: Union[Call, Mapping[str, Any], None] = None) -> Action:
        """Give the action its whole new content, kept as a new version, and return that
        version (`ks_dossier_action_edit`)."""
        request = action_json(kind=kind, title=title, occurred_at=occurred_at, details=details,
                              duration_seconds=duration_seconds, value=value, unit=unit,
                              call=call)
        return Action.from_json(call_value(_native.lib().ks_dossier_action_edit, self._h(),
                                           _native.encode(action_id, "action_id"), request,
                                           now_or(now)))

    def delete_action(self, action_id: str, *, now: Optional[Instant] = None) -> Action:
        """Delete the action: a new version marked deleted, returned; the history keeps the
        earlier ones (`ks_dossier_action_delete`)."""
        return Action.from_json(call_value(_native.lib().ks_dossier_action_delete, self._h(),
                                           _native.encode(action_id, "action_id"),
                                           now_or(now)))

    def action(self, action_id: str, *, today: Optional[Day] = None) -> Action:
        """The action's current version, which may be marked deleted
        (`ks_dossier_action_get`)."""
        return Action.from_json(call_value(_native.lib().ks_dossier_action_get, self._h(),
                                           _native.encode(action_id, "action_id"),
                                           today_or(today)))

    def action_history(self, action_id: str, *, today: Optional[Day] = None) -> List[Action]:
        """Every version of the action, oldest first (`ks_dossier_action_history`)."""
        value = call_value(_native.lib().ks_dossier_action_history, self._h(),
                           _native.encode(action_id, "action_id"), today_or(today))
        return Action.list_from_json(value["versions"])

    def timeline_page(self, patient_id: str, query: Optional[Mapping[str, Any]] = None, *,
                      today: Optional[Day] = None) -> TimelinePage:
        """One page of the patient's timeline, newest first (`ks_dossier_timeline`);
        `query` as keepsake.h describes ("kinds", "from", "to", "limit", "cursor")."""
        return TimelinePage.from_json(call_value(
            _native.lib().ks_dossier_timeline, self._h(),
            _native.encode(patient_id, "patient_id"),
            None if not query else dumps(dict(query)), today_or(today)))

    def timeline(self, patient_id: str, *, today: Optional[Day] = None,
                 kinds: Optional[Iterable[Union[ActionKind, str]]] = None,
                 since: Optional[Instant] = None, until: Optional[Instant] = None,
                 page_size: Optional[int] = None) -> Timeline:
        """The timeline as an iterator over actions, newest first, paging as it goes: only
        `kinds`, at or after `since` and before `until`; `page_size` 1 to 1,000."""
        return Timeline(self, patient_id, today=today, kinds=kinds, since=since, until=until,
                        page_size=page_size)

    # ---- attachments -----------------------------------------------------------------

    def add_attachment(self, patient_id: str, sha256: str, *, now: Optional[Instant] = None,
                       action_id: Optional[str] = None, caption: Optional[str] = None,
                       captured_at: Optional[Instant] = None) -> Attachment:
        """Attach media `sha256` (already in the store) to the patient or, with
        `action_id`, to one of their actions; returns the attachment
        (`ks_dossier_attachment_add`)."""
        request: Dict[str, Any] = {}
        if caption is not None:
            request["caption"] = caption
        if captured_at is not None:
            request["captured_at"] = instant(captured_at, "captured_at").decode()
        return Attachment.from_json(call_value(
            _native.lib().ks_dossier_attachment_add, self._h(),
            _native.encode(patient_id, "patient_id"), text(action_id, "action_id"),
            _native.encode(sha256, "sha256"), dumps(request) if request else None,
            now_or(now)))

    def update_attachment(self, attachment_id: str, *, caption: Optional[str] = _UNSET,
                          captured_at: Optional[Instant] = _UNSET) -> Attachment:
        """Change the caption and/or captured_at (None clears captured_at) and return the
        attachment (`ks_dossier_attachment_update`)."""
        request: Dict[str, Any] = {}
        if caption is not _UNSET:
            request["caption"] = caption
        if captured_at is not _UNSET:
            request["captured_at"] = (None if captured_at is None
                                      else instant(captured_at, "captured_at").decode())
        return Attachment.from_json(call_value(
            _native.lib().ks_dossier_attachment_update, self._h(),
            _native.encode(attachment_id, "attachment_id"), dumps(request)))

    def delete_attachment(self, attachment_id: str) -> None:
        """Delete the attachment; its media stays in the store
        (`ks_dossier_attachment_delete`)."""
        check(_native.lib().ks_dossier_attachment_delete(
            self._h(), _native.encode(attachment_id, "attachment_id")))

    def attachment(self, attachment_id: str, *, today: Optional[Day] = None) -> Attachment:
        """The attachment `attachment_id` (`ks_dossier_attachment_get`)."""
        return Attachment.from_json(call_value(
            _native.lib().ks_dossier_attachment_get, self._h(),
            _native.encode(attachment_id, "attachment_id"), today_or(today)))

    def attachments(self, patient_id: str, *, today: Optional[Day] = None,
                    action_id: Optional[str] = None) -> List[Attachment]:
        """The patient's attachments, or one action's, oldest first
        (`ks_dossier_attachment_list`)."""
        value = call_value(_native.lib().ks_dossier_attachment_list, self._h(),
                           _native.encode(patient_id, "patient_id"),
                           text(action_id, "action_id"), today_or(today))
        return Attachment.list_from_json(value["attachments"])

    def read_attachment_into(self, attachment_id: str, buffer: WritableBuffer,
                             offset: int = 0, *,
                             today: Optional[Day] = None) -> int:
        """Fill the writable `buffer` with the attachment's bytes from `offset` and return
        how many were read, 0 at or past the end (`ks_dossier_attachment_read`)."""
        view = memoryview(buffer).cast("B")
        if view.readonly:
            raise TypeError("buffer must be writable")
        length = c_size_t(0)
        capacity = len(view)
        address = (ctypes.addressof((ctypes.c_char * capacity).from_buffer(view))
                   if capacity else None)
        check(_native.lib().ks_dossier_attachment_read(
            byref(length), address, capacity, self._h(),
            _native.encode(attachment_id, "attachment_id"), offset, today_or(today)))
        return length.value

    def read_attachment(self, attachment_id: str, offset: int = 0, size: int = -1, *,
                        today: Optional[Day] = None) -> bytes:
        """The bytes of an attachment's file from `offset`: `size` bytes, or all with -1."""
        out = bytearray()
        chunk = bytearray(READ_CHUNK if size < 0 else max(1, min(size, READ_CHUNK)))
        while size < 0 or len(out) < size:
            want = len(chunk) if size < 0 else min(len(chunk), size - len(out))
            count = self.read_attachment_into(attachment_id, memoryview(chunk)[:want],
                                              offset + len(out), today=today)
            if count == 0:
                break
            out += chunk[:count]
        return bytes(out)

    def open_attachment(self, attachment_id: str, *, today: Optional[Day] = None) -> "AttachmentReader":
        """A read-only, seekable binary file object over an attachment's file (a video can
        be scrubbed without loading it whole)."""
        return AttachmentReader(self, self.attachment(attachment_id, today=today), today)

    # ---- media limits ----------------------------------------------------------------

    def media_limits(self) -> MediaLimits:
        """The store's media size limits (`ks_media_limits_get`). Owner and staff."""
        return MediaLimits.from_json(call_value(_native.lib().ks_media_limits_get, self._h()))

    def set_media_limits(self, limits: Optional[MediaLimits] = None, *,
                         image: Optional[int] = None, video: Optional[int] = None,
                         other: Optional[int] = None) -> None:
        """Set the store's media size limits (`ks_media_limits_set`): media writers opened
        afterwards refuse a larger file of that kind (LimitExceededError). Kinds not given
        are 0 (no limit)."""
        request: Dict[str, int] = {}
        if limits is not None:
            request.update(image=limits.image, video=limits.video, other=limits.other)
        for name, value in (("image", image), ("video", video), ("other", other)):
            if value is not None:
                request[name] = value
        check(_native.lib().ks_media_limits_set(self._h(), dumps(request)))

    # ---- exports ---------------------------------------------------------------------

    def export_bundle(self, patient_id: str, path: PathLike, *, created: Instant,
                      progress: Optional[ProgressFn] = None,
                      base: Optional[PathLike] = None) -> ExportResult:
        """Write the whole dossier as a bundle of kind "dossier" and return its path, size
        and member count (`ks_dossier_export_bundle`).

        `base`: the path of a bundle the recipient already imported; the export is then an
        update (FORMAT.md section 16) carrying every record and only the media that bundle
        lacked. A store without the base refuses it with BaseMissingError.
        """
        return run_export(ExportResult, created, progress, lambda options: call_json(
            _native.lib().ks_dossier_export_bundle, self._h(),
            _native.encode(patient_id, "patient_id"), _native.encode(path, "output"), options),
            base=base)

    def export_fhir(self, patient_id: str, path: PathLike, *, created: Instant) -> FileExport:
        """Write the dossier as an HL7 FHIR R4 JSON Bundle (`ks_dossier_export_fhir`);
        the result's `count` is resources."""
        return run_export(FileExport, created, None, lambda options: call_json(
            _native.lib().ks_dossier_export_fhir, self._h(),
            _native.encode(patient_id, "patient_id"), _native.encode(path, "output"), options))

    def export_call_log(self, path: PathLike, *,
                        patient_id: Optional[str] = None) -> FileExport:
        """Write the call log as RFC 4180 CSV, of one patient or of all (None)
        (`ks_dossier_export_call_log`); the result's `count` is rows."""
        return FileExport.from_json(call_value(
            _native.lib().ks_dossier_export_call_log, self._h(),
            text(patient_id, "patient_id"), _native.encode(path, "output")))


class AttachmentReader(RangeReader):
    """A read-only, seekable file object over an attachment (`ks_dossier_attachment_read`)."""

    def __init__(self, dossiers: Dossiers, attachment: Attachment, today: Optional[Day] = None):
        super().__init__(attachment.size)
        self._dossiers = dossiers
        self._today = today_or(today).decode()
        self.attachment = attachment

    def _read_at(self, buffer: WritableBuffer, position: int) -> int:
        return self._dossiers.read_attachment_into(self.attachment.id, buffer, position,
                                                   today=self._today)


__all__ = ["Action", "ActionKind", "Actor", "Attachment", "AttachmentReader", "Call",
           "CallDirection", "CallOutcome", "DeleteCounts", "Dossiers", "MediaLimits",
           "Patient", "Timeline", "TimelinePage", "action_json"]
