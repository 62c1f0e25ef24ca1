import { ErrorMessage } from '../components/ErrorMessage';
import { Link } from '../components/Link';
import { ProgressBar } from '../components/ProgressBar';
import { StatusBadge } from '../components/StatusBadge';
import { ApiError, api } from '../lib/api';
import { NOTHING_TO_EXPORT, hasVideo, loadChapters } from '../lib/chapters';
import { formatSeconds, formatTime } from '../lib/format';
import type { ExportFile, ExportOptions, ExportState } from '../lib/types';
import { useState } from 'preact/hooks';
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

const RESOLUTION_ORDER = ['480p', '720p', '1080p', '1440p', '2160p'] as const;
const RESOLUTION_NAMES: Record<string, string> = { '1440p': '1440p (QHD)', '2160p': '2160p (4K, at most 30 fps)' };
const FILE_LABELS: Record<string, string> = { 'video/mp4': 'MP4', 'video/webm': 'WebM', 'image/gif': 'GIF', 'text/vtt': 'captions (WebVTT)', 'application/x-subrip': 'captions (SRT)' };

/** A file's button label: "Download WebM", "Download poster (PNG)", "Download captions (SRT)". */
function fileLabel(file: ExportFile): string {
  if (file.kind === 'poster') return `Download poster (${file.content_type === 'image/png' ? 'PNG' : 'JPEG'})`;
  return `Download ${FILE_LABELS[file.content_type] ?? file.kind}`;
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
  // The options a person changed; the rest is left to the API's defaults (an untouched form sends no body at all).
  const [options, setOptions] = useState<Partial<ExportOptions>>({});
  const choose = <K extends keyof ExportOptions>(key: K, value: ExportOptions[K] | '') =>
    setOptions((o) => {
      const { [key]: _dropped, ...rest } = o;
      return value === '' ? rest : { ...rest, [key]: value };
    });
  const { busy: starting, error: startError, act: start } = useAction(async () => {
    try {
      await api.startExport(projectId, options);
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
  const container = exp?.options?.format ?? 'mp4';
  const files = exp?.status === 'completed' ? (exp.files ?? []) : [];
  const thumbnails = files.filter((f) => f.kind === 'thumbnail');
  const projectResolution = project.data?.format.resolution;
  // Larger than the project's: the export renders the chapters again at that size (model/export-encoding.ts), slower.
  const larger = (r: (typeof RESOLUTION_ORDER)[number]) => projectResolution !== undefined && RESOLUTION_ORDER.indexOf(r) > RESOLUTION_ORDER.indexOf(projectResolution as (typeof RESOLUTION_ORDER)[number]);

  return (
    <>
      <p class="breadcrumbs">
        <Link href="/projects">Projects</Link> / <Link href={`/projects/${projectId}`}>{name}</Link> / <span>Export</span>
      </p>
      <h1>Export “{name}”</h1>
      <p class="lead">Renders the project's completed chapters, in order, into one video: an MP4 unless the options say WebM or GIF.</p>
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
                {container === 'gif' ? (
                  <img class="player" src={src} alt={`Export of ${name} (GIF loop)`} />
                ) : (
                  <video class="player" controls preload="metadata" src={src} poster={exp.poster_url ?? undefined} aria-label={`Export of ${name}`} />
                )}
                <p class="export-files">
                  {files.length > 0 ? (
                    files
                      .filter((f) => f.kind !== 'thumbnail')
                      .map((f) => (
                        <>
                          <a class={f.kind === 'video' ? 'button' : 'button secondary'} href={f.url} download>
                            {fileLabel(f)}
                          </a>{' '}
                        </>
                      ))
                  ) : (
                    <>
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
                    </>
                  )}
                  <span class="muted small">The links are signed and expire; reload this page for fresh ones.</span>
                </p>
                {thumbnails.length > 0 ? (
                  <ol class="thumbnails" aria-label="Chapter thumbnails">
                    {thumbnails.map((t, i) => (
                      <li>
                        <a href={t.url} download>
                          <img src={t.url} alt={`Chapter ${i + 1}`} loading="lazy" />
                        </a>
                      </li>
                    ))}
                  </ol>
                ) : null}
              </>
            ) : null}
          </>
        ) : null}
        <details class="export-options">
          <summary>Options</summary>
          <div class="option-grid">
            <label for="export-format">Format</label>
            <select id="export-format" value={options.format ?? ''} onChange={(e) => choose('format', e.currentTarget.value as ExportOptions['format'] | '')}>
              <option value="">MP4 (default)</option>
              <option value="webm">WebM (VP9)</option>
              <option value="gif">GIF loop (no sound, up to 30 s)</option>
            </select>
            <label for="export-resolution">Resolution</label>
            <select id="export-resolution" value={options.resolution ?? ''} onChange={(e) => choose('resolution', e.currentTarget.value as ExportOptions['resolution'] | '')}>
              <option value="">The project's{projectResolution ? ` (${projectResolution})` : ''}</option>
              {RESOLUTION_ORDER.map((r) => (
                <option value={r}>
                  {RESOLUTION_NAMES[r] ?? r}
                  {larger(r) ? ' (chapters rendered again)' : ''}
                </option>
              ))}
            </select>
            <label for="export-fps">Frame rate</label>
            <select id="export-fps" value={options.fps ?? ''} onChange={(e) => choose('fps', e.currentTarget.value === '' ? '' : (Number(e.currentTarget.value) as ExportOptions['fps']))}>
              <option value="">30 fps (default; a GIF's is 12)</option>
              {[12, 15, 24, 25].map((f) => (
                <option value={f}>{f} fps</option>
              ))}
              <option value="50">50 fps (chapters rendered again)</option>
              <option value="60">60 fps (chapters rendered again)</option>
            </select>
            <label for="export-captions">Captions</label>
            <select id="export-captions" value={options.captions ?? ''} onChange={(e) => choose('captions', e.currentTarget.value as ExportOptions['captions'] | '')}>
              <option value="">As each chapter shows them, plus WebVTT and SRT files</option>
              <option value="burned">Burned in on every narrated chapter, plus the files</option>
              <option value="none">No caption files</option>
            </select>
            <label for="export-quality">Quality</label>
            <select id="export-quality" value={options.quality ?? ''} onChange={(e) => choose('quality', e.currentTarget.value as ExportOptions['quality'] | '')}>
              <option value="">Standard</option>
              <option value="draft">Draft (small, quick)</option>
              <option value="high">High (larger)</option>
            </select>
            <label for="export-poster">Poster</label>
            <select id="export-poster" value={options.poster ?? ''} onChange={(e) => choose('poster', e.currentTarget.value as ExportOptions['poster'] | '')}>
              <option value="">JPEG</option>
              <option value="png">PNG</option>
              <option value="none">None</option>
            </select>
          </div>
        </details>
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
