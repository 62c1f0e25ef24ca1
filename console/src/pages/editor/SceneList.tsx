import { useState } from 'preact/hooks';
import type { Doc } from '../../lib/scene-edit';

interface Props {
  doc: Doc;
  selected: number;
  onSelect: (index: number) => void;
  onMove: (from: number, to: number) => void;
  onDuplicate: (index: number) => void;
  onDelete: (index: number) => void;
}

/** What a scene shows, in a few words: its first text. */
function summary(scene: Doc): string {
  const text = scene.layers.find((l: Doc) => typeof l.text === 'string')?.text ?? scene.layers.find((l: Doc) => Array.isArray(l.items))?.items[0];
  return text ? String(text).slice(0, 40) : `${scene.layers.length} layer${scene.layers.length === 1 ? '' : 's'}`;
}

/**
 * The scenes in order: select one, drag it to another place (or Alt+↑/↓ on a focused scene, or its buttons),
 * duplicate or delete it.
 */
export function SceneList({ doc, selected, onSelect, onMove, onDuplicate, onDelete }: Props) {
  const [dragging, setDragging] = useState<number>();
  const count = doc.scenes.length;
  return (
    <section class="scene-list" aria-labelledby="scenes-title">
      <h2 id="scenes-title">Scenes</h2>
      <p class="muted small" id="scenes-help">
        Drag a scene to move it, or focus it and press Alt+↑ / Alt+↓.
      </p>
      <ol aria-label="Scenes" aria-describedby="scenes-help">
        {doc.scenes.map((scene: Doc, i: number) => (
          <li
            key={i}
            class={`scene-item${i === selected ? ' selected' : ''}${dragging === i ? ' dragging' : ''}`}
            draggable
            data-testid={`scene-${i + 1}`}
            onDragStart={(e) => {
              setDragging(i);
              e.dataTransfer?.setData('text/plain', String(i));
            }}
            onDragEnd={() => setDragging(undefined)}
            onDragOver={(e) => e.preventDefault()}
            onDrop={(e) => {
              e.preventDefault();
              const from = Number(e.dataTransfer?.getData('text/plain') ?? dragging);
              if (Number.isInteger(from)) onMove(from, i);
              setDragging(undefined);
            }}
          >
            <button
              type="button"
              class="scene-pick"
              aria-current={i === selected ? 'true' : undefined}
              onClick={() => onSelect(i)}
              onKeyDown={(e) => {
                if (!e.altKey || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
                e.preventDefault();
                const to = i + (e.key === 'ArrowUp' ? -1 : 1);
                if (to >= 0 && to < count) onMove(i, to);
              }}
            >
              <strong>Scene {i + 1}</strong> <span class="muted">· {scene.duration} s</span>
              <span class="scene-summary">{summary(scene)}</span>
            </button>
            <span class="scene-actions">
              <button type="button" class="secondary small" aria-label={`Move scene ${i + 1} up`} disabled={i === 0} onClick={() => onMove(i, i - 1)}>
                ↑
              </button>
              <button type="button" class="secondary small" aria-label={`Move scene ${i + 1} down`} disabled={i === count - 1} onClick={() => onMove(i, i + 1)}>
                ↓
              </button>
              <button type="button" class="secondary small" aria-label={`Duplicate scene ${i + 1}`} onClick={() => onDuplicate(i)}>
                Duplicate
              </button>
              <button type="button" class="secondary small danger" aria-label={`Delete scene ${i + 1}`} disabled={count <= 1} onClick={() => onDelete(i)}>
                Delete
              </button>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
