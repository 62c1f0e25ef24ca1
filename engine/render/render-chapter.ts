import { collectUndrawn, undrawnNote } from './typeset/coverage.js';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { trackScratch } from '../scratch-dirs.js';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { DEFAULT_FORMAT, frameSize, type FrameSize, type OutputFormat, type RenderFormat } from '../../model/format.js';
import type { CaptionStyle, Narration, SceneDocument, SceneDocumentInput, Theme } from '../../model/scene-document.js';
import type { SpeechSettings } from '../speech/speech-endpoint.js';
import { parseSceneDocument, type SceneDocumentV1 } from '../scene/migrate.js';
import type { NarrationInput, SoundtrackInput } from './sound/audio.js';
import { askedHighlight, chapterFillColours } from './captions/caption-highlight.js';
import { buildCaptions, captionSteps, captionsTopOf, toWebVtt, wrapCaption, type CaptionTrack, type Cue } from './captions/captions.js';
import { kineticOf } from './captions/kinetic.js';
import { chapterArgs, chapterSeconds } from './chapter-args.js';
import { FPS } from './layout.js';
import { clipCaptions, type Transcriber } from './captions/clip-captions.js';
import type { ChapterOverlay } from './layers/layer-api.js';
import { speechSpans, wavLoudness } from './sound/loudness.js';
import { measureSoundtrack } from './sound/measure-audio.js';
import { clipSounds } from './sound/clip-sound.js';
import { fitNarration, pauseEnds } from './pacing/narration-fit.js';
import { paceScenes, sceneOpenings } from './pacing/narration-scenes.js';
import { NARRATION_PAUSE_SECONDS } from './sound/narration.js';
import { runFfmpeg } from './ffmpeg/run-ffmpeg.js';
import { parseWav } from './sound/wav.js';
import { isLongEnough } from './chunks/plan.js';
import { renderPieces, type PieceCache, type PiecesResult } from './chunks/render-pieces.js';
import { planSplit, type PlannedPiece } from './chunks/split.js';

export interface RenderChapterInput {
  /** A scene document of any version (read with parseSceneDocument). */
  document: SceneDocument | SceneDocumentInput | SceneDocumentV1;
  /**
   * The project's output format (default: DEFAULT_FORMAT, landscape 1080p), or an export's own frame size and rate
   * (RenderFormat's `fps`: 50 or 60, always one FFmpeg run then; absent: the chapters' 30).
   */
  format?: OutputFormat | RenderFormat;
  /** Local files of the assets the document uses, by asset id. */
  media: ReadonlyMap<string, string>;
  /**
   * The job's own directory: every media file must be directly inside it (the prompt job downloads each asset
   * there), so FFmpeg is never pointed at a file elsewhere (lib/media/input-args.ts confines each input to it).
   */
  mediaDir?: string;
  output: string;
  /** Drawn over the whole chapter after its scenes are joined (e.g. captions). */
  overlays?: ChapterOverlay[];
  onProgress?: (fraction: number) => void;
  timeoutMs?: number;
  /** Stops the render: its espeak-ng or ffmpeg is stopped, and the promise rejects with the reason once it exited. */
  signal?: AbortSignal;
  /**
   * The chapter's length is fixed (the chapter's own duration): a narration longer than it is shortened at a pause
   * instead of the last scene growing to hold it (narration-fit.ts).
   */
  fixedLength?: boolean;
  /** The operator's neural speech endpoint (speechSettingsFromEnv), when there is one: it speaks the narration. */
  speech?: SpeechSettings;
  /**
   * The operator's transcription endpoint: captions of clips' speech (clip-captions.ts), and word times of a narration
   * the speech endpoint spoke (narration-timestamps.ts); absent: none, and those word times are estimated.
   */
  transcribe?: Transcriber;
  /**
   * Render in pieces (chunks/): at scene boundaries, up to `workers` local FFmpeg processes at once, joined by stream
   * copy, when the chapter is long enough (seconds × megapixels ≥ `thresholdMegapixelSeconds`) or the cache holds
   * pieces of it. Absent: one FFmpeg run, as always.
   */
  chunking?: {
    workers: number;
    /** The cores the workers share (default: the machine's); each FFmpeg gets its share as threads. */
    cores?: number;
    thresholdMegapixelSeconds: number;
    cache?: PieceCache & { holdsAny(): boolean };
    onPieces?: (done: number, total: number) => void;
    /**
     * The Indexed Job path: a chapter past the threshold is planned, not rendered (chunks/split.ts): this is given the
     * plan and the audio mix's file (before the job's directory is removed), and no video is written.
     */
    split?: (plan: SplitResult) => Promise<void>;
  };
}

