import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { Logger } from 'pino';

/** How long, and how much of the refused body, a connection is drained for before it is destroyed. */
export interface LingerBudget {
  ms: number;
  bytes: number;
}

export const DEFAULT_LINGER: LingerBudget = { ms: 5_000, bytes: 64 * 1024 * 1024 };

const CHECK_INTERVAL_MS = 100;

/** The latest request of each connection, to tell at close time whether its body was left unread. */
const latestRequest = new WeakMap<Socket, IncomingMessage>();

export function trackRequest(req: IncomingMessage): void {
  latestRequest.set(req.socket, req);
}

/*
 * When a response refuses a body it has not read (413 on an upload, 401 before the body), Node closes the
 * connection as soon as the response is flushed. Closing a socket whose receive buffer still holds the client's
 * bytes makes the kernel send a reset, and a reset can reach the client before it has read the response: it sees
 * EPIPE or ECONNRESET instead of the 413. So such a connection closes *lingeringly*, as HTTP/1.1 (RFC 9112 §9.6)
 * and nginx/Apache do: half-close the write side after the response (the client reads the response and a clean
 * end), keep reading and discarding what the client still sends, and destroy the socket once the client is done
 * or the budget is spent. The budget bounds what a client that ignores the response can cost us.
 *
 * Node decides to close in `socket.destroySoon()` (after the last response's 'finish'); that is the hook. Every
 * other close (errors, timeouts, closeAllConnections at shutdown) stays immediate.
 */
export function closeLingeringly(socket: Socket, logger: Logger, budget: LingerBudget = DEFAULT_LINGER): void {
  const destroySoon = socket.destroySoon.bind(socket);
  socket.destroySoon = () => {
    const req = latestRequest.get(socket);
    if (!req || req.complete || socket.destroyed) return destroySoon();
    linger(socket, req, logger, budget);
  };
}

function linger(socket: Socket, req: IncomingMessage, logger: Logger, budget: LingerBudget): void {
  const started = Date.now();
  const bytesBefore = socket.bytesRead;
  let ended = false;
  const finish = (reason: string) => {
    if (ended) return;
    ended = true;
    clearTimeout(timer);
    clearInterval(check);
    logger.debug({ reason, discardedBytes: socket.bytesRead - bytesBefore, ms: Date.now() - started }, 'lingering close ended');
    socket.destroy();
  };
  const timer = setTimeout(() => finish('time budget spent'), budget.ms);
  // The HTTP parser consumes the socket natively (no 'data' events), so the bytes are read from the counter.
  const check = setInterval(() => {
    if (socket.bytesRead - bytesBefore > budget.bytes) finish('byte budget spent');
  }, CHECK_INTERVAL_MS);
  socket.once('close', () => finish('closed'));
  // The parser reads on only while the request flows: an upload cut off mid-stream was unpiped and is paused.
  req.unpipe();
  req.removeAllListeners('data');
  req.removeAllListeners('readable');
  req.resume();
  // The whole body is in: nothing is left in the receive buffer that closing could turn into a reset.
  req.once('end', () => finish('body read'));
  req.once('error', () => finish('request error'));
  socket.once('end', () => finish('client closed'));
  socket.end();
}
