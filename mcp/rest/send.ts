/** One REST call as the client makes it; a `Send` carries it to the service (over fetch, or the loopback). */
export interface RestRequest {
  method: 'GET' | 'POST';
  /** Below /api/v1, starting with `/`. */
  path: string;
  body?: unknown;
  /** Long polls ask for up to 30 s; the timeout covers that plus slack. */
  timeoutMs: number;
  signal?: AbortSignal;
}

export interface RestResponse {
  status: number;
  body: unknown;
}

export type Send = (request: RestRequest) => Promise<RestResponse>;

export function parseBody(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return text;
  }
}

export function requestSignal(request: RestRequest): AbortSignal {
  const timeout = AbortSignal.timeout(request.timeoutMs);
  return request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
}

/** A remote service (the stdio server): `fetch` with the caller's bearer token. */
export function fetchSend(baseUrl: string, token: string): Send {
  const base = baseUrl.replace(/\/+$/, '');
  return async (request) => {
    const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'application/json' };
    if (request.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${base}/api/v1${request.path}`, {
      method: request.method,
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: requestSignal(request),
    });
    return { status: res.status, body: parseBody(await res.text()) };
  };
}
