import { describe, expect, it } from '@jest/globals';
import { ChapterName, Description, MAX_UPLOAD_BYTES, ProjectName, PromptContent } from '../../model/fields.js';
import { LIMITS } from '../../console/src/lib/limits.js';

describe("the console's length limits", () => {
  it.each([
    ['projectName', ProjectName],
    ['chapterName', ChapterName],
    ['description', Description],
    ['prompt', PromptContent],
  ] as const)('%s is exactly what the API accepts', (name, schema) => {
    const max = LIMITS[name];
    expect(schema.safeParse('x'.repeat(max)).success).toBe(true);
    expect(schema.safeParse('x'.repeat(max + 1)).success).toBe(false);
  });

  it('an upload is refused above the size the API takes', () => {
    expect(LIMITS.uploadBytes).toBe(MAX_UPLOAD_BYTES);
  });
});
