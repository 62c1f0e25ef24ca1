/*
 * Child process of the scale scenario: a bare Express app answering GET /bare with a project-shaped JSON body, the
 * baseline for the two cluster API replicas (one of these per replica, each in a process of its own like them).
 * Prints {"bare"} as one JSON line once it listens.
 */
import type { AddressInfo } from 'node:net';
import express from 'express';
import { bareProject } from './bare-sample.js';

const sample = bareProject;
const app = express();
app.get('/bare', (_req, res) => {
  res.json(sample);
});
const server = app.listen(0, '127.0.0.1', () => {
  process.stdout.write(JSON.stringify({ bare: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }) + '\n');
});
const stop = () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
