#ifndef CMPLINT_BUILD_INFO_H
#define CMPLINT_BUILD_INFO_H

/// The git commit cmplint was built from ("" when the build was not given one): `make static` and
/// `make dist` pass it as CMPLINT_COMMIT, which Package.swift turns into a define of this target only,
/// so a new commit recompiles one C file and relinks, and a plain `swift build` prints no commit.
const char *cmplint_build_commit(void);

#endif
