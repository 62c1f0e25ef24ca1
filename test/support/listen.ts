import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../api/app.js';
import type { RateLimiter } from '../../ratelimit/rate-limiter.js';
import type { Runtime } from '../../runtime/runtime.js';

export interface Listening {
  base: string;
  close(): Promise<void>;
}

/** Serves a composed runtime on a free loopback port, as bin/montage.ts does (optionally with another limiter). */
export async function listenRuntime(runtime: Runtime, rateLimiter?: RateLimiter): Promise<Listening> {
  const app = createApp({ ...runtime.deps, ...(rateLimiter ? { rateLimiter } : {}), routers: runtime.routers });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
