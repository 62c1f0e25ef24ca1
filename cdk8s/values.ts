import { z } from 'zod';

/*
 * The chart's values: the schema (→ charts/montage/values.schema.json) and the defaults with their descriptions
 * (→ charts/montage/values.yaml, comments included) come from here, and cdk8s/workloads.ts renders the same objects
 * as the templates from a Values object, so tests can compare the two.
 */

const quantity = z.union([z.string().min(1), z.number().positive()]);
const resources = z
  .strictObject({ requests: z.record(z.string(), quantity).optional(), limits: z.record(z.string(), quantity).optional() })
  .describe('CPU and memory requests and limits (Kubernetes quantities)');
const nodeSelector = z.record(z.string(), z.string()).describe('nodeSelector of the Pods');
const tolerations = z.array(z.looseObject({ key: z.string().optional(), operator: z.enum(['Exists', 'Equal']).optional(), effect: z.string().optional() })).describe('tolerations of the Pods');
const affinity = z.record(z.string(), z.unknown()).describe('affinity of the Pods');
const spreadAcrossNodes = z
  .boolean()
  .describe('prefer to put the replicas on different nodes (a preferred podAntiAffinity on kubernetes.io/hostname, added unless `affinity` sets podAntiAffinity)');
const pdb = z
  .strictObject({ enabled: z.boolean(), maxUnavailable: z.union([z.number().int().min(0), z.string().regex(/^\d+%$/)]) })
  .describe('a PodDisruptionBudget (maxUnavailable: a count or a percentage)');
const dnsName = z.string().regex(/^$|^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$/);
const envName = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/);

/** NetworkPolicyEgressRule (to + ports), as the chart's egress settings take them. */
const egressRules = z.array(
  z.strictObject({
    to: z.array(z.record(z.string(), z.unknown())).optional(),
    ports: z
      .array(
        z.strictObject({
          protocol: z.enum(['TCP', 'UDP', 'SCTP']).optional(),
          port: z.union([z.number().int().min(1).max(65535), z.string().min(1)]).optional(),
          endPort: z.number().int().min(1).max(65535).optional(),
        }),
      )
      .optional(),
  }),
);

