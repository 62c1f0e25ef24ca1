import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AuthorizationV1Api, CoreV1Api, RbacAuthorizationV1Api } from '@kubernetes/client-node';
import { API_RULES, CONTROLLER_RULES, KEYS_SECRET, RENDER_JOB_RULES, resolveRules, type PolicyRule } from '../../cdk8s/rbac.js';
import { API_GROUP, KINDS } from '../../model/kinds.js';
import { createTestNamespace, kubeConfig } from '../env/test-env.js';
import { chartDir, helm, kubectl, valuesFile } from './chart-tools.js';

/*
 * The chart's RBAC, installed for real (`helm install`), checked with impersonation: each ServiceAccount may do
 * exactly what cdk8s/rbac.ts grants (the same rules the chart was generated from) and nothing else — probed over a
 * matrix of resources × verbs × names × namespaces with SubjectAccessReviews, plus the cases an admin asks about
 * with `kubectl auth can-i --as`.
 */

const RELEASE = 'rel';
const KEYS = `${RELEASE}-api-keys`;
const VERBS = ['get', 'list', 'watch', 'create', 'update', 'patch', 'delete', 'deletecollection'];

interface Probe {
  group: string;
  resource: string;
  subresource?: string;
  namespaced: boolean;
  names?: string[];
}

const montage = Object.values(KINDS).flatMap((k): Probe[] => [
  { group: API_GROUP, resource: k.plural, namespaced: true },
  { group: API_GROUP, resource: k.plural, subresource: 'status', namespaced: true },
]);

/** What the probes cover: Montage's own resources and the ones an attacker holding a token would want. */
const PROBES: Probe[] = [
  ...montage,
  { group: '', resource: 'secrets', namespaced: true, names: [KEYS, 'other-secret', `${RELEASE}-s3`] },
  { group: '', resource: 'configmaps', namespaced: true },
  { group: '', resource: 'pods', namespaced: true },
  { group: '', resource: 'pods', subresource: 'log', namespaced: true },
  { group: '', resource: 'pods', subresource: 'exec', namespaced: true },
  { group: '', resource: 'services', namespaced: true },
  { group: '', resource: 'serviceaccounts', namespaced: true },
  { group: '', resource: 'serviceaccounts', subresource: 'token', namespaced: true, names: [`${RELEASE}-api`, `${RELEASE}-controller`] },
  { group: '', resource: 'events', namespaced: true },
  { group: '', resource: 'persistentvolumeclaims', namespaced: true },
  { group: '', resource: 'namespaces', namespaced: false },
  { group: '', resource: 'nodes', namespaced: false },
  { group: 'apps', resource: 'deployments', namespaced: true },
  { group: 'batch', resource: 'jobs', namespaced: true },
  { group: 'batch', resource: 'jobs', subresource: 'status', namespaced: true },
  { group: 'batch', resource: 'cronjobs', namespaced: true },
  { group: 'coordination.k8s.io', resource: 'leases', namespaced: true, names: ['montage-controller', 'other-lease'] },
  { group: 'events.k8s.io', resource: 'events', namespaced: true },
  { group: 'networking.k8s.io', resource: 'networkpolicies', namespaced: true },
  { group: 'rbac.authorization.k8s.io', resource: 'roles', namespaced: true },
  { group: 'rbac.authorization.k8s.io', resource: 'rolebindings', namespaced: true },
  { group: 'rbac.authorization.k8s.io', resource: 'clusterroles', namespaced: false },
  { group: 'rbac.authorization.k8s.io', resource: 'clusterrolebindings', namespaced: false },
  { group: 'apiextensions.k8s.io', resource: 'customresourcedefinitions', namespaced: false },
  { group: API_GROUP, resource: 'projects', namespaced: false }, // all namespaces at once
];

interface Attributes {
  group: string;
  resource: string;
  subresource?: string;
  verb: string;
  name?: string;
  namespace?: string;
}

/** RBAC's own matching, over the rules of a Role bound in `home`. */
function allowedByRules(rules: PolicyRule[], home: string, a: Attributes): boolean {
  if (a.namespace !== home) return false;
  const resource = a.subresource ? `${a.resource}/${a.subresource}` : a.resource;
  return rules.some(
    (r) =>
      r.apiGroups.includes(a.group) &&
      r.resources.includes(resource) &&
      r.verbs.includes(a.verb) &&
      (!r.resourceNames || (a.name !== undefined && r.resourceNames.includes(a.name))),
  );
}

function attributesOf(probe: Probe, namespaces: string[]): Attributes[] {
  const out: Attributes[] = [];
  for (const verb of VERBS) {
    for (const namespace of probe.namespaced ? namespaces : [undefined]) {
      for (const name of [undefined, ...(probe.names ?? [])]) {
        if (name && (verb === 'create' || verb === 'deletecollection')) continue; // not name-scoped in RBAC
        out.push({ group: probe.group, resource: probe.resource, subresource: probe.subresource, verb, name, namespace });
      }
    }
  }
  return out;
}

