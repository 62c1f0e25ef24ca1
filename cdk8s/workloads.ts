import { ApiObject, Chart } from 'cdk8s';
import type {
  V1Container,
  V1Deployment,
  V1EnvVar,
  V1Ingress,
  V1NetworkPolicy,
  V1PodDisruptionBudget,
  V1PodSpec,
  V1Probe,
  V1Role,
  V1RoleBinding,
  V1Secret,
  V1Service,
  V1ServiceAccount,
} from '@kubernetes/client-node';
import type { Construct } from 'constructs';
import { RESTRICTED_CONTAINER_SECURITY_CONTEXT, RESTRICTED_POD_SECURITY_CONTEXT } from '../lib/kube/pod-security.js';
import { API_RULES, CONTROLLER_RULES, resolveRules } from './rbac.js';
import type { Values } from './values.js';

/*
 * Every object of an installation, as a function of the chart's values: the executable specification of
 * charts/montage/templates/. `npm run generate` synthesizes it with the default values into deploy/montage.yaml
 * (for `kubectl apply` without Helm), and test/packaging renders the chart with several sets of values and checks
 * that `helm template` yields exactly these objects. The RBAC rules and security contexts are not repeated in the
 * templates: generation writes them into templates/_generated.tpl from rbac.ts and lib/kube/pod-security.ts.
 */

export interface Release {
  name: string;
  namespace: string;
  /** The chart's version and appVersion (package.json's version). */
  version: string;
}

export const API_PORT = 8080;
export const HEALTH_PORT = 8081;
export const REDIS_PORT = 6379;
export const REDIS_UID = 999; // the `redis` user of the official image

/*
 * A terminating API Pod keeps receiving requests until every node's kube-proxy (and any ingress controller) has
 * seen its endpoint go: the preStop sleep holds SIGTERM back for that long (exec, not the `sleep` lifecycle action,
 * which needs Kubernetes 1.30+; the image is Debian, so /bin/sleep exists). Then the process drains on its own
 * (bin/montage.ts: MONTAGE_SHUTDOWN_DELAY_SECONDS, 5 s in cluster mode, then up to 10 s for requests in flight and
 * 10 s to stop), so the grace period covers 5 + 5 + 20 = 30 s with room to spare.
 */
export const API_PRESTOP_SLEEP_SECONDS = 5;
export const API_TERMINATION_GRACE_PERIOD_SECONDS = 45;

type Component = 'api' | 'controller' | 'render-job' | 'redis' | 'keys' | 'network-policy';

export function selectorLabels(release: Release, component: Component): Record<string, string> {
  return { 'app.kubernetes.io/name': 'montage', 'app.kubernetes.io/instance': release.name, 'app.kubernetes.io/component': component };
}

/** Labels of every object (Helm adds helm.sh/chart and managed-by: Helm, which the comparison leaves out). */
export function labels(release: Release, component: Component): Record<string, string> {
  return { ...selectorLabels(release, component), 'app.kubernetes.io/part-of': 'montage', 'app.kubernetes.io/version': release.version };
}

export const names = (release: Release) => ({
  api: `${release.name}-api`,
  controller: `${release.name}-controller`,
  renderJob: `${release.name}-render-job`,
  redis: `${release.name}-redis`,
  keysSecret: `${release.name}-api-keys`,
});

function meta(release: Release, name: string, component: Component, extra: { annotations?: Record<string, string> } = {}) {
  return { name, namespace: release.namespace, labels: labels(release, component), ...extra };
}

const image = (repository: string, tag: string, release: Release) => `${repository}:${tag || release.version}`;

/** JSON with keys sorted at every level, as Helm's toJson writes maps. */
export function sortedJson(value: unknown): string {
  const sort = (v: unknown): unknown =>
    Array.isArray(v) ? v.map(sort) : v && typeof v === 'object' ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, sort((v as Record<string, unknown>)[k])])) : v;
  return JSON.stringify(sort(value));
}

const nonEmpty = (v: object) => Object.keys(v).length > 0;

/**
 * Where a Deployment's Pods may run. With spreadAcrossNodes, replicas prefer different nodes (preferred, not
 * required: a one-node cluster still runs them all), so one node going down takes one replica, which is what the
 * PodDisruptionBudget assumes; an `affinity` that sets podAntiAffinity itself replaces this default.
 */
