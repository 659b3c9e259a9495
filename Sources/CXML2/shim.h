#include <libxml/parser.h>
#include <libxml/xmlreader.h>
