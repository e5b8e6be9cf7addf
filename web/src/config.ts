/** The brand shown when the server's settings are not (yet) known. */
export const BRAND = 'Émeraude Casino';

/** What a build may set (`VITE_API_BASE=… npm run build`); nothing set is the site's own origin. */
export interface Endpoints {
  readonly VITE_API_BASE?: string;
  readonly VITE_SOCKET_URL?: string;
}

declare global {
  // Vite's build-time variables, typed.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ImportMetaEnv extends Endpoints {}
}

const trimmed = (value: string | undefined) => (value ?? '').trim().replace(/\/+$/, '');

/**
 * Where the API answers: `/api` on the page's own origin unless the build was given another base
 * (`VITE_API_BASE=https://api.example.com/api`; the server's CSP `connect-src` must then name it).
 */
export function apiBase(env: Endpoints = import.meta.env): string {
  return trimmed(env.VITE_API_BASE) || '/api';
}

/**
 * Where the realtime sockets connect, their paths (`/ws`, `/live/ws`) following it: the build's
 * `VITE_SOCKET_URL` (`wss://live.example.com/api`), else the API base on the page's own host with
 * the socket scheme (`wss://<this host>/api`).
 */
export function socketBase(env: Endpoints = import.meta.env, page: Pick<Location, 'protocol' | 'host'> = window.location): string {
  const configured = trimmed(env.VITE_SOCKET_URL);
  if (configured) return configured;
  const api = apiBase(env);
  if (/^https?:\/\//.test(api)) return api.replace(/^http/, 'ws');
  return `${page.protocol === 'https:' ? 'wss:' : 'ws:'}//${page.host}${api}`;
}
