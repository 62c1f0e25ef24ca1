import type { Cue } from './captions-vtt.js';

/*
 * SubRip (SRT) captions, written beside the export's WebVTT for editors and players that read only SRT: numbered
 * cues from 1, `hh:mm:ss,mmm --> hh:mm:ss,mmm`, the text's lines, a blank line after each. SRT has no escaping:
 * a line that would read as a timing (`-->`) has its arrow spaced out, and blank lines inside a cue are dropped
 * (they would end it). No dependencies, like captions-vtt.ts, so the export does not load the renderer.
 */

/** `hh:mm:ss,mmm` */
export function srtTime(seconds: number): string {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)},${pad(ms % 1000, 3)}`;
}

function srtText(text: string): string {
  return text
    .split(/\r?\n/)
    .map((l) => l.trim().replace(/-->/g, '- ->'))
    .filter(Boolean)
    .join('\r\n');
}

/** The cues as SRT (CRLF line ends, which every reader accepts). */
export function toSrt(cues: readonly Cue[]): string {
  return cues.map((cue, i) => `${i + 1}\r\n${srtTime(cue.start)} --> ${srtTime(cue.end)}\r\n${srtText(cue.text) || ' '}\r\n`).join('\r\n');
}

function parseSrtTime(text: string): number {
  const m = /^(\d+):(\d{2}):(\d{2})[,.](\d{3})$/.exec(text.trim());
  if (!m) throw new Error(`not an SRT timestamp: ${text}`);
  return Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]) + Number(m[4]) / 1000;
}

/** The cues of an SRT file (strict about the numbering and timing lines, so a test can tell a valid file). */
export function parseSrt(srt: string): Cue[] {
  const blocks = srt.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n').split(/\n{2,}/).map((b) => b.trim()).filter(Boolean);
  return blocks.map((block, i) => {
    const [index, timing, ...lines] = block.split('\n');
    if (Number(index) !== i + 1) throw new Error(`SRT cue ${i + 1} is numbered ${index}`);
    const m = /^(\S+) --> (\S+)$/.exec(timing ?? '');
    if (!m) throw new Error(`SRT cue ${i + 1} has no timing line`);
    return { start: parseSrtTime(m[1]!), end: parseSrtTime(m[2]!), text: lines.join('\n') };
  });
}
