import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Speaks `text` into a WAV with espeak-ng. The text goes through a file (`-f`), never the argument list, so
 * nothing in it can be read as an option.
 */
export async function synthesizeNarration(text: string, textPath: string, wavPath: string, voice = 'en-us'): Promise<void> {
  await writeFile(textPath, text, 'utf8');
  await run('espeak-ng', ['-v', voice, '-s', '155', '-w', wavPath, '-f', textPath], { timeout: 60_000 });
}
