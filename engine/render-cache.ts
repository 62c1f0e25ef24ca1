import { chapterRenderHash } from '../model/render-key.js';
import type { OutputFormat } from '../model/format.js';
import type { RenderPlan } from './job-spec.js';
import type { PieceCache } from './render/chunks/render-pieces.js';
import { speechSettingsFromEnv } from './speech/speech-endpoint.js';
import { downloadTo, uploadFile, type EngineStorage } from './storage-files.js';
import { transcribeSettingsFromEnv } from './transcribe.js';
import { canonicalJson } from '../model/render-key.js';

/*
 * The job's side of the render cache (issue 31). The controller named the cached renders this job may read (by
 * content address and granted key) and the slots it may write new pieces to; the job only looks up, reads and
 * writes those, and reports what it did (JobResult `render`). Any failure of the cache falls back to rendering.
 */

/** The neural voice and transcription endpoints as part of a chapter's content address (null: the offline defaults). */
export function endpointIdentities(env: NodeJS.ProcessEnv): { speech: string | null; transcribe: string | null } {
  const speech = speechSettingsFromEnv(env);
  const transcribe = transcribeSettingsFromEnv(env);
  return {
    speech: speech ? canonicalJson({ url: speech.url, model: speech.model, voice: speech.defaultVoice, voices: speech.voices, languages: speech.languages }) : null,
    transcribe: transcribe ? canonicalJson({ url: transcribe.url, model: transcribe.model }) : null,
  };
}

/** The content address of a whole chapter's render (model/render-key.ts: its meaning is shared with batch renders). */
export function chapterHash(document: unknown, format: OutputFormat, fixedLength: boolean, env: NodeJS.ProcessEnv): string {
  return chapterRenderHash({ document, format: { aspect: format.aspect, resolution: format.resolution }, fixedLength, ...endpointIdentities(env) });
}

export interface JobPieceCache extends PieceCache {
  holdsAny(): boolean;
  /** The cached entries read. */
  hits: string[];
  /** The pieces written to slots. */
  stored: { kind: 'scene' | 'chunk' | 'audio'; hash: string; slot: number }[];
}

/** The piece cache of a job: the granted cached pieces to read, the granted slots to write. */
export function jobPieceCache(storage: EngineStorage, plan: RenderPlan): JobPieceCache {
  const pieces = new Map(plan.cached.filter((c) => c.kind !== 'chapter').map((c) => [c.hash, c.key]));
  const cache: JobPieceCache = {
    hits: [],
    stored: [],
    holdsAny: () => pieces.size > 0,
    async fetch(hash, path) {
      const key = pieces.get(hash);
      if (!key) return false;
      await downloadTo(storage, key, path);
      cache.hits.push(hash);
      return true;
    },
    async store(hash, path, kind) {
      // Slots are taken in order; a piece with no slot left is simply not cached.
      const slot = cache.stored.length;
      const key = plan.slots[slot];
      if (!key || pieces.has(hash) || cache.stored.some((s) => s.hash === hash)) return;
      cache.stored.push({ kind, hash, slot });
      try {
        await uploadFile(storage, key, path, kind === 'audio' ? 'audio/mp4' : 'video/mp4');
      } catch (err) {
        cache.stored.splice(cache.stored.findIndex((s) => s.slot === slot), 1);
        throw err;
      }
    },
  };
  return cache;
}
