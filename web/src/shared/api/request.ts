// JSON request wrapper (spec accounts-platform 7 "Request wrapper").
import { HttpError } from './HttpError';
import { backoffDelay, DEFAULT_RETRIES, isRetriable } from './retry';
import { skipsUnauthorizedHandling } from './authRecovery';
import { authHandlers, currentToken } from './token';

export interface RequestOptions {
  method?: string;
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
  retries?: number;
  headers?: Record<string, string>;
  /** How a successful answer is read: JSON (or text) by default, or the bytes as a Blob (an attachment). */
  as?: 'json' | 'blob';
  /** Injected for tests. */
  fetchImpl?: typeof fetch;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export interface ApiResult<T> {
  statusCode: number;
  data: T;
  response: Response;
}

export async function request<T>(url: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
  const retries = options.retries ?? DEFAULT_RETRIES;
  const sleep = options.sleep ?? abortableSleep;
  let unauthorizedHandled = false;
  for (let attempt = 0; ; attempt++) {
    const usedToken = currentToken();
    try {
      return await requestOnce<T>(url, options, usedToken);
    } catch (error) {
      const failure = error instanceof HttpError ? error : new HttpError(0, null, null, { cause: error });
      // Spec accounts-platform 4.2: one refresh (under the session's lock), then the same request once more.
      if (failure.code === 401 && !unauthorizedHandled && !skipsUnauthorizedHandling(url)) {
        unauthorizedHandled = true;
        if (await authHandlers().onUnauthorized(usedToken)) {
          attempt--;
          continue;
        }
        throw failure;
      }
      if (failure.code === 403) authHandlers().onForbidden(failure.data);
      if (attempt >= retries || !isRetriable(failure.code, failure.isCancelled)) throw failure;
      await sleep(backoffDelay(attempt), options.signal);
    }
  }
}

/**
 * A multipart/form-data POST (files and fields in a FormData) with the same token, refresh-once and retry handling
 * as request(); never retried unless asked (an upload must not be sent twice).
 */
export function requestMultipart<T>(
  url: string,
  form: FormData,
  options: Omit<RequestOptions, 'body'> = {},
): Promise<ApiResult<T>> {
  return request<T>(url, { method: 'POST', retries: 0, ...options, body: form });
}

async function requestOnce<T>(url: string, options: RequestOptions, token: string | null): Promise<ApiResult<T>> {
  const fetchImpl = options.fetchImpl ?? globalThis.fetch.bind(globalThis);
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  // A FormData body (requestMultipart) goes as it is: the browser writes its multipart type with the boundary.
  const multipart = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  if (token && !headers.Authorization) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetchImpl(withQuery(url, options.query), {
      method: options.method ?? 'GET',
      headers,
      body:
        options.body === undefined ? undefined : multipart ? (options.body as FormData) : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (cause) {
    const cancelled = options.signal?.aborted === true || (cause as { name?: string })?.name === 'AbortError';
    throw new HttpError(0, null, null, { cancelled, cause });
  }

  const data = response.ok && options.as === 'blob' ? await response.blob() : await readBody(response);
  if (!response.ok) throw new HttpError(response.status, data, response);
  return { statusCode: response.status, data: data as T, response };
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function withQuery(url: string, query: RequestOptions['query']): string {
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;
}

function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new HttpError(0, null, null, { cancelled: true }));
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new HttpError(0, null, null, { cancelled: true }));
      },
      { once: true },
    );
  });
}
