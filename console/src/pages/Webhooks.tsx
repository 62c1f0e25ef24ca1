import { useState } from 'preact/hooks';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { ErrorMessage } from '../components/ErrorMessage';
import { Pager } from '../components/Pager';
import { api } from '../lib/api';
import { formatTime } from '../lib/format';
import type { Webhook, WebhookEventType } from '../lib/types';
import { useAction } from '../lib/use-action';
import { usePoll } from '../lib/use-poll';
import { useTitle } from '../lib/use-title';

const PAGE_SIZE = 10;
const EVENTS: { type: WebhookEventType; label: string }[] = [
  { type: 'prompt.completed', label: 'A prompt completed' },
  { type: 'prompt.failed', label: 'A prompt failed' },
  { type: 'export.completed', label: 'An export completed' },
  { type: 'export.failed', label: 'An export failed' },
  { type: 'asset.ready', label: 'An asset is ready' },
  { type: 'asset.error', label: 'An asset could not be used' },
];

/** Webhooks: subscribe a URL to events, see each one's latest delivery attempts, rotate its secret, delete it. */
export function Webhooks() {
  useTitle('Webhooks');
  const [offset, setOffset] = useState(0);
  const [secret, setSecret] = useState<{ id: string; secret: string }>();
  const { data, error, refresh } = usePoll(`webhooks:${offset}`, () => api.listWebhooks(PAGE_SIZE, offset), {
    active: (list) => list.webhooks.some((w) => w.pending_deliveries > 0),
  });
  const shown = (id: string, value: string) => {
    setSecret({ id, secret: value });
    refresh();
  };

  return (
    <>
      <h1>Webhooks</h1>
      <p class="lead">
        Hear when work is done instead of polling: each event is POSTed to your URL, signed as Standard Webhooks describes (see the README for how to verify it).
      </p>
      <CreateWebhook onCreated={(w) => shown(w.id, w.secret)} />
      {secret ? (
        <section class="card" aria-labelledby="secret-title">
          <h2 id="secret-title">Signing secret of {secret.id}</h2>
          <p>Copy it now: it is not shown again.</p>
          <code class="secret" data-testid="webhook-secret">
            {secret.secret}
          </code>
          <div class="actions">
            <button type="button" class="secondary" onClick={() => setSecret(undefined)}>
              Done
            </button>
          </div>
        </section>
      ) : null}
      <section aria-labelledby="webhook-list-title">
        <h2 id="webhook-list-title">Your webhooks</h2>
        <ErrorMessage error={error} />
        {data && data.webhooks.length === 0 ? <p class="empty">No webhooks yet: add one above.</p> : null}
        {data ? (
          <ul class="list" aria-label="Webhooks">
            {data.webhooks.map((w) => (
              <WebhookItem key={w.id} webhook={w} onRotated={(value) => shown(w.id, value)} onChanged={refresh} />
            ))}
          </ul>
        ) : !error ? (
          <p class="muted">Loading…</p>
        ) : null}
        {data ? <Pager pagination={data.pagination} onOffset={setOffset} label="Webhook pages" /> : null}
      </section>
    </>
  );
}

function CreateWebhook({ onCreated }: { onCreated: (w: Webhook & { secret: string }) => void }) {
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>(EVENTS.map((e) => e.type));
  const { busy, error, act } = useAction(async () => {
    const created = await api.createWebhook(url.trim(), events, description.trim() || undefined);
    setUrl('');
    setDescription('');
    onCreated(created);
  });
  const toggle = (type: WebhookEventType, on: boolean) => setEvents((list) => (on ? [...list, type] : list.filter((t) => t !== type)));

  return (
    <form
      class="card form-grid"
      aria-labelledby="create-webhook-title"
      onSubmit={(e) => {
        e.preventDefault();
        void act();
      }}
    >
      <h2 id="create-webhook-title">New webhook</h2>
      <div class="field">
        <label for="webhook-url">URL</label>
        <input id="webhook-url" type="url" value={url} onInput={(e) => setUrl(e.currentTarget.value)} required aria-describedby="webhook-url-help" />
        <span id="webhook-url-help" class="help">
          An https:// address on the public internet
        </span>
      </div>
      <div class="field">
        <label for="webhook-description">Description (optional)</label>
        <input id="webhook-description" value={description} onInput={(e) => setDescription(e.currentTarget.value)} />
      </div>
      <fieldset class="field">
        <legend>Events</legend>
        {EVENTS.map((e) => (
          <label key={e.type} class="check">
            <input type="checkbox" checked={events.includes(e.type)} onChange={(ev) => toggle(e.type, ev.currentTarget.checked)} /> {e.label}{' '}
            <span class="muted small">{e.type}</span>
          </label>
        ))}
      </fieldset>
      <ErrorMessage error={error} title="The webhook was not added" />
      <div class="actions">
        <button type="submit" disabled={busy || events.length === 0}>
          Add webhook
        </button>
      </div>
    </form>
  );
}

function WebhookItem({ webhook: w, onRotated, onChanged }: { webhook: Webhook; onRotated: (secret: string) => void; onChanged: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const rotate = useAction(async () => onRotated((await api.rotateWebhookSecret(w.id)).secret));
  const enable = useAction(async () => {
    await api.enableWebhook(w.id);
    onChanged();
  });
  const remove = useAction(async () => {
    setConfirming(false);
    await api.deleteWebhook(w.id);
    onChanged();
  });
  return (
    <li class="list-item">
      <span class="list-title">{w.url}</span>
      {w.description ? <span class="muted">{w.description}</span> : null}
      <span class="muted small">
        {w.state === 'active' ? 'Active' : 'Disabled'} · {w.events.join(', ')} · {w.pending_deliveries} pending · created {formatTime(w.created_at)}
      </span>
      {w.disabled_reason ? <p class="error-message">{w.disabled_reason}</p> : null}
      {w.state === 'disabled' ? <p class="muted small">Enabling it sends the events from then on; those it missed are not sent.</p> : null}
      {w.recent_attempts.length ? (
        <details>
          <summary>Latest deliveries</summary>
          <ul class="attempts" aria-label={`Latest deliveries to ${w.url}`}>
            {w.recent_attempts.map((a) => (
              <li key={`${a.event_id}:${a.attempted_at}`}>
                {formatTime(a.attempted_at)} · {a.event_type} · {a.status_code ?? 'no answer'}
                {a.error ? ` · ${a.error}` : ''} · {a.duration_ms} ms
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      <ErrorMessage error={rotate.error ?? enable.error ?? remove.error} />
      <div class="actions">
        {w.state === 'disabled' ? (
          <button type="button" disabled={enable.busy} onClick={() => void enable.act()}>
            Enable
          </button>
        ) : null}
        <button type="button" class="secondary" disabled={rotate.busy} onClick={() => void rotate.act()}>
          New secret
        </button>
        <button type="button" class="danger" disabled={remove.busy} onClick={() => setConfirming(true)}>
          Delete
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Delete this webhook?"
        confirmLabel="Delete webhook"
        cancelLabel="Keep it"
        onConfirm={() => void remove.act()}
        onCancel={() => setConfirming(false)}
      >
        <p>Nothing more is sent to {w.url}, and its {w.pending_deliveries} pending deliveries are dropped.</p>
      </ConfirmDialog>
    </li>
  );
}
