import { ErrorMessage } from '../components/ErrorMessage';
import { Link } from '../components/Link';
import { DeleteButton } from '../components/DeleteButton';
import { api } from '../lib/api';
import { NOTHING_TO_EXPORT, exportIsCurrent, hasVideo, loadChapters } from '../lib/chapters';
import { navigate } from '../lib/router';
import { formatName } from '../lib/format';
import type { Asset, Chapter } from '../lib/types';
import { usePoll } from '../lib/use-poll';
import { useTitle } from '../lib/use-title';
import { AddChapter } from './AddChapter';
import { ChapterCard } from './ChapterCard';

/** Signed preview URLs change on every read; they are not a change of the chapter. */
const fingerprint = (chapters: Chapter[]) => JSON.stringify(chapters, (k, v: unknown) => (k === 'preview_url' ? Boolean(v) : v));

/** A project: its chapters in render order, each with its player, prompt history and prompt box. */
export function Project({ projectId }: { projectId: string }) {
  const project = usePoll(`project:${projectId}`, () => api.getProject(projectId), { active: () => false });
  const { data: chapters, error, refresh } = usePoll(`chapters:${projectId}`, () => loadChapters(projectId), {
    active: (list) => list.some((c) => c.status === 'processing'),
    fingerprint,
  });
  // Ready assets, for the prompt box's "insert an asset" list.
  const assets = usePoll(`assets:ready`, () => api.listAssets(100, 0, 'ready'), { active: () => false });
  // The latest export, to offer its download here (none yet: the API answers 404).
  const latestExport = usePoll(`export:${projectId}`, () => api.getExport(projectId).catch(() => null), { active: (e) => e?.status === 'queued' || e?.status === 'processing' });
  useTitle(project.data?.name ?? 'Project');

  const failed = project.error ?? (chapters ? undefined : error);
  if (!project.data || !chapters) {
    return failed ? <ErrorMessage error={failed} title="The project could not be loaded" /> : <p class="muted">Loading…</p>;
  }
  const { id, name, description, format } = project.data;
  const readyAssets: Asset[] = assets.data?.assets ?? [];
  const processing = chapters.filter((c) => c.status === 'processing').length;

  return (
    <>
      <p class="breadcrumbs">
        <Link href="/projects">Projects</Link> / <span>{name}</span>
      </p>
      <div class="page-head">
        <div>
          <h1>{name}</h1>
          {description ? <p class="lead">{description}</p> : null}
        </div>
        <div class="actions">
          {chapters.some(hasVideo) ? (
            <>
              <Link href={`/projects/${id}/export`} class="button">
                Export
              </Link>
              <Link href={`/projects/${id}/batch`} class="button secondary">
                Batch from CSV
              </Link>
            </>
          ) : (
            <button type="button" disabled aria-describedby="export-disabled-why">
              Export
            </button>
          )}
          <DeleteButton what={`project ${name}`} label="Delete project" title={`Delete “${name}”?`} remove={() => api.deleteProject(id)} onDeleted={() => navigate('/projects')}>
            <p>
              The project, its {chapters.length} chapter{chapters.length === 1 ? '' : 's'}, every prompt, render and export are deleted for good. A
              render or export in progress is stopped. Your assets stay.
            </p>
          </DeleteButton>
        </div>
      </div>
      {chapters.some(hasVideo) ? null : (
        <p id="export-disabled-why" class="disabled-why">
          {processing ? 'Rendering your video now: Export is possible as soon as it is finished (this page updates by itself).' : NOTHING_TO_EXPORT}
        </p>
      )}
      {exportIsCurrent(latestExport.data, chapters) ? (
        <p class="notice export-ready" role="status">
          Your export of these chapters is ready.{' '}
          <a class="button" href={latestExport.data.download_url!} download={`${name}.${latestExport.data.options?.format === 'webm' ? 'webm' : latestExport.data.options?.format === 'gif' ? 'gif' : 'mp4'}`}>
            Download the video
          </a>{' '}
          <Link href={`/projects/${id}/export`}>Other files and options</Link>
        </p>
      ) : chapters.some(hasVideo) && !processing ? (
        <p class="notice export-ready" role="status">
          Your video is rendered: export it to get one file to download.{' '}
          <Link href={`/projects/${id}/export`} class="button">
            Export the video
          </Link>
        </p>
      ) : null}
      <p class="muted" aria-live="polite">
        <span data-testid="project-format">{formatName(format)}</span> · {chapters.length} chapter{chapters.length === 1 ? '' : 's'}
        {processing ? ` · ${processing} processing (updates live)` : ''}
      </p>
      {/* A failed refresh keeps the last good view on screen and says why above it. */}
      <ErrorMessage error={error} title="Updating failed" />
      <ol class="chapters" aria-label="Chapters in render order">
        {chapters.map((chapter, index) => (
          <li key={chapter.id}>
            <ChapterCard projectId={id} chapter={chapter} position={index + 1} assets={readyAssets} onChange={refresh} />
          </li>
        ))}
      </ol>
      {chapters.length === 0 ? <p class="empty">No chapters yet: add the first one below.</p> : null}
      <AddChapter projectId={id} onAdded={refresh} />
    </>
  );
}
