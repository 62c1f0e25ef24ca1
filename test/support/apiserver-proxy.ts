import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import { KubeConfig } from '@kubernetes/client-node';

/*
 * A FAULT-INJECTING PROXY in front of the real kube-apiserver, for tests only. The apiserver behind it is real (its
 * watches, conflicts and resourceVersions); the proxy only changes timing and adds the failures a real cluster
 * produces now and then, so the tests can make them happen on demand instead of by luck:
 * - hold a response until the test releases it (a create response that arrives after the watch's newer events);
 * - end every open watch with an ERROR event (504 while the apiserver's watch cache catches up, 410 Expired);
 * - random delays on every response (races);
 * and it counts requests by kind, so a test can say "no relist" or "no PATCH loop".
 */

export interface RequestInfo {
  method: string;
  path: string;
  watch: boolean;
}

export interface ApiserverProxy {
  kubeConfig(): KubeConfig;
  /** Requests seen so far. */
  readonly requests: RequestInfo[];
  /** Watch lines relayed so far (raw JSON), to wait until the watch has delivered an event. */
  readonly watchLines: string[];
  /** Holds the responses of matching requests until the returned release function is called. */
  hold(match: (info: RequestInfo) => boolean): () => void;
  /** Ends every open watch with an ERROR event carrying this Status code (and reason). */
  injectWatchError(code: number, reason: string, message: string): number;
  /** TCP connections clients have opened to the proxy so far (keep-alive reuses them). */
  connections(): number;
  /** Delays each response by a random time up to this many milliseconds (0: none). */
  jitterMs: number;
  close(): Promise<void>;
}

export async function startApiserverProxy(target: KubeConfig): Promise<ApiserverProxy> {
  const cluster = target.getCurrentCluster()!;
  const upstream = new URL(cluster.server);
  const user = target.getCurrentUser();
  const token = user?.token;
  const requests: RequestInfo[] = [];
  const watchLines: string[] = [];
  const holds: { match: (info: RequestInfo) => boolean; released: Promise<void> }[] = [];
  const openWatches = new Set<ServerResponse>();
  const sockets = new Set<Socket>();

  const proxy = {
    requests,
    watchLines,
    jitterMs: 0,
  } as ApiserverProxy;

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://proxy');
    const info: RequestInfo = { method: req.method ?? 'GET', path: url.pathname, watch: url.searchParams.get('watch') === 'true' };
    requests.push(info);
    const held = holds.filter((h) => h.match(info)).map((h) => h.released);
    const upstreamReq = httpsRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: upstream.host, ...(token ? { authorization: `Bearer ${token}` } : {}) },
        rejectUnauthorized: false,
      },
      (upstreamRes) => {
        void (async () => {
          await Promise.all(held);
          if (proxy.jitterMs > 0) await new Promise((r) => setTimeout(r, Math.random() * proxy.jitterMs));
          if (res.destroyed) return upstreamRes.destroy();
          res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.headers);
          if (!info.watch) return upstreamRes.pipe(res);
          openWatches.add(res);
          res.on('close', () => {
            openWatches.delete(res);
            upstreamRes.destroy();
          });
          let buffered = '';
          upstreamRes.setEncoding('utf8');
          upstreamRes.on('data', (chunk: string) => {
            buffered += chunk;
            const lines = buffered.split('\n');
            buffered = lines.pop() ?? '';
            for (const line of lines) {
              if (!line) continue;
              watchLines.push(line);
              res.write(`${line}\n`);
            }
          });
          upstreamRes.on('end', () => res.end());
        })();
      },
    );
    upstreamReq.on('error', () => res.destroy());
    req.pipe(upstreamReq);
  });
  let connections = 0;
  proxy.connections = () => connections;
  server.on('connection', (socket) => {
    connections++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  proxy.kubeConfig = () => {
    const kc = new KubeConfig();
    kc.loadFromOptions({
      clusters: [{ name: 'proxy', server: `http://127.0.0.1:${port}`, skipTLSVerify: true }],
      users: [{ name: 'proxy', token: 'forwarded-by-the-proxy' }],
      contexts: [{ name: 'proxy', cluster: 'proxy', user: 'proxy' }],
      currentContext: 'proxy',
    });
    return kc;
  };
  proxy.hold = (match) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    holds.push({ match, released });
    return () => {
      holds.splice(holds.findIndex((h) => h.released === released), 1);
      release();
    };
  };
  proxy.injectWatchError = (code, reason, message) => {
    const status = { kind: 'Status', apiVersion: 'v1', metadata: {}, status: 'Failure', message, reason, code };
    const ended = [...openWatches];
    for (const res of ended) {
      // What the apiserver does: one ERROR event, then the end of the stream.
      res.end(`${JSON.stringify({ type: 'ERROR', object: status })}\n`);
      openWatches.delete(res);
    }
    return ended.length;
  };
  proxy.close = async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return proxy;
}
