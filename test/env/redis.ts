import { connect } from 'node:net';
import { join } from 'node:path';
import { freePort } from './ports.js';
import { startServer, type ServerProcess } from './processes.js';

function ping(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
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

/** redis-server (Debian's) on loopback, without persistence: the rate limiter's backend in cluster mode. */
export async function startRedis(dir: string, port?: number): Promise<{ process: ServerProcess; url: string; port: number }> {
  const p = port ?? (await freePort());
  const proc = await startServer({
    name: 'redis',
    command: 'redis-server',
    args: ['--port', String(p), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    logFile: join(dir, `redis-${p}.log`),
    ready: () => ping(p),
  });
  return { process: proc, url: `redis://127.0.0.1:${p}`, port: p };
}