describe('RBAC of an installed release, checked with impersonation', () => {
  let namespace: { name: string; remove(): Promise<void> };
  const authz = kubeConfig().makeApiClient(AuthorizationV1Api);
  const sa = (name: string) => `system:serviceaccount:${namespace.name}:${RELEASE}-${name}`;

  /** A SubjectAccessReview for a ServiceAccount, with the groups every ServiceAccount has. */
  async function can(account: string, a: Attributes): Promise<boolean> {
    const review = await authz.createSubjectAccessReview({
      body: {
        spec: {
          user: sa(account),
          groups: ['system:serviceaccounts', `system:serviceaccounts:${namespace.name}`, 'system:authenticated'],
          resourceAttributes: { group: a.group, resource: a.resource, subresource: a.subresource, verb: a.verb, name: a.name, namespace: a.namespace },
        },
      },
    });
    return review.status?.allowed === true;
  }

  async function canI(account: string, args: string[]): Promise<boolean> {
    const result = await kubectl(['auth', 'can-i', `--as=${sa(account)}`, ...args]);
    return result.stdout.trim() === 'yes';
  }

  beforeAll(async () => {
    namespace = await createTestNamespace('chart-rbac');
    const install = await helm(['install', RELEASE, chartDir, '--namespace', namespace.name, '--skip-crds', '-f', valuesFile({})]);
    expect(install.stderr).toBe('');
    expect(install.code).toBe(0);
    // NOTES.txt: how to make a key and a first call.
    expect(install.stdout).toContain(`kubectl -n ${namespace.name} exec deploy/${RELEASE}-api -- node dist/bin/montage.js keys create --tenant`);
    expect(install.stdout).toContain('Authorization: Bearer $KEY');
  }, 60_000);
  afterAll(async () => {
    await helm(['uninstall', RELEASE, '--namespace', namespace.name]);
    await namespace?.remove();
  });

  it('installs only namespaced Roles, bound to the chart\'s ServiceAccounts, with the rules of cdk8s/rbac.ts', async () => {
    const rbac = kubeConfig().makeApiClient(RbacAuthorizationV1Api);
    const roles = await rbac.listNamespacedRole({ namespace: namespace.name });
    const byName = Object.fromEntries(roles.items.map((r) => [r.metadata!.name!, r.rules]));
    const names = { keysSecret: KEYS };
    const strip = (rules: unknown) => JSON.parse(JSON.stringify(rules)) as unknown;
    expect(Object.keys(byName).sort()).toEqual([`${RELEASE}-api`, `${RELEASE}-controller`]);
    expect(strip(byName[`${RELEASE}-api`])).toEqual(strip(resolveRules(API_RULES, names)));
    expect(strip(byName[`${RELEASE}-controller`])).toEqual(strip(resolveRules(CONTROLLER_RULES, names)));
    const clusterBindings = await rbac.listClusterRoleBinding();
    const ours = clusterBindings.items.filter((b) => b.subjects?.some((s) => s.namespace === namespace.name));
    expect(ours).toEqual([]);
    const accounts = await kubeConfig().makeApiClient(CoreV1Api).listNamespacedServiceAccount({ namespace: namespace.name });
    const renderJob = accounts.items.find((a) => a.metadata?.name === `${RELEASE}-render-job`);
    expect(renderJob?.automountServiceAccountToken).toBe(false);
  });

  it.each([
    ['api', API_RULES],
    ['controller', CONTROLLER_RULES],
    ['render-job', RENDER_JOB_RULES],
  ] as const)('the %s ServiceAccount may do exactly what its rules say, in its namespace only', async (account, rules) => {
    const resolved = resolveRules(rules, { keysSecret: KEYS });
    expect(JSON.stringify(resolved)).not.toContain(KEYS_SECRET);
    const attributes = PROBES.flatMap((p) => attributesOf(p, [namespace.name, 'default']));
    const mismatches: string[] = [];
    for (let i = 0; i < attributes.length; i += 64) {
      const batch = attributes.slice(i, i + 64);
      const answers = await Promise.all(batch.map((a) => can(account, a)));
      batch.forEach((a, j) => {
        const expected = allowedByRules(resolved, namespace.name, a);
        if (answers[j] !== expected) {
          const what = `${a.verb} ${a.group || 'core'}/${a.resource}${a.subresource ? `/${a.subresource}` : ''}${a.name ? ` ${a.name}` : ''} in ${a.namespace ?? '(cluster)'}`;
          mismatches.push(`${what}: ${answers[j] ? 'allowed' : 'denied'}, expected ${expected ? 'allowed' : 'denied'}`);
        }
      });
    }
    expect(mismatches).toEqual([]);
    // The matrix really contained both outcomes for the accounts that have rules.
    const granted = attributes.filter((a) => allowedByRules(resolved, namespace.name, a)).length;
    expect(granted > 0).toBe(resolved.length > 0);
  }, 60_000);

  it('the API: its resources and the keys Secret, but no other Secret, no Jobs, no Pods', async () => {
    const ns = ['-n', namespace.name];
    expect(await canI('api', ['create', 'projects.montage.dev', ...ns])).toBe(true);
    expect(await canI('api', ['update', `secret/${KEYS}`, ...ns])).toBe(true);
    expect(await canI('api', ['get', 'secret/other-secret', ...ns])).toBe(false);
    expect(await canI('api', ['list', 'secrets', ...ns])).toBe(false); // only with a metadata.name field selector
    expect(await canI('api', ['create', 'secrets', ...ns])).toBe(false);
    expect(await canI('api', ['create', 'jobs.batch', ...ns])).toBe(false);
    expect(await canI('api', ['get', 'pods', ...ns])).toBe(false);
    expect(await canI('api', ['update', 'chapters.montage.dev', '--subresource=status', ...ns])).toBe(false);
    expect(await canI('api', ['create', 'projects.montage.dev', '-n', 'default'])).toBe(false);
  });

  it('the controller: status, Jobs, Events, its Lease, finalizers and the children of what a client deleted, but no Secret at all', async () => {
    const ns = ['-n', namespace.name];
    expect(await canI('controller', ['update', 'exports.montage.dev', '--subresource=status', ...ns])).toBe(true);
    expect(await canI('controller', ['create', 'jobs.batch', ...ns])).toBe(true);
    // The runner resumes a queued Job with a merge patch (runner/kubernetes/kubernetes-runner.ts): without `patch`
    // every queued render stalled under the chart's RBAC.
    expect(await canI('controller', ['patch', 'jobs.batch', ...ns])).toBe(true);
    expect(await canI('controller', ['update', 'lease/montage-controller', ...ns])).toBe(true);
    expect(await canI('controller', ['update', 'lease/kube-scheduler', ...ns])).toBe(false);
    expect(await canI('controller', ['get', `secret/${KEYS}`, ...ns])).toBe(false);
    expect(await canI('controller', ['get', `secret/${RELEASE}-s3`, ...ns])).toBe(false);
    // A prompt that asks for a format sets it on the project (controller/prompts/reconcile-prompt.ts); the cleanup
    // finalizer is added to and removed from every kind (controller/cleanup/).
    for (const kind of ['projects', 'chapters', 'prompts', 'exports', 'assets', 'batches']) {
      expect(await canI('controller', ['update', `${kind}.montage.dev`, ...ns])).toBe(true);
      // A batch render's rows are the one kind the controller creates (controller/batches/).
      expect(await canI('controller', ['create', `${kind}.montage.dev`, ...ns])).toBe(kind === 'exports');
    }
    // It deletes the children of a deleted project or chapter, never what only a client deletes.
    for (const kind of ['chapters', 'prompts', 'exports', 'batches']) expect(await canI('controller', ['delete', `${kind}.montage.dev`, ...ns])).toBe(true);
    expect(await canI('controller', ['delete', 'projects.montage.dev', ...ns])).toBe(false);
    expect(await canI('controller', ['delete', 'assets.montage.dev', ...ns])).toBe(false);
    expect(await canI('controller', ['delete', 'prompts.montage.dev', '-n', 'default'])).toBe(false);
    expect(await canI('controller', ['create', 'pods', ...ns])).toBe(false);
    expect(await canI('controller', ['create', 'jobs.batch', '-n', 'default'])).toBe(false);
  });

  it('nothing cluster-wide is writable by any of them, and the render Jobs\' account can do nothing', async () => {
    for (const account of ['api', 'controller', 'render-job']) {
      for (const resource of ['namespaces', 'nodes', 'clusterroles', 'clusterrolebindings', 'customresourcedefinitions.apiextensions.k8s.io', 'persistentvolumes']) {
        for (const verb of ['create', 'update', 'patch', 'delete']) expect(await canI(account, [verb, resource])).toBe(false);
      }
    }
    const list = await kubectl(['auth', 'can-i', '--list', `--as=${sa('render-job')}`, '-n', namespace.name]);
    // Only what every authenticated identity may do (self reviews, discovery): no resource of this namespace.
    const resources = list.stdout
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/)[0])
      .filter((r): r is string => Boolean(r) && !r!.startsWith('['));
    expect(resources.sort()).toEqual(['selfsubjectaccessreviews.authorization.k8s.io', 'selfsubjectreviews.authentication.k8s.io', 'selfsubjectrulesreviews.authorization.k8s.io']);
  });
});
