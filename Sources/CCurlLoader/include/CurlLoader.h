// One HTTP GET through libcurl (https://curl.se/libcurl/c/), loaded with dlopen when first used.
// `cmplint capture` is the only command that reaches the network, so libcurl is not linked: every
// other command starts without loading it and its dependencies (TLS, HTTP/2, IDN, SSH, LDAP), and
// runs where libcurl is not installed.
#ifndef CMPLINT_CURL_LOADER_H
#define CMPLINT_CURL_LOADER_H

#include <stddef.h>

/// The outcome of one GET. `status` is the HTTP status when `error` is 0; otherwise `error` is a
/// libcurl error code (https://curl.se/libcurl/c/libcurl-errors.html), or -1 when libcurl could not
/// be loaded, and `message` says why.
typedef struct {
    long status;
    int error;
    /// Set when the transfer stopped because the body grew past `max_body_bytes`.
    int too_large;
    /// Set when the transfer stopped because the headers grew past `max_header_bytes`.
    int header_too_large;
    char message[256];
    /// The body as received (after content decoding), malloc'd; `body_length` bytes.
    unsigned char *body;
    size_t body_length;
    /// The last response's `Retry-After` header value, malloc'd, or NULL.
    char *retry_after;
    /// The last response's `Location` header value, malloc'd, or NULL.
    char *location;
} cmplint_http_result;

/// GETs `url` with the `header_count` request headers `headers` ("Name: value"), giving up after
/// `timeout_ms` milliseconds, when the body grows past `max_body_bytes` or the response headers past
/// `max_header_bytes`. HTTP and HTTPS only; follows no redirect (a 3xx is the result, with its
/// `Location`). Sends no cookie, keeps none, and installs no signal handler.
/// Free the result with `cmplint_http_result_free`.
void cmplint_http_get(const char *url, const char *const *headers, int header_count, long timeout_ms,
                      size_t max_body_bytes, size_t max_header_bytes, cmplint_http_result *result);

void cmplint_http_result_free(cmplint_http_result *result);

#endif
