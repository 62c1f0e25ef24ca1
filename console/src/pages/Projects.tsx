import { useState } from 'preact/hooks';
import { CountedField } from '../components/CountedField';
import { ErrorMessage } from '../components/ErrorMessage';
import { Link } from '../components/Link';
import { Pager } from '../components/Pager';
import { api } from '../lib/api';
import { formatName, formatTime } from '../lib/format';
import { LIMITS } from '../lib/limits';
import type { Aspect, Resolution } from '../lib/types';
import { navigate } from '../lib/router';
import { useAction } from '../lib/use-action';
import { usePoll } from '../lib/use-poll';
import { useTitle } from '../lib/use-title';

const PAGE_SIZE = 10;

export function Projects() {
  useTitle('Projects');
  const [offset, setOffset] = useState(0);
  // Newest first, so a project just made is on the first page (the API's own order is oldest first).
  const { data, error } = usePoll(`projects:${offset}`, () => api.listProjectsNewestFirst(offset / PAGE_SIZE, PAGE_SIZE), { active: () => false });

  return (
    <>
      <h1>Projects</h1>
      <CreateProject />
      <section aria-labelledby="project-list-title">
        <h2 id="project-list-title">Your projects</h2>
        <p class="help">Newest first.</p>
        <ErrorMessage error={error} />
        {data && data.projects.length === 0 ? <p class="empty">No projects yet: create one above.</p> : null}
        {data ? (
          <ul class="list" aria-label="Projects">
            {data.projects.map((p) => (
              <li key={p.id} class="list-item">
                <Link href={`/projects/${p.id}`} class="list-title">
                  {p.name}
                </Link>
                {p.description ? <span class="muted">{p.description}</span> : null}
                <span class="muted small">{formatName(p.format)}</span>
                <span class="muted small">Created {formatTime(p.created_at)}</span>
              </li>
            ))}
          </ul>
        ) : !error ? (
          <p class="muted">Loading…</p>
        ) : null}
        {data ? <Pager pagination={data.pagination} onOffset={setOffset} label="Project pages" /> : null}
      </section>
    </>
  );
}

function CreateProject() {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [aspect, setAspect] = useState<Aspect>('landscape');
  const [resolution, setResolution] = useState<Resolution>('720p');
  const { busy, error, act } = useAction(async () => {
    const project = await api.createProject(name, description.trim() || undefined, { aspect, resolution });
    navigate(`/projects/${project.id}`);
  });
  const submit = (e: Event) => {
    e.preventDefault();
    void act();
  };

  return (
    <form class="card form-grid" onSubmit={submit} aria-labelledby="create-project-title">
      <h2 id="create-project-title">New project</h2>
      <CountedField id="project-name" label="Name" value={name} onInput={setName} max={LIMITS.projectName} required help={`1 to ${LIMITS.projectName} characters`} />
      <CountedField id="project-description" label="Description (optional)" value={description} onInput={setDescription} max={LIMITS.description} rows={2} />
      <div class="field">
        <label for="project-aspect">Format</label>
        <select id="project-aspect" value={aspect} onChange={(e) => setAspect(e.currentTarget.value as Aspect)} aria-describedby="project-format-help">
          <option value="landscape">Landscape 16:9</option>
          <option value="portrait">Portrait 9:16 (stories, reels, shorts)</option>
          <option value="square">Square 1:1</option>
        </select>
        <span id="project-format-help" class="help">
          Every chapter is rendered in it; a prompt such as “make it vertical” changes it later
        </span>
      </div>
      <div class="field">
        <label for="project-resolution">Resolution</label>
        <select id="project-resolution" value={resolution} onChange={(e) => setResolution(e.currentTarget.value as Resolution)}>
          <option value="720p">720p</option>
          <option value="1080p">1080p (full HD)</option>
        </select>
      </div>
      <ErrorMessage error={error} title="The project was not created" />
      <div class="actions">
        <button type="submit" disabled={busy}>
          Create project
        </button>
      </div>
    </form>
  );
}
