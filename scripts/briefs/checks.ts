import { totalDuration, type Layer, type Scene, type SceneDocument } from '../../model/scene-document.js';
import type { OutputFormat } from '../../model/format.js';
import { detectLanguage } from '../../engine/speech/detect-language.js';
import type { BriefAsset, Expect, ExpectKey } from './batch.js';
import { fakeAssetId } from './assets.js';
import { sameFamily } from './colour-family.js';
import { drawnStrings, firstPlace, normalise, readIn } from './screen.js';

/*
 * One check per `expect` key, on the scene document the prompts produced (what the renderer draws and plays). Each
 * says pass or fail and, when it fails, what the document holds instead. Strict by design: a check is never loosened
 * to let a brief pass; a brief whose expectation the tool cannot meet (invented copy) is voided with a reason instead.
 */

export interface Outcome {
  /** The interpreter's final document. */
  doc: SceneDocument;
  /** The document of the first prompt, when later prompts edited it. */
  first?: SceneDocument;
  /** The texts the edit says are gone (\`expect.edit.hides\`). */
  editHides?: readonly string[];
  /** The output format in force after all prompts (asked, or the project's default). */
  format: OutputFormat;
  assets: readonly BriefAsset[];
}

export interface CheckResult {
  /** An expected key, or `marks`: the check every brief gets (no reader's mark on screen). */
  key: ExpectKey | 'marks';
  pass: boolean;
  /** What was wanted and what the document holds, when it fails. */
  detail?: string;
}

type Check<K extends ExpectKey> = (want: NonNullable<Expect[K]>, o: Outcome) => string | undefined;

