import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { pino } from 'pino';
import { REDACT_PATHS } from '../lib/logger.js';
import type { StdioConfig } from './config.js';
import { RestClient } from './rest/client.js';
import { fetchSend } from './rest/send.js';
import { createMcpServer } from './server.js';

/**
 * The tool server over stdio, for assistants that start a local command (Claude Desktop-style configuration): the
 * tools call the REST API at MONTAGE_API_URL with MONTAGE_API_KEY. stdout carries the protocol, so logs go to stderr.
 */
export async function serveStdio(config: StdioConfig): Promise<void> {
  const logger = pino({ name: 'montage-mcp', level: config.LOG_LEVEL, redact: { paths: REDACT_PATHS, censor: '[redacted]' } }, pino.destination(2));
  const server = createMcpServer(new RestClient(fetchSend(config.MONTAGE_API_URL, config.MONTAGE_API_KEY)));
  const transport = new StdioServerTransport();
  transport.onclose = () => logger.info('stdin closed');
  await server.connect(transport);
  logger.info({ api: config.MONTAGE_API_URL }, 'montage MCP server on stdio');
}
