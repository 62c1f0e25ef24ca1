import { useEffect, useRef, useState } from 'preact/hooks';
import { ErrorMessage } from '../../components/ErrorMessage';
import { api, type ApiError } from '../../lib/api';
import { chapterLength, sceneAt, sceneTimes, type Doc } from '../../lib/scene-edit';
import { layerAtPoint } from './hit-test';

interface Props {
  projectId: string;
  chapterId: string;
  doc: Doc;
  t: number;
  aspect: number;
  onSeek: (t: number) => void;
  /** A layer clicked on the frame: its scene and index. */
  onPick: (scene: number, layer: number) => void;
}

const DEBOUNCE_MS = 250;
const WIDTH = 640;

/**
 * The still of the document being edited at the scrubber's instant (POST .../frame: drawn as the render draws it,
 * not stored), asked again a moment after every change; the previous still stays until the new one arrives.
 */
export function Preview({ projectId, chapterId, doc, t, aspect, onSeek, onPick }: Props) {
  const [src, setSrc] = useState<string>();
  const [error, setError] = useState<ApiError>();
  const [busy, setBusy] = useState(false);
  const [drawn, setDrawn] = useState(0);
  const current = useRef<string | undefined>(undefined);

  useEffect(() => {
    const abort = new AbortController();
    const timer = setTimeout(() => {
      setBusy(true);
      api.previewFrame(projectId, chapterId, doc, t, WIDTH, abort.signal).then(
        (blob) => {
          const url = URL.createObjectURL(blob);
          if (current.current) URL.revokeObjectURL(current.current);
          current.current = url;
          setSrc(url);
          setError(undefined);
          setBusy(false);
          setDrawn((n) => n + 1);
        },
        (err: ApiError) => {
          if (abort.signal.aborted) return;
          setError(err);
          setBusy(false);
        },
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [doc, t, projectId, chapterId]);

  useEffect(() => () => current.current && URL.revokeObjectURL(current.current), []);

  const length = chapterLength(doc);
  const max = Math.max(0, Math.floor((length - 1 / 30) * 10) / 10);
  const scene = sceneAt(doc, t);
  const onClick = (e: MouseEvent) => {
    const box = (e.currentTarget as HTMLElement).getBoundingClientRect();
    const x = (e.clientX - box.left) / box.width;
    const y = (e.clientY - box.top) / box.height;
    const local = t - (sceneTimes(doc)[scene]?.start ?? 0);
    const hit = layerAtPoint(doc.scenes[scene].layers, x, y, local);
    if (hit !== undefined) onPick(scene, hit);
  };

  return (
    <section class="preview" aria-label="Preview">
      <div class="frame" style={{ aspectRatio: String(aspect) }} onClick={onClick} data-busy={busy ? 'true' : 'false'} data-drawn={drawn}>
        {src ? <img src={src} alt={`The frame at ${t.toFixed(1)} s (scene ${scene + 1}); click a layer to select it`} data-testid="preview-frame" /> : <p class="muted">Drawing the preview…</p>}
      </div>
      <label class="field scrubber" for="scrubber">
        <span>
          Instant: <output for="scrubber">{t.toFixed(1)} s</output> of {length.toFixed(1)} s · scene {scene + 1}
          {busy ? <span class="muted"> · updating…</span> : null}
        </span>
        <input id="scrubber" type="range" min={0} max={max} step={0.1} value={Math.min(t, max)} onInput={(e) => onSeek(e.currentTarget.valueAsNumber)} />
      </label>
      <ErrorMessage error={error} title="The preview could not be drawn" />
    </section>
  );
}
