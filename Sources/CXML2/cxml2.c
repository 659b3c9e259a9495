/* CXML2's one source file. Xcode's build engine (Swift Build) links an object file for every C
 * target, so a target of headers only fails there ("Build input file cannot be found:
 * .../CXML2.o"); Tests/Apple/check_manifest.py holds every C target to having one. It also
 * checks, when the package builds, that the libxml2 found is one the core's readers are
 * written against (2.9: xmlReaderForMemory, XML_PARSE_NONET; Debian 12 has 2.9.14, Apple's
 * SDKs newer). */
#include "cxml2.h"

#if LIBXML_VERSION < 20900
#error "Keepsake needs libxml2 2.9 or newer"
#endif

/* The oldest libxml2 version accepted above, as LIBXML_VERSION counts (major*10000 + minor*100). */
const int keepsake_cxml2_minimum_libxml_version = 20900;
