import { describe, expect, it } from '@jest/globals';
import { openApiDocument } from './v1.js';

type Json = Record<string, unknown>;

describe('the OpenAPI document', () => {
  const schemas = (openApiDocument() as { components: { schemas: Record<string, Json> } }).components.schemas;

  it('documents a request body with its defaulted fields optional, and the answer with them present', () => {
    // The export body is optional field by field (defaults apply); an export's status shows every defaulted field.
    expect(schemas.ExportOptions!.required ?? []).not.toContain('format');
    expect(schemas.AppliedExportOptions!.required).toEqual(expect.arrayContaining(['format', 'quality', 'captions', 'poster', 'thumbnails']));
  });
});
