import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CoreV1Api } from '@kubernetes/client-node';
import { PLAIN_RELEASE } from '../../cdk8s/synth.js';
import { createTestNamespace, kubeConfig } from '../env/test-env.js';
import { chartDir, expectedObjects, helm, kubectl, normalize, parseManifests, root, template, valuesFile, VALUE_SETS, type K8sObject } from './chart-tools.js';

/*
 * The chart as Helm sees it: lint, render with the default and non-default values, compare the render with the
 * objects cdk8s/workloads.ts specifies (deploy/montage.yaml is that synthesis with the defaults), let values.schema.json
 * refuse bad values, and have the real kube-apiserver validate every rendered object (server-side dry-run) in a
 * namespace that enforces the restricted Pod Security Standard.
 */

const sets = Object.entries(VALUE_SETS);

describe('helm lint and helm template', () => {
  it.each(sets)('`helm lint --strict` passes with the %s values', async (_name, values) => {
    const result = await helm(['lint', '--strict', chartDir, '-f', valuesFile(values)]);
    expect(result.stderr + result.stdout).toMatch(/1 chart\(s\) linted, 0 chart\(s\) failed/);
    expect(result.code).toBe(0);
  });

  it.each(sets)('`helm template` with the %s values renders exactly the objects cdk8s/workloads.ts specifies', async (_name, values) => {
    const rendered = parseManifests(await template('rel', 'ns-a', values));
    expect(normalize(rendered)).toEqual(normalize(expectedObjects('rel', 'ns-a', values)));
  });

  it('deploy/montage.yaml (the cdk8s synthesis) is what `helm template montage -n montage` renders with the defaults', async () => {
    const plain = parseManifests(readFileSync(join(root, 'deploy', 'montage.yaml'), 'utf8'));
    const rendered = parseManifests(await template(PLAIN_RELEASE.name, PLAIN_RELEASE.namespace));
    expect(normalize(plain)).toEqual(normalize(rendered));
    // Rolling restarts lose no request: SIGTERM waits for the endpoint to go, and the drain fits the grace period.
    const apiPod = (rendered.find((o) => o.kind === 'Deployment' && o.metadata.name === `${PLAIN_RELEASE.name}-api`) as K8sObject & { spec: any }).spec.template.spec;
    expect({ grace: apiPod.terminationGracePeriodSeconds, preStop: apiPod.containers[0].lifecycle?.preStop }).toEqual({ grace: 45, preStop: { exec: { command: ['sleep', '5'] } } });
    expect(rendered.map((o) => o.kind).sort()).toEqual(
      ['Deployment', 'Deployment', 'Deployment', 'NetworkPolicy', 'NetworkPolicy', 'PodDisruptionBudget', 'PodDisruptionBudget', 'Role', 'Role', 'RoleBinding', 'RoleBinding', 'Secret', 'Service', 'Service', 'ServiceAccount', 'ServiceAccount', 'ServiceAccount'].sort(),
    );
  });

  it("limits the API's and the controller's egress by default: DNS, and the Kubernetes API, S3 and Redis ports outside link-local", async () => {
    const rendered = parseManifests(await template('rel', 'ns-a'));
    const { spec } = rendered.find((o) => o.kind === 'NetworkPolicy' && o.metadata.name === 'rel-services-egress') as K8sObject & { spec: any };
    expect(spec.policyTypes).toEqual(['Egress']);
    expect(spec.egress).toEqual([
      { ports: [{ port: 53, protocol: 'UDP' }, { port: 53, protocol: 'TCP' }] },
      {
        to: [
          { ipBlock: { cidr: '0.0.0.0/0', except: ['169.254.0.0/16'] } },
          { ipBlock: { cidr: '::/0', except: ['fe80::/10', 'fd00:ec2::254/128'] } },
        ],
        ports: [443, 6443, 80, 9000, 6379].map((port) => ({ protocol: 'TCP', port })),
      },
    ]);
    // It selects exactly this release's API and controller Pods: not render Jobs (their own policy), not the trial Redis.
    const selects = (labels: Record<string, string>) =>
      Object.entries(spec.podSelector.matchLabels as Record<string, string>).every(([k, v]) => labels[k] === v) &&
      (spec.podSelector.matchExpressions as { key: string; values: string[] }[]).every((e) => e.values.includes(labels[e.key]!));
    const selected = (rendered.filter((o) => o.kind === 'Deployment') as (K8sObject & { spec: any })[])
      .filter((o) => selects(o.spec.template.metadata.labels))
      .map((o) => o.metadata.name)
      .sort();
    expect(selected).toEqual(['rel-api', 'rel-controller']);
  });

  it('limits render Job Pods by default: no ingress, egress only DNS and object storage ports outside link-local', async () => {
    const rendered = parseManifests(await template('rel', 'ns-a'));
    const policies = rendered.filter((o) => o.kind === 'NetworkPolicy') as (K8sObject & { spec: any })[];
    // The render Pods' policy and the services' egress: the ingress policies of networkPolicy.enabled stay off by default.
    expect(policies.map((o) => o.metadata.name).sort()).toEqual(['rel-render-jobs', 'rel-services-egress']);
    const { spec } = policies.find((o) => o.metadata.name === 'rel-render-jobs')!;
    // Exactly the labels the Kubernetes runner gives render Jobs' Pods (runner/kubernetes/kubernetes-runner.ts).
    expect(spec.podSelector).toEqual({ matchLabels: { 'app.kubernetes.io/name': 'montage', 'app.kubernetes.io/component': 'render-job' } });
    expect(spec.policyTypes).toEqual(['Ingress', 'Egress']);
    expect(spec.ingress).toBeUndefined();
    expect(spec.egress).toEqual([
      { ports: [{ port: 53, protocol: 'UDP' }, { port: 53, protocol: 'TCP' }] },
      {
        to: [
          { ipBlock: { cidr: '0.0.0.0/0', except: ['169.254.0.0/16'] } },
          { ipBlock: { cidr: '::/0', except: ['fe80::/10', 'fd00:ec2::254/128'] } },
        ],
        ports: [{ protocol: 'TCP', port: 443 }, { protocol: 'TCP', port: 80 }, { protocol: 'TCP', port: 9000 }],
      },
    ]);
    // The other Montage Pods are not selected by it: the API and the controller have their own (below).
    for (const o of rendered.filter((o) => o.kind === 'Deployment') as (K8sObject & { spec: any })[]) {
      expect(o.spec.template.metadata.labels['app.kubernetes.io/component']).not.toBe('render-job');
    }
    // Switched off, and with egress rules of one's own.
    const off = parseManifests(await template('rel', 'ns-a', { networkPolicy: { renderJobs: { enabled: false }, services: { enabled: false } } }));
    expect(off.some((o) => o.kind === 'NetworkPolicy')).toBe(false);
    const own = parseManifests(await template('rel', 'ns-a', VALUE_SETS.everything!));
    const egress = (own.find((o) => o.metadata.name === 'rel-render-jobs') as K8sObject & { spec: any }).spec.egress;
    expect(egress).toHaveLength(3);
    expect(egress[1].to[0].podSelector).toEqual({ matchLabels: { app: 'minio' } });
  });

  it('renders the non-default settings where the components read them', async () => {
    const objects = parseManifests(await template('rel', 'ns-a', VALUE_SETS.everything!));
    const find = (kind: string, name: string) => objects.find((o) => o.kind === kind && o.metadata.name === name) as K8sObject & { spec: any };
    const controller = find('Deployment', 'rel-controller');
    expect(controller.spec.replicas).toBe(2);
    // Replicas prefer different nodes by default; an affinity that sets podAntiAffinity itself (the API's here) wins.
    const antiAffinity = (d: { spec: any }) => d.spec.template.spec.affinity?.podAntiAffinity?.preferredDuringSchedulingIgnoredDuringExecution;
    expect(antiAffinity(controller)).toEqual([
      { weight: 100, podAffinityTerm: { topologyKey: 'kubernetes.io/hostname', labelSelector: { matchLabels: { 'app.kubernetes.io/name': 'montage', 'app.kubernetes.io/instance': 'rel', 'app.kubernetes.io/component': 'controller' } } } },
    ]);
    expect(antiAffinity(find('Deployment', 'rel-api'))[0].podAffinityTerm.labelSelector.matchLabels).toEqual({ 'app.kubernetes.io/component': 'api' });
    const env = Object.fromEntries((controller.spec.template.spec.containers[0].env as { name: string; value?: string }[]).map((e) => [e.name, e.value]));
    expect(env).toMatchObject({
      MONTAGE_JOB_IMAGE: 'registry.example.com/montage-engine:1.2.3-gpu',
      MONTAGE_JOB_CONCURRENCY: '8',
      MONTAGE_JOB_TTL_SECONDS: '600',
      MONTAGE_PROMPT_DEADLINE_SECONDS: '300',
      MONTAGE_EXPORT_DEADLINE_SECONDS: '1800',
      MONTAGE_EXPORT_RETENTION_HOURS: '720',
      MONTAGE_RENDER_RETENTION_HOURS: '168',
      MONTAGE_PROMPT_HISTORY_LIMIT: '200',
      // The S3 Secret is not among them: render Pods get presigned URLs, never keys.
      MONTAGE_JOB_ENV_SECRET: 'montage-llm',
      MONTAGE_JOB_SERVICE_ACCOUNT: 'rel-render-job',
      // Webhooks are sent by the controller: it needs the admin's allowed hosts and the URLs payloads carry.
      MONTAGE_WEBHOOK_ALLOWED_HOSTS: 'hooks.internal,10.8.0.0/16',
      MONTAGE_PUBLIC_URL: 'https://montage.example.com',
      MONTAGE_URL_TTL_SECONDS: '600',
    });
    const api = find('Deployment', 'rel-api');
    const apiEnv = Object.fromEntries((api.spec.template.spec.containers[0].env as { name: string; value?: string }[]).map((e) => [e.name, e.value]));
    expect(apiEnv.MONTAGE_WEBHOOK_ALLOWED_HOSTS).toBe('hooks.internal,10.8.0.0/16');
    expect(JSON.parse(env.MONTAGE_JOB_NODE_SELECTOR!)).toEqual({ 'montage.dev/render': 'true' });
    expect(JSON.parse(env.MONTAGE_JOB_TOLERATIONS!)).toEqual([{ key: 'render', operator: 'Exists', effect: 'NoSchedule' }]);
    expect(JSON.parse(env.MONTAGE_JOB_RESOURCES!)).toEqual({ requests: { cpu: '2', memory: '2Gi' }, limits: { cpu: 4, memory: '4Gi' } });
    expect(env.MONTAGE_JOB_ENV).toBeUndefined();
    expect(find('Ingress', 'rel-api').spec.tls).toEqual([{ hosts: ['montage.example.com'], secretName: 'montage-tls' }]);
    expect(objects.filter((o) => o.kind === 'NetworkPolicy').map((o) => o.metadata.name).sort()).toEqual(['rel-api-ingress', 'rel-default-deny', 'rel-render-jobs', 'rel-services-egress']);
    expect(objects.some((o) => o.metadata.name === 'rel-redis')).toBe(false);
  });

  it('fails with a clear message when Redis is configured twice or not at all', async () => {
    const both = await helm(['template', 'rel', chartDir, '--set', 'redis.url=redis://r:6379']);
    expect(both.code).not.toBe(0);
    expect(both.stderr).toMatch(/exactly one of redis.url, redis.existingSecret and redis.trial.enabled/);
    const none = await helm(['template', 'rel', chartDir, '--set', 'redis.trial.enabled=false']);
    expect(none.code).not.toBe(0);
  });
});

