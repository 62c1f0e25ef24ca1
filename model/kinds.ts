import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { AssetSpec, AssetStatus } from './asset.js';
import { BatchSpec, BatchStatus } from './batch.js';
import { ChapterSpec, ChapterStatus } from './chapter.js';
import { ExportSpec, ExportStatus } from './export.js';
import type { IdKind } from './ids.js';
import { ProjectSpec, ProjectStatus } from './project.js';
import { PromptSpec, PromptStatus } from './prompt.js';
import { WebhookDeliverySpec, WebhookDeliveryStatus, WebhookSpec, WebhookStatus } from './webhook.js';

export const API_GROUP = 'montage.dev';
export const API_VERSION = 'v1alpha1';
export const API_GROUP_VERSION = `${API_GROUP}/${API_VERSION}`;

/** Labels on every Montage object: they let kubectl users and the informers' indexes select by owner and parent. */
export const LABELS = {
  id: `${API_GROUP}/id`,
  tenant: `${API_GROUP}/tenant`,
  project: `${API_GROUP}/project`,
  chapter: `${API_GROUP}/chapter`,
  webhook: `${API_GROUP}/webhook`,
  batch: `${API_GROUP}/batch`,
  managedBy: 'app.kubernetes.io/managed-by',
} as const;

export interface PrinterColumn {
  name: string;
  type: 'string' | 'integer' | 'number' | 'boolean' | 'date';
  jsonPath: string;
  description?: string;
  priority?: number;
}

export interface KindInfo<Spec extends z.ZodType = z.ZodType, Status extends z.ZodType = z.ZodType> {
  idKind: IdKind;
  kind: string;
  plural: string;
  singular: string;
  shortNames: string[];
  spec: Spec;
  status: Status;
  description: string;
  printerColumns: PrinterColumn[];
}

const age: PrinterColumn = { name: 'Age', type: 'date', jsonPath: '.metadata.creationTimestamp' };

