import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmdirSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { CoordinationV1Api, CoreV1Api, KubeConfig } from '@kubernetes/client-node';
import { nodeBinaries, type NodeBinaries } from '../env/binaries.js';
import { startApiserver } from '../env/control-plane.js';
import { startMinio, type S3Settings } from '../env/minio.js';
import { freePort } from '../env/ports.js';
import { logTail, startServer, type ServerProcess, type StartOptions } from '../env/processes.js';
import { startRedis } from '../env/redis.js';
import { pollUntil, processesMatching } from '../support/proc.js';
import { criNotReady } from './cri.js';
import type { NodeImages } from './images.js';
import { createNodeNetwork, inNamespace, type NodeNetwork } from './network.js';
import { untilDone } from './progress.js';

const exec = promisify(execFile);
export const NODE_NAME = 'montage-node';

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * A real single-node cluster, started and stopped by the suite that uses it (test/node/): etcd 3.5,
 * kube-apiserver, kube-controller-manager with its default controllers, kube-scheduler, containerd (Debian's, with
 * its CRI plugin and runc) and a kubelet with bridge CNI networking, kube-proxy (iptables) and CoreDNS, plus MinIO
 * and Redis as the external services a cluster admin points the chart at. The Pods are real containers of images
 * built by test/env/build-images.sh and imported into containerd (never pulled).
 *
 * Where things run: the control plane, CoreDNS, MinIO and Redis on the host, listening on the host end of a veth
 * pair the test creates; containerd, the kubelet, kube-proxy and the Pods in a network namespace the test creates
 * (network.ts). Nothing listens on or talks to any other address.
 */
export interface RealNode {
  dir: string;
  network: NodeNetwork;
  server: string;
  kubeconfigPath: string;
  kubeConfig(): KubeConfig;
  s3: S3Settings;
  redisUrl: string;
  images: NodeImages;
  kubectl(args: string[], stdin?: string): Promise<Run>;
  helm(args: string[]): Promise<Run>;
  /** containerd's client, for what only the runtime knows (a container to kill). */
  ctr(args: string[]): Promise<Run>;
  /** Stops and starts one of the node's daemons; resolves once it serves again (see `startContainerd`/`startKubelet`). */
  restart(component: NodeDaemon): Promise<void>;
  /**
   * Puts the node back in shape for the next test: a daemon of the node that is no longer running (a test failed
   * between stopping and starting it, or it exited) is started again, and then the node must be Ready. Returns what
   * it had to repair (nothing when all was well).
   */
  ensureHealthy(): Promise<string[]>;
  stop(): Promise<string[]>;
}

export type NodeDaemon = 'containerd' | 'kubelet' | 'kube-proxy';
/** In the order they depend on each other. */
const NODE_DAEMONS: readonly NodeDaemon[] = ['containerd', 'kubelet', 'kube-proxy'];
/** How long a daemon's start may show no progress (its log not growing, ready not yet true) before it fails. */
const DAEMON_START_IDLE_MS = 120_000;
/** A file's size, as a start's progress: a daemon recovering its state on a loaded machine keeps logging. */
const logSize = (file: string) => {
  try {
    return String(statSync(file).size);
  } catch {
    return '0';
  }
};

function run(file: string, args: string[], env: NodeJS.ProcessEnv, stdin?: string): Promise<Run> {
  return new Promise((resolve) => {
    const child = execFile(file, args, { env, maxBuffer: 64 * 1024 * 1024 }, (err, stdout, stderr) => {
      resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
    if (stdin !== undefined) child.stdin!.end(stdin);
  });
}

function httpsStatus(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { rejectUnauthorized: false, timeout: 2_000 }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.end();
  });
}

/** Waits for every start, so that none is still starting when a failed one makes the caller tear down. */
async function allStarted<T extends readonly unknown[]>(starts: { [K in keyof T]: Promise<T[K]> }): Promise<T> {
  const results = await Promise.allSettled(starts);
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
  return results.map((r) => (r as PromiseFulfilledResult<unknown>).value) as unknown as T;
}

