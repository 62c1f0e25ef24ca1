import { readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { declaredImageSize } from './image-header.js';
import { runLimited } from './limited-run.js';
import { pictureTooLarge, type MediaLimits } from './limits.js';
import { sniffContainers } from './sniff.js';

/*
 * SVG uploads become a PNG rendition at probe time, made by resvg (@resvg/resvg-js: Rust, prebuilt, no install
 * script); FFmpeg never sees the SVG (the npm-shipped FFmpeg 4.1 has no SVG decoder, and Debian's librsvg-based one
 * would follow references). resvg fetches no URLs, but it does read local files named by `<image href="/path">`
 * (measured: an absolute path is loaded and drawn), and it expands internal XML entities. So before resvg sees a
 * byte, checkSvg refuses:
 *
 * - anything but UTF-8 text, and files over the size limit;
 * - a DOCTYPE with an internal subset and any `<!ENTITY` (entity bombs, external entities), `<?xml-stylesheet`;
 * - `<script>`, `<foreignObject>` (by local name, whatever the prefix);
 * - every `href` (any prefix: `xlink:href`, a rebound xlink namespace, `href`) that is not a same-document `#id`
 *   or a `data:` URL of a PNG, JPEG, GIF or WebP, checked by its bytes (not its declared type: resvg guesses the
 *   format from the bytes, so a "data:image/png" that is really an SVG would be a nested document) and by its
 *   declared size (the picture limits);
 * - every CSS `url(...)` that is not `url(#id)`, and `@import`; animations that set an `href`.
 *
 * Attribute values are checked after XML character references are decoded, as the parser will see them. The checks
 * are deliberately stricter than SVG needs: an SVG refused here gets an `error` naming what was refused.
 *
 * resvg then runs in its own process (limited-run.ts: time and memory limits, no environment), with system fonts
 * off (only the DejaVu fonts of the dejavu-fonts-ttf package), in the job's private directory, writing a PNG whose
 * longer side is at least 1080 pixels (vector art is drawn sharp for video) and at most the limit.
 */

export class UnsafeSvgError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'UnsafeSvgError';
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** XML character and predefined entity references decoded (an unknown entity stays as written). */
export function decodeXmlReferences(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

const RASTER_IN_SVG = new Set(['png_pipe', 'jpeg_pipe', 'gif', 'webp_pipe']);

/** Why a `data:` URL may not be drawn, or undefined when it is a raster image within the limits. */
function dataUrlProblem(url: string, limits: MediaLimits): string | undefined {
  const m = /^data:([^,]*),(.*)$/is.exec(url.trim());
  if (!m) return 'a malformed data: URL';
  const base64 = /;\s*base64\s*$/i.test(m[1]!);
  let bytes: Buffer;
  try {
    bytes = base64 ? Buffer.from(m[2]!.replace(/\s+/g, ''), 'base64') : Buffer.from(decodeURIComponent(m[2]!), 'latin1');
  } catch {
    return 'a malformed data: URL';
  }
  if (!sniffContainers(bytes.subarray(0, 4096)).some((c) => RASTER_IN_SVG.has(c))) return 'an embedded file that is not a PNG, JPEG, GIF or WebP image';
  const size = declaredImageSize(bytes.subarray(0, 256 * 1024));
  if (!size) return 'an embedded image whose size cannot be read';
  const tooLarge = pictureTooLarge(size, limits);
  return tooLarge ? `an embedded image too large (${tooLarge})` : undefined;
}

const shorten = (s: string) => JSON.stringify(s.length > 80 ? `${s.slice(0, 77)}...` : s);

/** Throws UnsafeSvgError naming the first thing in `text` that resvg must not be given. */
export function checkSvg(text: string, limits: MediaLimits): void {
  if (/<!ENTITY/i.test(text)) throw new UnsafeSvgError('The SVG declares XML entities (<!ENTITY), which are refused.');
  if (/<!DOCTYPE[^>[]*\[/i.test(text)) throw new UnsafeSvgError('The SVG has a DOCTYPE with an internal subset, which is refused.');
  if (/<\?xml-stylesheet/i.test(text)) throw new UnsafeSvgError('The SVG links a style sheet (<?xml-stylesheet?>), which is refused.');
  const element = /<\s*(?:[^\s<>/:]+:)?(script|foreignObject|iframe|handler|listener)\b/i.exec(text);
  if (element) throw new UnsafeSvgError(`The SVG has a <${element[1]}> element, which is refused.`);

  const attribute = /([^\s<>="'/]+)\s*=\s*("[^"]*"|'[^']*')/g;
  for (const [, name, quoted] of text.matchAll(attribute)) {
    const local = name!.slice(name!.lastIndexOf(':') + 1).toLowerCase();
    const value = decodeXmlReferences(quoted!.slice(1, -1)).trim();
    if (local === 'href' || local === 'src') {
      if (value.startsWith('#')) continue;
      if (/^data:/i.test(value)) {
        const problem = dataUrlProblem(value, limits);
        if (problem) throw new UnsafeSvgError(`The SVG embeds ${problem}.`);
        continue;
      }
      throw new UnsafeSvgError(`The SVG refers to an external resource (${name}=${shorten(value)}); only #references and embedded PNG, JPEG, GIF or WebP images are drawn.`);
    }
    if (local === 'attributename' && /href|src/i.test(value)) throw new UnsafeSvgError('The SVG animates a reference (attributeName="href"), which is refused.');
  }

  for (const source of [text, decodeXmlReferences(text)]) {
    if (/@import/i.test(source)) throw new UnsafeSvgError('The SVG imports a style sheet (@import), which is refused.');
    for (const [, , target] of source.matchAll(/url\s*\(\s*(['"]?)\s*([^)'"]*)/gi)) {
      if (!target!.trim().startsWith('#')) throw new UnsafeSvgError(`The SVG refers to an external resource (url(${shorten(target!.trim())})); only url(#id) is drawn.`);
    }
  }
}

/** The resvg child: reads the checked SVG, writes the PNG, prints its size. No network, no system fonts. */
const RASTERISE = `
try {
const [resvgPath, input, output, maxSide, minSide, fontDir] = process.argv.slice(1);
const { readFileSync, writeFileSync } = require('node:fs');
const { Resvg } = require(resvgPath);
const svg = readFileSync(input, 'utf8');
const font = { loadSystemFonts: false, fontFiles: ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf', 'DejaVuSerif.ttf', 'DejaVuSansMono.ttf'].map((f) => fontDir + '/' + f), defaultFontFamily: 'DejaVu Sans', sansSerifFamily: 'DejaVu Sans', serifFamily: 'DejaVu Serif', monospaceFamily: 'DejaVu Sans Mono' };
const probe = new Resvg(svg, { font, fitTo: { mode: 'original' } });
const w = probe.width, h = probe.height;
if (!(w > 0 && h > 0) || !isFinite(w) || !isFinite(h)) throw new Error('The SVG has no usable size.');
const longer = Math.max(w, h);
const target = Math.min(Number(maxSide), Math.max(longer, Math.min(Number(minSide), Number(maxSide))));
const fitTo = w >= h ? { mode: 'width', value: Math.max(1, Math.round(w * target / longer)) } : { mode: 'height', value: Math.max(1, Math.round(h * target / longer)) };
const resvg = new Resvg(svg, { font, fitTo, logLevel: 'off' });
if (resvg.imagesToResolve().length > 0) throw new Error('The SVG refers to images that are not embedded.');
const image = resvg.render();
writeFileSync(output, image.asPng());
process.stdout.write(JSON.stringify({ width: image.width, height: image.height }));
} catch (err) {
  process.stderr.write(String((err && err.message) || err).split('\\n')[0] + '\\n');
  process.exit(1);
}
`;

const require = createRequire(import.meta.url);

export interface Rendition {
  width: number;
  height: number;
}

/**
 * Checks the SVG at `path` (checkSvg) and draws it to a PNG at `output`, both in `dir`, the job's private directory.
 * Throws UnsafeSvgError for a refused SVG, a RunLimitError past the time or memory limit, an Error otherwise.
 */
export async function rasteriseSvg(path: string, output: string, opts: { dir: string; limits: MediaLimits; signal?: AbortSignal }): Promise<Rendition> {
  const { limits } = opts;
  const { size } = await stat(path);
  if (size > limits.svgMaxBytes) throw new UnsafeSvgError(`The SVG is ${Math.ceil(size / 1024)} KiB; at most ${Math.floor(limits.svgMaxBytes / 1024)} KiB are rasterised.`);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(await readFile(path));
  } catch {
    throw new UnsafeSvgError('The SVG is not UTF-8 text.');
  }
  checkSvg(text, limits);
  const maxSide = Math.min(limits.svgMaxSide, limits.maxDimension);
  const fontDir = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
  // --jitless: since Node 24 (V8 13), V8 reserves its code range (about 512 MiB of private address space) at start,
  // which RLIMIT_DATA counts, so node could not even start under the limit. Without a JIT it reserves none, and the
  // child's work is resvg's native code, not JavaScript.
  const { stdout } = await runLimited(
    process.execPath,
    ['--jitless', '-e', RASTERISE, require.resolve('@resvg/resvg-js'), path, output, String(maxSide), '1080', fontDir],
    { timeoutMs: limits.timeoutMs, memoryBytes: limits.memoryBytes, signal: opts.signal, cwd: opts.dir },
  );
  const rendition = JSON.parse(stdout) as Rendition;
  const tooLarge = pictureTooLarge(rendition, limits);
  if (tooLarge) throw new UnsafeSvgError(tooLarge);
  return rendition;
}
