#!/usr/bin/env bash
# The GitHub Action's download path (action.yml): fetches the release archive of cmplint
# CMPLINT_VERSION for this runner (RUNNER_OS, RUNNER_ARCH) and the release's SHA256SUMS from
# CMPLINT_RELEASE_URL/vVERSION/, checks the archive's SHA-256 BEFORE anything from it runs, and
# unpacks the binary into the tool cache (RUNNER_TOOL_CACHE/cmplint/VERSION/). A cached archive is
# checked against the cached SHA256SUMS again on every run. Writes CMPLINT=PATH to GITHUB_ENV.
# Exit 2 when no binary exists for the runner or a checksum does not match.
set -euo pipefail

version=${CMPLINT_VERSION#v}
case "${RUNNER_OS:-}/${RUNNER_ARCH:-}" in
  Linux/X64) name=x86_64-unknown-linux-gnu ;;
  Linux/ARM64) name=aarch64-unknown-linux-gnu ;;
  macOS/X64 | macOS/ARM64) name=universal-apple-macosx ;;
  *)
    echo "::error::cmplint: no release binary for ${RUNNER_OS:-?} ${RUNNER_ARCH:-?}; set build-from-source: true"
    exit 2
    ;;
esac
asset="cmplint-$version-$name.tar.gz"
cache="${RUNNER_TOOL_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}}/cmplint/$CMPLINT_VERSION/$name"
mkdir -p "$cache"

if [ ! -f "$cache/$asset" ] || [ ! -f "$cache/SHA256SUMS" ]; then
  base="${CMPLINT_RELEASE_URL%/}/v$version"
  for file in SHA256SUMS "$asset"; do
    curl --fail --silent --show-error --location --retry 3 --output "$cache/$file.partial" "$base/$file"
  done
  mv "$cache/SHA256SUMS.partial" "$cache/SHA256SUMS"
  mv "$cache/$asset.partial" "$cache/$asset"
fi

expected=$(awk -v file="$asset" '$2 == file || $2 == "*" file { print $1 }' "$cache/SHA256SUMS")
if command -v sha256sum > /dev/null; then
  actual=$(sha256sum "$cache/$asset" | cut -d' ' -f1)
else
  actual=$(shasum -a 256 "$cache/$asset" | cut -d' ' -f1)
fi
if [ -z "$expected" ] || [ "$expected" != "$actual" ]; then
  echo "::error::cmplint: $asset does not match its SHA-256 in SHA256SUMS (expected ${expected:-none}, got $actual); not running it"
  rm -f "$cache/$asset" "$cache/SHA256SUMS" "$cache/cmplint"
  exit 2
fi

# The binary comes from the checked archive on every run, so a changed cache cannot slip one in.
rm -rf "$cache/unpacked"
mkdir "$cache/unpacked"
tar -xzf "$cache/$asset" -C "$cache/unpacked"
mv -f "$cache/unpacked/cmplint-$version-$name/cmplint" "$cache/cmplint"
rm -rf "$cache/unpacked"
echo "CMPLINT=$cache/cmplint" >> "$GITHUB_ENV"
