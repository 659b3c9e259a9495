#define _GNU_SOURCE
#include "cplatform.h"
#include <errno.h>
#include <fcntl.h>
#include <unistd.h>

ssize_t keepsake_platform_copy_file_range(int fd_in, int fd_out, size_t length) {
#if defined(__linux__)
    return copy_file_range(fd_in, NULL, fd_out, NULL, length, 0);
#else
    (void)fd_in; (void)fd_out; (void)length;
    errno = ENOSYS;
    return -1;
#endif
}

int keepsake_platform_start_writeback(int fd, long long offset, long long length) {
#if defined(__linux__)
    return sync_file_range(fd, (off_t)offset, (off_t)length, SYNC_FILE_RANGE_WRITE);
#else
    (void)fd; (void)offset; (void)length;
    return 0;
#endif
}
