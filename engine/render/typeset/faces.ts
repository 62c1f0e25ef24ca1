import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { GlobalFonts } from '@napi-rs/canvas';
import * as fontkit from 'fontkit';
import type { Theme } from '../../../model/scene-document.js';
import { extrasNeeded, fallbackAliases, type Extra } from './fallback.js';
import { mergeRanges, parseUnicodeRange, rangesOf, type Ranges } from './unicode-ranges.js';

/*
 * The typefaces: OFL families bundled from @fontsource packages (WOFF2, read by Skia through @napi-rs/canvas), one
 * display face and one text face per theme, and DejaVu (dejavu-fonts-ttf) last in every fallback chain for glyphs
 * a face lacks. A @fontsource package splits each face by script (latin, latin-ext, cyrillic, greek, vietnamese);
 * every subset is registered under its own alias and the chain lists them in order, so Skia takes each glyph from
 * the first file that has it. After the face come the script fallbacks of fallback.ts (Arabic, Hebrew, Devanagari,
 * Thai, CJK, colour emoji), then DejaVu. Metrics (ascent, descent, cap height) come from the face's own file
 * (fontkit). What the whole chain covers is known (`ranges` plus the fallbacks'), so coverage.ts can leave out what
 * nothing would draw instead of drawing a box.
 */

const require = createRequire(import.meta.url);

/** A face of a family: its @fontsource package, weight and style. */
export interface FaceSpec {
  pkg: string;
  weight: number;
  italic?: boolean;
  /** Extra tracking in ems (condensed display faces in capitals read better a little open). */
  tracking?: number;
  /** Draw in capitals (a display face whose lower case is small caps or absent reads as it was designed). */
  upper?: boolean;
}

export type FaceRole = 'display' | 'text' | 'strong' | 'quote';

/** Each theme's faces: display for hero titles and headings, text for subtitles and body, strong for names and markers. */
export const THEME_FACES: Record<Theme, Record<FaceRole, FaceSpec>> = {
  classic: {
    display: { pkg: 'montserrat', weight: 700 },
    text: { pkg: 'inter', weight: 400 },
    strong: { pkg: 'montserrat', weight: 600 },
    quote: { pkg: 'playfair-display', weight: 500, italic: true },
  },
  minimal: {
    display: { pkg: 'inter', weight: 400 },
    text: { pkg: 'inter', weight: 400 },
    strong: { pkg: 'inter', weight: 600 },
    quote: { pkg: 'inter', weight: 300, italic: true },
  },
  bold: {
    display: { pkg: 'bebas-neue', weight: 400, tracking: 0.01 },
    text: { pkg: 'oswald', weight: 400 },
    strong: { pkg: 'oswald', weight: 600 },
    quote: { pkg: 'oswald', weight: 500 },
  },
  retro: {
    display: { pkg: 'righteous', weight: 400 },
    text: { pkg: 'montserrat', weight: 500 },
    strong: { pkg: 'righteous', weight: 400 },
    quote: { pkg: 'righteous', weight: 400 },
  },
  elegant: {
    display: { pkg: 'playfair-display', weight: 700 },
    text: { pkg: 'playfair-display', weight: 400 },
    strong: { pkg: 'playfair-display', weight: 600 },
    quote: { pkg: 'playfair-display', weight: 400, italic: true },
  },
  playful: {
    display: { pkg: 'fredoka', weight: 600 },
    text: { pkg: 'fredoka', weight: 400 },
    strong: { pkg: 'fredoka', weight: 600 },
    quote: { pkg: 'fredoka', weight: 500 },
  },
};

const SUBSETS = ['latin', 'latin-ext', 'vietnamese', 'greek', 'cyrillic', 'cyrillic-ext', 'hebrew'];
const dejavuDir = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
/** The fallback for glyphs no subset of the face has. */
const FALLBACK = { alias: 'Montage DejaVu Sans', file: join(dejavuDir, 'DejaVuSans.ttf'), boldFile: join(dejavuDir, 'DejaVuSans-Bold.ttf') };

export interface Face {
  spec: FaceSpec;
  /** A CSS font shorthand without the size: `italic 700 ${px}px "a", "b"`. */
  font(px: number): string;
  /** Ascent, descent (positive) and cap height in ems, from the face's latin file. */
  ascent: number;
  descent: number;
  capHeight: number;
  /** The face's main file (latin subset). */
  file: string;
  /** Tells faces with another fallback order apart (measure.ts caches widths per key). */
  key: string;
  /** What the face's subsets and DejaVu cover (the fallbacks' coverage is in fallback.ts). */
  ranges: Ranges;
  /** The families its chain names beyond the scripts: CJK, colour emoji (fallback.ts: extrasNeeded). */
  extras: readonly Extra[];
}

