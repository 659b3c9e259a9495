"""The few libkeepsake functions the reliability tests call from Python (ctypes), and helpers
shared by crash_test.py and faults_test.py."""
import ctypes
import json
import os
import subprocess

vp, cp = ctypes.c_void_p, ctypes.c_char_p
NOW = b"2026-11-30T09:00:00Z"
TODAY = b"2026-11-30"

STATUS = {0: "KS_OK", -1: "KS_ERR_INVALID_ARGUMENT", -2: "KS_ERR_NOT_FOUND", -3: "KS_ERR_ALREADY_EXISTS",
          -4: "KS_ERR_PERMISSION_DENIED", -5: "KS_ERR_READ_ONLY", -6: "KS_ERR_INVALID_BUNDLE",
          -7: "KS_ERR_UNSUPPORTED_VERSION", -8: "KS_ERR_IO", -9: "KS_ERR_BUSY", -10: "KS_ERR_AUTH_FAILED",
          -11: "KS_ERR_LIMIT_EXCEEDED", -12: "KS_ERR_CORRUPT_STORE", -13: "KS_ERR_CANCELLED",
          -14: "KS_ERR_NO_SPACE", -15: "KS_ERR_INTERNAL", -16: "KS_ERR_LOCKED"}


class ExportOptions(ctypes.Structure):
    _fields_ = [("version", ctypes.c_uint32), ("created", cp), ("progress", vp), ("payload", vp)]


SIGNATURES = {
    "ks_store_open": [ctypes.POINTER(vp), cp, ctypes.c_uint32],
    "ks_store_close": [vp],
    "ks_store_info": [ctypes.POINTER(vp), vp],
    "ks_session_open_owner": [ctypes.POINTER(vp), vp],
    "ks_session_close": [vp],
    "ks_media_import_file": [ctypes.POINTER(vp), vp, cp, cp],
    "ks_media_writer_open": [ctypes.POINTER(vp), vp, cp],
    "ks_media_writer_write": [vp, cp, ctypes.c_size_t],
    "ks_media_writer_finish": [ctypes.POINTER(vp), vp],
    "ks_media_writer_close": [vp],
    "ks_media_list": [ctypes.POINTER(vp), vp],
    "ks_media_read": [ctypes.POINTER(ctypes.c_size_t), vp, ctypes.c_size_t, vp, cp, ctypes.c_uint64],
    "ks_mood_set": [ctypes.POINTER(vp), vp, cp, cp, cp, cp, cp],
    "ks_mood_export_csv": [ctypes.POINTER(vp), vp, ctypes.c_int32, cp, cp],
    "ks_mindmap_create": [ctypes.POINTER(vp), vp, cp, cp],
    "ks_mindmap_import_file": [ctypes.POINTER(vp), vp, ctypes.c_int, cp, cp],
    "ks_mood_import_daylio": [ctypes.POINTER(vp), vp, cp, cp, cp],
    "ks_mood_import_pixels": [ctypes.POINTER(vp), vp, cp, cp],
    "ks_bundle_export": [ctypes.POINTER(vp), vp, cp, ctypes.POINTER(ExportOptions)],
    "ks_bundle_import": [ctypes.POINTER(vp), vp, cp, vp],
    "ks_bundle_verify": [cp, vp],
    "ks_bundle_inspect": [ctypes.POINTER(vp), cp, vp],
    "ks_account_create": [ctypes.POINTER(vp), vp, cp, cp, cp],
}


class Library:
    def __init__(self, path):
        self.lib = ctypes.CDLL(path)
        for name, args in SIGNATURES.items():
            f = getattr(self.lib, name)
            f.argtypes = args
            f.restype = None if name.endswith("_close") else ctypes.c_int
        self.lib.ks_last_error_message.restype = cp
        self.lib.ks_free.argtypes = [vp]
        self.lib.ks_free.restype = None
        self.options = ExportOptions(1, NOW, None, None)

    def message(self):
        return self.lib.ks_last_error_message().decode()

    def call(self, name, *args, out=False):
        """Calls ks_NAME; returns (status name, parsed JSON or None, message)."""
        o = vp()
        f = getattr(self.lib, name)
        status = f(ctypes.byref(o), *args) if out else f(*args)
        message = self.message() if status != 0 else ""
        value = None
        if out and o.value:
            text = ctypes.string_at(o.value).decode()
            self.lib.ks_free(o)
            try:
                value = json.loads(text)
            except ValueError:
                value = text
        return STATUS.get(status, str(status)), value, message

    def open(self, path, flags=0):
        store = vp()
        status = self.lib.ks_store_open(ctypes.byref(store), path.encode(), flags)
        return STATUS.get(status, str(status)), store, (self.message() if status else "")

    def owner(self, store):
        session = vp()
        status = self.lib.ks_session_open_owner(ctypes.byref(session), store)
        if status != 0:
            raise AssertionError(f"ks_session_open_owner: {STATUS.get(status)}: {self.message()}")
        return session


def compile_c(source, output, prefix, extra=()):
    prefix = os.path.abspath(prefix)
    """Compiles a C test against the installed library (prefix/lib/pkgconfig)."""
    env = dict(os.environ, PKG_CONFIG_PATH=os.path.join(prefix, "lib", "pkgconfig"))
    flags = subprocess.run(["pkg-config", "--cflags", "--libs", "keepsake"], env=env, check=True,
                           capture_output=True, text=True).stdout.split()
    subprocess.run(["gcc", "-std=c99", "-O1", "-g", "-Wall", "-Wextra", "-Werror", source, "-o", output,
                    *flags, f"-Wl,-rpath,{prefix}/lib", *extra], check=True)
