import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments, stringify } from 'yaml';
import { packageVersion } from '../../cdk8s/chart-files.js';
import { DEFAULT_VALUES, mergeValues, Values } from '../../cdk8s/values.js';
import { montageObjects } from '../../cdk8s/workloads.js';
import { testEnv } from '../env/test-env.js';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const chartDir = join(root, 'charts', 'montage');

/** Helm and kubectl built by test/env/build-binaries.sh, against the test control plane, with a private Helm home. */
const home = mkdtempSync(join(tmpdir(), 'montage-helm-'));
const toolEnv = () => ({
  ...process.env,
  KUBECONFIG: testEnv().kubeconfigPath,
  HELM_CACHE_HOME: join(home, 'cache'),
  HELM_CONFIG_HOME: join(home, 'config'),
  HELM_DATA_HOME: join(home, 'data'),
});

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

export function run(file: string, args: string[], stdin?: string): Promise<Run> {
  return new Promise((resolvePromise) => {
    const child = execFile(file, args, { env: toolEnv(), maxBuffer: 64 * 1024 * 1024 }, (err, stdout, stderr) => {
      resolvePromise({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
    if (stdin !== undefined) child.stdin!.end(stdin);
  });
}

export const helm = (args: string[]) => run(testEnv().binaries.helm, args);
export const kubectl = (args: string[], stdin?: string) => run(testEnv().binaries.kubectl, args, stdin);

/** A values file for `-f`. */
export function valuesFile(values: object): string {
  const file = join(mkdtempSync(join(home, 'values-')), 'values.yaml');
  writeFileSync(file, stringify(values));
  return file;
}

/** `helm template` of the chart: the rendered text (throws with Helm's message on failure). */
export async function template(release: string, namespace: string, values: object = {}, extra: string[] = []): Promise<string> {
  const result = await helm(['template', release, chartDir, '--namespace', namespace, '-f', valuesFile(values), ...extra]);
  if (result.code !== 0) throw new Error(`helm template failed: ${result.stderr}`);
  return result.stdout;
}

export type K8sObject = { apiVersion: string; kind: string; metadata: { name: string; namespace?: string; labels?: Record<string, string>; annotations?: Record<string, string> }; [key: string]: unknown };

export function parseManifests(text: string): K8sObject[] {
  return parseAllDocuments(text)
    .map((doc) => doc.toJS() as K8sObject | null)
    .filter((o): o is K8sObject => o !== null);
}

/** The values Helm uses: the defaults with these merged in (as Helm merges), validated by the same schema. */
export function effectiveValues(overrides: object): Values {
  return Values.parse(mergeValues(DEFAULT_VALUES, overrides));
}

/** What cdk8s/workloads.ts says `helm template` must render for these values. */
export function expectedObjects(release: string, namespace: string, overrides: object): K8sObject[] {
  return montageObjects(effectiveValues(overrides), { name: release, namespace, version: packageVersion() }) as K8sObject[];
}

/** Labels only Helm adds (the plain manifest is not managed by Helm). */
const HELM_LABELS = ['helm.sh/chart', 'app.kubernetes.io/managed-by'];

/** A comparable form: Helm-only labels dropped, objects keyed and sorted by kind and name. */
export function normalize(objects: K8sObject[]): Record<string, unknown> {
  const strip = (o: K8sObject): K8sObject => {
    const labels = Object.fromEntries(Object.entries(o.metadata.labels ?? {}).filter(([k]) => !HELM_LABELS.includes(k)));
    return JSON.parse(JSON.stringify({ ...o, metadata: { ...o.metadata, labels } })) as K8sObject;
  };
  return Object.fromEntries(objects.map((o) => [`${o.kind}/${o.metadata.name}`, strip(o)]).sort(([a], [b]) => String(a).localeCompare(String(b))));
}

/**
 * Value sets the suites render, install and dry-run: the defaults, and ones that switch on or change every option.
 */
export const VALUE_SETS: Record<string, object> = {
  defaults: {},
  everything: {
    image: { repository: 'registry.example.com/montage', tag: '1.2.3', pullPolicy: 'Always' },
    imagePullSecrets: [{ name: 'regcred' }],
    publicUrl: 'https://montage.example.com',
    logLevel: 'debug',
    api: {
      replicas: 3,
      resources: { requests: { cpu: '200m', memory: '300Mi' }, limits: { cpu: 2, memory: '1Gi' } },
      rateLimit: { requests: 100, windowSeconds: 10 },
      urlTtlSeconds: 600,
      env: { MONTAGE_OAUTH_ISSUER: 'https://id.example.com/realms/montage', MONTAGE_MCP_ALLOWED_ORIGINS: 'https://console.example.com' },
      service: { type: 'LoadBalancer', port: 8443 },
      podDisruptionBudget: { enabled: true, maxUnavailable: '50%' },
      nodeSelector: { 'kubernetes.io/os': 'linux' },
      tolerations: [{ key: 'dedicated', operator: 'Equal', value: 'web', effect: 'NoSchedule' }],
      affinity: { podAntiAffinity: { preferredDuringSchedulingIgnoredDuringExecution: [{ weight: 100, podAffinityTerm: { topologyKey: 'kubernetes.io/hostname', labelSelector: { matchLabels: { 'app.kubernetes.io/component': 'api' } } } }] } },
    },
    ingress: { enabled: true, className: 'nginx', host: 'montage.example.com', annotations: { 'nginx.ingress.kubernetes.io/proxy-body-size': '200m' }, tls: { enabled: true, secretName: 'montage-tls' } },
    controller: { replicas: 2, leaseDurationSeconds: 10, exportRetentionHours: 720, renderRetentionHours: 168, promptHistoryLimit: 200, podDisruptionBudget: { enabled: true, maxUnavailable: 1 } },
    jobs: {
      image: { repository: 'registry.example.com/montage-engine', tag: '1.2.3-gpu' },
      resources: { requests: { cpu: '2', memory: '2Gi' }, limits: { cpu: 4, memory: '4Gi' } },
      nodeSelector: { 'montage.dev/render': 'true' },
      tolerations: [{ key: 'render', operator: 'Exists', effect: 'NoSchedule' }],
      concurrency: 8,
      backoffLimit: 2,
      ttlSecondsAfterFinished: 600,
      scratchSize: '10Gi',
      promptDeadlineSeconds: 300,
      exportDeadlineSeconds: 1800,
      extraEnvSecret: 'montage-llm',
    },
    s3: { existingSecret: 'object-store', endpoint: 'https://s3.internal.example.com', publicEndpoint: 'https://media.example.com', region: 'eu-west-1', bucket: 'videos', forcePathStyle: false },
    redis: { url: 'redis://redis.cache.svc:6379/2', trial: { enabled: false } },
    webhooks: { allowedHosts: ['hooks.internal', '10.8.0.0/16'] },
    networkPolicy: {
      enabled: true,
      apiFrom: [{ namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'ingress-nginx' } } }],
      // Object storage inside the cluster (a MinIO) and an external S3 on 443 outside the cluster's own ranges.
      renderJobs: {
        egress: [
          { to: [{ namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'storage' } }, podSelector: { matchLabels: { app: 'minio' } } }], ports: [{ protocol: 'TCP', port: 9000 }] },
          { to: [{ ipBlock: { cidr: '0.0.0.0/0', except: ['10.0.0.0/8', '169.254.0.0/16'] } }], ports: [{ protocol: 'TCP', port: 443 }] },
        ],
      },
    },
  },
  'redis-secret-no-pdb': {
    controller: { replicas: 2, podDisruptionBudget: { enabled: false, maxUnavailable: 1 } },
    api: { replicas: 1, podDisruptionBudget: { enabled: false, maxUnavailable: 1 } },
    redis: { existingSecret: 'redis-url', trial: { enabled: false } },
    networkPolicy: { enabled: true, renderJobs: { enabled: false } },
  },
  'trial-redis-network-policy': {
    networkPolicy: { enabled: true },
    ingress: { enabled: true },
  },
};
