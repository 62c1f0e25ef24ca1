#!/usr/bin/env node
import { StdioConfig, parseConfig } from './config.js';
import { serveStdio } from './stdio-server.js';

/* `montage mcp` (or `tsx mcp/stdio.ts`), configured by MONTAGE_API_URL and MONTAGE_API_KEY. */
try {
  await serveStdio(parseConfig(StdioConfig, process.env));
} catch (err) {
  process.stderr.write(`montage mcp: ${(err as Error).message}\n`);
  process.exit(2);
}
