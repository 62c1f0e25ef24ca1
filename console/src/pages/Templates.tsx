import { useState } from 'preact/hooks';
import { ErrorMessage } from '../components/ErrorMessage';
import { ApiError, api } from '../lib/api';
import { remember } from '../lib/prompt-source';
import { navigate } from '../lib/router';
import type { GalleryTemplate } from '../lib/types';
import { useAuthorizedBlobUrl } from '../lib/use-blob-url';
import { usePoll } from '../lib/use-poll';
import { useTitle } from '../lib/use-title';
import { ColourField } from './editor/FormField';
import { TemplatePicture } from './TemplatePicture';

/** A template's poster (it needs the API key: fetched, then shown through a blob: URL). */
function Poster({ template }: { template: GalleryTemplate }) {
  const src = useAuthorizedBlobUrl(template.poster_url, 0);
  return <div class={`poster ${template.aspect}`}>{src ? <img src={src} alt={`Poster of ${template.name}`} /> : <span class="muted">Drawing the poster…</span>}</div>;
}

/** The fields of the chosen template, and "Create project". */
function TemplateForm({ template, onCancel }: { template: GalleryTemplate; onCancel: () => void }) {
  const [values, setValues] = useState<Record<string, string>>({});
  const [name, setName] = useState('');
  const [resolution, setResolution] = useState<'720p' | '1080p'>('1080p');
  const [state, setState] = useState<{ busy?: boolean; error?: ApiError }>({});
  const assets = usePoll('assets:ready', () => api.listAssets(100, 0, 'ready'), { active: () => false });
  const pictures = (assets.data?.assets ?? []).filter((a) => /^(image|video)\//.test(a.content_type));
  const set = (field: string, value: string | undefined) => setValues((v) => ({ ...v, [field]: value ?? '' }));

  const create = async (e: Event) => {
    e.preventDefault();
    setState({ busy: true });
    try {
      const given = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== ''));
      const project = await api.createFromTemplate(template.id, given, { aspect: template.aspect, resolution }, name.trim() || undefined);
      remember('template', project.id);
      navigate(`/projects/${project.id}`);
    } catch (error) {
      setState({ error: error as ApiError });
    }
  };

  return (
    <form class="card template-form" onSubmit={create} aria-labelledby="template-form-title">
      <h2 id="template-form-title">New project from “{template.name}”</h2>
      <p class="muted">Every field is optional: what you leave empty keeps the example shown on the poster (a picture left empty is left out).</p>
      <label class="field" for="template-project-name">
        <span>Project name</span>
        <input id="template-project-name" type="text" maxLength={30} placeholder={template.name} value={name} onInput={(e) => setName(e.currentTarget.value)} />
      </label>
      <label class="field" for="template-resolution">
        <span>Resolution</span>
        <select id="template-resolution" value={resolution} onChange={(e) => setResolution(e.currentTarget.value as '720p' | '1080p')}>
          <option value="1080p">1080p</option>
          <option value="720p">720p (a quicker draft)</option>
        </select>
      </label>
      {template.fields.map((f) =>
        f.type === 'colour' ? (
          <ColourField key={f.name} id={`tf-${f.name}`} label={f.label} value={values[f.name] || String(f.default ?? '')} optional={false} onChange={(v) => set(f.name, v)} />
        ) : f.type === 'asset' ? (
          <TemplatePicture key={f.name} id={`tf-${f.name}`} label={f.label} value={values[f.name] ?? ''} pictures={pictures} onChange={(v) => set(f.name, v)} onUploaded={assets.refresh} />
        ) : (
          <label key={f.name} class="field" for={`tf-${f.name}`}>
            <span>{f.label}</span>
            <input id={`tf-${f.name}`} inputMode={f.type === 'number' ? 'decimal' : 'text'} type="text" placeholder={String(f.default ?? '')} value={values[f.name] ?? ''} onInput={(e) => set(f.name, e.currentTarget.value)} />
          </label>
        ),
      )}
      <ErrorMessage error={state.error} title="The project was not created" />
      <div class="actions">
        <button type="submit" disabled={state.busy}>
          {state.busy ? 'Creating…' : 'Create project'}
        </button>
        <button type="button" class="secondary" onClick={onCancel}>
          Back to the gallery
        </button>
      </div>
    </form>
  );
}

/**
 * The template gallery: posters of designed starting points; choose one (its form is at /templates/<id>, so the
 * Templates tab and the back button return to the gallery), fill its fields, create the project.
 */
export function Templates({ templateId }: { templateId?: string }) {
  useTitle('Templates');
  const { data, error } = usePoll('templates', () => api.listTemplates(), { active: () => false });
  const chosen = templateId ? data?.find((t) => t.id === templateId) : undefined;
  if (chosen) return <TemplateForm key={chosen.id} template={chosen} onCancel={() => navigate('/templates')} />;
  if (templateId && data) return <p role="alert">There is no template “{templateId}”. <a href="/templates" onClick={(e) => { e.preventDefault(); navigate('/templates'); }}>See the gallery</a>.</p>;
  return (
    <>
      <h1>Templates</h1>
      <p class="lead">Start a video from a designed template: pick one, fill in your texts, colours and pictures, and it renders at once. You can change everything afterwards in the chapter's editor.</p>
      <ErrorMessage error={error} title="The templates could not be loaded" />
      {data ? (
        <ul class="gallery" aria-label="Templates">
          {data.map((t) => (
            <li key={t.id} class="card template">
              <Poster template={t} />
              <h2>{t.name}</h2>
              <p class="muted small">
                {t.aspect} · {t.fields.length} fields
              </p>
              <p>{t.description}</p>
              <button type="button" onClick={() => navigate(`/templates/${encodeURIComponent(t.id)}`)} aria-label={`Use this template: ${t.name}`}>
                Use this template
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p class="muted">Loading…</p>
      )}
    </>
  );
}
