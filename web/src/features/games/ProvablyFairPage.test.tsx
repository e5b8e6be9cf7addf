import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { GameUrl, RoundView } from '../../api/generated/api';
import type { Games } from '../../core/games';
import { mockApi } from '../../test/api';
import { gamesFromDisk } from '../../test/engineUi';
import { failure, json } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { FUN_SESSION_KEY } from './play/funSession';
import { verify, type VerifyForm } from './ProvablyFairPage';

vi.mock('../../core/rules', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../core/rules')>();
  const { rulesFromDisk } = await import('../../test/wasm');
  return { ...actual, loadRules: rulesFromDisk };
});

vi.mock('../../core/games', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../core/games')>();
  const { gamesFromDisk } = await import('../../test/engineUi');
  // The module's bytes as the page would fetch them: the built file.
  const bytes = async () => new Uint8Array(readFileSync(MODULE_FILE)).buffer;
  return { ...actual, loadGames: async () => gamesFromDisk(), runningEngine: (games: Games) => actual.runningEngine(games, bytes) };
});

const MODULE_FILE = join(__dirname, '..', '..', 'wasm', 'games', 'casino_games_wasm_bg.wasm');
/** The SHA-256 of the games module, computed apart from the engine's own function. */
const MODULE_HASH = createHash('sha256').update(readFileSync(MODULE_FILE)).digest('hex');

const SEED = '00'.repeat(31) + '01';
// SHA-256 of SEED, as the server showed it before the round.
const COMMITMENT = 'ec4916dd28fc4c10d78e287ca5d9cc51ee1ae73cbfde08c6b37324cbfaac8bc5';
const CONFIG = { engine: 'roulette', variant: 'european', min_bet: 10, min_total: 10, max_total: 100_000 };
const BET = { engine: 'roulette', bets: [{ kind: 'red', numbers: [], cents: 100 }, { kind: 'straight', numbers: [17], cents: 50 }] };

/** The round as the server recorded it: with this seed, client seed and nonce the ball fell on 23 (red). */
function recorded(overrides: Partial<RoundView> = {}): RoundView {
  return {
    id: 'round-42',
    game_id: 'euro-roulette',
    game_name: 'Euro Roulette',
    mode: 'fun',
    currency: 'FUN',
    stake: '1.50',
    win: '2.00',
    finished: true,
    result: 'win',
    moment: 'none',
    net: '0.50',
    withheld: null,
    allowed: [],
    bet: BET,
    actions: [],
    view: { engine: 'roulette', number: 23, colour: 'red', wins: [200, 0] },
    commitment: COMMITMENT,
    client_seed: 'abc',
    nonce: 0,
    server_seed: SEED,
    created_at: 1763900000000,
    balance: '10000.50',
    live_round_id: null,
    engine: { version: '0.1.0', module_hash: MODULE_HASH },
    config: null,
    ...overrides,
  };
}

const URL_ANSWER = {
  url: '/online-casino/euro-roulette?mode=fun',
  mode: 'fun',
  game: { id: 'euro-roulette', name: 'Euro Roulette' },
  config: CONFIG,
  min_bet: '0.10',
  max_bet: '1000.00',
  currency: 'FUN',
  fun_session: 'fun-1',
  balance: '10000.00',
  art: [],
  art_icons: [],
} as unknown as GameUrl;

async function openVerifier(path: string) {
  await renderApp(path);
  return screen.findByRole('heading', { level: 1, name: 'Provably fair verifier' });
}

