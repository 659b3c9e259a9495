/* libxml2 for Swift without pkg-config and without compiler flags.
 *
 * Apple's SDKs and Debian keep libxml2's headers in <include>/libxml2/libxml/, and the headers
 * include each other as <libxml/NAME.h>, so they need <include>/libxml2 on the header search
 * path. Passing it takes `-I$(SDKROOT)/usr/include/libxml2`, an unsafe flag, which SwiftPM
 * refuses in a versioned dependency. Instead, this target's public headers (include/, which
 * SwiftPM and Xcode put on the search path of every target depending on CXML2) hold one
 * forwarding header per libxml2 header, libxml/NAME.h -> <libxml2/libxml/NAME.h>, found
 * through the default search path (the SDK's usr/include, Debian's /usr/include). The same
 * files serve Linux and Apple platforms. Tests/Apple/check_manifest.py checks that every
 * libxml2 header on this machine has its forwarder. */
#ifndef KEEPSAKE_CXML2_H
#define KEEPSAKE_CXML2_H

#include <libxml/xmlversion.h>
/* Debian's libxml2 is built with ICU, and its encoding.h then includes ICU's own headers, whose
 * types clash with the copy of ICU inside Swift's Foundation (_FoundationICU) in any module that
 * imports both (the test target does: XCTest imports Foundation). The only declarations ICU
 * adds are two pointer fields at the end of xmlCharEncodingHandler, a struct Keepsake neither
 * allocates nor reads, so they are left out. */
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/xmlreader.h>
#include <libxml/parserInternals.h>
#include <libxml/HTMLparser.h>

#endif
