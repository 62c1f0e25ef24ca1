import { describe, expect, it } from '@jest/globals';
import { THEME_FACES, themeFace } from './faces.js';
import { measure } from './measure.js';
import { contentArea } from '../placement.js';
import { hasOrphan } from './break-lines.js';
import { safeArea } from '../placement.js';
import { hasFragment, setBlock } from './set-block.js';

const frame = { width: 1920, height: 1080 };

describe('the type system', () => {
  it('loads a bundled OFL face for every theme, with its own metrics', () => {
    for (const theme of Object.keys(THEME_FACES) as (keyof typeof THEME_FACES)[]) {
      const face = themeFace(theme, 'display');
      expect(face.file).toMatch(/@fontsource/);
      expect(face.capHeight).toBeGreaterThan(0.5);
      expect(face.capHeight).toBeLessThan(0.9);
      expect(face.ascent).toBeGreaterThan(face.capHeight);
    }
  });

  it('kerns: "AV" is narrower than "A" plus "V"', () => {
    const face = themeFace('classic', 'display');
    expect(measure(face, 'AV', 100)).toBeLessThan(measure(face, 'A', 100) + measure(face, 'V', 100) - 1);
  });

  it('lets a two-word hero title span 50-80 % of its box, on one line', () => {
    for (const theme of ['classic', 'bold', 'elegant', 'playful', 'retro', 'minimal'] as const) {
      const b = setBlock('Summer Sale', { theme, role: 'heading', frame, maxWidth: 1728, maxHeight: 972 });
      expect(b.lines).toHaveLength(1);
      expect(b.width / 1728).toBeGreaterThanOrEqual(0.5);
      expect(b.width / 1728).toBeLessThanOrEqual(0.8);
    }
  });

  it('never leaves one word alone on the last line of a title, in 16:9, 9:16 and 1:1, in every theme: the size steps down', () => {
    // Real brief titles; "3 tips for / better / sleep" (9:16) and "Tickets at / jazznight.org" were set so.
    const titles: [string, 'heading' | 'subtitle' | 'quote'][] = [
      ['3 tips for better sleep', 'heading'], ['Tickets at jazznight.org', 'heading'], ['Fresh Coffee Daily', 'heading'],
      ['How solar panels work', 'heading'], ['Clean power, every day', 'heading'], ['Summer Jazz Night', 'heading'],
      ['Call 555 0123 to visit', 'heading'], ['Editing your first video', 'heading'], ['Anna and James', 'heading'],
      ['3 beds · 2 baths · 2,400 sq ft', 'heading'], ['Friday 14 June, 8 pm at the Riverside Hall', 'subtitle'],
      ['The best way to predict the future is to create it', 'quote'],
    ];
    for (const f of [frame, { width: 1080, height: 1920 }, { width: 1080, height: 1080 }]) {
      const box = contentArea(f);
      for (const theme of ['classic', 'bold', 'elegant', 'playful', 'retro', 'minimal'] as const) {
        for (const [text, role] of titles) {
          const b = setBlock(text, { theme, role, frame: f, maxWidth: box.w, maxHeight: box.h * 0.6 });
          expect({ f, theme, text, lines: b.lines.map((l) => l.text), orphan: hasOrphan(b.lines, text) }).toMatchObject({ orphan: false });
          expect(b.width).toBeLessThanOrEqual(box.w + 0.01);
        }
      }
    }
    // A step, not a collapse: the 9:16 heading keeps at least 0.69 of the size it grew to, on two lines.
    const tall = { width: 1080, height: 1920 };
    const tips = setBlock('3 tips for better sleep', { theme: 'classic', role: 'heading', frame: tall, maxWidth: contentArea(tall).w, maxHeight: 1000 });
    expect(tips.lines.map((l) => l.text)).toEqual(['3 tips for', 'better sleep']);
    expect(tips.px).toBeGreaterThan(0.095 * 1350 * 0.69);
    // In 16:9 the event's call to action sits on one line rather than "Tickets / at jazznight.org".
    expect(setBlock('Tickets at jazznight.org', { theme: 'classic', role: 'heading', frame, maxWidth: 1728, maxHeight: 600 }).lines).toHaveLength(1);
  });

  it('sets a short 9:16 title on two balanced lines, never a short word alone ("The / future / of AI"), within 80 % of the safe width', () => {
    const tall = { width: 1080, height: 1920 };
    const box = contentArea(tall);
    for (const theme of ['classic', 'bold', 'elegant', 'playful', 'retro', 'minimal'] as const) {
      for (const text of ['The future of AI', 'Get Strong This Summer', 'Episode 42: Building in Public', 'Tips for a better morning']) {
        const b = setBlock(text, { theme, role: 'heading', frame: tall, maxWidth: box.w, maxHeight: box.h * 0.6 });
        const lines = b.lines.map((l) => l.text);
        expect({ theme, text, lines, fragment: hasFragment(b.lines, text), orphan: hasOrphan(b.lines, text) }).toMatchObject({ fragment: false, orphan: false });
        expect({ theme, text, share: b.width / safeArea(tall).w <= 0.8 + 1e-9 }).toEqual({ theme, text, share: true });
      }
    }
    const future = setBlock('The future of AI', { theme: 'classic', role: 'heading', frame: tall, maxWidth: box.w, maxHeight: box.h * 0.6 });
    expect(future.lines.map((l) => l.text)).toEqual(['The future', 'of AI']);
    // Still a hero's size: over the heading's base size (9.5 % of the reference length) less two steps.
    expect(future.px).toBeGreaterThan(0.095 * 1350 * 0.94 ** 2);
  });

  it('tells a fragment (a short word alone on a line of a longer text) from a stacked title', () => {
    const line = (text: string, width: number) => ({ text, width });
    expect(hasFragment([line('The', 300), line('future', 600), line('of AI', 480)], 'The future of AI')).toBe(true);
    expect(hasFragment([line('The future', 900), line('of AI', 480)], 'The future of AI')).toBe(false);
    // Three words on two lines cannot avoid a lone word; a long word alone is a stacked line.
    expect(hasFragment([line('Modern', 500), line('Family Home', 900)], 'Modern Family Home')).toBe(false);
    expect(hasFragment([line('Episode 42:', 700), line('Building', 560), line('in Public', 560)], 'Episode 42: Building in Public')).toBe(false);
  });

  it('sets a heading no larger than a size it is given (a chapter\'s later titles no larger than its first)', () => {
    const free = setBlock('Open house Saturday 10am', { theme: 'classic', role: 'heading', frame, maxWidth: 1728, maxHeight: 600 });
    const capped = setBlock('Open house Saturday 10am', { theme: 'classic', role: 'heading', frame, maxWidth: 1728, maxHeight: 600, maxPx: 100 });
    expect(free.px).toBeGreaterThan(100);
    expect(capped.px).toBeLessThanOrEqual(100);
    expect(capped.px).toBeGreaterThan(90);
    expect(hasOrphan(capped.lines, 'Open house Saturday 10am')).toBe(false);
  });

  it('shrinks a long text to its box, with balanced lines', () => {
    const text = 'A much longer body text that has to wrap onto several lines inside a narrow column of the frame';
    const b = setBlock(text, { theme: 'classic', role: 'body', frame, maxWidth: 500, maxHeight: 300 });
    expect(b.width).toBeLessThanOrEqual(500);
    expect(b.height).toBeLessThanOrEqual(300);
    expect(b.lines.at(-1)!.text.split(' ').length).toBeGreaterThan(1);
  });

  it('draws glyphs the face lacks with the fallback (measured, not zero width)', () => {
    const face = themeFace('bold', 'display');
    expect(measure(face, '→', 100)).toBeGreaterThan(10);
  });
});