export const Values = z.strictObject({
  image: z
    .strictObject({
      repository: z.string().min(1).describe('the Montage image (API, controller and render Jobs run the same one)'),
      tag: z.string().describe('empty: the chart appVersion'),
      pullPolicy: z.enum(['Always', 'IfNotPresent', 'Never']),
    })
    .describe('Container image'),
  imagePullSecrets: z.array(z.strictObject({ name: z.string().min(1) })).describe('Secrets to pull the images with'),
  publicUrl: z.union([z.literal(''), z.url()]).describe('the URL clients reach the API at (MONTAGE_PUBLIC_URL), e.g. https://montage.example.com; asset URLs are built on it'),
  logLevel: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).describe('log level of every component'),

  api: z
    .strictObject({
      replicas: z.number().int().min(1).max(100).describe('API replicas (stateless: any replica answers any request)'),
      resources,
      rateLimit: z
        .strictObject({ requests: z.number().int().min(1), windowSeconds: z.number().int().min(1) })
        .describe('requests per API key per window (counted in Redis)'),
      urlTtlSeconds: z.number().int().min(60).max(604800).describe('lifetime of signed download URLs'),
      env: z.record(envName, z.string()).describe('more environment, e.g. MONTAGE_OAUTH_ISSUER (docs/configuration.md)'),
      service: z.strictObject({ type: z.enum(['ClusterIP', 'NodePort', 'LoadBalancer']), port: z.number().int().min(1).max(65535) }).describe('the API Service'),
      podDisruptionBudget: pdb,
      nodeSelector,
      tolerations,
      affinity,
      spreadAcrossNodes,
    })
    .describe('The REST API and MCP endpoint (`montage api`)'),

  ingress: z
    .strictObject({
      enabled: z.boolean(),
      className: z.string().describe('ingressClassName; empty: the cluster default'),
      host: dnsName.min(1),
      annotations: z.record(z.string(), z.string()),
      tls: z.strictObject({ enabled: z.boolean(), secretName: z.string().describe('a TLS Secret (empty: <release>-tls)') }),
    })
    .describe('An Ingress to the API Service'),

  controller: z
    .strictObject({
      replicas: z.number().int().min(1).max(5).describe('controller replicas; a Lease elects the one that reconciles, the others stand by'),
      leaseDurationSeconds: z.number().int().min(2).max(300).describe('how soon a standby takes over from a leader that stopped renewing'),
      exportRetentionHours: z.number().int().min(0).max(876000).describe('hours a finished export and its file are kept (0: for ever)'),
      renderRetentionHours: z.number().int().min(0).max(876000).describe("hours a chapter's superseded renders are kept after a newer one completed (0: for ever)"),
      promptHistoryLimit: z.number().int().min(0).max(10000).describe("prompts per chapter kept as custom resources; older finished ones move to object storage, still served by the API (0: all stay)"),
      renderWorkers: z.number().int().min(1).max(64).describe("pieces of a long chapter one render Job renders at once, as FFmpeg processes (give its Pods as many CPUs)"),
      chunkThreshold: z.number().min(0).max(1000000).describe('seconds x megapixels from which a chapter renders in pieces (60: ~29 s of 1080p)'),
      renderCacheMB: z.number().int().min(0).max(10000000).describe('size bound of the render cache under cache/ in object storage, in MiB (0: no render cache)'),
      renderCacheSweepSeconds: z.number().int().min(10).max(86400).describe('how often the render cache is swept down to its bound, least recently used first'),
      resources,
      podDisruptionBudget: pdb,
      nodeSelector,
      tolerations,
      affinity,
      spreadAcrossNodes,
    })
    .describe('The controller (`montage controller`): renders prompts and exports in Jobs'),

  jobs: z
    .strictObject({
      image: z.strictObject({ repository: z.string(), tag: z.string() }).describe('empty: image.repository and image.tag'),
      resources,
      nodeSelector,
      tolerations,
      concurrency: z.number().int().min(1).max(64).describe('render Jobs running at once; more wait suspended'),
      backoffLimit: z.number().int().min(0).max(10).describe('retries of a render Job that crashed'),
      ttlSecondsAfterFinished: z.number().int().min(0).describe('finished Jobs are deleted after this'),
      scratchSize: z.string().regex(/^\d+(\.\d+)?(Ki|Mi|Gi|Ti|k|M|G|T)?$/).describe('size limit of the scratch emptyDir a render writes to'),
      promptDeadlineSeconds: z.number().int().min(10).describe('a prompt render running longer is stopped and the prompt failed'),
      exportDeadlineSeconds: z.number().int().min(10).describe('the same for exports'),
      extraEnvSecret: z.string().describe('a Secret whose keys become the engine environment too, e.g. MONTAGE_LLM_URL/MODEL/API_KEY, MONTAGE_SPEECH_URL/MODEL/API_KEY/VOICES, MONTAGE_TRANSCRIBE_URL/MODEL/API_KEY'),
    })
    .describe('Render Jobs (created by the controller; settings reach it as MONTAGE_JOB_* variables)'),

  s3: z
    .strictObject({
      existingSecret: z.string().min(1).describe('a Secret with the keys S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (create it before installing)'),
      endpoint: z.union([z.literal(''), z.url()]).describe('S3 endpoint; empty: AWS'),
      publicEndpoint: z.union([z.literal(''), z.url()]).describe('endpoint used in signed download URLs, when clients reach S3 at another address'),
      region: z.string().min(1),
      bucket: z.string().min(3),
      forcePathStyle: z.boolean().describe('path-style URLs (MinIO and most non-AWS stores)'),
    })
    .describe('Object storage for assets, renders and exports'),

  redis: z
    .strictObject({
      url: z.string().regex(/^$|^rediss?:\/\//).describe('redis:// URL of your Redis (rate-limit counters only); needs trial.enabled=false'),
      existingSecret: z.string().describe('or: a Secret whose key REDIS_URL holds the URL (e.g. with a password)'),
      trial: z
        .strictObject({
          enabled: z.boolean(),
          image: z.string().min(1),
          resources,
        })
        .describe('a single-replica Redis without persistence, in this release; losing it only resets rate-limit windows'),
    })
    .describe('Redis, for the per-key rate limits (the API fails open while it is down)'),

  webhooks: z
    .strictObject({
      allowedHosts: z
        .array(z.string().min(1))
        .describe('host names, addresses or CIDRs webhooks may be sent to although they are not public (plain http allowed to them); empty: public https hosts only (MONTAGE_WEBHOOK_ALLOWED_HOSTS)'),
    })
    .describe('Webhook delivery (the controller sends, the API checks URLs)'),

  networkPolicy: z
    .strictObject({
      enabled: z.boolean(),
      apiFrom: z.array(z.record(z.string(), z.unknown())).describe('NetworkPolicy peers that may reach the API (e.g. the ingress controller); empty: any'),
      renderJobs: z
        .strictObject({
          enabled: z.boolean(),
          egress: egressRules
            .describe(
              'egress rules (NetworkPolicyEgressRule: to + ports) for object storage (and an LLM endpoint if you use one); DNS is always allowed. Default: TCP 80, 443 and 9000 to any address but link-local (cloud metadata); add your pod, service and node CIDRs to `except`, or name your in-cluster MinIO with a podSelector',
            ),
        })
        .describe('a NetworkPolicy for render Job Pods (independent of `enabled`): no ingress at all; egress only DNS (port 53) and the rules in `egress`'),
      services: z
        .strictObject({
          enabled: z.boolean(),
          egress: egressRules.describe(
            'egress rules of the API and controller Pods besides DNS: the Kubernetes API, S3, Redis, an OAuth issuer. Default: TCP 443, 6443, 80, 9000 and 6379 to any address but link-local (cloud metadata); narrow `to` to your addresses',
          ),
        })
        .describe('an egress NetworkPolicy for the API and controller Pods (independent of `enabled`): DNS and the rules in `egress`'),
    })
    .describe('NetworkPolicies: with `enabled`, deny ingress to every Montage Pod but the API port (and the trial Redis from the API); `renderJobs` limits render Pods'),
});
export type Values = z.infer<typeof Values>;

