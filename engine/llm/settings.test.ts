import { describe, expect, it } from '@jest/globals';
import { llmSettingsFromEnv } from './settings.js';

describe('the LLM engine settings', () => {
  it('are off without MONTAGE_LLM_URL', () => {
    expect(llmSettingsFromEnv({ MONTAGE_LLM_MODEL: 'x', MONTAGE_LLM_API_KEY: 'k' })).toBeUndefined();
    expect(llmSettingsFromEnv({ MONTAGE_LLM_URL: '  ' })).toBeUndefined();
  });

  it('default to strict structured outputs, gpt-4o-mini and 30 s', () => {
    expect(llmSettingsFromEnv({ MONTAGE_LLM_URL: 'http://llm:8000/v1/' })).toEqual({ url: 'http://llm:8000/v1', model: 'gpt-4o-mini', timeoutMs: 30_000, responseFormat: 'json_schema', strict: true });
  });

  it('read every MONTAGE_LLM_* setting', () => {
    expect(
      llmSettingsFromEnv({
        MONTAGE_LLM_URL: 'http://localhost:11434/v1',
        MONTAGE_LLM_MODEL: 'qwen2.5:7b',
        MONTAGE_LLM_API_KEY: 'k',
        MONTAGE_LLM_TIMEOUT_MS: '90000',
        MONTAGE_LLM_RESPONSE_FORMAT: 'json_object',
        MONTAGE_LLM_STRICT: 'FALSE',
        MONTAGE_LLM_MAX_TOKENS: '8192',
      }),
    ).toEqual({ url: 'http://localhost:11434/v1', model: 'qwen2.5:7b', apiKey: 'k', timeoutMs: 90_000, responseFormat: 'json_object', strict: false, maxTokens: 8192 });
  });

  it.each([
    ['MONTAGE_LLM_TIMEOUT_MS', '0', /MONTAGE_LLM_TIMEOUT_MS must be a positive number of milliseconds, not "0"/],
    ['MONTAGE_LLM_MAX_TOKENS', 'lots', /MONTAGE_LLM_MAX_TOKENS must be a positive number of tokens/],
    ['MONTAGE_LLM_RESPONSE_FORMAT', 'xml', /must be one of json_schema, json_object/],
    ['MONTAGE_LLM_STRICT', 'yes', /MONTAGE_LLM_STRICT must be true or false/],
  ])('name a malformed %s', (name, value, message) => {
    expect(() => llmSettingsFromEnv({ MONTAGE_LLM_URL: 'http://llm/v1', [name]: value })).toThrow(message);
  });
});