function scheduling(
  v: { nodeSelector: Record<string, string>; tolerations: unknown[]; affinity?: Record<string, unknown>; spreadAcrossNodes?: boolean },
  release: Release,
  component: Component,
): Partial<V1PodSpec> {
  const affinity: Record<string, unknown> = { ...(v.affinity ?? {}) };
  if (v.spreadAcrossNodes && !('podAntiAffinity' in affinity)) {
    affinity.podAntiAffinity = {
      preferredDuringSchedulingIgnoredDuringExecution: [
        { weight: 100, podAffinityTerm: { topologyKey: 'kubernetes.io/hostname', labelSelector: { matchLabels: selectorLabels(release, component) } } },
      ],
    };
  }
  return {
    ...(nonEmpty(v.nodeSelector) ? { nodeSelector: v.nodeSelector } : {}),
    ...(v.tolerations.length ? { tolerations: v.tolerations as V1PodSpec['tolerations'] } : {}),
    ...(nonEmpty(affinity) ? { affinity: affinity as V1PodSpec['affinity'] } : {}),
  };
}

const httpProbe = (path: string, port: string, periodSeconds: number, failureThreshold: number): V1Probe => ({
  httpGet: { path, port },
  periodSeconds,
  timeoutSeconds: 2,
  failureThreshold,
});

/** The plain S3 settings; the credentials come from the Secret (envFrom). */
function s3Env(values: Values): Record<string, string> {
  const s3 = values.s3;
  return {
    S3_REGION: s3.region,
    S3_BUCKET: s3.bucket,
    S3_FORCE_PATH_STYLE: String(s3.forcePathStyle),
    ...(s3.endpoint ? { S3_ENDPOINT: s3.endpoint } : {}),
    ...(s3.publicEndpoint ? { S3_PUBLIC_ENDPOINT: s3.publicEndpoint } : {}),
  };
}

const plain = (env: Record<string, string>): V1EnvVar[] => Object.entries(env).map(([name, value]) => ({ name, value }));
const fieldRef = (name: string, fieldPath: string): V1EnvVar => ({ name, valueFrom: { fieldRef: { fieldPath } } });

function redisUrl(values: Values, release: Release): V1EnvVar {
  const r = values.redis;
  const set = [r.url, r.existingSecret, r.trial.enabled ? 'trial' : ''].filter(Boolean).length;
  if (set !== 1) throw new Error('set exactly one of redis.url, redis.existingSecret and redis.trial.enabled');
  if (r.existingSecret) return { name: 'REDIS_URL', valueFrom: { secretKeyRef: { name: r.existingSecret, key: 'REDIS_URL' } } };
  return { name: 'REDIS_URL', value: r.url || `redis://${names(release).redis}:${REDIS_PORT}` };
}

function podSpec(values: Values, spec: Omit<V1PodSpec, 'containers'> & { containers: V1Container[] }): V1PodSpec {
  return {
    ...(values.imagePullSecrets.length ? { imagePullSecrets: values.imagePullSecrets } : {}),
    enableServiceLinks: false,
    ...spec,
  };
}

function container(values: Values, release: Release, c: V1Container): V1Container {
  return {
    image: image(values.image.repository, values.image.tag, release),
    imagePullPolicy: values.image.pullPolicy,
    ...c,
    securityContext: { ...RESTRICTED_CONTAINER_SECURITY_CONTEXT },
    volumeMounts: [{ name: 'tmp', mountPath: '/tmp' }],
  };
}

function webhookEnv(values: Values): Record<string, string> {
  return values.webhooks.allowedHosts.length ? { MONTAGE_WEBHOOK_ALLOWED_HOSTS: values.webhooks.allowedHosts.join(',') } : {};
}

const tmpVolume = { name: 'tmp', emptyDir: { sizeLimit: '256Mi' } };

