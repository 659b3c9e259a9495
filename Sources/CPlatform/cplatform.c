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

/* Two buffers handed between the copying thread and the hashing thread: state 0 free, 1
 * filled and waiting for the hash. */
struct hashing_copy {
    pthread_mutex_t lock;
    pthread_cond_t changed;
    int state[2];
    size_t count[2];
    void *buffer[2];
    int done;
    keepsake_platform_hash_fn hash;
    void *context;
};

static void *hashing_worker(void *argument) {
    struct hashing_copy *job = argument;
    int index = 0;
    for (;;) {
        pthread_mutex_lock(&job->lock);
        while (job->state[index] != 1 && !job->done) pthread_cond_wait(&job->changed, &job->lock);
        if (job->state[index] != 1) {
            pthread_mutex_unlock(&job->lock);
            return NULL;
        }
        size_t count = job->count[index];
        pthread_mutex_unlock(&job->lock);
        job->hash(job->context, job->buffer[index], count);
        pthread_mutex_lock(&job->lock);
        job->state[index] = 0;
        pthread_cond_broadcast(&job->changed);
        pthread_mutex_unlock(&job->lock);
        index ^= 1;
    }
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

long long keepsake_platform_copy_hashing(int fd_in, int fd_out, long long length, void *buffer0, void *buffer1,
                                         size_t buffer_size, keepsake_platform_hash_fn hash, void *context) {
    struct hashing_copy job = {.state = {0, 0}, .count = {0, 0}, .buffer = {buffer0, buffer1}, .done = 0,
                               .hash = hash, .context = context};
    pthread_mutex_init(&job.lock, NULL);
    pthread_cond_init(&job.changed, NULL);
    pthread_t worker;
    int threaded = pthread_create(&worker, NULL, hashing_worker, &job) == 0;
    long long copied = 0;
    int failure = 0;
    int index = 0;
    while (copied < length) {
        if (threaded) {
            pthread_mutex_lock(&job.lock);
            while (job.state[index] != 0) pthread_cond_wait(&job.changed, &job.lock);
            pthread_mutex_unlock(&job.lock);
        }
        size_t want = buffer_size;
        if ((long long)want > length - copied) want = (size_t)(length - copied);
        ssize_t n = read(fd_in, job.buffer[index], want);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) { failure = errno; break; }
        if (n == 0) break;
        if (threaded) {
            pthread_mutex_lock(&job.lock);
            job.count[index] = (size_t)n;
            job.state[index] = 1;
            pthread_cond_broadcast(&job.changed);
            pthread_mutex_unlock(&job.lock);
        } else {
            hash(context, job.buffer[index], (size_t)n);
        }
        if (write_all(fd_out, job.buffer[index], (size_t)n) != 0) { failure = errno; break; }
        copied += n;
        index ^= 1;
    }
    if (threaded) {
        pthread_mutex_lock(&job.lock);
        job.done = 1;
        pthread_cond_broadcast(&job.changed);
        pthread_mutex_unlock(&job.lock);
        pthread_join(worker, NULL);
    }
    pthread_cond_destroy(&job.changed);
    pthread_mutex_destroy(&job.lock);
    if (failure) {
        errno = failure;
        return -1;
    }
    return copied;
}
