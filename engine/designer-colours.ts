import { clampChroma, converter, formatHex, interpolate } from 'culori';
import { CSS_COLOURS } from './colours.js';

/*
 * A designer's colour vocabulary: what people mean by the names they write in a brief ("cream", "sage",
 * "terracotta", "warm brown"), not what CSS calls them (CSS `brown` is a red, `darkgray` is lighter than `gray`,
 * `lavender` and `azure` are near white). Curated names first; CSS names only as a fallback for the rest, and
 * never its compound shades (darkgray, lightgreen...): modifiers are applied here in OKLCH (a perceptual space,
 * through culori), so "dark grey" is darker than "grey", "light brown" is a brown, and "neon green" is vivid.
 * The basic names CSS gets right (red, pink, purple, teal...) keep their CSS values; navy is a designer's (#1b2a4e). CSS orange (#ffa500, OKLCH
 * hue 71°) sits on amber's edge; a designer's orange is #ff8c1a (57°), between tangerine and pumpkin.
 */

/** Names → `#rrggbb`, lower case, words separated by one space. */
export const DESIGNER_COLOURS: Readonly<Record<string, string>> = {
  // Whites and creams
  white: '#ffffff', 'off white': '#f8f6f0', ivory: '#fffff0', cream: '#f9f1dc', eggshell: '#f0ead6', bone: '#e3dac9',
  linen: '#faf0e6', snow: '#fffafa', champagne: '#f7e7ce', pearl: '#eae0c8',
  // Neutrals, browns
  beige: '#e3d5b8', sand: '#d8c7a4', tan: '#d2b48c', khaki: '#c3b091', camel: '#c19a6b', taupe: '#8b7e74',
  brown: '#8b5a2b', chocolate: '#5d3a1a', coffee: '#6f4e37', espresso: '#3c2a21', mocha: '#7b5b45', caramel: '#c68642',
  walnut: '#5d432c', rust: '#b7410e', terracotta: '#c8643c', 'terra cotta': '#c8643c', brick: '#b0412e', copper: '#b87333',
  bronze: '#cd7f32', ochre: '#cc7722',
  // Greys and blacks
  black: '#000000', 'jet black': '#0a0a0a', onyx: '#353839', charcoal: '#36454f', graphite: '#474a51', gunmetal: '#2a3439',
  slate: '#708090', grey: '#808080', gray: '#808080', stone: '#928e85', ash: '#b2beb5', silver: '#c0c0c0',
  // Reds and pinks
  red: '#e0282e', scarlet: '#ff2400', cherry: '#d2042d', crimson: '#dc143c', ruby: '#9b111e', burgundy: '#800020',
  maroon: '#800000', wine: '#722f37', tomato: '#ff6347', coral: '#ff7f50', salmon: '#fa8072',
  peach: '#ffbe98', apricot: '#fbceb1', pink: '#ffc0cb', 'hot pink': '#ff69b4', blush: '#e8b4b8', rose: '#e07a8e',
  'dusty rose': '#c9929a', 'rose gold': '#b76e79', fuchsia: '#ff00ff', magenta: '#ff00ff', raspberry: '#c51e5a',
  // Oranges and yellows
  orange: '#ff8c1a', 'burnt orange': '#cc5500', tangerine: '#f28500', pumpkin: '#ff7518', amber: '#ffbf00',
  mustard: '#e1ad01', saffron: '#f4c430', gold: '#d4af37', yellow: '#ffd60a', lemon: '#fff44f', butter: '#fff1a8',
  // Greens
  green: '#008000', 'forest green': '#228b22', 'hunter green': '#355e3b', emerald: '#50c878', jade: '#00a86b',
  sage: '#9caf88', olive: '#808000', moss: '#8a9a5b', lime: '#9ee02d', mint: '#a8e6cf', seafoam: '#93e9be',
  pistachio: '#93c572', 'sea green': '#2e8b57', 'bottle green': '#006a4e',
  // Blues and cyans
  teal: '#008080', turquoise: '#40e0d0', aqua: '#00ffff', cyan: '#00ffff', petrol: '#005f6a', 'sky blue': '#87ceeb',
  'baby blue': '#89cff0', 'powder blue': '#b0e0e6', cerulean: '#007ba7', azure: '#007fff', cobalt: '#0047ab',
  sapphire: '#0f52ba', denim: '#1560bd', 'royal blue': '#4169e1', 'steel blue': '#4682b4', blue: '#1d4ed8',
  // A designer's navy: a deep, slightly greyed blue (CSS navy, #000080, is a garish pure blue).
  navy: '#1b2a4e', 'midnight blue': '#191970', periwinkle: '#8f99fb', ice: '#d6ecf3',
  // Purples
  purple: '#800080', violet: '#8f5bd6', indigo: '#4b0082', lavender: '#b9a2d8', lilac: '#c8a2c8', mauve: '#b784a7',
  plum: '#8e4585', eggplant: '#614051', aubergine: '#3d0734', orchid: '#da70d6',
};

