import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The controller's probe endpoints (it serves no API): `/healthz` answers while the process runs, `/readyz` once
 * its caches are synced. Both say whether this replica leads; a standby replica is healthy and ready too, so two
 * replicas pass their probes and the Lease alone decides which one reconciles.
 */
export function startHealthServer(options: { host: string; port: number; isLeader(): boolean }): Promise<Server> {
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (req.method !== 'GET' || (path !== '/healthz' && path !== '/readyz')) {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'not found' }));
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 'ok', leader: options.isLeader() }));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve(server));
  });
}

export function portOf(server: Server): number {
  return (server.address() as AddressInfo).port;
}
