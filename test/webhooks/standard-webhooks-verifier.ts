import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * A Standard Webhooks verifier written from the specification's text (standard-webhooks.md, "Verifying
 * webhook authenticity"), not from the sender's code — the independent check the webhook suites sign against:
 *
 * - "the content to sign is composed by concatenating the id, timestamp and payload, separated by the full-stop
 *   character (.)": `${webhook-id}.${webhook-timestamp}.${body}`;
 * - "the signature is ... HMAC with SHA-256", "encoded using base64";
 * - the secret is "base64 encoded, prefixed with whsec_"; the key is the decoded bytes;
 * - the `webhook-signature` header is "a list of space delimited signatures and their corresponding version
 *   identifiers", e.g. `v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4= v1,...`; a verifier accepts if any `v1`
 *   entry matches, comparing in constant time;
 * - "verify the timestamp is within some allowable tolerance of the current time" (the reference libraries use
 *   five minutes) to prevent replays.
 */
export type Verdict = { valid: true } | { valid: false; reason: string };

const TOLERANCE_SECONDS = 5 * 60;

export function verifyStandardWebhook(secret: string, headers: Record<string, string | undefined>, body: string, nowSeconds = Date.now() / 1000): Verdict {
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  const signatures = headers['webhook-signature'];
  if (!id || !timestamp || !signatures) return { valid: false, reason: 'missing header' };
  if (!/^\d+$/.test(timestamp)) return { valid: false, reason: 'timestamp is not a number' };
  if (Math.abs(nowSeconds - Number(timestamp)) > TOLERANCE_SECONDS) return { valid: false, reason: 'timestamp outside the tolerance' };
  if (!secret.startsWith('whsec_')) return { valid: false, reason: 'secret without whsec_ prefix' };
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest();
  for (const entry of signatures.split(' ')) {
    const comma = entry.indexOf(',');
    if (comma < 0) continue;
    const version = entry.slice(0, comma);
    const signature = Buffer.from(entry.slice(comma + 1), 'base64');
    if (version === 'v1' && signature.length === expected.length && timingSafeEqual(signature, expected)) return { valid: true };
  }
  return { valid: false, reason: 'no matching v1 signature' };
}
