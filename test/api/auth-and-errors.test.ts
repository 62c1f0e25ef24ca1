import { describe, expect, it } from '@jest/globals';
import { forEachVariant } from './harness.js';

forEachVariant('authentication and errors', (h) => {
  it.each([
    ['no Authorization header', {}],
    ['a wrong key', { authorization: 'Bearer wrong-key-0123456789abcdef' }],
    ['another scheme', { authorization: `Basic ${Buffer.from('a:b').toString('base64')}` }],
    ['an empty bearer', { authorization: 'Bearer ' }],
  ])('answers %s with 401 UNAUTHORIZED', async (_what, headers) => {
    const res = await h().api.raw('GET', '/api/v1/projects', undefined, { headers });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: expect.any(String), code: 'UNAUTHORIZED', hint: expect.any(String) });
  });

  it('authenticates before validating, so nothing leaks to a caller without a key', async () => {
    const res = await h().api.post('/api/v1/projects', undefined, { name: 'x'.repeat(99) });
    expect(res.status).toBe(401);
  });

  it('answers unknown routes with 404 and a wrong method with 405, in the error shape', async () => {
    const res = await h().api.get('/api/v1/nothing', h().keyA);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
    const wrongMethod = await h().api.raw('DELETE', '/api/v1/projects', h().keyA);
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.body.code).toBe('METHOD_NOT_ALLOWED');
    expect(wrongMethod.headers.get('allow')).toBe('GET, HEAD, OPTIONS, POST');
  });

  it('serves the OpenAPI document with every endpoint', async () => {
    const res = await h().api.get('/api/v1/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    const operations = Object.entries(res.body.paths as Record<string, Record<string, unknown>>).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations).toEqual(
      expect.arrayContaining([
        'POST /api/v1/assets',
        'GET /api/v1/assets',
        'GET /api/v1/assets/{assetId}',
        'POST /api/v1/projects',
        'GET /api/v1/projects',
        'GET /api/v1/projects/{projectId}',
        'POST /api/v1/projects/{projectId}/chapters',
        'GET /api/v1/projects/{projectId}/chapters',
        'GET /api/v1/projects/{projectId}/chapters/{chapterId}',
        'POST /api/v1/projects/{projectId}/chapters/{chapterId}/prompt',
        'POST /api/v1/projects/{projectId}/export',
        'GET /api/v1/projects/{projectId}/export',
      ]),
    );
  });

  it('tags every response with a request id', async () => {
    const res = await h().api.get('/api/v1/projects', h().keyA);
    expect(res.headers.get('x-request-id')).toBeTruthy();
  });

  it('rate-limits per API key with 429 RATE_LIMITED, Retry-After and RateLimit headers', async () => {
    // A second server over the same store whose limiter allows only a few requests per window.
    const { api, limit } = h().limited;
    const key = await h().newTenantKey();
    let last;
    for (let i = 0; i < limit; i++) {
      last = await api.get('/api/v1/projects', key);
      expect(last.status).toBe(200);
    }
    expect(last!.headers.get('ratelimit-limit')).toBe(String(limit));
    expect(last!.headers.get('ratelimit-remaining')).toBe('0');
    const refused = await api.get('/api/v1/projects', key);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
    expect(refused.body.hint).toMatch(/back off/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another key is not affected.
    expect((await api.get('/api/v1/projects', h().keyB)).status).toBe(200);
  });
});
