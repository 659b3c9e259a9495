#ifndef KS_CPLATFORM_H
#define KS_CPLATFORM_H
#include <stddef.h>
#include <sys/types.h>
/* copy_file_range(2) where the system has it (Linux); elsewhere -1 with errno ENOSYS, so the
 * caller falls back to read and write. */
ssize_t keepsake_platform_copy_file_range(int fd_in, int fd_out, size_t length);
/* Starts writing a file's dirty pages in [offset, offset + length) to disk without waiting
 * (sync_file_range with SYNC_FILE_RANGE_WRITE on Linux; nothing elsewhere), so that the fsync
 * which follows a large write has little left to do. Returns 0, or -1 with errno. */
int keepsake_platform_start_writeback(int fd, long long offset, long long length);
#endif
