#!/usr/bin/env bash
# Fuzzes every untrusted-input entry point of PaymentRequestKit with libFuzzer and AddressSanitizer.
#
# Usage: Scripts/fuzz.sh [--decryption] [--seconds N | --runs N] [--jobs N] [libFuzzer options...]
#
# With --decryption, the target is the PaymentTokenDecryption product, which links libcrypto: its sources compiled
# over the library's (built as a module of its own) with Fuzz/FuzzMain.swift and the invariants in
# Tests/PaymentTokenDecryptionTests/Fuzz/DecryptionFuzzChecks.swift: token signatures through a warm chain cache
# and through none (and never accepted where OpenSSL's CMS_verify refuses), token envelopes decrypted both ways,
# ephemeral keys through the fast path and OpenSSL's decoder, key, certificate and PKCS #12 readers. Its seeds are
# the TEST token vectors; its findings go to Fuzz/DecryptionRegressions/.
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
decryption=""
while [ $# -gt 0 ]; do
    case "$1" in
        --decryption) decryption=yes; shift ;;
        --seconds) seconds="$2"; shift 2 ;;
        --runs) runs="$2"; shift 2 ;;
        --jobs) jobs="$2"; shift 2 ;;
        *) extra+=("$1"); shift ;;
    esac
done

out=.build/fuzz
mkdir -p "$out"