/** A chapter planned for the Indexed Job path. */
export interface SplitResult {
  document: SceneDocument;
  seconds: number;
  pieces: PlannedPiece[];
  audioPath: string;
  captions?: { cues: Cue[]; style: CaptionStyle; top?: number };
}

export interface ChapterResult {
  /** Exact length in seconds (a whole number of frames). */
  seconds: number;
  /** The narration's captions as WebVTT, when the document shows captions. */
  captions?: string;
  /** The document rendered, when it differs from the input (its last scene grown to hold the narration). */
  document?: SceneDocument;
  /** What the render changed to fit the narration, for the prompt's result. */
  note?: string;
  /** The pieces it was rendered in (content addresses), when it was rendered in pieces. */
  pieces?: PiecesResult['pieces'];
  /** Whether the audio mix of a render in pieces came from the render cache. */
  audioCached?: boolean;
  /** Planned for the Indexed Job path (chunking.split), not rendered: its pieces. */
  planned?: PlannedPiece[];
}

/**
 * The narration spoken phrase by phrase (captions.ts: so each caption is timed to its phrase's real speech), with
 * its loudness and when it speaks.
 */
async function narrationTrack(narration: Narration, work: string, speech: SpeechSettings | undefined, transcribe: Transcriber | undefined, signal: AbortSignal | undefined, paced?: SceneDocument): Promise<{ input: NarrationInput; track: CaptionTrack; pauses: number[]; durations?: number[] }> {
  // A narration that reads the scenes' words keeps pace with them (narration-scenes.ts): its phrases are placed on
  // their scenes, which grow to hold them.
  let durations: number[] | undefined;
  let placed: readonly number[] | undefined;
  const place = paced
    ? (phrases: readonly string[], seconds: readonly number[]) => {
        const openings = sceneOpenings(paced, phrases);
        if (!openings) return undefined;
        const pacing = paceScenes(paced, openings, seconds, NARRATION_PAUSE_SECONDS);
        durations = pacing.durations;
        placed = pacing.starts.map((t) => Math.round(t * 1000) / 1000);
        return pacing.starts;
      }
    : undefined;
  // Cues are not cut at the chapter's length here: it is decided after (fitNarration), and the cues are cut then.
  const track = await buildCaptions({ text: narration.text, voice: narration.voice, speech, transcribe, work, chapterSeconds: Number.MAX_SAFE_INTEGER, style: narration.captionStyle, pauseSeconds: NARRATION_PAUSE_SECONDS, ...(place ? { place } : {}), signal });
  const wav = parseWav(await readFile(track.narrationPath));
  // Stretches of sound split at every silence of 0.1 s or more: their ends are where the speech may be cut.
  const pauses = pauseEnds(speechSpans(wav, 0.04));
  const speaker = track.spoken.speaker;
  // espeak-ng's bytes vary a little from run to run, so its narration is named by what made it: the text, the voice,
  // and where the phrases were placed on the scenes (a narration keeping pace with edited scenes is another track).
  const origin = speaker.engine === 'espeak-ng' ? JSON.stringify({ engine: speaker.engine, voice: speaker.voice, language: speaker.language, text: narration.text, ...(placed ? { placed } : {}) }) : undefined;
  return { input: { path: track.narrationPath, loudness: wavLoudness(wav), speech: speechSpans(wav), ...(origin ? { origin } : {}) }, track, pauses, ...(durations ? { durations } : {}) };
}

/**
 * The narration's cues and the clips' in one track, in order, each ending where the next begins (two voices at once
 * show the one that started last); undefined when there are none.
 */
