#!/usr/bin/env bash
# Prints the directory holding the `node` the test suite runs on: the Node LTS the container image runs, i.e. the
# version of the Dockerfile's base image (`ARG NODE_IMAGE=node:<version>-...`: one source of truth). That is the
# machine's own node when its major version is at least as new; otherwise exactly that version, from the npm
# registry's `node-linux-<arch>` package (the official binary, checked against the registry's integrity hash by
# `npm pack`), fetched once into the tools cache outside the clone: ~/.cache/montage-tools/node-<version>/bin.
# Quiet and instant once cached. test/env/prepare.sh runs it first, so `npm test` fetches before the suite starts.
set -euo pipefail
cd "$(dirname "$0")/../.."

version=$(sed -nE 's/^ARG NODE_IMAGE=node:([0-9]+\.[0-9]+\.[0-9]+)-.*/\1/p' Dockerfile)
[ -n "$version" ] || { echo "[lts-node] the Dockerfile names no node:<x.y.z>-... base image" >&2; exit 1; }
machine=$(node -p 'process.versions.node')
if [ "${machine%%.*}" -ge "${version%%.*}" ]; then
  dirname "$(command -v node)"
  exit 0
fi

CACHE="${MONTAGE_TOOLS_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/montage-tools}"
dir="$CACHE/node-$version"
if [ ! -x "$dir/bin/node" ]; then
  mkdir -p "$CACHE"
  # One fetcher at a time: a second caller waits and then finds it there.
  exec 9>"$CACHE/.node.lock"
  flock 9
  if [ ! -x "$dir/bin/node" ]; then
    case "$(uname -m)" in
      x86_64) arch=x64 ;;
      aarch64 | arm64) arch=arm64 ;;
      *) echo "[lts-node] no node-linux package for $(uname -m)" >&2; exit 1 ;;
    esac
    started=$(date +%s)
    work=$(mktemp -d)
    trap 'rm -rf "$work"' EXIT
    echo "[lts-node] fetching Node $version (npm package node-linux-$arch@$version) into $dir" >&2
    (cd "$work" && npm pack --silent "node-linux-$arch@$version" >/dev/null)
    tar -xzf "$work/node-linux-$arch-$version.tgz" -C "$work" package/bin/node package/LICENSE
    got=$("$work/package/bin/node" -p 'process.versions.node')
    [ "$got" = "$version" ] || { echo "[lts-node] node-linux-$arch@$version runs as $got" >&2; exit 1; }
    rm -rf "$dir.tmp" && mkdir -p "$dir.tmp/bin"
    mv "$work/package/bin/node" "$dir.tmp/bin/node"
    mv "$work/package/LICENSE" "$dir.tmp/LICENSE"
    rm -rf "$dir" && mv "$dir.tmp" "$dir"
    echo "[lts-node] Node $version ready in $(( $(date +%s) - started ))s" >&2
  fi
fi
# Run as root, the service starts its engine processes as other users (docs/security.md, "Engine processes and render Pods"),
# which must be able to run this node too; root's home is usually closed to them. Then a copy goes where they can
# reach it, beside the other system-wide installs that prepare.sh makes.
if [ "$(id -u)" -eq 0 ] && ! runuser -u nobody -- test -x "$dir/bin/node" 2>/dev/null; then
  shared="/usr/local/lib/montage-tools/node-$version"
  if ! cmp -s "$dir/bin/node" "$shared/bin/node"; then
    install -D -m 0755 "$dir/bin/node" "$shared/bin/node.$$" && mv "$shared/bin/node.$$" "$shared/bin/node"
  fi
  dir=$shared
fi
echo "$dir/bin"
