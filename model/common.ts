import { z } from 'zod';
import { ERROR_CODES } from './errors.js';
import { PAGE_LIMIT_MAX, Timestamp } from './fields.js';
import { queryBoolean } from './query-params.js';
import { DELETION_EXAMPLE, ERROR_EXAMPLE } from './examples.js';

/** The error body of every failed request (spec section 7). */
export const ErrorBody = z
  .object({
    error: z.string().meta({ description: 'Human-readable message' }),
    code: z.enum(ERROR_CODES),
    hint: z.string().optional().meta({ description: 'What to do about it' }),
  })
  .meta({ id: 'Error', examples: [ERROR_EXAMPLE] });

export const Pagination = z
  .object({
    limit: z.number().int().min(1).max(PAGE_LIMIT_MAX),
    offset: z.number().int().min(0),
    total: z.number().int().min(0).meta({ description: 'Number of items matching the filters' }),
  })
  .meta({ id: 'Pagination' });

/** metav1.Condition, as controllers write it into a custom resource's status. */
export const Condition = z.object({
  type: z.string().max(316),
  status: z.enum(['True', 'False', 'Unknown']),
  reason: z.string().max(1024),
  message: z.string().max(32768),
  lastTransitionTime: Timestamp,
  observedGeneration: z.number().int().min(0).optional(),
});
export type Condition = z.infer<typeof Condition>;

/** Status fields every Montage custom resource carries. */
export const StatusBase = {
  observedGeneration: z.number().int().min(0).optional(),
  conditions: z.array(Condition).max(16).optional(),
};

/** Identity fields every Montage custom resource's spec carries. */
export const SpecBase = {
  tenant: z.string().min(1).max(256).meta({ description: 'Owner of the resource (the API key\'s tenant)' }),
  createdAt: Timestamp,
};

/**
 * What a DELETE answers (202 Accepted): the object is gone from the API at once (GET 404, left out of lists), and
 * the service is removing what it owns (jobs, children, stored files) in the background.
 */
export const Deletion = z
  .object({
    id: z.string(),
    object: z.enum(['project', 'chapter', 'asset', 'export', 'batch']).meta({ description: 'What kind of resource was deleted' }),
    status: z.literal('deleting').meta({ description: 'Its files and children are being removed; nothing more to do or poll' }),
  })
  .meta({ id: 'Deletion', examples: [DELETION_EXAMPLE] });

export const DeleteAssetQuery = z.object({
  force: queryBoolean("true: delete the asset even though a chapter's latest scene uses it (instead of 409)"),
});
