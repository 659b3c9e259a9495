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
