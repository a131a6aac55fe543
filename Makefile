# Build and install cmplint (README "Install").
#
#   make                    release build: .build/release/cmplint (needs the Swift runtime)
#   make static             Linux: self-contained binary .build/static/cmplint
#   make install            install to $(DESTDIR)$(PREFIX)/bin (the static binary on Linux)
#   make uninstall
#
# PREFIX (default /usr/local) and DESTDIR (staging root for packages, default empty) work as in
# the GNU coding standards: https://www.gnu.org/prep/standards/html_node/DESTDIR.html
# INSTALLED (the binary `install` copies) may be given to install a binary built elsewhere.

PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
SWIFT ?= swift

# The static build has its own build folder: it does not relink .build/release, and it can run
# while another SwiftPM command holds .build (Tests/CLITests/InstallTests.swift runs it under `swift test`).
STATIC_SCRATCH = .build/static-build

ifeq ($(shell uname -s),Linux)
INSTALLED ?= .build/static/cmplint
else
INSTALLED ?= .build/release/cmplint
endif

.PHONY: all build static install uninstall

all: build

build:
	$(SWIFT) build -c release --product cmplint

# The Swift runtime and Foundation linked in (--static-swift-stdlib, Linux only), so the binary runs
# on machines without Swift. It still needs glibc, libstdc++, zlib (zlib1g, which inflates app archives) and libyaml (libyaml-0-2): libyaml.a offered
# through -Xlinker -L was not picked (README "Install").
static:
	$(SWIFT) build -c release --product cmplint --scratch-path $(STATIC_SCRATCH) --static-swift-stdlib
	mkdir -p .build/static
	cp $(STATIC_SCRATCH)/release/cmplint .build/static/cmplint

.build/release/cmplint: build
.build/static/cmplint: static

install: $(INSTALLED)
	install -d "$(DESTDIR)$(BINDIR)"
	install -m 755 "$(INSTALLED)" "$(DESTDIR)$(BINDIR)/cmplint"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/cmplint"
