import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair, type JWK, type JWTPayload } from 'jose';

/**
 * A stand-in OAuth authorization server on loopback, as far as a resource server sees one: OpenID discovery and a
 * JWKS with one RSA key, plus a signer for access tokens (the test plays the token endpoint).
 */
export interface TestIssuer {
  issuer: string;
  jwksUrl: string;
  /** How often the JWKS was fetched (it should be cached). */
  jwksFetches(): number;
  sign(claims: JWTPayload, options?: { expiresIn?: string | number; key?: 'issuer' | 'stranger'; kid?: string }): Promise<string>;
  close(): Promise<void>;
}

export async function startTestIssuer(): Promise<TestIssuer> {
  const own = await generateKeyPair('RS256');
  // A key the JWKS does not publish, under the issuer's own kid: a forged signature.
  const stranger = await generateKeyPair('RS256');
  const publicJwk: JWK = { ...(await exportJWK(own.publicKey)), kid: 'test-key-1', alg: 'RS256', use: 'sig' };
  let fetches = 0;
  let issuer = '';
  const server: Server = createServer((req, res) => {
    const send = (body: unknown) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.url === '/.well-known/openid-configuration') return send({ issuer, jwks_uri: `${issuer}/jwks`, token_endpoint: `${issuer}/token` });
    if (req.url === '/jwks') {
      fetches++;
      return send({ keys: [publicJwk] });
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    jwksUrl: `${issuer}/jwks`,
    jwksFetches: () => fetches,
    sign: (claims, options = {}) =>
      new SignJWT({ iss: issuer, ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? 'test-key-1', typ: 'at+jwt' })
        .setIssuedAt()
        .setExpirationTime(options.expiresIn ?? '5m')
        .sign(options.key === 'stranger' ? stranger.privateKey : own.privateKey),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** An unsecured JWT (`alg: none`, RFC 7519 section 6) with the given claims: never to be accepted. */
export function unsignedToken(claims: JWTPayload): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
}
