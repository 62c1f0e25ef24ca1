import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CustomObjectsApi, PatchStrategy, setHeaderOptions } from '@kubernetes/client-node';
import { newId, objectNameForId } from '../../model/ids.js';
import { API_GROUP, API_VERSION, LABELS } from '../../model/kinds.js';
import { createTestNamespace, kubeConfig, testEnv } from '../env/test-env.js';

const group = API_GROUP;
const version = API_VERSION;
const plural = 'projects';

function project(name: string, id = newId('project')) {
  return {
    apiVersion: `${group}/${version}`,
    kind: 'Project',
    metadata: { name: objectNameForId(id), labels: { [LABELS.id]: id, [LABELS.tenant]: 'alice' } },
    spec: { id, tenant: 'alice', createdAt: new Date().toISOString(), name, description: null, settings: { fps: 30 }, activeExportId: null },
  };
}

describe('Project custom resources on the real kube-apiserver', () => {
  const api = kubeConfig().makeApiClient(CustomObjectsApi);
  let namespace: string;
  let remove: () => Promise<void>;
  beforeAll(async () => {
    ({ name: namespace, remove } = await createTestNamespace('crd'));
  });
  afterAll(() => remove());

  it('installs every generated CRD', () => {
    expect(testEnv().crds.sort()).toEqual(['assets.montage.dev', 'batches.montage.dev', 'chapters.montage.dev', 'exports.montage.dev', 'projects.montage.dev', 'prompts.montage.dev', 'webhookdeliveries.montage.dev', 'webhooks.montage.dev']);
  });

  it('creates, reads and lists a Project by label', async () => {
    const body = project('Launch');
    const created = (await api.createNamespacedCustomObject({ group, version, namespace, plural, body })) as typeof body & { metadata: { resourceVersion: string } };
    expect(created.metadata.resourceVersion).toBeTruthy();
    const read = (await api.getNamespacedCustomObject({ group, version, namespace, plural, name: body.metadata.name })) as typeof body;
    expect(read.spec).toEqual(body.spec);
    await api.createNamespacedCustomObject({ group, version, namespace, plural, body: { ...project('Other'), metadata: { ...project('x').metadata, labels: { [LABELS.tenant]: 'bob' } } } });
    const listed = (await api.listNamespacedCustomObject({ group, version, namespace, plural, labelSelector: `${LABELS.tenant}=alice` })) as { items: typeof body[] };
    expect(listed.items.map((i) => i.spec.id)).toEqual([body.spec.id]);
  });

  it('patches status through the status subresource, which ignores spec changes', async () => {
    const body = project('Status');
    await api.createNamespacedCustomObject({ group, version, namespace, plural, body });
    const condition = { type: 'Ready', status: 'True', reason: 'Test', message: 'ok', lastTransitionTime: new Date().toISOString() };
    await api.patchNamespacedCustomObjectStatus(
      { group, version, namespace, plural, name: body.metadata.name, body: { spec: { name: 'Changed' }, status: { observedGeneration: 1, conditions: [condition] } } },
      setHeaderOptions('Content-Type', PatchStrategy.MergePatch),
    );
    const read = (await api.getNamespacedCustomObject({ group, version, namespace, plural, name: body.metadata.name })) as typeof body & { status: { conditions: unknown[] } };
    expect(read.status.conditions).toEqual([condition]);
    expect(read.spec.name).toBe('Status');
  });

  it('rejects a 31-character name server-side, from the generated schema', async () => {
    const err = await api.createNamespacedCustomObject({ group, version, namespace, plural, body: project('x'.repeat(31)) }).catch((e: unknown) => e);
    expect((err as { code?: number }).code).toBe(422);
    expect(String((err as { body?: unknown }).body)).toMatch(/spec\.name.*(30|too long)/s);
  });

  it('rejects an id that does not match the pattern', async () => {
    const bad = project('ok');
    bad.spec.id = 'prj_short';
    const err = await api.createNamespacedCustomObject({ group, version, namespace, plural, body: bad }).catch((e: unknown) => e);
    expect((err as { code?: number }).code).toBe(422);
  });
});
