/**
 * An error answered by the API (`{ success: false, message, code? }`) or a network failure (status 0, code
 * `network`). `message` is the server's English; `code`, when the answer has one, names it for the catalogue.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    /** A refusal with values: its values by name (a slot, a day, a month, a count), for the catalogue's sentence. */
    readonly params?: Record<string, string | number>,
  ) {
    super(message);
  }
}

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  token?: string | null;
  signal?: AbortSignal;
}

export interface ApiResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

export const API_BASE = '/api';

/**
 * In the browser the API is the page's own origin (the shell proxies /api to the gateway); a server rendering the
 * first screen (first-screen/render-first-screen.tsx) has no page origin and names the gateway instead.
 */
let apiOrigin = '';

export function setApiOrigin(origin: string): void {
  apiOrigin = origin.replace(/\/$/, '');
}

/** Sends one request to the API; a network failure (not a cancellation) becomes an ApiError of status 0. */
async function send(path: string, options: ApiOptions, accept: string): Promise<Response> {
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  try {
    return await fetch(`${apiOrigin}${API_BASE}${path}`, {
      method: options.method ?? 'GET',
      signal: options.signal,
      headers: {
        Accept: accept,
        ...(options.body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}),
        ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      },
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
    });
  } catch (err) {
    // A request its caller cancelled (react-query cancels a query nobody shows any more) is not a network failure.
    if (options.signal?.aborted) throw err;
    throw new ApiError(0, 'Network error. Try again later.', 'network');
  }
}

/** A refusal's `{ success: false, message }` as an ApiError. */
async function refusal(res: Response): Promise<ApiError> {
  const json = (await res.json().catch(() => null)) as { message?: string; code?: string; params?: unknown } | null;
  const params = json?.params !== null && typeof json?.params === 'object' ? (json.params as Record<string, string | number>) : undefined;
  return new ApiError(res.status, json?.message ?? 'Something went wrong', typeof json?.code === 'string' ? json.code : undefined, params);
}

/**
 * Fetches from the API through the page's own origin (the shell proxies /api to the gateway). Front ends call
 * operations through their declarations (call.ts), which fill `path` from the declared template.
 */
export async function apiRequest<T>(path: string, options: ApiOptions = {}): Promise<ApiResponse<T>> {
  const res = await send(path, options, 'application/json');
  if (!res.ok) throw await refusal(res);
  const json = (await res.json().catch(() => null)) as T | null;
  return { data: json as T, status: res.status, headers: res.headers };
}

/** A file the API answers (a CSV export): its bytes as sent (a byte-order mark kept) and the name it suggests. */
export interface ApiFile {
  blob: Blob;
  /** From Content-Disposition's filename, when the answer names one. */
  filename?: string;
}

/** Like apiRequest, for an answer that is a file rather than JSON; a refusal still reads as an ApiError. */
export async function apiFile(path: string, options: ApiOptions = {}): Promise<ApiFile> {
  const res = await send(path, options, '*/*');
  if (!res.ok) throw await refusal(res);
  const disposition = res.headers.get('Content-Disposition') ?? '';
  const filename = /filename="?([^";]+)"?/i.exec(disposition)?.[1];
  return { blob: await res.blob(), ...(filename ? { filename } : {}) };
}
