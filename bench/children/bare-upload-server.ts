/*
 * Child process of the upload scenario's baseline: a bare Node HTTP server that streams a request body to a file
 * on disk and answers 201 with the size. Prints {"base"} as one JSON line once it listens.
 */
import { createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';

const dir = process.env.BENCH_UPLOAD_DIR;
if (!dir) throw new Error('BENCH_UPLOAD_DIR is not set');
let n = 0;
const server = createServer((req, res) => {
  const file = join(dir, `upload-${n++}.bin`);
  pipeline(req, createWriteStream(file))
    .then(() => stat(file))
    .then(
      ({ size }) => {
        res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ size }));
      },
      (err: Error) => {
        res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: err.message }));
      },
    );
});
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(JSON.stringify({ base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }) + '\n');
});
process.once('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
