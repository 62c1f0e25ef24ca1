import { readFile } from 'node:fs/promises';
import { alignWords } from '../sound/align-words.js';
import type { Transcriber } from './clip-captions.js';
import { wordsOf, type PhraseToTime } from '../sound/word-timing.js';

/*
 * Word times measured rather than estimated, for a narration the speech endpoint spoke: its API returns audio
 * only, so the joined track is sent to the operator's transcription endpoint (engine/transcribe.ts: whisper's
 * verbose_json with word timestamps) and the words it heard are aligned to the words the captions show
 * (align-words.ts). A forced alignment in effect, by the recogniser. No endpoint, a failure (slow, refused,
 * garbage) or words that do not match: the phrases stay untimed, the estimator (word-timing.ts) times them, and the
 * note says why.
 */

export async function transcribedPhrases(
  phrases: readonly PhraseToTime[],
  narrationPath: string,
  seconds: number,
  transcribe: Transcriber,
  signal?: AbortSignal,
): Promise<{ phrases: PhraseToTime[]; note?: string }> {
  const estimated = (why: string) => ({ phrases: [...phrases], note: `the caption words were timed by estimate: ${why}` });
  const answer = await transcribe(await readFile(narrationPath), seconds, signal);
  if (!answer.words) return estimated(answer.reason ?? 'the transcription endpoint found no words');
  const shown = phrases.map((p) => wordsOf(p.text));
  const timed = alignWords(shown.flat(), answer.words);
  if (!timed) return estimated('the transcription endpoint heard other words than the narration’s');
  let at = 0;
  return {
    phrases: phrases.map((p, i) => {
      const words = timed.slice(at, (at += shown[i]!.length));
      // A phrase's words stay inside its speech as the track has it (the recogniser's ends can overhang a pause).
      return { ...p, words: words.map((w) => ({ text: w.text, start: Math.max(p.start, Math.min(w.start, p.end)), end: Math.max(p.start, Math.min(w.end, p.end)) })) };
    }),
  };
}
