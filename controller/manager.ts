import type { Logger } from 'pino';
import type { Clock } from '../lib/clock.js';
import { idForObjectName } from '../model/ids.js';
import { LABELS } from '../model/kinds.js';
import type { JobRunner } from '../runner/job-runner.js';
import type { ObjectStorage } from '../storage/object-storage.js';
import type { Store, StoredObject } from '../store/store.js';
import { startAssetController, type RunningController } from './assets/asset-controller.js';
import { reconcileChapter } from './chapters/reconcile-chapter.js';
import { chapterOfRerenderJob } from './chapters/rerender.js';
import type { EventRecorder } from './events.js';
import { reconcileExport } from './exports/reconcile-export.js';
import { reconcileBatch } from './batches/reconcile-batch.js';
import { exportIdForRow } from '../core/batches.js';
import { reconcilePrompt } from './prompts/reconcile-prompt.js';
import { isDeleting } from '../store/objects.js';
import { finishDeletion } from './cleanup/finish-deletion.js';
import { sweepRetention } from './retention/sweep.js';
import { WorkQueue } from './work-queue.js';
import { RenderCache, type RenderCacheSettings } from './cache/render-cache.js';
import { PromptHistory } from '../core/history.js';
import { eventsRecorded } from './webhooks/record.js';
import { startWebhookDispatcher } from './webhooks/dispatcher.js';
import type { DispatcherSettings } from './webhooks/settings.js';

export interface ControllerSettings {
  promptDeadlineSeconds: number;
  exportDeadlineSeconds: number;
  /** How long a prompt or export may wait for its job to start (see job-wait.ts). */
  startDeadlineSeconds: number;
  claimGraceMs: number;
  progressIntervalMs: number;
  concurrency: number;
  /** Rows of one batch render rendering at a time (controller/batches/). */
  batchWindow: number;
  /** Retention (controller/retention/sweep.ts): 0 keeps for ever. */
  exportRetentionHours: number;
  renderRetentionHours: number;
  /** How often the retention sweep runs (when a retention is set). */
  retentionSweepMs: number;
  /** Prompts per chapter kept in the store; older finished ones are archived (controller/history/). 0: none is. */
  promptHistoryLimit: number;
  /** Chunked rendering and the render cache (controller/cache/render-cache.ts). */
  render: RenderCacheSettings;
  /** How often the render cache's sweeper runs (when the cache is on). */
  renderCacheSweepMs: number;
}

/** How long a chapter waits, after a new prompt appears, for the prompt's claim before it looks. */
const NEW_PROMPT_SETTLE_MS = 500;

export const DEFAULT_CONTROLLER_SETTINGS: ControllerSettings = {
  promptDeadlineSeconds: 600,
  exportDeadlineSeconds: 900,
  startDeadlineSeconds: 900,
  claimGraceMs: 30_000,
  progressIntervalMs: 1_000,
  concurrency: 4,
  batchWindow: 4,
  exportRetentionHours: 0,
  renderRetentionHours: 0,
  retentionSweepMs: 10 * 60_000,
  promptHistoryLimit: 50,
  render: { workers: 2, chunkThreshold: 60, maxBytes: 0 },
  renderCacheSweepMs: 5 * 60_000,
};

/** The deadlines an admin sets (MONTAGE_*_DEADLINE_SECONDS), the same in both modes. */
export function controllerSettingsFrom(config: {
  MONTAGE_PROMPT_DEADLINE_SECONDS: number;
  MONTAGE_EXPORT_DEADLINE_SECONDS: number;
  MONTAGE_START_DEADLINE_SECONDS: number;
  MONTAGE_EXPORT_RETENTION_HOURS: number;
  MONTAGE_RENDER_RETENTION_HOURS: number;
  MONTAGE_PROMPT_HISTORY_LIMIT: number;
  MONTAGE_RENDER_WORKERS?: number;
  MONTAGE_CHUNK_THRESHOLD?: number;
  MONTAGE_RENDER_CACHE_MB?: number;
  MONTAGE_RENDER_CACHE_SWEEP_SECONDS?: number;
}): Partial<ControllerSettings> {
  const defaults = DEFAULT_CONTROLLER_SETTINGS;
  return {
    render: {
      workers: config.MONTAGE_RENDER_WORKERS ?? defaults.render.workers,
      chunkThreshold: config.MONTAGE_CHUNK_THRESHOLD ?? defaults.render.chunkThreshold,
      maxBytes: (config.MONTAGE_RENDER_CACHE_MB ?? 0) * 1024 * 1024,
    },
    renderCacheSweepMs: (config.MONTAGE_RENDER_CACHE_SWEEP_SECONDS ?? defaults.renderCacheSweepMs / 1000) * 1000,
    promptHistoryLimit: config.MONTAGE_PROMPT_HISTORY_LIMIT,
    exportRetentionHours: config.MONTAGE_EXPORT_RETENTION_HOURS,
    renderRetentionHours: config.MONTAGE_RENDER_RETENTION_HOURS,
    promptDeadlineSeconds: config.MONTAGE_PROMPT_DEADLINE_SECONDS,
    exportDeadlineSeconds: config.MONTAGE_EXPORT_DEADLINE_SECONDS,
    startDeadlineSeconds: config.MONTAGE_START_DEADLINE_SECONDS,
  };
}

