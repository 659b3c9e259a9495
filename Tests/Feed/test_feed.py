#!/usr/bin/env python3
"""Feeds (FORMAT.md section 19, issue 27) on real parts: a centre publishes with
`keepsake publish` into a folder that nginx (Debian's, started here on 127.0.0.1) serves, and
relatives' devices pull through `keepsake pull` over HTTP. Then every attack of the issue, each
through an adversarial HTTP server of this test's own on 127.0.0.1, each ending in its own
refusal or status with the device's copy unchanged: an altered object, an altered head (an
inflated revision), an old head (rollback), a head past its expiry (freeze: status stale), a head
of another feed (mix-and-match), an endless response (bounded before it is written), a
connection cut mid-file (resumed with Range; nothing half-applied), a key change the trusted key
did not sign. A device pulls from an invitation carrying the feed's URL (`keepsake invite --feed`),
and later from its trusted centre's feed without a URL. A relative whose access ends by date
alone gets nothing new: the first publish after the end date writes a revision without her. A signed key rotation is followed without a new invitation. SIGKILL during publish
leaves the folder serving a consistent head; SIGKILL during pull leaves the device at a whole
revision.

Usage: test_feed.py PATH_TO_KEEPSAKE_CLI PATH_TO_LIBKEEPSAKE_SO
"""
import hashlib
import http.server
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
CLI = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ".build/debug/keepsake-cli")
LIB = os.path.abspath(sys.argv[2] if len(sys.argv) > 2 else ".build/debug/libkeepsake.so")
os.environ["KEEPSAKE_LIBRARY"] = LIB
sys.path.insert(0, os.path.join(HERE, "..", "..", "bindings", "python", "src"))
sys.path.insert(0, os.path.join(HERE, "..", "Viewer"))
import keepsake  # noqa: E402
import sodium  # noqa: E402

STAFF, STAFF_PW = "alma", "keepsake-demo"
RELATIVE, RELATIVE_PW = "maria", "maria-demo-password"
failures = []


def check(name, ok, detail=""):
    print(("ok    " if ok else "FAIL  ") + name + ("" if ok else ": " + str(detail)[:2000]))
    if not ok:
        failures.append(name)


def run(*args, stdin=None, timeout=300):
    p = subprocess.run([CLI] + list(args), input=(stdin or "").encode(), capture_output=True, timeout=timeout)
    return p.returncode, p.stdout.decode(), p.stderr.decode()


def free_port():
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    return port


work = tempfile.mkdtemp(prefix="keepsake-feed-")
os.chmod(work, 0o755)  # nginx's workers (user nobody under root) read the published folder
nginx_pid = None
servers = []


