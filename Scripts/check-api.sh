#!/usr/bin/env bash
# Compares the public API of the library products with the last release's, as .ci/release names it
# (`swift package diagnose-api-breaking-changes`), and fails on a break that the changelog does not announce: a
# break passes only when Documentation/CHANGELOG.md's Unreleased section has a "### Breaking" heading with at least
# one entry. A build that fails, or a release commit missing from the clone, fails too: nothing is skipped.
#
# Usage: Scripts/check-api.sh   (TRAITS, such as Redis, builds both sides with those package traits)
set -euo pipefail
cd "$(dirname "$0")/.."

fail() {
    echo "check-api: $*" >&2
    exit 1
}

version=$(awk '$1 == "version" { print $2 }' .ci/release)
release=$(awk '$1 == "commit" { print $2 }' .ci/release)
[ -n "$version" ] && [ -n "$release" ] || fail ".ci/release names no version and commit"
git cat-file -e "$release^{commit}" 2> /dev/null || fail "the release commit $release is not in this clone's history"

report=$(mktemp)
trap 'rm -f "$report"' EXIT
if swift package ${TRAITS:+--traits "$TRAITS"} diagnose-api-breaking-changes "$release" \
    --products PaymentRequestKit PaymentTokenDecryption PaymentRequestKitRedis > "$report" 2>&1; then
    echo "check-api: the public API keeps every declaration of $version ($release)"
    exit 0
fi
breaks=$(grep -c 'API breakage' "$report" || true)
if [ "$breaks" -eq 0 ]; then
    cat "$report" >&2
    fail "the comparison with $version did not run to the end"
fi
grep 'API breakage' "$report"
# The entries under "### Breaking" in the Unreleased section, up to the next heading of either level.
announced=$(awk '
    /^## / { unreleased = ($0 ~ /^## \[Unreleased\]/); breaking = 0; next }
    unreleased && /^### / { breaking = ($0 ~ /^### Breaking/); next }
    unreleased && breaking && /^- / { print }
' Documentation/CHANGELOG.md)
[ -n "$announced" ] \
    || fail "$breaks API break(s) since $version, and Documentation/CHANGELOG.md's Unreleased section lists none under \"### Breaking\""
echo "check-api: $breaks API break(s) since $version, announced in the changelog:"
echo "$announced"
