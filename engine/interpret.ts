import { CSS_COLOURS } from './colours.js';
import { findReferences, URL_PATTERN } from './references.js';
import { DEFAULT_SCENE_SECONDS, SceneDocument, fitToDuration, totalDuration, type Scene, type Theme } from './scene.js';

/*
 * The default engine: a deterministic, offline reading of a prompt as an edit to the chapter's scene document.
 * It understands a small, documented vocabulary (README "Writing prompts") and says in its summary what it did,
 * so people learn the vocabulary from the results. It never fetches anything: a URL that is not one of the
 * caller's own asset URLs is only named in the summary.
 */

export interface KnownAsset {
  id: string;
  kind: 'image' | 'video' | 'audio';
  /** Only ready assets can be used. */
  ready: boolean;
}

export interface InterpretContext {
  /** The caller's assets referenced by the prompt, looked up by id (others are reported as unknown). */
  assets: ReadonlyMap<string, KnownAsset>;
  /** The chapter's total length in seconds, when the chapter has one. */
  chapterDuration: number | null;
}

export interface Interpretation {
  document: SceneDocument;
  summary: string;
}

const QUOTE = /["“”„]([^"“”„]{1,300})["“”„]/g;
const NARRATION = /\b(?:narrate|narration|narrator|voice[- ]?over)\b\s*(?:[:\-–]|says?|saying)?\s*["“”„]([^"“”„]{1,2000})["“”„]/i;
const SECONDS = /\b(\d{1,3}(?:\.\d+)?)\s*(?:seconds?|secs?|s)\b/i;
const NEW_SCENE = /\b(?:add|append|insert|create)\s+(?:a\s+|another\s+|one\s+more\s+)?(?:new\s+)?scene\b|\bnew scene\b|\bnext scene\b/i;
const NEGATION = String.raw`\b(?:remove|delete|drop|hide|without|no|clear)\s+(?:the\s+|any\s+|all\s+)?`;

const THEME_WORDS: [RegExp, Theme][] = [
  [/\b(?:minimal|minimalist|clean|simple)\b/i, 'minimal'],
  [/\b(?:bold|loud|punchy|striking)\b/i, 'bold'],
  [/\b(?:retro|vintage|80s|eighties|old[- ]school)\b/i, 'retro'],
  [/\b(?:elegant|classy|serif|refined)\b/i, 'elegant'],
  [/\b(?:playful|fun|cheerful|whimsical)\b/i, 'playful'],
  [/\bclassic\b/i, 'classic'],
];

const THEME_BACKGROUNDS: Record<Theme, string> = {
  classic: '#1e1e2e',
  minimal: '#f5f5f5',
  bold: '#111111',
  retro: '#2b1b3d',
  elegant: '#14213d',
  playful: '#ffb703',
};

function colourValue(word: string): string | undefined {
  const w = word.toLowerCase();
  if (/^#[0-9a-f]{6}$/.test(w)) return w;
  if (/^#[0-9a-f]{3}$/.test(w)) return '#' + [...w.slice(1)].map((c) => c + c).join('');
  return CSS_COLOURS[w];
}

/**
 * A background colour only where the prompt says so ("navy background", "make the background #112233",
 * "on a teal backdrop", "make it black"), or a hex code anywhere: colour names are also ordinary words
 * ("tomato soup"), and a video should not turn red because a prompt mentioned one.
 */
function findBackground(text: string): string | undefined {
  const patterns = [
    /\b(?:background|backdrop|bg)\s+(?:colou?r\s+)?(?:to|of|is|in|as|=)?\s*(?:a\s+|an\s+)?(#[0-9a-f]{3,6}\b|[a-z]+)/i,
    /(#[0-9a-f]{3,6}\b|[a-z]+)\s+(?:colou?red\s+)?(?:background|backdrop|bg)\b/i,
    /\bmake\s+it\s+(#[0-9a-f]{3,6}\b|[a-z]+)\b/i,
  ];
  for (const pattern of patterns) {
    const value = colourValue(pattern.exec(text)?.[1] ?? '');
    if (value) return value;
  }
  const hex = /(?:^|\s)(#[0-9a-f]{6}|#[0-9a-f]{3})\b/i.exec(text)?.[1];
  return hex ? colourValue(hex) : undefined;
}

function mentionsRemoval(text: string, things: string): boolean {
  return new RegExp(`${NEGATION}(?:${things})\\b`, 'i').test(text);
}

interface Edits {
  notes: string[];
  ignored: string[];
}

/** Asset references: the caller's asset URLs and bare ids. Anything else is named, never fetched. */
function resolveReferences(text: string, ctx: InterpretContext, edits: Edits): KnownAsset[] {
  const { assetIds: ids, foreignUrls } = findReferences(text);
  edits.ignored.push(...foreignUrls);
  const usable: KnownAsset[] = [];
  for (const id of ids) {
    const asset = ctx.assets.get(id);
    if (!asset) edits.ignored.push(`${id} (no such asset of yours)`);
    else if (!asset.ready) edits.ignored.push(`${id} (not ready yet)`);
    else usable.push(asset);
  }
  return usable;
}

function newDocument(theme: Theme): SceneDocument {
  return { version: 1, theme, background: THEME_BACKGROUNDS[theme], scenes: [{ duration: DEFAULT_SCENE_SECONDS, fade: false }] };
}

export function interpretPrompt(previous: SceneDocument | undefined, prompt: string, ctx: InterpretContext): Interpretation {
  const edits: Edits = { notes: [], ignored: [] };
  const narration = NARRATION.exec(prompt);
  // What is left once the narration and URLs are taken out is read for titles, colours and commands.
  const text = prompt.replace(NARRATION, ' ').replace(URL_PATTERN, ' ');
  const theme = THEME_WORDS.find(([pattern]) => pattern.test(text))?.[1];

  const doc: SceneDocument = structuredClone(previous) ?? newDocument(theme ?? 'classic');
  if (theme && previous) {
    if (doc.background === THEME_BACKGROUNDS[doc.theme]) doc.background = THEME_BACKGROUNDS[theme];
    doc.theme = theme;
  }
  if (theme) edits.notes.push(`${theme} style`);

  let scene: Scene = doc.scenes[doc.scenes.length - 1]!;
  if (previous && NEW_SCENE.test(text)) {
    scene = { duration: DEFAULT_SCENE_SECONDS, fade: false };
    doc.scenes.push(scene);
    edits.notes.push('a new scene');
  }

  // On-screen text: a quote after "caption"/"subtitle" is a caption, after "title"/"heading" a title; otherwise
  // the first quote is the title and the next one the caption.
  let titled = false;
  let lastEnd = 0;
  for (const match of text.matchAll(QUOTE)) {
    const before = text.slice(lastEnd, match.index).toLowerCase();
    lastEnd = match.index! + match[0].length;
    const quoted = match[1]!.trim();
    if (!quoted) continue;
    const asCaption = /\b(?:caption|subtitle|subtext|tagline|subheading)\b/.test(before) || (titled && !/\b(?:title|heading|headline)\b/.test(before));
    if (asCaption) scene.caption = quoted;
    else {
      scene.title = quoted;
      titled = true;
    }
    edits.notes.push(`${asCaption ? 'caption' : 'title'} "${quoted}"`);
  }

  if (mentionsRemoval(text, 'title|heading|headline')) delete scene.title;
  if (mentionsRemoval(text, 'caption|subtitle|subtext|tagline')) delete scene.caption;
  if (mentionsRemoval(text, 'image|picture|photo|video|clip|media|footage')) {
    delete scene.media;
    edits.notes.push('no media');
  }
  if (mentionsRemoval(text, 'music|soundtrack|audio|song')) {
    delete doc.soundtrack;
    edits.notes.push('no soundtrack');
  }
  if (mentionsRemoval(text, 'narration|voice[- ]?over|narrator')) delete doc.narration;
  if (mentionsRemoval(text, 'fades?|transitions?')) scene.fade = false;
  else if (/\bfade/i.test(text)) {
    scene.fade = true;
    edits.notes.push('a fade');
  }

  const background = findBackground(text);
  if (background) {
    if (doc.scenes.length > 1 && previous && NEW_SCENE.test(text)) scene.background = background;
    else {
      doc.background = background;
      for (const s of doc.scenes) delete s.background;
    }
    edits.notes.push(`a ${background} background`);
  }

  const seconds = SECONDS.exec(text);
  if (seconds) {
    scene.duration = Math.min(600, Math.max(0.5, Number(seconds[1])));
    edits.notes.push(`${scene.duration} s`);
  }

  for (const asset of resolveReferences(prompt.replace(NARRATION, ' '), ctx, edits)) {
    if (asset.kind === 'audio') {
      doc.soundtrack = { assetId: asset.id };
      edits.notes.push(`soundtrack ${asset.id}`);
    } else {
      scene.media = { assetId: asset.id, kind: asset.kind };
      edits.notes.push(`${asset.kind} ${asset.id}`);
    }
  }

  if (narration) {
    doc.narration = narration[1]!.trim();
    edits.notes.push('narration');
  }

  const fitted = ctx.chapterDuration ? fitToDuration(doc, ctx.chapterDuration) : doc;
  const document = SceneDocument.parse(fitted);
  return { document, summary: summarize(document, previous === undefined, edits) };
}

function summarize(doc: SceneDocument, created: boolean, edits: Edits): string {
  const seconds = Math.round(totalDuration(doc) * 10) / 10;
  const head = `${created ? 'Built' : 'Updated'} ${doc.scenes.length} scene${doc.scenes.length === 1 ? '' : 's'} (${seconds} s)`;
  const what = edits.notes.length ? ` with ${edits.notes.join(', ')}` : created ? ' on a plain background (put on-screen text in "double quotes")' : ' with no recognised change';
  const ignored = edits.ignored.length ? `; ignored ${edits.ignored.join(', ')} (only your uploaded, ready assets are used)` : '';
  return `${head}${what}${ignored}.`;
}
