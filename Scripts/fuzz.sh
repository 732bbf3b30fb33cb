#!/usr/bin/env bash
# Fuzzes every untrusted-input entry point of PaymentRequestKit with libFuzzer and AddressSanitizer.
#
# Usage: Scripts/fuzz.sh [--seconds N | --runs N] [--jobs N] [libFuzzer options...]
#
# The target is the library's sources compiled with the harness (Fuzz/FuzzMain.swift) and its invariants
# (Tests/PaymentRequestKitTests/Fuzz/FuzzChecks.swift). The input's first byte chooses one of its formats: every
# reader of untrusted bytes (requests, updates, events, results, merchant validation, snapshots, payments, tokens,
# envelopes, decrypted data, provisioning documents, W3C and Google Pay documents, amounts as text, and DER), each
# with its invariants: round trips, agreement of the strict and Codable paths, capped reports, valid exports. It starts
# from a seed corpus of the example documents, the test certificates and the regression inputs, with a dictionary
# of the wire keys. A finding is saved to Fuzz/Regressions/ (where `swift test` replays it) and fails the run.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=60
runs=""
jobs=1
extra=()
while [ $# -gt 0 ]; do
    case "$1" in
        --seconds) seconds="$2"; shift 2 ;;
        --runs) runs="$2"; shift 2 ;;
        --jobs) jobs="$2"; shift 2 ;;
        *) extra+=("$1"); shift ;;
    esac
done

out=.build/fuzz
mkdir -p "$out"
binary="$out/payment-request-fuzzer"
sources=$(find Sources/PaymentRequestKit -name '*.swift' | sort)
# Rebuilt when any input is newer than the binary. (No "| head" here: under pipefail, the writer's SIGPIPE
# once ended this script early, and silently.)
stale=yes
if [ -x "$binary" ]; then
    stale=$(find Sources/PaymentRequestKit Fuzz/FuzzMain.swift Tests/PaymentRequestKitTests/Fuzz/FuzzChecks.swift \
        Tests/PaymentRequestKitTests/Fuzz/PlainRequestRecipe.swift -name '*.swift' -newer "$binary" -print -quit)
fi
if [ -n "$stale" ]; then
    echo "Building $binary"
    # shellcheck disable=SC2086
    swiftc -O -sanitize=fuzzer,address -parse-as-library -D FUZZING -module-name PaymentRequestKit -package-name PaymentRequestKit \
        $sources Tests/PaymentRequestKitTests/Fuzz/FuzzChecks.swift Tests/PaymentRequestKitTests/Fuzz/PlainRequestRecipe.swift \
        Fuzz/FuzzMain.swift -o "$binary" \
        2> >(grep -v "Cannot export local symbol" >&2)
fi

# The seed corpus: examples, regressions, and the test certificates as DER.
seeds="$out/seeds"
rm -rf "$seeds"
mkdir -p "$seeds" "$out/corpus"
cp Examples/Requests/*.json Examples/Provisioning/*.json Examples/Session/*.json Examples/Tokens/*.json "$seeds/"
# The W3C and Google Pay exports, renamed so that the two files of one request do not overwrite each other.
for file in Examples/Interop/*.json; do cp "$file" "$seeds/interop-$(basename "$file")"; done
cp Fuzz/Regressions/* "$seeds/" 2>/dev/null || true
grep -o '"[A-Za-z0-9+/=]\{200,\}"' Tests/PaymentRequestKitTests/Provisioning/TestCertificates.swift | tr -d '"' |
    while read -r certificate; do
        echo "$certificate" | base64 -d > "$seeds/certificate-$(echo "$certificate" | cksum | cut -d' ' -f1).der"
    done

# The target's first byte chooses the format (FuzzChecks.formats), so every seed is given once after each
# format's byte.
formats=$(grep -c '^        Format(name:' Tests/PaymentRequestKitTests/Fuzz/FuzzChecks.swift)
prefixed="$out/prefixed-seeds"
rm -rf "$prefixed"
mkdir -p "$prefixed"
for seed in "$seeds"/*; do
    for ((format = 0; format < formats; format++)); do
        { printf "\\$(printf '%03o' "$format")"; cat "$seed"; } > "$prefixed/$format-$(basename "$seed")"
    done
done
seeds="$prefixed"

limit=(-max_total_time="$seconds")
[ -n "$runs" ] && limit=(-runs="$runs")
findings="$out/findings"
# Each run's findings are its own; earlier ones were copied to Fuzz/Regressions when they were found.
rm -rf "$findings"
mkdir -p "$findings"
set +e
# -jobs only for more than one: libFuzzer forks workers for any -jobs, each writing fuzz-N.log where it runs.
parallel=()
[ "$jobs" -gt 1 ] && parallel=(-jobs="$jobs" -workers="$jobs")
"$binary" "$out/corpus" "$seeds" -dict=Fuzz/wire-keys.dict -max_len=16384 -timeout=10 -rss_limit_mb=2048 \
    -artifact_prefix="$findings/" -print_final_stats=1 ${parallel[@]+"${parallel[@]}"} "${limit[@]}" \
    ${extra[@]+"${extra[@]}"} 2>&1 | tee "$out/last-run.log" | grep -E "^#[0-9]+.*(DONE|pulse)|ERROR|Invariants|stat::number_of_executed_units|Fatal|SUMMARY" 
status=${PIPESTATUS[0]}
set -e
found=$(find "$findings" -type f)
if [ -n "$found" ]; then
    for file in $found; do cp "$file" "Fuzz/Regressions/"; done
    echo "Findings saved to Fuzz/Regressions/ (replayed by swift test): $found"
    exit 1
fi
[ "$status" -eq 0 ] || { echo "the fuzzer exited with $status; see $out/last-run.log"; exit "$status"; }
echo "Fuzzing finished clean."
