import { writeFile } from 'node:fs/promises';
import { runChild } from './run-child.js';

/**
 * Speaks `text` into a WAV with espeak-ng. The text goes through a file (`-f`), never the argument list, so
 * nothing in it can be read as an option. Aborting `signal` stops espeak-ng (and waits for it to exit).
 */
export async function synthesizeNarration(text: string, textPath: string, wavPath: string, voice = 'en-us', signal?: AbortSignal): Promise<void> {
  await writeFile(textPath, text, 'utf8');
  const exit = await runChild('espeak-ng', ['-v', voice, '-s', '155', '-w', wavPath, '-f', textPath], { timeoutMs: 60_000, signal });
  if (exit.code === 0) return;
  const last = exit.stderr.trim().split('\n').slice(-1)[0] ?? '';
  const how = exit.timedOut ? 'timed out' : exit.signal ? `was killed (${exit.signal})` : `exited with code ${exit.code}`;
  throw new Error(`espeak-ng ${how}${last ? `: ${last}` : ''}`);
}
