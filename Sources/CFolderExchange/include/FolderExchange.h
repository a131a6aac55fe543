// Atomic renames the C library may not wrap: exchanging two folders, and renaming without replacing.
// `cmplint capture` swaps a finished set into place with them, so that at every instant the set's
// name holds a complete set (the old one or the new one), and nothing is followed or overwritten.
#ifndef CMPLINT_FOLDER_EXCHANGE_H
#define CMPLINT_FOLDER_EXCHANGE_H

/// Exchanges `first` (relative to the folder open as `first_dir`) and `second` (relative to
/// `second_dir`) atomically: Linux renameat2(2) with RENAME_EXCHANGE (through syscall(2), whatever
/// the C library wraps), macOS renameatx_np(2) with RENAME_SWAP. Neither name's symbolic link is
/// followed. Returns 0, or the errno: ENOSYS or EINVAL where the system or file system cannot
/// exchange (the caller then falls back to two renames).
int cmplint_rename_exchange(int first_dir, const char *first, int second_dir, const char *second);

/// Renames `from` to `to` only when `to` does not exist (Linux RENAME_NOREPLACE, macOS
/// RENAME_EXCL). Returns 0, or the errno (EEXIST when `to` exists; ENOSYS or EINVAL where the system
/// cannot, and the caller checks and renames instead).
int cmplint_rename_noreplace(int from_dir, const char *from, int to_dir, const char *to);

#endif