export interface ControllerDeps {
  store: Store;
  storage: ObjectStorage;
  runner: JobRunner;
  clock: Clock;
  events: EventRecorder;
  logger: Logger;
  settings?: Partial<ControllerSettings>;
  /** Webhook delivery (MONTAGE_WEBHOOK_*); without it no webhook is sent. */
  webhooks?: DispatcherSettings;
  /** Which reconcilers run (default: all). An API-only process runs none; the API contract tests only `assets`. */
  only?: readonly ('prompts' | 'exports' | 'chapters' | 'assets' | 'webhooks')[];
}

/**
 * Wiring only: watches and job changes become keys on the reconcilers' queues. The watches replay every existing
 * object first, so a (re)started controller resumes all unfinished work.
 */
export function startControllers(deps: ControllerDeps): RunningController {
  const settings = { ...DEFAULT_CONTROLLER_SETTINGS, ...deps.settings };
  const logger = deps.logger.child({ component: 'controller' });
  const common = { store: deps.store, storage: deps.storage, runner: deps.runner, clock: deps.clock, events: deps.events, claimGraceMs: settings.claimGraceMs, startDeadlineSeconds: settings.startDeadlineSeconds, progressIntervalMs: settings.progressIntervalMs };
  const renderCache = new RenderCache(deps.storage, settings.render);
  const prompts = new WorkQueue({
    name: 'prompts',
    concurrency: settings.concurrency,
    logger,
    reconcile: (id) => reconcilePrompt({ ...common, deadlineSeconds: settings.promptDeadlineSeconds, renderCache }, id),
  });
  const exports = new WorkQueue({
    name: 'exports',
    concurrency: settings.concurrency,
    logger,
    reconcile: (id) => reconcileExport({ ...common, deadlineSeconds: settings.exportDeadlineSeconds }, id),
  });
  const batches = new WorkQueue({
    name: 'batches',
    concurrency: 1,
    logger,
    reconcile: (id) => reconcileBatch({ ...common, window: settings.batchWindow }, id),
  });
  const runs = (name: 'prompts' | 'exports' | 'chapters' | 'assets' | 'webhooks') => !deps.only || deps.only.includes(name);
  // Where this process sends webhooks, a prompt stays until its event is recorded (controller/history/).
  const sendsWebhooks = runs('webhooks') && deps.webhooks !== undefined;
  const history = {
    reader: new PromptHistory(deps.storage),
    settings: { limit: settings.promptHistoryLimit, renderRetentionHours: settings.renderRetentionHours },
    ...(sendsWebhooks ? { eventsRecorded: (prompt: StoredObject<'prompt'>) => eventsRecorded(deps.store, prompt) } : {}),
  };
  const chapters = new WorkQueue({
    name: 'chapters',
    concurrency: 2,
    logger,
    reconcile: (id) => reconcileChapter({ ...common, deadlineSeconds: settings.promptDeadlineSeconds, history, renderCache }, id),
  });
  // A project's own work is its deletion only (its cleanup deletes its chapters and exports); it runs with chapters.
  const projects = new WorkQueue({
    name: 'projects',
    concurrency: 1,
    logger,
    reconcile: async (id) => {
      const project = await deps.store.get('project', id);
      if (project && isDeleting(project)) return finishDeletion(common, 'project', project);
    },
  });
  const assets = runs('assets') ? startAssetController({ store: deps.store, storage: deps.storage, logger }) : undefined;
  const webhooks = runs('webhooks') && deps.webhooks ? startWebhookDispatcher({ store: deps.store, clock: deps.clock, logger, settings: deps.webhooks }) : undefined;

  const unsubscribe = [
    deps.store.watch('prompt', ({ type, object }) => {
      if (runs('prompts')) prompts.add(object.spec.id);
      if (!runs('chapters')) return;
      // A new prompt is claimed on its chapter a moment later (core/prompts.ts), and the claim wakes the chapter
      // anyway: looking at once only wrote the count, and then the state again (a status write per prompt saved).
      if (type === 'ADDED') chapters.addAfter(object.spec.chapterId, NEW_PROMPT_SETTLE_MS);
      else chapters.add(object.spec.chapterId);
    }),
    deps.store.watch('export', ({ type, object }) => {
      if (runs('exports')) exports.add(object.spec.id);
      // A row's change moves its batch's counts and admits the next rows.
      if (runs('exports') && object.spec.batch) batches.add(object.spec.batch.id);
      // A project being deleted waits for its exports to be gone.
      if (type === 'DELETED' && runs('chapters')) projects.add(object.spec.projectId);
    }),
    // A batch's admission wakes the rows it lets start (the window behind `admitted`); its cancellation, every row.
    deps.store.watch('batch', ({ type, object }) => {
      if (!runs('exports') || type === 'DELETED') return;
      batches.add(object.spec.id);
      const admitted = object.status.admitted ?? 0;
      const from = object.spec.cancelled ? 0 : (object.status.pendingFrom ?? 0);
      const until = object.spec.cancelled ? (object.status.created ?? 0) : admitted;
      for (let row = from; row < until; row++) exports.add(exportIdForRow(object.spec.id, row));
    }),
    // The claim (project.activeExportId) lands just after the Export is created: wake the export when it does.
    deps.store.watch('project', ({ type, object }) => {
      if (type !== 'DELETED' && isDeleting(object) && runs('chapters')) projects.add(object.spec.id);
      if (type !== 'DELETED' && runs('exports') && object.spec.activeExportId) exports.add(object.spec.activeExportId);
      // A new output format: each chapter compares its render with it (and is re-rendered when they differ).
      if (type === 'MODIFIED' && runs('chapters')) {
        void deps.store
          .list('chapter', { tenant: object.spec.tenant, labels: { [LABELS.project]: object.spec.id } })
          .then((list) => list.forEach((c) => chapters.add(c.spec.id)))
          .catch((err: unknown) => logger.warn({ err }, 'listing chapters of a project failed'));
      }
    }),
    deps.store.watch('chapter', ({ type, object }) => {
      if (!runs('prompts') && !runs('chapters')) return;
      if (type === 'DELETED') {
        if (runs('chapters')) projects.add(object.spec.projectId); // a project being deleted waits for its chapters
        return;
      }
      if (runs('chapters')) chapters.add(object.spec.id);
      if (!runs('prompts')) return;
      // A forced prompt changes the claim: the prompt it superseded must stop now, not at its next progress check.
      void deps.store
        .list('prompt', { tenant: object.spec.tenant, labels: { [LABELS.chapter]: object.spec.id } })
        .then((list) => list.filter((p) => (p.status.phase ?? 'processing') === 'processing').forEach((p) => prompts.add(p.spec.id)))
        .catch((err: unknown) => logger.warn({ err }, 'listing prompts of a chapter failed'));
    }),
    deps.runner.onChange((name) => {
      const rerendered = chapterOfRerenderJob(name);
      if (rerendered) {
        if (runs('chapters')) chapters.add(rerendered);
        return;
      }
      if (!runs('prompts') && !runs('exports')) return;
      const match = /^montage-(prompt|export)-(.+)$/.exec(name);
      if (!match) return;
      try {
        (match[1] === 'prompt' ? prompts : exports).add(idForObjectName(match[2]!));
      } catch {
        logger.debug({ name }, 'ignoring a job that is not ours');
      }
    }),
  ];

  const sweep = runs('exports') && runs('prompts') && (settings.exportRetentionHours > 0 || settings.renderRetentionHours > 0) ? startRetentionSweep(deps, settings, logger) : undefined;
  const cacheSweep = runs('prompts') && renderCache.enabled ? startCacheSweep(deps, renderCache, settings.renderCacheSweepMs, logger) : undefined;

  return {
    stop() {
      sweep?.stop();
      cacheSweep?.stop();
      for (const off of unsubscribe) off();
      for (const queue of [prompts, exports, chapters, projects, batches]) queue.stop();
      assets?.stop();
      webhooks?.stop();
    },
    async idle() {
      await Promise.all([prompts.idle(), exports.idle(), chapters.idle(), projects.idle(), batches.idle(), assets?.idle(), webhooks?.idle()]);
    },
  };
}

