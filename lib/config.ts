import { z } from 'zod';
import { mcpConfigShape, requireOAuthAudience } from './mcp-settings.js';

/** A setting given as JSON text (e.g. resources, tolerations), parsed and validated like the rest. */
function jsonOf<T extends z.ZodType>(schema: T) {
  return z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be JSON' });
        return z.NEVER;
      }
    })
    .pipe(schema);
}

/** A resource quantity: `"500m"`, `"1Gi"`, or a plain number (Helm's toJson keeps YAML numbers as numbers). */
const quantity = z.union([z.string(), z.number()]).transform(String);

const list = z.string().transform((text) => text.split(',').map((item) => item.trim()).filter(Boolean));

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/**
 * Limits on what an uploaded medium may be, and on the ffprobe / rasteriser runs that read it (docs/security.md).
 * An asset beyond them ends in state `error` with the reason; they are read by the asset prober wherever it runs
 * (mediaLimitsFromEnv), and validated with the rest of the configuration at startup.
 */
export const mediaConfigShape = {
  /** Largest width and height of an image or video, in pixels. */
  MONTAGE_MEDIA_MAX_DIMENSION: z.coerce.number().int().min(16).max(65535).default(8192),
  /** Largest picture (width × height), in megapixels. */
  MONTAGE_MEDIA_MAX_MEGAPIXELS: z.coerce.number().min(0.01).max(1000).default(40),
  /** Highest video frame rate. */
  MONTAGE_MEDIA_MAX_FPS: z.coerce.number().min(1).max(1000).default(120),
  /** Longest video or audio, in seconds. */
  MONTAGE_MEDIA_MAX_DURATION_SECONDS: z.coerce.number().int().min(1).default(3600),
  /** Most streams in one file (video, audio, subtitles, data together). */
  MONTAGE_MEDIA_MAX_STREAMS: z.coerce.number().int().min(1).max(64).default(8),
  /** Most audio channels of one stream. */
  MONTAGE_MEDIA_MAX_CHANNELS: z.coerce.number().int().min(1).max(64).default(8),
  /** How long one ffprobe or SVG rasterisation of an upload may take. */
  MONTAGE_MEDIA_PROBE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  /** Memory (RLIMIT_DATA: heap and anonymous mappings) of one ffprobe or SVG rasterisation of an upload, in MiB. */
  MONTAGE_MEDIA_PROBE_MEMORY_MB: z.coerce.number().int().min(64).max(65536).default(512),
  /** The longer side of an SVG's PNG rendition is at most this (and at least 1080, or the limit if smaller). */
  MONTAGE_MEDIA_SVG_MAX_SIDE: z.coerce.number().int().min(64).max(16384).default(4096),
  /** Largest SVG file that is rasterised, in KiB (an SVG is text: a larger one is refused). */
  MONTAGE_MEDIA_SVG_MAX_KB: z.coerce.number().int().min(1).max(102400).default(10240),
};
const MediaConfig = z.object(mediaConfigShape);
export type MediaConfig = z.infer<typeof MediaConfig>;

