#!/usr/bin/env bash
# Builds the DocC documentation of PaymentRequestKit with warnings as errors, without the DocC plug-in:
# the symbol graph comes from `swift package dump-symbol-graph`, the articles from Documentation/.
# Output: .docs-build/PaymentRequestKit.doccarchive (open it with `docc preview` or serve it statically).
set -euo pipefail
cd "$(dirname "$0")/.."

# TRAITS (such as Redis, as .ci/run sets it) builds with the same traits as the rest of a run, so that the symbol
# graph does not rebuild the package without them.
swift package ${TRAITS:+--traits "$TRAITS"} dump-symbol-graph --minimum-access-level public > /dev/null
# -print -quit rather than "| head": under pipefail, find's SIGPIPE would end the script.
graphs=$(find .build -path '*symbolgraph*' -name 'PaymentRequestKit.symbols.json' -newer Package.swift -print -quit)
if [ -z "$graphs" ]; then
    graphs=$(find .build -path '*symbolgraph*' -name 'PaymentRequestKit.symbols.json' -print -quit)
fi
[ -n "$graphs" ] || { echo "error: no symbol graph for PaymentRequestKit" >&2; exit 1; }

rm -rf .docs-build
mkdir -p .docs-build/symbol-graphs
cp "$graphs" .docs-build/symbol-graphs/
# Extension graphs (PaymentRequestKit@Swift.symbols.json) document extensions of standard types.
for extra in "$(dirname "$graphs")"/PaymentRequestKit@*.symbols.json; do
    [ -e "$extra" ] && cp "$extra" .docs-build/symbol-graphs/
done

docc convert Documentation/PaymentRequestKit.docc \
    --additional-symbol-graph-dir .docs-build/symbol-graphs \
    --fallback-display-name PaymentRequestKit \
    --fallback-bundle-identifier org.paymentrequestkit.PaymentRequestKit \
    --warnings-as-errors \
    --output-path .docs-build/PaymentRequestKit.doccarchive
echo "Documentation built: .docs-build/PaymentRequestKit.doccarchive"
