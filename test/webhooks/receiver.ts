import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the receiver does with the next request: answer with a status, or never answer (a timeout). */
export type Behaviour = { status: number } | 'hang';

export interface Received {
  headers: Record<string, string | undefined>;
  body: string;
  at: number;
  /** How it was answered. */
  answered: Behaviour;
}

/**
 * A webhook receiver on 127.0.0.1 for the suites: records every request and answers as `behave` says, so a test
 * can make it fail, time out and come back.
 */
export async function startReceiver(behave: (request: number) => Behaviour = () => ({ status: 200 })) {
  const received: Received[] = [];
  const hanging: ServerResponse[] = [];
  let count = 0;
  let behaviour = behave;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const answered = behaviour(count++);
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : v]));
      received.push({ headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now(), answered });
      if (answered === 'hang') {
        hanging.push(res);
        return;
      }
      res.writeHead(answered.status, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/montage`;
  return {
    url,
    received,
    /** Requests answered 2xx, deduplicated by webhook-id as a receiver must. */
    accepted(): Map<string, Received> {
      const byId = new Map<string, Received>();
      for (const r of received) if (r.answered !== 'hang' && r.answered.status < 300 && !byId.has(r.headers['webhook-id']!)) byId.set(r.headers['webhook-id']!, r);
      return byId;
    },
    behave(next: (request: number) => Behaviour) {
      behaviour = next;
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