function apiDeployment(values: Values, release: Release): V1Deployment {
  const n = names(release);
  const v = values.api;
  const env: V1EnvVar[] = [
    ...plain({ MONTAGE_MODE: 'cluster', HOST: '0.0.0.0', PORT: String(API_PORT), LOG_LEVEL: values.logLevel }),
    fieldRef('MONTAGE_NAMESPACE', 'metadata.namespace'),
    ...plain({
      MONTAGE_KEYS_SECRET: n.keysSecret,
      ...(values.publicUrl ? { MONTAGE_PUBLIC_URL: values.publicUrl } : {}),
      MONTAGE_RATE_LIMIT: String(v.rateLimit.requests),
      MONTAGE_RATE_LIMIT_WINDOW_SECONDS: String(v.rateLimit.windowSeconds),
      MONTAGE_URL_TTL_SECONDS: String(v.urlTtlSeconds),
      ...webhookEnv(values),
      ...s3Env(values),
    }),
    redisUrl(values, release),
    ...plain(Object.fromEntries(Object.keys(v.env).sort().map((k) => [k, v.env[k]!]))),
  ];
  return {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: meta(release, n.api, 'api'),
    spec: {
      replicas: v.replicas,
      selector: { matchLabels: selectorLabels(release, 'api') },
      template: {
        metadata: { labels: labels(release, 'api') },
        spec: podSpec(values, {
          serviceAccountName: n.api,
          automountServiceAccountToken: true,
          terminationGracePeriodSeconds: API_TERMINATION_GRACE_PERIOD_SECONDS,
          securityContext: { ...RESTRICTED_POD_SECURITY_CONTEXT },
          ...scheduling(v, release, 'api'),
          containers: [
            container(values, release, {
              name: 'api',
              args: ['api'],
              ports: [{ name: 'http', containerPort: API_PORT, protocol: 'TCP' }],
              env,
              envFrom: [{ secretRef: { name: values.s3.existingSecret } }],
              startupProbe: httpProbe('/healthz', 'http', 2, 60),
              livenessProbe: httpProbe('/healthz', 'http', 20, 3),
              readinessProbe: httpProbe('/readyz', 'http', 10, 3),
              lifecycle: { preStop: { exec: { command: ['sleep', String(API_PRESTOP_SLEEP_SECONDS)] } } },
              resources: v.resources as V1Container['resources'],
            }),
          ],
          volumes: [tmpVolume],
        }),
      },
    },
  };
}

