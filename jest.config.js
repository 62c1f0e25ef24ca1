// ESM jest: @kubernetes/client-node is ESM-only, so the whole project is ESM and jest runs with
// --experimental-vm-modules (see package.json). TypeScript is stripped by swc; `tsc --noEmit` type-checks.
const transform = {
  '^.+\\.ts$': [
    '@swc/jest',
    { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'es6' } },
  ],
};
const common = {
  testEnvironment: '<rootDir>/test/env/node-environment.mjs',
  extensionsToTreatAsEsm: ['.ts'],
  transform,
  // Sources import siblings as `./x.js` (NodeNext); jest resolves them to the `.ts` files.
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
};

export default {
  projects: [
    {
      ...common,
      displayName: 'unit',
      // Tests beside the code they test; no servers needed.
      testMatch: ['<rootDir>/!(test|node_modules|dist)/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'integration',
      // Suites that need the real servers (kube-apiserver, MinIO, Redis, FFmpeg), started once by the global setup.
      testMatch: ['<rootDir>/test/**/*.test.ts'],
      globalSetup: '<rootDir>/test/env/jest-global-setup.mjs',
      setupFilesAfterEnv: ['<rootDir>/test/env/integration-timeout.ts'],
      globalTeardown: '<rootDir>/test/env/jest-global-teardown.mjs',
    },
  ],
  testTimeout: 60_000,
  // ESM jest (vm modules) keeps each test file's module graph in its worker until the worker ends: after a couple of
  // hundred interpreter suites a worker reached Node's heap limit (2 GB) and died mid-suite. A worker whose memory
  // passes this after a test file is replaced by a fresh one. (At 1200MB a worker died once at ~1 GB of heap while
  // another process was busy on the machine: it is recycled well before that.)
  workerIdleMemoryLimit: '700MB',
};
