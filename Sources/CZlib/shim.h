/* zlib: Debian's zlib1g-dev on Linux, libz of the iOS and macOS SDKs on Apple platforms, the
 * NDK's on Android. Inflates the deflate entries of zip archives (.xmind) and deflates the
 * entries Keepsake writes. */
#include <zlib.h>