function controllerDeployment(values: Values, release: Release): V1Deployment {
  const n = names(release);
  const v = values.controller;
  const jobs = values.jobs;
  const env: V1EnvVar[] = [
    ...plain({ MONTAGE_MODE: 'cluster', HOST: '0.0.0.0', MONTAGE_HEALTH_PORT: String(HEALTH_PORT), LOG_LEVEL: values.logLevel }),
    fieldRef('MONTAGE_NAMESPACE', 'metadata.namespace'),
    fieldRef('POD_NAME', 'metadata.name'),
    ...plain({
      MONTAGE_LEASE_DURATION_SECONDS: String(v.leaseDurationSeconds),
      // Webhook payloads carry asset URLs and signed download URLs, as the API's answers do.
      ...(values.publicUrl ? { MONTAGE_PUBLIC_URL: values.publicUrl } : {}),
      MONTAGE_URL_TTL_SECONDS: String(values.api.urlTtlSeconds),
      ...webhookEnv(values),
      MONTAGE_EXPORT_RETENTION_HOURS: String(v.exportRetentionHours),
      MONTAGE_RENDER_RETENTION_HOURS: String(v.renderRetentionHours),
      MONTAGE_PROMPT_HISTORY_LIMIT: String(v.promptHistoryLimit),
      MONTAGE_RENDER_WORKERS: String(v.renderWorkers),
      MONTAGE_CHUNK_THRESHOLD: String(v.chunkThreshold),
      MONTAGE_RENDER_CACHE_MB: String(v.renderCacheMB),
      MONTAGE_RENDER_CACHE_SWEEP_SECONDS: String(v.renderCacheSweepSeconds),
      ...s3Env(values),
      MONTAGE_JOB_IMAGE: image(jobs.image.repository || values.image.repository, jobs.image.tag || values.image.tag, release),
      MONTAGE_JOB_IMAGE_PULL_POLICY: values.image.pullPolicy,
      MONTAGE_JOB_SERVICE_ACCOUNT: n.renderJob,
      // Render Pods get no S3 settings or keys (presigned URLs instead): only the admin's extra Secret, if any.
      ...(jobs.extraEnvSecret ? { MONTAGE_JOB_ENV_SECRET: jobs.extraEnvSecret } : {}),
      MONTAGE_JOB_RESOURCES: sortedJson(jobs.resources),
      ...(nonEmpty(jobs.nodeSelector) ? { MONTAGE_JOB_NODE_SELECTOR: sortedJson(jobs.nodeSelector) } : {}),
      ...(jobs.tolerations.length ? { MONTAGE_JOB_TOLERATIONS: sortedJson(jobs.tolerations) } : {}),
      MONTAGE_JOB_CONCURRENCY: String(jobs.concurrency),
      MONTAGE_JOB_BACKOFF_LIMIT: String(jobs.backoffLimit),
      MONTAGE_JOB_TTL_SECONDS: String(jobs.ttlSecondsAfterFinished),
      MONTAGE_JOB_SCRATCH_SIZE: jobs.scratchSize,
      MONTAGE_PROMPT_DEADLINE_SECONDS: String(jobs.promptDeadlineSeconds),
      MONTAGE_EXPORT_DEADLINE_SECONDS: String(jobs.exportDeadlineSeconds),
    }),
  ];
  return {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: meta(release, n.controller, 'controller'),
    spec: {
      replicas: v.replicas,
      selector: { matchLabels: selectorLabels(release, 'controller') },
      template: {
        metadata: { labels: labels(release, 'controller') },
        spec: podSpec(values, {
          serviceAccountName: n.controller,
          automountServiceAccountToken: true,
          securityContext: { ...RESTRICTED_POD_SECURITY_CONTEXT },
          ...scheduling(v, release, 'controller'),
          containers: [
            container(values, release, {
              name: 'controller',
              args: ['controller'],
              ports: [{ name: 'health', containerPort: HEALTH_PORT, protocol: 'TCP' }],
              env,
              envFrom: [{ secretRef: { name: values.s3.existingSecret } }],
              startupProbe: httpProbe('/healthz', 'health', 2, 60),
              livenessProbe: httpProbe('/healthz', 'health', 20, 3),
              readinessProbe: httpProbe('/readyz', 'health', 10, 3),
              resources: v.resources as V1Container['resources'],
            }),
          ],
          volumes: [tmpVolume],
        }),
      },
    },
  };
}

function pdb(release: Release, name: string, component: Component, maxUnavailable: number | string): V1PodDisruptionBudget {
  return {
    apiVersion: 'policy/v1',
    kind: 'PodDisruptionBudget',
    metadata: meta(release, name, component),
    spec: { maxUnavailable, selector: { matchLabels: selectorLabels(release, component) } },
  };
}

function serviceAccount(release: Release, name: string, component: Component): V1ServiceAccount {
  // No token by default; the API and controller Pods ask for theirs.
  return { apiVersion: 'v1', kind: 'ServiceAccount', metadata: meta(release, name, component), automountServiceAccountToken: false };
}

function role(release: Release, name: string, component: Component, rules: V1Role['rules']): [V1Role, V1RoleBinding] {
  return [
    { apiVersion: 'rbac.authorization.k8s.io/v1', kind: 'Role', metadata: meta(release, name, component), rules },
    {
      apiVersion: 'rbac.authorization.k8s.io/v1',
      kind: 'RoleBinding',
      metadata: meta(release, name, component),
      roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'Role', name },
      subjects: [{ kind: 'ServiceAccount', name, namespace: release.namespace }],
    },
  ];
}

