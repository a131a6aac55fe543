// syscall(2) is declared for GNU and BSD sources (glibc, musl).
#define _GNU_SOURCE
#include "FolderExchange.h"

#include <errno.h>
#include <stdio.h>

#if defined(__linux__)
#include <sys/syscall.h>
#include <unistd.h>
// renameat2(2) flags (linux/fs.h).
enum { NOREPLACE = 1, EXCHANGE = 2 };

static int rename2(int from_dir, const char *from, int to_dir, const char *to, unsigned flags) {
#ifdef SYS_renameat2
    return syscall(SYS_renameat2, from_dir, from, to_dir, to, flags) == 0 ? 0 : errno;
#else
    (void)from_dir, (void)from, (void)to_dir, (void)to, (void)flags;
    return ENOSYS;
#endif
}
#elif defined(__APPLE__)
// renameatx_np(2): macOS 10.12 and later.
static int rename2(int from_dir, const char *from, int to_dir, const char *to, unsigned flags) {
    return renameatx_np(from_dir, from, to_dir, to, flags) == 0 ? 0 : errno;
}
enum { NOREPLACE = RENAME_EXCL, EXCHANGE = RENAME_SWAP };
#else
static int rename2(int from_dir, const char *from, int to_dir, const char *to, unsigned flags) {
    (void)from_dir, (void)from, (void)to_dir, (void)to, (void)flags;
    return ENOSYS;
}
enum { NOREPLACE = 1, EXCHANGE = 2 };
#endif

int cmplint_rename_exchange(int first_dir, const char *first, int second_dir, const char *second) {
    return rename2(first_dir, first, second_dir, second, EXCHANGE);
}

int cmplint_rename_noreplace(int from_dir, const char *from, int to_dir, const char *to) {
    return rename2(from_dir, from, to_dir, to, NOREPLACE);
}
