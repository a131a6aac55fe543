#include "CurlLoader.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

// libcurl's ABI (https://curl.se/libcurl/c/curl_easy_setopt.html): option ids are a type base
// (long 0, object pointer 10000, function pointer 20000) plus a number that never changes.
enum {
    OPT_WRITEDATA = 10001,
    OPT_URL = 10002,
    OPT_ERRORBUFFER = 10010,
    OPT_WRITEFUNCTION = 20011,
    OPT_HTTPHEADER = 10023,
    OPT_HEADERDATA = 10029,
    OPT_FOLLOWLOCATION = 52,
    OPT_HEADERFUNCTION = 20079,
    OPT_NOSIGNAL = 99,
    OPT_ACCEPT_ENCODING = 10102,
    OPT_TIMEOUT_MS = 155,
    OPT_CONNECTTIMEOUT_MS = 156,
    OPT_PROTOCOLS = 181,
};
enum { PROTO_HTTP = 1, PROTO_HTTPS = 2 };
enum { INFO_RESPONSE_CODE = 0x200000 + 2 };  // CURLINFO_LONG + 2
enum { GLOBAL_DEFAULT = 3 };                  // CURL_GLOBAL_SSL | CURL_GLOBAL_WIN32
enum { ERROR_SIZE = 256 };                    // CURL_ERROR_SIZE

struct slist;
typedef void *(*easy_init_fn)(void);
typedef int (*easy_setopt_fn)(void *, int, ...);
typedef int (*easy_perform_fn)(void *);
typedef int (*easy_getinfo_fn)(void *, int, ...);
typedef void (*easy_cleanup_fn)(void *);
typedef const char *(*easy_strerror_fn)(int);
typedef struct slist *(*slist_append_fn)(struct slist *, const char *);
typedef void (*slist_free_all_fn)(struct slist *);
typedef int (*global_init_fn)(long);

static struct {
    easy_init_fn easy_init;
    easy_setopt_fn easy_setopt;
    easy_perform_fn easy_perform;
    easy_getinfo_fn easy_getinfo;
    easy_cleanup_fn easy_cleanup;
    easy_strerror_fn easy_strerror;
    slist_append_fn slist_append;
    slist_free_all_fn slist_free_all;
    char failure[200];
} curl;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;

// Loads libcurl once per process; `curl.failure` says why when it could not.
static void load(void) {
#ifdef __APPLE__
    static const char *const names[] = {"libcurl.4.dylib", "/usr/lib/libcurl.4.dylib", "libcurl.dylib"};
#else
    static const char *const names[] = {"libcurl.so.4", "libcurl-gnutls.so.4", "libcurl.so"};
#endif
    void *library = NULL;
    for (size_t i = 0; i < sizeof names / sizeof *names && !library; i++) library = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        snprintf(curl.failure, sizeof curl.failure, "libcurl is not installed (%s); install libcurl4 to capture", names[0]);
        return;
    }
    global_init_fn global_init = (global_init_fn)dlsym(library, "curl_global_init");
    curl.easy_init = (easy_init_fn)dlsym(library, "curl_easy_init");
    curl.easy_setopt = (easy_setopt_fn)dlsym(library, "curl_easy_setopt");
    curl.easy_perform = (easy_perform_fn)dlsym(library, "curl_easy_perform");
    curl.easy_getinfo = (easy_getinfo_fn)dlsym(library, "curl_easy_getinfo");
    curl.easy_cleanup = (easy_cleanup_fn)dlsym(library, "curl_easy_cleanup");
    curl.easy_strerror = (easy_strerror_fn)dlsym(library, "curl_easy_strerror");
    curl.slist_append = (slist_append_fn)dlsym(library, "curl_slist_append");
    curl.slist_free_all = (slist_free_all_fn)dlsym(library, "curl_slist_free_all");
    if (!global_init || !curl.easy_init || !curl.easy_setopt || !curl.easy_perform || !curl.easy_getinfo ||
        !curl.easy_cleanup || !curl.easy_strerror || !curl.slist_append || !curl.slist_free_all) {
        snprintf(curl.failure, sizeof curl.failure, "the libcurl found lacks the functions cmplint calls");
        curl.easy_init = NULL;
        return;
    }
    // Not thread-safe in older libcurl versions, hence once, before any transfer.
    global_init(GLOBAL_DEFAULT);
}

/// What the callbacks fill.
typedef struct {
    cmplint_http_result *result;
    size_t capacity;
    size_t max_body_bytes;
    size_t max_header_bytes;
    size_t header_bytes;
} transfer;

static size_t on_body(char *data, size_t size, size_t count, void *context) {
    transfer *t = context;
    size_t n = size * count;
    cmplint_http_result *r = t->result;
    if (r->body_length + n > t->max_body_bytes) {
        r->too_large = 1;
        return 0;  // libcurl stops with CURLE_WRITE_ERROR
    }
    if (r->body_length + n > t->capacity) {
        size_t capacity = t->capacity ? t->capacity : 64 * 1024;
        while (capacity < r->body_length + n) capacity *= 2;
        unsigned char *grown = realloc(r->body, capacity);
        if (!grown) return 0;
        r->body = grown;
        t->capacity = capacity;
    }
    memcpy(r->body + r->body_length, data, n);
    r->body_length += n;
    return n;
}

