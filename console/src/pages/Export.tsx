import { ErrorMessage } from '../components/ErrorMessage';
import { Link } from '../components/Link';
import { ProgressBar } from '../components/ProgressBar';
import { StatusBadge } from '../components/StatusBadge';
import { ApiError, api } from '../lib/api';
import { NOTHING_TO_EXPORT, hasVideo, loadChapters } from '../lib/chapters';
import { formatSeconds, formatTime } from '../lib/format';
import type { ExportState } from '../lib/types';
import { useAction } from '../lib/use-action';
import { usePoll } from '../lib/use-poll';
import { useStableUrl } from '../lib/use-stable-url';
import { useTitle } from '../lib/use-title';

/** The project's latest export, or null when it has none yet (the API's 404). */
async function loadExport(projectId: string): Promise<ExportState | null> {
  try {
    return await api.getExport(projectId);
  } catch (err) {
    if (err instanceof ApiError && err.code === 'NOT_FOUND') {
      await api.getProject(projectId); // a missing project is an error; a missing export is not
      return null;
    }
    throw err;
  }
}

const running = (e: ExportState | null) => e !== null && (e.status === 'queued' || e.status === 'processing');

/** Export: start one, watch its progress, then play and download the MP4 (or read why it failed). */
export function Export({ projectId }: { projectId: string }) {
  const project = usePoll(`project-name:${projectId}`, () => api.getProject(projectId), { active: () => false });
  const { data: exp, error, refresh } = usePoll(`export:${projectId}`, () => loadExport(projectId), {
    active: running,
    fingerprint: (e) => JSON.stringify(e, (k, v: unknown) => (k === 'download_url' || k === 'captions_url' || k === 'captions_srt_url' ? Boolean(v) : v)),
  });
  const chapters = usePoll(`export-chapters:${projectId}`, () => loadChapters(projectId), { active: () => false });
  const { busy: starting, error: startError, act: start } = useAction(async () => {
    try {
      await api.startExport(projectId);
    } catch (err) {
      // Refused although the page thought a chapter had a video (it was deleted meanwhile, e.g. in another tab).
      // Other refusals (too many chapters) are shown as the API words them.
      if (err instanceof ApiError && err.code === 'VALIDATION_ERROR' && /no completed chapters/i.test(err.message)) {
        chapters.refresh();
        throw new ApiError('Nothing to export yet: no chapter has a finished video', err.code, err.status, `${NOTHING_TO_EXPORT} (The service said: “${err.message}”.)`);
      }
      throw err;
    }
    refresh();
  });
  const nothingToExport = chapters.data !== undefined && !chapters.data.some(hasVideo);
  const name = project.data?.name ?? 'Project';
  useTitle(`Export · ${name}`);
  const src = useStableUrl(exp?.status === 'completed' ? exp.download_url : null, exp?.id);
  const captionsSrc = useStableUrl(exp?.status === 'completed' ? exp.captions_url : null, exp?.id);
  const captionsSrtSrc = useStableUrl(exp?.status === 'completed' ? (exp.captions_srt_url ?? null) : null, exp?.id);

  return (
    <>
      <p class="breadcrumbs">
        <Link href="/projects">Projects</Link> / <Link href={`/projects/${projectId}`}>{name}</Link> / <span>Export</span>
      </p>
      <h1>Export “{name}”</h1>
      <p class="lead">Renders the project's completed chapters, in order, into one MP4.</p>
      <ErrorMessage error={error ?? project.error} />
      <section class="card export" aria-labelledby="export-status-title">
        <div class="page-head">
          <h2 id="export-status-title">{exp ? 'Latest export' : 'No export yet'}</h2>
          {exp ? <StatusBadge status={exp.status} /> : null}
        </div>
        {exp ? (
          <>
            <ProgressBar
              value={exp.status === 'completed' ? 1 : exp.status === 'failed' || exp.progress > 0 ? exp.progress : null}
              label="Export progress"
              why={
                exp.status === 'queued'
                  ? `Queued: ${exp.message ?? 'waiting for a render slot'}`
                  : exp.status === 'processing' && exp.progress <= 0
                    ? 'Starting…'
                    : undefined
              }
            />
            <dl class="facts">
              {exp.started_at ? (
                <>
                  <dt>Started</dt>
                  <dd>{formatTime(exp.started_at)}</dd>
                </>
              ) : null}
              {exp.completed_at ? (
                <>
                  <dt>Finished</dt>
                  <dd>{formatTime(exp.completed_at)}</dd>
                </>
              ) : null}
              {exp.duration_seconds !== undefined ? (
                <>
                  <dt>Length</dt>
                  <dd>{formatSeconds(exp.duration_seconds)}</dd>
                </>
              ) : null}
            </dl>
            {exp.status === 'failed' ? <ErrorMessage error={{ message: exp.error ?? 'The export failed', hint: 'Fix the chapters and export again.' }} title="The export failed" /> : null}
            {src ? (
              <>
                <video class="player" controls preload="metadata" src={src} aria-label={`Export of ${name}`} />
                <p>
                  <a class="button" href={src} download={`${name}.mp4`}>
                    Download MP4
                  </a>{' '}
                  {captionsSrc ? (
                    <>
                      <a class="button secondary" href={captionsSrc} download={`${name}.vtt`}>
                        Download captions (WebVTT)
                      </a>{' '}
                    </>
                  ) : null}
                  {captionsSrtSrc ? (
                    <>
                      <a class="button secondary" href={captionsSrtSrc} download={`${name}.srt`}>
                        Download captions (SRT)
                      </a>{' '}
                    </>
                  ) : null}
                  <span class="muted small">The link is signed and expires; reload this page for a fresh one.</span>
                </p>
              </>
            ) : null}
          </>
        ) : null}
        <ErrorMessage error={startError} title="The export did not start" />
        <div class="actions">
          <button
            type="button"
            onClick={() => void start()}
            disabled={starting || running(exp ?? null) || exp === undefined || nothingToExport}
            aria-describedby={nothingToExport && !startError ? 'export-disabled-why' : undefined}
          >
            {exp ? 'Export again' : 'Start export'}
          </button>
        </div>
        {nothingToExport && !startError ? (
          <p id="export-disabled-why" class="disabled-why">
            {NOTHING_TO_EXPORT}
          </p>
        ) : null}
      </section>
    </>
  );
}
