import type { ApiError, ErrorEnvelope } from './generated/api';
import type { Routes } from './generated/routes';
import { localeFromPath } from '../i18n/locales';
import { yieldToMain } from '../lib/scheduling';
import { apiBase } from '../config';

export const API_BASE = apiBase();
export const REQUEST_TIMEOUT_MS = 25_000;
export const MIN_DISPLAY_DELAY_MS = 200;

/** The session's local storage key (session keys start with `auth.`). */
export const TOKEN_STORAGE_KEY = 'auth.accessToken';

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

/** A JSON call of the API, by its path below `/api/` (the server's route list, generated). */
export type RoutePath = keyof Routes;
/** What a call is sent. */
export type RouteBody<P extends RoutePath> = Routes[P]['body'];
/** What a call answers. */
export type RouteAnswer<P extends RoutePath> = Routes[P]['answer'];

export interface RequestOptions<B = unknown> {
  method?: 'GET' | 'POST';
  body?: B;
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
  /**
   * The session to speak for instead of the stored one: signing out sends the token it has just
   * forgotten. Its 401 is only its answer.
   */
  token?: string;
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

/** The browser cache holding the signed-in player's own data (the rounds the verifier keeps). */
export const PLAYER_CACHE = 'player-data';

/** Forgets the stored session (local storage `auth.*` keys) and the player's cached data. */
export function clearSession(): void {
  try {
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith('auth.')) localStorage.removeItem(key);
    }
  } catch {
    // storage unavailable: nothing stored
  }
  if (typeof caches !== 'undefined') void caches.delete(PLAYER_CACHE).catch(() => undefined);
}

function envelope(code: string, message: string): ApiError {
  return { code, message, params: {}, fields: {} };
}

function isEnvelope(value: unknown): value is ErrorEnvelope {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return typeof error === 'object' && error !== null && typeof (error as ApiError).code === 'string';
}

/**
 * The headers every call sends: JSON answers, the page's language (its URL decides it), not the
 * browser's: what the server words its answers and e-mails in and where it sends the browser back
 * to (the 3-D Secure return page); X-Locale outranks the language cookie on the server, which plain
 * navigations still use. And the bearer token, unless the call is anonymous.
 */
function baseHeaders(anonymous = false, given?: string): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json', 'X-Locale': localeFromPath(window.location.pathname).prefix || 'fr' };
  const token = anonymous ? null : (given ?? getToken());
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

const apiUrl = (path: string) => `${API_BASE}/${path.replace(/^\/+/, '')}`;

/** The typed error of a call that got no answer: timed out, cancelled by its caller, or the network. */
function noAnswer(timedOut: boolean, cancelled: boolean, cause?: unknown): ApiRequestError {
  if (timedOut) return new ApiRequestError(0, envelope('timeout', 'The request timed out.'));
  if (cancelled) return new ApiRequestError(0, envelope('aborted', 'The request was cancelled.'));
  return new ApiRequestError(0, envelope('network', cause instanceof Error ? cause.message : 'Network error'));
}

/**
 * What an answer means: its JSON body when it succeeded, else the server's error envelope as an
 * `ApiRequestError` (its field errors included). A 401 of a call made with the session ends it.
 */
function settle<T>(status: number, statusText: string, text: string, withSession: boolean): T {
  let data: unknown = undefined;
  if (text !== '') {
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
  }
  // A call sent without a token (a visitor's) has no session to end: its 401 is only its answer.
  if (status === 401 && withSession) {
    clearSession();
    onUnauthorized();
  }
  if (status < 200 || status > 299) {
    const error = isEnvelope(data) ? data.error : envelope('http_' + status, statusText || 'Error');
    throw new ApiRequestError(status, {
      code: error.code,
      message: error.message,
      params: error.params ?? {},
      fields: error.fields ?? {},
    });
  }
  return data as T;
}

/**
 * `fetch` with the client's time-out and its caller's signal; a call that gets no answer rejects
 * with the typed error of `noAnswer`.
 */
async function send(url: string, init: RequestInit, options: { timeoutMs?: number; signal?: AbortSignal }): Promise<Response> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const onCallerAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onCallerAbort);
  try {
    return await fetch(url, { ...init, signal: controller.signal, credentials: 'same-origin' });
  } catch (cause) {
    throw noAnswer(timedOut, options.signal?.aborted ?? false, cause);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }
}

