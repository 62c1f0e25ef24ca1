import { z } from 'zod';
import { ErrorBody } from '../model/common.js';
import type { ErrorCode } from '../model/errors.js';
import { HTTP_STATUS } from './errors.js';
import type { RouteDefinition } from './route.js';

type Json = Record<string, unknown>;

const ERROR_DESCRIPTIONS: Record<ErrorCode, string> = {
  VALIDATION_ERROR: 'Invalid body, parameters or Content-Type (see `hint`)',
  UNAUTHORIZED: 'Missing or invalid API key',
  NOT_FOUND: 'Not found or not accessible to the caller (also for malformed ids)',
  CONFLICT: 'Another prompt or export is in progress, or a request with the same `Idempotency-Key` still is',
  IDEMPOTENCY_KEY_REUSED: 'The `Idempotency-Key` was already used by this tenant with a different request (path, query or body) within 24 hours',
  FILE_TOO_LARGE: 'The upload exceeds 100 MB',
  RATE_LIMITED: 'Too many requests for this API key; retry after `Retry-After` seconds',
  UPLOAD_FAILED: 'Storing the upload failed',
  INTERNAL_ERROR: 'Unexpected server error',
  SERVICE_UNAVAILABLE:
    'A dependency is unavailable: the OAuth issuer could not be reached to verify an access token, or object storage is misconfigured or unreachable (the `hint` names the fix); retry after `Retry-After` seconds',
};

const IDEMPOTENCY_KEY_PARAMETER: Json = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Makes a retry safe: the same key with the same request (path, query and body; for uploads the bytes) from the same tenant within 24 hours ' +
    'gets the first successful response again (status and body, with `Idempotent-Replayed: true`) without the work being done twice. ' +
    'A retry while the first is still running waits for it (up to 30 s, then `409`). The same key with a different request is `422 IDEMPOTENCY_KEY_REUSED`. ' +
    'Error responses are not kept: after one, the same key does the work.',
  schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7e]+$' },
};

/** Zod → JSON Schema 2020-12 (OpenAPI 3.1's dialect); schemas with a `meta({id})` become shared components. */
function schemaOf(schema: z.ZodType, components: Json, io: 'input' | 'output'): Json {
  const out = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as Json;
  delete out.$schema;
  const defs = (out.$defs ?? {}) as Json;
  delete out.$defs;
  // Shared components refer to each other too (ProjectList → Project): their references are rewritten alike.
  Object.assign(components, rewriteRefs(defs));
  return rewriteRefs(out);
}

function rewriteRefs<T>(node: T): T {
  if (Array.isArray(node)) return node.map(rewriteRefs) as T;
  if (node && typeof node === 'object') {
    const entries = Object.entries(node)
      // zod spells date-time out as a long regex as well; `format` says it.
      .filter(([k]) => !(k === 'pattern' && (node as Json).format === 'date-time'))
      .map(([k, v]) => [k, k === '$ref' && typeof v === 'string' ? v.replace('#/$defs/', '#/components/schemas/') : rewriteRefs(v)]);
    return Object.fromEntries(entries) as T;
  }
  return node;
}

function openapiPath(expressPath: string): string {
  return expressPath.replace(/:(\w+)/g, '{$1}');
}

const PARAM_DESCRIPTIONS: Record<string, string> = {
  projectId: 'Project id (`prj_` + 21 alphanumerics)',
  chapterId: 'Chapter id (`cht_` + 21 alphanumerics)',
  assetId: 'Asset id (`ast_` + 21 alphanumerics)',
  webhookId: 'Webhook id (`whk_` + 21 alphanumerics)',
};

export function buildOpenApiDocument(routes: RouteDefinition<any, any>[], info: { version: string; description: string }): Json {
  const components: Json = {};
  const paths: Record<string, Json> = {};
  for (const route of routes) {
    const path = `/api/v1${openapiPath(route.path)}`;
    const parameters: Json[] = [...route.path.matchAll(/:(\w+)/g)].map(([, name]) => ({
      name,
      in: 'path',
      required: true,
      description: PARAM_DESCRIPTIONS[name!] ?? name,
      schema: { type: 'string' },
    }));
    if (route.query) {
      const q = schemaOf(route.query, components, 'input') as { properties?: Record<string, Json>; required?: string[] };
      for (const [name, schema] of Object.entries(q.properties ?? {})) {
        parameters.push({ name, in: 'query', required: q.required?.includes(name) ?? false, description: schema.description, schema });
      }
    }
    const responses: Json = {
      [String(route.success.status)]: {
        description: route.success.description,
        // 204 No Content has no body to describe.
        ...(route.success.status === 204 ? {} : { content: { 'application/json': { schema: schemaOf(route.success.schema, components, 'output') } } }),
        ...(route.method === 'post'
          ? { headers: { 'Idempotent-Replayed': { description: '`true` when this is the stored response of an earlier request with the same `Idempotency-Key`', schema: { type: 'string', enum: ['true'] } } } }
          : {}),
      },
    };
    // Every authenticated route can meet an unreachable OAuth issuer.
    const errors: ErrorCode[] = route.errors.includes('UNAUTHORIZED') ? [...route.errors, 'SERVICE_UNAVAILABLE'] : [...route.errors];
    // Every POST takes an Idempotency-Key (api/idempotency.ts).
    if (route.method === 'post') {
      parameters.push(IDEMPOTENCY_KEY_PARAMETER);
      for (const code of ['CONFLICT', 'IDEMPOTENCY_KEY_REUSED'] as const) if (!errors.includes(code)) errors.push(code);
    }
    for (const code of errors) {
      const status = String(HTTP_STATUS[code]);
      const existing = responses[status] as { description: string } | undefined;
      const description = existing ? `${existing.description}; ${ERROR_DESCRIPTIONS[code]}` : ERROR_DESCRIPTIONS[code];
      responses[status] = {
        description,
        ...(code === 'RATE_LIMITED' || code === 'SERVICE_UNAVAILABLE' ? { headers: { 'Retry-After': { schema: { type: 'integer' } } } } : {}),
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      };
    }
    const operation: Json = {
      operationId: route.operationId,
      summary: route.summary,
      ...(route.description ? { description: route.description } : {}),
      tags: [route.tag],
      parameters,
      responses,
    };
    if (route.body) {
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: schemaOf(route.body, components, 'input') } },
      };
    } else if (route.rawBody) {
      operation.requestBody = {
        required: true,
        description: route.rawBody.description,
        content: Object.fromEntries(route.rawBody.contentTypes.map((t) => [t, { schema: { type: 'string', contentMediaType: t } }])),
      };
    }
    paths[path] = { ...(paths[path] ?? {}), [route.method]: operation };
  }
  components.Error = schemaOf(ErrorBody, components, 'output');
  return {
    openapi: '3.1.0',
    info: { title: 'Montage API', version: info.version, description: info.description },
    servers: [{ url: '/' }],
    security: [{ bearerAuth: [] }],
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries(components).sort(([a], [b]) => a.localeCompare(b))),
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'Your API key, or an OAuth access token (JWT) from the issuer configured by MONTAGE_OAUTH_ISSUER, whose Protected Resource Metadata is at /.well-known/oauth-protected-resource' } },
    },
  };
}
