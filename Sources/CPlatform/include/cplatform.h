#ifndef KS_CPLATFORM_H
#define KS_CPLATFORM_H
#include <stddef.h>
#include <sys/types.h>
/* copy_file_range(2) where the system has it (Linux); elsewhere -1 with errno ENOSYS, so the
 * caller falls back to read and write. */
ssize_t keepsake_platform_copy_file_range(int fd_in, int fd_out, size_t length);
#endif
