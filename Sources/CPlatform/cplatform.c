#define _GNU_SOURCE
#include "cplatform.h"
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
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

/* The hashing half of keepsake_platform_copy_hashing: reads [offset, offset + length) of the
 * source on its own (pread, its own buffer) and passes it to the hash function. */
struct hashing_job {
    int fd;
    long long offset, length, hashed;
    void *buffer;
    size_t buffer_size;
    keepsake_platform_hash_fn hash;
    void *context;
    int failure;
};

static void *hash_range(void *argument) {
    struct hashing_job *job = argument;
    while (job->hashed < job->length) {
        size_t want = job->buffer_size;
        if ((long long)want > job->length - job->hashed) want = (size_t)(job->length - job->hashed);
        ssize_t n = pread(job->fd, job->buffer, want, (off_t)(job->offset + job->hashed));
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) { job->failure = errno; break; }
        if (n == 0) break;
        job->hash(job->context, job->buffer, (size_t)n);
        job->hashed += n;
    }
    return NULL;
}

static int write_all(int fd, const char *bytes, size_t count) {
    while (count > 0) {
        ssize_t n = write(fd, bytes, count);
        if (n < 0) {
            if (errno == EINTR) continue;
            return -1;
        }
        bytes += n;
        count -= (size_t)n;
    }
    return 0;
}

/* The copying half: in the kernel where it can (copy_file_range), else through `buffer`, in
 * steps of 8 MiB, starting the writeback of each step as it is copied so that the disk writes
 * while the copy goes on and the final fsync finds little left to do. */
static long long copy_range(int fd_in, int fd_out, long long length, void *buffer, size_t buffer_size, int *failure) {
    long long copied = 0;
    int kernel = 1;
    const long long step = 8LL << 20;
    while (copied < length) {
        size_t want = (length - copied) > step ? (size_t)step : (size_t)(length - copied);
        ssize_t n;
        if (kernel) {
            n = keepsake_platform_copy_file_range(fd_in, fd_out, want);
            if (n < 0 && (errno == EXDEV || errno == EINVAL || errno == ENOSYS || errno == EOPNOTSUPP || errno == EBADF)) {
                kernel = 0;
                continue;
            }
        } else {
            if (want > buffer_size) want = buffer_size;
            n = read(fd_in, buffer, want);
            if (n > 0 && write_all(fd_out, buffer, (size_t)n) != 0) { *failure = errno; return copied; }
        }
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) { *failure = errno; return copied; }
        if (n == 0) break;
        copied += n;
        (void)keepsake_platform_start_writeback(fd_out, 0, 0);
    }
    return copied;
}

long long keepsake_platform_copy_hashing(int fd_in, int fd_out, long long offset, long long length, void *copy_buffer,
                                         void *hash_buffer, size_t buffer_size, keepsake_platform_hash_fn hash, void *context) {
    struct hashing_job job = {.fd = fd_in, .offset = offset, .length = length, .hashed = 0, .buffer = hash_buffer,
                              .buffer_size = buffer_size, .hash = hash, .context = context, .failure = 0};
    pthread_t worker;
    int threaded = pthread_create(&worker, NULL, hash_range, &job) == 0;
    int failure = 0;
    long long copied = copy_range(fd_in, fd_out, length, copy_buffer, buffer_size, &failure);
    if (threaded) pthread_join(worker, NULL);
    else hash_range(&job);
    if (!failure && job.failure) failure = job.failure;
    if (failure) {
        errno = failure;
        return -1;
    }
    /* The hash covered what was there to read; a copy that ended early is reported by its count. */
    return copied < job.hashed ? copied : job.hashed;
}
