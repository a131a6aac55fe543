# cmplint in a container: build the self-contained binary in the official Swift image, run it from
# a slim Debian image (docs/install.md). Tests/CLITests/DockerfileTests.swift runs the build
# stage's commands locally; .ci/run lints this file with hadolint.
#
#   docker build -t cmplint .
#   docker run --rm -v "$PWD:/work" cmplint lint Snapshots/

# Debian 12 (bookworm) in both stages: the binary needs the build stage's glibc or newer.
FROM swift:6.3-bookworm AS build
# The build stage's packages follow the Swift image's Debian release; nothing of them ships but libyaml.a.
# hadolint ignore=DL3008
RUN apt-get update \
    && apt-get install -y --no-install-recommends libyaml-dev libcurl4-openssl-dev pkg-config make \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY . .
RUN make static \
    && .build/static/cmplint --version \
    && .build/static/cmplint-capture --help > /dev/null

FROM debian:bookworm-slim
# cmplint-capture (`cmplint capture`) needs libcurl, which FoundationNetworking links.
# hadolint ignore=DL3008
RUN apt-get update \
    && apt-get install -y --no-install-recommends libcurl4 ca-certificates \
    && rm -rf /var/lib/apt/lists/*
COPY --from=build /src/.build/static/cmplint /usr/local/bin/cmplint
COPY --from=build /src/.build/static/cmplint-capture /usr/local/bin/cmplint-capture
COPY --from=build /src/LICENSE /src/NOTICE /usr/share/doc/cmplint/
WORKDIR /work
USER 65534:65534
ENTRYPOINT ["cmplint"]
CMD ["--help"]
