#!/usr/bin/env bash
# Builds the DocC documentation of PaymentRequestKit with warnings as errors, without the DocC plug-in:
# the symbol graph comes from `swift-symbolgraph-extract` over the built module, the articles from Documentation/.
# Output: .docs-build/PaymentRequestKit.doccarchive (open it with `docc preview` or serve it statically).
set -euo pipefail
cd "$(dirname "$0")/.."

# TRAITS (such as Redis, as .ci/run sets it) builds with the same traits as the rest of a run, so that the symbol
# graph does not rebuild the package without them.
swift build ${TRAITS:+--traits "$TRAITS"} --target PaymentRequestKit > /dev/null
modules="$(swift build ${TRAITS:+--traits "$TRAITS"} --show-bin-path)/Modules"
[ -e "$modules/PaymentRequestKit.swiftmodule" ] || { echo "error: no PaymentRequestKit module in $modules" >&2; exit 1; }
triple=$(swiftc -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')

rm -rf .docs-build
mkdir -p .docs-build/symbol-graphs
# The symbol graph of PaymentRequestKit with the engine's public types it re-exports (ValidationReport, Violation,
# ValidationRule, ...), which `swift package dump-symbol-graph` leaves out: they are the library's words, and the
# articles link to them. Extension graphs (PaymentRequestKit@Swift.symbols.json) document extensions of standard
# types.
swift-symbolgraph-extract -module-name PaymentRequestKit -I "$modules" -target "$triple" \
    -minimum-access-level public -experimental-allowed-reexported-modules=PaymentRequestEngine \
    -output-dir .docs-build/symbol-graphs
[ -e .docs-build/symbol-graphs/PaymentRequestKit.symbols.json ] \
    || { echo "error: no symbol graph for PaymentRequestKit" >&2; exit 1; }

docc convert Documentation/PaymentRequestKit.docc \
    --additional-symbol-graph-dir .docs-build/symbol-graphs \
    --fallback-display-name PaymentRequestKit \
    --fallback-bundle-identifier org.paymentrequestkit.PaymentRequestKit \
    --warnings-as-errors \
    --output-path .docs-build/PaymentRequestKit.doccarchive
echo "Documentation built: .docs-build/PaymentRequestKit.doccarchive"
