import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CoreV1Api, type KubeConfig, type V1Container, type V1Pod, type V1EnvVar } from '@kubernetes/client-node';
import type { Logger } from 'pino';
import { watchForever } from '../../lib/kube/watch-loop.js';

/*
 * KUBELET STAND-IN, for tests only. The test control plane runs the real kube-apiserver and the real Job controller
 * (kube-controller-manager), which create a Job's Pods; nothing here can run containers, so this stand-in plays
 * the kubelet's part and nothing else: it watches Pods, runs each Pod's container command as a local process with
 * the Pod's environment (resolving `valueFrom` and `envFrom` Secrets and ConfigMaps as a kubelet does), gives each
 * emptyDir volume a private directory mounted at its mountPath (as root: `unshare -m` + `mount --bind`, visible to
 * that process only), and writes the Pod's status through the status subresource as a kubelet would (Running, then
 * Succeeded or Failed with the container's exit code and termination message). The Job controller does the rest.
 */

export interface KubeletStandInOptions {
  kubeConfig: KubeConfig;
  namespace: string;
  logger: Logger;
  /** Only Pods with these labels are run (so other tests' Pods are left alone). */
  labelSelector?: string;
  /**
   * Where each failed Pod's exit code and output tail are appended, one JSON line each, whatever the logger's level:
   * a Job's backoff hides a failed Pod from a passing test, and a whole run's failures are read here afterwards.
   */
  failureLog?: string;
}

/** The failure log's default path (docs/contributing.md). */
export const STAND_IN_FAILURE_LOG = join(tmpdir(), 'montage-stand-in-failures.jsonl');

interface Running {
  child: ChildProcess;
  dirs: string[];
}

export class KubeletStandIn {
  private readonly core: CoreV1Api;
  private readonly running = new Map<string, Running>();
  private readonly seen = new Set<string>();
  private stopWatch?: () => void;
  /** How many Pods it has run (tests assert on it to prove jobs really ran here). */
  started = 0;

  constructor(private readonly options: KubeletStandInOptions) {
    this.core = options.kubeConfig.makeApiClient(CoreV1Api);
  }

  start(): void {
    this.stopWatch = watchForever({
      kubeConfig: this.options.kubeConfig,
      path: `/api/v1/namespaces/${this.options.namespace}/pods`,
      query: this.options.labelSelector ? { labelSelector: this.options.labelSelector } : {},
      list: async () => {
        const list = await this.core.listNamespacedPod({ namespace: this.options.namespace, labelSelector: this.options.labelSelector });
        for (const pod of list.items) this.onPod('ADDED', pod);
        return list.metadata?.resourceVersion ?? '';
      },
      onEvent: (type, obj) => this.onPod(type, obj as V1Pod),
      logger: this.options.logger,
    });
  }

  stop(): void {
    this.stopWatch?.();
    for (const [uid, run] of this.running) this.kill(uid, run);
  }

  private onPod(type: string, pod: V1Pod): void {
    const uid = pod.metadata?.uid;
    if (!uid) return;
    if (type === 'DELETED' || pod.metadata?.deletionTimestamp) {
      const run = this.running.get(uid);
      if (run) this.kill(uid, run);
      return;
    }
    if (pod.status?.phase && pod.status.phase !== 'Pending') return;
    if (this.seen.has(uid)) return;
    this.seen.add(uid);
    void this.run(pod).catch((err: unknown) => this.options.logger.error({ err, pod: pod.metadata?.name }, 'stand-in could not run pod'));
  }

  private kill(uid: string, run: Running): void {
    this.running.delete(uid);
    run.child.kill('SIGKILL');
  }

