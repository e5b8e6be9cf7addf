import type { PlayerBonusView, PlayerView, UserView } from '../api/generated/api';

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
    closing_at: null,
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

/** When `playerBonus` was given: 2026-11-24 12:00:00 UTC. */
export const BONUS_GIVEN_AT = 1_795_521_600_000;

/** A player's bonus as their bonuses list shows it: the welcome bonus, active, a quarter wagered, 30 days to go. */
export function playerBonus(overrides: Partial<PlayerBonusView> = {}): PlayerBonusView {
  return {
    id: 'b-1',
    campaign_id: 'welcome',
    kind: 'welcome',
    title: 'Welcome bonus',
    status: 'active',
    with_deposit: false,
    currency: 'EUR',
    deposit: '50.00',
    amount: '50.00',
    wagering_required: '1500.00',
    wagered: '375.00',
    progress: 25,
    balance: '42.50',
    converted: '0.00',
    forfeited: '0.00',
    max_bet: '5.00',
    terms: 'Wager the bonus 30 times within 30 days.',
    created_at: BONUS_GIVEN_AT,
    expires_at: BONUS_GIVEN_AT + 30 * 86_400_000,
    ended_at: null,
    quote: { keep: '12.00', forfeit: '42.50', wagering_left: '1125.00' },
    ...overrides,
  };
}
