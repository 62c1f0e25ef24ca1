import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CoreV1Api } from '@kubernetes/client-node';
import { createTestNamespace, kubeConfig } from '../env/test-env.js';
import { chartDir, helm, kubectl, parseManifests, root, run } from './chart-tools.js';

/*
 * test/e2e/kind-e2e.sh needs Docker and cannot run here. What can be checked without it: the script parses, the
 * chart accepts the settings it installs with, and its MinIO manifest is valid and admitted under the restricted
 * Pod Security Standard it runs in.
 */

const script = readFileSync(join(root, 'test', 'e2e', 'kind-e2e.sh'), 'utf8');

describe('the kind e2e assets (checked here; run where Docker is)', () => {
  let namespace: { name: string; remove(): Promise<void> };
  beforeAll(async () => {
    namespace = await createTestNamespace('e2e-assets');
    const labels = { 'pod-security.kubernetes.io/enforce': 'restricted', 'pod-security.kubernetes.io/warn': 'restricted' };
    await kubeConfig().makeApiClient(CoreV1Api).patchNamespace({ name: namespace.name, body: [{ op: 'add', path: '/metadata/labels', value: labels }] });
  });
  afterAll(() => namespace?.remove());

  it('kind-e2e.sh is valid bash', async () => {
    expect((await run('bash', ['-n', join(root, 'test', 'e2e', 'kind-e2e.sh')])).code).toBe(0);
  });

  it('the chart renders with the settings the script installs it with', async () => {
    const defaults: Record<string, string> = { IMAGE_REPO: 'montage', IMAGE_TAG: 'e2e', S3_PORT: '19000' };
    const sets = [...script.matchAll(/--set ([^\s\\]+)/g)].map((m) => m[1]!.replace(/\$\{?(\w+)\}?|"/g, (_all, name: string | undefined) => (name ? defaults[name]! : '')));
    expect(sets.length).toBeGreaterThanOrEqual(3);
    const result = await helm(['template', 'montage', chartDir, '--namespace', 'montage', ...sets.flatMap((s) => ['--set', s])]);
    expect(result.stderr).toBe('');
    const objects = parseManifests(result.stdout);
    const controller = objects.find((o) => o.kind === 'Deployment' && o.metadata.name === 'montage-controller') as { spec: { replicas: number } } | undefined;
    expect(controller?.spec.replicas).toBe(2);
    expect(objects.some((o) => o.kind === 'NetworkPolicy')).toBe(true);
    expect(objects.some((o) => o.metadata.name === 'montage-redis')).toBe(true);
  });

  it('test/e2e/minio.yaml is accepted by the kube-apiserver, its Pod under the enforced restricted standard', async () => {
    const text = readFileSync(join(root, 'test', 'e2e', 'minio.yaml'), 'utf8');
    const apply = await kubectl(['apply', '--dry-run=server', '--namespace', namespace.name, '-f', '-'], text);
    expect(apply.stderr).toBe('');
    expect(apply.code).toBe(0);
    const deployment = parseManifests(text).find((o) => o.kind === 'Deployment') as unknown as { spec: { template: { spec: unknown } } };
    const pod = { apiVersion: 'v1', kind: 'Pod', metadata: { name: 'minio-probe', namespace: namespace.name }, spec: deployment.spec.template.spec };
    const create = await kubectl(['create', '--dry-run=server', '-o', 'name', '-f', '-'], JSON.stringify(pod));
    expect(create.stderr).toBe('');
    expect(create.stdout.trim()).toBe('pod/minio-probe');
  });
});
