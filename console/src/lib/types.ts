/* The REST API's response shapes the console reads (docs/openapi.json is the contract). */

export interface ApiErrorBody {
  error: string;
  code: string;
  hint?: string;
}

export interface Pagination {
  limit: number;
  offset: number;
  total: number;
}

export type Aspect = 'landscape' | 'portrait' | 'square';
export type Resolution = '720p' | '1080p';

export interface OutputFormat {
  aspect: Aspect;
  resolution: Resolution;
}

export interface Project {
  id: string;
  name: string;
  description: string;
  format: OutputFormat;
  active_export_id: string | null;
  created_at: string;
}

export interface ProjectList {
  projects: Project[];
  pagination: Pagination;
}

export type ChapterStatus = 'ready' | 'processing' | 'error';
export type PromptStatus = 'processing' | 'completed' | 'failed';

export interface ChapterSummary {
  id: string;
  project_id: string;
  name: string;
  duration: number | null;
  status: ChapterStatus;
  prompt_count: number;
  created_at: string;
}

export interface PromptEntry {
  id: string;
  content: string;
  status: PromptStatus;
  result: string | null;
  progress?: number;
  created_at: string;
}

export interface Chapter extends ChapterSummary {
  prompts: PromptEntry[];
  preview_url: string | null;
  /** The format of preview_url's render (null when none). */
  format: OutputFormat | null;
  /** Why re-rendering in the project's format failed (status error). */
  render_error?: string;
}

export interface ChapterList {
  project_id: string;
  chapters: ChapterSummary[];
}

export type ExportStatus = 'queued' | 'processing' | 'completed' | 'failed';

/** What an export was asked to make (the POST body; the API records it with its defaults). */
export interface ExportOptions {
  format: 'mp4' | 'webm' | 'gif';
  resolution?: '480p' | '720p' | '1080p' | '1440p' | '2160p';
  fps?: 12 | 15 | 24 | 25 | 30 | 50 | 60;
  quality: 'draft' | 'standard' | 'high';
  captions: 'sidecar' | 'burned' | 'none';
  poster: 'jpeg' | 'png' | 'none';
  thumbnails: boolean;
}

export interface ExportFile {
  kind: 'video' | 'poster' | 'thumbnail' | 'captions';
  url: string;
  content_type: string;
  size_bytes?: number;
  chapter_id?: string;
}

export interface ExportState {
  id: string;
  status: ExportStatus;
  download_url: string | null;
  captions_url: string | null;
  captions_srt_url?: string | null;
  poster_url?: string | null;
  options?: ExportOptions;
  /** Every file of a completed export, each signed and expiring. */
  files?: ExportFile[];
  /** Why a queued export waits (chapters being re-rendered in the project's format). */
  message?: string;
  error?: string;
  progress: number;
  started_at?: string;
  completed_at?: string;
  duration_seconds?: number;
}

export type AssetState = 'uploading' | 'processing' | 'ready' | 'error';

export interface Asset {
  id: string;
  name: string;
  url: string | null;
  content_type: string;
  size: number | null;
  state: AssetState;
  duration: number | null;
  width: number | null;
  height: number | null;
  /** Why the asset is in state `error`; null in every other state. */
  error: string | null;
  created_at: string;
}

export interface AssetList {
  assets: Asset[];
  pagination: Pagination;
}

export type WebhookEventType = 'prompt.completed' | 'prompt.failed' | 'export.completed' | 'export.failed' | 'asset.ready' | 'asset.error';

export interface WebhookAttempt {
  event_id: string;
  event_type: WebhookEventType;
  attempted_at: string;
  status_code: number | null;
  error: string | null;
  duration_ms: number;
}

export interface Webhook {
  id: string;
  url: string;
  events: WebhookEventType[];
  description: string | null;
  state: 'active' | 'disabled';
  disabled_reason: string | null;
  pending_deliveries: number;
  recent_attempts: WebhookAttempt[];
  created_at: string;
}

export interface WebhookList {
  webhooks: Webhook[];
  pagination: Pagination;
}

/** A project's merge field (GET .../fields). */
export interface TemplateField {
  name: string;
  type: 'text' | 'colour' | 'asset' | 'number';
  default: string | number | null;
  required: boolean;
  used_in: { chapter_id: string; path: string }[];
}

export type BatchRowStatus = ExportStatus | 'cancelled';

export interface Batch {
  id: string;
  project_id: string;
  status: 'queued' | 'processing' | 'completed' | 'cancelled';
  total: number;
  counts: Record<'queued' | 'processing' | 'completed' | 'failed' | 'cancelled', number>;
  rows: { row: number; export_id: string; status: BatchRowStatus; progress: number; error?: string }[];
  created_at: string;
  completed_at?: string;
}

/** A gallery template (GET /api/v1/templates). */
export interface GalleryTemplate {
  id: string;
  name: string;
  description: string;
  aspect: 'landscape' | 'portrait' | 'square';
  fields: { name: string; label: string; type: 'text' | 'colour' | 'number' | 'asset'; default: string | number | null }[];
  poster_url: string;
}
