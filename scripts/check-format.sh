#!/bin/bash
# Checks that the Swift sources are formatted as the repository's .swift-format says (swift format
# ships with the toolchain) and that no line is longer than 120 characters, except where the excess
# is text the formatter cannot break (scripts/check-line-length.py says which).
#   scripts/check-format.sh         exit 1 listing what is not formatted
#   scripts/check-format.sh --fix   format in place first
set -euo pipefail
cd "$(dirname "$0")/.."
paths=(Package.swift Sources Tests Plugins Fuzz plugin)
if [[ "${1:-}" == "--fix" ]]; then
    swift format format --in-place --recursive --parallel "${paths[@]}"
fi
status=0
if ! swift format lint --strict --recursive --parallel "${paths[@]}"; then
    echo "error: the sources are not formatted; run scripts/check-format.sh --fix" >&2
    status=1
fi
if ! find "${paths[@]}" -name '*.swift' -print0 | xargs -0 python3 scripts/check-line-length.py; then
    echo "error: lines longer than 120 characters" >&2
    status=1
fi
exit $status
