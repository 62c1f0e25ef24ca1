/*
 * The examples of the API's shapes, as the OpenAPI document shows them (each schema's `.meta({ examples })`) and
 * the reference at /docs renders them. One consistent story: the README's first video. Plain data, so the schemas
 * can import it; api/openapi.test.ts checks every example against its own schema, so none can drift from the shape.
 */

const PROJECT = 'prj_ZNIgaUsliGADIMNA1P31I';
const CHAPTER = 'cht_6LSSXELh9VWAjWYmji5vB';
const PROMPT = 'int_rvZ5ypv6Dp77Nrmi2ccmc';
const EXPORT = 'exp_8xGx02kfk7OfkJzSBZ2ur';
const ASSET = 'ast_k7cPdWq2Lm9XzT4bN8yRe';
const WEBHOOK = 'whk_Q3v8TnLp2XcR7mWs9KdYa';
const BATCH = 'bat_H4jN6tPq8ZsW2xLc5VmRb';
const BASE = 'https://montage.example.com';
const SIGNED = '?expires=1795924557&sig=3d24de030dff4ade914f427269588f949d8134720e9665d2be8214e24abbd2fe';
const CREATED = '2026-11-29T09:30:00.000Z';

const format = { aspect: 'landscape', resolution: '1080p' };
const pagination = { limit: 20, offset: 0, total: 1 };

export const PROJECT_EXAMPLE = {
  id: PROJECT,
  name: 'Launch',
  description: 'The launch video',
  settings: null,
  format,
  active_export_id: EXPORT,
  created_at: CREATED,
};

export const CREATE_PROJECT_EXAMPLE = { name: 'Launch', description: 'The launch video', format: { aspect: 'landscape', resolution: '1080p' } };
export const UPDATE_PROJECT_EXAMPLE = { name: 'Launch (final)', format: { aspect: 'portrait' } };
export const PROJECT_LIST_EXAMPLE = { projects: [PROJECT_EXAMPLE], pagination };

export const CREATE_CHAPTER_EXAMPLE = { name: 'Intro', duration: 6 };
export const CREATED_CHAPTER_EXAMPLE = { id: CHAPTER, project_id: PROJECT, name: 'Intro', duration: 6, created_at: CREATED };

const RESULT = 'Built 1 scene (6 s) with image ast_k7cPdWq2Lm9XzT4bN8yRe, title "Hello Montage", a navy background, narration.';
const CONTENT = `Title "Hello Montage" over ${BASE}/api/v1/assets/${ASSET}/content, navy background, narrate: "Welcome"`;

export const PROMPT_ENTRY_EXAMPLE = { id: PROMPT, content: CONTENT, status: 'completed', result: RESULT, created_at: '2026-11-29T09:31:00.000Z' };
export const CHAPTER_SUMMARY_EXAMPLE = { ...CREATED_CHAPTER_EXAMPLE, status: 'ready', prompt_count: 1 };
export const CHAPTER_EXAMPLE = {
  ...CHAPTER_SUMMARY_EXAMPLE,
  prompts: [PROMPT_ENTRY_EXAMPLE],
  preview_url: `${BASE}/files/projects/${PROJECT}/renders/${PROMPT}.mp4${SIGNED}`,
  format,
};
export const CHAPTER_LIST_EXAMPLE = { project_id: PROJECT, chapters: [CHAPTER_SUMMARY_EXAMPLE] };

export const SUBMIT_PROMPT_EXAMPLE = { content: CONTENT };
export const PROMPT_SUBMISSION_EXAMPLE = {
  prompt_id: PROMPT,
  status: 'processing',
  message: 'Prompt accepted; the chapter is being built. Poll the chapter for the result.',
  estimated_time: '5-90 seconds',
};

export const EXPORT_OPTIONS_EXAMPLE = { format: 'webm', resolution: '720p', quality: 'high', captions: 'burned', poster: 'png', thumbnails: false };
const EXPORT_OPTIONS_DEFAULTS = { format: 'mp4', quality: 'standard', captions: 'sidecar', poster: 'jpeg', thumbnails: true };
export const EXPORT_START_EXAMPLE = {
  id: EXPORT,
  status: 'queued',
  message: `Export of 1 completed chapter(s) queued. Poll GET /api/v1/projects/${PROJECT}/export.`,
  estimated_time: '10 seconds to 5 minutes',
};
const FILES = `${BASE}/files/projects/${PROJECT}/exports/${EXPORT}`;
export const EXPORT_FILE_EXAMPLE = { kind: 'video', url: `${FILES}/export.mp4${SIGNED}&name=Launch.mp4`, content_type: 'video/mp4', size_bytes: 412_305 };
export const EXPORT_STATUS_EXAMPLE = {
  id: EXPORT,
  status: 'completed',
  download_url: EXPORT_FILE_EXAMPLE.url,
  captions_url: null,
  captions_srt_url: null,
  progress: 1,
  started_at: '2026-11-29T09:32:00.000Z',
  completed_at: '2026-11-29T09:32:02.000Z',
  duration_seconds: 6,
  options: EXPORT_OPTIONS_DEFAULTS,
  poster_url: `${FILES}/poster.jpg${SIGNED}`,
  files: [
    EXPORT_FILE_EXAMPLE,
    { kind: 'poster', url: `${FILES}/poster.jpg${SIGNED}`, content_type: 'image/jpeg', size_bytes: 48_211 },
    { kind: 'thumbnail', url: `${FILES}/thumb-0.jpg${SIGNED}`, content_type: 'image/jpeg', size_bytes: 9_837, chapter_id: CHAPTER },
  ],
};

