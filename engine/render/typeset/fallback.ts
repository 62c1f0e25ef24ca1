import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { GlobalFonts } from '@napi-rs/canvas';
import { inRanges, mergeRanges, parseUnicodeRange, type Ranges } from './unicode-ranges.js';

/*
 * The fallback chain behind every theme face: the scripts a theme's Latin face lacks, each from a bundled OFL Noto
 * family (@fontsource packages), then a colour emoji font. Skia (through @napi-rs/canvas) shapes each run with
 * HarfBuzz in the first family of the font list that has its characters, so Arabic joins, Devanagari forms its
 * conjuncts and emoji ZWJ sequences, skin tones and flags become one glyph, all within one fillText of a whole
 * line (which also orders mixed-direction text by the Unicode bidi algorithm).
 *
 * - A @fontsource package splits a family by unicode-range into files; all files of one family and weight are
 *   registered under one alias (Skia picks the file that has the character), and unicode.json says what they cover.
 * - Noto Color Emoji: only the package's whole-font file (`-emoji-`) carries the COLRv1 table Skia draws; its
 *   unicode-range slices carry SVG glyphs only, which Skia draws as nothing.
 * - The CJK families (Noto Sans SC, JP, KR: 50-80 MB each on disk in nine weights) are drawn in two weights only,
 *   CJK_WEIGHTS (regular and bold, as CJK type is mostly set; a face of another weight takes the nearer), so the
 *   image keeps those files alone (Dockerfile: about 21 MB instead of 211). They are optional dependencies: an image
 *   built with `npm ci --omit=optional` lacks them, and coverage.ts then reports the text it could not draw.
 */

const require = createRequire(import.meta.url);

export interface FallbackFamily {
  /** @fontsource package name. */
  pkg: string;
  /** What it is for, as a reader would say it (the result's note names it). */
  label: string;
  /** Its subset files: named subsets, or every numbered unicode-range slice (`[0]`, `[1]`, ...). */
  subsets: readonly string[] | 'numbered';
  /** The file that holds the whole font, when the slices cannot be drawn (the colour emoji font). */
  wholeFile?: string;
  cjk?: 'sc' | 'jp' | 'kr';
  /** An optional dependency: absent in a slim image. */
  optional?: boolean;
  /** The only weights drawn (others on disk are ignored); absent: every weight on disk. */
  weights?: readonly number[];
}

/** The weights of the CJK families that are drawn, and that the image keeps (Dockerfile, test/packaging). */
export const CJK_WEIGHTS: readonly number[] = [400, 700];

export const SCRIPT_FALLBACKS: readonly FallbackFamily[] = [
  { pkg: 'noto-sans-arabic', label: 'Arabic', subsets: ['arabic'] },
  { pkg: 'noto-sans-hebrew', label: 'Hebrew', subsets: ['hebrew'] },
  { pkg: 'noto-sans-devanagari', label: 'Devanagari', subsets: ['devanagari'] },
  { pkg: 'noto-sans-thai', label: 'Thai', subsets: ['thai'] },
  { pkg: 'noto-sans-sc', label: 'Chinese', subsets: 'numbered', cjk: 'sc', optional: true, weights: CJK_WEIGHTS },
  { pkg: 'noto-sans-jp', label: 'Japanese', subsets: 'numbered', cjk: 'jp', optional: true, weights: CJK_WEIGHTS },
  { pkg: 'noto-sans-kr', label: 'Korean', subsets: 'numbered', cjk: 'kr', optional: true, weights: CJK_WEIGHTS },
  { pkg: 'noto-color-emoji', label: 'emoji', subsets: 'numbered', wholeFile: 'emoji' },
];

/** A family installed here: its directory, weights on disk and coverage. */
interface Installed {
  family: FallbackFamily;
  dir: string;
  subsets(): string[];
  weights: number[];
  ranges: Ranges;
}

let installed: Installed[] | undefined;

function packageDir(pkg: string): string | undefined {
  try {
    return dirname(require.resolve(`@fontsource/${pkg}/package.json`));
  } catch {
    return undefined;
  }
}

function subsetNames(family: FallbackFamily, unicode: Record<string, string>): string[] {
  if (family.subsets === 'numbered') return Object.keys(unicode).filter((k) => /^\[\d+\]$/.test(k));
  return family.subsets.filter((s) => s in unicode);
}

/** The file of one subset (`[12]` → `noto-sans-sc-12-400-normal.woff2`). */
function subsetFile(dir: string, pkg: string, subset: string, weight: number): string {
  return join(dir, 'files', `${pkg}-${subset.replace(/^\[(\d+)\]$/, '$1')}-${weight}-normal.woff2`);
}

/** The weights whose files are on disk (an image may keep only some of them). */
function weightsOnDisk(family: FallbackFamily, dir: string, probe: string): number[] {
  const pattern = new RegExp(`^${family.pkg}-${probe.replace(/^\[(\d+)\]$/, '$1')}-(\\d+)-normal\\.woff2$`);
  const found = readdirSync(join(dir, 'files')).flatMap((f) => {
    const m = pattern.exec(f);
    return m ? [Number(m[1])] : [];
  });
  const usable = [...new Set(found)].filter((w) => !family.weights || family.weights.includes(w));
  return usable.sort((a, b) => a - b);
}

/**
 * The fallback families found in node_modules (the optional CJK ones may be missing). What each covers and its
 * weights are read on first use: the CJK packages' listings (1,800 files each) are read only for CJK text.
 */
