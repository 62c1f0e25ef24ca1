/** Small fetch helpers for the contract suites: every call names its key, so tenancy is explicit in each test. */
export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

export function client(base: string) {
  async function call<T = any>(method: string, path: string, key: string | undefined, init: { json?: unknown; body?: string | Uint8Array; headers?: Record<string, string> } = {}): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...(init.headers ?? {}) };
    if (key !== undefined) headers.authorization = `Bearer ${key}`;
    let body = init.body;
    if (init.json !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(init.json);
    }
    const res = await fetch(`${base}${path}`, { method, headers, body, duplex: 'half' } as RequestInit);
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON: keep the text */
    }
    return { status: res.status, headers: res.headers, body: parsed as T };
  }
  return {
    get: <T = any>(path: string, key?: string) => call<T>('GET', path, key),
    post: <T = any>(path: string, key: string | undefined, json?: unknown, headers?: Record<string, string>) =>
      call<T>('POST', path, key, { json, headers }),
    patch: <T = any>(path: string, key: string | undefined, json?: unknown) => call<T>('PATCH', path, key, { json }),
    put: <T = any>(path: string, key: string | undefined, json?: unknown) => call<T>('PUT', path, key, { json }),
    del: <T = any>(path: string, key: string | undefined) => call<T>('DELETE', path, key),
    raw: call,
  };
}

export type Client = ReturnType<typeof client>;

export async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let delay = 10;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, delay));
    delay = Math.min(delay * 2, 250);
  }
}
