import { useEffect, useState } from 'preact/hooks';
import { ErrorMessage } from '../components/ErrorMessage';
import { ApiError, api } from '../lib/api';

interface Props {
  projectId: string;
  chapterId: string;
  chapterName: string;
  /** The prompt whose document is shown: a new completed prompt means a new document to load. */
  version: string;
}

/**
 * The chapter's latest scene document, read-only (GET .../scene): what prompts edit and what `PUT .../scene`
 * replaces. Loaded when the section is opened, and again when the chapter's latest completed prompt changes.
 */
export function SceneView({ projectId, chapterId, chapterName, version }: Props) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState<{ version: string; text?: string; error?: ApiError }>();

  useEffect(() => {
    if (!open || loaded?.version === version) return;
    let stale = false;
    api.getScene(projectId, chapterId).then(
      (doc) => !stale && setLoaded({ version, text: JSON.stringify(doc, null, 2) }),
      (error: ApiError) => !stale && setLoaded({ version, error }),
    );
    return () => {
      stale = true;
    };
  }, [open, version, projectId, chapterId]);

  return (
    <details class="scene" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>What this chapter is made of (its scenes, as data; change them in Edit)</summary>
      {!open ? null : loaded?.version !== version ? (
        <p class="muted">Loading…</p>
      ) : loaded.error ? (
        <ErrorMessage error={loaded.error} title="The scene document could not be loaded" />
      ) : (
        <pre class="scene-json" tabIndex={0} aria-label={`Scene document of ${chapterName}`}>
          <code>{loaded.text}</code>
        </pre>
      )}
    </details>
  );
}
