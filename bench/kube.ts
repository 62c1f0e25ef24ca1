import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:https';

/**
 * A minimal client of the test apiserver for the bench's own bulk work (seeding 30,000 objects, counting Jobs):
 * raw HTTPS with keep-alive and the admin token from the kubeconfig the control plane wrote. (client-node would do,
 * but its per-call overhead shows at this volume.) The serving certificate is self-signed: loopback only.
 */
export class KubeHttp {
  private readonly server: string;
  private readonly token: string;
  private readonly agent: Agent;

  constructor(kubeconfigPath: string, maxSockets = 32) {
    const config = JSON.parse(readFileSync(kubeconfigPath, 'utf8')) as { clusters: { cluster: { server: string } }[]; users: { user: { token: string } }[] };
    this.server = config.clusters[0]!.cluster.server;
    this.token = config.users[0]!.user.token;
    this.agent = new Agent({ keepAlive: true, maxSockets, rejectUnauthorized: false });
  }

  send<T = any>(method: string, path: string, body?: unknown, contentType = 'application/json', accept = 'application/json'): Promise<{ status: number; body: T }> {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    return new Promise((resolve, reject) => {
      const req = request(
        `${this.server}${path}`,
        {
          method,
          agent: this.agent,
          headers: {
            authorization: `Bearer ${this.token}`,
            accept,
            ...(payload ? { 'content-type': contentType, 'content-length': String(payload.length) } : {}),
          },
          timeout: 60_000,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let parsed: unknown = text;
            try {
              parsed = JSON.parse(text);
            } catch {
              /* keep the text */
            }
            resolve({ status: res.statusCode ?? 0, body: parsed as T });
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.on('timeout', () => req.destroy(new Error(`${method} ${path}: timeout`)));
      req.end(payload);
    });
  }

  /** Sends and throws unless the status is one of `ok`. */
  async expect<T = any>(ok: number[], method: string, path: string, body?: unknown, contentType?: string): Promise<T> {
    const res = await this.send<T>(method, path, body, contentType);
    if (!ok.includes(res.status)) throw new Error(`${method} ${path}: HTTP ${res.status} ${JSON.stringify(res.body).slice(0, 400)}`);
    return res.body;
  }

  close(): void {
    this.agent.destroy();
  }
}

/** Runs `task` over `items` with at most `parallel` in flight. */
export async function inParallel<T>(items: readonly T[], parallel: number, task: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  let failed: unknown;
  const worker = async () => {
    while (failed === undefined && next < items.length) {
      const i = next++;
      try {
        await task(items[i]!, i);
      } catch (err) {
        failed = err;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, items.length) }, worker));
  if (failed !== undefined) throw failed;
}
