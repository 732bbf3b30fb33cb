#!/usr/bin/env bash
# The README's first two commands on a fresh machine of this project's kind: a clean clone, built and tested with
# what the machine's image lacks hidden (hiredis's headers, library and pkg-config file, redis-server, chromium), so
# that a command that needs one of them fails here as it would there.
#
# It hides them with overlay whiteouts over /usr in a private mount namespace (`unshare --mount`), which nothing
# outside it sees; so it runs as root, as CI does. It fails loudly, never skips: when it cannot hide a package that
# is installed, cannot clone, or either command fails.
#
# Usage: Scripts/fresh-machine.sh [REPOSITORY]   (default: this checkout; its HEAD is cloned)
set -euo pipefail

repository=$(cd "${1:-$(dirname "$0")/..}" && pwd)
fail() {
    echo "fresh-machine: $*" >&2
    exit 1
}

if [ -z "${FRESH_MACHINE_INSIDE:-}" ]; then
    [ "$(id -u)" -eq 0 ] || fail "must run as root, to hide packages in a private mount namespace"
    command -v unshare > /dev/null || fail "unshare is missing (Debian's util-linux)"
    exec unshare --mount --propagation private env FRESH_MACHINE_INSIDE=1 bash "$0" "$repository"
fi

# What the image does not carry. Each path that exists is hidden; then each is checked to be gone.
multiarch=$(gcc -print-multiarch 2> /dev/null || echo x86_64-linux-gnu)
hidden=(
    "include/hiredis"
    "lib/$multiarch/pkgconfig/hiredis.pc" "lib/pkgconfig/hiredis.pc" "share/pkgconfig/hiredis.pc"
    "lib/$multiarch/libhiredis.so" "lib/$multiarch/libhiredis.a"
    "bin/redis-server" "bin/redis-cli" "bin/redis-benchmark" "bin/redis-check-aof" "bin/redis-check-rdb"
    "bin/chromium" "bin/chromium-browser" "lib/chromium"
)

layer=$(mktemp -d)
# The upper layer of an overlay cannot itself be on an overlay, as a container's root often is: a tmpfs holds it.
mount -t tmpfs fresh-machine "$layer" || fail "cannot mount a tmpfs for the overlay's upper layer"
mkdir -p "$layer/upper" "$layer/work"
count=0
for path in "${hidden[@]}"; do
    if [ -e "/usr/$path" ] || [ -L "/usr/$path" ]; then
        mkdir -p "$layer/upper/$(dirname "$path")"
        # A character device 0/0 in the upper layer is overlayfs's whiteout: the path is gone from the merged /usr.
        mknod "$layer/upper/$path" c 0 0 || fail "cannot make a whiteout for /usr/$path"
        count=$((count + 1))
    fi
done
mount -t overlay fresh-machine -o "lowerdir=/usr,upperdir=$layer/upper,workdir=$layer/work" /usr \
    || fail "cannot mount an overlay over /usr to hide $count path(s)"
hash -r

[ ! -e /usr/include/hiredis/hiredis.h ] || fail "hiredis's headers are still visible"
! pkg-config --exists hiredis 2> /dev/null || fail "pkg-config still finds hiredis"
! command -v redis-server > /dev/null || fail "redis-server is still on the PATH"
! command -v chromium > /dev/null || fail "chromium is still on the PATH"
echo "fresh-machine: $count path(s) hidden; hiredis, redis-server and chromium are gone"

clone="$layer/clone"
git clone --quiet "$repository" "$clone" || fail "cannot clone $repository"
cd "$clone"

# The README's first two commands: the first sh block's lines, each without its comment.
mapfile -t commands < <(awk '/^```sh$/ { inside = 1; next } inside && /^```$/ { exit } inside' README.md \
    | sed 's/[[:space:]]\+#.*$//' | grep -v '^[[:space:]]*$')
[ "${#commands[@]}" -eq 2 ] || fail "README.md should open with two commands, not ${#commands[@]}"

# A new user's shell: no CI, which turns the skipped browser and Redis tests into failures.
status=0
for command in "${commands[@]}"; do
    echo "fresh-machine: \$ $command"
    if env -u CI bash -c "$command"; then
        echo "fresh-machine: '$command' exited 0"
    else
        code=$?
        echo "fresh-machine: '$command' exited $code" >&2
        status=1
    fi
done
[ "$status" -eq 0 ] || fail "the README's commands do not pass with the image's packages alone"
echo "fresh-machine: both of the README's commands pass with the image's packages alone"
