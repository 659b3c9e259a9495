/* CKeepsake's one source file. Xcode's build engine (Swift Build) links an object file for
 * every C target, and a target of headers only fails there ("Build input file cannot be found:
 * .../CKeepsake.o"; `swift build --build-system swiftbuild` shows it on Linux too), so the
 * header target needs a source; Tests/Apple/check_manifest.py holds every C target to one.
 * What it compiles is a check of the header itself: keepsake.h compiles on its own as C, in
 * every build of the package, whatever language mode the host uses. */
#include "keepsake.h"

#if !defined(KS_VERSION_MAJOR) || !defined(KS_VERSION_MINOR) || !defined(KS_VERSION_PATCH)
#error "keepsake.h must define KS_VERSION_MAJOR, KS_VERSION_MINOR and KS_VERSION_PATCH"
#endif

/* ks_status travels through the ABI as a C int (the Python binding reads it as c_int). */
typedef char keepsake_status_is_an_int[sizeof(ks_status) == sizeof(int) ? 1 : -1];