function redisObjects(values: Values, release: Release): [V1Deployment, V1Service] {
  const n = names(release);
  const r = values.redis.trial;
  return [
    {
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      metadata: meta(release, n.redis, 'redis'),
      spec: {
        replicas: 1,
        strategy: { type: 'Recreate' },
        selector: { matchLabels: selectorLabels(release, 'redis') },
        template: {
          metadata: { labels: labels(release, 'redis') },
          spec: podSpec(values, {
            automountServiceAccountToken: false,
            securityContext: { ...RESTRICTED_POD_SECURITY_CONTEXT, runAsUser: REDIS_UID, runAsGroup: REDIS_UID, fsGroup: REDIS_UID },
            containers: [
              {
                name: 'redis',
                image: r.image,
                imagePullPolicy: 'IfNotPresent',
                // Rate-limit counters only: nothing is persisted.
                args: ['--save', '', '--appendonly', 'no', '--protected-mode', 'no'],
                ports: [{ name: 'redis', containerPort: REDIS_PORT, protocol: 'TCP' }],
                livenessProbe: { tcpSocket: { port: 'redis' }, periodSeconds: 20 },
                readinessProbe: { tcpSocket: { port: 'redis' }, periodSeconds: 10 },
                resources: r.resources as V1Container['resources'],
                securityContext: { ...RESTRICTED_CONTAINER_SECURITY_CONTEXT },
                volumeMounts: [{ name: 'data', mountPath: '/data' }],
              },
            ],
            volumes: [{ name: 'data', emptyDir: { sizeLimit: '256Mi' } }],
          }),
        },
      },
    },
    {
      apiVersion: 'v1',
      kind: 'Service',
      metadata: meta(release, n.redis, 'redis'),
      spec: { type: 'ClusterIP', selector: selectorLabels(release, 'redis'), ports: [{ name: 'redis', port: REDIS_PORT, targetPort: 'redis', protocol: 'TCP' }] },
    },
  ];
}

function ingress(values: Values, release: Release): V1Ingress {
  const i = values.ingress;
  return {
    apiVersion: 'networking.k8s.io/v1',
    kind: 'Ingress',
    metadata: meta(release, names(release).api, 'api', nonEmpty(i.annotations) ? { annotations: i.annotations } : {}),
    spec: {
      ...(i.className ? { ingressClassName: i.className } : {}),
      ...(i.tls.enabled ? { tls: [{ hosts: [i.host], secretName: i.tls.secretName || `${release.name}-tls` }] } : {}),
      rules: [
        {
          host: i.host,
          http: { paths: [{ path: '/', pathType: 'Prefix', backend: { service: { name: names(release).api, port: { name: 'http' } } } }] },
        },
      ],
    },
  };
}

function networkPolicies(values: Values, release: Release): V1NetworkPolicy[] {
  const policy = (name: string, component: Component, spec: V1NetworkPolicy['spec']): V1NetworkPolicy => ({
    apiVersion: 'networking.k8s.io/v1',
    kind: 'NetworkPolicy',
    metadata: meta(release, name, component),
    spec,
  });
  const from = values.networkPolicy.apiFrom;
  return [
    // Every Montage Pod (render Jobs included, which carry app.kubernetes.io/name=montage): no ingress but what
    // the policies below allow. Egress is left open: S3, the Kubernetes API and an LLM endpoint are site-specific.
    policy(`${release.name}-default-deny`, 'network-policy', { podSelector: { matchLabels: { 'app.kubernetes.io/name': 'montage' } }, policyTypes: ['Ingress'] }),
    policy(`${names(release).api}-ingress`, 'api', {
      podSelector: { matchLabels: selectorLabels(release, 'api') },
      policyTypes: ['Ingress'],
      // client-node names the field `_from`; the manifest's is `from`.
      ingress: [{ ...(from.length ? { from } : {}), ports: [{ port: API_PORT, protocol: 'TCP' }] } as never],
    }),
    ...(values.redis.trial.enabled
      ? [
          policy(`${names(release).redis}-ingress`, 'redis', {
            podSelector: { matchLabels: selectorLabels(release, 'redis') },
            policyTypes: ['Ingress'],
            ingress: [{ from: [{ podSelector: { matchLabels: selectorLabels(release, 'api') } }], ports: [{ port: REDIS_PORT, protocol: 'TCP' }] } as never],
          }),
        ]
      : []),
  ];
}

const DNS_EGRESS = { ports: [{ port: 53, protocol: 'UDP' }, { port: 53, protocol: 'TCP' }] };
type EgressRule = NonNullable<NonNullable<V1NetworkPolicy['spec']>['egress']>[number];

/**
 * Render Job Pods (labelled by runner/kubernetes/kubernetes-runner.ts) accept no connection at all, and open only
 * DNS (port 53, to any address: node-local caches differ per cluster) and what `networkPolicy.renderJobs.egress`
 * allows (object storage). They need nothing else: no Kubernetes API (they have no token), no other Montage Pod.
 */
