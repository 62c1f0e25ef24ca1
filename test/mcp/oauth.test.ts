import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer } from 'node:http';
import { discoverOAuthProtectedResourceMetadata, extractWWWAuthenticateParams } from '@modelcontextprotocol/sdk/client/auth.js';
import { JwtAccessTokens } from '../../mcp/auth/jwt-access-tokens.js';
import { freePort } from '../env/ports.js';
import { client as restClient } from '../api/http.js';
import { startTestIssuer, unsignedToken, type TestIssuer } from './issuer.js';
import { startMcpTestService, type McpTestService } from './service.js';
import { succeed } from './tool-flow.js';

const INITIALIZE = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } } };

describe('/mcp as an OAuth 2.1 resource server (JWT access tokens from a loopback issuer)', () => {
  let service: McpTestService;
  let resource: string;
  let metadataUrl: string;
  beforeAll(async () => {
    service = await startMcpTestService();
    resource = `${service.base}/mcp`;
    metadataUrl = `${service.base}/.well-known/oauth-protected-resource/mcp`;
  });
  afterAll(async () => {
    await service?.stop();
  });

  const initialize = (token: string) =>
    fetch(resource, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify(INITIALIZE),
    });

  it('publishes Protected Resource Metadata (RFC 9728) naming the issuer', async () => {
    for (const url of [metadataUrl, `${service.base}/.well-known/oauth-protected-resource`]) {
      const res = await fetch(url);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ resource, authorization_servers: [service.issuer.issuer], bearer_methods_supported: ['header'], resource_name: 'Montage' });
    }
  });

  it("is discovered by the SDK's own client: 401 challenge → metadata → authorization server", async () => {
    const challenge = await initialize('');
    const params = extractWWWAuthenticateParams(challenge);
    expect(params.resourceMetadataUrl?.href).toBe(metadataUrl);
    const metadata = await discoverOAuthProtectedResourceMetadata(resource, { resourceMetadataUrl: params.resourceMetadataUrl });
    expect(metadata).toMatchObject({ resource, authorization_servers: [service.issuer.issuer] });
    // Without the header's hint, the SDK finds it at the RFC's well-known location too.
    expect(await discoverOAuthProtectedResourceMetadata(resource)).toMatchObject({ resource });
  });

  it('accepts a valid token: tools/list, CreateProject, and the same token on REST sees the project', async () => {
    const token = await service.issuer.sign({ sub: 'oauth-user-1', aud: resource, scope: 'montage' });
    const client = await service.connect(token);
    expect((await client.listTools()).tools).toHaveLength(6);
    const project = await succeed(client, 'CreateProject', { name: 'Signed in' });
    const rest = await restClient(service.base).get('/api/v1/projects', token);
    expect(rest.status).toBe(200);
    expect(rest.body.projects.map((p: { id: string }) => p.id)).toEqual([project.id]);
    // The tenant is the `sub` claim: an API key's tenant sees nothing of it.
    expect((await restClient(service.base).get(`/api/v1/projects/${project.id}`, service.keyA)).status).toBe(404);
    // An audience list that includes this resource is fine too (RFC 7519: aud may be an array).
    const multi = await service.issuer.sign({ sub: 'oauth-user-1', aud: ['https://other.example', resource] });
    expect((await initialize(multi)).status).toBe(200);
  });

  it('refuses wrong audience, wrong issuer, expired, forged, unsigned, HMAC and tenant-less tokens with 401 and a challenge', async () => {
    const now = Math.floor(Date.now() / 1000);
    const refused: Record<string, string> = {
      'wrong audience': await service.issuer.sign({ sub: 'u', aud: 'https://other.example/mcp' }),
      'no audience': await service.issuer.sign({ sub: 'u' }),
      'wrong issuer': await service.issuer.sign({ sub: 'u', aud: resource, iss: 'https://evil.example' }),
      expired: await service.issuer.sign({ sub: 'u', aud: resource }, { expiresIn: now - 60 }),
      'signed by another key': await service.issuer.sign({ sub: 'u', aud: resource }, { key: 'stranger' }),
      'unknown key id': await service.issuer.sign({ sub: 'u', aud: resource }, { kid: 'nobody' }),
      'alg none': unsignedToken({ iss: service.issuer.issuer, sub: 'u', aud: resource, exp: now + 300 }),
      'HS256 with the public key as secret': await hs256({ iss: service.issuer.issuer, sub: 'u', aud: resource, exp: now + 300 }),
      'no tenant claim': await service.issuer.sign({ aud: resource }),
    };
    for (const [why, token] of Object.entries(refused)) {
      const res = await initialize(token);
      expect({ why, status: res.status }).toEqual({ why, status: 401 });
      expect(res.headers.get('www-authenticate')).toMatch(new RegExp(`^Bearer error="invalid_token", error_description="Invalid access token[^"]*", resource_metadata="${metadataUrl}"$`));
      expect(await res.json()).toMatchObject({ code: 'UNAUTHORIZED', error: expect.stringMatching(/^Invalid access token/) });
      // REST refuses it alike.
      expect((await restClient(service.base).get('/api/v1/projects', token)).status).toBe(401);
    }
    // Discovery and the JWKS were fetched once, not per token (the unknown kid may trigger one refresh).
    expect(service.issuer.jwksFetches()).toBeLessThanOrEqual(2);
  });
});

