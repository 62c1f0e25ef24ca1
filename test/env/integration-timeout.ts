import { jest } from '@jest/globals';

// A backstop, not a speed target: integration hooks and tests wait for events (a `montage serve` listening, a Job
// finishing), and at a load of 25-50 a `montage serve` took up to a minute just to listen
// (test/support/server-process.ts). Tests that need a tighter bound give their own.
jest.setTimeout(300_000);