# The engine as a module of its own, instrumented as the rest is, which the library's sources import as they do in
# the package: $1 names the folder for its module and archive, so that both fuzzers may build at once.
build_engine() {
    mkdir -p "$1"
    # shellcheck disable=SC2046
    swiftc -O -sanitize=fuzzer,address -parse-as-library -module-name PaymentRequestEngine \
        -package-name PaymentRequestKit -emit-module -emit-module-path "$1/PaymentRequestEngine.swiftmodule" \
        -emit-library -static -o "$1/libPaymentRequestEngine.a" $(find Sources/PaymentRequestEngine -name '*.swift' | sort) \
        2> >(grep -v "Cannot export local symbol" >&2)
}
if [ -n "$decryption" ]; then
    # Its working files are its own, so that both targets may run at once.
    tag=decryption-
    binary="$out/payment-token-decryption-fuzzer"
    regressions=Fuzz/DecryptionRegressions
    stale=yes
    if [ -x "$binary" ]; then
        stale=$(find Sources/PaymentRequestEngine Sources/PaymentRequestKit Sources/PaymentTokenDecryption Sources/COpenSSL \
            Fuzz/FuzzMain.swift Tests/PaymentTokenDecryptionTests/Fuzz -newer "$binary" -print -quit)
    fi
    if [ -n "$stale" ]; then
        echo "Building $binary"
        modules="$out/decryption-modules"
        build_engine "$modules"
        # The library as a module of its own, instrumented alike, which the product's sources import.
        # shellcheck disable=SC2046
        swiftc -O -sanitize=fuzzer,address -parse-as-library -module-name PaymentRequestKit \
            -package-name PaymentRequestKit -I "$modules" -emit-module -emit-module-path "$modules/PaymentRequestKit.swiftmodule" \
            -emit-library -static -o "$out/libPaymentRequestKit.a" $(find Sources/PaymentRequestKit -name '*.swift' | sort) \
            2> >(grep -v "Cannot export local symbol" >&2)
        # shellcheck disable=SC2046
        swiftc -O -sanitize=fuzzer,address -parse-as-library -D FUZZING -module-name PaymentTokenDecryption \
            -package-name PaymentRequestKit -I "$modules" -I Sources/COpenSSL \
            $(pkg-config --cflags-only-I openssl | sed 's/-I/-Xcc -I/g') \
            $(find Sources/PaymentTokenDecryption -name '*.swift' | sort) \
            Tests/PaymentTokenDecryptionTests/Fuzz/DecryptionFuzzChecks.swift Fuzz/FuzzMain.swift \
            "$out/libPaymentRequestKit.a" "$modules/libPaymentRequestEngine.a" $(pkg-config --libs-only-L openssl) -lcrypto -o "$binary" \
            2> >(grep -v "Cannot export local symbol" >&2)
    fi
    # The seeds: the TEST vectors and the token signatures as DER, after each format's byte.
    seeds="$out/decryption-seeds"
    rm -rf "$seeds"
    mkdir -p "$seeds" "$out/decryption-corpus"
    cp Examples/Tokens/Test/* "$seeds/"
    for file in Examples/Tokens/GooglePay/*; do cp "$file" "$seeds/googlepay-$(basename "$file")"; done
    for token in Examples/Tokens/Test/*token*.json; do
        python3 -c 'import base64, json, sys; sys.stdout.buffer.write(base64.b64decode(json.load(open(sys.argv[1]))["signature"]))' \
            "$token" > "$seeds/signature-$(basename "$token" .json).der"
    done
    cp "$regressions"/* "$seeds/" 2>/dev/null || true
    formats=$(grep -c '^        "[^"]*": { check' Tests/PaymentTokenDecryptionTests/Fuzz/DecryptionFuzzChecks.swift)
    corpus="$out/decryption-corpus"
    dictionary=()
    export LSAN_OPTIONS="suppressions=$PWD/Fuzz/decryption-lsan.supp:print_suppressions=0"
    # Deep enough that a fixture's allocation shows its initialiser, which the suppressions name.
    export ASAN_OPTIONS="malloc_context_size=80"

else
    tag=""
    binary="$out/payment-request-fuzzer"
    regressions=Fuzz/Regressions
    sources=$(find Sources/PaymentRequestKit -name '*.swift' | sort)
    # Rebuilt when any input is newer than the binary. (No "| head" here: under pipefail, the writer's SIGPIPE
    # once ended this script early, and silently.)
    stale=yes
    if [ -x "$binary" ]; then
        stale=$(find Sources/PaymentRequestEngine Sources/PaymentRequestKit Fuzz/FuzzMain.swift Tests/PaymentRequestKitTests/Fuzz/FuzzChecks.swift \
            Tests/PaymentRequestKitTests/Fuzz/PlainRequestRecipe.swift -name '*.swift' -newer "$binary" -print -quit)
    fi
    if [ -n "$stale" ]; then
        echo "Building $binary"
        build_engine "$out/modules"
        # shellcheck disable=SC2086
        swiftc -O -sanitize=fuzzer,address -parse-as-library -D FUZZING -module-name PaymentRequestKit -package-name PaymentRequestKit \
            -I "$out/modules" $sources Tests/PaymentRequestKitTests/Fuzz/FuzzChecks.swift Tests/PaymentRequestKitTests/Fuzz/PlainRequestRecipe.swift \
            Fuzz/FuzzMain.swift "$out/modules/libPaymentRequestEngine.a" -o "$binary" \
            2> >(grep -v "Cannot export local symbol" >&2)
    fi

    # The seed corpus: examples, regressions, and the test certificates as DER.
    seeds="$out/seeds"
    rm -rf "$seeds"
    mkdir -p "$seeds" "$out/corpus"
    cp Examples/Requests/*.json Examples/Provisioning/*.json Examples/Session/*.json Examples/Tokens/*.json "$seeds/"
    # The W3C and Google Pay exports, renamed so that the two files of one request do not overwrite each other.
    for file in Examples/Interop/*.json; do cp "$file" "$seeds/interop-$(basename "$file")"; done
    for file in Examples/Tokens/GooglePay/*.json; do cp "$file" "$seeds/googlepay-$(basename "$file")"; done
    cp "$regressions"/* "$seeds/" 2>/dev/null || true
    grep -o '"[A-Za-z0-9+/=]\{200,\}"' Tests/PaymentRequestKitTests/Provisioning/TestCertificates.swift | tr -d '"' |
        while read -r certificate; do
            echo "$certificate" | base64 -d > "$seeds/certificate-$(echo "$certificate" | cksum | cut -d' ' -f1).der"
        done
    formats=$(grep -c '^        Format(name:' Tests/PaymentRequestKitTests/Fuzz/FuzzChecks.swift)
    corpus="$out/corpus"
    dictionary=(-dict=Fuzz/wire-keys.dict)
fi

# The target's first byte chooses the format (FuzzChecks.formats), so every seed is given once after each
# format's byte.
prefixed="$out/${tag}prefixed-seeds"
rm -rf "$prefixed"
mkdir -p "$prefixed"
for seed in "$seeds"/*; do
    for ((format = 0; format < formats; format++)); do
        { printf "\\$(printf '%03o' "$format")"; cat "$seed"; } > "$prefixed/$format-$(basename "$seed")"
    done
done
seeds="$prefixed"

# Swift's own crash handler reads the crashed process's memory, which AddressSanitizer reports as an overflow of
# its own, hiding the trap and losing the input: libFuzzer handles the crash instead.
export SWIFT_BACKTRACE=enable=no

limit=(-max_total_time="$seconds")
[ -n "$runs" ] && limit=(-runs="$runs")
findings="$out/${tag}findings"
# Each run's findings are its own; earlier ones were copied to Fuzz/Regressions when they were found.
rm -rf "$findings"
mkdir -p "$findings"
set +e
# -jobs only for more than one: libFuzzer forks workers for any -jobs, each writing fuzz-N.log where it runs.
parallel=()
[ "$jobs" -gt 1 ] && parallel=(-jobs="$jobs" -workers="$jobs")
"$binary" "$corpus" "$seeds" ${dictionary[@]+"${dictionary[@]}"} -max_len=16384 -timeout=10 -rss_limit_mb=2048 \
    -artifact_prefix="$findings/" -print_final_stats=1 ${parallel[@]+"${parallel[@]}"} "${limit[@]}" \
    ${extra[@]+"${extra[@]}"} 2>&1 | tee "$out/${tag}last-run.log" | grep -E "^#[0-9]+.*(DONE|pulse)|ERROR|Invariants|stat::number_of_executed_units|Fatal|SUMMARY" 
status=${PIPESTATUS[0]}
set -e
found=$(find "$findings" -type f)
if [ -n "$found" ]; then
    mkdir -p "$regressions"
    for file in $found; do cp "$file" "$regressions/"; done
    echo "Findings saved to $regressions/ (replayed by swift test): $found"
    exit 1
fi
[ "$status" -eq 0 ] || { echo "the fuzzer exited with $status; see $out/${tag}last-run.log"; exit "$status"; }
echo "Fuzzing finished clean."
