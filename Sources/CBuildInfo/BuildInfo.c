#include "BuildInfo.h"

#ifndef CMPLINT_COMMIT
#define CMPLINT_COMMIT ""
#endif

const char *cmplint_build_commit(void) { return CMPLINT_COMMIT; }
