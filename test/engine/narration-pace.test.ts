import { beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderChapter, type ChapterResult } from '../../engine/render/render-chapter.js';
import { PACE_LEAD_SECONDS } from '../../engine/render/pacing/narration-scenes.js';
import type { SceneDocumentInput } from '../../model/scene-document.js';
import { findPhrase, grabFrame, ocrWords } from './video-checks.js';
import { ffprobe } from '../support/media.js';

/*
 * A narration that reads each scene's title keeps pace with the scenes (engine/render/pacing/narration-scenes.ts), in a
 * rendered chapter: each scene's words are spoken after its scene starts (from the captions' cue times), a scene
 * whose words outlast it grows to hold them, and on the frame where the voice starts "Read daily" the title on
 * screen is "Read daily". Before, the phrases ran one after another from the first frame: the voice said all three
 * while the first title showed.
 */

const TITLES = ['Three habits', 'Wake early every day and stretch slowly before breakfast', 'Read daily'];
const SCENE_SECONDS = 1.4;
const doc: SceneDocumentInput = {
  version: 2,
  theme: 'minimal',
  background: { type: 'solid', colour: '#f4f1ea' },
  scenes: TITLES.map((text) => ({ duration: SCENE_SECONDS, transition: { type: 'cut' }, layers: [{ type: 'text', role: 'heading', text, placement: 'top' }] })),
  narration: { text: TITLES.map((t) => `${t}.`).join(' '), captions: true },
};

let dir: string;
let result: ChapterResult;
let output: string;
const cues = () =>
  [...result.captions!.matchAll(/(\d\d):(\d\d):(\d\d)\.(\d{3}) --> [^\n]+\n([^\n]+)/g)].map((m) => ({ start: Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]) + Number(m[4]) / 1000, text: m[5]! }));
const sceneStarts = () => result.document!.scenes.reduce<number[]>((acc, s, i) => [...acc, i === 0 ? 0 : acc[i - 1]! + result.document!.scenes[i - 1]!.duration], []);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'narration-pace-'));
  output = join(dir, 'paced.mp4');
  result = await renderChapter({ document: doc, format: { aspect: 'landscape', resolution: '720p' }, media: new Map(), output });
}, 180_000);

describe('a narration reading each scene keeps pace with the scenes', () => {
  it("speaks each scene's words after its scene starts, and grows the scene whose words outlast it", () => {
    const starts = sceneStarts();
    const durations = result.document!.scenes.map((s) => s.duration);
    // The long second title takes more than its 1.4 s to say: its scene grew by seconds; the first, by its breath at most.
    expect(durations[0]).toBeGreaterThanOrEqual(SCENE_SECONDS);
    expect(durations[0]).toBeLessThan(SCENE_SECONDS + 0.6);
    expect(durations[1]).toBeGreaterThan(SCENE_SECONDS + 1);
    for (const [k, title] of TITLES.entries()) {
      const cue = cues().find((c) => c.text.startsWith(title.split(' ').slice(0, 2).join(' ')));
      expect({ title, found: Boolean(cue) }).toEqual({ title, found: true });
      if (k > 0) {
        expect(cue!.start).toBeGreaterThanOrEqual(starts[k]! + PACE_LEAD_SECONDS - 0.05);
        expect(cue!.start).toBeLessThan(starts[k]! + PACE_LEAD_SECONDS + 0.6);
      }
    }
  });

  it('is as long as its scenes', async () => {
    const total = result.document!.scenes.reduce((a, s) => a + s.duration, 0);
    expect(Math.abs(result.seconds - total)).toBeLessThan(0.05);
    expect(Math.abs(Number((await ffprobe(output)).format.duration) - result.seconds)).toBeLessThan(0.1);
  });

  it('shows "Read daily" on the frame where the voice starts saying it', async () => {
    const cue = cues().find((c) => c.text.startsWith('Read daily'))!;
    const png = await grabFrame(output, cue.start + 0.1, join(dir, 'read-daily.png'));
    const words = await ocrWords(png);
    const shown = findPhrase(words, 'Read daily');
    // The title, at the top; the caption at the bottom says it too, so the title is told by where it stands.
    expect(shown).toBeDefined();
    expect(words.some((w) => /wake|habits/i.test(w.text) && w.top < 360)).toBe(false);
  }, 60_000);
});