function renderJobNetworkPolicy(values: Values, release: Release): V1NetworkPolicy {
  return {
    apiVersion: 'networking.k8s.io/v1',
    kind: 'NetworkPolicy',
    metadata: meta(release, `${release.name}-render-jobs`, 'render-job'),
    spec: {
      podSelector: { matchLabels: { 'app.kubernetes.io/name': 'montage', 'app.kubernetes.io/component': 'render-job' } },
      policyTypes: ['Ingress', 'Egress'],
      egress: [DNS_EGRESS, ...(values.networkPolicy.renderJobs.egress as EgressRule[])],
    },
  };
}

/**
 * The API and controller Pods open only DNS and what `networkPolicy.services.egress` allows (by default the ports of
 * the Kubernetes API, S3 and Redis to any address but link-local): no cloud metadata endpoint, no arbitrary port.
 */
function servicesEgressNetworkPolicy(values: Values, release: Release): V1NetworkPolicy {
  return {
    apiVersion: 'networking.k8s.io/v1',
    kind: 'NetworkPolicy',
    metadata: meta(release, `${release.name}-services-egress`, 'network-policy'),
    spec: {
      podSelector: {
        matchLabels: { 'app.kubernetes.io/name': 'montage', 'app.kubernetes.io/instance': release.name },
        matchExpressions: [{ key: 'app.kubernetes.io/component', operator: 'In', values: ['api', 'controller'] }],
      },
      policyTypes: ['Egress'],
      egress: [DNS_EGRESS, ...(values.networkPolicy.services.egress as EgressRule[])],
    },
  };
}

/** Every object `helm template` renders for these values (CRDs aside: they are in the chart's crds/). */
export function montageObjects(values: Values, release: Release): object[] {
  const n = names(release);
  const keysSecret: V1Secret = {
    apiVersion: 'v1',
    kind: 'Secret',
    // Helm keeps it on uninstall and the chart carries existing entries over on upgrade (templates/keys-secret.yaml).
    metadata: meta(release, n.keysSecret, 'keys', { annotations: { 'helm.sh/resource-policy': 'keep' } }),
    type: 'Opaque',
  };
  return [
    serviceAccount(release, n.api, 'api'),
    serviceAccount(release, n.controller, 'controller'),
    serviceAccount(release, n.renderJob, 'render-job'),
    keysSecret,
    ...role(release, n.api, 'api', resolveRules(API_RULES, { keysSecret: n.keysSecret })),
    ...role(release, n.controller, 'controller', resolveRules(CONTROLLER_RULES, { keysSecret: n.keysSecret })),
    apiDeployment(values, release),
    {
      apiVersion: 'v1',
      kind: 'Service',
      metadata: meta(release, n.api, 'api'),
      spec: { type: values.api.service.type, selector: selectorLabels(release, 'api'), ports: [{ name: 'http', port: values.api.service.port, targetPort: 'http', protocol: 'TCP' }] },
    } satisfies V1Service,
    ...(values.api.podDisruptionBudget.enabled ? [pdb(release, n.api, 'api', values.api.podDisruptionBudget.maxUnavailable)] : []),
    controllerDeployment(values, release),
    ...(values.controller.podDisruptionBudget.enabled ? [pdb(release, n.controller, 'controller', values.controller.podDisruptionBudget.maxUnavailable)] : []),
    ...(values.redis.trial.enabled ? redisObjects(values, release) : []),
    ...(values.ingress.enabled ? [ingress(values, release)] : []),
    ...(values.networkPolicy.enabled ? networkPolicies(values, release) : []),
    ...(values.networkPolicy.renderJobs.enabled ? [renderJobNetworkPolicy(values, release)] : []),
    ...(values.networkPolicy.services.enabled ? [servicesEgressNetworkPolicy(values, release)] : []),
  ];
}

/** The same objects as a cdk8s chart (deploy/montage.yaml is its synthesis with the default values). */
export class MontageWorkloads extends Chart {
  constructor(scope: Construct, id: string, values: Values, release: Release) {
    super(scope, id, { disableResourceNameHashes: true });
    montageObjects(values, release).forEach((object, i) => new ApiObject(this, `o${i}`, object as never));
  }
}