/** Modifiers people put before a colour, each a move in OKLCH. */
export const COLOUR_MODIFIERS = ['dark', 'light', 'deep', 'pale', 'bright', 'muted', 'warm', 'cool', 'pastel', 'neon', 'soft', 'vivid', 'dusty', 'medium', 'rich', 'electric'] as const;
export type ColourModifier = (typeof COLOUR_MODIFIERS)[number];

/** Colour words that end a compound name ("sage green", "cobalt blue", "navy blue" is navy). */
export const BASIC_COLOUR_WORDS = ['red', 'orange', 'yellow', 'green', 'blue', 'purple', 'pink', 'brown', 'grey', 'gray', 'black', 'white', 'gold'] as const;

const toOklch = converter('oklch');
type Oklch = { l: number; c: number; h: number | undefined };

/** Hues (OKLCH degrees) the temperature modifiers lean towards: an orange and a blue. */
const WARM_HUE = 40;
const COOL_HUE = 245;

/** `h` moved a share `k` of the way to `target`, by at most `most` degrees. */
function towardsHue(h: number | undefined, target: number, k: number, most = 360): number {
  if (h === undefined) return target;
  const d = ((target - h + 540) % 360) - 180;
  return (h + Math.sign(d) * Math.min(most, Math.abs(d * k)) + 360) % 360;
}

function maxChroma(l: number, hue: number): number {
  return toOklch(clampChroma({ mode: 'oklch', l, c: 0.5, h: hue }, 'oklch'))?.c ?? 0;
}

/** The lightness at which `hue` has the most chroma in sRGB (its "cusp"), and that chroma. */
function cusp(hue: number): { l: number; c: number } {
  let best = { l: 0.6, c: 0 };
  for (let l = 0.4; l <= 0.95; l += 0.01) {
    const c = maxChroma(l, hue);
    if (c > best.c) best = { l, c };
  }
  return best;
}

const MOVES: Record<ColourModifier, (c: Oklch) => Oklch> = {
  dark: (c) => ({ ...c, l: Math.max(0.12, c.l * 0.68) }),
  deep: (c) => ({ ...c, l: Math.max(0.15, c.l * 0.76), c: c.c * 1.15 }),
  // Most of the way to white: "light grey" is about #d0d0d0 (CSS lightgray #d3d3d3), not the #b7b7b7 of a step.
  // Both keep enough colour to be named (0.045 chroma): "pale pink" from CSS pink (already light) is a blush
  // (#fbdfe3), not a white with a tint.
  // A colour already light moves less, so sRGB still holds that chroma.
  light: (c) => ({ ...c, l: c.l + (1 - c.l) * (c.l > 0.8 ? 0.35 : 0.6), c: Math.max(c.c * 0.75, Math.min(c.c, 0.045)) }),
  pale: (c) => ({ ...c, l: c.l + (1 - c.l) * (c.l > 0.8 ? 0.35 : 0.65), c: Math.max(c.c * 0.45, Math.min(c.c, 0.045)) }),
  soft: (c) => ({ ...c, l: c.l + (1 - c.l) * 0.3, c: c.c * 0.7 }),
  pastel: (c) => ({ ...c, l: Math.max(c.l, 0.87), c: Math.min(c.c, 0.08) }),
  muted: (c) => ({ ...c, l: c.l + (0.6 - c.l) * 0.25, c: c.c * 0.5 }),
  dusty: (c) => ({ ...c, l: c.l + (0.6 - c.l) * 0.25, c: c.c * 0.5 }),
  // Towards the hue's most colourful lightness, with more chroma (a bright red stays red, a bright navy lightens).
  bright: (c) => {
    if (c.h === undefined || c.c < 0.02) return { ...c, l: Math.min(0.95, c.l + 0.08) };
    // Already the most colourful the hue gets in sRGB (pure red, pure blue): as bright as it gets.
    const top = cusp(c.h);
    if (Math.abs(c.l - top.l) < 0.03 && c.c >= maxChroma(c.l, c.h) - 0.02) return c;
    const l = c.l + (top.l - c.l) * 0.5;
    return { ...c, l, c: Math.max(c.c * 1.35, maxChroma(l, c.h) * 0.75) };
  },
  vivid: (c) => (c.h === undefined || c.c < 0.02 ? c : { ...c, l: c.l + (cusp(c.h).l - c.l) * 0.5, c: c.c * 1.5 }),
  rich: (c) => ({ ...c, l: c.l * 0.9, c: c.c * 1.2 }),
  medium: (c) => c,
  // A greyish colour has no hue to push: neon of a grey is left as it is.
  neon: (c) => {
    if (c.h === undefined || c.c < 0.02) return c;
    const top = cusp(c.h);
    return { l: Math.max(top.l, 0.62), c: 0.5, h: c.h };
  },
  electric: (c) => MOVES.neon(c),
  // Warmth deepens a mid or dark colour a little ("warm brown" is a richer brown) but leaves a light one light: a
  // warm beige or cream is still a pale ground (darkened by 8 %, "warm beige" fell out of the light colours).
  warm: (c) => (c.c < 0.02 ? { l: Math.min(c.l, 0.96), c: 0.02, h: 65 } : { l: c.l * (0.92 + 0.08 * lightShare(c.l)), c: c.c, h: towardsHue(c.h, WARM_HUE, 0.5, 15) }),
  cool: (c) => (c.c < 0.02 ? { l: Math.min(c.l, 0.96), c: 0.02, h: COOL_HUE } : { l: c.l, c: c.c * 0.95, h: towardsHue(c.h, COOL_HUE, 0.35, 20) }),
};

