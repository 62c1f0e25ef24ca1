import { z } from 'zod';
import { ErrorBody } from '../model/common.js';
import { DOCUMENTED_AS } from '../model/query-params.js';
import type { ErrorCode } from '../model/errors.js';
import { HTTP_STATUS } from './errors.js';
import { idPatternSource, type IdKind } from '../model/ids.js';
import type { RouteDefinition } from './route.js';

type Json = Record<string, unknown>;

const ERROR_DESCRIPTIONS: Record<ErrorCode, string> = {
  VALIDATION_ERROR: 'Invalid body, parameters or Content-Type (see `hint`)',
  UNAUTHORIZED: 'Missing or invalid API key',
  NOT_FOUND: 'Not found or not accessible to the caller (also for malformed ids)',
  METHOD_NOT_ALLOWED: 'The path exists but not with this method; `Allow` lists its methods',
  CONFLICT: 'Another prompt or export is in progress, or a request with the same `Idempotency-Key` still is',
  PRECONDITION_FAILED: 'The `If-Match` names a version that is no longer the current one (someone else changed it): GET it again, reapply the change, and send its new `ETag`',
  IDEMPOTENCY_KEY_REUSED: 'The `Idempotency-Key` was already used by this tenant with a different request (path, query or body) within 24 hours',
  FILE_TOO_LARGE: 'The upload exceeds 100 MB',
  RANGE_NOT_SATISFIABLE: 'The `Range` starts at or past the end of the file; `Content-Range: bytes */<size>` gives its size',
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

const IF_MATCH_PARAMETER: Json = {
  name: 'If-Match',
  in: 'header',
  required: false,
  description: 'The `ETag` of the version the change was made on: when it is no longer the current one, the answer is `412 PRECONDITION_FAILED` and nothing changes. Absent: no check.',
  schema: { type: 'string', maxLength: 255 },
};

/**
 * Zod → JSON Schema 2020-12 (OpenAPI 3.1's dialect); schemas with a `meta({id})` become shared components. A
 * schema documented as something else than its wire form (model/query-params.ts) is written as documented.
 */
function schemaOf(schema: z.ZodType, components: Json, io: 'input' | 'output'): Json {
  const out = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
    override: (ctx) => {
      const documented = DOCUMENTED_AS.get(ctx.zodSchema);
      if (!documented) return;
      for (const key of Object.keys(ctx.jsonSchema)) delete (ctx.jsonSchema as Json)[key];
      Object.assign(ctx.jsonSchema, documented);
    },
  }) as Json;
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

const PATH_PARAMS: Record<string, { kind: IdKind; description: string }> = {
  projectId: { kind: 'project', description: 'Project id (`prj_` + 21 alphanumerics)' },
  chapterId: { kind: 'chapter', description: 'Chapter id (`cht_` + 21 alphanumerics)' },
  assetId: { kind: 'asset', description: 'Asset id (`ast_` + 21 alphanumerics)' },
  webhookId: { kind: 'webhook', description: 'Webhook id (`whk_` + 21 alphanumerics)' },
};

const TAG_DESCRIPTIONS: Record<string, string> = {
  Assets: 'Uploaded video, image and audio files that prompts and scene documents use',
  Projects: 'A video: its chapters render into one MP4 in its output format',
  Chapters: "Parts of a project, rendered in the order they were created",
  Prompts: "Text that (re)builds a chapter's content",
  'Scene documents': 'What a chapter is made of, to read, to replace (with If-Match on its version) and to see at any instant (stills)',
  Templates: 'Designed starting points: a gallery of scene documents with merge fields, and their posters',
  Exports: "The project's completed chapters joined into one MP4",
  Webhooks: 'Events POSTed to your URL when asynchronous work ends',
  'Templates and batches': 'Merge fields ({{name}}) in scene documents, and one export per row of field values (REST only: not an MCP tool)',
};

/** Response headers the edge sends on every answer of a kind (api/route.ts, api/auth.ts). */
const HEADERS = {
  idempotentReplayed: { description: '`true` when this is the stored response of an earlier request with the same `Idempotency-Key`', schema: { type: 'string', enum: ['true'] } },
  location: { description: 'The URL of the created resource (absolute, on the service\'s public base URL)', schema: { type: 'string', format: 'uri' } },
  link: {
    description:
      'RFC 8288 pagination links: `<url>; rel="first"`, `rel="prev"` (unless this is the first page), `rel="next"` (unless it is the last) and `rel="last"`, ' +
      'absolute URLs that keep the other query parameters (filters) as sent',
    schema: { type: 'string' },
  },
  wwwAuthenticate: {
    description: '`Bearer realm="montage"`, with `error="invalid_token"` when a key or token was sent but refused (RFC 6750)',
    schema: { type: 'string' },
  },
  retryAfter: { description: 'Seconds to wait before retrying', schema: { type: 'integer', minimum: 0 } },
  allow: { description: 'The methods the path takes', schema: { type: 'string' } },
  contentRange: { description: '`bytes */<size>`: the size of the file', schema: { type: 'string', pattern: '^bytes \\*/[0-9]+$' } },
};