/** Any address but link-local: cloud metadata endpoints (169.254.169.254, AWS's fd00:ec2::254) and their credentials. */
const anyButLinkLocal = [
  { ipBlock: { cidr: '0.0.0.0/0', except: ['169.254.0.0/16'] } },
  { ipBlock: { cidr: '::/0', except: ['fe80::/10', 'fd00:ec2::254/128'] } },
];

export const DEFAULT_VALUES: Values = {
  image: { repository: 'ghcr.io/montage-dev/montage', tag: '', pullPolicy: 'IfNotPresent' },
  imagePullSecrets: [],
  publicUrl: '',
  logLevel: 'info',
  api: {
    replicas: 2,
    resources: { requests: { cpu: '100m', memory: '256Mi' }, limits: { memory: '512Mi' } },
    rateLimit: { requests: 600, windowSeconds: 60 },
    urlTtlSeconds: 3600,
    env: {},
    service: { type: 'ClusterIP', port: 80 },
    podDisruptionBudget: { enabled: true, maxUnavailable: 1 },
    nodeSelector: {},
    tolerations: [],
    affinity: {},
    spreadAcrossNodes: true,
  },
  ingress: { enabled: false, className: '', host: 'montage.example.com', annotations: {}, tls: { enabled: false, secretName: '' } },
  controller: {
    replicas: 1,
    leaseDurationSeconds: 5,
    exportRetentionHours: 0,
    renderRetentionHours: 0,
    promptHistoryLimit: 50,
    renderWorkers: 2,
    chunkThreshold: 60,
    renderCacheMB: 0,
    renderCacheSweepSeconds: 300,
    resources: { requests: { cpu: '50m', memory: '192Mi' }, limits: { memory: '384Mi' } },
    podDisruptionBudget: { enabled: true, maxUnavailable: 1 },
    nodeSelector: {},
    tolerations: [],
    affinity: {},
    spreadAcrossNodes: true,
  },
  jobs: {
    image: { repository: '', tag: '' },
    // Sized from renders measured in real Pods (test/node/): a 720p chapter render peaked at ~190 MiB and used a
    // third of a core on average. With these requests the default concurrency (4) fits a 2-core node beside the API
    // and the controller; FFmpeg still uses idle cores (no CPU limit), and the memory limit stops a runaway render.
    resources: { requests: { cpu: '250m', memory: '256Mi' }, limits: { memory: '2Gi' } },
    nodeSelector: {},
    tolerations: [],
    concurrency: 4,
    backoffLimit: 1,
    ttlSecondsAfterFinished: 3600,
    scratchSize: '2Gi',
    promptDeadlineSeconds: 600,
    exportDeadlineSeconds: 900,
    extraEnvSecret: '',
  },
  s3: { existingSecret: 'montage-s3', endpoint: '', publicEndpoint: '', region: 'us-east-1', bucket: 'montage', forcePathStyle: true },
  redis: {
    url: '',
    existingSecret: '',
    trial: { enabled: true, image: 'docker.io/library/redis:7.4-alpine', resources: { requests: { cpu: '50m', memory: '64Mi' }, limits: { memory: '128Mi' } } },
  },
  webhooks: { allowedHosts: [] },
  networkPolicy: {
    enabled: false,
    apiFrom: [],
    renderJobs: {
      enabled: true,
      egress: [
        {
          to: anyButLinkLocal,
          ports: [
            { protocol: 'TCP', port: 443 },
            { protocol: 'TCP', port: 80 },
            { protocol: 'TCP', port: 9000 },
          ],
        },
      ],
    },
    services: {
      enabled: true,
      egress: [
        {
          to: anyButLinkLocal,
          ports: [
            // The Kubernetes API (Service port, and the apiserver's own after kube-proxy's DNAT), S3, Redis.
            { protocol: 'TCP', port: 443 },
            { protocol: 'TCP', port: 6443 },
            { protocol: 'TCP', port: 80 },
            { protocol: 'TCP', port: 9000 },
            { protocol: 'TCP', port: 6379 },
          ],
        },
      ],
    },
  },
};

/** values.schema.json: what `helm install/template/lint` check values against (unknown keys are refused). */
export function valuesJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(Values, { target: 'draft-7', io: 'input' }) as Record<string, unknown>;
  return { ...schema, title: 'Values of the Montage chart', description: 'Generated from cdk8s/values.ts by `npm run generate`.' };
}

/** Deep merge as Helm does it: maps merge key by key, anything else (lists too) is replaced. */
export function mergeValues(base: unknown, override: unknown): unknown {
  if (isMap(base) && isMap(override)) {
    const out: Record<string, unknown> = { ...base };
    for (const [k, v] of Object.entries(override)) out[k] = k in base ? mergeValues(base[k], v) : v;
    return out;
  }
  return override === undefined ? base : override;
}

function isMap(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
