// The one way the web app talks to the BoldCall server (docs/api.md): base `/api`, cookies
// included, JSON in and out, 10 s time-out. Success bodies are `{ data }`; errors carry
// Fastify's `{ statusCode, error, code, message, details? }`.

import { API_TIMEOUT_MS } from '@boldcall/shared/constants';
import type { z } from 'zod';

export const API_BASE = '/api';

/**
 * How a request leaves: the browser's fetch. The server render answers from the API in process
 * instead (entry-server.tsx, docs/decisions/039).
 */
let transport: typeof fetch = (input, init) => fetch(input, init);
export function setApiTransport(next: typeof fetch): void {
  transport = next;
}

export type ApiErrorDetail = { path: string; message: string };

/** A failed call: HTTP status (0 when the server was not reached), machine code, human message. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly details: ApiErrorDetail[] | undefined;

  constructor(init: { status: number; code: string; message: string; details?: ApiErrorDetail[] }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.details = init.details;
  }

  get isUnauthorized(): boolean {
    return this.status === 401;
  }

  /** 4xx answers are final: retrying the same request cannot change them. */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type QueryValue = string | number | boolean | null | undefined;

/**
 * A shared response schema, or a function that imports it. With the function, zod and the
 * shared schemas are fetched beside the request instead of with the first load, and the answer
 * is validated exactly as before once both have arrived (docs/decisions/040).
 */
export type ResponseSchema<T> = z.ZodType<T> | (() => Promise<z.ZodType<T>>);

/** Starts loading a schema given as a function, so it downloads while the request is away. */
function startSchema<T>(
  schema: ResponseSchema<T> | undefined,
): z.ZodType<T> | Promise<z.ZodType<T>> | undefined {
  if (typeof schema !== 'function') return schema;
  const loading = schema();
  // Awaited once the answer is in; a failure before then must not count as unhandled.
  loading.catch(() => undefined);
  return loading;
}

async function validate<T>(
  payload: unknown,
  schema: z.ZodType<T> | Promise<z.ZodType<T>> | undefined,
): Promise<T> {
  if (!schema) return payload as T;
  let loaded: z.ZodType<T>;
  try {
    loaded = await schema;
  } catch {
    // The schema's script did not download (offline): the same failure as an unreached server.
    throw new ApiError({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'A network error has occurred.',
    });
  }
  return loaded.parse(payload);
}

export type RequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Plain objects are sent as JSON; FormData as multipart. */
  body?: unknown;
  /** Appended as a query string; null and undefined values are left out. */
  query?: Record<string, QueryValue>;
  /** Cancels the request (TanStack Query passes its own). */
  signal?: AbortSignal;
  /** When given, the answer is validated with this shared schema (or the one it loads). */
  schema?: ResponseSchema<T>;
  headers?: Record<string, string>;
  /** Overrides the 10 s time-out for calls known to be slow (e.g. avatar generation). */
  timeoutMs?: number;
};

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

function isErrorBody(
  body: unknown,
): body is { message: string; code?: unknown; details?: unknown } {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { message?: unknown }).message === 'string'
  );
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return undefined;
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/**
 * Sends one request and returns the whole parsed JSON body (use it for lists with
 * `nextCursor` or for endpoints that are not enveloped). Throws `ApiError` on failure.
 */
export async function apiFetch<T = unknown>(
  path: string,
  options: RequestOptions<T> = {},
): Promise<T> {
  const { method = 'GET', body, query, signal, headers, timeoutMs } = options;
  const schema = startSchema(options.schema);
  const timeout = AbortSignal.timeout(timeoutMs ?? API_TIMEOUT_MS);
  const init: RequestInit = {
    method,
    credentials: 'include',
    headers: { Accept: 'application/json', ...headers },
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  };
  if (body instanceof FormData) {
    init.body = body;
  } else if (body !== undefined) {
    init.body = JSON.stringify(body);
    (init.headers as Record<string, string>)['Content-Type'] = 'application/json';
  }

  let response: Response;
  try {
    response = await transport(buildUrl(path, query), init);
  } catch (error) {
    // The caller cancelled (e.g. the query unmounted): let it propagate as an abort.
    if (signal?.aborted) throw error;
    if (timeout.aborted) {
      throw new ApiError({
        status: 0,
        code: 'TIMEOUT',
        message: 'The server took too long to answer. Please try again.',
      });
    }
    throw new ApiError({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'A network error has occurred.',
    });
  }

  const payload = await readJson(response);
  if (!response.ok) {
    if (isErrorBody(payload)) {
      throw new ApiError({
        status: response.status,
        code: typeof payload.code === 'string' ? payload.code : 'HTTP_ERROR',
        message: payload.message,
        details: Array.isArray(payload.details) ? (payload.details as ApiErrorDetail[]) : undefined,
      });
    }
    throw new ApiError({
      status: response.status,
      code: 'HTTP_ERROR',
      message: `HTTP error! status: ${response.status}`,
    });
  }
  return validate(payload, schema);
}

/** Sends one request to an enveloped endpoint and returns its `data`. */
export async function apiRequest<T = unknown>(
  path: string,
  options: RequestOptions<T> = {},
): Promise<T> {
  const { schema: source, ...rest } = options;
  const schema = startSchema(source);
  const payload = await apiFetch<unknown>(path, rest);
  const data =
    typeof payload === 'object' && payload !== null && 'data' in payload
      ? (payload as { data: unknown }).data
      : payload;
  return validate(data, schema);
}

type Options<T> = Omit<RequestOptions<T>, 'method' | 'body'>;

export const api = {
  get: <T = unknown>(path: string, options?: Options<T>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T = unknown>(path: string, body?: unknown, options?: Options<T>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T = unknown>(path: string, body?: unknown, options?: Options<T>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T = unknown>(path: string, body?: unknown, options?: Options<T>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T = unknown>(path: string, body?: unknown, options?: Options<T>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE', body }),
};
