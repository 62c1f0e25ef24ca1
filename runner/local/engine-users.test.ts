import { describe, expect, it } from '@jest/globals';
import { pino } from 'pino';
import { EngineIsolationError, engineIdentities } from './engine-users.js';

const base = { uidBase: 61184, command: { command: '/bin/true', args: [] }, env: {}, logger: pino({ level: 'silent' }) };

describe('engineIdentities', () => {
  it('keeps the service user when isolation is off', async () => {
    expect(await engineIdentities({ ...base, mode: 'off', uid: 0 })).toEqual({ kind: 'same', reason: 'MONTAGE_ENGINE_ISOLATION=off' });
  });

  it('keeps the service user when the service is not root (the kernel allows no other uid)', async () => {
    expect(await engineIdentities({ ...base, mode: 'auto', uid: 1000 })).toEqual({ kind: 'same', reason: 'the service does not run as root' });
  });

  it('refuses to start when isolation is required and impossible', async () => {
    await expect(engineIdentities({ ...base, mode: 'required', uid: 1000 })).rejects.toBeInstanceOf(EngineIsolationError);
    await expect(engineIdentities({ ...base, mode: 'required', uid: 1000 })).rejects.toThrow(
      'MONTAGE_ENGINE_ISOLATION=required, but engine processes cannot run as users of their own: the service does not run as root',
    );
  });
});
