import { describe, expect, it } from '@jest/globals';
import { ChapterDuration, PromptContent, ProjectName, Timestamp, characterCount } from './fields.js';
import { CreateProjectBody } from './project.js';

describe('field limits (spec sections 2 and 8)', () => {
  it('accepts names of 1 to 30 characters', () => {
    expect(ProjectName.safeParse('a').success).toBe(true);
    expect(ProjectName.safeParse('a'.repeat(30)).success).toBe(true);
    expect(ProjectName.safeParse('').success).toBe(false);
    expect(ProjectName.safeParse('a'.repeat(31)).success).toBe(false);
    expect(ProjectName.safeParse('   ').success).toBe(false);
  });

  it('counts characters, not UTF-16 units', () => {
    const thirtyEmoji = '🎬'.repeat(30);
    expect(thirtyEmoji.length).toBe(60);
    expect(characterCount(thirtyEmoji)).toBe(30);
    expect(ProjectName.safeParse(thirtyEmoji).success).toBe(true);
    expect(ProjectName.safeParse(thirtyEmoji + '🎬').success).toBe(false);
  });

  it('bounds prompt content to 1-5000 characters', () => {
    expect(PromptContent.safeParse('x'.repeat(5000)).success).toBe(true);
    expect(PromptContent.safeParse('x'.repeat(5001)).success).toBe(false);
    expect(PromptContent.safeParse('').success).toBe(false);
  });

  it('takes durations as positive whole seconds', () => {
    expect(ChapterDuration.safeParse(10).success).toBe(true);
    for (const bad of [0, -1, 1.5, '10', 601]) expect(ChapterDuration.safeParse(bad).success).toBe(false);
  });

  it('takes UTC timestamps with a trailing Z', () => {
    expect(Timestamp.safeParse('2026-11-22T10:00:00.000Z').success).toBe(true);
    expect(Timestamp.safeParse('2026-11-22T10:00:00.000+01:00').success).toBe(false);
  });

  it('rejects unknown fields in request bodies', () => {
    expect(CreateProjectBody.safeParse({ name: 'x', colour: 'red' }).success).toBe(false);
    expect(CreateProjectBody.safeParse({ name: 'x', description: null, settings: { a: 1 } }).success).toBe(true);
  });
});
