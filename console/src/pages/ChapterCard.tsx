import { DeleteButton } from '../components/DeleteButton';
import { Link } from '../components/Link';
import { ErrorMessage } from '../components/ErrorMessage';
import { api } from '../lib/api';
import { StatusBadge } from '../components/StatusBadge';
import { formatName, formatSeconds, formatTime } from '../lib/format';
import { promptWords, readSources } from '../lib/prompt-source';
import type { Asset, Chapter } from '../lib/types';
import { useStableUrl } from '../lib/use-stable-url';
import { PromptBox } from './PromptBox';
import { RenderProgress } from './RenderProgress';
import { SceneView } from './SceneView';

interface Props {
  projectId: string;
  chapter: Chapter;
  position: number;
  assets: Asset[];
  onChange: () => void;
}

/** One chapter: status, the player of its latest render, its prompt history (oldest first) and the prompt box. */
export function ChapterCard({ projectId, chapter, position, assets, onChange }: Props) {
  const latestCompleted = chapter.prompts.filter((p) => p.status === 'completed').at(-1);
  // The render changes when a prompt completes and when the chapter is re-rendered in a new format.
  const renderVersion = latestCompleted ? `${latestCompleted.id}:${chapter.format ? formatName(chapter.format) : ''}` : undefined;
  const previewSrc = useStableUrl(chapter.preview_url, renderVersion);
  const headingId = `chapter-${chapter.id}-title`;
  const sources = readSources();

  return (
    <article class="card chapter" aria-labelledby={headingId} data-chapter-id={chapter.id}>
      <header class="chapter-head">
        <h2 id={headingId}>
          <span class="muted">{position}.</span> {chapter.name}
        </h2>
        {/* The API calls a chapter with nothing to render "ready"; a green READY would promise a video. */}
        {chapter.status === 'ready' && !latestCompleted ? <StatusBadge status="ready" tone="empty" label="no video yet" /> : <StatusBadge status={chapter.status} />}
        {chapter.duration ? <span class="muted small">{formatSeconds(chapter.duration)}</span> : null}
        {chapter.format ? <span class="muted small">{formatName(chapter.format)}</span> : null}
        {/* Up here, away from "Send prompt", and saying what it deletes. */}
        <DeleteButton
          what={`chapter ${chapter.name}`}
          label="Delete chapter"
          class="chapter-delete"
          title={`Delete chapter “${chapter.name}”?`}
          remove={() => api.deleteChapter(projectId, chapter.id)}
          onDeleted={onChange}
        >
          <p>The chapter, its {chapter.prompts.length} prompt{chapter.prompts.length === 1 ? '' : 's'} and its renders are deleted for good. Exports already made keep it.</p>
        </DeleteButton>
      </header>
      {chapter.render_error ? <ErrorMessage error={{ message: chapter.render_error, hint: 'Send a prompt to try again.' }} title="Not rendered in the project's format" /> : null}
      {previewSrc ? (
        <video class="player" controls preload="metadata" src={previewSrc} aria-label={`Latest render of ${chapter.name}`} />
      ) : (
        <p class="muted placeholder">{chapter.status === 'processing' ? 'Rendering…' : 'No render yet: describe this chapter in a prompt.'}</p>
      )}
      {chapter.prompts.length > 0 ? (
        <details class="history" open>
          <summary>Prompt history ({chapter.prompts.length})</summary>
          <ol class="prompts">
            {chapter.prompts.map((p, i) => (
              <li key={p.id} class="prompt">
                <div class="prompt-head">
                  <StatusBadge status={p.status} />
                  <time class="muted small" dateTime={p.created_at}>
                    {formatTime(p.created_at)}
                  </time>
                </div>
                <p class="prompt-content">{promptWords(p, { projectId, first: i === 0 }, sources)}</p>
                {p.status === 'processing' ? (
                  <RenderProgress prompt={p} label={`Rendering ${chapter.name}`} />
                ) : p.result ? (
                  <p class={`prompt-result ${p.status === 'failed' ? 'failed' : ''}`}>{p.result}</p>
                ) : null}
              </li>
            ))}
          </ol>
        </details>
      ) : null}
      {latestCompleted ? (
        <p>
          <Link href={`/projects/${projectId}/chapters/${chapter.id}/edit`} class="button secondary" label={`Edit ${chapter.name}`}>
            Edit
          </Link>{' '}
          <span class="muted small">Change texts, colours, scenes and timing with a live preview.</span>
        </p>
      ) : null}
      {latestCompleted ? <SceneView projectId={projectId} chapterId={chapter.id} chapterName={chapter.name} version={latestCompleted.id} /> : null}
      <PromptBox projectId={projectId} chapter={chapter} assets={assets} onSent={onChange} />
    </article>
  );
}