export function installedFallbacks(): readonly Installed[] {
  if (installed) return installed;
  installed = [];
  for (const family of SCRIPT_FALLBACKS) {
    const dir = hidden.has(family.pkg) ? undefined : packageDir(family.pkg);
    if (!dir || !existsSync(join(dir, 'unicode.json'))) continue;
    let unicode: Record<string, string> | undefined;
    const read = () => (unicode ??= JSON.parse(readFileSync(join(dir, 'unicode.json'), 'utf8')) as Record<string, string>);
    let weights: number[] | undefined;
    let ranges: Ranges | undefined;
    installed.push({
      family,
      dir,
      subsets: () => subsetNames(family, read()),
      get weights() {
        return (weights ??= weightsOnDisk(family, dir, family.wholeFile ?? subsetNames(family, read())[0]!));
      },
      get ranges() {
        return (ranges ??= mergeRanges(subsetNames(family, read()).flatMap((s) => parseUnicodeRange(read()[s]!))));
      },
    });
  }
  return installed;
}

const registered = new Map<string, string>();

function nearest(weights: readonly number[], weight: number): number {
  return weights.reduce((best, w) => (Math.abs(w - weight) < Math.abs(best - weight) ? w : best), weights[0]!);
}

/** The alias of a fallback family at the weight nearest `weight`, its files registered with Skia on first use. */
function aliasOf(f: Installed, weight: number): string {
  const w = nearest(f.weights, weight);
  const key = `${f.family.pkg}:${w}`;
  const known = registered.get(key);
  if (known) return known;
  const alias = `Montage ${f.family.pkg} ${w}`;
  if (f.family.wholeFile) GlobalFonts.registerFromPath(subsetFile(f.dir, f.family.pkg, f.family.wholeFile, w), alias);
  else {
    for (const s of f.subsets()) {
      const file = subsetFile(f.dir, f.family.pkg, s, w);
      if (existsSync(file)) GlobalFonts.registerFromPath(file, alias);
    }
  }
  registered.set(key, alias);
  return alias;
}

export type Cjk = 'sc' | 'jp' | 'kr';
/** A family a chain names only when its text needs it (each is costly to load or to name). */
export type Extra = Cjk | 'emoji';

const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const HANGUL = /\p{Script=Hangul}/u;
const CJK_CHAR = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Bopomofo}\u3000-\u303f\uff00-\uffef]/u;

/**
 * Which CJK family comes first for a text: Han characters look different in Chinese, Japanese and Korean type, so a
 * text with kana is set in the Japanese face, one with Hangul in the Korean face, other Han text in the Chinese one.
 */
export function cjkOrder(text: string): readonly Cjk[] {
  if (KANA.test(text)) return ['jp', 'sc', 'kr'];
  if (HANGUL.test(text)) return ['kr', 'sc', 'jp'];
  return ['sc', 'jp', 'kr'];
}

/** Characters drawn as emoji: emoji presentation, or text presentation turned into emoji (VS16), skin tones, flags. */
const EMOJI = /\p{Emoji_Presentation}|\uFE0F|\p{Emoji_Modifier}|\p{Regional_Indicator}/u;

/**
 * The families a text needs beyond `have`: the colour emoji font if it has emoji, and for each CJK character no
 * family of `have` covers, the first CJK family in the text's order that does. A CJK family is a hundred files, and
 * a font list naming it makes every font change of a Skia context cost ~15 ms; the emoji font takes ~1 s to load
 * (a 24 MB COLR font): so a chain names only the families its text needs (none for most texts).
 */
export function extrasNeeded(text: string, have: readonly Extra[] = []): Extra[] {
  const out: Extra[] = EMOJI.test(text) && !have.includes('emoji') ? ['emoji'] : [];
  return CJK_CHAR.test(text) ? [...out, ...cjkNeeded(text, have)] : out;
}

function cjkNeeded(text: string, have: readonly Extra[]): Cjk[] {
  const families = installedFallbacks().filter((f) => f.family.cjk);
  const byName = new Map(families.map((f) => [f.family.cjk!, f]));
  const order = cjkOrder(text);
  const out: Cjk[] = [];
  for (const ch of text) {
    if (!CJK_CHAR.test(ch)) continue;
    const cp = ch.codePointAt(0)!;
    if ([...have, ...out].some((c) => byName.get(c as Cjk) && inRanges(byName.get(c as Cjk)!.ranges, cp))) continue;
    const first = order.find((c) => byName.get(c) && inRanges(byName.get(c)!.ranges, cp));
    if (first) out.push(first);
  }
  return out;
}

/** The fallback aliases for a face of `weight`, in order: scripts, the CJK families named, then colour emoji. */
export function fallbackAliases(weight: number, extras: readonly Extra[] = []): string[] {
  const all = installedFallbacks();
  const scripts = all.filter((f) => !f.family.cjk && !f.family.wholeFile);
  const cjkFamilies = extras.flatMap((c) => all.filter((f) => f.family.cjk === c));
  // Emoji last of the Noto families: its cmap also holds digits and #, which the text faces draw.
  const emoji = extras.includes('emoji') ? all.filter((f) => f.family.wholeFile) : [];
  return [...scripts, ...cjkFamilies, ...emoji].map((f) => aliasOf(f, weight));
}

/** The families the chain can draw from, with their coverage (for coverage.ts). */
export function fallbackCoverage(): readonly { readonly ranges: Ranges }[] {
  return installedFallbacks();
}

/** The optional families not installed (CJK in a slim image). */
export function missingFallbacks(): readonly FallbackFamily[] {
  const have = new Set(installedFallbacks().map((f) => f.family.pkg));
  return SCRIPT_FALLBACKS.filter((f) => !have.has(f.pkg));
}

let hidden = new Set<string>();

/**
 * For tests: act as if these packages were not installed (a slim image without the optional CJK families), before
 * any face is built.
 */
export function hideFallbacksForTest(pkgs: readonly string[]): void {
  hidden = new Set(pkgs);
  installed = undefined;
}
