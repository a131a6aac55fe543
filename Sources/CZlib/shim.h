// zlib (https://zlib.net/manual.html): raw inflate of the deflate entries of app archives.
#include <zlib.h>