export function buildOpenApiDocument(routes: RouteDefinition<any, any>[], info: { version: string; description: string }): Json {
  const components: Json = {};
  const paths: Record<string, Json> = {};
  for (const route of routes) {
    const path = `/api/v1${openapiPath(route.path)}`;
    const parameters: Json[] = [...route.path.matchAll(/:(\w+)/g)].map(([, name]) => {
      const known = PATH_PARAMS[name!];
      return {
        name,
        in: 'path',
        required: true,
        description: known?.description ?? name,
        // A value that is not an id of the kind names nothing: 404, like a missing id (api/v1.ts).
        schema: known ? { type: 'string', pattern: idPatternSource(known.kind) } : { type: 'string' },
      };
    });
    if (route.query) {
      const q = schemaOf(route.query, components, 'input') as { properties?: Record<string, Json>; required?: string[] };
      for (const [name, schema] of Object.entries(q.properties ?? {})) {
        const { description, ...rest } = schema;
        parameters.push({ name, in: 'query', required: q.required?.includes(name) ?? false, ...(description ? { description } : {}), schema: rest });
      }
    }
    // A write that may be refused as stale takes the version it was made on (api/resources/scene.ts).
    if (route.errors.includes('PRECONDITION_FAILED')) parameters.push(IF_MATCH_PARAMETER);
    const successHeaders: Json = { ...(route.success.headers ?? {}) };
    if (route.method === 'post') successHeaders['Idempotent-Replayed'] = HEADERS.idempotentReplayed;
    if (route.success.status === 201) successHeaders.Location = HEADERS.location;
    if (route.paged) successHeaders.Link = HEADERS.link;
    const successContent = route.success.media
      ? Object.fromEntries(route.success.media.contentTypes.map((t) => [t, { schema: { type: 'string', contentMediaType: t } }]))
      : { 'application/json': { schema: schemaOf(route.success.schema, components, 'output') } };
    const responses: Json = {
      [String(route.success.status)]: {
        description: route.success.description,
        ...(Object.keys(successHeaders).length ? { headers: successHeaders } : {}),
        // 204 No Content has no body to describe.
        ...(route.success.status === 204 ? {} : { content: successContent }),
      },
      ...(route.otherResponses ?? {}),
    };
    // Every authenticated route can meet an unreachable OAuth issuer.
    const errors: ErrorCode[] = route.errors.includes('UNAUTHORIZED') ? [...route.errors, 'SERVICE_UNAVAILABLE'] : [...route.errors];
    // Every POST takes an Idempotency-Key (api/idempotency.ts), but one that answers a file (a still: nothing to repeat).
    if (route.method === 'post' && !route.success.media) {
      parameters.push(IDEMPOTENCY_KEY_PARAMETER);
      for (const code of ['CONFLICT', 'IDEMPOTENCY_KEY_REUSED'] as const) if (!errors.includes(code)) errors.push(code);
    }
    for (const code of errors) {
      const status = String(HTTP_STATUS[code]);
      const existing = responses[status] as { description: string; headers?: Json } | undefined;
      const description = existing ? `${existing.description}; ${ERROR_DESCRIPTIONS[code]}` : ERROR_DESCRIPTIONS[code];
      const headers: Json = { ...(existing?.headers ?? {}) };
      if (code === 'RATE_LIMITED' || code === 'SERVICE_UNAVAILABLE') headers['Retry-After'] = HEADERS.retryAfter;
      if (code === 'UNAUTHORIZED') headers['WWW-Authenticate'] = HEADERS.wwwAuthenticate;
      if (code === 'METHOD_NOT_ALLOWED') headers.Allow = HEADERS.allow;
      if (code === 'RANGE_NOT_SATISFIABLE') headers['Content-Range'] = HEADERS.contentRange;
      responses[status] = {
        description,
        ...(Object.keys(headers).length ? { headers } : {}),
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
        required: !route.bodyOptional,
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
  // Registers the Error component as its definition. (Its value is a reference to itself: assigning it would make
  // the component point at itself, which validators and client generators cannot resolve.)
  schemaOf(ErrorBody, components, 'output');
  assertNoSelfReference(components);
  showExamples(paths, components);
  return {
    openapi: '3.1.0',
    info: { title: 'Montage API', version: info.version, description: info.description, license: { name: 'Apache 2.0', identifier: 'Apache-2.0' } },
    servers: [{ url: '/' }],
    security: [{ bearerAuth: [] }],
    tags: [...new Set(routes.map((r) => r.tag))].map((name) => ({ name, ...(TAG_DESCRIPTIONS[name] ? { description: TAG_DESCRIPTIONS[name] } : {}) })),
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries(components).sort(([a], [b]) => a.localeCompare(b))),
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'Your API key, or an OAuth access token (JWT) from the issuer configured by MONTAGE_OAUTH_ISSUER, whose Protected Resource Metadata is at /.well-known/oauth-protected-resource' } },
    },
  };
}

/** A component that is only a reference to itself defines nothing; fail the generation rather than publish it. */
function assertNoSelfReference(components: Json): void {
  for (const [name, schema] of Object.entries(components)) {
    if ((schema as Json | undefined)?.$ref === `#/components/schemas/${name}`) throw new Error(`components.schemas.${name} refers to itself`);
  }
}

/**
 * Each operation's JSON request body and success answer show their schema's first example (model/examples.ts) as the
 * media type's `example`: what the reference at /docs and generated clients' docs show for the operation.
 */
function showExamples(paths: Json, components: Json): void {
  const exampleOf = (media: Json | undefined) => {
    const ref = (media?.schema as Json | undefined)?.$ref;
    if (typeof ref !== 'string') return;
    const examples = (components[ref.replace('#/components/schemas/', '')] as Json | undefined)?.examples;
    if (media && Array.isArray(examples) && examples.length) media.example = examples[0];
  };
  for (const operations of Object.values(paths) as Json[]) {
    for (const operation of Object.values(operations) as Json[]) {
      exampleOf(((operation.requestBody as Json | undefined)?.content as Json | undefined)?.['application/json'] as Json | undefined);
      for (const [status, response] of Object.entries(operation.responses as Json)) {
        if (status.startsWith('2')) exampleOf(((response as Json).content as Json | undefined)?.['application/json'] as Json | undefined);
      }
    }
  }
}
