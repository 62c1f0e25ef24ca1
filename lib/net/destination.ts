import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { classifyAddress, connectableAddress } from './special-addresses.js';

/*
 * Where the service may send a request on a user's behalf (webhooks): no SSRF. A URL must be https; its host must
 * resolve only to public unicast addresses — not loopback, private (RFC 1918), shared (CGNAT), link-local (which
 * holds the cloud metadata address 169.254.169.254), unique-local IPv6 (fd00:ec2::254, AWS's IPv6 metadata),
 * multicast, reserved or documentation ranges, nor an IPv4 address in IPv6 clothing (::127.0.0.1, ::ffff:10.0.0.1,
 * ::ffff:0:10.0.0.1, NAT64, 6to4, Teredo: special-addresses.ts says which are refused and which are checked). An
 * admin may allow listed hosts or CIDRs (MONTAGE_WEBHOOK_ALLOWED_HOSTS), and plain http to them. The address is
 * checked when the URL is registered and again before every connection, and the connection goes to the very
 * address that was checked (no second DNS answer can slip in between: DNS rebinding).
 */

export interface DestinationPolicy {
  /** Host names allowed whatever they resolve to (lowercase). */
  hosts: Set<string>;
  /** Addresses and CIDRs allowed even though they are not public. */
  addresses: BlockList;
  /** The setting as given, for messages. */
  described: string;
}

export class DestinationRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DestinationRefusedError';
  }
}

/** MONTAGE_WEBHOOK_ALLOWED_HOSTS: host names, addresses and CIDRs (`127.0.0.1`, `10.1.0.0/16`, `hooks.internal`). */
export function destinationPolicy(entries: readonly string[] = []): DestinationPolicy {
  const hosts = new Set<string>();
  const addresses = new BlockList();
  for (const raw of entries) {
    const entry = raw.trim().toLowerCase().replace(/^\[(.*)\]$/, '$1');
    if (!entry) continue;
    const [address, prefixText] = entry.split('/') as [string, string | undefined];
    const family = isIP(address);
    if (family === 0) {
      if (prefixText !== undefined || !/^[a-z0-9.-]+$/.test(entry)) throw new Error(`not a host name, address or CIDR: ${JSON.stringify(raw)}`);
      hosts.add(entry);
      continue;
    }
    const type = family === 4 ? 'ipv4' : 'ipv6';
    const prefix = prefixText === undefined ? (family === 4 ? 32 : 128) : Number(prefixText);
    if (!Number.isInteger(prefix) || prefix < 0 || prefix > (family === 4 ? 32 : 128)) throw new Error(`bad CIDR prefix: ${JSON.stringify(raw)}`);
    addresses.addSubnet(address, prefix, type);
  }
  return { hosts, addresses, described: entries.join(',') };
}

export function isPublicAddress(address: string): boolean {
  return classifyAddress(address).public;
}

function allowedAddress(policy: DestinationPolicy, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && policy.addresses.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
}

const ALLOW_HINT = 'an admin can allow it with MONTAGE_WEBHOOK_ALLOWED_HOSTS';

/** The URL's form: https (http only to an allowed host), no credentials, no fragment. Addresses are checked by resolve. */
export function parseDestinationUrl(text: string, policy: DestinationPolicy): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new DestinationRefusedError('not an absolute URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new DestinationRefusedError(`the scheme must be https, not ${url.protocol.replace(':', '')}`);
  if (url.username || url.password) throw new DestinationRefusedError('a URL with credentials in it is not accepted');
  if (url.hash) throw new DestinationRefusedError('a URL with a #fragment is not accepted');
  const host = hostOf(url);
  if (url.protocol === 'http:' && !policy.hosts.has(host) && !allowedAddress(policy, host)) {
    throw new DestinationRefusedError(`the scheme must be https (plain http only to hosts ${ALLOW_HINT})`);
  }
  return url;
}

export interface ResolvedDestination {
  address: string;
  family: 4 | 6;
}

export type Lookup = (host: string) => Promise<{ address: string; family: number }[]>;

const systemLookup: Lookup = (host) => dnsLookup(host, { all: true, verbatim: true });

/**
 * The address to connect to. Every address the name resolves to must pass (a name with one public and one private
 * address is refused: which one a client would use is not ours to guess).
 */
export async function resolveDestination(url: URL, policy: DestinationPolicy, options: { lookup?: Lookup; timeoutMs?: number } = {}): Promise<ResolvedDestination> {
  const host = hostOf(url);
  let answers: { address: string; family: number }[];
  if (isIP(host)) {
    answers = [{ address: host, family: isIP(host) }];
  } else {
    const timeoutMs = options.timeoutMs ?? 5_000;
    let timer: NodeJS.Timeout | undefined;
    try {
      answers = await Promise.race([
        (options.lookup ?? systemLookup)(host),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
        }),
      ]);
    } catch (err) {
      throw new DestinationRefusedError(`the host ${host} cannot be resolved (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`);
    } finally {
      clearTimeout(timer);
    }
    if (answers.length === 0) throw new DestinationRefusedError(`the host ${host} has no address`);
  }
  if (!policy.hosts.has(host)) {
    for (const { address } of answers) {
      const verdict = classifyAddress(address);
      if (!verdict.public && !allowedAddress(policy, address)) {
        const said = address === host ? `the address ${host} is` : `the host ${host} resolves to ${address},`;
        throw new DestinationRefusedError(`${said} ${verdict.why} (${ALLOW_HINT})`);
      }
    }
  }
  return connectableAddress(answers[0]!.address);
}
