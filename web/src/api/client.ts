import type { ApiError, ErrorEnvelope } from './generated/api';
import { localeFromPath } from '../i18n/locales';

export const API_BASE = '/api';
export const REQUEST_TIMEOUT_MS = 25_000;
export const MIN_DISPLAY_DELAY_MS = 200;

/** Storage keys of the session: local storage keys start with `auth.`, cookies with `front.`. */
export const TOKEN_STORAGE_KEY = 'auth.accessToken';
export const TOKEN_COOKIE = 'front.accessToken';

/** A failed call: HTTP status (0 for network failures and time-outs) and the server's error envelope. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly error: ApiError;

  constructor(status: number, error: ApiError) {
    super(error.message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.error = error;
  }

  get code(): string {
    return this.error.code;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  /**
   * Sent as it is instead of `body` (a file): its own type is the Content-Type, else
   * `application/octet-stream`.
   */
  rawBody?: Blob;
  timeoutMs?: number;
  signal?: AbortSignal;
  /**
   * A call made without the session (sign-in, the links of e-mails): no bearer token is sent, and
   * its 401 (wrong credentials) is an answer for the form, not the end of a session.
   */
  anonymous?: boolean;
}

type UnauthorizedHandler = () => void;

let onUnauthorized: UnauthorizedHandler = () => {
  window.location.assign('/');
};

/** The app registers what a 401 does (clear the user, go to `/`). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

export function getToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Forgets the stored session (local storage `auth.*` keys and the `front.` cookie). */
export function clearSession(): void {
  try {
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith('auth.')) localStorage.removeItem(key);
    }
  } catch {
    // storage unavailable: nothing stored
  }
  document.cookie = `${TOKEN_COOKIE}=; max-age=0; path=/`;
}

function envelope(code: string, message: string): ApiError {
  return { code, message, params: {}, fields: {} };
}

function isEnvelope(value: unknown): value is ErrorEnvelope {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return typeof error === 'object' && error !== null && typeof (error as ApiError).code === 'string';
}

/** Calls `${API_BASE}/${path}`: POST with a JSON body (or a raw one, such as a file) unless told otherwise. */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'POST';
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const onCallerAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onCallerAbort);

  // The page's language (its URL decides it), not the browser's: what the server words its
  // answers and e-mails in and where it sends the browser back to (the 3-D Secure return page).
  // X-Locale outranks the language cookie on the server, which plain navigations still use.
  const headers: Record<string, string> = { Accept: 'application/json', 'X-Locale': localeFromPath(window.location.pathname).prefix || 'fr' };
  const token = options.anonymous ? null : getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: string | Blob | undefined;
  if (method !== 'GET' && options.rawBody) {
    headers['Content-Type'] = options.rawBody.type || 'application/octet-stream';
    body = options.rawBody;
  } else if (method !== 'GET') {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body ?? {});
  }

  const url = `${API_BASE}/${path.replace(/^\/+/, '')}`;
  let response: Response;
  try {
    response = await fetch(url, { method, headers, body, signal: controller.signal, credentials: 'same-origin' });
  } catch (cause) {
    if (timedOut) throw new ApiRequestError(0, envelope('timeout', 'The request timed out.'));
    if (options.signal?.aborted) throw new ApiRequestError(0, envelope('aborted', 'The request was cancelled.'));
    throw new ApiRequestError(0, envelope('network', cause instanceof Error ? cause.message : 'Network error'));
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }

  const text = await response.text();
  let data: unknown = undefined;
  if (text !== '') {
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
  }

  if (response.status === 401 && !options.anonymous) {
    clearSession();
    onUnauthorized();
  }
  if (!response.ok) {
    const error = isEnvelope(data)
      ? data.error
      : envelope('http_' + response.status, response.statusText || 'Error');
    throw new ApiRequestError(response.status, {
      code: error.code,
      message: error.message,
      params: error.params ?? {},
      fields: error.fields ?? {},
    });
  }
  return data as T;
}

/** Resolves with `promise`'s value, but no earlier than `ms` after the call, so loaders do not flash. */
export async function withMinDelay<T>(promise: Promise<T>, ms: number = MIN_DISPLAY_DELAY_MS): Promise<T> {
  const wait = new Promise<void>((resolve) => setTimeout(resolve, ms));
  const [value] = await Promise.all([promise, wait]);
  return value;
}