const ASPECTS: Record<string, OutputFormat['aspect']> = { '16:9': 'landscape', '9:16': 'portrait', '1:1': 'square' };
const layers = (doc: SceneDocument) => doc.scenes.flatMap((s) => s.layers);
const ofType = <T extends Layer['type']>(doc: SceneDocument, type: T) => layers(doc).filter((l): l is Extract<Layer, { type: T }> => l.type === type);
const texts = (doc: SceneDocument, role: string) => ofType(doc, 'text').filter((l) => l.role === role);
const same = (a: string, b: string) => normalise(a) === normalise(b);
const json = (v: unknown) => JSON.stringify(v);
const unquote = (t: string) => t.replace(/^[\s"“”'‘’]+|[\s"“”'‘’]+$/g, '');

/** The pictures one frame of the scene shows: a layout's cells, or its media layers. */
function picturesIn(scene: Scene): number {
  return scene.layers.reduce((n, l) => n + (l.type === 'layout' ? l.cells.length : l.type === 'media' ? 1 : 0), 0);
}

/** The scene's own fill colours (its background or the document's): a solid's colour, a gradient's two. */
function groundColours(doc: SceneDocument, scene: Scene): string[] {
  const fill = scene.background ?? doc.background;
  return fill.type === 'solid' ? [fill.colour] : [fill.from, fill.to];
}

function colourCheck(word: string, colours: string[], what: string): string | undefined {
  if (sameFamily(word, '#000000') === undefined) return `"${word}" names no colour the checker knows`;
  return colours.some((c) => sameFamily(word, c)) ? undefined : `${what} ${colours.length ? colours.join(', ') : 'none'}, not ${word}`;
}

const TRANSITIONS: Record<string, RegExp> = { crossfade: /^crossfade$/, fade: /^(?:fade-black|crossfade)$/, wipe: /^wipe-/, slide: /^slide-/, cut: /^cut$/ };

const CHECKS: { [K in ExpectKey]-?: Check<K> } = {
  shows: (want, { doc, first, editHides = [] }) => {
    // A text the edit says is gone was the first video's: it is looked for there. Every other text, in the last one.
    const gone = (w: string) => editHides.some((h) => readIn(h, [w]));
    const final = drawnStrings(doc);
    const before = drawnStrings(first ?? doc);
    const missing = want.filter((w) => !(gone(w) ? before : final).some((s) => readIn(w, s)));
    return missing.length ? `not drawn: ${json(missing)}` : undefined;
  },
  hides: (want, { doc }) => {
    const all = drawnStrings(doc).flat();
    const shown = want.filter((w) => all.some((s) => readIn(w, [s])));
    return shown.length ? `drawn: ${json(shown)} in ${json(all.filter((s) => shown.some((w) => readIn(w, [s]))))}` : undefined;
  },
  aspect: (want, { format }) => (ASPECTS[want] === format.aspect ? undefined : `${format.aspect}, not ${want}`),
  scenes: (want, { doc }) => (doc.scenes.length === want ? undefined : `${doc.scenes.length} scenes, not ${want}`),
  duration: (want, { doc }) => {
    const total = totalDuration(doc);
    return Math.abs(total - want) <= want * 0.1 ? undefined : `${total} s, not ${want} s`;
  },
  narration: (want, { doc }) => {
    const n = doc.narration;
    if (want === false) return n ? `narrated: "${n.text}"` : undefined;
    if (!n) return 'no narration';
    if (want === true) return undefined;
    return same(n.text, want) ? undefined : `narration "${n.text}"`;
  },
  voice: (want, { doc }) => {
    const v = doc.narration?.voice ?? {};
    if (!doc.narration) return 'no narration';
    const bad: string[] = [];
    if (want.gender && v.gender !== want.gender) bad.push(`gender ${v.gender ?? 'unset'}`);
    if (want.pitch && v.pitch !== want.pitch) bad.push(`pitch ${v.pitch ?? 'unset'}`);
    if (want.speed === 'slow' && !(v.speed !== undefined && v.speed < 1)) bad.push(`speed ${v.speed ?? 'unset'}`);
    if (want.speed === 'fast' && !(v.speed !== undefined && v.speed > 1)) bad.push(`speed ${v.speed ?? 'unset'}`);
    if (want.language) {
      // Unsaid, the language spoken is the text's (engine/speech/detect-language.ts): that is what is heard.
      const spoken = v.language ?? detectLanguage(doc.narration.text)?.language ?? 'en';
      if (spoken.toLowerCase().split('-')[0] !== want.language.toLowerCase().split('-')[0]) bad.push(`language ${spoken}`);
    }
    return bad.length ? bad.join(', ') : undefined;
  },
  captions: (want, { doc }) => {
    const n = doc.narration;
    const clips = ofType(doc, 'media').filter((m) => m.captions);
    if (want === false) return n?.captions || clips.length ? 'captioned' : undefined;
    if (!n?.captions && !clips.length) return 'no captions';
    if (want === true) return undefined;
    const style = n?.captions ? (n.captionStyle ?? 'lines') : (clips[0]!.captionStyle ?? n?.captionStyle ?? 'lines');
    const ok = want === 'line' || want === 'lines' ? style === 'line' || style === 'lines' : style === want;
    return ok ? undefined : `caption style ${style}, not ${want}`;
  },
  captionHighlight: (want, { doc }) => {
    // The narration's lit word, else that of a clip's captions of its own speech, else the theme's accent.
    const lit = (doc.narration as { highlight?: string } | undefined)?.highlight ?? ofType(doc, 'media').find((m) => m.captions)?.captionHighlight ?? doc.accent;
    if (!lit) return 'no highlight colour (the theme\'s)';
    return colourCheck(want, [lit], 'highlight');
  },
  lowerThird: (want, { doc }) => {
    const names = texts(doc, 'name').map((l) => l.text);
    const roles = texts(doc, 'role').map((l) => l.text);
    const bad: string[] = [];
    if (!names.some((n) => same(n, want.name))) bad.push(`names ${json(names)}`);
    if (want.role && !roles.some((r) => same(r, want.role!))) bad.push(`roles ${json(roles)}`);
    return bad.length ? bad.join(', ') : undefined;
  },
  progressBar: (want, { doc }) => {
    const bars = ofType(doc, 'progress');
    if (want === false) return bars.length ? 'a progress bar' : undefined;
    if (!bars.length) return 'no progress bar';
    if (want !== true && want.edge && bars[0]!.edge !== want.edge) return `edge ${bars[0]!.edge}`;
    return undefined;
  },
  pictures: (want, { doc }) => {
    const most = Math.max(...doc.scenes.map(picturesIn));
    return most === want ? undefined : `at most ${most} in a frame, not ${want}`;
  },
  layout: (want, { doc }) => {
    const kinds = ofType(doc, 'layout').map((l) => l.arrangement);
    return kinds.includes(want) ? undefined : `layouts ${json(kinds)}`;
  },
  clip: (want, { doc, assets }) => {
    // A clip full frame, or in a cell of a split, a grid or a picture in picture (which plays as a media layer does).
    const clips = doc.scenes.flatMap((scene) => scene.layers.flatMap((l) => (l.type === 'media' ? [l] : l.type === 'layout' ? l.cells : [])).filter((l) => l.kind === 'video').map((layer) => ({ layer, scene })));
    if (!clips.length) return 'no clip';
    const { layer, scene } = clips[0]!;
    const bad: string[] = [];
    const speed = layer.speed ?? 1;
    if (want.speed !== undefined && Math.abs(speed - want.speed) > 0.01) bad.push(`speed ${speed}`);
    // Its last seconds are a span of the clip: the last 8 s of an 18 s clip play from 10 to 18.
    const length = assets.find((a) => fakeAssetId(a.ref) === layer.assetId)?.seconds;
    const last = layer.trim?.last !== undefined && length !== undefined ? { from: Math.max(0, length - layer.trim.last), to: length } : undefined;
    const from = last?.from ?? layer.trim?.from ?? 0;
    const to = last?.to ?? layer.trim?.to;
    if (want.from !== undefined && Math.abs(from - want.from) > 0.05) bad.push(`from ${from}`);
    if (want.to !== undefined && (to === undefined || Math.abs(to - want.to) > 0.05)) bad.push(`to ${to ?? 'end'}`);
    if (want.muted !== undefined && Boolean(layer.muted) !== want.muted) bad.push(layer.muted ? 'muted' : 'not muted');
    if (want.sceneSeconds !== undefined && Math.abs(scene.duration - want.sceneSeconds) > want.sceneSeconds * 0.1) bad.push(`scene ${scene.duration} s`);
    if (want.playsWhole) {
      const seconds = assets.find((a) => fakeAssetId(a.ref) === layer.assetId)?.seconds;
      if (layer.trim && (layer.trim.from > 0 || layer.trim.to !== undefined || layer.trim.last !== undefined)) bad.push(`trimmed ${json(layer.trim)}`);
      else if (seconds !== undefined) {
        const plays = seconds / speed;
        // Its scene shows it to its end and not longer (a longer scene would loop it): within 10 % or half a second.
        if (Math.abs(scene.duration - plays) > Math.max(0.5, plays * 0.1)) bad.push(`scene ${scene.duration} s for ${Math.round(plays * 100) / 100} s of clip`);
      }
    }
    return bad.length ? bad.join(', ') : undefined;
  },
  list: (want, { doc }) => {
    const lists = ofType(doc, 'list').map((l) => l.items);
    if (lists.some((items) => items.length === want.length && items.every((it, i) => same(it, want[i]!)))) return undefined;
    // Items given a scene each, in order, are the list too (what a viewer sees: the items one after another).
    const mains = doc.scenes.map((s) => s.layers.find((l) => l.type === 'text')).map((l) => (l?.type === 'text' ? l.text : ''));
    for (let s = 0; s + want.length <= mains.length; s++) if (want.every((w, i) => same(mains[s + i]!, w))) return undefined;
    return `lists ${json(lists)}`;
  },
  numbered: (want, { doc }) => {
    const lists = ofType(doc, 'list');
    if (!lists.length) return 'no list';
    return lists.every((l) => l.numbered === want) ? undefined : `numbered ${json(lists.map((l) => l.numbered))}`;
  },
  chart: (want, { doc }) => {
    const charts = ofType(doc, 'chart');
    if (!charts.length) return 'no chart';
    const c = charts[0]!;
    const bad: string[] = [];
    const kind = want.kind === 'pie' ? 'donut' : want.kind;
    if (kind && c.kind !== kind) bad.push(`kind ${c.kind}`);
    const values = c.data.map((d) => d.value);
    if (want.values && (values.length !== want.values.length || values.some((v, i) => Math.abs(v - want.values![i]!) > 1e-6))) bad.push(`values ${json(values)}`);
    const labels = c.data.map((d) => d.label);
    if (want.labels && (labels.length !== want.labels.length || labels.some((l, i) => !same(l, want.labels![i]!)))) bad.push(`labels ${json(labels)}`);
    return bad.length ? bad.join(', ') : undefined;
  },
  counter: (want, { doc }) => {
    const found = doc.scenes.flatMap((scene) => scene.layers.filter((l): l is Extract<Layer, { type: 'counter' }> => l.type === 'counter').map((layer) => ({ layer, scene })));
    if (!found.length) return 'no counter';
    const { layer, scene } = found[0]!;
    const bad: string[] = [];
    if (layer.to !== want.to) bad.push(`to ${layer.to}`);
    if (want.from !== undefined && layer.from !== want.from) bad.push(`from ${layer.from}`);
    if (want.label) {
      const strings = scene.layers.filter((l) => l.type === 'text');
      const label = strings.find((l) => l.type === 'text' && readIn(want.label!, [l.text]));
      // The label under the number: the counter's own (drawn under its figures), a text placed at the bottom, or lines
      // that are only subtitles and body text beside a centred figure (set under it). A figure with a title is set
      // under that title, and every other text over the figure with it (engine/render/scene/figure-place.ts).
      const under = (l: Extract<Layer, { type: 'text' }>) =>
        (typeof l.placement === 'string' && /bottom/.test(l.placement)) ||
        ((layer.placement ?? 'center') === 'center' && l.placement === undefined && strings.every((t) => t.type === 'text' && (t.role === 'subtitle' || t.role === 'body') && t.placement === undefined));
      if (!label && !readIn(want.label, [`${layer.prefix}${layer.to}${layer.suffix}`])) bad.push(`label not drawn`);
      else if (label?.type === 'text' && !under(label) && !readIn(want.label, [layer.suffix])) bad.push(`label set as ${label.role}, above the number`);
    }
    return bad.length ? bad.join(', ') : undefined;
  },
  quote: (want, { doc }) => {
    const quotes = texts(doc, 'quote');
    const bad: string[] = [];
    if (quotes.length !== 1) bad.push(`${quotes.length} quotes`);
    if (!quotes.some((q) => same(unquote(q.text), unquote(want.text)))) bad.push(`quotes ${json(quotes.map((q) => q.text))}`);
    if (want.by) {
      const by = texts(doc, 'attribution').map((l) => l.text);
      if (!by.some((b) => readIn(want.by!, [b]))) bad.push(`by ${json(by)}`);
    }
    return bad.length ? bad.join(', ') : undefined;
  },
  button: (want, { doc }) => {
    const buttons = ofType(doc, 'button').map((b) => b.text);
    return buttons.some((b) => same(b, want)) ? undefined : `buttons ${json(buttons)}`;
  },
  background: (want, { doc }) => {
    const fills = doc.scenes.map((s) => s.background ?? doc.background);
    if (normalise(want) === 'gradient') return fills.some((f) => f.type === 'gradient') ? undefined : 'no gradient';
    // The ground a viewer sees first: the first scene's.
    return colourCheck(want, groundColours(doc, doc.scenes[0]!), 'background');
  },
  textColour: (want, { doc }) => {
    const coloured = layers(doc).flatMap((l) => ((l.type === 'text' || l.type === 'counter' || l.type === 'list') && 'colour' in l && l.colour ? [l.colour] : []));
    return colourCheck(want, coloured, 'text colours');
  },
  accent: (want, { doc }) => colourCheck(want, doc.accent ? [doc.accent] : [], 'accent'),
  particles: (want, { doc }) => {
    const kinds = ofType(doc, 'particles').map((p) => p.kind);
    return kinds.includes(want as never) ? undefined : `particles ${json(kinds)}`;
  },
  music: (want, { doc }) => (Boolean(doc.soundtrack) === want ? undefined : doc.soundtrack ? 'music' : 'no music'),
  logo: (want, { doc }) => (ofType(doc, 'logo').length > 0 === want ? undefined : want ? 'no logo' : 'a logo'),
  transition: (want, { doc }) => {
    const kinds = doc.scenes.flatMap((s) => (s.transition ? [s.transition.type] : []));
    const pattern = TRANSITIONS[want];
    if (!pattern) return `"${want}" is no transition the checker knows`;
    // A fade said of a single scene is its fade from and to black.
    if (want === 'fade' && doc.scenes.some((s) => s.fadeIn || s.fadeOut)) return undefined;
    return kinds.some((k) => pattern.test(k)) ? undefined : `transitions ${json(kinds)}`;
  },
  style: (want, { doc }) => (doc.theme === want ? undefined : `theme ${doc.theme}`),
  edit: (want, { doc }) => {
    const scenes = drawnStrings(doc);
    const where = want.scene !== undefined ? [scenes[want.scene - 1] ?? []] : scenes;
    const bad: string[] = [];
    if (want.scene !== undefined && want.scene > scenes.length) bad.push(`no scene ${want.scene}`);
    const missing = (want.shows ?? []).filter((w) => !where.some((s) => readIn(w, s)));
    if (missing.length) bad.push(`not drawn: ${json(missing)}`);
    const kept = (want.hides ?? []).filter((w) => where.some((s) => s.some((t) => readIn(w, [t]))));
    if (kept.length) bad.push(`still drawn: ${json(kept)}`);
    return bad.length ? `${bad.join(', ')} (scene texts ${json(where)})` : undefined;
  },
  order: (want, { doc }) => {
    const scenes = drawnStrings(doc);
    const places = want.map((w) => firstPlace(w, scenes));
    const missing = want.filter((_, i) => !places[i]);
    if (missing.length) return `not drawn: ${json(missing)}`;
    for (let i = 1; i < places.length; i++) {
      const [s0, l0] = places[i - 1]!;
      const [s1, l1] = places[i]!;
      if (s1 < s0 || (s1 === s0 && l1 <= l0)) return `"${want[i]}" is not after "${want[i - 1]}" (scenes ${json(scenes)})`;
    }
    return undefined;
  },
};

/**
 * The interpreter's own marks (a taken word's \u0001s, a token's ⟪⟫, an invisible separator): never a viewer's text,
 * whatever a brief expects. A mark drawn is a reader's leak onto the screen.
 */
const READER_MARK = /[\u0000-\u0008\u000e-\u001f\u2061⟪⟫]/;

/** Every expected key checked, in the brief's order, then the marks every brief is checked for. */
export function checkAll(expect: Expect, outcome: Outcome): CheckResult[] {
  const withHides = { ...outcome, editHides: expect.edit?.hides ?? [] };
  const results: CheckResult[] = (Object.keys(expect) as ExpectKey[]).map((key) => {
    const check = CHECKS[key] as Check<typeof key>;
    const detail = check(expect[key] as never, withHides);
    return { key, pass: detail === undefined, ...(detail ? { detail } : {}) };
  });
  const marked = drawnStrings(outcome.doc).flat().filter((s) => READER_MARK.test(s));
  if (marked.length) results.push({ key: 'marks', pass: false, detail: `a reader's marks drawn: ${json(marked)}` });
  return results;
}
