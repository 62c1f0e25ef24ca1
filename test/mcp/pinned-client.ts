import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';

/**
 * A client of protocol revision 2026-07-28 over one of the SDK's own transports: no `initialize` handshake, its
 * version in every request's `_meta` (an HTTP transport also sends it as the MCP-Protocol-Version header, set with
 * its `setProtocolVersion`). The SDK's Client (1.32) cannot do this: it always starts with the handshake.
 */
export class PinnedClient {
  private readonly waiting = new Map<number, (message: { result?: unknown; error?: unknown }) => void>();
  private nextId = 1;
  private started = false;

  constructor(
    private readonly transport: Transport,
    private readonly version: string,
  ) {
    transport.onmessage = (message) => {
      const id = (message as { id?: unknown }).id;
      if (typeof id === 'number') this.waiting.get(id)?.(message as { result?: unknown; error?: unknown });
    };
  }

  /** The request's answer; a JSON-RPC error fails the call with its text. */
  async request(method: string, params: Record<string, unknown>): Promise<{ result?: unknown }> {
    if (!this.started) await this.transport.start();
    this.started = true;
    const id = this.nextId++;
    const answered = new Promise<{ result?: unknown; error?: unknown }>((resolve) => this.waiting.set(id, resolve));
    const meta = { 'io.modelcontextprotocol/protocolVersion': this.version, 'io.modelcontextprotocol/clientInfo': { name: 'pinned', version: '1' } };
    await this.transport.send({ jsonrpc: '2.0', id, method, params: { ...params, _meta: meta } });
    const message = await answered;
    this.waiting.delete(id);
    if (message.error) throw new Error(`${method}: ${JSON.stringify(message.error)}`);
    return message;
  }

  close(): Promise<void> {
    return this.transport.close();
  }
}
