import { Suspense, type ComponentType } from 'react';
import { act, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { vi } from 'vitest';
import type { RoundView } from '../api/generated/api';
import { createI18n, ensureErrors } from '../i18n/i18n';
import { localeFromPath } from '../i18n/locales';
import { ensureEngineStrings } from '../features/games/engines/parts/strings';
import type { EngineUiProps } from '../features/games/engines/types';
import { GameKitProvider, makeGameKit } from '../features/games/play/GameKit';
import { MotionProvider, roundStep } from '../features/games/play/motion';
import { ensurePlayStrings } from '../features/games/play/strings';
import type { Games } from '../core/games';
import { gamesFromDisk as gamesModule, rulesFromDisk } from './wasm';

/** The real game engines (a function declaration: mocks of core/games call it while this file loads). */
export function gamesFromDisk(): Games {
  return gamesModule();
}

/** A finished (or open) round of the API around an engine's bet and view. */
export function roundOf(partial: Partial<RoundView> & Pick<RoundView, 'bet' | 'view'>): RoundView {
  return {
    id: 'r1',
    game_id: 'g1',
    game_name: 'Game',
    mode: 'fun',
    currency: 'EUR',
    stake: '1.00',
    win: '0.00',
    finished: true,
    result: 'loss',
    moment: 'none',
    net: '-1.00',
    withheld: null,
    allowed: [],
    actions: [],
    commitment: 'c',
    client_seed: 's',
    nonce: 1,
    server_seed: null,
    created_at: 0,
    balance: '100.00',
    live_round_id: null,
    engine: null,
    config: null,
    ...partial,
  };
}

/**
 * One engine screen in a language (English by default), with the page's kit over the real
 * modules and spies for its bets and actions; `update` renders it again with other props.
 * With `animate`, the screen is inside the game page's motion settings and its round is the one
 * just played (animated; otherwise, as without the settings, results show at once).
 */
export async function renderEngine<C>(
  Ui: ComponentType<EngineUiProps<C>>,
  props: Partial<EngineUiProps<C>> & { config: C },
  path = '/en',
  animate = false,
) {
  const i18n = await createI18n(localeFromPath(path));
  const lang = localeFromPath(path).lang;
  await Promise.all([ensureEngineStrings(i18n, lang), ensurePlayStrings(i18n, lang).catch(() => undefined), ensureErrors(i18n, lang)]);
  const kit = makeGameKit(gamesFromDisk(), await rulesFromDisk());
  const onBet = vi.fn();
  const onAct = vi.fn();
  const base: EngineUiProps<C> = { round: null, busy: false, currency: 'EUR', minBet: '0.10', maxBet: '100.00', onBet, onAct, ...props };
  const tree = (p: EngineUiProps<C>) => (
    <I18nextProvider i18n={i18n}>
      <GameKitProvider kit={kit}>
        <Suspense fallback={<p>loading</p>}>
          {animate ? (
            <MotionProvider fresh={roundStep(p.round)}>
              <Ui {...p} />
            </MotionProvider>
          ) : (
            <Ui {...p} />
          )}
        </Suspense>
      </GameKitProvider>
    </I18nextProvider>
  );
  let view!: ReturnType<typeof render>;
  await act(async () => {
    view = render(tree(base));
  });
  return {
    onBet,
    onAct,
    kit,
    update: async (next: Partial<EngineUiProps<C>>) => {
      await act(async () => view.rerender(tree({ ...base, ...next })));
    },
  };
}