describe('verify (the engines module on disk)', () => {
  const form: VerifyForm = {
    game: 'Euro Roulette',
    config: JSON.stringify(CONFIG),
    serverSeed: SEED,
    commitment: COMMITMENT,
    clientSeed: 'abc',
    nonce: '0',
    bet: JSON.stringify(BET),
    actions: '[]',
  };

  it('replays the round and checks the commitment and the record', () => {
    const verdict = verify(gamesFromDisk(), form, recorded());
    expect(verdict).toEqual({
      kind: 'done',
      commitment: COMMITMENT,
      commitmentOk: true,
      matches: true,
      play: { stake: 150, win: 200, finished: true, allowed: [], view: { engine: 'roulette', number: 23, colour: 'red', wins: [200, 0] } },
    });
  });

  it('tells a different nonce, seed or record apart', () => {
    const other = verify(gamesFromDisk(), { ...form, nonce: '1' }, recorded());
    expect(other.kind === 'done' && [other.play.view, other.matches]).toEqual([{ engine: 'roulette', number: 16, colour: 'red', wins: [200, 0] }, false]);
    const forged = verify(gamesFromDisk(), { ...form, commitment: 'ab'.repeat(32) }, recorded());
    expect(forged.kind === 'done' && forged.commitmentOk).toBe(false);
    const lied = verify(gamesFromDisk(), form, recorded({ win: '3.00' }));
    expect(lied.kind === 'done' && lied.matches).toBe(false);
    expect(verify(gamesFromDisk(), { ...form, serverSeed: 'xyz' }, null)).toEqual({ kind: 'error', code: 'server_seed' });
    expect(verify(gamesFromDisk(), { ...form, bet: '{' }, null)).toEqual({ kind: 'error', code: 'bet' });
    expect(verify(gamesFromDisk(), { ...form, bet: JSON.stringify({ engine: 'roulette', bets: [] }) }, null)).toEqual({ kind: 'error', code: 'bet_invalid' });
  });
});