/** 0 for a mid or dark lightness (≤ 0.6), 1 for a light one (≥ 0.85), linear between. */
function lightShare(l: number): number {
  return Math.min(1, Math.max(0, (l - 0.6) / 0.25));
}

/** `hex` with `modifiers` applied, nearest to the name first ("dark warm brown": warm, then dark). */
export function applyModifiers(hex: string, modifiers: readonly ColourModifier[]): string {
  let c = toOklch(hex)!;
  let o: Oklch = { l: c.l, c: c.c ?? 0, h: c.h };
  for (const m of [...modifiers].reverse()) o = MOVES[m](o);
  c = { mode: 'oklch', l: Math.min(1, Math.max(0, o.l)), c: Math.max(0, o.c), h: o.h };
  return formatHex(clampChroma(c, 'oklch'));
}

const MODIFIER_SET = new Set<string>(COLOUR_MODIFIERS);
const BASIC_SET = new Set<string>(BASIC_COLOUR_WORDS);
const MODIFIER_PREFIX = new RegExp(`^(${COLOUR_MODIFIERS.join('|')})(?=[a-z]{3})`);

/** A name alone (no modifiers): curated, a compound of a name and its basic colour, a mix, or a plain CSS name. */
/**
 * Colour names in Spanish, Portuguese, Italian, French and German, by the English name they mean ("amarillo",
 * "vert", "azul"): a prompt written in those languages names its colours so. Not the ones that are also English
 * words or names ("rosa", "oro", "rot", "lila"): those are read only where a colour is certain (lit-word-abroad.ts).
 */
export const COLOURS_ABROAD: Record<string, string> = {
  arancione: 'orange', naranja: 'orange', laranja: 'orange',
  rosso: 'red', rossa: 'red', rojo: 'red', roja: 'red', vermelho: 'red', vermelha: 'red', rouge: 'red',
  verde: 'green', vert: 'green', verte: 'green', gruen: 'green', grün: 'green',
  blu: 'blue', azzurro: 'blue', azul: 'blue', bleu: 'blue', bleue: 'blue', blau: 'blue',
  giallo: 'yellow', gialla: 'yellow', amarillo: 'yellow', amarilla: 'yellow', amarelo: 'yellow', amarela: 'yellow', jaune: 'yellow', gelb: 'yellow',
  morado: 'purple', morada: 'purple', roxo: 'purple', roxa: 'purple', violette: 'purple',
  bianco: 'white', bianca: 'white', blanco: 'white', blanca: 'white', branco: 'white', branca: 'white', blanc: 'white', blanche: 'white', weiss: 'white',
  negro: 'black', negra: 'black', preto: 'black', preta: 'black', nero: 'black', nera: 'black', noir: 'black', noire: 'black', schwarz: 'black',
  dorado: 'gold', dorada: 'gold', dourado: 'gold', dourada: 'gold', golden: 'gold', silbern: 'silver', doré: 'gold', dorée: 'gold', dorato: 'gold', dorata: 'gold',
  turchese: 'turquoise', turquesa: 'turquoise',
  rosa: 'pink', rosado: 'pink', rosada: 'pink',
  gris: 'grey', grau: 'grey', grigio: 'grey', cinza: 'grey', marron: 'brown', braun: 'brown', marrone: 'brown',
  crème: 'cream', creme: 'cream', crema: 'cream',
  bordeaux: 'burgundy', bordô: 'burgundy', burdeos: 'burgundy', weinrot: 'burgundy', bordeauxrot: 'burgundy',
  // Dutch.
  oranje: 'orange', roze: 'pink', rood: 'red', rode: 'red', geel: 'yellow', gele: 'yellow', blauw: 'blue', groen: 'green', zwart: 'black', witte: 'white', paars: 'purple',
};

