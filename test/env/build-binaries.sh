#!/usr/bin/env bash
# Builds the real servers the test suite runs (etcd, kube-apiserver, kube-controller-manager, kubectl, MinIO, Helm;
# for the real node of test/node/ also the kubelet, kube-scheduler, kube-proxy and CoreDNS) from the Go module proxy,
# because nothing prebuilt can be downloaded on the machines this project is tested on.
# Binaries are cached outside the clone, keyed by version, so only the first run pays for the build.
set -euo pipefail

KUBE_VERSION="${KUBE_VERSION:-v1.34.4}"
MINIO_VERSION="${MINIO_VERSION:-v0.0.0-20260212201848-7aac2a2c5b7c}"
HELM_VERSION="${HELM_VERSION:-v3.19.0}"
# Debian's etcd (3.4.23) is not supported by Kubernetes 1.34: its watches end with "Too large resource version".
ETCD_VERSION="${ETCD_VERSION:-v3.5.21}"
COREDNS_VERSION="${COREDNS_VERSION:-v1.11.3}"
CACHE="${MONTAGE_TOOLS_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/montage-tools}"
mkdir -p "$CACHE"

log() { printf '[build-binaries] %s\n' "$*" >&2; }
# Test servers need no debug info or local paths: -trimpath and a stripped link (DWARF generation is a large part of
# linking kube-apiserver and MinIO). Every build shares Go's one build and module cache (GOCACHE, GOMODCACHE).
GO_BUILD_FLAGS=(-trimpath -ldflags=-s\ -w)
# Seconds since $1, for the step timings each build prints.
since() { echo "$(( $(date +%s) - $1 ))s"; }
need_go() {
  command -v go >/dev/null || { log "Go >= 1.24 is needed to build the test servers once (none found on PATH)"; exit 1; }
}

# One builder at a time: a second caller waits for the first and then finds the cache filled.
exec 9>"$CACHE/.lock"
flock 9

