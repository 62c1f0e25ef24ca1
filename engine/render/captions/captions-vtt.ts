/*
 * WebVTT for captions: written per chapter by the prompt job, parsed and joined with each chapter's offset by the
 * export job. No dependencies, so the export does not load the renderer's modules.
 */

export interface Cue {
  /** Seconds from the start of the chapter. */
  start: number;
  end: number;
  /** The phrase, its lines separated by `\n`. */
  text: string;
  /**
   * When each of its words is spoken (seconds, the cue's clock), in the order of the text's words: what karaoke
   * lights word by word. Not written to WebVTT or SRT.
   */
  words?: { text: string; start: number; end: number }[];
}

/** `hh:mm:ss.mmm` */
export function vttTime(seconds: number): string {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor(ms / 60_000) % 60;
  const s = Math.floor(ms / 1000) % 60;
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

function parseVttTime(text: string): number {
  const match = /^(?:(\d+):)?(\d{2}):(\d{2})\.(\d{3})$/.exec(text.trim());
  if (!match) throw new Error(`not a WebVTT timestamp: ${text}`);
  return Number(match[1] ?? 0) * 3600 + Number(match[2]) * 60 + Number(match[3]) + Number(match[4]) / 1000;
}

/**
 * Cue text as WebVTT carries it: `&`, `<` and `>` escaped (they start entities and tags), and no blank line (it
 * would end the cue) and no `-->` (it would read as a timing line).
 */
function vttText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
}

function unVttText(text: string): string {
  return text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

export function toWebVtt(cues: readonly Cue[]): string {
  const blocks = cues.map((cue, i) => `${i + 1}\n${vttTime(cue.start)} --> ${vttTime(cue.end)}\n${vttText(cue.text)}`);
  return ['WEBVTT', ...blocks].join('\n\n') + '\n';
}

/** The cues of a WebVTT file (identifiers, settings, NOTE and STYLE blocks are skipped). */
export function parseWebVtt(vtt: string): Cue[] {
  const text = vtt.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  if (!/^WEBVTT(?:[ \t].*)?(?:\n|$)/.test(text)) throw new Error('not a WebVTT file');
  const cues: Cue[] = [];
  for (const block of text.split(/\n{2,}/).slice(1)) {
    const lines = block.split('\n').filter((l) => l !== '');
    const timing = lines.findIndex((l) => l.includes('-->'));
    if (timing < 0 || /^(NOTE|STYLE|REGION)\b/.test(lines[0] ?? '')) continue;
    const [from, rest] = lines[timing]!.split('-->') as [string, string];
    const to = rest.trim().split(/\s+/)[0]!;
    cues.push({ start: parseVttTime(from), end: parseVttTime(to), text: unVttText(lines.slice(timing + 1).join('\n')) });
  }
  return cues;
}

/**
 * One WebVTT file for an export: each chapter's cues shifted by the chapter's start in the joined video, and cut
 * at its end (`seconds`), so a cue never spills into the next chapter.
 */
export function joinWebVtt(chapters: readonly { vtt: string | undefined; offset: number; seconds: number }[]): string {
  const cues: Cue[] = [];
  for (const chapter of chapters) {
    if (!chapter.vtt) continue;
    for (const cue of parseWebVtt(chapter.vtt)) {
      const end = Math.min(cue.end, chapter.seconds);
      if (cue.start >= end) continue;
      cues.push({ start: chapter.offset + cue.start, end: chapter.offset + end, text: cue.text });
    }
  }
  return toWebVtt(cues);
}

