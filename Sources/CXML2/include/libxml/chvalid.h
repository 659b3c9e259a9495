/* Forwards to the system libxml2 header of the same name (see ../cxml2.h). */
#include <libxml2/libxml/chvalid.h>
