import { AppsV1Api, BatchV1Api, CoreV1Api, type V1ContainerStatus, type V1Pod } from '@kubernetes/client-node';
import { NODE_NAME, type RealNode } from './cluster.js';
import { untilDone, type Observed } from './progress.js';

/**
 * What the real node's waits look at, as lines of state for `untilDone` (progress.ts): every Pod of a namespace
 * with its phase and container states, the Jobs' counts, the Deployments' rollout, the node's Ready condition.
 * Restart counts are left out on purpose: a crash loop repeats its states, and repeating is not progress.
 */

export const RENDER_PODS = 'app.kubernetes.io/component=render-job';

const containerState = (c: V1ContainerStatus) => {
  const { running, waiting, terminated } = c.state ?? {};
  if (running) return `${c.name}:running${c.ready ? ',ready' : ''}`;
  if (waiting) return `${c.name}:waiting(${waiting.reason ?? ''})`;
  if (terminated) return `${c.name}:terminated(${terminated.reason ?? ''},${terminated.exitCode})`;
  return `${c.name}:?`;
};

export const podLine = (p: V1Pod) =>
  `pod/${p.metadata!.name} ${p.status?.phase ?? '?'}${p.metadata?.deletionTimestamp ? ' terminating' : ''} ${(p.status?.containerStatuses ?? []).map(containerState).join(' ')}`.trim();

export async function pods(node: RealNode, namespace: string, labelSelector?: string): Promise<V1Pod[]> {
  return (await node.kubeConfig().makeApiClient(CoreV1Api).listNamespacedPod({ namespace, labelSelector })).items;
}

export async function nodeReadyLine(node: RealNode): Promise<string> {
  const ready = (await node.kubeConfig().makeApiClient(CoreV1Api).readNode({ name: NODE_NAME })).status?.conditions?.find((c) => c.type === 'Ready');
  return `node Ready=${ready?.status} ${ready?.reason ?? ''}`.trim();
}

/** Everything in the namespace that can move while a test waits: Pods, Jobs, Deployments, and the node. */
export async function clusterState(node: RealNode, namespace: string): Promise<string[]> {
  const kc = node.kubeConfig();
  const [podList, jobs, deployments, ready] = await Promise.all([
    pods(node, namespace),
    kc.makeApiClient(BatchV1Api).listNamespacedJob({ namespace }),
    kc.makeApiClient(AppsV1Api).listNamespacedDeployment({ namespace }),
    nodeReadyLine(node),
  ]);
  return [
    ready,
    ...deployments.items.map((d) => `deployment/${d.metadata!.name} ${deploymentLine(d.status ?? {})}`),
    ...jobs.items.map((j) => `job/${j.metadata!.name} active=${j.status?.active ?? 0} ready=${j.status?.ready ?? 0} succeeded=${j.status?.succeeded ?? 0} failed=${j.status?.failed ?? 0}`),
    ...podList.map(podLine),
  ];
}

const deploymentLine = (s: { replicas?: number; updatedReplicas?: number; readyReplicas?: number; availableReplicas?: number }) =>
  `replicas=${s.replicas ?? 0} updated=${s.updatedReplicas ?? 0} ready=${s.readyReplicas ?? 0} available=${s.availableReplicas ?? 0}`;

/**
 * Waits until each Deployment runs its newest template on every replica and no old Pod is left: what
 * `kubectl rollout status` and `helm --wait` wait for, with a deadline that moves with each Pod that progresses.
 */
export async function rolledOut(node: RealNode, namespace: string, names: string[], log?: (line: string) => void): Promise<void> {
  const apps = node.kubeConfig().makeApiClient(AppsV1Api);
  await untilDone(
    `${names.join(' and ')} to roll out`,
    async () => {
      const deployments = await Promise.all(names.map((name) => apps.readNamespacedDeployment({ name, namespace })));
      const done = deployments.every((d) => {
        const want = d.spec?.replicas ?? 1;
        const s = d.status ?? {};
        return (s.observedGeneration ?? 0) >= (d.metadata?.generation ?? 0) && s.updatedReplicas === want && s.readyReplicas === want && s.availableReplicas === want && s.replicas === want;
      });
      return { done: done ? true : undefined, state: await clusterState(node, namespace) };
    },
    { log },
  );
}

/** Waits until no render Pod is still pending or running (an earlier test's renders hold the render slots). */
export async function rendersIdle(node: RealNode, namespace: string): Promise<void> {
  await untilDone('earlier renders to finish', async () => {
    const active = (await pods(node, namespace, RENDER_PODS)).filter((p) => ['Pending', 'Running'].includes(p.status?.phase ?? '') && !p.metadata?.deletionTimestamp);
    return { done: active.length === 0 ? true : undefined, state: await clusterState(node, namespace) };
  });
}

/** A probe's result together with the namespace's state, for `untilDone`. */
export async function withCluster<T>(node: RealNode, namespace: string, done: T | undefined, ...lines: string[]): Promise<Observed<T>> {
  return { done, state: [...lines, ...(await clusterState(node, namespace))] };
}
