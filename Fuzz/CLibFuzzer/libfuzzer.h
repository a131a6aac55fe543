// libFuzzer's entry points (https://llvm.org/docs/LibFuzzer.html): the harness each fuzz target
// defines, and the driver a program with its own `main` calls to run it. The symbols come from the
// libFuzzer runtime that `-sanitize=fuzzer` links in.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
