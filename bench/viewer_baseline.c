/*
 * The viewer benchmark's baseline (issue 29): the cryptographic work and durable writes a viewer
 * bundle's export and open cannot avoid, done on the same bytes by a plain C program with
 * libsodium and libcrypto, so that bench/viewer.py can judge keepsake against it.
 *
 *   viewer_baseline seal PLAIN SEALED     read PLAIN, encrypt it as one XChaCha20-Poly1305
 *                                         secretstream in 64 KiB chunks (FORMAT.md R56's chunk
 *                                         size), SHA-256 of the ciphertext, an Ed25519 signature
 *                                         over that digest, write SEALED, fsync it and its folder
 *   viewer_baseline open SEALED PLAIN     Argon2id (t=2, 64 MiB, as a viewer sign-in), SHA-256
 *                                         of the ciphertext and verify the signature, decrypt,
 *                                         SHA-256 of the plaintext, write PLAIN, fsync it and
 *                                         its folder
 *
 * The key pair and content key are made at each run (their cost is microseconds). Prints one
 * line: the operation, the plaintext bytes and the wall seconds. Buffers: 256 KiB reads, as
 * the library's (File.bufferSize).
 */
#include <errno.h>
#include <fcntl.h>
#include <libgen.h>
#include <openssl/evp.h>
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

enum { CHUNK = 65536, READ = 256 << 10 };

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static void fail(const char *what, const char *path) {
    fprintf(stderr, "viewer_baseline: %s %s: %s\n", what, path, strerror(errno));
    exit(1);
}

static void write_all(int fd, const unsigned char *data, size_t n, const char *path) {
    while (n > 0) {
        ssize_t w = write(fd, data, n);
        if (w < 0) {
            if (errno == EINTR) continue;
            fail("write", path);
        }
        data += w;
        n -= (size_t)w;
    }
}

static size_t read_full(int fd, unsigned char *data, size_t n, const char *path) {
    size_t got = 0;
    while (got < n) {
        ssize_t r = read(fd, data + got, n - got);
        if (r < 0) {
            if (errno == EINTR) continue;
            fail("read", path);
        }
        if (r == 0) break;
        got += (size_t)r;
    }
    return got;
}

static void sync_file_and_folder(int fd, const char *path) {
    if (fsync(fd) != 0) fail("fsync", path);
    char *copy = strdup(path);
    int dir = open(dirname(copy), O_RDONLY | O_DIRECTORY);
    if (dir < 0 || fsync(dir) != 0) fail("fsync folder of", path);
    close(dir);
    free(copy);
}

/* Fixed keys: both commands of one run must agree without passing keys around. */
static void keys(unsigned char content[crypto_secretstream_xchacha20poly1305_KEYBYTES],
                 unsigned char pk[crypto_sign_PUBLICKEYBYTES], unsigned char sk[crypto_sign_SECRETKEYBYTES]) {
    unsigned char seed[crypto_sign_SEEDBYTES];
    memset(seed, 29, sizeof seed);
    crypto_sign_seed_keypair(pk, sk, seed);
    memset(content, 7, crypto_secretstream_xchacha20poly1305_KEYBYTES);
}