describe('values.schema.json', () => {
  it.each([
    ['a negative replica count', ['--set', 'api.replicas=-1'], /api.replicas|minimum/],
    ['a string where a number belongs', ['--set-string', 'controller.replicas=two'], /controller.replicas|integer/],
    ['an unknown key (a typo)', ['--set', 'api.replica=2'], /additional properties|replica/i],
    ['an unknown pull policy', ['--set', 'image.pullPolicy=Sometimes'], /pullPolicy/],
    ['a render concurrency of 0', ['--set', 'jobs.concurrency=0'], /concurrency/],
    ['a malformed scratch size', ['--set', 'jobs.scratchSize=lots'], /scratchSize/],
    ['a Redis URL without a scheme', ['--set', 'redis.url=localhost:6379,redis.trial.enabled=false'], /redis.url|pattern/],
    ['a render egress port of the wrong type', ['--set-json', 'networkPolicy.renderJobs.egress=[{"ports":[{"port":true}]}]'], /renderJobs|port/],
  ])('refuses %s', async (_what, args, message) => {
    const result = await helm(['template', 'rel', chartDir, ...(args as string[])]);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toMatch(/values don't meet the specifications of the schema/);
    expect(result.stderr).toMatch(message as RegExp);
  });
});

describe('every rendered object against the real kube-apiserver', () => {
  let namespace: { name: string; remove(): Promise<void> };
  beforeAll(async () => {
    namespace = await createTestNamespace('chart-dry-run');
    // The restricted Pod Security Standard, enforced: a Pod that breaks it is refused, a workload warned about.
    const labels = Object.fromEntries(['enforce', 'warn', 'audit'].map((mode) => [`pod-security.kubernetes.io/${mode}`, 'restricted']));
    await kubeConfig().makeApiClient(CoreV1Api).patchNamespace({ name: namespace.name, body: [{ op: 'add', path: '/metadata/labels', value: labels }] });
  });
  afterAll(() => namespace?.remove());

  it.each(sets)('accepts the %s render (server-side dry-run), with no Pod Security warning', async (_name, values) => {
    const rendered = await template('dry', namespace.name, values);
    const result = await kubectl(['apply', '--dry-run=server', '--namespace', namespace.name, '-f', '-'], rendered);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout.trim().split('\n')).toHaveLength(parseManifests(rendered).length);
  });

  it.each(sets)('admits the Pods of every workload of the %s render under the enforced restricted standard', async (_name, values) => {
    const objects = parseManifests(await template('dry', namespace.name, values));
    // Pods need their ServiceAccounts to exist (admission checks); those are created for real.
    const accounts = objects.filter((o) => o.kind === 'ServiceAccount');
    expect((await kubectl(['apply', '--namespace', namespace.name, '-f', '-'], accounts.map((a) => JSON.stringify(a)).join('\n'))).code).toBe(0);
    const workloads = objects.filter((o) => o.kind === 'Deployment') as (K8sObject & { spec: any })[];
    expect(workloads.length).toBeGreaterThanOrEqual(2);
    const pods = workloads.map((d) => ({ apiVersion: 'v1', kind: 'Pod', metadata: { name: `${d.metadata.name}-probe`, namespace: namespace.name, labels: d.spec.template.metadata.labels }, spec: d.spec.template.spec }));
    const result = await kubectl(['create', '--dry-run=server', '-o', 'name', '-f', '-'], pods.map((p) => JSON.stringify(p)).join('\n'));
    expect(result.stderr).toBe('');
    expect(result.stdout.trim().split('\n').sort()).toEqual(pods.map((p) => `pod/${p.metadata.name}`).sort());
  });

  it('refuses a Pod that breaks the standard (so the checks above are live)', async () => {
    const pod = { apiVersion: 'v1', kind: 'Pod', metadata: { name: 'rooted', namespace: namespace.name }, spec: { containers: [{ name: 'c', image: 'busybox' }] } };
    const result = await kubectl(['create', '--dry-run=server', '-o', 'name', '-f', '-'], JSON.stringify(pod));
    expect(result.code).not.toBe(0);
    expect(result.stderr).toMatch(/violates PodSecurity "restricted/);
  });
});
