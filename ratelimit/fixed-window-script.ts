import { createHash } from 'node:crypto';

/*
 * One request in a fixed window, atomically: INCR the key's counter, start the window's expiry on its first hit,
 * and answer {count, milliseconds left}. A counter found without an expiry (never expected: the script is atomic)
 * gets one, so no key can be limited forever. Fixed windows allow up to twice the limit across a window boundary;
 * in exchange each request costs one round trip and one small key per API key.
 */
export const FIXED_WINDOW_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

export const FIXED_WINDOW_SHA1 = createHash('sha1').update(FIXED_WINDOW_SCRIPT).digest('hex');