export const ASSET_EXAMPLE = {
  id: ASSET,
  name: 'photo.png',
  url: `${BASE}/api/v1/assets/${ASSET}/content`,
  content_type: 'image/png',
  size: 30_712,
  state: 'ready',
  duration: null,
  width: 1280,
  height: 720,
  error: null,
  created_at: CREATED,
};
export const ASSET_LIST_EXAMPLE = { assets: [ASSET_EXAMPLE], pagination };

export const DELETION_EXAMPLE = { id: PROJECT, object: 'project', status: 'deleting' };
export const ERROR_EXAMPLE = {
  error: 'Invalid body',
  code: 'VALIDATION_ERROR',
  hint: 'name: name must be at most 30 characters',
};

export const CREATE_WEBHOOK_EXAMPLE = { url: 'https://hooks.example.com/montage', events: ['export.completed', 'export.failed'], description: 'Publish finished videos' };
export const WEBHOOK_EXAMPLE = {
  id: WEBHOOK,
  url: CREATE_WEBHOOK_EXAMPLE.url,
  events: CREATE_WEBHOOK_EXAMPLE.events,
  description: CREATE_WEBHOOK_EXAMPLE.description,
  state: 'active',
  disabled_reason: null,
  pending_deliveries: 0,
  recent_attempts: [
    { event_id: 'msg_T8cW3nQ5zXv1LpR6kJm2Y', event_type: 'export.completed', attempted_at: '2026-11-29T09:32:03.000Z', status_code: 200, error: null, duration_ms: 42 },
  ],
  created_at: CREATED,
};
export const WEBHOOK_WITH_SECRET_EXAMPLE = { ...WEBHOOK_EXAMPLE, recent_attempts: [], secret: 'whsec_MfKQ9r8GKYqXrnwRYWTiI0OSaDhYGZ3WkRHrJ3pPjvs=' };
export const WEBHOOK_LIST_EXAMPLE = { webhooks: [WEBHOOK_EXAMPLE], pagination };

export const BATCH_ROW_VALUES_EXAMPLE = { first_name: 'Ana', accent: '#e4572e' };
export const CREATE_BATCH_EXAMPLE = { rows: [BATCH_ROW_VALUES_EXAMPLE, { first_name: 'Luis', accent: null }], options: { ...EXPORT_OPTIONS_DEFAULTS, resolution: '720p' } };
export const BATCH_EXAMPLE = {
  id: BATCH,
  project_id: PROJECT,
  status: 'processing',
  total: 2,
  counts: { queued: 1, processing: 0, completed: 1, failed: 0, cancelled: 0 },
  rows: [
    { row: 0, export_id: EXPORT, status: 'completed', progress: 1 },
    { row: 1, export_id: 'exp_P2mX7vL9cR4tW8nK3qZ5b', status: 'queued', progress: 0 },
  ],
  options: { ...EXPORT_OPTIONS_DEFAULTS, resolution: '720p' },
  created_at: CREATED,
};
export const FIELD_LIST_EXAMPLE = {
  project_id: PROJECT,
  fields: [
    { name: 'first_name', type: 'text', default: null, required: true, used_in: [{ chapter_id: CHAPTER, path: 'scenes.0.layers.0.text' }] },
    { name: 'accent', type: 'colour', default: '#1f6feb', required: false, used_in: [{ chapter_id: CHAPTER, path: 'accent' }] },
  ],
};

/** A scene document as a writer sends it (`PUT .../scene`): fields with defaults left out. */
export const SCENE_DOCUMENT_INPUT_EXAMPLE = {
  version: 2,
  theme: 'classic',
  background: { type: 'solid', colour: '#1f2a44' },
  scenes: [
    {
      duration: 6,
      layers: [
        { type: 'text', role: 'heading', text: 'Hello Montage' },
        { type: 'text', role: 'subtitle', text: 'Our first video' },
      ],
      fadeOut: true,
    },
  ],
  narration: { text: 'Welcome', captions: true },
};

export const TEMPLATE_LIST_EXAMPLE = {
  templates: [
    {
      id: 'promo',
      name: 'Product promo',
      description: 'Three scenes: the product name over a picture, three selling points, a call to act with the price',
      aspect: 'landscape',
      fields: [
        { name: 'product', label: 'Product name', type: 'text', default: 'Aurora' },
        { name: 'accent', label: 'Accent colour', type: 'colour', default: '#e4572e' },
        { name: 'photo', label: 'Product picture', type: 'asset', default: null },
      ],
      poster_url: 'http://127.0.0.1:8080/api/v1/templates/promo/poster',
    },
  ],
};
