#ifndef CMPLINT_RULE_FILE_CACHE_H
#define CMPLINT_RULE_FILE_CACHE_H

/// The default rule files parsed ahead of time (RuleFileCache in the CMPLint library, written by
/// `CMPLINT_UPDATE_RULE_CACHE=1 swift test --filter RuleFileCacheTests`), kept in the binary's
/// read-only data.
const unsigned char *cmplint_rule_file_cache(void);
/// How many bytes cmplint_rule_file_cache() holds (the string literal's closing NUL excluded).
unsigned long cmplint_rule_file_cache_size(void);

#endif
