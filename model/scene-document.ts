import { FieldBinding, MAX_FIELD_BINDINGS } from './template.js';
import { z } from 'zod';
import { id } from './fields.js';
import { NarrationVoice } from './narration-voice.js';

/*
 * The scene document, version 2: what a chapter is made of. A prompt is an edit to it, `PUT .../scene` replaces
 * it, an optional LLM writes it, and the renderer turns it into video. One zod schema validates all of them, so
 * nothing unchecked reaches FFmpeg. It is resolution-independent: positions and sizes are fractions of the frame
 * (or named anchors), times are seconds within a scene, so the same document renders in every output format.
 */

export const THEMES = ['classic', 'minimal', 'bold', 'retro', 'elegant', 'playful'] as const;
export const Theme = z.enum(THEMES);
export type Theme = z.infer<typeof Theme>;

/** `#rrggbb`: colour names are resolved before they reach the document. */
export const Colour = z.string().regex(/^#[0-9a-f]{6}$/);

/** A solid colour or a two-stop linear gradient. */
export const Fill = z.discriminatedUnion('type', [
  z.object({ type: z.literal('solid'), colour: Colour }),
  z.object({ type: z.literal('gradient'), from: Colour, to: Colour, direction: z.enum(['vertical', 'horizontal', 'diagonal']).default('vertical') }),
]);
export type Fill = z.infer<typeof Fill>;

/** Named places in the frame. The renderer maps each to a box inside the format's safe area. */
export const ANCHORS = [
  'center', 'top', 'bottom', 'left', 'right',
  'top-left', 'top-right', 'bottom-left', 'bottom-right',
  'upper-third', 'lower-third', 'left-half', 'right-half', 'top-half', 'bottom-half', 'full',
] as const;
export const Anchor = z.enum(ANCHORS);
export type Anchor = z.infer<typeof Anchor>;

const Fraction = z.number().min(0).max(1);
/** A box in fractions of the frame: x, y of the top-left corner, width, height. */
export const Box = z.object({ x: Fraction, y: Fraction, w: z.number().min(0.01).max(1), h: z.number().min(0.01).max(1) });
export type Box = z.infer<typeof Box>;

/** Where a layer goes: a named anchor or an explicit box. */
export const Placement = z.union([Anchor, Box]);
export type Placement = z.infer<typeof Placement>;

export const ENTRANCES = ['none', 'fade', 'slide-left', 'slide-right', 'slide-up', 'slide-down', 'pop', 'typewriter', 'word-by-word'] as const;
export const Animation = z.object({
  /** How the layer appears (slide-left: it enters moving leftwards, from the right edge). */
  in: z.enum(ENTRANCES).default('fade'),
  out: z.enum(['none', 'fade']).default('none'),
  /** Seconds the entrance (and exit) takes. */
  duration: z.number().min(0).max(5).default(0.5),
});
export type Animation = z.infer<typeof Animation>;

/** When a layer shows, in seconds from the scene's start; `end` absent: until the scene ends. */
const Timing = {
  start: z.number().min(0).max(600).default(0),
  end: z.number().min(0).max(600).optional(),
  animation: Animation.default({ in: 'fade', out: 'none', duration: 0.5 }),
};

export const TEXT_ROLES = ['heading', 'subtitle', 'body', 'quote', 'attribution', 'name', 'role', 'caption'] as const;
export const TextRole = z.enum(TEXT_ROLES);
export type TextRole = z.infer<typeof TextRole>;

export const SIZES = ['small', 'medium', 'large', 'huge'] as const;
export const Size = z.enum(SIZES);
export type Size = z.infer<typeof Size>;

const ScreenText = z.string().min(1).max(500);

export const TextLayer = z.object({
  type: z.literal('text'),
  role: TextRole,
  text: ScreenText,
  placement: Placement.optional(),
  /** Absent: the theme's size for the role. Text is always shrunk to fit its box, whatever is asked. */
  size: Size.optional(),
  colour: Colour.optional(),
  ...Timing,
});

export const ListLayer = z.object({
  type: z.literal('list'),
  items: z.array(z.string().min(1).max(200)).min(1).max(10),
  /** Numbered (1. 2. 3.) or bulleted. */
  numbered: z.boolean().default(false),
  placement: Placement.optional(),
  /** Seconds between one item's entrance and the next's (0: all at once). */
  stagger: z.number().min(0).max(10).default(0.6),
  /** `rows`: one item under the other; `columns`: cards side by side (stacked in a tall frame). */
  arrangement: z.enum(['rows', 'columns']).default('rows'),
  /** The items' text colour (bullets and numbers keep the accent). Absent: the theme's text colour. */
  colour: Colour.optional(),
  ...Timing,
});

/**
 * How captions show the speech (docs/scene-document.md): `lines`, one or two lines at a time on a panel (subtitles);
 * `line`, one short line at a time, big and bold with an outline; `karaoke`, the same with the word being spoken lit
 * on a pill of the theme's accent; `word`, one word at a time, big and bold.
 */
export const CAPTION_STYLES = ['lines', 'line', 'karaoke', 'word'] as const;
export const CaptionStyle = z.enum(CAPTION_STYLES).meta({ description: 'How captions show the speech: lines (one or two lines on a panel), line (one bold outlined line), karaoke (the spoken word lit), word (one word at a time)' });
export type CaptionStyle = z.infer<typeof CaptionStyle>;

/**
 * The part of a clip that plays, in seconds of the clip: `from`..`to` ("seconds 2 to 5", "from 0:12 to 0:20", "the
 * first 3 seconds"), or its `last` seconds ("the last 10 s"). Rendered by input seeking: only the kept part is decoded.
 */
export const ClipTrim = z
  .object({
    from: z.number().min(0).max(86400).default(0),
    to: z.number().min(0.05).max(86400).optional(),
    last: z.number().min(0.05).max(86400).optional(),
  })
  .refine((t) => t.to === undefined || t.to > t.from, { message: 'to must be after from' })
  .refine((t) => t.last === undefined || (t.from === 0 && t.to === undefined), { message: 'last excludes from and to' })
  .meta({ description: 'The part of a clip that plays, in seconds of the clip: from..to, or its last seconds' });
export type ClipTrim = z.infer<typeof ClipTrim>;

/** The kept part's length in seconds of the clip, when the trim says it (from..to, or last). */
export function trimmedLength(trim: ClipTrim | undefined): number | undefined {
  if (!trim) return undefined;
  if (trim.last !== undefined) return trim.last;
  if (trim.to !== undefined) return trim.to - trim.from;
  return undefined;
}

/** A clip's playback speed: 0.25 (a quarter) to 16 (a long take as a time-lapse). */
export const ClipSpeed = z.number().min(0.25).max(16);

export const MediaLayer = z.object({
  type: z.literal('media'),
  assetId: id('asset'),
  kind: z.enum(['image', 'video']),
  placement: Placement.default('full'),
  /** cover: fills the box, cropping (what "full frame" and "in the background" mean); contain: whole, letterboxed. */
  fit: z.enum(['cover', 'contain']).default('cover'),
  /** What a crop keeps in view: a point of the picture in fractions (0,0 its top-left; absent: its centre). */
  focus: z.object({ x: Fraction, y: Fraction }).optional(),
  /** Images only: the slow camera move. */
  kenBurns: z.enum(['none', 'zoom-in', 'zoom-out', 'pan-left', 'pan-right']).default('zoom-in'),
  /**
   * Videos only: the clip's speech shown as captions, transcribed by the operator's transcription endpoint
   * (MONTAGE_TRANSCRIBE_URL); without one, or when it fails, the chapter has no captions and its result says so.
   */
  captions: z.boolean().optional(),
  /** How those captions look; absent: the narration's style, else lines. */
  captionStyle: CaptionStyle.optional(),
  /** Karaoke's lit word in those captions (absent: the narration's, else one chosen for the ground). */
  captionHighlight: Colour.optional(),
  /** Videos only: the part of the clip that plays (absent: all of it, looped when shorter than its time on screen). */
  trim: ClipTrim.optional(),
  /** Videos only: playback speed (0.5: slow motion, 2: twice as fast, 8: a time-lapse); the clip's sound keeps its pitch. */
  speed: ClipSpeed.optional(),
  /** Videos only: the clip's own sound is left out (absent: it plays, under the narration and the music, ducked). */
  muted: z.boolean().optional(),
  ...Timing,
});

export const LogoLayer = z.object({
  type: z.literal('logo'),
  assetId: id('asset'),
  placement: Placement.default('top-right'),
  /** Width as a fraction of the frame's width. */
  scale: z.number().min(0.03).max(0.6).default(0.15),
  ...Timing,
});

export const ChartLayer = z.object({
  type: z.literal('chart'),
  /** donut: shares of a whole ("a pie chart"), a ring with a legend; its values must be positive. */
  kind: z.enum(['bar', 'line', 'donut']),
  /** A bar chart's bars standing ("columns") or lying ("rows": "a horizontal bar chart"); unsaid, the layout chooses. */
  bars: z.enum(['columns', 'rows']).optional(),
  data: z.array(z.object({ label: z.string().min(1).max(40), value: z.number().finite() })).min(1).max(12),
  title: z.string().min(1).max(120).optional(),
  /** A line under the title ("First quarter, in thousands"), smaller, half a cap height below it. */
  subtitle: z.string().min(1).max(160).optional(),
  /** Shown before each value, e.g. "$". */
  prefix: z.string().max(10).optional(),
  /** Shown after each value, e.g. "%", "k", " users". */
  unit: z.string().max(20).optional(),
  placement: Placement.default('center'),
  ...Timing,
});

export const CounterLayer = z.object({
  type: z.literal('counter'),
  from: z.number().finite().default(0),
  to: z.number().finite(),
  prefix: z.string().max(20).default(''),
  suffix: z.string().max(40).default(''),
  decimals: z.number().int().min(0).max(3).default(0),
  /**
   * Seconds the count takes. Absent: its natural pace (engine/render/layers/counter.ts: a countdown of whole numbers
   * one a second, "countdown from 10" takes 10 s; a count-up eases to its value over the scene, then holds it).
   */
  countSeconds: z.number().min(0.1).max(60).optional(),
  placement: Placement.default('center'),
  size: Size.optional(),
  /** The figures' colour ("neon green numbers"); absent: the theme's text colour. Kept only where it reads on the ground. */
  colour: Colour.optional(),
  ...Timing,
});

export const ShapeLayer = z.object({
  type: z.literal('shape'),
  shape: z.enum(['rectangle', 'band']),
  fill: Colour,
  opacity: z.number().min(0).max(1).default(1),
  placement: Placement,
  ...Timing,
});

/** One picture of a layout: the caller's own image or video, cover-fit in its cell, with an optional label on it. */
export const LayoutCell = z.object({
  assetId: id('asset'),
  kind: z.enum(['image', 'video']),
  /** Drawn on the cell's picture, near its top: the frame's foot is the captions', buttons' and bars' ("Before", "Kitchen"). */
  label: z.string().min(1).max(60).optional(),
  /** What the crop keeps in view (fractions of the picture; absent: its centre). */
  focus: z.object({ x: Fraction, y: Fraction }).optional(),
  /** Images only: the cell's slow camera move, inside its cell (absent: none). */
  kenBurns: z.enum(['none', 'zoom-in', 'zoom-out', 'pan-left', 'pan-right']).optional(),
  /** Videos only: the part of the clip that plays, as a media layer's (absent: all of it, looped). */
  trim: ClipTrim.optional(),
  /** Videos only: playback speed, as a media layer's. */
  speed: ClipSpeed.optional(),
  /** Videos only: the cell's own sound is left out (absent: it plays, under the narration and the music, ducked). */
  muted: z.boolean().optional(),
});
export type LayoutCell = z.infer<typeof LayoutCell>;

export const CORNERS = ['top-left', 'top-right', 'bottom-left', 'bottom-right'] as const;

/**
 * Several pictures in one frame (engine/render/layers/cells.ts). `split`: two side by side (left/right in
 * landscape and square frames, top/bottom in portrait ones, unless `direction` says); `before-after`: a split
 * with a divider, its cells labelled "Before" and "After" unless labelled otherwise; `grid`: 2–6 cells (2: a
 * split, 3: one large and two small, 4: two by two, 5 and 6: three by two, across in landscape and square frames and
 * down in portrait ones, five with a wide last cell); `pip`: the second picture inset over the first, in `corner`,
 * `insetWidth` of the frame's width.
 */
export const LayoutLayer = z.object({
  type: z.literal('layout'),
  arrangement: z.enum(['split', 'before-after', 'grid', 'pip']),
  cells: z.array(LayoutCell).min(2).max(6),
  /** The region the cells fill (full: the whole frame, edge to edge). */
  placement: Placement.default('full'),
  direction: z.enum(['auto', 'side-by-side', 'stacked']).default('auto'),
  corner: z.enum(CORNERS).default('bottom-right'),
  insetWidth: z.number().min(0.15).max(0.6).default(0.32),
  /** The gap between cells, as a fraction of the frame's shorter side (0: cells touch). */
  gap: z.number().min(0).max(0.05).default(0.008),
  ...Timing,
});

/** A bar along the bottom or top edge whose filled width grows with time: over the whole chapter, or this scene. */
export const ProgressLayer = z.object({
  type: z.literal('progress'),
  edge: z.enum(['bottom', 'top']).default('bottom'),
  /** Absent: the theme's accent. */
  colour: Colour.optional(),
  /** Height as a fraction of the frame's height. */
  thickness: z.number().min(0.003).max(0.05).default(0.012),
  /** chapter: 0 at the chapter's start to full at its end, across scenes; scene: over this scene alone. */
  span: z.enum(['chapter', 'scene']).default('chapter'),
  ...Timing,
});

/**
 * A graphic element (engine/render/layers/graphics.ts): `rule`, a thin line across its box; `panel`, a rounded
 * panel filling its box; `highlight`, a marker box with `text` on it; `arrow`, an arrow across its box pointing
 * `pointing` (towards a region of the frame).
 */
export const GraphicLayer = z.object({
  type: z.literal('graphic'),
  shape: z.enum(['rule', 'panel', 'highlight', 'arrow']),
  placement: Placement.default('center'),
  /** Absent: the theme's accent. */
  colour: Colour.optional(),
  opacity: z.number().min(0).max(1).default(1),
  /** highlight: the word(s) on the box. */
  text: z.string().min(1).max(60).optional(),
  pointing: z.enum(['up', 'down', 'left', 'right', 'up-left', 'up-right', 'down-left', 'down-right']).default('right'),
  ...Timing,
});

/** A call-to-action button: a rounded button of the theme's accent with `text` on it, and a URL written under it (text only: never fetched). */
export const ButtonLayer = z.object({
  type: z.literal('button'),
  text: z.string().min(1).max(40),
  url: z.string().min(1).max(80).optional(),
  placement: Placement.default('bottom'),
  /** Absent: the theme's accent. */
  colour: Colour.optional(),
  ...Timing,
});

/**
 * Ambient or celebratory decoration over the whole frame (engine/render/layers/particles.ts): confetti falling and
 * tumbling, sparkles twinkling away from the text, snow falling slowly with sway, bubbles rising and wobbling, hearts
 * floating up, stars twinkling, balloons rising on their strings beside the texts, fireworks bursting around them.
 * Drawn where it sits among the scene's layers: before the texts, it is behind them. Seeded by the document, so the
 * same document draws the same frames.
 */
export const PARTICLE_KINDS = ['confetti', 'sparkles', 'snow', 'bubbles', 'hearts', 'stars', 'balloons', 'fireworks'] as const;
export const ParticlesLayer = z.object({
  type: z.literal('particles'),
  kind: z.enum(PARTICLE_KINDS),
  /** How many: a few (light), a festive amount (normal), a lot (heavy). */
  density: z.enum(['light', 'normal', 'heavy']).default('normal'),
  /** Absent: the kind's colours after the scene's accent (confetti in the accent and its neighbours, snow white). */
  colours: z.array(Colour).min(1).max(6).optional(),
  /** The region they fill (absent: the whole frame, edge to edge). */
  placement: Placement.optional(),
  /**
   * A near layer in front of the texts: fewer, larger and faster particles, drawn after the texts but never over
   * their blocks (cut out around each text's box), so the texts stay as legible as without them. Absent: behind.
   */
  front: z.boolean().optional(),
  ...Timing,
});

export const Layer = z.discriminatedUnion('type', [TextLayer, ListLayer, MediaLayer, LogoLayer, ChartLayer, CounterLayer, ShapeLayer, LayoutLayer, ProgressLayer, GraphicLayer, ButtonLayer, ParticlesLayer]);
export type Layer = z.infer<typeof Layer>;
export type TextLayer = z.infer<typeof TextLayer>;
export type ListLayer = z.infer<typeof ListLayer>;
export type MediaLayer = z.infer<typeof MediaLayer>;
export type LogoLayer = z.infer<typeof LogoLayer>;
export type ChartLayer = z.infer<typeof ChartLayer>;
export type CounterLayer = z.infer<typeof CounterLayer>;
export type ShapeLayer = z.infer<typeof ShapeLayer>;
export type LayoutLayer = z.infer<typeof LayoutLayer>;
export type ProgressLayer = z.infer<typeof ProgressLayer>;
export type GraphicLayer = z.infer<typeof GraphicLayer>;
export type ButtonLayer = z.infer<typeof ButtonLayer>;
export type ParticlesLayer = z.infer<typeof ParticlesLayer>;
export type ParticleKind = ParticlesLayer['kind'];

export const TRANSITIONS = ['cut', 'crossfade', 'fade-black', 'wipe-left', 'wipe-right', 'slide-left', 'slide-right'] as const;
/** How a scene begins from the one before it (ignored on the first scene). */
export const Transition = z.object({
  type: z.enum(TRANSITIONS),
  duration: z.number().min(0.1).max(3).default(0.6),
});
export type Transition = z.infer<typeof Transition>;

export const Scene = z.object({
  /** Seconds. */
  duration: z.number().min(0.5).max(600),
  /** Absent: the document's background. */
  background: Fill.optional(),
  /** Drawn in order: later layers over earlier ones. */
  layers: z.array(Layer).max(30).default([]),
  transition: Transition.optional(),
  /** Fade in from black at the start and out to black at the end. */
  fadeIn: z.boolean().default(false),
  fadeOut: z.boolean().default(false),
});
export type Scene = z.infer<typeof Scene>;

export const Soundtrack = z.object({
  assetId: id('asset'),
  /** Seconds of fade at the start and the end: the music fades in (1 s) and out (1 s) unless told otherwise. */
  fadeIn: z.number().min(0).max(10).default(1),
  fadeOut: z.number().min(0).max(10).default(1),
  /** Lowered under the narration while it speaks. */
  duck: z.boolean().default(true),
  /**
   * Decibels under its usual level ("quiet music": -10): alone, the music is set to the chapter's loudness target
   * (-16 LUFS); under a narration it is the bed. Absent: 0.
   */
  volume: z.number().min(-30).max(0).optional(),
});


export const Narration = z.object({
  text: z.string().min(1).max(2000),
  /** Shown as subtitles in the lower part of the frame, timed to the speech. */
  captions: z.boolean().default(false),
  /** How it is spoken (voice.ts); absent: the usual voice, in the language of the text. */
  voice: NarrationVoice.optional(),
  /** Absent: lines. */
  captionStyle: CaptionStyle.optional(),
  /** Karaoke's lit word: the colour asked ("the current word in pink"); absent: chosen from the accent and the ground. */
  highlight: Colour.optional(),
});
export type Narration = z.infer<typeof Narration>;

export const SceneDocument = z.object({
  version: z.literal(2),
  theme: Theme.default('classic'),
  background: Fill,
  /**
   * The accent the brief asked for ("gold accents", "accent colour orange", the second colour of "a navy and gold
   * theme"): bullets, numbers, buttons, chart marks, progress bars, rules and highlights take it (made to stand apart
   * from the ground when it would not). Absent: the theme's accent, or one of the ground's hue on a ground the brief chose.
   */
  accent: Colour.optional(),
  scenes: z.array(Scene).min(1).max(50),
  soundtrack: Soundtrack.optional(),
  narration: Narration.optional(),
  /**
   * Nothing moves unless asked ("still", "no animation"): no drifting background, no default transition. Absent:
   * backgrounds have their slow life (engine/render/scene/background.ts).
   */
  still: z.boolean().optional(),
  /**
   * The whole chapter's length the brief asked for ("about 12 seconds", "a 30-second video"), in seconds: the scenes
   * share it, later edits keep it, and a longer narration is shortened at a pause (never mid-word) instead of the
   * chapter growing to hold it.
   */
  duration: z.number().min(0.5).max(3000).optional(),
  /**
   * Merge fields of a template (model/template.ts) in colour, asset and number places: each binding names the field
   * that fills the value at its path. Text fields need none: they are `{{name}}` inside the text itself.
   */
  fields: z.array(FieldBinding).max(MAX_FIELD_BINDINGS).optional(),
});
export type SceneDocument = z.infer<typeof SceneDocument>;
/** What a writer may omit (defaults filled in by parsing): the shape the LLM and `PUT .../scene` send. */
export type SceneDocumentInput = z.input<typeof SceneDocument>;

export const DEFAULT_SCENE_SECONDS = 5;

export function totalDuration(doc: Pick<SceneDocument, 'scenes'>): number {
  return doc.scenes.reduce((sum, scene) => sum + scene.duration, 0);
}
