import { connect } from 'node:net';
import { join } from 'node:path';
import { freePort } from './ports.js';
import { startServer, type ServerProcess } from './processes.js';

function ping(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, host);
    socket.setTimeout(1_000, () => socket.destroy());
    socket.once('error', () => resolve(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      resolve(data.toString().startsWith('+PONG'));
      socket.destroy();
    });
    socket.once('close', () => resolve(false));
  });
}

/** redis-server (Debian's) on loopback (or a test bridge's address), without persistence: the rate limiter's backend in cluster mode. */
export async function startRedis(dir: string, port?: number, host = '127.0.0.1'): Promise<{ process: ServerProcess; url: string; port: number }> {
  const p = port ?? (await freePort());
  const proc = await startServer({
    name: 'redis',
    command: 'redis-server',
    args: ['--port', String(p), '--bind', host,
      // On a test bridge's address Pods are the clients: protected mode would refuse every non-loopback one.
      '--protected-mode', host === '127.0.0.1' ? 'yes' : 'no', '--save', '', '--appendonly', 'no', '--dir', dir],
    logFile: join(dir, `redis-${p}.log`),
    ready: () => ping(p, host),
  });
  return { process: proc, url: `redis://${host}:${p}`, port: p };
}
