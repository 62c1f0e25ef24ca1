import type { IncomingMessage } from 'node:http';
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { SUPPORTED_PROTOCOL_VERSIONS, type Implementation, type ServerCapabilities } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';

/*
 * Protocol revisions. The SDK (1.32) speaks the handshake revisions, up to 2025-11-25, and knows no later one.
 * Revision 2026-07-28 dropped the handshake: a client sends its version with every request (`_meta`, and on HTTP the
 * MCP-Protocol-Version header) and may first call `server/discover` to learn the versions a server supports. This
 * server's tools are stateless and need nothing from a handshake, so it accepts requests of that revision too: the
 * header is accepted, and `server/discover` lists every revision. The SDK still answers `initialize` with the
 * handshake revisions only, as that revision asks (a handshake never negotiates 2026-07-28).
 */

export const STATELESS_REVISION = '2026-07-28';

/** Every revision this server answers requests of, newest first. */
export const PROTOCOL_VERSIONS: readonly string[] = [STATELESS_REVISION, ...SUPPORTED_PROTOCOL_VERSIONS];

const DiscoverRequest = z.object({
  method: z.literal('server/discover'),
  params: z.looseObject({}).optional(),
});

/** `server/discover` (revision 2026-07-28): the supported revisions, capabilities, identity and instructions. */
export function serveDiscover(server: Server, about: { serverInfo: Implementation; capabilities: ServerCapabilities; instructions: string }): void {
  const { serverInfo, capabilities, instructions } = about;
  server.setRequestHandler(DiscoverRequest, () => ({
    supportedVersions: [...PROTOCOL_VERSIONS],
    capabilities,
    serverInfo,
    instructions,
  }));
}

/**
 * The SDK's Streamable HTTP transport refuses an MCP-Protocol-Version header it does not know with 400, and has no
 * option to extend its list. For the revision it does not know but this server speaks, the header is taken off the
 * request the transport reads (it reads `rawHeaders`); a header naming no known revision still reaches it and gets
 * its 400, which lists the versions it supports.
 */
export function acceptProtocolVersionHeader(req: IncomingMessage): void {
  const version = req.headers['mcp-protocol-version'];
  if (version !== STATELESS_REVISION) return;
  const raw: string[] = [];
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    if (req.rawHeaders[i]!.toLowerCase() !== 'mcp-protocol-version') raw.push(req.rawHeaders[i]!, req.rawHeaders[i + 1]!);
  }
  req.rawHeaders = raw;
}
