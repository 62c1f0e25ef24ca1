#!/usr/bin/env bash
# The jest step of `npm test` (arguments go to jest). The whole suite runs once, on the Node LTS the image runs
# (test/env/lts-node.sh), with that node first on PATH so every child process the tests start runs on it too.
set -euo pipefail
cd "$(dirname "$0")/../.."

lts_bin=$(bash test/env/lts-node.sh)
echo "[test] the suite on Node $("$lts_bin/node" --version) ($lts_bin)"
# Two workers on two cores (jest's default is one fewer than the cores): most suites wait on servers, Jobs and
# polls rather than compute, so a second worker fills those waits (docs/contributing.md, CI timings).
PATH="$lts_bin:$PATH" exec node --experimental-vm-modules node_modules/jest/bin/jest.js --maxWorkers=2 "$@"
