import { createHmac, randomBytes } from 'node:crypto';

/*
 * Standard Webhooks signing (https://www.standardwebhooks.com): the secret is `whsec_` + base64 of the key bytes;
 * the signature is base64(HMAC-SHA256(key, `${webhook-id}.${webhook-timestamp}.${body}`)), sent as `v1,<signature>`
 * in `webhook-signature`, one entry per valid secret separated by spaces (during a rotation both secrets sign).
 */
export const SECRET_PREFIX = 'whsec_';

export function newSigningSecret(): string {
  return SECRET_PREFIX + randomBytes(32).toString('base64');
}

export function sign(secret: string, messageId: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
  return createHmac('sha256', key).update(`${messageId}.${timestampSeconds}.${body}`).digest('base64');
}

export function signatureHeader(secrets: readonly string[], messageId: string, timestampSeconds: number, body: string): string {
  return secrets.map((secret) => `v1,${sign(secret, messageId, timestampSeconds, body)}`).join(' ');
}
