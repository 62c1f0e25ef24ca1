import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const ARTIFACTS = join(ROOT, 'test', '.artifacts', 'console');
const README_IMAGES = join(ROOT, 'docs', 'images');

/**
 * Debian's Chromium (installed by test/env/prepare.sh), driven by playwright-core: no browser download.
 * As root, Chromium's sandbox cannot start; the page only ever loads the service under test.
 */
export async function launchChromium(): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) throw new Error(`${executablePath} is missing: run test/env/prepare.sh (it installs Debian's chromium)`);
  return chromium.launch({
    executablePath,
    headless: true,
    args: process.getuid?.() === 0 ? ['--no-sandbox'] : [],
  });
}

/**
 * Saves a full-page screenshot to test/.artifacts/console/. With MONTAGE_UPDATE_SCREENSHOTS=1, `readme` also copies
 * it to docs/images/: opt-in, so that a test run never dirties tracked files.
 */
export async function screenshot(page: Page, name: string, readme?: string): Promise<string> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const path = join(ARTIFACTS, `${name}.png`);
  await playersAtRest(page);
  await page.screenshot({ path, fullPage: true });
  if (readme && process.env.MONTAGE_UPDATE_SCREENSHOTS === '1') {
    mkdirSync(README_IMAGES, { recursive: true });
    copyFileSync(path, join(README_IMAGES, readme));
  }
  return path;
}

/**
 * Chromium's player fades its loading spinner out on a timer of its own after a load or a seek. For screenshots,
 * each player is shot until two shots in a row are identical (at rest), with a deadline: cosmetic, never a failure.
 */
async function playersAtRest(page: Page, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (const player of await page.locator('video').all()) {
    let previous: Buffer | undefined;
    while (Date.now() < deadline) {
      const shot = await player.screenshot({ animations: 'allow' });
      if (previous?.equals(shot)) break;
      previous = shot;
    }
  }
}

/** Drops a file on an element as a person dragging it from their desktop would (a real `drop` with a DataTransfer). */
export async function dropFile(page: Page, selector: string, file: { name: string; type: string; bytes: Buffer }): Promise<void> {
  const dataTransfer = await page.evaluateHandle(
    ({ name, type, base64 }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const transfer = new (globalThis as any).DataTransfer();
      transfer.items.add(new File([bytes], name, { type }));
      return transfer;
    },
    { name: file.name, type: file.type, base64: file.bytes.toString('base64') },
  );
  await page.dispatchEvent(selector, 'dragenter', { dataTransfer });
  await page.dispatchEvent(selector, 'dragover', { dataTransfer });
  await page.dispatchEvent(selector, 'drop', { dataTransfer });
}
