#!/usr/bin/env bash
# Installs what the test suite needs and is not in node_modules: Debian packages, and the servers built from the
# Go module proxy (cached outside the clone). Quiet and fast when everything is already here.
set -euo pipefail
cd "$(dirname "$0")/../.."

started=$(date +%s)
missing=()
command -v ffmpeg >/dev/null && command -v ffprobe >/dev/null || missing+=(ffmpeg)
command -v redis-server >/dev/null || missing+=(redis-server)
command -v etcd >/dev/null || missing+=(etcd-server)
command -v tesseract >/dev/null || missing+=(tesseract-ocr)
command -v espeak-ng >/dev/null || missing+=(espeak-ng)
command -v unshare >/dev/null || missing+=(util-linux)
# The web console's browser test (test/console/) drives Debian's Chromium with playwright-core: no browser download.
command -v chromium >/dev/null || missing+=(chromium)

if [ ${#missing[@]} -gt 0 ]; then
  echo "[prepare] installing Debian packages: ${missing[*]}"
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

bash test/env/build-binaries.sh

elapsed=$(( $(date +%s) - started ))
[ "$elapsed" -lt 5 ] || echo "[prepare] ready in ${elapsed}s"