static int seal(const char *in_path, const char *out_path) {
    unsigned char key[crypto_secretstream_xchacha20poly1305_KEYBYTES], pk[crypto_sign_PUBLICKEYBYTES], sk[crypto_sign_SECRETKEYBYTES];
    keys(key, pk, sk);
    double started = now();
    int in = open(in_path, O_RDONLY);
    if (in < 0) fail("open", in_path);
    int out = open(out_path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    if (out < 0) fail("create", out_path);
    crypto_secretstream_xchacha20poly1305_state state;
    unsigned char header[crypto_secretstream_xchacha20poly1305_HEADERBYTES];
    crypto_secretstream_xchacha20poly1305_init_push(&state, header, key);
    EVP_MD_CTX *sha = EVP_MD_CTX_new();
    EVP_DigestInit_ex(sha, EVP_sha256(), NULL);
    EVP_DigestUpdate(sha, header, sizeof header);
    write_all(out, header, sizeof header, out_path);
    unsigned char *plain = malloc(READ), *sealed = malloc(READ + (READ / CHUNK + 1) * crypto_secretstream_xchacha20poly1305_ABYTES);
    unsigned long long total = 0;
    for (;;) {
        size_t n = read_full(in, plain, READ, in_path);
        int last = n < READ;
        size_t produced = 0;
        for (size_t at = 0; at < n || (last && at == 0 && n == 0); at += CHUNK) {
            size_t len = n - at < CHUNK ? n - at : CHUNK;
            int final = last && at + len >= n;
            unsigned long long clen;
            crypto_secretstream_xchacha20poly1305_push(&state, sealed + produced, &clen, plain + at, len, NULL, 0,
                                                       final ? crypto_secretstream_xchacha20poly1305_TAG_FINAL : 0);
            produced += clen;
            if (n == 0) break;
        }
        EVP_DigestUpdate(sha, sealed, produced);
        write_all(out, sealed, produced, out_path);
        total += n;
        if (last) break;
    }
    unsigned char digest[32], signature[crypto_sign_BYTES];
    EVP_DigestFinal_ex(sha, digest, NULL);
    crypto_sign_detached(signature, NULL, digest, sizeof digest, sk);
    write_all(out, signature, sizeof signature, out_path);
    sync_file_and_folder(out, out_path);
    close(out);
    close(in);
    printf("seal %llu %.6f\n", total, now() - started);
    EVP_MD_CTX_free(sha);
    free(plain);
    free(sealed);
    return 0;
}

static int unseal(const char *in_path, const char *out_path) {
    unsigned char key[crypto_secretstream_xchacha20poly1305_KEYBYTES], pk[crypto_sign_PUBLICKEYBYTES], sk[crypto_sign_SECRETKEYBYTES];
    keys(key, pk, sk);
    double started = now();
    /* The relative's sign-in: Argon2id at the viewer's parameters. */
    unsigned char derived[32], salt[crypto_pwhash_SALTBYTES];
    memset(salt, 3, sizeof salt);
    if (crypto_pwhash(derived, sizeof derived, "relative password", 17, salt, 2, 64u << 20, crypto_pwhash_ALG_ARGON2ID13) != 0) {
        fprintf(stderr, "viewer_baseline: Argon2id failed (memory)\n");
        return 1;
    }
    int in = open(in_path, O_RDONLY);
    if (in < 0) fail("open", in_path);
    off_t size = lseek(in, 0, SEEK_END);
    off_t body = size - crypto_sign_BYTES;
    unsigned char signature[crypto_sign_BYTES];
    if (pread(in, signature, sizeof signature, body) != (ssize_t)sizeof signature) fail("read signature of", in_path);
    lseek(in, 0, SEEK_SET);
    /* First pass: the ciphertext's digest and the signature, before anything is written. */
    EVP_MD_CTX *sha = EVP_MD_CTX_new();
    EVP_DigestInit_ex(sha, EVP_sha256(), NULL);
    unsigned char *buf = malloc(READ);
    for (off_t left = body; left > 0;) {
        size_t n = read_full(in, buf, left < READ ? (size_t)left : READ, in_path);
        if (n == 0) break;
        EVP_DigestUpdate(sha, buf, n);
        left -= (off_t)n;
    }
    unsigned char digest[32];
    EVP_DigestFinal_ex(sha, digest, NULL);
    if (crypto_sign_verify_detached(signature, digest, sizeof digest, pk) != 0) {
        fprintf(stderr, "viewer_baseline: bad signature\n");
        return 1;
    }
    /* Second pass: decrypt, hash the plaintext, write. */
    lseek(in, 0, SEEK_SET);
    unsigned char header[crypto_secretstream_xchacha20poly1305_HEADERBYTES];
    read_full(in, header, sizeof header, in_path);
    crypto_secretstream_xchacha20poly1305_state state;
    if (crypto_secretstream_xchacha20poly1305_init_pull(&state, header, key) != 0) return 1;
    int out = open(out_path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    if (out < 0) fail("create", out_path);
    EVP_DigestInit_ex(sha, EVP_sha256(), NULL);
    const size_t sealed_chunk = CHUNK + crypto_secretstream_xchacha20poly1305_ABYTES;
    unsigned char *sealed = malloc(sealed_chunk), *plain = malloc(CHUNK);
    off_t left = body - (off_t)sizeof header;
    unsigned long long total = 0;
    unsigned char tag = 0;
    while (left > 0 && tag != crypto_secretstream_xchacha20poly1305_TAG_FINAL) {
        size_t want = left < (off_t)sealed_chunk ? (size_t)left : sealed_chunk;
        size_t n = read_full(in, sealed, want, in_path);
        unsigned long long plen;
        if (crypto_secretstream_xchacha20poly1305_pull(&state, plain, &plen, &tag, sealed, n, NULL, 0) != 0) {
            fprintf(stderr, "viewer_baseline: a chunk does not decrypt\n");
            return 1;
        }
        EVP_DigestUpdate(sha, plain, plen);
        write_all(out, plain, plen, out_path);
        total += plen;
        left -= (off_t)n;
    }
    EVP_DigestFinal_ex(sha, digest, NULL);
    sync_file_and_folder(out, out_path);
    close(out);
    close(in);
    printf("open %llu %.6f\n", total, now() - started);
    EVP_MD_CTX_free(sha);
    free(buf);
    free(sealed);
    free(plain);
    return 0;
}

int main(int argc, char **argv) {
    if (argc != 4 || sodium_init() < 0) {
        fprintf(stderr, "usage: viewer_baseline seal PLAIN SEALED | open SEALED PLAIN\n");
        return 2;
    }
    if (strcmp(argv[1], "seal") == 0) return seal(argv[2], argv[3]);
    if (strcmp(argv[1], "open") == 0) return unseal(argv[2], argv[3]);
    fprintf(stderr, "usage: viewer_baseline seal PLAIN SEALED | open SEALED PLAIN\n");
    return 2;
}