export const KINDS = {
  project: {
    idKind: 'project',
    kind: 'Project',
    plural: 'projects',
    singular: 'project',
    shortNames: ['mproj'],
    spec: ProjectSpec,
    status: ProjectStatus,
    description: 'A video project: the top-level container of chapters.',
    printerColumns: [
      { name: 'ID', type: 'string', jsonPath: '.spec.id' },
      { name: 'Name', type: 'string', jsonPath: '.spec.name' },
      { name: 'Tenant', type: 'string', jsonPath: '.spec.tenant', priority: 1 },
      { name: 'Active-Export', type: 'string', jsonPath: '.spec.activeExportId' },
      age,
    ],
  },
  chapter: {
    idKind: 'chapter',
    kind: 'Chapter',
    plural: 'chapters',
    singular: 'chapter',
    shortNames: ['mchap'],
    spec: ChapterSpec,
    status: ChapterStatus,
    description: "A segment of a project's video, built from the prompts submitted to it.",
    printerColumns: [
      { name: 'ID', type: 'string', jsonPath: '.spec.id' },
      { name: 'Name', type: 'string', jsonPath: '.spec.name' },
      { name: 'Project', type: 'string', jsonPath: '.spec.projectId' },
      { name: 'Status', type: 'string', jsonPath: '.status.state' },
      { name: 'Prompts', type: 'integer', jsonPath: '.status.promptCount' },
      { name: 'Chunks', type: 'string', jsonPath: '.status.chunks', description: "pieces of the current prompt's chunked render done out of all" },
      age,
    ],
  },
  prompt: {
    idKind: 'prompt',
    kind: 'Prompt',
    plural: 'prompts',
    singular: 'prompt',
    shortNames: ['mprompt'],
    spec: PromptSpec,
    status: PromptStatus,
    description: 'A text prompt submitted to a chapter; the controller renders the chapter from it in a Job.',
    printerColumns: [
      { name: 'ID', type: 'string', jsonPath: '.spec.id' },
      { name: 'Chapter', type: 'string', jsonPath: '.spec.chapterId' },
      { name: 'Status', type: 'string', jsonPath: '.status.phase' },
      { name: 'Progress', type: 'number', jsonPath: '.status.progress', priority: 1 },
      { name: 'Chunks', type: 'string', jsonPath: '.status.chunks', description: 'pieces of a chunked render done out of all' },
      { name: 'Result', type: 'string', jsonPath: '.status.result', priority: 1 },
      age,
    ],
  },
  export: {
    idKind: 'export',
    kind: 'Export',
    plural: 'exports',
    singular: 'export',
    shortNames: ['mexp'],
    spec: ExportSpec,
    status: ExportStatus,
    description: "A render of a project's completed chapters, in order, into one MP4.",
    printerColumns: [
      { name: 'ID', type: 'string', jsonPath: '.spec.id' },
      { name: 'Project', type: 'string', jsonPath: '.spec.projectId' },
      { name: 'Status', type: 'string', jsonPath: '.status.phase' },
      { name: 'Progress', type: 'number', jsonPath: '.status.progress' },
      { name: 'Format', type: 'string', jsonPath: '.spec.options.format' },
      { name: 'Duration', type: 'number', jsonPath: '.status.durationSeconds' },
      { name: 'Error', type: 'string', jsonPath: '.status.error', priority: 1 },
      age,
    ],
  },
  asset: {
    idKind: 'asset',
    kind: 'Asset',
    plural: 'assets',
    singular: 'asset',
    shortNames: ['masset'],
    spec: AssetSpec,
    status: AssetStatus,
    description: 'An uploaded video, image or audio file.',
    printerColumns: [
      { name: 'ID', type: 'string', jsonPath: '.spec.id' },
      { name: 'Name', type: 'string', jsonPath: '.spec.name' },
      { name: 'Type', type: 'string', jsonPath: '.spec.contentType' },
      { name: 'State', type: 'string', jsonPath: '.status.state' },
      { name: 'Size', type: 'integer', jsonPath: '.status.size' },
      age,
    ],
  },
  webhook: {
    idKind: 'webhook',
    kind: 'Webhook',
    plural: 'webhooks',
    singular: 'webhook',
    shortNames: ['mhook'],
    spec: WebhookSpec,
    status: WebhookStatus,
    description: "A tenant's webhook: an HTTPS URL that is sent signed events. Its spec holds the signing secrets: read access to it is read access to them.",
    printerColumns: [
      { name: 'ID', type: 'string', jsonPath: '.spec.id' },
      { name: 'URL', type: 'string', jsonPath: '.spec.url' },
      { name: 'Tenant', type: 'string', jsonPath: '.spec.tenant', priority: 1 },
      { name: 'Disabled', type: 'string', jsonPath: '.status.disabled.reason' },
      age,
    ],
  },
  delivery: {
    idKind: 'delivery',
    kind: 'WebhookDelivery',
    plural: 'webhookdeliveries',
    singular: 'webhookdelivery',
    shortNames: ['mdeliv'],
    spec: WebhookDeliverySpec,
    status: WebhookDeliveryStatus,
    description: 'One event for one webhook, attempted until it is delivered or its retries run out.',
    printerColumns: [
      { name: 'ID', type: 'string', jsonPath: '.spec.id' },
      { name: 'Webhook', type: 'string', jsonPath: '.spec.webhookId' },
      { name: 'Event', type: 'string', jsonPath: '.spec.eventType' },
      { name: 'Phase', type: 'string', jsonPath: '.status.phase' },
      { name: 'Attempts', type: 'integer', jsonPath: '.status.attempts' },
      { name: 'Last-Status', type: 'integer', jsonPath: '.status.lastStatusCode', priority: 1 },
      age,
    ],
  },
  batch: {
    idKind: 'batch',
    kind: 'Batch',
    plural: 'batches',
    singular: 'batch',
    shortNames: ['mbatch'],
    spec: BatchSpec,
    status: BatchStatus,
    description: "A batch render: one Export of the project's template per row of merge-field values.",
    printerColumns: [
      { name: 'ID', type: 'string', jsonPath: '.spec.id' },
      { name: 'Project', type: 'string', jsonPath: '.spec.projectId' },
      { name: 'Status', type: 'string', jsonPath: '.status.phase' },
      { name: 'Completed', type: 'integer', jsonPath: '.status.counts.completed' },
      { name: 'Failed', type: 'integer', jsonPath: '.status.counts.failed' },
      { name: 'Queued', type: 'integer', jsonPath: '.status.counts.queued', priority: 1 },
      age,
    ],
  },
} as const satisfies Record<IdKind, KindInfo>;

export type KindName = keyof typeof KINDS;
export type SpecOf<K extends KindName> = z.infer<(typeof KINDS)[K]['spec']>;
export type StatusOf<K extends KindName> = z.infer<(typeof KINDS)[K]['status']>;

const LABEL_VALUE = /^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$/;

/**
 * Label values allow 63 characters of [A-Za-z0-9_.-]; tenant names (OAuth subjects, e-mail addresses) may not fit.
 * Those are labelled with `h.` + a SHA-256 prefix instead. Labels only narrow a selection: `spec.tenant` stays the
 * authority on ownership, so a label collision could never show one tenant another's objects.
 */
export function tenantLabelValue(tenant: string): string {
  if (tenant.length <= 63 && LABEL_VALUE.test(tenant) && !tenant.startsWith('h.')) return tenant;
  return 'h.' + createHash('sha256').update(tenant).digest('hex').slice(0, 61);
}
