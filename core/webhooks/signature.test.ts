import { describe, expect, it } from '@jest/globals';
import { newSigningSecret, signatureHeader } from './signature.js';

describe('Standard Webhooks signatures', () => {
  it('matches the example the Standard Webhooks specification publishes', () => {
    // standard-webhooks README: secret, msg id, timestamp and payload, and the signature they give.
    const header = signatureHeader(['whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'], 'msg_p5jXN8AQM9LWM0D4loKWxJek', 1614265330, '{"test": 2432232314}');
    expect(header).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });

  it('signs once per secret, space-separated, during a rotation', () => {
    const [a, b] = [newSigningSecret(), newSigningSecret()];
    expect(a).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(a).not.toBe(b);
    const entries = signatureHeader([a, b], 'msg_x', 1, '{}').split(' ');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toBe(signatureHeader([a], 'msg_x', 1, '{}'));
    expect(entries[1]).toBe(signatureHeader([b], 'msg_x', 1, '{}'));
  });
});
