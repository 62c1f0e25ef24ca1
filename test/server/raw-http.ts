import { connect } from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** The complete responses at the start of `buf` (interim 1xx ones included; final ones need a Content-Length). */
export function parseResponses(buf: Buffer): RawResponse[] {
  const out: RawResponse[] = [];
  let at = 0;
  for (;;) {
    const end = buf.indexOf('\r\n\r\n', at);
    if (end < 0) return out;
    const [statusLine, ...lines] = buf.subarray(at, end).toString('latin1').split('\r\n');
    const status = Number(statusLine!.split(' ')[1]);
    const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).trim().toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
    const length = status < 200 ? 0 : Number(headers['content-length']);
    if (!Number.isInteger(length) || buf.length < end + 4 + length) return out;
    out.push({ status, headers, body: buf.subarray(end + 4, end + 4 + length).toString('utf8') });
    at = end + 4 + length;
  }
}

export interface RawExchange {
  responses: RawResponse[];
  /** The socket error the client saw, if any (EPIPE, ECONNRESET, ...). */
  error?: string;
  /** Whether a complete final (non-1xx) response had been read when that error arrived. */
  finalBeforeError: boolean;
  /** Body bytes the client wrote. */
  sent: number;
  /** The server closed its side cleanly (a FIN, read as the end of the stream). */
  ended: boolean;
}

export interface RawUpload {
  port: number;
  headers: string[];
  /** Body bytes to send; `chunked` frames them as chunks of the chunked transfer coding. */
  bodyBytes: number;
  chunked?: boolean;
  /**
   * When to send the body: at once, streaming as fast as the socket takes it (a client that ignores the response
   * until it has sent everything: the worst case for the server), or only after `100 Continue` (a careful client).
   */
  send: 'at-once' | 'after-continue';
  /** The first bytes of the body (e.g. a file signature), the rest is zeros. */
  head?: Buffer;
}

const CHUNK = 64 * 1024;

/** One request over a raw socket, recording what the client sees and in which order. */
export function rawUpload(options: RawUpload): Promise<RawExchange> {
  return new Promise((resolve) => {
    // Half-open allowed: a client that keeps writing after the server's FIN, as the worst case does.
    const socket = connect({ port: options.port, host: '127.0.0.1', allowHalfOpen: true });
    let received = Buffer.alloc(0);
    let responses: RawResponse[] = [];
    const exchange: RawExchange = { responses, finalBeforeError: false, sent: 0, ended: false };
    const zeros = Buffer.alloc(CHUNK);
    const finalRead = () => responses.some((r) => r.status >= 200);
    let sending = false;
    // Never half-close before the answer: a Node server ends its side when the client's ends (httpAllowHalfOpen).
    const done = () => finalRead() && (options.send === 'after-continue' || exchange.sent >= options.bodyBytes);

    const nextPiece = (): Buffer => {
      const n = Math.min(CHUNK, options.bodyBytes - exchange.sent);
      let data = n === CHUNK ? zeros : zeros.subarray(0, n);
      if (exchange.sent === 0 && options.head) data = Buffer.concat([options.head, data.subarray(options.head.length)]);
      exchange.sent += n;
      return options.chunked ? Buffer.concat([Buffer.from(`${n.toString(16)}\r\n`), data, Buffer.from('\r\n')]) : data;
    };
    const pump = () => {
      while (exchange.sent < options.bodyBytes && !socket.destroyed && socket.writable) {
        if (!socket.write(nextPiece())) return void socket.once('drain', pump);
      }
      if (exchange.sent < options.bodyBytes || !socket.writable) return;
      if (options.chunked) socket.write('0\r\n\r\n');
      if (done() || exchange.ended) socket.end();
    };
    const startSending = () => {
      if (sending) return;
      sending = true;
      pump();
    };

    socket.on('connect', () => {
      socket.write(`${options.headers.join('\r\n')}\r\n\r\n`);
      if (options.send === 'at-once') startSending();
    });
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      responses = parseResponses(received);
      exchange.responses = responses;
      if (options.send === 'after-continue' && responses.some((r) => r.status === 100) && !finalRead()) startSending();
      // A careful client stops at the final answer; the worst case (at-once) goes on until it has sent everything.
      if (done()) socket.end();
    });
    socket.on('end', () => {
      exchange.ended = true;
      if (options.send === 'after-continue' || exchange.sent >= options.bodyBytes) socket.end();
    });
    socket.on('error', (err: NodeJS.ErrnoException) => {
      exchange.error = err.code ?? err.message;
      exchange.finalBeforeError = finalRead();
    });
    socket.on('close', () => resolve(exchange));
  });
}