/** Only the MONTAGE_MEDIA_* settings, for code that is handed no Config (the asset prober). */
export function mediaConfigFromEnv(env: NodeJS.ProcessEnv = process.env): MediaConfig {
  const parsed = MediaConfig.safeParse(env);
  if (!parsed.success) throw new Error(`Invalid configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return parsed.data;
}

/**
 * The environment, validated once at startup: a typo in a setting stops the process with a clear message.
 * `embedded` (the default) needs nothing but this machine; `cluster` uses the Kubernetes API, S3 and Redis.
 */
export const Config = z
  .object({
    // the MCP endpoint and OAuth access tokens (see mcp/config.ts)
    ...mcpConfigShape,
    // limits on uploaded media and on the runs that read them (see mediaConfigShape)
    ...mediaConfigShape,
    // the service
    /** `embedded`: everything on this machine (journal, local files, child processes); `cluster`: Kubernetes custom resources, S3, Redis and Jobs. */
    MONTAGE_MODE: z.enum(['embedded', 'cluster']).default('embedded'),
    /** The port the API listens on (0: any free port). */
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    /** The address the API listens on; `0.0.0.0` (or `::`) to be reached from other machines. */
    HOST: z.string().default('127.0.0.1'),
    /** The least severe log lines written (JSON, one a line, on stdout). */
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** The URL clients reach this service at; asset URLs and embedded download URLs are built on it. */
    MONTAGE_PUBLIC_URL: z.url().optional(),
    /**
     * Embedded mode: the store's journal, the objects, the key hashes and the URL signing secret. One process per data
     * dir: a second `montage serve` on it refuses to start (`montage.pid`; a holder that died is taken over).
     */
    MONTAGE_DATA_DIR: z.string().default('./.montage'),
    /**
     * Fixed API keys as `key=tenant` pairs, comma-separated (keys of at least 16 characters). Unset: the embedded mode
     * generates one key on its first start and keeps its hash; the cluster API reads the keys Secret.
     */
    MONTAGE_API_KEYS: z.string().optional(),
    /** Requests per window per API key; over it, `429 RATE_LIMITED` with `Retry-After`. */
    MONTAGE_RATE_LIMIT: z.coerce.number().int().min(1).default(600),
    /** The rate limit's window. */
    MONTAGE_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
    /** Lifetime of download and preview URLs. */
    MONTAGE_URL_TTL_SECONDS: z.coerce.number().int().min(60).max(7 * 24 * 3600).default(3600),
    /**
     * Engine jobs run at once (each is one FFmpeg process): child processes in the embedded mode, Kubernetes Jobs in
     * a cluster (the rest wait suspended; see runner/kubernetes/kubernetes-runner.ts).
     */
    MONTAGE_JOB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
    /** Pieces of a long chapter one render job renders at once, as local FFmpeg processes (docs/chunked-rendering.md). */
    MONTAGE_RENDER_WORKERS: z.coerce.number().int().min(1).max(64).default(2),
    /** Seconds × megapixels from which a chapter renders in pieces (60: ~29 s of 1080p, ~65 s of 720p). */
    MONTAGE_CHUNK_THRESHOLD: z.coerce.number().min(0).default(60),
    /** The render cache's size bound in MiB under `cache/` in object storage; 0 (the default): no render cache. */
    MONTAGE_RENDER_CACHE_MB: z.coerce.number().int().min(0).default(0),
    /** How often the render cache's sweeper evicts down to the bound (least recently used first). */
    MONTAGE_RENDER_CACHE_SWEEP_SECONDS: z.coerce.number().int().min(10).default(300),
    /**
     * Embedded mode: whether engine processes run under users of their own (runner/local/engine-users.ts). `auto`:
     * when the service runs as root and such a user can run the engine; `required`: refuse to start otherwise; `off`.
     */
    MONTAGE_ENGINE_ISOLATION: z.enum(['auto', 'required', 'off']).default('auto'),
    /** The first uid (and gid) of the engine users: one per job slot, base … base + MONTAGE_JOB_CONCURRENCY - 1. */
    MONTAGE_ENGINE_UID_BASE: z.coerce.number().int().min(1000).max(2 ** 31 - 100).default(61184),
    /** How long a POST's response is replayed for a retry with the same Idempotency-Key (api/idempotency.ts). */
    MONTAGE_IDEMPOTENCY_TTL_SECONDS: z.coerce.number().int().min(60).max(7 * 24 * 3600).default(24 * 3600),
    /**
     * Webhook URLs may point only at public addresses over https, except these host names, addresses and CIDRs
     * (comma-separated), to which plain http is allowed too (lib/net/destination.ts).
     */
    MONTAGE_WEBHOOK_ALLOWED_HOSTS: list.default([]),
    /** One delivery attempt (connect, send, response headers) is cut after this. */
    MONTAGE_WEBHOOK_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(60).default(10),
    /** The first retry of a failed delivery waits about this long; each next one twice as long, at most an hour. */
    MONTAGE_WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(5_000),
    /** A delivery is retried for this long after its first attempt; then it fails and its webhook is disabled. */
    MONTAGE_WEBHOOK_RETRY_FOR_SECONDS: z.coerce.number().int().min(1).max(7 * 24 * 3600).default(25 * 3600),
    /** Delivered and failed webhook deliveries are kept this long after they finished, then pruned from the store. */
    MONTAGE_WEBHOOK_DELIVERY_RETENTION_HOURS: z.coerce.number().int().min(1).max(90 * 24).default(72),
    /**
     * How long after an event's time its write may at most take to reach the dispatcher (clock skew, a slow write):
     * the recording watermark stays this far behind the present (controller/webhooks/prune.ts).
     */
    MONTAGE_WEBHOOK_RECORD_GRACE_SECONDS: z.coerce.number().int().min(1).max(24 * 3600).default(900),
    /** After a secret rotation, the previous secret keeps signing this long. */
    MONTAGE_WEBHOOK_SECRET_GRACE_SECONDS: z.coerce.number().int().min(0).max(30 * 24 * 3600).default(24 * 3600),
    /**
     * The AES-256-GCM key that seals webhook signing secrets and replayed responses at rest (lib/crypto/sealer.ts):
     * 32 bytes as base64 or hex. Embedded: generated into `secret-key` in the data dir when unset. Cluster: the Helm
     * chart and cdk8s provide it from a Secret; unset, those values are stored in clear (with a warning).
     */
    MONTAGE_SECRET_KEY: z.string().optional(),
    /** Earlier keys (comma-separated), kept after a rotation so values sealed with them still open. */
    MONTAGE_SECRET_KEY_PREVIOUS: list.default([]),
    /** HMAC secret of embedded download URLs; generated and kept in the data dir when unset. */
    MONTAGE_URL_SIGNING_SECRET: z.string().min(32).optional(),
    /**
     * After SIGTERM the API keeps serving this long with /readyz failing and every response closing its
     * connection, so load balancers and keep-alive clients move to other replicas before the listener closes.
     * Unset: 5 in cluster mode, 0 in the embedded mode (one process, nothing to move to); see shutdownDelaySeconds.
     */
    MONTAGE_SHUTDOWN_DELAY_SECONDS: z.coerce.number().int().min(0).max(60).optional(),

    // cluster mode
    /** Cluster: the namespace of the custom resources, the keys Secret and the Jobs. */
    MONTAGE_NAMESPACE: z.string().default('montage'),
    /** Name of the Secret holding API key hashes (`<sha256 hex>:<tenant>` per entry). */
    MONTAGE_KEYS_SECRET: z.string().default('montage-api-keys'),
    /** Cluster: the S3-protocol server (MinIO, Ceph, R2, ...); unset: AWS S3. Render Pods must reach it too. */
    S3_ENDPOINT: z.url().optional(),
    /** The endpoint download links name, when clients outside the cluster cannot reach S3_ENDPOINT. */
    S3_PUBLIC_ENDPOINT: z.url().optional(),
    /** The bucket's region. */
    S3_REGION: z.string().default('us-east-1'),
    /** The bucket that holds assets, renders, exports and the render cache. */
    S3_BUCKET: z.string().min(3).default('montage'),
    /** With S3_SECRET_ACCESS_KEY: the API's and the controller's S3 credentials; unset: the AWS SDK's default chain. */
    S3_ACCESS_KEY_ID: z.string().optional(),
    /** The secret of S3_ACCESS_KEY_ID. */
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    /** Path-style bucket URLs (`<endpoint>/<bucket>/<key>`), as MinIO and most S3 servers want. */
    S3_FORCE_PATH_STYLE: bool.default(true),
    /** The API and the controller create S3_BUCKET at start when it does not exist (needs s3:CreateBucket). */
    S3_CREATE_BUCKET: bool.default(true),
    /** Required by the cluster API (rate limits); engine Jobs and the controller do not use it. */
    REDIS_URL: z.string().optional(),
    /** How long a controller's leadership lasts without renewal; a crashed leader is replaced after it. */
    MONTAGE_LEASE_DURATION_SECONDS: z.coerce.number().int().min(2).max(300).default(5),
    /** `montage controller` serves /healthz and /readyz on this port (on HOST) when set; the chart sets it. */
    MONTAGE_HEALTH_PORT: z.coerce.number().int().min(0).max(65535).optional(),
    /** This replica's name, for leader election (the Pod name, from the downward API). */
    POD_NAME: z.string().optional(),

    // render Jobs (cluster mode)
    /** The image render Jobs run (the service's own image). */
    MONTAGE_JOB_IMAGE: z.string().default('ghcr.io/montage-dev/montage:0.1.0'),
    /** Through tini, as the image's entrypoint is: a Job's `command` replaces it, and tini forwards SIGTERM and reaps. */
    MONTAGE_JOB_COMMAND: z.string().default('tini -- node dist/engine/main.js'),
    /** The render Jobs' image pull policy. */
    MONTAGE_JOB_IMAGE_PULL_POLICY: z.enum(['Always', 'IfNotPresent', 'Never']).default('IfNotPresent'),
    /** Secrets (comma-separated names) whose keys become the engine's environment (LLM settings). Never S3 keys: Jobs get presigned URLs. */
    MONTAGE_JOB_ENV_SECRET: list.optional(),
    /** Plain (not secret) environment of the engine, as a JSON object (e.g. MONTAGE_LLM_URL, LOG_LEVEL). */
    MONTAGE_JOB_ENV: jsonOf(z.record(z.string(), z.string())).optional(),
    /** The render Pods' ServiceAccount (the chart's has no permissions); its token is never mounted. */
    MONTAGE_JOB_SERVICE_ACCOUNT: z.string().min(1).optional(),
    /** The render Pods' resources as JSON (`{"requests":{"cpu":"2"},"limits":{"memory":"4Gi"}}`); give them MONTAGE_RENDER_WORKERS CPUs. */
    MONTAGE_JOB_RESOURCES: jsonOf(z.object({ requests: z.record(z.string(), quantity).optional(), limits: z.record(z.string(), quantity).optional() })).optional(),
    /** The render Pods' node selector as a JSON object. */
    MONTAGE_JOB_NODE_SELECTOR: jsonOf(z.record(z.string(), z.string())).optional(),
    /** The render Pods' tolerations as a JSON array. */
    MONTAGE_JOB_TOLERATIONS: jsonOf(z.array(z.record(z.string(), z.unknown()))).optional(),
    /** Retries of a failed render Pod before its prompt or export fails. */
    MONTAGE_JOB_BACKOFF_LIMIT: z.coerce.number().int().min(0).max(10).default(1),
    /** A finished render Job is deleted this long after it finished. */
    MONTAGE_JOB_TTL_SECONDS: z.coerce.number().int().min(0).default(3600),
    /** The size limit of a render Pod's scratch volume (an emptyDir). */
    MONTAGE_JOB_SCRATCH_SIZE: z.string().default('2Gi'),
    /** A prompt's render running longer is stopped and the prompt fails with a clear error. */
    MONTAGE_PROMPT_DEADLINE_SECONDS: z.coerce.number().int().min(10).default(600),
    /** An export running longer is stopped and fails with a clear error. */
    MONTAGE_EXPORT_DEADLINE_SECONDS: z.coerce.number().int().min(10).default(900),
    /** A prompt or export whose job has not started after this long (queued behind the others) is failed. */
    MONTAGE_START_DEADLINE_SECONDS: z.coerce.number().int().min(10).default(900),
    /** Hours a finished export (and its file) is kept; 0 keeps it for ever (controller/retention/sweep.ts). */
    MONTAGE_EXPORT_RETENTION_HOURS: z.coerce.number().int().min(0).max(876_000).default(0),
    /** Hours a superseded render's files are kept after a newer prompt's render completed; 0 keeps them for ever. */
    MONTAGE_RENDER_RETENTION_HOURS: z.coerce.number().int().min(0).max(876_000).default(0),
    /**
     * Prompts per chapter kept as store objects (custom resources, journal records); older finished ones move to
     * object storage and are still served (controller/history/). 0 keeps every prompt in the store.
     */
    MONTAGE_PROMPT_HISTORY_LIMIT: z.coerce.number().int().min(0).max(10_000).default(50),
  })
  .superRefine(requireOAuthAudience);
export type Config = z.infer<typeof Config>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = Config.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return parsed.data;
}

export function shutdownDelaySeconds(config: Config): number {
  return config.MONTAGE_SHUTDOWN_DELAY_SECONDS ?? (config.MONTAGE_MODE === 'cluster' ? 5 : 0);
}

export function publicUrlOf(config: Config, port: number): string {
  return (config.MONTAGE_PUBLIC_URL ?? `http://${config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST}:${port}`).replace(/\/$/, '');
}
