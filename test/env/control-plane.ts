import { execFile } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';
import type { Binaries } from './binaries.js';
import { freePort } from './ports.js';
import { startServer, type ServerProcess } from './processes.js';

const run = promisify(execFile);

export interface ControlPlane {
  kubeconfigPath: string;
  server: string;
  /** etcd's client URL: a suite may start an apiserver of its own on it (see startApiserver). */
  etcdUrl: string;
  processes: ServerProcess[];
}

/** GET an apiserver path with the admin token; the self-signed serving certificate is not verified (loopback only). */
function apiGet(server: string, path: string, token: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${server}${path}`, { headers: { authorization: `Bearer ${token}` }, rejectUnauthorized: false, timeout: 2_000 }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.end();
  });
}

/**
 * etcd 3.5 + kube-apiserver + kube-controller-manager (built from the module proxy), like controller-runtime's
 * envtest but with the real Job controller running. Admin access is a static token in system:masters.
 */
export async function startControlPlane(bin: Binaries, dir: string): Promise<ControlPlane> {
  const processes: ServerProcess[] = [];
  const [etcdClient, etcdPeer, apiPort] = await Promise.all([freePort(), freePort(), freePort()]);
  mkdirSync(join(dir, 'etcd'), { recursive: true });
  processes.push(
    await startServer({
      name: 'etcd',
      command: bin.etcd,
      args: [
        '--name', 'montage-test',
        '--data-dir', join(dir, 'etcd'),
        '--listen-client-urls', `http://127.0.0.1:${etcdClient}`,
        '--advertise-client-urls', `http://127.0.0.1:${etcdClient}`,
        '--listen-peer-urls', `http://127.0.0.1:${etcdPeer}`,
        '--initial-advertise-peer-urls', `http://127.0.0.1:${etcdPeer}`,
        '--initial-cluster', `montage-test=http://127.0.0.1:${etcdPeer}`,
        '--log-level', 'warn',
      ],
      logFile: join(dir, 'etcd.log'),
      ready: async () => (await fetch(`http://127.0.0.1:${etcdClient}/health`)).ok,
    }),
  );

  const etcdUrl = `http://127.0.0.1:${etcdClient}`;
  const apiserver = await startApiserver(bin, dir, etcdUrl, apiPort);
  processes.push(apiserver.process);
  const { server, token } = apiserver;

  const kubeconfigPath = join(dir, 'kubeconfig');
  writeFileSync(
    kubeconfigPath,
    JSON.stringify({
      apiVersion: 'v1',
      kind: 'Config',
      clusters: [{ name: 'test', cluster: { server, 'insecure-skip-tls-verify': true } }],
      users: [{ name: 'admin', user: { token } }],
      contexts: [{ name: 'test', context: { cluster: 'test', user: 'admin' } }],
      'current-context': 'test',
    }),
    { mode: 0o600 },
  );

  processes.push(
    await startServer({
      name: 'kube-controller-manager',
      command: bin.kubeControllerManager,
      args: [
        `--kubeconfig=${kubeconfigPath}`,
        // Without the serviceaccount controller no `default` ServiceAccount exists and Pods are refused.
        '--controllers=job-controller,ttl-after-finished-controller,garbage-collector-controller,serviceaccount-controller,namespace-controller',
        '--leader-elect=false',
        '--secure-port=0',
        '--v=1',
      ],
      logFile: join(dir, 'kube-controller-manager.log'),
      // It has no health port here: ready once the default namespace has its ServiceAccount.
      ready: async () => (await apiGet(server, '/api/v1/namespaces/default/serviceaccounts/default', token)).status === 200,
      timeoutMs: 60_000,
    }),
  );
  return { kubeconfigPath, server, etcdUrl, processes };
}

/**
 * A kube-apiserver on an etcd, with a static admin token and its own certificates: the control plane's, or a
 * second one on the same etcd that a suite can stop and start (an apiserver restart, as in an upgrade).
 */
export async function startApiserver(
  bin: Binaries,
  dir: string,
  etcdUrl: string,
  port: number,
  token = randomBytes(24).toString('hex'),
  /** The real node (test/node/) serves on an address Pods reach, with a service range and flags of its own. */
  options: { address?: string; serviceClusterIpRange?: string; extraArgs?: string[] } = {},
): Promise<{ server: string; token: string; process: ServerProcess }> {
  const address = options.address ?? '127.0.0.1';
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'tokens.csv'), `${token},admin,admin-uid,system:masters\n`, { mode: 0o600 });
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  writeFileSync(join(dir, 'sa.key'), privateKey.export({ type: 'pkcs1', format: 'pem' }), { mode: 0o600 });
  writeFileSync(join(dir, 'sa.pub'), publicKey.export({ type: 'spki', format: 'pem' }));
  const server = `https://${address}:${port}`;
  const process = await startServer({
    name: 'kube-apiserver',
    command: bin.kubeApiserver,
    args: [
      `--etcd-servers=${etcdUrl}`,
      `--cert-dir=${join(dir, 'certs')}`,
      `--secure-port=${port}`,
      `--bind-address=${address}`,
      `--advertise-address=${address}`,
      '--service-account-issuer=https://kubernetes.default.svc.cluster.local',
      `--service-account-key-file=${join(dir, 'sa.pub')}`,
      `--service-account-signing-key-file=${join(dir, 'sa.key')}`,
      `--service-cluster-ip-range=${options.serviceClusterIpRange ?? '10.0.0.0/24'}`,
      '--authorization-mode=RBAC',
      `--token-auth-file=${join(dir, 'tokens.csv')}`,
      '--allow-privileged=true',
      '--v=1',
      ...(options.extraArgs ?? []),
    ],
    logFile: join(dir, 'kube-apiserver.log'),
    ready: async () => (await apiGet(server, '/readyz', token)).body === 'ok',
    timeoutMs: 90_000,
  });
  return { server, token, process };
}

/**
 * Installs every generated CRD in crds/ with `kubectl apply --server-side`, as an admin would, and waits until the
 * apiserver serves them. (Not through client-node's typed CRD API: its serializer maps fields by their camelCase
 * names and silently drops `x-kubernetes-preserve-unknown-fields` from a CRD read from YAML.)
 */
export async function installCrds(kubectl: string, kubeconfigPath: string, crdDir: string): Promise<string[]> {
  const files = readdirSync(crdDir).filter((f) => f.endsWith('.yaml')).sort();
  const names = files.flatMap((file) =>
    parseAllDocuments(readFileSync(join(crdDir, file), 'utf8'))
      .map((doc) => (doc.toJS() as { metadata?: { name?: string } } | null)?.metadata?.name)
      .filter((name): name is string => Boolean(name)),
  );
  const kube = (args: string[]) => run(kubectl, ['--kubeconfig', kubeconfigPath, ...args], { timeout: 60_000 });
  await kube(['apply', '--server-side', '--field-manager=montage-tests', ...files.flatMap((f) => ['-f', join(crdDir, f)])]);
  await kube(['wait', '--for=condition=Established', '--timeout=30s', ...names.map((n) => `crd/${n}`)]);
  return names;
}
