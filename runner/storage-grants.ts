import type { JobSpecInput, StorageGrant } from '../engine/job-spec.js';
import type { JobUrlSigner } from '../storage/job-urls.js';
import type { JobRequest, JobRunner, JobStatus } from './job-runner.js';

/** The objects a job reads and the ones it writes: exactly the keys its spec names, nothing else. */
export function grantedKeys(spec: JobSpecInput): { get: string[]; put: string[] } {
  const present = (keys: (string | null | undefined)[]) => [...new Set(keys.filter((k): k is string => typeof k === 'string' && k.length > 0))];
  if (spec.type === 'prompt') {
    return {
      get: present([spec.previousSceneKey, spec.sceneSourceKey, ...spec.assets.map((a) => a.key), ...(spec.render?.cached ?? []).flatMap((c) => [c.key, c.metaKey])]),
      put: present([spec.sceneKey, spec.outputKey, spec.captionsKey, spec.resultKey, spec.progressKey, ...(spec.render?.slots ?? []), spec.render?.metaKey, spec.render?.split?.planKey, spec.render?.split?.audioKey]),
    };
  }
  // An index of the Indexed Job reads the plan and the assets and writes its piece; the join reads the plan, the
  // pieces and the audio mix and writes the render (docs/chunked-rendering.md).
  if (spec.type === 'piece') return { get: present([spec.planKey, ...spec.assets.map((a) => a.key)]), put: present(spec.slots) };
  if (spec.type === 'join') return { get: present([spec.planKey, spec.audioKey, ...spec.segments]), put: present([spec.outputKey, spec.resultKey, spec.progressKey]) };
  return {
    get: present(spec.chapters.flatMap((c) => [c.key, c.captionsKey, ...(c.render?.assets ?? []).map((a) => a.key)])),
    put: present([
      spec.outputKey, spec.captionsKey, spec.captionsSrtKey, spec.poster?.key, ...(spec.thumbnails ?? []).map((t) => t.key), spec.resultKey, spec.progressKey,
      // A batch row's chapters rendered by the export itself (issue 30), at their content addresses.
      ...spec.chapters.flatMap((c) => (c.render ? [c.key, c.render.metaKey, c.render.captionsKey] : [])),
    ]),
  };
}

export async function storageGrant(spec: JobSpecInput, signer: JobUrlSigner, expiresInSeconds: number): Promise<StorageGrant> {
  const { get, put } = grantedKeys(spec);
  const grant: StorageGrant = {};
  for (const key of get) grant[key] = { get: await signer.jobUrl(key, 'GET', expiresInSeconds) };
  for (const key of put) grant[key] = { ...grant[key], put: await signer.jobUrl(key, 'PUT', expiresInSeconds) };
  return grant;
}

/**
 * A job runner that hands every job its storage grant (job-spec.ts `StorageGrant`) instead of storage credentials.
 * The URLs must outlive the job's wait for a slot and its run: they expire `queueSeconds` + the job's deadline +
 * a margin after the job is created (a Job retried by its backoff runs within that deadline too).
 */
export class GrantingJobRunner implements JobRunner {
  constructor(
    private readonly inner: JobRunner,
    private readonly signer: JobUrlSigner,
    private readonly queueSeconds: number,
  ) {}

  get indexedJobs(): boolean {
    return this.inner.indexedJobs === true;
  }

  async ensure(request: JobRequest): Promise<void> {
    const expiresIn = this.queueSeconds + request.deadlineSeconds + 300;
    const grant = await storageGrant(request.spec, this.signer, expiresIn);
    await this.inner.ensure({ ...request, spec: { ...request.spec, grant } });
  }

  status(name: string): Promise<JobStatus> {
    return this.inner.status(name);
  }

  delete(name: string): Promise<void> {
    return this.inner.delete(name);
  }

  onChange(listener: (name: string) => void): () => void {
    return this.inner.onChange(listener);
  }

  stop(): Promise<void> {
    return this.inner.stop();
  }
}