describe('provably fair page', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem(FUN_SESSION_KEY, 'fun-1');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('replays a round with the configuration it recorded (a live table bet) without asking the catalogue', async () => {
    const api = mockApi({ 'game/round': () => json(200, recorded({ game_id: 'live-roulette-paris', live_round_id: 'lr-1', config: CONFIG })) });
    await openVerifier('/en/provably-fair?round=round-42&mode=fun');
    const config = (await screen.findByLabelText('Game configuration (JSON)')) as HTMLTextAreaElement;
    await vi.waitFor(() => expect(config.value).toBe(JSON.stringify(CONFIG)));
    expect(api.callsTo('front/get_game_url')).toHaveLength(0);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Replay the round' })));
    expect(screen.getByText('The replay matches the recorded round.')).toBeTruthy();
  });

  it('offers the replay only once the round named in the link has filled the form', async () => {
    let answer: (r: Response) => void = () => undefined;
    mockApi({ 'game/round': () => new Promise<Response>((resolve) => (answer = resolve)) });
    await openVerifier('/en/provably-fair?round=round-42&mode=fun');
    const replay = (await screen.findByRole('button', { name: 'Replay the round' })) as HTMLButtonElement;
    // The engines are here: only the round's reading holds the button back.
    await vi.waitFor(() => expect(screen.queryByText('Loading the verifier…')).toBeNull());
    expect(screen.getByText('Loading the round…')).toBeTruthy();
    expect(replay.disabled).toBe(true);
    await act(async () => answer(json(200, recorded({ game_id: 'live-roulette-paris', live_round_id: 'lr-1', config: CONFIG }))));
    await vi.waitFor(() => expect(replay.disabled).toBe(false));
    await act(async () => fireEvent.click(replay));
    expect(screen.getByText('The replay matches the recorded round.')).toBeTruthy();
  });

  it('fills the form from ?round=, replays in the browser and reports the match', async () => {
    const api = mockApi({
      'game/round': () => json(200, recorded()),
      'front/get_game_url': () => json(200, URL_ANSWER),
    });
    await openVerifier('/en/provably-fair?round=round-42&mode=fun');
    const seed = (await screen.findByLabelText('Server seed (revealed, 64 hexadecimal characters)')) as HTMLInputElement;
    await vi.waitFor(() => expect(seed.value).toBe(SEED));
    expect(api.callsTo('game/round')[0].body).toEqual({ round_id: 'round-42', fun_session: 'fun-1' });
    expect(api.callsTo('front/get_game_url')[0].body).toEqual({ game_id: 'euro-roulette', mode: 'fun', fun_session: 'fun-1' });
    expect((screen.getByLabelText('Nonce') as HTMLInputElement).value).toBe('0');
    expect((screen.getByLabelText('Bet (JSON)') as HTMLTextAreaElement).value).toBe(JSON.stringify(BET));
    const calls = api.calls.length;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Replay the round' })));
    // The replay itself needs no network.
    expect(api.calls.length).toBe(calls);
    const result = screen.getByRole('region', { name: 'Replayed result' });
    expect(within(result).getByText('Matches the commitment shown before the round.')).toBeTruthy();
    expect(within(result).getByText('2.00 FUN')).toBeTruthy();
    expect(within(result).getByText('number: 23; colour: red; wins: [200, 0]')).toBeTruthy();
    expect(within(result).getByText('The replay matches the recorded round.')).toBeTruthy();

    // Another nonce replays another round: it does not match the record.
    fireEvent.change(screen.getByLabelText('Nonce'), { target: { value: '1' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Replay the round' })));
    expect(screen.getByText('number: 16; colour: red; wins: [200, 0]')).toBeTruthy();
    expect(screen.getByText('The replay does NOT match the recorded round.')).toBeTruthy();
  });

  it('names the module running here and the one that decided the round, and whether they are the same', async () => {
    const engine = () => screen.getByRole('region', { name: 'Which code decides' });
    const answers: RoundView['engine'][] = [
      { version: '0.1.0', module_hash: MODULE_HASH },
      { version: '0.0.9', module_hash: 'ab'.repeat(32) },
      { version: '0.0.8', module_hash: null },
      null,
    ];
    let shown = 0;
    mockApi({
      'game/round': () => json(200, recorded({ engine: answers[shown] })),
      'front/get_game_url': () => json(200, URL_ANSWER),
    });
    await openVerifier('/en/provably-fair?round=round-42&mode=fun');
    const running = await vi.waitFor(() => within(engine()).getAllByText(MODULE_HASH));
    // Running here, and the round's: both the very module.
    expect(running).toHaveLength(2);
    expect(within(engine()).getAllByText('casino-core 0.1.0, module SHA-256:')).toHaveLength(2);
    expect(within(engine()).getByText('The same module: this replay runs the very code that decided the round.')).toBeTruthy();
    cleanup();

    shown = 1;
    await openVerifier('/en/provably-fair?round=round-42&mode=fun');
    await vi.waitFor(() => within(engine()).getByText('ab'.repeat(32)));
    expect(within(engine()).getByText('casino-core 0.0.9, module SHA-256:')).toBeTruthy();
    expect(within(engine()).getByText(/^A different module: the site has been updated since this round\./)).toBeTruthy();
    cleanup();

    shown = 2;
    await openVerifier('/en/provably-fair?round=round-42&mode=fun');
    await vi.waitFor(() => within(engine()).getByText('unknown (the site served no single module then)'));
    expect(within(engine()).queryByText(/same module|different module/)).toBeNull();
    cleanup();

    shown = 3;
    await openVerifier('/en/provably-fair?round=round-42&mode=fun');
    await vi.waitFor(() => within(engine()).getByText('Not recorded (a round played before the site kept it).'));
    expect(within(engine()).getByText(MODULE_HASH)).toBeTruthy();
  });

  it('lists every game\'s return to player when opened, reading the whole catalogue page by page', async () => {
    const game = (n: number) => ({
      id: `game-${n}`,
      name: `Game ${String(n).padStart(3, '0')}`,
      provider: 'atlas',
      provider_name: 'Atlas Play',
      categories: ['slots'],
      engine: n === 101 ? 'blackjack' : 'slots',
      rtp: n === 101 ? '99.41' : '96.12',
      rtp_method: n === 101 ? 'simulated' : 'enumeration',
      rtp_interval: n === 101 ? '0.107' : null,
      volatility: n === 101 ? 'low' : 'high',
      max_win: n === 101 ? '8' : n === 2 ? null : '1749.3',
      thumbnail: '',
      colors: [],
      live: false,
      is_new: false,
    });
    const api = mockApi({
      'front/get_games': (body) => {
        const page = (body as { page: number }).page;
        const games = page === 1 ? Array.from({ length: 100 }, (_, i) => game(i + 1)) : [game(101)];
        return json(200, { games, total: 101, page, page_size: 100 });
      },
    });
    await openVerifier('/en/provably-fair');
    expect(api.callsTo('front/get_games')).toHaveLength(0);
    const details = screen.getByText('Return to player of every game').closest('details')!;
    details.open = true;
    await act(async () => fireEvent(details, new Event('toggle')));
    const table = await screen.findByRole('table', { name: 'Return to player of every game' });
    expect(api.callsTo('front/get_games').map((c) => c.body)).toEqual([
      { order: 'name', page: 1, page_size: 100 },
      { order: 'name', page: 2, page_size: 100 },
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(101);
    expect(rows[0].textContent).toBe('Game 001 Atlas Play96.12%exactHigh1,749.3 × the stake');
    expect(rows[1].textContent).toBe('Game 002 Atlas Play96.12%exactHighNo maximum: free spins can be won again without limit');
    expect(rows[100].textContent).toBe('Game 101 Atlas Play99.41%simulated on the game with its stated strategy, ± 0.107% at 99% confidenceLow8 × the stake');
    expect(within(rows[0]).getByRole('link', { name: 'Game 001' }).getAttribute('href')).toBe('/en/online-casino/game-1');
  });

  it('flags a server seed that does not hash to the commitment', async () => {
    mockApi({
      'game/round': () => json(200, recorded({ commitment: 'ab'.repeat(32) })),
      'front/get_game_url': () => json(200, URL_ANSWER),
    });
    await openVerifier('/en/provably-fair?round=round-42&mode=fun');
    const seed = (await screen.findByLabelText('Server seed (revealed, 64 hexadecimal characters)')) as HTMLInputElement;
    await vi.waitFor(() => expect(seed.value).toBe(SEED));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Replay the round' })));
    expect(screen.getByText('Does NOT match the commitment shown before the round.')).toBeTruthy();
  });

  it('explains an unrevealed seed and changes it, then loads the round again', async () => {
    let revealed = false;
    const api = mockApi({
      'game/round': () => json(200, recorded({ server_seed: revealed ? SEED : null })),
      'front/get_game_url': () => json(200, URL_ANSWER),
      'game/rotate_seed': () => {
        revealed = true;
        return json(200, { commitment: 'ff'.repeat(32), client_seed: 'abc', nonce: 0, previous: null });
      },
    });
    await openVerifier('/en/provably-fair?round=round-42&mode=fun');
    expect(await screen.findByText(/is not revealed yet: change your seed first/)).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Change seed now' })));
    expect(api.callsTo('game/rotate_seed')[0].body).toEqual({ mode: 'fun', fun_session: 'fun-1', client_seed: null });
    const seed = screen.getByLabelText('Server seed (revealed, 64 hexadecimal characters)') as HTMLInputElement;
    await vi.waitFor(() => expect(seed.value).toBe(SEED));
    expect(api.callsTo('game/round')).toHaveLength(2);
    expect(screen.queryByText(/is not revealed yet/)).toBeNull();
  });

  it('shows why changing the seed was refused', async () => {
    mockApi({
      'game/round': () => json(200, recorded({ server_seed: null })),
      'front/get_game_url': () => json(200, URL_ANSWER),
      'game/rotate_seed': () => failure(409, 'round_open'),
    });
    await openVerifier('/en/provably-fair?round=round-42&mode=fun');
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Change seed now' })));
    expect(await screen.findByText('Finish your current round before changing seeds.')).toBeTruthy();
  });

  it('replays a round typed by hand, without any call', async () => {
    const api = mockApi({});
    await openVerifier('/en/provably-fair');
    const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
    await screen.findByRole('button', { name: 'Replay the round' });
    type('Server seed (revealed, 64 hexadecimal characters)', SEED);
    type('Commitment shown before the round', COMMITMENT);
    type('Client seed', 'abc');
    type('Nonce', '0');
    type('Bet (JSON)', JSON.stringify(BET));
    type('Game configuration (JSON)', JSON.stringify(CONFIG));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Replay the round' })));
    expect(screen.getByText('Matches the commitment shown before the round.')).toBeTruthy();
    expect(screen.getByText('1.50')).toBeTruthy();
    expect(screen.queryByText(/recorded round/)).toBeNull();
    expect(api.calls.filter((c) => c.path.startsWith('game/'))).toEqual([]);
    type('Server seed (revealed, 64 hexadecimal characters)', 'not-a-seed');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Replay the round' })));
    expect(screen.getByRole('alert').textContent).toBe('The server seed must be 64 hexadecimal characters.');
  });
});
