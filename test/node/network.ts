import { execFile } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { promisify } from 'node:util';

const exec = promisify(execFile);

/**
 * The real node's network, made by the test and removed after it: a network namespace for the node (containerd,
 * the kubelet, kube-proxy and the Pods' bridge live in it, so kube-proxy's iptables rules and the CNI bridge never
 * touch the machine's own network) and a veth pair between it and the host. The host end carries the address the
 * control plane, CoreDNS, MinIO and Redis listen on; the node end is the node's InternalIP. Routes on the host send
 * the Pod and Service ranges into the namespace, so the test reaches Services the way a client in the cluster does.
 */
export interface NodeNetwork {
  namespace: string;
  /** The namespace's bind-mounted handle, for `nsenter --net=`. */
  namespacePath: string;
  hostAddress: string;
  nodeAddress: string;
  podCidr: string;
  serviceCidr: string;
  remove(): Promise<void>;
}

export const ip = async (...args: string[]) => (await exec('ip', args)).stdout;
export const inNamespace = (namespace: string, command: string, args: string[]) =>
  exec('nsenter', [`--net=/var/run/netns/${namespace}`, '--', command, ...args]);

/** Three /24s under 10.x that no route or address of this machine uses yet. */
async function freeRanges(): Promise<[string, string, string]> {
  const used = (await ip('-4', 'route', 'show', 'table', 'all')) + (await ip('-4', 'addr'));
  for (let attempt = 0; attempt < 50; attempt++) {
    const second = randomInt(100, 250);
    const third = randomInt(1, 250);
    const ranges = [0, 1, 2].map((i) => `10.${second}.${(third + i) % 250}`);
    if (ranges.every((r) => !used.includes(`${r}.`))) return ranges as [string, string, string];
  }
  throw new Error('no free 10.x.y.0/24 ranges for the test node');
}

export async function createNodeNetwork(): Promise<NodeNetwork> {
  const id = randomBytes(3).toString('hex');
  const namespace = `montage-node-${id}`;
  const hostLink = `mtg${id}h`;
  const [nodeNet, podNet, serviceNet] = await freeRanges();
  const network: NodeNetwork = {
    namespace,
    namespacePath: `/var/run/netns/${namespace}`,
    hostAddress: `${nodeNet}.1`,
    nodeAddress: `${nodeNet}.2`,
    podCidr: `${podNet}.0/24`,
    serviceCidr: `${serviceNet}.0/24`,
    remove: async () => {
      // The namespace takes its veth end, the bridge, the Pods' veths and every iptables rule kube-proxy wrote with
      // it; the host's veth end and its routes go with the pair.
      await ip('netns', 'del', namespace).catch(() => undefined);
      await ip('link', 'del', hostLink).catch(() => undefined);
    },
  };
  try {
    await ip('netns', 'add', namespace);
    await ip('link', 'add', hostLink, 'type', 'veth', 'peer', 'name', 'eth0', 'netns', namespace);
    await ip('addr', 'add', `${network.hostAddress}/24`, 'dev', hostLink);
    await ip('link', 'set', hostLink, 'up');
    const inNs = (...args: string[]) => ip('-n', namespace, ...args);
    await inNs('link', 'set', 'lo', 'up');
    await inNs('addr', 'add', `${network.nodeAddress}/24`, 'dev', 'eth0');
    await inNs('link', 'set', 'eth0', 'up');
    // No default route in the namespace: Pods reach the host's test address and nothing beyond it.
    await ip('route', 'add', network.podCidr, 'via', network.nodeAddress, 'dev', hostLink);
    await ip('route', 'add', network.serviceCidr, 'via', network.nodeAddress, 'dev', hostLink);
    // Forwarding between the veth and the Pods' bridge, inside the namespace only (a per-namespace sysctl).
    await inNamespace(namespace, 'sysctl', ['-q', '-w', 'net.ipv4.ip_forward=1']);
    return network;
  } catch (err) {
    await network.remove();
    throw err;
  }
}
