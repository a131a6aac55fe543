# Build and install cmplint (docs/install.md).
#
#   make                    release build: .build/release/cmplint and cmplint-capture (need the Swift runtime)
#   make static             Linux: self-contained .build/static/cmplint and cmplint-capture
#   make dist               release assets for this machine in .build/dist (scripts/dist.py)
#   make install            install to $(DESTDIR)$(PREFIX)/bin (the static binary on Linux)
#   make uninstall
#   make generate           regenerate every generated file (CONTRIBUTING.md "Generated files")
#
# PREFIX (default /usr/local) and DESTDIR (staging root for packages, default empty) work as in
# the GNU coding standards: https://www.gnu.org/prep/standards/html_node/DESTDIR.html
# INSTALLED (the binary `install` copies) may be given to install a binary built elsewhere;
# cmplint-capture, which `cmplint capture` runs, is taken from the same folder.

PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
SWIFT ?= swift

# The commit `cmplint --version` prints after the version (Package.swift reads CMPLINT_COMMIT;
# nothing outside a git checkout).
CMPLINT_COMMIT ?= $(shell git rev-parse --short HEAD 2>/dev/null)
export CMPLINT_COMMIT

# The static build has its own build folder: it does not relink .build/release, and it can run
# while another SwiftPM command holds .build (Tests/CLITests/InstallTests.swift runs it under `swift test`).
STATIC_SCRATCH = .build/static-build

ifeq ($(shell uname -s),Linux)
INSTALLED ?= .build/static/cmplint
else
INSTALLED ?= .build/release/cmplint
endif

.PHONY: all build static dist install uninstall generate

all: build

build:
	$(SWIFT) build -c release --product cmplint
	$(SWIFT) build -c release --product cmplint-capture

# The Swift runtime and Foundation linked in (--static-swift-stdlib, Linux only), and libyaml from
# libyaml.a. CYAML's module map autolinks `-lyaml`, which the linker looks up along the -L folders in
# order, and SwiftPM adds each pkg-config file's libdir (for zlib and libyaml: the system folder,
# with libyaml.so). So copies of both pkg-config files come first on PKG_CONFIG_PATH: libyaml's
# names a folder holding only libyaml.a, zlib's no folder (-lz is still found in the system one).
# The binary then needs only glibc, libstdc++/libgcc and zlib, which every Debian and Ubuntu image
# has (docs/install.md; InstallTests checks its ldd list). cmplint-capture links FoundationNetworking
# in too, and through it the system's libcurl (libcurl4-openssl-dev to build, libcurl4 to run).
STATIC_PKG_CONFIG = $(abspath $(STATIC_SCRATCH)/pkgconfig)
STATIC_YAML_DIR = $(abspath $(STATIC_SCRATCH)/libyaml-static)
static:
	mkdir -p $(STATIC_PKG_CONFIG) $(STATIC_YAML_DIR)
	ln -sf "$$(pkg-config --variable=libdir yaml-0.1)/libyaml.a" $(STATIC_YAML_DIR)/libyaml.a
	sed 's|^Libs:.*|Libs: -L$(STATIC_YAML_DIR) -lyaml|' "$$(pkg-config --variable=pcfiledir yaml-0.1)/yaml-0.1.pc" \
		> $(STATIC_PKG_CONFIG)/yaml-0.1.pc
	if pkg-config --exists zlib; then \
		sed 's|^Libs:.*|Libs: -lz|' "$$(pkg-config --variable=pcfiledir zlib)/zlib.pc" > $(STATIC_PKG_CONFIG)/zlib.pc; fi
	PKG_CONFIG_PATH="$(STATIC_PKG_CONFIG)$${PKG_CONFIG_PATH:+:$$PKG_CONFIG_PATH}" \
		$(SWIFT) build -c release --product cmplint --scratch-path $(STATIC_SCRATCH) --static-swift-stdlib
	PKG_CONFIG_PATH="$(STATIC_PKG_CONFIG)$${PKG_CONFIG_PATH:+:$$PKG_CONFIG_PATH}" \
		$(SWIFT) build -c release --product cmplint-capture --scratch-path $(STATIC_SCRATCH) --static-swift-stdlib
	mkdir -p .build/static
	for binary in cmplint cmplint-capture; do \
		cp $(STATIC_SCRATCH)/release/$$binary .build/static/$$binary.partial \
		&& mv -f .build/static/$$binary.partial .build/static/$$binary || exit 1; done

# The release assets for this machine (archive, artifact bundle, SHA256SUMS) in .build/dist: the
# static binary on Linux, a universal (arm64 + x86_64) release build on macOS.
ifeq ($(shell uname -s),Linux)
DIST_BINARY = .build/static/cmplint
else
DIST_BINARY = .build/apple/Products/Release/cmplint
endif
.build/apple/Products/Release/cmplint:
	$(SWIFT) build -c release --product cmplint --arch arm64 --arch x86_64
	$(SWIFT) build -c release --product cmplint-capture --arch arm64 --arch x86_64

dist: $(DIST_BINARY)
	rm -rf .build/dist
	python3 scripts/dist.py build $(DIST_BINARY) .build/dist

.build/release/cmplint: build
.build/static/cmplint: static

install: $(INSTALLED)
	install -d "$(DESTDIR)$(BINDIR)"
	install -m 755 "$(INSTALLED)" "$(DESTDIR)$(BINDIR)/cmplint"
	install -m 755 "$(dir $(INSTALLED))cmplint-capture" "$(DESTDIR)$(BINDIR)/cmplint-capture"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/cmplint" "$(DESTDIR)$(BINDIR)/cmplint-capture"

# Every file generated from the rules, the functions and the reporters, then the ones that changed.
# The language table is left out: it is derived from corpora that are not in the repository.
GENERATED = docs/rules docs/functions.md schema Tests/Fixtures/golden
generate:
	$(SWIFT) build --product cmplint
	bin="$$($(SWIFT) build --show-bin-path)/cmplint" && \
		"$$bin" rules --format markdown --output docs/rules && \
		"$$bin" functions --format markdown > docs/functions.md.partial && \
		mv -f docs/functions.md.partial docs/functions.md && \
		"$$bin" schema --output schema/
	CMPLINT_UPDATE_GOLDEN=1 $(SWIFT) test --filter "ReportGolden|InspectReportGolden"
	@echo "generate: regenerated $(GENERATED); changed:"
	@git status --short -- $(GENERATED) | sed 's/^/  /'; git status --short -- $(GENERATED) | grep -q . || echo "  nothing"
