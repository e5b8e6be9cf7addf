import { vi } from 'vitest';

export interface ApiCall {
  path: string;
  method: string;
  body: unknown;
  headers: Record<string, string>;
}

type Handler = (body: unknown, call: ApiCall) => Response | Promise<Response>;

/**
 * Replaces `fetch` at the boundary with the API's answers by path (`front/auth/login/`); a path
 * without an answer fails like a network error (what the app sees offline).
 */
export function mockApi(routes: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const path = url.replace(/^\/api\//, '');
    const call: ApiCall = {
      path,
      method: init.method ?? 'GET',
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: (init.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    const handler = routes[path];
    if (!handler) throw new TypeError('Failed to fetch');
    return handler(call.body, call);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock, callsTo: (path: string) => calls.filter((c) => c.path === path) };
}
