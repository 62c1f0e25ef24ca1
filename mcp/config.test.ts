import { describe, expect, it } from '@jest/globals';
import { oauthAudience } from './auth/callers.js';
import { metadataUrl } from './auth/resource-server.js';
import { McpConfig, StdioConfig, parseConfig } from './config.js';

describe('MCP settings', () => {
  it('needs a fixed audience with OAuth: MONTAGE_OAUTH_AUDIENCE or MONTAGE_PUBLIC_URL', () => {
    expect(() => parseConfig(McpConfig, { MONTAGE_OAUTH_ISSUER: 'https://id.example' })).toThrow(/MONTAGE_OAUTH_AUDIENCE/);
    expect(oauthAudience(parseConfig(McpConfig, { MONTAGE_OAUTH_ISSUER: 'https://id.example', MONTAGE_PUBLIC_URL: 'https://montage.example/' }))).toBe('https://montage.example/mcp');
    expect(oauthAudience(parseConfig(McpConfig, { MONTAGE_OAUTH_ISSUER: 'https://id.example', MONTAGE_OAUTH_AUDIENCE: 'montage-api' }))).toBe('montage-api');
    expect(parseConfig(McpConfig, {})).toMatchObject({ MONTAGE_OAUTH_TENANT_CLAIM: 'sub', MONTAGE_MCP_ALLOWED_ORIGINS: [] });
    expect(parseConfig(McpConfig, { MONTAGE_MCP_ALLOWED_ORIGINS: 'https://a.example, https://b.example' }).MONTAGE_MCP_ALLOWED_ORIGINS).toEqual(['https://a.example', 'https://b.example']);
  });

  it('takes the stdio server API URL with or without /api/v1', () => {
    for (const url of ['http://h:8080', 'http://h:8080/', 'http://h:8080/api/v1', 'http://h:8080/api/v1/']) {
      expect(parseConfig(StdioConfig, { MONTAGE_API_URL: url, MONTAGE_API_KEY: 'k' }).MONTAGE_API_URL).toBe('http://h:8080');
    }
    expect(() => parseConfig(StdioConfig, {})).toThrow(/MONTAGE_API_URL.*MONTAGE_API_KEY/);
  });

  it('puts the metadata URL where RFC 9728 says: the well-known segment before the path', () => {
    expect(metadataUrl('https://montage.example/mcp')).toBe('https://montage.example/.well-known/oauth-protected-resource/mcp');
    expect(metadataUrl('https://montage.example/')).toBe('https://montage.example/.well-known/oauth-protected-resource');
  });
});