/**
 * The English name of an abroad colour, as inflected beside its noun: a plural ("letras amarillas", "rojos"), Italian's feminine
 * plurals ("gialle", "bianche"), and the endings German and Dutch adjectives take ("gelbe", "blauen", "rode", "witte").
 */
export function abroadColour(word: string): string | undefined {
  // An English colour's plural is no abroad word ("blues" is music, "greens" a golf course's).
  if (/s$/.test(word) && [word.slice(0, -1), word.replace(/es$/, '')].some((singular) => singular in CSS_COLOURS || DESIGNER_COLOURS[singular])) return undefined;
  // A shade compounded in German or Dutch ("dunkelgrüner", "hellblaue", "donkerblauw"): the shade, then the colour.
  const shade = /^(dunkel|donker|hell|licht)(\p{L}{3,})$/u.exec(word);
  if (shade) {
    // ("rot" and "lila", words of their own alone, are colours in a compound.)
    const base = abroadColour(shade[2]!) ?? (/^rot(?:e|en|er|es|em)?$/.test(shade[2]!) ? 'red' : /^lila/.test(shade[2]!) ? 'purple' : undefined);
    return base ? `${/^(?:dunkel|donker)$/.test(shade[1]!) ? 'dark' : 'light'} ${base}` : undefined;
  }
  const forms = [
    word,
    word.replace(/s$/, ''),
    word.replace(/es$/, ''),
    // (Not a masculine plural in -i: "Rossi", "Bianchi" and "Verdi" are names.)
    word.replace(/che$/, 'ca'),
    word.replace(/e$/, 'a'),
    word.replace(/(?:e|en|er|es|em)$/, ''),
    word.replace(/ß/g, 'ss').replace(/(?:e|en|er|es|em)$/, ''),
    word.replace(/(\p{L})\1e$/u, '$1'),
  ];
  for (const form of forms) if (form.length >= 3 && COLOURS_ABROAD[form]) return COLOURS_ABROAD[form];
  return undefined;
}

function baseColour(words: string[]): string | undefined {
  const abroad = words.length === 1 && !(words[0]! in CSS_COLOURS) && !DESIGNER_COLOURS[words[0]!] ? abroadColour(words[0]!) : undefined;
  if (abroad) return baseColour([abroad]);
  const phrase = words.join(' ');
  const curated = DESIGNER_COLOURS[phrase] ?? DESIGNER_COLOURS[phrase.replace('gray', 'grey')];
  if (curated) return curated;
  if (words.length === 2 && BASIC_SET.has(words[1]!)) {
    // "sage green", "cobalt blue", "navy blue", "olive green": the name says it.
    const first = DESIGNER_COLOURS[words[0]!];
    if (first) {
      // "blue green", "red orange": halfway between, in OKLab.
      if (BASIC_SET.has(words[0]!)) return formatHex(interpolate([first, DESIGNER_COLOURS[words[1]!] ?? first], 'oklab')(0.5));
      return first;
    }
  }
  if (words.length > 2) return undefined;
  // CSS names not curated here ("cornflower blue", "papaya whip"), but never CSS's own shades ("darkgray").
  const joined = words.join('');
  if (/^(?:dark|light|medium|pale|deep)/.test(joined)) return undefined;
  return CSS_COLOURS[joined] ?? CSS_COLOURS[joined.replace('grey', 'gray')];
}

/** A colour phrase ("warm brown", "dark forest green", "off-white", "#ff8800") as `#rrggbb`, or undefined. */
export function resolveColour(phrase: string): string | undefined {
  let w = phrase.toLowerCase().trim();
  if (/^#[0-9a-f]{6}$/.test(w)) return w;
  if (/^#[0-9a-f]{3}$/.test(w)) return '#' + [...w.slice(1)].map((c) => c + c).join('');
  w = w.replace(/[\s-]+/g, ' ');
  // "darkgrey", "lightblue" written as one word: the modifier and the name.
  const words = w.split(' ').flatMap((word) => {
    const m = MODIFIER_PREFIX.exec(word);
    return m && !DESIGNER_COLOURS[word] && !(word in CSS_COLOURS && !/^(dark|light|medium|pale|deep)/.test(word)) ? [m[1]!, word.slice(m[1]!.length)] : [word];
  });
  const modifiers: ColourModifier[] = [];
  while (words.length > 1 && MODIFIER_SET.has(words[0]!)) modifiers.push(words.shift() as ColourModifier);
  const base = baseColour(words);
  if (!base) return undefined;
  return modifiers.length ? applyModifiers(base, modifiers) : base;
}

/** The name a colour was most likely said by (for describing a document), or its hex code. */
export function nameOfColour(hex: string): string | undefined {
  return Object.entries(DESIGNER_COLOURS).find(([name, value]) => value === hex)?.[0] ?? Object.entries(CSS_COLOURS).find(([, value]) => value === hex)?.[0];
}