function mergeCues(narration: readonly Cue[] | undefined, clips: readonly Cue[], seconds: number): Cue[] | undefined {
  if (!clips.length) return narration ? [...narration] : undefined;
  const all = [...(narration ?? []), ...clips].filter((c) => c.start < seconds).sort((a, b) => a.start - b.start);
  return all.map((c, i) => ({ ...c, end: Math.min(c.end, seconds, all[i + 1]?.start ?? Infinity) })).filter((c) => c.end - c.start >= 0.05);
}

/**
 * Renders a scene document to an MP4 in the uniform chapter format at the format's frame size, in one FFmpeg run
 * (after the narration's synthesis and, beside it, a short loudness measure of the soundtrack); returns its exact
 * length in seconds.
 */
export async function renderChapter(input: RenderChapterInput): Promise<ChapterResult> {
  const { signal } = input;
  signal?.throwIfAborted();
  let doc = parseSceneDocument(input.document);
  const given = doc;
  if (input.mediaDir !== undefined) {
    const dir = resolve(input.mediaDir);
    for (const [id, path] of input.media) {
      if (dirname(resolve(path)) !== dir) throw new Error(`the file of ${id} is not in the job's directory`);
    }
  }
  const frame = frameSize(input.format ?? DEFAULT_FORMAT);
  const fps = (input.format && 'fps' in input.format ? input.format.fps : undefined) ?? FPS;
  const work = await mkdtemp(join(tmpdir(), 'montage-render-'));
  const untrack = trackScratch(work);
  // The soundtrack's loudness measure, run beside the drawing (below): never left running after the render.
  let measured: Promise<unknown> | undefined;
  try {
    const fixedLength = input.fixedLength === true || doc.duration !== undefined;
    const narration = doc.narration ? await narrationTrack(doc.narration, work, input.speech, input.transcribe, signal, fixedLength ? undefined : doc) : undefined;
    signal?.throwIfAborted();
    const paced = narration?.durations;
    if (paced && paced.some((d, i) => d !== doc.scenes[i]!.duration)) doc = { ...doc, scenes: doc.scenes.map((scene, i) => ({ ...scene, duration: paced[i]! })) };
    // What the speech said of itself (the endpoint failed, a language without a voice) comes first in the note.
    let note: string | undefined = narration?.track.spoken.note;
    let cuesFitted: Cue[] | undefined;
    if (narration) {
      const speechEnd = narration.input.speech.at(-1)?.[1] ?? 0;
      const fit = fitNarration(doc, chapterSeconds(doc, fps), { end: speechEnd, pauses: narration.pauses }, narration.track.cues, fixedLength);
      doc = fit.doc;
      if (fit.note) note = note ? `${note}; ${fit.note}` : fit.note;
      cuesFitted = fit.cues;
      if (fit.until !== undefined) {
        const until = fit.until;
        narration.input.until = until;
        // The music ducks only while the kept speech speaks.
        narration.input.speech = narration.input.speech.filter(([a]) => a < until).map(([a, b]) => [a, Math.min(b, until)]);
      }
    }
    const seconds = chapterSeconds(doc, fps);
    const soundtrackPath = doc.soundtrack ? input.media.get(doc.soundtrack.assetId) : undefined;
    // The soundtrack's loudness is measured (an FFmpeg run) while the rest goes on: one FFmpeg run's render awaits it
    // only for its audio mix, after the text pictures are drawn; the other paths await it here, below.
    const music = doc.soundtrack;
    const measuring: Promise<SoundtrackInput | undefined> = music && soundtrackPath
      ? measureSoundtrack(soundtrackPath, seconds, signal).then((loudness) => ({ path: soundtrackPath, fadeIn: music.fadeIn, fadeOut: music.fadeOut, duck: music.duck, ...(music.volume ? { volume: music.volume } : {}), loudness }))
      : Promise.resolve(undefined);
    // Awaited later; a failure before then is not an unhandled rejection.
    measured = measuring.catch(() => undefined);
    const clips = await clipSounds(doc, input.media, signal);
    signal?.throwIfAborted();
    const overlays = [...(input.overlays ?? [])];
    const clipStyle = doc.scenes.flatMap((s) => s.layers).flatMap((l) => (l.type === 'media' && l.captions && l.captionStyle ? [l.captionStyle] : []))[0];
    const styleName: CaptionStyle = doc.narration?.captionStyle ?? clipStyle ?? 'lines';
    const clipCues = await clipCaptions(doc, input.media, work, styleName, input.transcribe, (t) => wrapCaption(t), signal);
    signal?.throwIfAborted();
    if (clipCues.note) note = note ? `${note}; ${clipCues.note}` : clipCues.note;
    const cues = mergeCues(doc.narration?.captions ? cuesFitted : undefined, clipCues.cues, seconds);
    // Karaoke's pill takes its colour from the backgrounds it shows over (caption-highlight.ts).
    if (cues) overlays.push((ctx, stream) => captionSteps(cues, ctx, stream, styleName, chapterFillColours(doc), kineticOf(doc), askedHighlight(doc)));
    const chunking = input.chunking;
    if (chunking?.split && fps === FPS && doc.scenes.length > 1 && isLongEnough(seconds, frame, chunking.thresholdMegapixelSeconds)) {
      const soundtrack = await measuring;
      const captionsTop = cues?.length ? captionsTopOf(cues, frame, doc.theme, styleName) : undefined;
      const captions = cues ? { cues, style: styleName, top: captionsTop, fills: chapterFillColours(doc) } : undefined;
      const split = await planSplit({ doc, frame, media: input.media, sound: { soundtrack, narration: narration?.input, clips }, captions, work, cache: chunking.cache, signal, timeoutMs: input.timeoutMs });
      await chunking.split({ document: doc, seconds: split.seconds, pieces: split.pieces, audioPath: split.audioPath, ...(cues ? { captions: { cues, style: styleName, ...(captionsTop !== undefined ? { top: captionsTop } : {}) } } : {}) });
      return { seconds: split.seconds, planned: split.pieces, ...(cues ? { captions: toWebVtt(cues) } : {}), ...(doc !== given ? { document: doc } : {}), ...(note ? { note } : {}) };
    }
    if (chunking && fps === FPS && doc.scenes.length > 1 && (isLongEnough(seconds, frame, chunking.thresholdMegapixelSeconds) || chunking.cache?.holdsAny() === true)) {
      const soundtrack = await measuring;
      const captionsTop = cues?.length ? captionsTopOf(cues, frame, doc.theme, styleName) : undefined;
      const { value: pieced, undrawn } = await collectUndrawn(() =>
        renderPieces({
          doc,
          frame,
          media: input.media,
          sound: { soundtrack, narration: narration?.input, clips },
          overlays,
          ...(cues ? { captions: { cues, style: styleName, top: captionsTop, fills: chapterFillColours(doc) } } : {}),
          captionsTop,
          work,
          output: input.output,
          workers: chunking.workers,
          ...(chunking.cores ? { cores: chunking.cores } : {}),
          cache: chunking.cache,
          onProgress: input.onProgress,
          ...(chunking.onPieces ? { onPieces: chunking.onPieces } : {}),
          signal,
          timeoutMs: input.timeoutMs,
        }),
      );
      const missing = undrawnNote(undrawn);
      if (missing) note = note ? `${note}; ${missing}` : missing;
      return { seconds: pieced.seconds, pieces: pieced.pieces, audioCached: pieced.audioCached, ...(cues ? { captions: toWebVtt(cues) } : {}), ...(doc !== given ? { document: doc } : {}), ...(note ? { note } : {}) };
    }
    // Text no bundled font could draw (the optional CJK fonts missing from a slim image) is reported in the note.
    const { value: render, undrawn } = await collectUndrawn(() => chapterArgs(doc, frame, {
      media: input.media,
      soundtrack: measuring,
      narration: narration?.input,
      clips,
      overlays,
      captionsTop: cues?.length ? captionsTopOf(cues, frame, doc.theme, styleName) : undefined,
      work,
      output: input.output,
    }, fps));
    const missing = undrawnNote(undrawn);
    if (missing) note = note ? `${note}; ${missing}` : missing;
    signal?.throwIfAborted();
    await runFfmpeg(render.args, { expectedSeconds: render.seconds, onProgress: input.onProgress, timeoutMs: input.timeoutMs, signal });
    return { seconds: render.seconds, ...(cues ? { captions: toWebVtt(cues) } : {}), ...(doc !== given ? { document: doc } : {}), ...(note ? { note } : {}) };
  } finally {
    await measured;
    await rm(work, { recursive: true, force: true });
    untrack();
  }
}