// The value of header line `data` (`n` bytes) when its name is `name` (lower-case, with the colon),
// malloc'd without surrounding whitespace; NULL otherwise.
static char *header_value(const char *data, size_t n, const char *name) {
    size_t name_length = strlen(name);
    if (n <= name_length || strncasecmp(data, name, name_length) != 0) return NULL;
    size_t start = name_length, end = n;
    while (start < end && (data[start] == ' ' || data[start] == '\t')) start++;
    while (end > start && (data[end - 1] == '\r' || data[end - 1] == '\n' || data[end - 1] == ' ' || data[end - 1] == '\t')) end--;
    char *value = malloc(end - start + 1);
    if (value) {
        memcpy(value, data + start, end - start);
        value[end - start] = 0;
    }
    return value;
}

// Replaces `*slot` with `value` when there is one.
static void keep(char **slot, char *value) {
    if (!value) return;
    free(*slot);
    *slot = value;
}

static size_t on_header(char *data, size_t size, size_t count, void *context) {
    transfer *t = context;
    size_t n = size * count;
    t->header_bytes += n;
    if (t->header_bytes > t->max_header_bytes) {
        t->result->header_too_large = 1;
        return 0;  // libcurl stops with CURLE_WRITE_ERROR
    }
    // A status line starts another response (an interim 1xx): only the last one's headers count.
    if (n >= 5 && strncmp(data, "HTTP/", 5) == 0) {
        free(t->result->retry_after);
        free(t->result->location);
        t->result->retry_after = NULL;
        t->result->location = NULL;
        return n;
    }
    keep(&t->result->retry_after, header_value(data, n, "retry-after:"));
    keep(&t->result->location, header_value(data, n, "location:"));
    return n;
}

void cmplint_http_get(const char *url, const char *const *headers, int header_count, long timeout_ms,
                      size_t max_body_bytes, size_t max_header_bytes, cmplint_http_result *result) {
    memset(result, 0, sizeof *result);
    pthread_once(&load_once, load);
    if (!curl.easy_init) {
        result->error = -1;
        snprintf(result->message, sizeof result->message, "%s", curl.failure);
        return;
    }
    void *handle = curl.easy_init();
    if (!handle) {
        result->error = -1;
        snprintf(result->message, sizeof result->message, "libcurl could not start a transfer");
        return;
    }
    struct slist *list = NULL;
    for (int i = 0; i < header_count; i++) list = curl.slist_append(list, headers[i]);
    transfer t = {result, 0, max_body_bytes, max_header_bytes, 0};
    char error_buffer[ERROR_SIZE] = {0};
    int code = 0;
    // Every option is checked: an option libcurl does not take must not go unnoticed.
#define SET(option, value) if (code == 0) code = curl.easy_setopt(handle, option, value)
    SET(OPT_ERRORBUFFER, error_buffer);
    SET(OPT_URL, url);
    SET(OPT_HTTPHEADER, list);
    SET(OPT_WRITEFUNCTION, on_body);
    SET(OPT_WRITEDATA, &t);
    SET(OPT_HEADERFUNCTION, on_header);
    SET(OPT_HEADERDATA, &t);
    SET(OPT_NOSIGNAL, 1L);
    SET(OPT_TIMEOUT_MS, timeout_ms);
    SET(OPT_CONNECTTIMEOUT_MS, timeout_ms);
    // Redirects come back as they are: the capture decides which to follow (RedirectPolicy).
    SET(OPT_FOLLOWLOCATION, 0L);
    SET(OPT_PROTOCOLS, (long)(PROTO_HTTP | PROTO_HTTPS));
    SET(OPT_ACCEPT_ENCODING, "");
#undef SET
    if (code == 0) code = curl.easy_perform(handle);
    if (code == 0) code = curl.easy_getinfo(handle, INFO_RESPONSE_CODE, &result->status);
    if (code != 0) {
        result->error = code;
        if (result->too_large)
            snprintf(result->message, sizeof result->message, "the response is larger than %zu bytes", max_body_bytes);
        else if (result->header_too_large)
            snprintf(result->message, sizeof result->message, "the response headers are larger than %zu bytes", max_header_bytes);
        else
            snprintf(result->message, sizeof result->message, "%s", error_buffer[0] ? error_buffer : curl.easy_strerror(code));
    }
    curl.slist_free_all(list);
    curl.easy_cleanup(handle);
}

void cmplint_http_result_free(cmplint_http_result *result) {
    free(result->body);
    free(result->retry_after);
    free(result->location);
    result->body = NULL;
    result->retry_after = NULL;
    result->location = NULL;
}