/** A process in the node's network namespace (nsenter execs it: the pid is the server's). */
const inNode = (network: NodeNetwork, command: string, args: string[]) => ({
  command: 'nsenter',
  args: [`--net=${network.namespacePath}`, '--', command, ...args],
});

const yaml = (o: unknown) => JSON.stringify(o, null, 2);

export async function startRealNode(images: NodeImages, logger: (line: string) => void = () => undefined): Promise<RealNode> {
  const bin: NodeBinaries = nodeBinaries();
  // Short: containerd's socket path must fit in 108 bytes.
  const dir = mkdtempSync('/tmp/montage-node-');
  const processes = new Map<string, ServerProcess>();
  let network: NodeNetwork | undefined;
  const started = Date.now();
  const step = (what: string) => logger(`real node: ${what} after ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const cleanup: (() => Promise<void>)[] = [];
  const track = (p: ServerProcess) => {
    processes.set(p.name, p);
    return p;
  };
  // Every server that started is registered for teardown at once.
  const start = (options: StartOptions) => startServer(options).then(track);

  /*
   * The node's daemons (containerd, the kubelet, kube-proxy) are supervised as systemd supervises them on a real
   * node (Restart=always): one that exits when nobody stopped it is logged with the tail of its log and started
   * again, so a daemon lost during one test is not a dead node for the tests after it. Starts of one daemon never
   * overlap (a test that ends while its restart is under way, then afterEach, would otherwise start a second
   * kubelet on the same root directory and ports), and a process of this node's daemon that no handle tracks is
   * killed before another is started.
   */
  const starts: Partial<Record<NodeDaemon, () => Promise<ServerProcess>>> = {};
  /** What identifies each daemon of this node on a command line (not the shims: they carry the socket's path). */
  const needles: Record<NodeDaemon, string> = {
    containerd: join(dir, 'containerd.toml'),
    kubelet: `--root-dir=${join(dir, 'kubelet')}`,
    'kube-proxy': `--config=${join(dir, 'kube-proxy.yaml')}`,
  };
  const inFlight = new Map<NodeDaemon, Promise<ServerProcess>>();
  const stopping = new Set<NodeDaemon>();
  let supervising = true;
  const killStrays = async (name: NodeDaemon) => {
    const live = processes.get(name);
    const livePid = live && !live.exited() ? live.pid : undefined;
    const strays = () => processesMatching(needles[name]).filter((p) => p.pid !== livePid && p.pid !== process.pid);
    for (const stray of strays()) {
      step(`a ${name} of this node that no handle tracks (pid ${stray.pid}) was running: killed`);
      try {
        process.kill(stray.pid, 'SIGKILL');
      } catch {
        /* gone */
      }
    }
    // A killed process leaves /proc's command line at once (a zombie has none).
    await pollUntil(`the stray ${name} to go`, () => (strays().length === 0 ? true : undefined), 30_000, 50);
  };
  const startDaemon = (name: NodeDaemon): Promise<ServerProcess> => {
    const pending = inFlight.get(name);
    if (pending) return pending;
    const starting = (async () => {
      await killStrays(name);
      const proc = await starts[name]!();
      proc.onExit((why) => {
        if (!supervising || stopping.has(name) || processes.get(name) !== proc) return;
        step(`${name} (pid ${proc.pid}) ${why} while nobody stopped it: started again. Last lines of ${proc.logFile}:\n${logTail(proc.logFile, 20)}`);
        startDaemon(name).catch((err: Error) => step(`${name} could not be started again: ${err.message}`));
      });
      return proc;
    })().finally(() => inFlight.delete(name));
    inFlight.set(name, starting);
    return starting;
  };
  const stopDaemon = async (name: NodeDaemon) => {
    await inFlight.get(name)?.catch(() => undefined);
    stopping.add(name);
    try {
      await processes.get(name)?.stop();
    } finally {
      stopping.delete(name);
    }
  };
  /** When the kubelet now running was started: its lease must be renewed after that. */
  let kubeletSince = 0;

  const stop = async (): Promise<string[]> => {
    supervising = false;
    for (const pending of inFlight.values()) await pending.catch(() => undefined);
    const leftovers: string[] = [];
    for (const fn of cleanup.reverse()) await fn().catch((err: Error) => leftovers.push(err.message));
    cleanup.length = 0;
    return leftovers;
  };

  // What the kubelet and containerd create outside their own directories, removed after if it was not there before.
  const created = ['/var/log/containers', ...readdirSync('/sys/fs/cgroup').map((c) => `/sys/fs/cgroup/${c}/k8s.io`)].filter((d) => !existsSync(d));
  // Registered first, run last: servers, mounts, the network, the directory.
  cleanup.push(async () => {
    for (const name of ['coredns', 'kube-apiserver', 'redis', 'minio', 'etcd']) await processes.get(name)?.stop().catch(() => undefined);
    unmountUnder(dir);
    removeLogLinks(dir);
    await network?.remove();
    rmSync(dir, { recursive: true, force: true });
    for (const d of created) {
      try {
        if (existsSync(d)) rmdirSync(d);
      } catch {
        /* not empty: someone else's now */
      }
    }
  });

  try {
    network = await createNodeNetwork();
    const net = network;
    step(`network ${net.namespace} (host ${net.hostAddress}, node ${net.nodeAddress}, pods ${net.podCidr}, services ${net.serviceCidr})`);

    // etcd, MinIO and Redis at once.
    const [etcdClient, etcdPeer, apiPort] = await Promise.all([freePort(), freePort(), freePort()]);
    mkdirSync(join(dir, 'etcd'));
    const [, minio, redis] = await allStarted([
      start({
        name: 'etcd',
        command: bin.etcd,
        args: [
          '--name', 'node', '--data-dir', join(dir, 'etcd'),
          '--listen-client-urls', `http://127.0.0.1:${etcdClient}`, '--advertise-client-urls', `http://127.0.0.1:${etcdClient}`,
          '--listen-peer-urls', `http://127.0.0.1:${etcdPeer}`, '--initial-advertise-peer-urls', `http://127.0.0.1:${etcdPeer}`,
          '--initial-cluster', `node=http://127.0.0.1:${etcdPeer}`, '--log-level', 'warn',
        ],
        logFile: join(dir, 'etcd.log'),
        ready: async () => (await fetch(`http://127.0.0.1:${etcdClient}/health`)).ok,
      }),
      startMinio(bin.minio, dir, net.hostAddress).then((m) => (track(m.process), m)),
      startRedis(dir, undefined, net.hostAddress).then((r) => (track(r.process), r)),
    ]);
    step('etcd, MinIO, Redis');

    const apiDir = join(dir, 'apiserver');
    const apiserver = await startApiserver(bin, apiDir, `http://127.0.0.1:${etcdClient}`, apiPort, undefined, {
      address: net.hostAddress,
      serviceClusterIpRange: net.serviceCidr,
      // Else `kubectl logs` looks the node's name up in DNS.
      extraArgs: ['--kubelet-preferred-address-types=InternalIP'],
    });
    track(apiserver.process);
    const server = apiserver.server;
    const kubeconfigPath = join(dir, 'kubeconfig');
    writeFileSync(
      kubeconfigPath,
      yaml({
        apiVersion: 'v1',
        kind: 'Config',
        clusters: [{ name: 'node', cluster: { server, 'insecure-skip-tls-verify': true } }],
        users: [{ name: 'admin', user: { token: apiserver.token } }],
        contexts: [{ name: 'node', context: { cluster: 'node', user: 'admin' } }],
        'current-context': 'node',
      }),
      { mode: 0o600 },
    );
    const kubeConfig = () => {
      const kc = new KubeConfig();
      kc.loadFromFile(kubeconfigPath);
      return kc;
    };
    const core = kubeConfig().makeApiClient(CoreV1Api);
    step('kube-apiserver');

    const schedulerPort = await freePort();
    await allStarted([
      start({
        name: 'kube-controller-manager',
        command: bin.kubeControllerManager,
        args: [
          `--kubeconfig=${kubeconfigPath}`,
          // All the default controllers: node lifecycle (else the node keeps its not-ready taint), the root CA
          // publisher (Pods wait for `kube-root-ca.crt` without it), endpoints, Deployments, Jobs, GC...
          '--controllers=*',
          `--root-ca-file=${join(apiDir, 'certs', 'apiserver.crt')}`,
          `--service-account-private-key-file=${join(apiDir, 'sa.key')}`,
          '--leader-elect=false',
          '--secure-port=0',
          '--v=1',
        ],
        logFile: join(dir, 'kube-controller-manager.log'),
        ready: async () => {
          await core.readNamespacedServiceAccount({ name: 'default', namespace: 'default' });
          return true;
        },
      }),
      start({
        name: 'kube-scheduler',
        command: bin.kubeScheduler,
        args: [
          `--kubeconfig=${kubeconfigPath}`,
          `--authentication-kubeconfig=${kubeconfigPath}`,
          `--authorization-kubeconfig=${kubeconfigPath}`,
          '--leader-elect=false',
          '--bind-address=127.0.0.1',
          `--secure-port=${schedulerPort}`,
          '--v=1',
        ],
        logFile: join(dir, 'kube-scheduler.log'),
        ready: async () => (await httpsStatus(`https://127.0.0.1:${schedulerPort}/healthz`)) === 200,
      }),
    ]);
    step('kube-controller-manager, kube-scheduler');

    // CoreDNS on the host at the host address, serving the cluster domain from the apiserver and nothing else
    // (no `forward`: a Pod's query for any other name fails here instead of leaving the machine).
    const dnsHealth = await freePort();
    writeFileSync(
      join(dir, 'Corefile'),
      `cluster.local:53 in-addr.arpa:53 ip6.arpa:53 {
  bind ${net.hostAddress}
  errors
  health ${net.hostAddress}:${dnsHealth}
  kubernetes cluster.local in-addr.arpa ip6.arpa {
    kubeconfig ${kubeconfigPath} node
    pods insecure
    fallthrough in-addr.arpa ip6.arpa
  }
  cache 5
}
.:53 {
  bind ${net.hostAddress}
  errors
}
`,
    );
    await start({
      name: 'coredns',
      command: bin.coredns,
      args: ['-conf', join(dir, 'Corefile')],
      logFile: join(dir, 'coredns.log'),
      ready: async () => (await fetch(`http://${net.hostAddress}:${dnsHealth}/health`)).ok,
    });
    step('CoreDNS');

    // containerd: its own root, state and socket; Debian's CNI plugins with a conf dir of our own.
    const socket = join(dir, 'containerd.sock');
    const cniDir = join(dir, 'cni');
    mkdirSync(cniDir);
    writeFileSync(
      join(cniDir, '10-montage.conflist'),
      yaml({
        cniVersion: '0.4.0',
        name: 'montage-test',
        plugins: [
          {
            type: 'bridge',
            bridge: 'cni0',
            isGateway: true,
            ipMasq: false,
            hairpinMode: true,
            ipam: { type: 'host-local', ranges: [[{ subnet: net.podCidr }]], routes: [{ dst: '0.0.0.0/0' }], dataDir: join(dir, 'cni-ipam') },
          },
        ],
      }),
    );
    writeFileSync(
      join(dir, 'containerd.toml'),
      `version = 2
root = "${join(dir, 'containerd', 'root')}"
state = "${join(dir, 'containerd', 'state')}"
disabled_plugins = ["io.containerd.snapshotter.v1.aufs", "io.containerd.snapshotter.v1.btrfs", "io.containerd.snapshotter.v1.zfs", "io.containerd.snapshotter.v1.devmapper"]
[grpc]
  address = "${socket}"
[plugins."io.containerd.internal.v1.opt"]
  path = "${join(dir, 'containerd', 'opt')}"
[plugins."io.containerd.grpc.v1.cri"]
  sandbox_image = "${images.pause.tag}"
  # root here lacks CAP_SYS_RESOURCE: without this, the sandbox's negative oom_score_adj makes runc fail.
  restrict_oom_score_adj = true
  [plugins."io.containerd.grpc.v1.cri".containerd]
    snapshotter = "overlayfs"
    default_runtime_name = "runc"
    [plugins."io.containerd.grpc.v1.cri".containerd.runtimes.runc]
      runtime_type = "io.containerd.runc.v2"
  [plugins."io.containerd.grpc.v1.cri".cni]
    bin_dir = "/usr/lib/cni"
    conf_dir = "${cniDir}"
`,
    );
    const ctr = (args: string[]) => run('ctr', ['--address', socket, '--namespace', 'k8s.io', ...args], process.env);
    // Ready when the CRI answers, not when the socket does: containerd serves `ctr version` before its CRI plugin
    // has recovered the running sandboxes and containers, and a kubelet started in between exits (cri.ts).
    const startContainerd = () => {
      const since = Date.now();
      let socketAt: number | undefined;
      return start({
        name: 'containerd',
        ...inNode(net, 'containerd', ['--config', join(dir, 'containerd.toml')]),
        logFile: join(dir, 'containerd.log'),
        ready: async () => {
          if (socketAt === undefined && (await ctr(['version'])).code === 0) socketAt = Date.now();
          if (socketAt === undefined || (await criNotReady(socket)) !== undefined) return false;
          step(`containerd (re)started: socket after ${((socketAt - since) / 1000).toFixed(1)} s, CRI after ${((Date.now() - since) / 1000).toFixed(1)} s`);
          return true;
        },
        progress: () => logSize(join(dir, 'containerd.log')),
        timeoutMs: DAEMON_START_IDLE_MS,
      });
    };
    starts.containerd = startContainerd;
    await startDaemon('containerd');
    cleanup.push(async () => {
      // Whatever still runs (a failed test's Pods): killed and removed, so no shim, mount or netns outlives the test.
      const tasks = (await ctr(['tasks', 'ls', '-q'])).stdout.split('\n').filter(Boolean);
      for (const id of tasks) await ctr(['tasks', 'kill', '-s', 'SIGKILL', id]);
      await stopDaemon('containerd');
      for (const shim of processesMatching(socket)) {
        try {
          process.kill(shim.pid, 'SIGKILL');
        } catch {
          /* gone */
        }
      }
    });
    step('containerd');
    for (const image of [images.pause, images.montage]) {
      const imported = await ctr(['images', 'import', image.tar]);
      if (imported.code !== 0) throw new Error(`ctr images import ${image.tar}: ${imported.stderr}`);
    }
    step('images imported');

    // The kubelet: cgroupfs without QoS cgroups (this machine's cgroup v1 has no systemd), anonymous access on the
    // node address (the apiserver's `logs`/`exec`), its own root, logs and CNI.
    const kubeletDir = join(dir, 'kubelet');
    mkdirSync(kubeletDir);
    writeFileSync(join(dir, 'resolv.conf'), '');
    writeFileSync(
      join(dir, 'kubelet.yaml'),
      yaml({
        apiVersion: 'kubelet.config.k8s.io/v1beta1',
        kind: 'KubeletConfiguration',
        address: net.nodeAddress,
        readOnlyPort: 0,
        healthzBindAddress: '127.0.0.1',
        authentication: { anonymous: { enabled: true }, webhook: { enabled: false } },
        authorization: { mode: 'AlwaysAllow' },
        cgroupDriver: 'cgroupfs',
        cgroupsPerQOS: false,
        enforceNodeAllocatable: [],
        failSwapOn: false,
        failCgroupV1: false,
        containerRuntimeEndpoint: `unix://${socket}`,
        clusterDNS: [net.hostAddress],
        clusterDomain: 'cluster.local',
        resolvConf: join(dir, 'resolv.conf'),
        podLogsDir: join(dir, 'pod-logs'),
        // Images are imported, never pulled: the kubelet must not collect them, and a shared disk must not evict.
        imageGCHighThresholdPercent: 100,
        imageGCLowThresholdPercent: 99,
        evictionHard: { 'memory.available': '100Mi', 'nodefs.available': '1%', 'imagefs.available': '1%', 'nodefs.inodesFree': '1%' },
        serializeImagePulls: false,
        maxPods: 40,
      }),
    );
    // Ready when this kubelet reported the node Ready: a Ready condition whose heartbeat is older than the start is
    // the previous kubelet's (the node stays Ready for the grace period after a kubelet is gone).
    const startKubelet = () => {
      const since = Date.now();
      kubeletSince = since;
      return start({
        name: 'kubelet',
        ...inNode(net, bin.kubelet, [
          `--config=${join(dir, 'kubelet.yaml')}`,
          `--kubeconfig=${kubeconfigPath}`,
          `--root-dir=${kubeletDir}`,
          `--hostname-override=${NODE_NAME}`,
          `--node-ip=${net.nodeAddress}`,
          '--v=1',
        ]),
        logFile: join(dir, 'kubelet.log'),
        ready: async () => {
          const node = await core.readNode({ name: NODE_NAME });
          const ready = node.status?.conditions?.find((c) => c.type === 'Ready');
          // Heartbeats have whole seconds.
          const fresh = ready?.status === 'True' && new Date(ready.lastHeartbeatTime ?? 0).getTime() >= Math.floor(since / 1000) * 1000;
          if (fresh) step(`kubelet (re)started: node Ready after ${((Date.now() - since) / 1000).toFixed(1)} s`);
          return fresh;
        },
        progress: () => logSize(join(dir, 'kubelet.log')),
        timeoutMs: DAEMON_START_IDLE_MS,
      });
    };
    starts.kubelet = startKubelet;
    // Teardown, in reverse: Pods first (no controller recreates them), so the kubelet stops every sandbox and
    // CNI releases its addresses; then the node's processes; then the rest.
    cleanup.push(async () => {
      for (const name of ['kube-controller-manager', 'kube-scheduler']) await processes.get(name)?.stop();
      const pods = await core.listPodForAllNamespaces();
      await Promise.all(
        pods.items.map((p) => core.deleteNamespacedPod({ name: p.metadata!.name!, namespace: p.metadata!.namespace!, gracePeriodSeconds: 0 }).catch(() => undefined)),
      );
      await pollUntil('the kubelet to stop every container', async () => ((await ctr(['tasks', 'ls', '-q'])).stdout.trim() === '' ? true : undefined), 60_000, 500).catch(
        () => undefined,
      );
      for (const name of ['kube-proxy', 'kubelet'] as const) await stopDaemon(name);
    });

    await startDaemon('kubelet');
    step('kubelet (node Ready)');

    writeFileSync(
      join(dir, 'kube-proxy.yaml'),
      yaml({
        apiVersion: 'kubeproxy.config.k8s.io/v1alpha1',
        kind: 'KubeProxyConfiguration',
        clientConnection: { kubeconfig: kubeconfigPath },
        mode: 'iptables',
        hostnameOverride: NODE_NAME,
        clusterCIDR: net.podCidr,
        // Node ports on the node address only: with localhost, kube-proxy would set route_localnet.
        nodePortAddresses: [`${net.nodeAddress}/32`],
        // Zeros leave the conntrack sysctls as they are.
        conntrack: { maxPerCore: 0, min: 0, tcpEstablishedTimeout: '0s', tcpCloseWaitTimeout: '0s' },
        metricsBindAddress: '127.0.0.1:10249',
        healthzBindAddress: '127.0.0.1:10256',
      }),
    );
    const startKubeProxy = () => start({
      name: 'kube-proxy',
      ...inNode(net, bin.kubeProxy, [`--config=${join(dir, 'kube-proxy.yaml')}`, '--v=1']),
      logFile: join(dir, 'kube-proxy.log'),
      ready: async () => (await inNamespace(net.namespace, 'iptables', ['-t', 'nat', '-S', 'KUBE-SERVICES'])).stdout.includes('default/kubernetes'),
      progress: () => logSize(join(dir, 'kube-proxy.log')),
      timeoutMs: DAEMON_START_IDLE_MS,
    });
    starts['kube-proxy'] = startKubeProxy;
    await startDaemon('kube-proxy');
    step('kube-proxy');
    const coordination = kubeConfig().makeApiClient(CoordinationV1Api);

    const toolHome = join(dir, 'helm');
    const toolEnv = {
      ...process.env,
      KUBECONFIG: kubeconfigPath,
      HELM_CACHE_HOME: join(toolHome, 'cache'),
      HELM_CONFIG_HOME: join(toolHome, 'config'),
      HELM_DATA_HOME: join(toolHome, 'data'),
    };
    const node: RealNode = {
      dir,
      network: net,
      server,
      kubeconfigPath,
      kubeConfig,
      s3: minio.s3,
      redisUrl: redis.url,
      images,
      kubectl: (args, stdin) => run(bin.kubectl, args, toolEnv, stdin),
      helm: (args) => run(bin.helm, args, toolEnv),
      ctr,
      restart: async (component) => {
        const stoppedAt = Date.now();
        await stopDaemon(component);
        step(`${component} stopped in ${((Date.now() - stoppedAt) / 1000).toFixed(1)} s`);
        await startDaemon(component);
      },
      ensureHealthy: async () => {
        const repaired: string[] = [];
        for (const name of ['etcd', 'kube-apiserver', 'kube-controller-manager', 'kube-scheduler', 'coredns', 'minio', 'redis']) {
          const exited = processes.get(name)?.exited();
          if (exited) throw new Error(`${name} ${exited}: the cluster cannot go on`);
        }
        for (const name of NODE_DAEMONS) {
          // A start under way (the supervisor's, or one of a test that ended meanwhile) is waited for, not repeated.
          await inFlight.get(name)?.catch(() => undefined);
          const exited = processes.get(name)?.exited();
          if (!exited) continue;
          repaired.push(`${name} had ${exited}: started again`);
          step(repaired.at(-1)!);
          await startDaemon(name);
        }
        // Ready is not enough: a Ready condition can be the last word of a kubelet that is gone (the node stays Ready
        // for the grace period). The lease renewed after the running kubelet started is that kubelet's heartbeat.
        await untilDone('the node to be Ready with its lease renewed by the running kubelet', async () => {
          const [got, lease] = await Promise.all([core.readNode({ name: NODE_NAME }), coordination.readNamespacedLease({ name: NODE_NAME, namespace: 'kube-node-lease' })]);
          const ready = got.status?.conditions?.find((c) => c.type === 'Ready');
          const renewed = lease.spec?.renewTime ? new Date(lease.spec.renewTime as unknown as string).getTime() : 0;
          const down = NODE_DAEMONS.filter((name) => processes.get(name)?.exited());
          const done = ready?.status === 'True' && renewed >= kubeletSince && down.length === 0;
          return {
            done: done ? true : undefined,
            state: [
              `node Ready=${ready?.status} ${ready?.reason ?? ''} ${ready?.message ?? ''}`,
              `lease renewed ${renewed >= kubeletSince ? 'by' : 'before'} the running kubelet`,
              `daemons down: ${down.join(', ') || 'none'}`,
            ],
          };
        });
        return repaired;
      },
      stop,
    };
    return node;
  } catch (err) {
    const leftovers = await stop();
    throw leftovers.length ? new Error(`${(err as Error).message}; teardown: ${leftovers.join('; ')}`) : err;
  }
}

/** Mounts the kubelet and containerd left under `dir` (deepest first). */
function unmountUnder(dir: string): void {
  const mounts = readFileSync('/proc/self/mountinfo', 'utf8')
    .split('\n')
    .map((line) => line.split(' ')[4])
    .filter((point): point is string => !!point && point.startsWith(`${dir}/`))
    .sort((a, b) => b.length - a.length);
  for (const point of mounts) {
    try {
      execFileSyncQuiet('umount', [point]);
    } catch {
      execFileSyncQuiet('umount', ['-l', point]);
    }
  }
}

/** The kubelet links every container's log into /var/log/containers: the links into this node's logs go. */
function removeLogLinks(dir: string): void {
  const links = '/var/log/containers';
  if (!existsSync(links)) return;
  for (const name of readdirSync(links)) {
    try {
      if (readlinkSync(join(links, name)).startsWith(dir)) unlinkSync(join(links, name));
    } catch {
      /* not a link */
    }
  }
}

function execFileSyncQuiet(file: string, args: string[]): void {
  execFileSync(file, args, { stdio: 'ignore' });
}
