import type { FrameSize } from '../../../model/format.js';
import type { Fill, Layer, TextLayer, Theme } from '../../../model/scene-document.js';
import type { WorkingSpace } from '../output/colour-space.js';
import type { Backdrop } from '../typeset/raster.js';
import type { PixelBox } from '../placement.js';

/*
 * The contract between the scene compositor (engine/render/scene/compose-scene.ts) and the module that draws one kind
 * of layer (engine/render/layers/<kind>.ts). The compositor builds one FFmpeg filter graph per chapter; each
 * scene's video is a chain of steps, and every layer adds steps that take the scene's stream so far (a pad label
 * such as `[s0l2]`) and produce the next one. Layer modules never see a shell or put user text into the graph:
 * text goes into files (`ctx.textFile`) that drawtext reads with `textfile=` and `expansion=none`, and every other
 * value they put into the graph is a number, a colour in hex, or a path passed through `filterValue`.
 */

/** A rectangle in pixels of the output frame. */
export type { PixelBox };

export interface LayerContext {
  frame: FrameSize;
  fps: number;
  /** The scene's length in seconds (a whole number of frames). */
  sceneSeconds: number;
  /**
   * The length of the scene's stream: `sceneSeconds` plus the overlap into the next scene when that one enters
   * with a transition (the outgoing scene keeps playing under it). Layers without an `end` last all of it.
   */
  streamSeconds?: number;
  theme: Theme;
  /** Where this layer goes: its placement resolved inside the format's safe area. */
  box: PixelBox;
  /** How the layer sits in `box` when it is smaller than it (from the placement: top-right is right/top). */
  align?: { h: 'left' | 'center' | 'right'; v: 'top' | 'middle' | 'bottom' };
  /** The scene's background colour (`#rrggbb`; a gradient's average), to choose text colours that read on it. */
  background?: string;
  /** The accent the brief asked for (the document's `accent`); absent: the theme's (palette.ts sceneAccent). */
  accent?: string;
  /** The scene's background fill as drawn (a gradient's ends differ from its average): text contrast is measured on it. */
  fill?: Fill;
  /** An image or video is drawn under this layer: text gets a box behind it to stay legible. */
  overMedia?: boolean;
  /**
   * The backdrop of the block this layer belongs to (a title and its subtitle, a name and its role): the compositor
   * draws it once behind the whole block; the layer draws none of its own and reads against it.
   */
  blockPanel?: Backdrop;
  /** The size (pixels) of the chapter's first title, when it is in an earlier scene: headings are set no larger. */
  headingPx?: number;
  /** Another block (a chart, a list, a paragraph) shares the scene with this one: a short title does not grow into a hero. */
  sharesScene?: boolean;
  /** Writes `text` to a file of the render's work directory; returns its path for `textfile=`. */
  textFile(text: string): Promise<string>;
  /** A new, empty directory of the render's work directory (for a text block's picture sequence). */
  frameDir?(prefix: string): Promise<string>;
  /** This is the chapter's first scene: what shows at its frame 0 is the video's first frame (its thumbnail). */
  firstScene?: boolean;
  /** Adds an FFmpeg input (e.g. `['-loop', '1', '-i', path]`); returns its input index for `[N:v]`. */
  addInput(args: string[]): number;
  /** A pad label unique in the whole graph, e.g. `[chart3]`. */
  label(prefix: string): string;
  /** Local file of an asset the document uses, by id (undefined when it could not be fetched). */
  mediaPath(assetId: string): string | undefined;
  /**
   * Frames this scene shares with its neighbours' transitions: `in`, its first frames, blended with the scene before
   * (the incoming overlap); `out`, the frames its stream runs on under the next scene's transition, after
   * `sceneSeconds` (the outgoing overlap). Texts leave before `out` begins so no two texts are ever half-blended,
   * unless `carriesTexts`: the next transition moves this scene out (a slide pushes it, a wipe's edge covers it), so
   * its texts stay on it and ride out with it (leaving before would slide an empty background across the frame).
   */
  overlap?: { inFrames: number; outFrames: number; carriesTexts?: boolean };
  /** Where this scene sits in its chapter (seconds): a chapter-long progress bar draws its share of it. */
  chapter?: { start: number; seconds: number };
  /** The document asks that nothing moves ("still", "no animation"): no camera moves, no drift. */
  still?: boolean;
  /** The scene's text layers with their contexts: a highlight marks a word of one of them (highlight.ts). */
  sceneTexts?: () => { layer: TextLayer; ctx: LayerContext }[];
  /** The YUV matrix the chapter's graph works in (colour-space.ts): clips are converted into it. Absent: BT.601. */
  space?: WorkingSpace;
  /**
   * The one frame of the scene's stream (its frame index from the scene's start) that is kept: a still of that
   * instant (engine/frame/). Every other frame of the stream is dropped, so a layer may draw only what this frame
   * shows, exactly as it shows it in the whole render (its one pose, not its picture sequence). Absent: all frames.
   */
  onlyFrame?: number;
}

export interface LayerSteps {
  /** Complete filter-graph statements (`[in]...[out]`), in order; the last one produces `output`. */
  statements: string[];
  /** The pad label of the scene's stream with this layer drawn. */
  output: string;
}

/**
 * Draws one layer over the scene's stream `input` (a pad label). The layer's timing (`start`, `end`) and
 * animation are the module's to honour, with `t` in drawtext/overlay expressions being seconds since the scene
 * began (the compositor resets timestamps per scene).
 */
export type LayerRenderer<L extends Layer = Layer> = (layer: L, ctx: LayerContext, input: string) => Promise<LayerSteps>;

/** What a chapter-wide overlay (captions) is given: `t` in its expressions is seconds since the chapter began. */
export interface ChapterContext {
  frame: FrameSize;
  fps: number;
  /** The chapter's exact length. */
  seconds: number;
  theme: Theme;
  /** The format's title-safe area (5 % margins). */
  safeArea: PixelBox;
  textFile(text: string): Promise<string>;
  frameDir?(prefix: string): Promise<string>;
  addInput(args: string[]): number;
  label(prefix: string): string;
}

/** Draws over the joined scenes (the chapter's stream `input`), e.g. the narration's captions. */
export type ChapterOverlay = (ctx: ChapterContext, input: string) => Promise<LayerSteps>;
