import { useEffect, useMemo, useState } from 'preact/hooks';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Link } from '../../components/Link';
import { ApiError, api } from '../../lib/api';
import { remember } from '../../lib/prompt-source';
import { record, redo, startHistory, undo, type EditHistory } from '../../lib/edit-history';
import { deleteLayer, deleteScene, duplicateScene, getIn, moveLayer, moveScene, sceneTimes, setIn, type Doc, type Path } from '../../lib/scene-edit';
import { formFields, layerSchemas, sceneObject, sceneSchema, type JsonSchema } from '../../lib/scene-schema';
import type { Asset } from '../../lib/types';
import { usePoll } from '../../lib/use-poll';
import { useTitle } from '../../lib/use-title';
import { ColourField, FormField } from './FormField';
import { Preview } from './Preview';
import { SceneList } from './SceneList';

const ASPECTS: Record<string, number> = { landscape: 16 / 9, portrait: 9 / 16, square: 1 };

/** A layer in the list, in a few words. */
const layerName = (l: Doc) => `${l.type === 'text' ? l.role : l.type}${typeof l.text === 'string' ? `: ${l.text.slice(0, 30)}` : ''}`;

/**
 * A chapter's "Edit" view: its scene document as forms (built from the document's JSON schema), a still of any
 * instant redrawn after each change, undo and redo, and "Render", which saves through PUT .../scene with If-Match on
 * the version that was loaded, so that an edit made meanwhile elsewhere is never overwritten silently (412).
 */