build_kube() { # cache-dir-suffix command...
  local out="$CACHE/kubernetes$1-$KUBE_VERSION"; shift
  local cmd missing=0
  for cmd in "$@"; do [ -x "$out/$cmd" ] || missing=1; done
  [ "$missing" -eq 0 ] && return 0
  need_go
  local started; started=$(date +%s)
  log "building $* $KUBE_VERSION (first run only)"
  local work; work=$(mktemp -d)
  local staging="v0.${KUBE_VERSION#v1.}"
  (
    cd "$work"
    cat > go.mod <<MOD
module montage.local/kubebuild

go 1.24
MOD
    { printf '//go:build tools\n\npackage tools\n\nimport (\n'
      for cmd in "$@"; do printf '\t_ "k8s.io/kubernetes/cmd/%s"\n' "$cmd"; done
      printf ')\n'; } > tools.go
    go mod download -json "k8s.io/kubernetes@$KUBE_VERSION" > dl.json
    local upstream; upstream=$(python3 -c 'import json,sys; print(json.load(open("dl.json"))["GoMod"])')
    go mod edit -require="k8s.io/kubernetes@$KUBE_VERSION"
    # k8s.io/kubernetes requires its staging modules at v0.0.0 with local replaces that are not in the module zip:
    # point every one of them at its published tag instead.
    grep -oE '^\s*k8s\.io/[a-z0-9-]+ => \./staging' "$upstream" | awk '{print $1}' | sort -u | while read -r mod; do
      go mod edit -replace="$mod=$mod@$staging"
    done
    go mod tidy >/dev/null 2>&1 || go mod tidy
    mkdir -p out
    go build "${GO_BUILD_FLAGS[@]}" -o out/ "${@/#/k8s.io/kubernetes/cmd/}"
  )
  mkdir -p "$out.tmp" && mv "$work"/out/* "$out.tmp/" && rm -rf "$out" && mv "$out.tmp" "$out"
  rm -rf "$work"
  log "built $* in $(since "$started")"
}

build_etcd() {
  local out="$CACHE/etcd-$ETCD_VERSION"
  [ -x "$out/etcd" ] && return 0
  need_go
  local started; started=$(date +%s)
  log "building etcd $ETCD_VERSION (first run only)"
  local work; work=$(mktemp -d)
  (
    cd "$work"
    # `go install go.etcd.io/etcd/...@v3.5` refuses because of its replace directives; a wrapper module does not.
    printf 'module montage.local/etcdbuild\n\ngo 1.23\n' > go.mod
    printf '//go:build tools\n\npackage tools\n\nimport _ "go.etcd.io/etcd/server/v3"\n' > tools.go
    go mod edit -require="go.etcd.io/etcd/server/v3@$ETCD_VERSION"
    go mod tidy >/dev/null 2>&1 || go mod tidy
    mkdir -p out
    go build "${GO_BUILD_FLAGS[@]}" -o out/etcd go.etcd.io/etcd/server/v3
  )
  mkdir -p "$out.tmp" && mv "$work"/out/* "$out.tmp/" && rm -rf "$out" && mv "$out.tmp" "$out"
  rm -rf "$work"
  log "built etcd in $(since "$started")"
}

build_go_install() { # name module version binary
  local name=$1 module=$2 version=$3 bin=$4
  local out="$CACHE/$name-$version"
  [ -x "$out/$bin" ] && return 0
  need_go
  local started; started=$(date +%s)
  log "building $name $version (first run only)"
  rm -rf "$out.tmp" && mkdir -p "$out.tmp"
  GOBIN="$out.tmp" go install "${GO_BUILD_FLAGS[@]}" "$module@$version"
  rm -rf "$out" && mv "$out.tmp" "$out"
  log "built $name in $(since "$started")"
}

# The builds run side by side: each spends minutes resolving and downloading modules (network) and linking (one
# core), which overlap well with another's compiling. All Kubernetes commands are one build, so their shared
# packages compile once and the module graph is resolved once.
want=$(printf '%s\n' ${*:-etcd kube minio helm coredns} | sed 's/^kube-node$/kube/' | sort -u)
pids=() names=() logs=()
LOG_DIR=$(mktemp -d)
trap 'rm -rf "$LOG_DIR"' EXIT
for w in $want; do
  case "$w" in
    etcd) step=(build_etcd) ;;
    # The control plane, and the real node's (test/node/): a kubelet on containerd, the scheduler, kube-proxy.
    kube | kube-node) step=(build_kube "" kube-apiserver kube-controller-manager kubectl kubelet kube-scheduler kube-proxy) ;;
    coredns) step=(build_go_install coredns github.com/coredns/coredns "$COREDNS_VERSION" coredns) ;;
    minio) step=(build_go_install minio github.com/minio/minio "$MINIO_VERSION" minio) ;;
    helm) step=(build_go_install helm helm.sh/helm/v3/cmd/helm "$HELM_VERSION" helm) ;;
    *) log "unknown target $w"; exit 2 ;;
  esac
  "${step[@]}" >"$LOG_DIR/$w.log" 2>&1 &
  pids+=("$!") names+=("$w") logs+=("$LOG_DIR/$w.log")
done
failed=0
for i in "${!pids[@]}"; do
  if ! wait "${pids[$i]}"; then
    failed=1
    log "FAILED: ${names[$i]}"
  fi
  cat "${logs[$i]}" >&2
done
[ "$failed" -eq 0 ] || exit 1
# The test setup reads these paths from here, so the versions live in one place.
cat > "$CACHE/paths.json.tmp" <<JSON
{
  "etcd": "$CACHE/etcd-$ETCD_VERSION/etcd",
  "kubeApiserver": "$CACHE/kubernetes-$KUBE_VERSION/kube-apiserver",
  "kubeControllerManager": "$CACHE/kubernetes-$KUBE_VERSION/kube-controller-manager",
  "kubectl": "$CACHE/kubernetes-$KUBE_VERSION/kubectl",
  "minio": "$CACHE/minio-$MINIO_VERSION/minio",
  "helm": "$CACHE/helm-$HELM_VERSION/helm"
}
JSON
mv "$CACHE/paths.json.tmp" "$CACHE/paths.json"
# The real node's (test/node/), in a file of their own.
cat > "$CACHE/node-paths.json.tmp" <<JSON
{
  "kubelet": "$CACHE/kubernetes-$KUBE_VERSION/kubelet",
  "kubeScheduler": "$CACHE/kubernetes-$KUBE_VERSION/kube-scheduler",
  "kubeProxy": "$CACHE/kubernetes-$KUBE_VERSION/kube-proxy",
  "coredns": "$CACHE/coredns-$COREDNS_VERSION/coredns"
}
JSON
mv "$CACHE/node-paths.json.tmp" "$CACHE/node-paths.json"