const faces = new Map<string, Face>();
let fallbackRegistered = false;
let dejavuRanges: Ranges | undefined;

function dejavuCoverage(): Ranges {
  if (!dejavuRanges) {
    const font = fontkit.openSync(FALLBACK.file);
    dejavuRanges = 'characterSet' in font ? rangesOf(font.characterSet) : [];
  }
  return dejavuRanges;
}

/** The code points of the registered subsets, from the package's unicode.json. */
function subsetRanges(pkg: string, subsets: readonly string[]): Ranges {
  const file = join(dirname(packageFiles(pkg)), 'unicode.json');
  if (!existsSync(file)) return [];
  const unicode = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  return mergeRanges(subsets.flatMap((s) => (unicode[s] ? parseUnicodeRange(unicode[s]) : [])));
}

function chainOf(aliases: readonly string[], weight: number, extras: readonly Extra[] = []): string {
  return [...aliases, ...fallbackAliases(weight, extras), FALLBACK.alias].map((a) => `"${a}"`).join(', ');
}

function packageFiles(pkg: string): string {
  return join(dirname(require.resolve(`@fontsource/${pkg}/package.json`)), 'files');
}

/** The face, its subsets registered with Skia on first use. */
export function faceOf(spec: FaceSpec): Face {
  const key = `${spec.pkg}:${spec.weight}:${spec.italic ? 'i' : 'n'}`;
  const cached = faces.get(key);
  if (cached) return cached.spec === spec ? cached : { ...cached, spec };
  if (!fallbackRegistered) {
    GlobalFonts.registerFromPath(FALLBACK.file, FALLBACK.alias);
    GlobalFonts.registerFromPath(FALLBACK.boldFile, FALLBACK.alias);
    fallbackRegistered = true;
  }
  const dir = packageFiles(spec.pkg);
  const aliases: string[] = [];
  const subsets: string[] = [];
  let main: string | undefined;
  for (const subset of SUBSETS) {
    const file = join(dir, `${spec.pkg}-${subset}-${spec.weight}-${spec.italic ? 'italic' : 'normal'}.woff2`);
    if (!existsSync(file)) continue;
    const alias = `Montage ${spec.pkg} ${subset} ${spec.weight}${spec.italic ? 'i' : ''}`;
    GlobalFonts.registerFromPath(file, alias);
    aliases.push(alias);
    subsets.push(subset);
    main ??= file;
  }
  if (!main) throw new Error(`no ${spec.weight} ${spec.italic ? 'italic' : 'normal'} face in @fontsource/${spec.pkg}`);
  const opened = fontkit.openSync(main);
  if (!('unitsPerEm' in opened)) throw new Error(`${main} is a font collection`);
  const em = opened.unitsPerEm;
  const chain = chainOf(aliases, spec.weight);
  const face: Face = {
    spec,
    font: (px) => `${spec.italic ? 'italic ' : ''}${spec.weight} ${Math.max(1, px).toFixed(2)}px ${chain}`,
    ascent: opened.ascent / em,
    descent: Math.abs(opened.descent) / em,
    // Some faces leave capHeight 0 in OS/2: the ink height of H then.
    capHeight: (opened.capHeight || opened.glyphForCodePoint(0x48).bbox.maxY) / em,
    file: main,
    key,
    ranges: mergeRanges([...subsetRanges(spec.pkg, subsets), ...dejavuCoverage()]),
    extras: [],
  };
  faces.set(key, face);
  ownAliases.set(key, aliases);
  return face;
}

const ownAliases = new Map<string, string[]>();
const variants = new Map<string, Face>();

/**
 * The face for a given text: its chain names the colour emoji font if the text has emoji, and the CJK families the
 * text needs, first the one of the text's language
 * (fallback.ts: cjkOrder), so a Japanese title takes its kanji from the Japanese face, a Korean one its Hangul from
 * the Korean face. A face that already has what the text needs is returned as it is (a block's lines keep its face).
 */
export function faceForText(face: Face, text: string): Face {
  const needed = extrasNeeded(text, face.extras);
  if (needed.length === 0) return face;
  const extras = [...face.extras, ...needed];
  const base = faces.get(face.key.split('+')[0]!) ?? face;
  const key = `${base.key}+${extras.join('+')}`;
  const known = variants.get(key);
  if (known) return known.spec === face.spec ? known : { ...known, spec: face.spec };
  const chain = chainOf(ownAliases.get(base.key) ?? [], face.spec.weight, extras);
  const spec = face.spec;
  const variant: Face = { ...base, spec, key, extras, font: (px) => `${spec.italic ? 'italic ' : ''}${spec.weight} ${Math.max(1, px).toFixed(2)}px ${chain}` };
  variants.set(key, variant);
  return variant;
}

export function themeFace(theme: Theme, role: FaceRole): Face {
  return faceOf(THEME_FACES[theme][role]);
}
