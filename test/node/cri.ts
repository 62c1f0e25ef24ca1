import { connect as connectHttp2, constants } from 'node:http2';
import { connect as connectSocket } from 'node:net';

/**
 * Whether containerd's CRI service answers, asked the way the kubelet asks it: a gRPC call of
 * `runtime.v1.RuntimeService/Version` on containerd's socket (gRPC framed by hand over node:http2; the request
 * message is empty). containerd serves its socket (`ctr version` works) before the CRI plugin has recovered its
 * containers and sandboxes; until then every CRI call fails with "server is not initialized yet", and a kubelet
 * started in that window exits at once ("validate service connection"). On an idle machine the window is a few
 * milliseconds; on a loaded one, with a render's sandbox and container to recover, it was seconds.
 *
 * Resolves `undefined` when the CRI answers, else why not (the gRPC status message).
 */
export function criNotReady(socket: string, timeoutMs = 5_000): Promise<string | undefined> {
  return new Promise((resolve) => {
    const session = connectHttp2('http://localhost', { createConnection: () => connectSocket(socket) });
    const done = (why: string | undefined) => {
      clearTimeout(timer);
      session.destroy();
      resolve(why);
    };
    const timer = setTimeout(() => done(`no answer within ${timeoutMs} ms`), timeoutMs);
    session.on('error', (err) => done(err.message));
    const call = session.request({
      [constants.HTTP2_HEADER_METHOD]: 'POST',
      [constants.HTTP2_HEADER_PATH]: '/runtime.v1.RuntimeService/Version',
      'content-type': 'application/grpc',
      te: 'trailers',
    });
    call.on('error', (err) => done(err.message));
    // gRPC status comes in the trailers (or in the headers of a trailers-only answer).
    let status: string | undefined;
    let message = '';
    const read = (headers: Record<string, unknown>) => {
      if (headers['grpc-status'] !== undefined) {
        status = String(headers['grpc-status']);
        message = decodeURIComponent(String(headers['grpc-message'] ?? ''));
      }
    };
    call.on('response', read);
    call.on('trailers', read);
    call.resume();
    call.on('end', () => done(status === '0' ? undefined : `gRPC status ${status ?? 'none'}: ${message}`));
    // One uncompressed, empty message: flag 0, length 0.
    call.end(Buffer.alloc(5));
  });
}
