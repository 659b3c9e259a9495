#!/usr/bin/env python3
"""The library side of bench/dossier.py, run as a child process so its peak RSS is measured
on its own. Drives libkeepsake through the C ABI (ctypes):

  dossier_driver.py LIB STORE setup N_ACTIONS      a patient with N actions (one per call)
  dossier_driver.py LIB STORE attach MEDIA_DIR     stream every file in (ks_media_import_file)
                                                   and attach it to an action
  dossier_driver.py LIB STORE page                 read the whole timeline, 50 per page

Prints one JSON line of counts. Standard library only.
"""
import ctypes
import json
import os
import re
import sys

lib_path, store_path, command = sys.argv[1], sys.argv[2], sys.argv[3]
lib = ctypes.CDLL(lib_path)
P, S = ctypes.c_void_p, ctypes.c_char_p
lib.ks_last_error_message.restype = S
lib.ks_free.argtypes = [P]
NOW, TODAY = b"2026-11-30T09:00:00Z", b"2026-11-30"


def ok(rc, what):
    if rc != 0:
        sys.exit(f"{what}: {rc} {lib.ks_last_error_message().decode()}")


def take(p):
    s = ctypes.string_at(p.value).decode()
    lib.ks_free(p)
    return s


store, session = P(), P()
ok(lib.ks_store_open(ctypes.byref(store), store_path.encode(), 1), "open")
ok(lib.ks_session_open_owner(ctypes.byref(session), store), "session")
out = P()
if command == "setup":
    n = int(sys.argv[4])
    ok(lib.ks_patient_create(ctypes.byref(out), session, b'{"full_name":"Bench Patient","birth_date":"1950-01-01","admitted_on":"2026-01-01"}', NOW), "patient")
    patient = re.search(r'"id":"([0-9a-f-]{36})"', take(out)).group(1).encode()
    kinds = [b"therapy", b"procedure", b"medication", b"note"]
    for i in range(n):
        day, minute = divmod(i, 1440)
        when = b"2026-%02d-%02dT%02d:%02d:00Z" % (1 + day // 28 % 12, 1 + day % 28, minute // 60, minute % 60)
        if i % 10 == 0:
            body = b'{"occurred_at":"%s","kind":"measurement","title":"Pulse","value":"%d","unit":"bpm"}' % (when, 60 + i % 40)
        elif i % 10 == 1:
            body = (b'{"occurred_at":"%s","kind":"call","title":"Family call","duration_seconds":%d,"call":{"direction":"outgoing",'
                    b'"party":"Maria Keller","number":"+41 44 555 01 23","outcome":"answered"}}' % (when, 60 + i % 600))
        else:
            body = b'{"occurred_at":"%s","kind":"%s","title":"Session %d","details":"Notes of session %d.","duration_seconds":1800}' % (when, kinds[i % 4], i, i)
        ok(lib.ks_dossier_action_record(None, session, patient, body, NOW), "action")
    print(json.dumps({"patient": patient.decode(), "actions": n}))
elif command == "attach":
    ok(lib.ks_patient_list(ctypes.byref(out), session, None, TODAY), "list")
    patient = re.search(r'"id":"([0-9a-f-]{36})"', take(out)).group(1).encode()
    ok(lib.ks_dossier_timeline(ctypes.byref(out), session, patient, b'{"limit":1000}', TODAY), "timeline")
    actions = [a.encode() for a in re.findall(r'"id":"([0-9a-f-]{36})","kind"', take(out))]
    files = sorted(os.listdir(sys.argv[4]))
    total = 0
    for i, name in enumerate(files):
        ok(lib.ks_media_import_file(ctypes.byref(out), session, os.path.join(sys.argv[4], name).encode(), NOW), "import " + name)
        sha = re.search(r'"sha256":"([0-9a-f]{64})"', take(out)).group(1).encode()
        ok(lib.ks_dossier_attachment_add(None, session, patient, actions[i % len(actions)], sha, b'{"caption":"%s"}' % name.encode(), NOW), "attach")
        total += os.path.getsize(os.path.join(sys.argv[4], name))
    print(json.dumps({"attached": len(files), "bytes": total}))
elif command == "page":
    ok(lib.ks_patient_list(ctypes.byref(out), session, None, TODAY), "list")
    patient = re.search(r'"id":"([0-9a-f-]{36})"', take(out)).group(1).encode()
    query, pages, seen = b'{"limit":50}', 0, 0
    while True:
        ok(lib.ks_dossier_timeline(ctypes.byref(out), session, patient, query, TODAY), "page")
        page = json.loads(take(out))
        pages += 1
        seen += len(page["actions"])
        if page["next_cursor"] is None:
            break
        query = json.dumps({"limit": 50, "cursor": page["next_cursor"]}).encode()
    print(json.dumps({"pages": pages, "actions": seen}))
lib.ks_session_close.argtypes = [P]
lib.ks_store_close.argtypes = [P]
lib.ks_session_close(session)
lib.ks_store_close(store)