/**
 * Calls `${API_BASE}/${path}`: POST with a JSON body (or a raw one, such as a file) unless told
 * otherwise. The route map types the body and the answer by the path.
 */
export async function request<P extends RoutePath>(path: P, options: RequestOptions<RouteBody<P>> = {}): Promise<RouteAnswer<P>> {
  // A page starts several calls in one go (its effects); each `fetch` costs the main thread a few
  // milliseconds, so each goes in a task of its own rather than lengthening that one.
  await yieldToMain();
  const method = options.method ?? 'POST';
  const headers = baseHeaders(options.anonymous, options.token);
  let body: string | Blob | undefined;
  if (method !== 'GET' && options.rawBody) {
    headers['Content-Type'] = options.rawBody.type || 'application/octet-stream';
    body = options.rawBody;
  } else if (method !== 'GET') {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body ?? {});
  }
  const response = await send(apiUrl(path), { method, headers, body }, options);
  const text = await response.text();
  return settle<RouteAnswer<P>>(response.status, response.statusText, text, 'Authorization' in headers && options.token === undefined);
}

/**
 * `GET ${API_BASE}/${path}` of a file the session may read (an identity document's picture): its
 * bytes as a Blob, for a `blob:` URL. Same token, language, time-out and typed errors as `request`.
 */
export async function requestFile(path: string, options: { signal?: AbortSignal; timeoutMs?: number } = {}): Promise<Blob> {
  const headers = baseHeaders();
  headers.Accept = '*/*';
  const response = await send(apiUrl(path), { method: 'GET', headers }, options);
  if (!response.ok) settle(response.status, response.statusText, await response.text(), 'Authorization' in headers);
  return response.blob();
}

export interface UploadOptions {
  /** The query string's parameters (`kind`, `issued_on`), sent only when not empty. */
  query?: Record<string, string>;
  /** How much of the body has gone (bytes), and of how much: XMLHttpRequest's `upload.onprogress`. */
  onProgress?: (sent: number, total: number) => void;
  timeoutMs?: number;
  signal?: AbortSignal;
}

/**
 * POSTs a file as the raw body (`Content-Type: application/octet-stream`) to
 * `${API_BASE}/${path}` and answers its JSON, like `request` (token, language, time-out, the
 * error envelope as an `ApiRequestError` with its field errors, a 401 ending the session), but
 * through XMLHttpRequest, whose upload progress `fetch` does not report.
 */
export function upload<T>(path: string, file: Blob, options: UploadOptions = {}): Promise<T> {
  const params = new URLSearchParams(Object.entries(options.query ?? {}).filter(([, value]) => value !== ''));
  const query = params.toString();
  const url = query ? `${apiUrl(path)}?${query}` : apiUrl(path);
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let timedOut = false;
    let finished = false;
    const timer = setTimeout(() => {
      timedOut = true;
      xhr.abort();
    }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
    const onCallerAbort = () => xhr.abort();
    const finish = (outcome: () => T) => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onCallerAbort);
      try {
        resolve(outcome());
      } catch (e) {
        reject(e);
      }
    };
    const failed = (cause?: unknown) =>
      finish(() => {
        throw noAnswer(timedOut, options.signal?.aborted ?? false, cause ?? new Error('Network error'));
      });

    xhr.open('POST', url);
    const headers = baseHeaders();
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.upload.onprogress = (event) => {
      options.onProgress?.(event.loaded, event.lengthComputable ? event.total : file.size);
    };
    xhr.onload = () => finish(() => settle<T>(xhr.status, xhr.statusText, xhr.responseText, 'Authorization' in headers));
    xhr.onerror = () => failed();
    xhr.onabort = () => failed();
    xhr.ontimeout = () => failed();
    if (options.signal?.aborted) {
      failed();
      return;
    }
    options.signal?.addEventListener('abort', onCallerAbort);
    xhr.send(file);
  });
}

/** Resolves with `promise`'s value, but no earlier than `ms` after the call, so loaders do not flash. */
export async function withMinDelay<T>(promise: Promise<T>, ms: number = MIN_DISPLAY_DELAY_MS): Promise<T> {
  const wait = new Promise<void>((resolve) => setTimeout(resolve, ms));
  const [value] = await Promise.all([promise, wait]);
  return value;
}