describe('JwtAccessTokens on its own', () => {
  let issuer: TestIssuer;
  beforeAll(async () => {
    issuer = await startTestIssuer();
  });
  afterAll(async () => {
    await issuer?.close();
  });

  it('uses a configured JWKS URL and a configured tenant claim', async () => {
    const tokens = new JwtAccessTokens({ issuer: issuer.issuer, audience: 'montage', jwksUrl: issuer.jwksUrl, tenantClaim: 'org' });
    expect(await tokens.resolve(await issuer.sign({ sub: 'u', org: 'acme', aud: 'montage' }))).toEqual({ tenant: 'acme' });
    expect(await tokens.resolve(await issuer.sign({ sub: 'u', aud: 'montage' }))).toBeUndefined();
    expect(await tokens.resolve(await issuer.sign({ sub: 'u', org: 42, aud: 'montage' }))).toBeUndefined();
    expect(await tokens.resolve('an-api-key-not-a-jwt')).toBeUndefined();
  });

  it('fails loudly (not as an invalid token) while the issuer cannot be reached, and recovers when it can', async () => {
    const port = await freePort();
    const late = `http://127.0.0.1:${port}`;
    const tokens = new JwtAccessTokens({ issuer: late, audience: 'montage', tenantClaim: 'sub' });
    const token = await issuer.sign({ sub: 'u', aud: 'montage', iss: late });
    await expect(tokens.resolve(token)).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: 5 });
    // The issuer comes up (its discovery document points at the test issuer's JWKS): the next request works.
    const discovery = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ issuer: late, jwks_uri: issuer.jwksUrl })));
    await new Promise<void>((resolve) => discovery.listen(port, '127.0.0.1', resolve));
    try {
      expect(await tokens.resolve(token)).toEqual({ tenant: 'u' });
    } finally {
      await new Promise((resolve) => discovery.close(resolve));
    }
  });
});

describe('an OAuth issuer that cannot be reached', () => {
  let service: McpTestService;
  let down: string;
  beforeAll(async () => {
    down = `http://127.0.0.1:${await freePort()}`;
    service = await startMcpTestService({ issuer: down });
  });
  afterAll(async () => {
    await service?.stop();
  });

  it('answers 503 SERVICE_UNAVAILABLE with Retry-After and a hint, on REST and /mcp; API keys keep working', async () => {
    const token = await service.issuer.sign({ sub: 'u', aud: `${service.base}/mcp`, iss: down });
    const rest = await fetch(`${service.base}/api/v1/projects`, { headers: { authorization: `Bearer ${token}` } });
    expect(rest.status).toBe(503);
    expect(rest.headers.get('retry-after')).toBe('5');
    const body = (await rest.json()) as Record<string, string>;
    expect(body).toMatchObject({ code: 'SERVICE_UNAVAILABLE', error: 'The OAuth issuer could not be reached to verify the access token' });
    expect(body.hint).toContain(down);
    const mcp = await fetch(`${service.base}/mcp`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify(INITIALIZE),
    });
    expect(mcp.status).toBe(503);
    expect(await mcp.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect((await restClient(service.base).get('/api/v1/projects', service.keyA)).status).toBe(200);
  });
});

/** The classic algorithm confusion: an HMAC token keyed with the issuer's public key material. */
async function hs256(claims: Record<string, unknown>): Promise<string> {
  const { SignJWT } = await import('jose');
  const secret = new TextEncoder().encode('-----BEGIN PUBLIC KEY-----not really-----END PUBLIC KEY-----');
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', kid: 'test-key-1' }).sign(secret);
}
