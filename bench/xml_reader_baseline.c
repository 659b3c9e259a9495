/* The reader OPML and .mm imports used before issue 16: libxml2's xmlTextReader over memory,
 * reading every attribute value, with the options XMLStream passed it. A baseline for
 * bench/xml_attribute.py. Usage: xml_reader_baseline FILE (prints the attribute bytes read). */
#include <libxml/xmlreader.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv) {
    if (argc != 2) return 2;
    FILE *f = fopen(argv[1], "rb");
    if (!f) return 2;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *buf = malloc(n > 0 ? n : 1);
    if (!buf || fread(buf, 1, n, f) != (size_t)n) return 2;
    fclose(f);
    int options = XML_PARSE_NONET | XML_PARSE_HUGE | XML_PARSE_NOCDATA | XML_PARSE_NOERROR |
                  XML_PARSE_NOWARNING | XML_PARSE_COMPACT;
    xmlTextReaderPtr reader = xmlReaderForMemory(buf, (int)n, NULL, NULL, options);
    long bytes = 0;
    int rc;
    while ((rc = xmlTextReaderRead(reader)) == 1) {
        while (xmlTextReaderMoveToNextAttribute(reader) == 1)
            bytes += (long)strlen((const char *)xmlTextReaderConstValue(reader));
    }
    xmlFreeTextReader(reader);
    printf("%ld\n", bytes);
    return rc == 0 ? 0 : 1;
}
