#!/usr/bin/env bash
# The jest step of `npm test` (arguments go to jest). The whole suite runs on the Node LTS the image runs
# (test/env/lts-node.sh), with that node first on PATH so every child process the tests start runs on it too. When
# the machine's own node is older (20 on these machines) and still within package.json's `engines`, the unit project
# runs on it as well: the unit tests alone keep `engines` honest, without running the 20-minute suite twice.
set -euo pipefail
cd "$(dirname "$0")/../.."

lts_bin=$(bash test/env/lts-node.sh)
jest=(--experimental-vm-modules node_modules/jest/bin/jest.js)
if [ "$lts_bin" != "$(dirname "$(command -v node)")" ]; then
  echo "[test] the unit tests on this machine's Node $(node --version) (package.json engines: $(node -p 'require("./package.json").engines.node'))"
  node "${jest[@]}" --selectProjects unit --passWithNoTests "$@"
fi
echo "[test] the suite on Node $("$lts_bin/node" --version) ($lts_bin)"
PATH="$lts_bin:$PATH" exec node "${jest[@]}" "$@"
