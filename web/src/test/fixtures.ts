import type { PlayerView, UserView } from '../api/generated/api';

/** A registered, activated player as the API shows one. */
export function player(overrides: Partial<PlayerView> = {}): PlayerView {
  return {
    id: 'p-1',
    username: 'ana',
    email: 'ana@example.fr',
    mobile: '+33 6 12 34 56 78',
    gender: 'female',
    birth_date: '1990-04-12',
    first_name: 'Ana',
    last_name: 'Martin',
    address: '12 rue des Lilas',
    postal_code: '69003',
    city: 'Lyon',
    country: 'FR',
    language: 'fr',
    currency: 'EUR',
    newsletter: false,
    status: 'activated',
    ...overrides,
  };
}

export function userView(overrides: Partial<PlayerView> = {}): UserView {
  return { player: player(overrides), scope: ['player'] };
}

/** A JSON response, as `fetch` answers. */
export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The server's error envelope. */
export function failure(status: number, code: string, fields: Record<string, string> = {}, params: Record<string, string> = {}): Response {
  return json(status, {
    error: {
      code,
      message: `server text of ${code}`,
      params,
      fields: Object.fromEntries(Object.entries(fields).map(([f, c]) => [f, { code: c, message: `server text of ${c}`, params: {} }])),
    },
  });
}