export function Editor({ projectId, chapterId }: { projectId: string; chapterId: string }) {
  const [loaded, setLoaded] = useState<{ version: string; schema: JsonSchema } | { error: ApiError }>();
  const [history, setHistory] = useState<EditHistory<Doc>>();
  const [scene, setScene] = useState(0);
  const [layer, setLayer] = useState<number>();
  const [t, setT] = useState(0.5);
  const [saving, setSaving] = useState<{ state: 'saving' | 'saved' } | { state: 'failed'; error: ApiError }>();
  const project = usePoll(`project:${projectId}`, () => api.getProject(projectId), { active: () => false });
  const assets = usePoll('assets:ready', () => api.listAssets(100, 0, 'ready'), { active: () => false });
  useTitle(`Edit · ${project.data?.name ?? 'chapter'}`);

  const load = () =>
    Promise.all([api.getSceneVersioned(projectId, chapterId), sceneSchema()]).then(
      ([{ document, version }, schema]) => {
        setLoaded({ version, schema });
        setHistory(startHistory(document));
        setSaving(undefined);
      },
      (error: ApiError) => setLoaded({ error }),
    );
  useEffect(() => void load(), [projectId, chapterId]);

  const doc = history?.present;
  const change = (next: Doc) => setHistory((h) => (h ? record(h, next) : h));
  const set = (path: Path, value: unknown) => doc && change(setIn(doc, path, value));

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey)) return;
      const key = e.key.toLowerCase();
      if (key === 'z' && !e.shiftKey) setHistory((h) => h && undo(h));
      else if (key === 'y' || (key === 'z' && e.shiftKey)) setHistory((h) => h && redo(h));
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const schemas = useMemo(() => (loaded && 'schema' in loaded ? { layers: layerSchemas(loaded.schema), scene: sceneObject(loaded.schema), doc: loaded.schema } : undefined), [loaded]);

  if (!loaded) return <p class="muted">Loading…</p>;
  if ('error' in loaded) return <ErrorMessage error={loaded.error} title="The scene document could not be loaded" />;
  if (!doc || !history || !schemas) return null;

  const sceneIndex = Math.min(scene, doc.scenes.length - 1);
  const current = doc.scenes[sceneIndex];
  const layerIndex = layer !== undefined && layer < current.layers.length ? layer : undefined;
  const selectedLayer = layerIndex !== undefined ? current.layers[layerIndex] : undefined;
  const readyAssets: Asset[] = assets.data?.assets ?? [];
  const pictures = readyAssets.filter((a) => /^(image|video)\//.test(a.content_type));
  const sounds = readyAssets.filter((a) => a.content_type.startsWith('audio/'));
  const aspect = ASPECTS[project.data?.format.aspect ?? 'landscape'] ?? 16 / 9;
  const selectScene = (i: number) => {
    setScene(i);
    setLayer(undefined);
    const times = sceneTimes(doc)[i];
    if (times) setT(Math.round((times.start + Math.min(1.5, times.duration / 2)) * 10) / 10);
  };
  const conflict = saving?.state === 'failed' && saving.error.code === 'PRECONDITION_FAILED';

  const render = async () => {
    setSaving({ state: 'saving' });
    try {
      const { version, promptId } = await api.putScene(projectId, chapterId, doc, loaded.version);
      if (promptId) remember('editor', promptId);
      setLoaded({ ...loaded, version });
      setSaving({ state: 'saved' });
    } catch (error) {
      setSaving({ state: 'failed', error: error as ApiError });
    }
  };

  return (
    <div class="editor">
      <p class="breadcrumbs">
        <Link href="/projects">Projects</Link> / <Link href={`/projects/${projectId}`}>{project.data?.name ?? 'Project'}</Link> / <span>Edit</span>
      </p>
      <div class="page-head">
        <h1>Edit chapter</h1>
        <div class="actions" role="toolbar" aria-label="Editing">
          <button type="button" class="secondary" onClick={() => setHistory(undo(history))} disabled={history.past.length === 0} aria-keyshortcuts="Control+Z">
            Undo
          </button>
          <button type="button" class="secondary" onClick={() => setHistory(redo(history))} disabled={history.future.length === 0} aria-keyshortcuts="Control+Y">
            Redo
          </button>
          <button type="button" onClick={render} disabled={saving?.state === 'saving'}>
            {saving?.state === 'saving' ? 'Saving…' : 'Render'}
          </button>
        </div>
      </div>
      <div aria-live="polite">
        {saving?.state === 'saved' ? (
          <p class="notice" role="status">
            Saved: the chapter is rendering with your changes. <Link href={`/projects/${projectId}`}>Back to the project</Link> to watch it.
          </p>
        ) : null}
      </div>
      {saving?.state === 'failed' ? (
        <div class="conflict">
          <ErrorMessage error={saving.error} title={conflict ? 'Someone else changed this chapter since you opened it' : 'The chapter was not saved'} />
          {conflict ? (
            <button type="button" onClick={() => void load()}>
              Load the latest version (your changes here are dropped)
            </button>
          ) : null}
        </div>
      ) : null}
      <div class="editor-grid">
        <div class="editor-main">
          <Preview projectId={projectId} chapterId={chapterId} doc={doc} t={t} aspect={aspect} onSeek={setT} onPick={(s, l) => (setScene(s), setLayer(l))} />
          <SceneList
            doc={doc}
            selected={sceneIndex}
            onSelect={selectScene}
            onMove={(from, to) => {
              change(moveScene(doc, from, to));
              setScene(to);
            }}
            onDuplicate={(i) => change(duplicateScene(doc, i))}
            onDelete={(i) => {
              change(deleteScene(doc, i));
              setScene(Math.max(0, i - 1));
            }}
          />
        </div>
        <div class="editor-side">
          <section class="panel" aria-labelledby="scene-title">
            <h2 id="scene-title">Scene {sceneIndex + 1}</h2>
            <FormField field={formFields(schemas.scene).find((f) => f.key === 'duration')!} id="scene-duration" assets={[]} value={current.duration} onChange={(v) => set(['scenes', sceneIndex, 'duration'], v)} />
            {sceneIndex > 0 ? (
              <label class="field" for="scene-transition">
                <span>Transition from the scene before</span>
                <select id="scene-transition" value={current.transition?.type ?? ''} onChange={(e) => set(['scenes', sceneIndex, 'transition'], e.currentTarget.value ? { type: e.currentTarget.value, duration: current.transition?.duration ?? 0.6 } : undefined)}>
                  <option value="">automatic</option>
                  {(schemas.scene.properties.transition.properties.type.enum as string[]).map((o) => (
                    <option key={o} value={o}>
                      {o}
                    </option>
                  ))}
                </select>
              </label>
            ) : null}
            <label class="field checkbox" for="scene-own-bg">
              <input id="scene-own-bg" type="checkbox" checked={current.background !== undefined} onChange={(e) => set(['scenes', sceneIndex, 'background'], e.currentTarget.checked ? { type: 'solid', colour: doc.background.colour ?? doc.background.from ?? '#1e293b' } : undefined)} />
              <span>Own background</span>
            </label>
            {current.background?.type === 'solid' ? <ColourField id="scene-bg" label="Scene background" value={current.background.colour} optional={false} onChange={(v) => set(['scenes', sceneIndex, 'background', 'colour'], v)} /> : null}
            <h3>Layers</h3>
            <ul class="layer-list" aria-label={`Layers of scene ${sceneIndex + 1}`}>
              {current.layers.map((l: Doc, i: number) => (
                <li key={i} class={i === layerIndex ? 'selected' : undefined}>
                  <button type="button" class="layer-pick" aria-current={i === layerIndex ? 'true' : undefined} onClick={() => setLayer(i)}>
                    {layerName(l)}
                  </button>
                  <span class="scene-actions">
                    <button type="button" class="secondary small" aria-label={`Move layer ${i + 1} back`} disabled={i === 0} onClick={() => change(moveLayer(doc, sceneIndex, i, i - 1))}>
                      ↑
                    </button>
                    <button type="button" class="secondary small danger" aria-label={`Delete layer ${i + 1}`} onClick={() => (change(deleteLayer(doc, sceneIndex, i)), setLayer(undefined))}>
                      ✕
                    </button>
                  </span>
                </li>
              ))}
            </ul>
            <button type="button" class="secondary" onClick={() => (set(['scenes', sceneIndex, 'layers'], [...current.layers, { type: 'text', role: 'body', text: 'New text', start: 0, animation: { in: 'fade', out: 'none', duration: 0.5 } }]), setLayer(current.layers.length))}>
              Add a text
            </button>
          </section>
          {selectedLayer && schemas.layers[selectedLayer.type] ? (
            <section class="panel" aria-labelledby="layer-title">
              <h2 id="layer-title">Layer: {selectedLayer.type === 'text' ? `${selectedLayer.role} text` : selectedLayer.type}</h2>
              {formFields(schemas.layers[selectedLayer.type]!).map((field) => (
                <FormField
                  key={`${sceneIndex}-${layerIndex}-${field.key}`}
                  field={field}
                  id={`layer-${field.key}`}
                  assets={field.key === 'assetId' ? pictures : []}
                  value={getIn(selectedLayer, [field.key])}
                  onChange={(v) => set(['scenes', sceneIndex, 'layers', layerIndex!, field.key], v)}
                />
              ))}
            </section>
          ) : (
            <p class="muted panel">Select a layer in the list or click it on the preview to change it.</p>
          )}
          <section class="panel" aria-labelledby="chapter-title">
            <h2 id="chapter-title">Whole chapter</h2>
            {doc.background.type === 'solid' ? (
              <ColourField id="doc-bg" label="Background" value={doc.background.colour} optional={false} onChange={(v) => set(['background', 'colour'], v)} />
            ) : (
              <>
                <ColourField id="doc-bg-from" label="Background from" value={doc.background.from} optional={false} onChange={(v) => set(['background', 'from'], v)} />
                <ColourField id="doc-bg-to" label="Background to" value={doc.background.to} optional={false} onChange={(v) => set(['background', 'to'], v)} />
              </>
            )}
            <ColourField id="doc-accent" label="Accent" value={doc.accent} optional onChange={(v) => set(['accent'], v)} />
            {formFields(schemas.doc)
              .filter((f) => f.key === 'theme')
              .map((f) => (
                <FormField key={f.key} field={f} id="doc-theme" assets={[]} value={doc.theme} onChange={(v) => set(['theme'], v)} />
              ))}
            <label class="field" for="doc-soundtrack">
              <span>Soundtrack</span>
              <select id="doc-soundtrack" value={doc.soundtrack?.assetId ?? ''} onChange={(e) => set(['soundtrack'], e.currentTarget.value ? { ...(doc.soundtrack ?? { fadeIn: 1, fadeOut: 1, duck: true }), assetId: e.currentTarget.value } : undefined)}>
                <option value="">none</option>
                {sounds.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.name}
                  </option>
                ))}
              </select>
            </label>
            <label class="field" for="doc-narration">
              <span>Narration (spoken over the chapter; empty: none)</span>
              <textarea id="doc-narration" rows={3} maxLength={2000} value={doc.narration?.text ?? ''} onInput={(e) => set(['narration'], e.currentTarget.value.trim() ? { ...(doc.narration ?? { captions: false }), text: e.currentTarget.value } : undefined)} />
            </label>
            {doc.narration
              ? formFields(schemas.doc.properties.narration)
                  .filter((f) => f.key !== 'text')
                  .map((f) => <FormField key={f.key} field={f} id={`narration-${f.key}`} assets={[]} value={doc.narration[f.key]} onChange={(v) => set(['narration', f.key], v)} />)
              : null}
          </section>
        </div>
      </div>
    </div>
  );
}