  private async run(pod: V1Pod): Promise<void> {
    const container = pod.spec!.containers[0]!;
    const name = pod.metadata!.name!;
    const env = await this.environment(container, pod);
    const dirs: string[] = [];
    const mounts: [string, string][] = [];
    for (const mount of container.volumeMounts ?? []) {
      const volume = pod.spec!.volumes?.find((v) => v.name === mount.name);
      if (!volume?.emptyDir) continue;
      const dir = mkdtempSync(join(tmpdir(), 'standin-emptydir-'));
      dirs.push(dir);
      mounts.push([dir, mount.mountPath]);
    }
    const terminationDir = mkdtempSync(join(tmpdir(), 'standin-term-'));
    dirs.push(terminationDir);
    const terminationLog = join(terminationDir, 'termination-log');
    const command = [...(container.command ?? []), ...(container.args ?? [])];
    const startedAt = new Date();
    const { file, args } = this.wrapWithMounts(command, mounts);
    const child = spawn(file, args, {
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env, MONTAGE_TERMINATION_LOG: terminationLog },
      cwd: container.workingDir && existsSync(container.workingDir) ? container.workingDir : process.cwd(),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // Listen before the Running write: a command that exits while that write is in flight must not be missed.
    // The signal is kept for the failure log: SIGKILL from outside and a native crash (SIGSEGV, SIGABRT) both read 137.
    let endedBy: NodeJS.Signals | null = null;
    const exited = new Promise<number>((resolve) => {
      child.once('error', () => resolve(127));
      child.once('exit', (code, signal) => {
        endedBy = signal;
        resolve(code ?? (signal ? 137 : 1));
      });
    });
    this.started++;
    let output = '';
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    this.running.set(pod.metadata!.uid!, { child, dirs });
    await this.writeStatus(pod, {
      phase: 'Running',
      startTime: startedAt,
      // As a kubelet: the Pod is Ready while its container runs (no readiness probe), which the Job counts.
      conditions: [{ type: 'Ready', status: 'True', lastTransitionTime: startedAt }],
      containerStatuses: [{ name: container.name, image: container.image ?? '', imageID: '', ready: true, restartCount: 0, started: true, state: { running: { startedAt } } }],
    });
    const exitCode = await exited;
    const killed = !this.running.has(pod.metadata!.uid!);
    this.running.delete(pod.metadata!.uid!);
    let message = existsSync(terminationLog) ? readFileSync(terminationLog, 'utf8') : '';
    // terminationMessagePolicy FallbackToLogsOnError: the log tail when a failed container wrote no message.
    if (!message && exitCode !== 0 && container.terminationMessagePolicy === 'FallbackToLogsOnError') message = output.slice(-2048);
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    if (killed) return;
    if (exitCode !== 0) this.recordFailure(name, exitCode, endedBy, Date.now() - startedAt.getTime(), output);
    await this.writeStatus(pod, {
      phase: exitCode === 0 ? 'Succeeded' : 'Failed',
      startTime: startedAt,
      conditions: [{ type: 'Ready', status: 'False', reason: 'PodCompleted', lastTransitionTime: new Date() }],
      containerStatuses: [
        {
          name: container.name,
          image: container.image ?? '',
          imageID: '',
          ready: false,
          restartCount: 0,
          started: false,
          state: { terminated: { exitCode, reason: exitCode === 0 ? 'Completed' : 'Error', message: message.slice(0, 4096), startedAt, finishedAt: new Date() } },
        },
      ],
    });
  }

  /** A failed Pod, logged and appended to the failure log (docs/contributing.md): which, how it ended, after how long. */
  private recordFailure(pod: string, exitCode: number, signal: NodeJS.Signals | null, ranMs: number, output: string): void {
    const entry = { time: new Date().toISOString(), namespace: this.options.namespace, pod, exitCode, signal, ranMs, output: output.slice(-1000) };
    this.options.logger.warn(entry, 'stand-in pod failed');
    try {
      appendFileSync(this.options.failureLog ?? STAND_IN_FAILURE_LOG, JSON.stringify(entry) + '\n');
    } catch (err) {
      this.options.logger.warn({ err }, 'stand-in could not append to its failure log');
    }
  }

  /** As root, run the command in a private mount namespace with each emptyDir bound at its mountPath. */
  private wrapWithMounts(command: string[], mounts: [string, string][]): { file: string; args: string[] } {
    if (mounts.length === 0 || process.getuid?.() !== 0) return { file: command[0]!, args: command.slice(1) };
    for (const [, target] of mounts) mkdirSync(target, { recursive: true });
    // The script gets its paths and the command as positional arguments: nothing is interpolated into it.
    const script = 'set -e; n=$1; shift; i=0; while [ $i -lt $n ]; do mount --bind "$1" "$2"; shift 2; i=$((i+1)); done; exec "$@"';
    return { file: 'unshare', args: ['-m', '--propagation', 'private', 'sh', '-c', script, 'standin', String(mounts.length), ...mounts.flat(), ...command] };
  }

  private async environment(container: V1Container, pod: V1Pod): Promise<Record<string, string>> {
    const ns = this.options.namespace;
    const env: Record<string, string> = {};
    for (const from of container.envFrom ?? []) {
      if (from.secretRef?.name) {
        const secret = await this.core.readNamespacedSecret({ name: from.secretRef.name, namespace: ns });
        for (const [k, v] of Object.entries(secret.data ?? {})) env[(from.prefix ?? '') + k] = Buffer.from(v, 'base64').toString('utf8');
      }
      if (from.configMapRef?.name) {
        const map = await this.core.readNamespacedConfigMap({ name: from.configMapRef.name, namespace: ns });
        for (const [k, v] of Object.entries(map.data ?? {})) env[(from.prefix ?? '') + k] = v;
      }
    }
    for (const variable of container.env ?? []) env[variable.name] = await this.valueOf(variable, pod);
    return env;
  }

  private async valueOf(variable: V1EnvVar, pod: V1Pod): Promise<string> {
    const ref = variable.valueFrom;
    if (!ref) return variable.value ?? '';
    // The downward API, as far as Jobs use it: an Indexed Job's JOB_COMPLETION_INDEX comes from a label (an
    // annotation before Kubernetes 1.28).
    const field = ref.fieldRef ? /^metadata\.(labels|annotations)\['(.+)'\]$/.exec(ref.fieldRef.fieldPath) : null;
    if (field) return (field[1] === 'labels' ? pod.metadata?.labels : pod.metadata?.annotations)?.[field[2]!] ?? '';
    if (ref.fieldRef?.fieldPath === 'metadata.name') return pod.metadata?.name ?? '';
    const ns = this.options.namespace;
    if (ref.secretKeyRef) {
      const secret = await this.core.readNamespacedSecret({ name: ref.secretKeyRef.name!, namespace: ns });
      return Buffer.from(secret.data?.[ref.secretKeyRef.key] ?? '', 'base64').toString('utf8');
    }
    if (ref.configMapKeyRef) {
      const map = await this.core.readNamespacedConfigMap({ name: ref.configMapKeyRef.name!, namespace: ns });
      return map.data?.[ref.configMapKeyRef.key] ?? '';
    }
    return '';
  }

  private async writeStatus(pod: V1Pod, status: V1Pod['status']): Promise<void> {
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        const current = await this.core.readNamespacedPodStatus({ name: pod.metadata!.name!, namespace: this.options.namespace });
        await this.core.replaceNamespacedPodStatus({
          name: pod.metadata!.name!,
          namespace: this.options.namespace,
          body: { ...current, status: { ...current.status, ...status } },
        });
        return;
      } catch (err) {
        const code = (err as { code?: number }).code;
        if (code === 404) return;
        if (code !== 409) throw err;
      }
    }
  }
}
