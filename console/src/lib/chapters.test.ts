import { describe, expect, it } from '@jest/globals';
import { exportIsCurrent } from './chapters';
import type { Chapter, ExportState } from './types';

const chapter = (renderedAt: string, status = 'ready') => ({ id: 'chp_1', status, prompts: [{ id: 'prm_1', status: 'completed', created_at: renderedAt }] }) as unknown as Chapter;
const done = (startedAt: string, status: ExportState['status'] = 'completed') => ({ id: 'exp_1', status, download_url: 'https://x/video.mp4', started_at: startedAt, progress: 1 }) as ExportState;

describe('exportIsCurrent', () => {
  it('offers an export made after every chapter was last rendered', () => {
    expect(exportIsCurrent(done('2026-11-29T07:00:00Z'), [chapter('2026-11-29T06:59:00Z')])).toBe(true);
  });

  it('not one of older chapters, one unfinished, none, or while a chapter renders', () => {
    expect(exportIsCurrent(done('2026-11-29T07:00:00Z'), [chapter('2026-11-29T07:01:00Z')])).toBe(false);
    expect(exportIsCurrent(done('2026-11-29T07:00:00Z', 'processing'), [chapter('2026-11-29T06:00:00Z')])).toBe(false);
    expect(exportIsCurrent(null, [chapter('2026-11-29T06:00:00Z')])).toBe(false);
    expect(exportIsCurrent(done('2026-11-29T07:00:00Z'), [chapter('2026-11-29T06:00:00Z', 'processing')])).toBe(false);
  });
});
