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
/* Receives every byte a hashing copy copies, in order. */
typedef void (*keepsake_platform_hash_fn)(void *context, const void *bytes, size_t count);
/* Copies up to `length` bytes from fd_in's position (`offset` from its start) to fd_out's
 * position, in the kernel where the platform can (copy_file_range, else through
 * `copy_buffer`), while a second thread reads the same range on its own (pread into
 * `hash_buffer`) and passes it to `hash` in order: the copy and the hash overlap on two
 * cores. Both read the same cached file, so a file changed at rest fails the hash. Returns
 * the count copied and hashed (fewer only at the end of fd_in), or -1 with errno. */
long long keepsake_platform_copy_hashing(int fd_in, int fd_out, long long offset, long long length, void *copy_buffer,
                                         void *hash_buffer, size_t buffer_size, keepsake_platform_hash_fn hash, void *context);
#endif
