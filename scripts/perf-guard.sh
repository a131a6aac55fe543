#!/usr/bin/env bash
# The performance regression guard (CONTRIBUTING.md, "Performance"): counts the instructions one release
# `cmplint lint` run executes over a fixed corpus, with Valgrind's callgrind tool
# (https://valgrind.org/docs/manual/cl-manual.html), and compares the count with the budget
# committed in benchmarks/instructions-budget.txt.
#
# Instruction counts do not depend on the machine's load, unlike times, so this cannot flake on a
# shared runner. They do vary a little (environment size, thread interleaving in the concurrent
# run, libc routines picked for the CPU), hence a tolerance: the run fails when it executes more than
# TOLERANCE_PERCENT over the budget. Far below the budget, it only suggests lowering the budget.
#
#   scripts/perf-guard.sh            # measure and compare (exit 1 over budget)
#   scripts/perf-guard.sh --update   # measure and write the count as the new budget (commit it with
#                                    # the change that explains it)
#
# The corpus: samples/clean (4 sets) and the first set of cmplint-bench's deterministic corpus
# (realistic/00: a German set whose vendors snapshot lists 1,199 IAB and 1,209 Google vendors;
# 0.86 MB, minified).
set -euo pipefail
cd "$(dirname "$0")/.."

budget_file=benchmarks/instructions-budget.txt
TOLERANCE_PERCENT=3
LOWER_NOTE_PERCENT=10

update=false
case "${1:-}" in
  "") ;;
  --update) update=true ;;
  *) echo "usage: scripts/perf-guard.sh [--update]" >&2; exit 2 ;;
esac

command -v valgrind >/dev/null && command -v strip >/dev/null || { echo "perf-guard: valgrind and strip are needed (apt-get install valgrind binutils)" >&2; exit 2; }

swift build -c release --product cmplint
swift build -c release --product cmplint-bench
bin=$(swift build -c release --show-bin-path)

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$bin/cmplint-bench" --corpus "$work/corpus" --small-sets 1 --corpus-only >/dev/null
large_set="$work/corpus/realistic/00"

# Counted on a copy without debug information: the count needs none, and Valgrind 3.19 (Debian 12)
# cannot read the DWARF 5 that clang writes for the C targets (CFolderExchange), and gives up.
strip --strip-debug -o "$work/cmplint" "$bin/cmplint"

# Deterministic hashing (https://forums.swift.org/t/psa-the-stdlib-now-uses-randomly-seeded-hash-values/10789): Swift seeds
# Set and Dictionary hashing per process, which would change the work from run to run.
set +e
SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file=/dev/null \
  "$work/cmplint" lint samples/clean "$large_set" >/dev/null 2>"$work/callgrind.log"
status=$?
set -e
if [ "$status" -gt 1 ]; then
  cat "$work/callgrind.log" >&2
  echo "perf-guard: cmplint lint failed under valgrind (exit $status)" >&2
  exit 1
fi
count=$(grep -oE 'Collected : [0-9]+' "$work/callgrind.log" | grep -oE '[0-9]+$' || true)
if [ -z "$count" ]; then
  cat "$work/callgrind.log" >&2
  echo "perf-guard: no instruction count in callgrind's output" >&2
  exit 1
fi

if $update; then
  sed -i -E "s/^[0-9]+$/$count/" "$budget_file"
  echo "perf-guard: budget set to $count instructions in $budget_file"
  exit 0
fi

budget=$(grep -E '^[0-9]+$' "$budget_file")
percent=$(awk -v c="$count" -v b="$budget" 'BEGIN { printf "%+.2f", (c - b) * 100 / b }')
echo "perf-guard: $count instructions, budget $budget ($percent %, tolerance +$TOLERANCE_PERCENT %)"
if awk -v c="$count" -v b="$budget" -v t="$TOLERANCE_PERCENT" 'BEGIN { exit !(c > b * (1 + t / 100)) }'; then
  echo "perf-guard: over budget by more than $TOLERANCE_PERCENT %: find the cost (CONTRIBUTING.md, \"Performance\") or, if it is" \
       "deliberate, run scripts/perf-guard.sh --update and commit the budget with the change" >&2
  exit 1
fi
if awk -v c="$count" -v b="$budget" -v t="$LOWER_NOTE_PERCENT" 'BEGIN { exit !(c < b * (1 - t / 100)) }'; then
  echo "perf-guard: more than $LOWER_NOTE_PERCENT % under budget: lower it (scripts/perf-guard.sh --update) so that it keeps the gain"
fi
