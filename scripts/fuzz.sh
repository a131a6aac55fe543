#!/usr/bin/env bash
# Builds cmplint's libFuzzer targets (Fuzz/) and runs them.
#
#   scripts/fuzz.sh [TARGET...] [SECONDS]
#
# TARGET is json, yaml, tcf-v2, tcf-v1, gpp, ac, us-privacy, ot-consent, personal-data, lint, capture, archive, regex,
# gvl, manifest or app-declaration (default: all of them); SECONDS is how long each runs (default 30).
# Everything lives in .build-fuzz/: the sanitizer build, and in fuzz/ the seeds generated from
# samples/, rules/ and the tests (for archive: small app artifacts built from samples/, some of them
# ZIP64) in seeds/TARGET, made afresh each run,
# the corpus libFuzzer grows (corpus/TARGET, kept between runs), reproducers of failures
# (crashes/TARGET/) and each target's log and summary. A crash, a sanitizer report, a failed
# property check, an input slower than FUZZ_TIMEOUT seconds (default 10) or a run above
# FUZZ_RSS_LIMIT_MB (default 2048) stops the target, and the script exits 1 after the others.
# FUZZ_MAX_LEN bounds input size (default 4 MiB). Extra libFuzzer flags: FUZZ_FLAGS="-jobs=2".
# FUZZ_BUILD names another build folder (default .build-fuzz), e.g. to build while a run goes on.
# FUZZ_QUICK=1 builds without optimization (-Onone; default folder .build-fuzz-quick): a third of the
# build's CPU time for runs about five times slower, what .ci/run's short runs need.
set -euo pipefail
cd "$(dirname "$0")/.."

all_targets=(json yaml tcf-v2 tcf-v1 gpp ac us-privacy ot-consent personal-data lint capture archive regex gvl manifest
  app-declaration)
targets=()
seconds=30
for argument in "$@"; do
  if [[ "$argument" =~ ^[0-9]+$ ]]; then
    seconds=$argument
  elif [[ " ${all_targets[*]} " == *" $argument "* ]]; then
    targets+=("$argument")
  else
    echo "usage: scripts/fuzz.sh [TARGET...] [SECONDS]; targets: ${all_targets[*]}" >&2
    exit 2
  fi
done
[ ${#targets[@]} -gt 0 ] || targets=("${all_targets[@]}")

if [ "${FUZZ_QUICK:-0}" = 1 ]; then
  build=${FUZZ_BUILD:-.build-fuzz-quick}
  optimization=(-Xswiftc -Onone)
else
  build=${FUZZ_BUILD:-.build-fuzz}
  optimization=()
fi
bin=$build/release
work=$build/fuzz
# The dictionary of each target (Fuzz/dictionaries/).
dictionary() {
  case $1 in
    json | lint | capture | gvl | manifest) echo Fuzz/dictionaries/json.dict ;;
    app-declaration) echo Fuzz/dictionaries/app-declaration.dict ;;
    yaml) echo Fuzz/dictionaries/yaml.dict ;;
    archive) echo Fuzz/dictionaries/zip.dict ;;
    regex) echo Fuzz/dictionaries/regex.dict ;;
    *) echo Fuzz/dictionaries/consent.dict ;;
  esac
}

# Release build with libFuzzer's coverage and AddressSanitizer; -enable-testing for the internals
# that fuzz-yaml (Configuration.parse) and fuzz-personal-data (PersonalDataFinder) call.
# CMPLINT_FUZZ=1 makes Package.swift declare the targets.
# (The linker's warning that ASan's __asan_extra_spill_area cannot be exported is harmless.)
mkdir -p "$work"
for target in "${targets[@]}"; do
  if ! CMPLINT_FUZZ=1 swift build -c release --scratch-path "$build" --product "fuzz-$target" \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -enable-testing ${optimization[@]+"${optimization[@]}"} > "$work/build.log" 2>&1; then
    cat "$work/build.log" >&2
    echo "fuzz-$target did not build" >&2
    exit 2
  fi
  grep -v "__asan_extra_spill_area" "$work/build.log" | grep -E "error|warning|Compiling|Build of" || true
done

# Swift keeps object references in the spare bits of enum payloads, where LeakSanitizer does not
# see them, so it reports the ruleset held in a global as leaked: leak detection is off; memory
# growth is caught by -rss_limit_mb instead.
export ASAN_OPTIONS="detect_leaks=0:${ASAN_OPTIONS:-}"
# Swift's own crash backtracer runs inside the crashed process, where ASan flags its stack reads;
# libFuzzer's handler prints the stack instead.
export SWIFT_BACKTRACE=enable=no

# Runs one target; its summary line goes to $work/TARGET.result, libFuzzer's output to .log.
fuzz_target() {
  local target=$1 seeds=$work/seeds/$1 corpus=$work/corpus/$1 artifacts=$work/crashes/$1
  local log=$work/$1.log status=0 started=$SECONDS
  rm -rf "$seeds"
  mkdir -p "$corpus" "$artifacts"
  "$bin/fuzz-$target" --write-seeds "$seeds" > /dev/null
  # shellcheck disable=SC2086 # FUZZ_FLAGS is a list of flags.
  "$bin/fuzz-$target" -max_total_time="$seconds" -timeout="${FUZZ_TIMEOUT:-10}" \
    -rss_limit_mb="${FUZZ_RSS_LIMIT_MB:-2048}" -max_len="${FUZZ_MAX_LEN:-4194304}" \
    -dict="$(dictionary "$target")" -detect_leaks=0 -print_final_stats=1 \
    -artifact_prefix="$artifacts/" ${FUZZ_FLAGS:-} "$corpus" "$seeds" > "$log" 2>&1 || status=$?
  local runs rate
  runs=$(awk '/^stat::number_of_executed_units:/ { n += $2 } END { print n + 0 }' "$log")
  rate=$(awk '/^stat::average_exec_per_sec:/ { n += $2 } END { print n + 0 }' "$log")
  echo "fuzz-$target: $runs runs in $((SECONDS - started)) s ($rate/s), corpus $(find "$corpus" -type f | wc -l) inputs" > "$work/$target.result"
  if [ "$status" -ne 0 ]; then
    grep -E "^==[0-9]+==ERROR|^SUMMARY|fuzz property failed|Fatal error|ALARM|out-of-memory|Test unit written" "$log" >&2 || tail -20 "$log" >&2
    echo "fuzz-$target failed (exit $status); log: $log; reproduce: $bin/fuzz-$target $artifacts/<file>" >&2
  fi
  return "$status"
}

# FUZZ_PARALLEL targets at a time (default: one per CPU).
parallel=${FUZZ_PARALLEL:-$(nproc)}
echo "fuzzing ${targets[*]}: ${seconds}s each, $parallel at a time"
failed=()
pids=()
for target in "${targets[@]}"; do
  while [ "$(jobs -pr | wc -l)" -ge "$parallel" ]; do wait -n || true; done
  fuzz_target "$target" &
  pids+=("$!")
done
for index in "${!targets[@]}"; do
  wait "${pids[$index]}" || failed+=("fuzz-${targets[$index]}")
  cat "$work/${targets[$index]}.result"
done
if [ ${#failed[@]} -gt 0 ]; then
  echo "fuzzing failed: ${failed[*]}" >&2
  exit 1
fi
echo "fuzzing: ${#targets[@]} targets, no failure"