def start_nginx(root):
    prefix = os.path.join(work, "nginx")
    os.makedirs(os.path.join(prefix, "logs"), exist_ok=True)
    port = free_port()
    conf = os.path.join(prefix, "nginx.conf")
    with open(conf, "w") as f:
        f.write(f"""daemon off;
worker_processes 1;
pid {prefix}/nginx.pid;
error_log {prefix}/logs/error.log;
events {{ worker_connections 64; }}
http {{
  access_log {prefix}/logs/access.log;
  client_body_temp_path {prefix}/client_temp;
  proxy_temp_path {prefix}/proxy_temp;
  fastcgi_temp_path {prefix}/fastcgi_temp;
  uwsgi_temp_path {prefix}/uwsgi_temp;
  scgi_temp_path {prefix}/scgi_temp;
  types {{ application/json json; }}
  default_type application/octet-stream;
  server {{
    listen 127.0.0.1:{port};
    root {root};
    location / {{ autoindex off; }}
  }}
}}
""")
    nginx = shutil.which("nginx") or "/usr/sbin/nginx"
    proc = subprocess.Popen([nginx, "-c", conf, "-p", prefix], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    for _ in range(100):
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
            return proc, port
        except OSError:
            time.sleep(0.05)
    raise RuntimeError("nginx did not start")


class Adversary(http.server.BaseHTTPRequestHandler):
    """Serves `root` like a static host, except what `plan` says: replaced bodies, endless
    bodies, bodies cut after `cut` bytes on the first `cuts` requests. Records Range headers."""
    root = ""
    replace = {}
    endless = set()
    cut = {}
    ranges = []

    def log_message(self, *args):
        pass

    def do_GET(self):
        path = self.path.split("?")[0]
        rng = self.headers.get("Range")
        type(self).ranges.append((path, rng))
        if path in self.endless:
            self.send_response(200)
            self.send_header("Content-Type", "application/octet-stream")
            self.end_headers()
            try:
                chunk = b"\0" * 65536
                for _ in range(100000):
                    self.wfile.write(chunk)
            except OSError:
                pass
            return
        if path in self.replace:
            body = self.replace[path]
        else:
            local = os.path.join(self.root, path.lstrip("/"))
            if not os.path.isfile(local):
                self.send_error(404)
                return
            with open(local, "rb") as f:
                body = f.read()
        start = 0
        if rng and rng.startswith("bytes=") and rng.endswith("-"):
            start = int(rng[6:-1])
        if start:
            self.send_response(206)
            self.send_header("Content-Range", f"bytes {start}-{len(body) - 1}/{len(body)}")
        else:
            self.send_response(200)
        self.send_header("Content-Length", str(len(body) - start))
        self.end_headers()
        if path in self.cut and self.cut[path][1] > 0:
            limit, left = self.cut[path]
            self.cut[path] = (limit, left - 1)
            self.wfile.write(body[start:start + limit])
            self.wfile.flush()
            self.connection.shutdown(socket.SHUT_RDWR)
            return
        self.wfile.write(body[start:])


def adversary(root, **plan):
    handler = type("Plan", (Adversary,), {"root": root, "replace": plan.get("replace", {}), "endless": plan.get("endless", set()),
                                          "cut": dict(plan.get("cut", {})), "ranges": []})
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    servers.append(server)
    return "http://127.0.0.1:%d" % server.server_address[1], handler


def device_revision(path):
    with keepsake.Store.open(path) as store:
        return {d.dossier_id: d.revision for d in store.viewer_dossiers()}


def canonical(value):
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode()


try:
    demo = os.path.join(work, "demo")
    rc, _, err = run("demo", demo)
    check("keepsake demo builds a centre and a device", rc == 0, err)
    centre, device = os.path.join(demo, "store"), os.path.join(demo, "device")
    # The centre's signing key is sealed under the host key, which the demo keeps beside its
    # stores (FORMAT.md 9.2): the CLI reads it from KEEPSAKE_HOST_KEY_FILE, the binding through
    # Store.set_host_key.
    host_key_file = os.path.join(demo, "host.key")
    os.environ["KEEPSAKE_HOST_KEY_FILE"] = host_key_file
    with open(host_key_file, "rb") as f:
        host_key = f.read()
    published = os.path.join(work, "published")
    os.makedirs(published)
    os.chmod(published, 0o755)
    proc, port = start_nginx(published)
    nginx_pid = proc

    # --- The honest path: publish, serve with nginx, pull over HTTP. ---
    rc, out, err = run("publish", "--store", centre, "--as", STAFF, "--to", published, "--json", stdin=STAFF_PW + "\n")
    check("publish: first feed", rc == 0, err)
    first = json.loads(out)["published"][0]
    feed = first["feed_id"]
    check("the feed id is random, not the dossier id", feed != first["patient_id"].replace("-", "") and len(feed) == 32, first)
    names = " ".join(os.path.join(d, n) for d, _, files in os.walk(published) for n in files)
    check("no file name in the feed names the patient or relative", first["patient_id"] not in names and "maria" not in names, names)
    head_text = open(os.path.join(published, feed, "head.json"), "rb").read()
    check("head.json names no patient, relative or username",
          first["patient_id"].encode() not in head_text and b"maria" not in head_text and b"Anna" not in head_text, head_text[:300])
    url = "http://127.0.0.1:%d/%s" % (port, feed)
    rc, out, err = run("pull", "--store", device, "--user", RELATIVE, "--json", url, stdin=RELATIVE_PW + "\n")
    check("pull through nginx: the snapshot", rc == 0 and json.loads(out)["status"] == "current", (rc, out, err))
    rev = json.loads(out)["revision"]
    dossier = json.loads(out)["dossier_id"]
    check("the device holds the head's revision", device_revision(device)[dossier] == rev, device_revision(device))
    rc, out, err = run("pull", "--store", device, "--user", RELATIVE, "--json", url)
    check("pull again: nothing to fetch, no password asked, current", rc == 0 and json.loads(out)["applied"] == [], (rc, out, err))

    def change_and_publish(title):
        with keepsake.Store.open(centre) as store:
            with store.sign_in(STAFF, STAFF_PW) as staff:
                staff.dossiers.record_action(dossier, kind="note", title=title, occurred_at="2026-12-01T10:00:00Z")
        rc, out, err = run("publish", "--store", centre, "--as", STAFF, "--to", published, "--json", stdin=STAFF_PW + "\n")
        assert rc == 0, err
        return json.loads(out)

    result = change_and_publish("Walked to the lake")
    check("publish after a change: one feed, an update only", len(result["published"]) == 1 and not result["published"][0]["snapshot"], result)
    check("the update is far smaller than the snapshot", result["published"][0]["bytes"] * 10 < first["bytes"], (result, first))
    rc, out, err = run("publish", "--store", centre, "--as", STAFF, "--to", published, "--json", stdin=STAFF_PW + "\n")
    check("publish with nothing changed writes nothing", rc == 0 and json.loads(out)["published"] == [], out)
    rc, out, err = run("pull", "--store", device, "--user", RELATIVE, "--json", url, stdin=RELATIVE_PW + "\n")
    check("pull the update through nginx", rc == 0 and len(json.loads(out)["applied"]) == 1, (rc, out, err))
    held = device_revision(device)[dossier]

    # A second relative device joining later: a new store, the invitation, one pull.
    rc, invitation, err = run("invite", "--store", centre, "--as", STAFF, "--json", RELATIVE, stdin=STAFF_PW + "\n")
    device2 = os.path.join(work, "device2")
    rc2, _, err2 = run("trust", "--store", device2, "--create", json.loads(invitation)["text"])
    rc, out, err = run("pull", "--store", device2, "--user", RELATIVE, "--json", url, stdin=RELATIVE_PW + "\n")
    check("a device joining later pulls the snapshot and the updates", rc == 0 and device_revision(device2)[dossier] == held, (rc, out, err, err2))
    device3 = os.path.join(work, "device3")
    run("init", device3)
    rc, out, err = run("pull", "--store", device3, "--user", RELATIVE, url, stdin=RELATIVE_PW + "\n")
    check("a device without the invitation refuses the feed (key mismatch)", rc == 1 and "invitation" in err, (rc, err))

    # --- From the invitation: the centre invites with the feed's URL (base + feed id). ---
    rc, plain, err = run("invite", "--store", centre, "--as", STAFF, "--json", RELATIVE, stdin=STAFF_PW + "\n")
    plain = json.loads(plain)["text"]
    device4 = os.path.join(work, "device4")
    rc, out, err = run("pull", "--store", device4, "--create", plain, stdin=RELATIVE_PW + "\n")
    with keepsake.Store.open(device4) as store:
        trusted = store.trusted_centres()
    check("pull from an invitation without a feed is refused, the device trusts nothing", rc != 0 and "carries no feed URL" in err
          and trusted == [], (rc, out, err, trusted))
    rc, invitation, err = run("invite", "--store", centre, "--as", STAFF, "--feed", url, "--json", RELATIVE, stdin=STAFF_PW + "\n")
    invitation = json.loads(invitation)
    check("keepsake invite --feed: the invitation carries the feed's URL", rc == 0 and invitation["feed_url"] == url
          and invitation["text"].endswith("&feed=" + urllib.parse.quote(url, safe="")), (rc, invitation, err))
    rc, out, err = run("pull", "--store", device4, invitation["text"], stdin=RELATIVE_PW + "\n")
    check("pull from the invitation: trusts the centre, pulls its feed as its username",
          rc == 0 and "trusting centre" in out and device_revision(device4).get(dossier) == held, (rc, out, err))
    rc, out, err = run("pull", "--store", device4, "--json", invitation["text"])
    check("pull from the same invitation again: already trusted, current", rc == 0 and json.loads(out)["status"] == "current"
          and json.loads(out)["applied"] == [], (rc, out, err))
    rc, out, err = run("pull", "--store", device4, "--json")
    check("pull without a URL: the one trusted centre's feed", rc == 0 and json.loads(out)["feed_id"] == feed, (rc, out, err))
    rc, out, err = run("pull", "--store", device2, "--json")
    check("pull without a URL on a device whose centres have no feed is refused", rc != 0 and "has a feed URL" in err, (rc, out, err))
    other_pk, _ = sodium.sign_seed_keypair(b"\x09" * 32)
    other_url = "http://127.0.0.1:%d/%s" % (port, "ab" * 16)
    run("trust", "--store", device4, "keepsake:invite?v=1&key=%s&user=%s&feed=%s" % (other_pk.hex(), RELATIVE, urllib.parse.quote(other_url, safe="")))
    rc, out, err = run("pull", "--store", device4, "--json")
    check("pull without a URL with two trusted centres' feeds says which to choose", rc != 0 and "choose one" in err and url in err
          and other_url in err, (rc, out, err))
    rc, out, err = run("pull", "--store", device4, "--user", RELATIVE, "--json", url)
    check("pull with the URL still works beside two trusted feeds", rc == 0 and json.loads(out)["status"] == "current", (rc, out, err))

    # --- The attacks: a new revision waits in the folder; the adversary serves it altered. ---
    change_and_publish("Gait training, 20 minutes")
    saved = os.path.join(work, "saved")
    shutil.copytree(published, saved)
    head_path = "/%s/head.json" % feed
    head = json.loads(open(os.path.join(saved, feed, "head.json")).read())
    update = head["signed"]["updates"][-1]
    obj_path = "/%s/objects/%s" % (feed, update["digest"])
    body = open(os.path.join(saved, feed, "objects", update["digest"]), "rb").read()

    def attack(name, plan, words, status=1, pull_now=None):
        base, handler = adversary(saved, **plan)
        extra = ["--now", pull_now] if pull_now else []
        rc, out, err = run("pull", "--store", device, "--user", RELATIVE, "--json", *extra, base + "/" + feed, stdin=RELATIVE_PW + "\n")
        text = out + err
        check(name, rc == status and all(w in text for w in words) and device_revision(device)[dossier] == held,
              (rc, out, err, device_revision(device)))
        return handler

    altered = bytearray(body)
    altered[len(altered) // 2] ^= 1
    attack("an altered object is refused [feed-object], copy unchanged", {"replace": {obj_path: bytes(altered)}}, ["[feed-object]"])
    inflated = json.loads(json.dumps(head))
    inflated["signed"]["revision"] += 5
    inflated["signed"]["updates"][-1]["revision"] += 5
    attack("an inflated revision (head altered) is refused [feed-head]", {"replace": {head_path: canonical(inflated)}}, ["[feed-head]"])
    # Rollback: the head of the revision before the device's.
    attack("an old head (rollback) is refused", {"replace": {head_path: head_text}}, ["old head is refused"])
    # Freeze: the current head, seen after its expiry: stale, nothing applied.
    attack("a head past its expiry: status stale, copy kept", {}, ['"status":"stale"'], status=0, pull_now="2030-01-01T00:00:00Z")
    # Mix-and-match: another feed's head under this feed's address.
    other = json.loads(json.dumps(head))
    other["signed"]["feed"] = "0" * 32
    attack("a head of another feed is refused [feed-mismatch]", {"replace": {head_path: canonical(other)}}, ["[feed-mismatch]"])
    # Endless data: the object never ends; refused before more than its size is written.
    h = attack("an endless response is refused before it is written", {"endless": {obj_path}}, ["larger than"])
    part = os.path.join(device, "feed-downloads", feed, update["digest"])
    check("no partial object larger than its size is left", not os.path.exists(part) or os.path.getsize(part) <= update["size"])
    # A key change the pinned key did not sign: another key signs the head and a forged rotation.
    fake_pk, fake_sk = sodium.sign_seed_keypair(b"\x07" * 32)
    forged = json.loads(json.dumps(head))
    rotation_signed = {"from_revision": 1, "issued": head["signed"]["issued"], "new_key": fake_pk.hex(),
                       "old_key": head["signed"]["key"], "type": "rotation"}
    message = b"keepsake-viewer-rotation-v1\n" + canonical(rotation_signed)
    forged["signed"]["rotations"] = [{"new_signature": sodium.sign(message, fake_sk).hex(),
                                      "old_signature": sodium.sign(message, fake_sk).hex(), "signed": rotation_signed}]
    forged["signed"]["key"] = fake_pk.hex()
    forged["signature"] = sodium.sign(b"keepsake-feed-head-v1\n" + canonical(forged["signed"]), fake_sk).hex()
    attack("a key change not signed by the trusted key is refused (key mismatch)", {"replace": {head_path: canonical(forged)}},
           ["not signed by both keys"])
    # A connection cut mid-file on every attempt: the pull fails, nothing applied...
    attack("a connection cut on every attempt: refused, nothing applied", {"cut": {obj_path: (len(body) // 20, 99)}}, ["ended early"])
    partial = os.path.join(device, "feed-downloads", feed, update["digest"])
    check("the cut transfer's bytes are kept to resume", os.path.exists(partial) and 0 < os.path.getsize(partial) < len(body))
    # ...and a connection cut once is resumed with a Range request and applied whole.
    base, handler = adversary(saved, cut={obj_path: (len(body) // 3, 1)})
    rc, out, err = run("pull", "--store", device, "--user", RELATIVE, "--json", base + "/" + feed, stdin=RELATIVE_PW + "\n")
    resumed = [r for p, r in handler.ranges if p == obj_path and r]
    check("a cut transfer resumes with Range and applies", rc == 0 and resumed and device_revision(device)[dossier] == head["signed"]["revision"],
          (rc, out, err, handler.ranges))
    held = device_revision(device)[dossier]

    # --- Key rotation: signed by both keys, followed without a new invitation. ---
    rc, out, err = run("centre-key", "rotate", "--store", centre, "--as", STAFF, "--json", stdin=STAFF_PW + "\n")
    check("centre-key rotate", rc == 0, err)
    new_key = json.loads(out)["public_key"]
    result = change_and_publish("After the rotation")
    check("the first publish after a rotation writes a snapshot", result["published"][0]["snapshot"], result)
    rc, out, err = run("pull", "--store", device, "--user", RELATIVE, "--json", url, stdin=RELATIVE_PW + "\n")
    with keepsake.Store.open(device) as store:
        keys = [c.public_key for c in store.trusted_centres()]
    check("a device follows the rotation and trusts the new key", rc == 0 and new_key in keys and device_revision(device)[dossier] > held,
          (rc, out, err, keys))
    held = device_revision(device)[dossier]

    # --- SIGKILL during publish: the folder serves the previous head, every object it names present. ---
    with keepsake.Store.open(centre) as store:
        with store.sign_in(STAFF, STAFF_PW) as staff:
            staff.dossiers.record_action(dossier, kind="note", title="Before the kill", occurred_at="2026-12-02T10:00:00Z")
    before = open(os.path.join(published, feed, "head.json"), "rb").read()
    for delay in (0.05, 0.2, 0.5):
        p = subprocess.Popen([CLI, "publish", "--store", centre, "--as", STAFF, "--to", published, "--refresh"],
                             stdin=subprocess.PIPE, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        p.stdin.write((STAFF_PW + "\n").encode())
        p.stdin.close()
        time.sleep(delay)
        p.send_signal(signal.SIGKILL)
        p.wait()
        now_head = json.loads(open(os.path.join(published, feed, "head.json"), "rb").read())
        named = [now_head["signed"]["snapshot"]] + now_head["signed"]["updates"]
        present = all(os.path.getsize(os.path.join(published, feed, "objects", o["digest"])) == o["size"] for o in named)
        check("SIGKILL during publish (after %.2fs): the head names only whole objects" % delay, present, now_head)
    rc, out, err = run("publish", "--store", centre, "--as", STAFF, "--to", published, "--json", stdin=STAFF_PW + "\n")
    rc, out, err = run("pull", "--store", device, "--user", RELATIVE, "--json", url, stdin=RELATIVE_PW + "\n")
    check("after the killed publishes, a publish and a pull complete", rc == 0 and device_revision(device)[dossier] > held, (rc, out, err))
    held = device_revision(device)[dossier]

    # --- SIGKILL during pull: the device holds a whole revision, the old or the new. ---
    change_and_publish("Before the killed pull")
    target = json.loads(open(os.path.join(published, feed, "head.json")).read())["signed"]["revision"]
    for delay in (0.3, 1.0):
        p = subprocess.Popen([CLI, "pull", "--store", device, "--user", RELATIVE, url], stdin=subprocess.PIPE,
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        p.stdin.write((RELATIVE_PW + "\n").encode())
        p.stdin.close()
        time.sleep(delay)
        p.send_signal(signal.SIGKILL)
        p.wait()
        revision = device_revision(device)[dossier]
        check("SIGKILL during pull (after %.1fs): the device is at a whole revision" % delay, revision in (held, target), revision)
    rc, out, err = run("pull", "--store", device, "--user", RELATIVE, "--json", url, stdin=RELATIVE_PW + "\n")
    check("a pull after the kills reaches the head", rc == 0 and device_revision(device)[dossier] == target, (rc, out, err))

    # --- Through the Python binding (the C ABI): plan and list. ---
    headfile = os.path.join(work, "head.json")
    shutil.copy(os.path.join(published, feed, "head.json"), headfile)
    with keepsake.Store.open(device) as store:
        plan = store.plan_feed(feed, headfile)
        feeds = store.feeds()
    check("ks_feed_plan: current, nothing to fetch", plan["status"] == "current" and plan["fetch"] == [], plan)
    check("ks_feed_list: the feed, its revision", len(feeds) == 1 and feeds[0]["feed_id"] == feed and feeds[0]["revision"] == target, feeds)

    # The centre's and the device's calls through the Python binding: publish with refresh,
    # then a new device plans and applies from the folder's files.
    with keepsake.Store.open(centre) as store:
        store.set_host_key(host_key)
        with store.sign_in(STAFF, STAFF_PW) as staff:
            refreshed = staff.viewer.publish_feeds(published, refresh=True)
            text = staff.viewer.invitation([a.id for a in staff.accounts.list() if a.username == RELATIVE][0]).text
    check("ks_feed_publish with KS_FEED_REFRESH re-signs the unchanged head", refreshed["refreshed"] == 1 and refreshed["published"] == [],
          refreshed)
    shutil.copy(os.path.join(published, feed, "head.json"), headfile)
    with keepsake.Store.open(os.path.join(work, "device5"), create=True) as store:
        store.trust_invitation(text, now="2026-12-05T09:00:00Z")
        plan = store.plan_feed(feed, headfile)
        files = {o["digest"]: os.path.join(published, feed, "objects", o["digest"]) for o in plan["fetch"]}
        applied = store.apply_feed(feed, headfile, files, RELATIVE, RELATIVE_PW)
        revisions = {d.dossier_id: d.revision for d in store.viewer_dossiers()}
    check("ks_feed_plan and ks_feed_apply: a new device reaches the head", plan["status"] == "behind" and applied["status"] == "current"
          and revisions.get(dossier) == target, (plan, applied, revisions))

    # --- Access that ends by date alone: the first publish after the end date writes a revision
    # not sealed to her, though nothing in the store changed; she gets nothing new. ---
    with keepsake.Store.open(centre) as store:
        with store.sign_in(STAFF, STAFF_PW) as staff:
            eva = staff.accounts.create("eva", "eva-feed-password", role="relative")
            staff.accounts.link(eva.id, dossier, ends_on="2099-01-01")
            eva_text = staff.viewer.invitation(eva.id, feed_url=url).text
    rc, out, err = run("publish", "--store", centre, "--as", STAFF, "--to", published, "--today", "2098-12-31", "--json", stdin=STAFF_PW + "\n")
    check("a relative linked later: the publish writes a snapshot sealed to her too", rc == 0 and len(json.loads(out)["published"]) == 1
          and json.loads(out)["published"][0]["snapshot"], (rc, out, err))
    eva_device = os.path.join(work, "eva-device")
    rc, out, err = run("pull", "--store", eva_device, "--create", "--json", eva_text, stdin="eva-feed-password\n")
    eva_revision = device_revision(eva_device).get(dossier) if rc == 0 else None
    check("her device pulls from her invitation", rc == 0 and eva_revision == json.loads(out)["revision"], (rc, out, err))
    rc, out, err = run("publish", "--store", centre, "--as", STAFF, "--to", published, "--today", "2099-01-01", "--json", stdin=STAFF_PW + "\n")
    check("on her last day nothing is published", rc == 0 and json.loads(out)["published"] == [], (rc, out, err))
    rc, out, err = run("publish", "--store", centre, "--as", STAFF, "--to", published, "--today", "2099-01-02", "--json", stdin=STAFF_PW + "\n")
    after = json.loads(out)["published"] if rc == 0 else []
    check("the day after her end date the feed is published again", len(after) == 1 and after[0]["revision"] > eva_revision, (rc, out, err))
    rc, out, err = run("pull", "--store", eva_device, "--json", stdin="eva-feed-password\n")
    check("her access ended: the new revision is refused, her copy unchanged", rc != 0 and device_revision(eva_device)[dossier] == eva_revision,
          (rc, out, err))
    rc, out, err = run("pull", "--store", device, "--user", RELATIVE, "--json", url, stdin=RELATIVE_PW + "\n")
    check("the other relative gets the new revision", rc == 0 and after and device_revision(device)[dossier] == after[0]["revision"],
          (rc, out, err))
finally:
    for s in servers:
        s.shutdown()
    if nginx_pid is not None:
        nginx_pid.terminate()
        nginx_pid.wait()
    shutil.rmtree(work, ignore_errors=True)

print("%d failure(s)" % len(failures))
sys.exit(1 if failures else 0)
