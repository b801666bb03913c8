import { CONTROL_PORT } from './ports';

/** An id shaped like the stores' ids that no document has. */
export const UNKNOWN_ID = 'ffffffffffffffffffffffff';

export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export interface RequestOptions {
  method?: string;
  token?: string;
  /** A JS value is sent as JSON; a string is sent raw (invalid JSON tests); FormData as multipart. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Answer a 503 as is, even while a suite has stopped a service on purpose (the gateway suite's own checks). */
  duringOutage?: boolean;
}

export const gatewayUrl = () => {
  const url = process.env.API_GATEWAY_URL;
  if (!url) throw new Error('API_GATEWAY_URL is unset: run the api project through jest (its globalSetup starts the backend)');
  return url;
};

/** One call through the gateway, as a browser would make it. */
export async function api<T = Record<string, unknown>>(path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (typeof options.body === 'string') {
    body = options.body;
    headers['Content-Type'] ??= 'application/json';
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['Content-Type'] = 'application/json';
  }
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const deadline = Date.now() + OUTAGE_WAIT_MS;
  for (;;) {
    const res = await fetch(`${gatewayUrl()}/api${path}`, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // Non-JSON bodies (images, HTML) stay text.
    }
    // The gateway answers "svc-x is unavailable" only when it could not connect, so the request never reached the
    // service and sending it again is safe; only done while another suite stopped that service on purpose.
    const refused = res.status === 503 && /^svc-[a-z]+ is unavailable$/.test(String((parsed as { message?: unknown } | undefined)?.message));
    if (!refused || options.duringOutage || Date.now() > deadline || !(await outageInProgress())) {
      return { status: res.status, body: parsed as T, headers: res.headers };
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const OUTAGE_WAIT_MS = 60_000;

async function outageInProgress(): Promise<boolean> {
  // Suites without the API control server (the fault suites run their own backends) have no planned outage.
  const res = await fetch(`http://127.0.0.1:${CONTROL_PORT}/outage`).catch(() => undefined);
  if (!res) return false;
  const { stopped } = (await res.json()) as { stopped: string[] };
  return stopped.length > 0;
}

/** Stops or starts one backend service (see global-setup's control server). */
export async function controlService(name: 'svc-meals' | 'svc-users' | 'svc-payments', action: 'stop' | 'start'): Promise<void> {
  const res = await fetch(`http://127.0.0.1:${CONTROL_PORT}/${name}/${action}`, { method: 'POST' });
  if (res.status !== 204) throw new Error(`could not ${action} ${name}: ${res.status} ${await res.text()}`);
}

/** Polls until `check` holds: event-driven effects (badge, promotion) land shortly after the request. */
export async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

export const expectErrorShape = (body: unknown) => {
  expect(body).toEqual(expect.objectContaining({ success: false, message: expect.any(String) }));
};