/** The retention sweep on a timer: each run reads everything afresh, so a missed or interrupted one costs nothing. */
function startRetentionSweep(deps: ControllerDeps, settings: ControllerSettings, logger: Logger): { stop(): void } {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    sweepRetention(deps, settings)
      .then((result) => {
        if (result.exportsDeleted || result.rendersRemoved) logger.info(result, 'retention sweep');
      })
      .catch((err: unknown) => logger.warn({ err }, 'retention sweep failed; the next one tries again'))
      .finally(() => {
        running = false;
      });
  };
  const first = setTimeout(run, 5_000);
  const timer = setInterval(run, settings.retentionSweepMs);
  first.unref();
  timer.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}

/**
 * The render cache's sweeper on a timer (controller/cache/render-cache.ts): level-triggered, each run reads the index
 * afresh and evicts until the cache fits its bound, so a missed or interrupted run costs nothing.
 */
function startCacheSweep(deps: ControllerDeps, cache: RenderCache, everyMs: number, logger: Logger): { stop(): void } {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    cache
      .sweep(deps.store)
      .then((result) => {
        if (result.evicted) logger.info(result, 'render cache sweep');
      })
      .catch((err: unknown) => logger.warn({ err }, 'render cache sweep failed; the next one tries again'))
      .finally(() => {
        running = false;
      });
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
