import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { betStake, payTable, stakeOptions, typedCents, type EngineAnswer, type EngineError, type Games, type PayRow } from '../../../core/games';
import type { Rules } from '../../../core/rules';
import { formatMoney, formatPlain } from '../../../lib/money';

/**
 * What every engine screen needs besides its props: the engines module (amounts typed by the
 * player, stakes counted by the engine) and the rulebook (money as the site shows it). The game
 * player and the verifier provide it once both modules are loaded.
 */
export interface GameKit {
  games: Games;
  rules: Rules;
  /** A decimal amount of the API (`"12.50"`) as the site shows it; play money as `12.50 FUN`. */
  money: (amount: string, currency: string) => string;
  /** Cents (what the engines count in) as the site shows them. */
  cents: (cents: number, currency: string) => string;
  /** An amount the player typed, in cents, or the rule it breaks (`number_invalid`...). */
  typed: (text: string) => EngineAnswer<number>;
  /** The bet's total stake in cents as the engine counts it, or why the engine refuses it. */
  stake: (config: unknown, bet: unknown) => EngineAnswer<number>;
  /** What each hand or bet pays to one, strongest first, as the engine pays it. */
  paytable: (config: unknown) => PayRow[];
  /** The stakes a slot offers in cents: whole coins at the usual coin values, from the engine. */
  stakeOptions: (config: unknown) => number[];
  /** An engine's refusal as a code of the errors catalogue and its parameters (limits as money). */
  failure: (error: EngineError, currency: string) => { code: string; params: Record<string, string> };
}

/** The kit over loaded modules (also what tests build from the modules on disk). */
export function makeGameKit(games: Games, rules: Rules): GameKit {
  const money = (amount: string, currency: string) =>
    currency === 'FUN' ? `${formatPlain(rules, amount)} FUN` : formatMoney(rules, amount, currency);
  const cents = (value: number, currency: string) => money(games.cents_text(value), currency);
  return {
    games,
    rules,
    money,
    cents,
    typed: (text) => typedCents(games, text),
    stake: (config, bet) => betStake(games, config, bet),
    paytable: (config) => payTable(games, config),
    stakeOptions: (config) => stakeOptions(games, config),
    failure: (error, currency) => {
      const params: Record<string, string> = {};
      for (const [key, value] of Object.entries(error)) {
        if (key === 'code') continue;
        params[key] = (key === 'min' || key === 'max') && typeof value === 'number' ? cents(value, currency) : String(value);
      }
      return { code: error.code, params };
    },
  };
}

const Context = createContext<GameKit | null>(null);

export function GameKitProvider({ kit, children }: { kit: GameKit; children: ReactNode }) {
  return <Context value={kit}>{children}</Context>;
}

/** The kit of the page: engine screens render inside `GameKitProvider`. */
export function useGameKit(): GameKit {
  const kit = useContext(Context);
  if (!kit) throw new Error('useGameKit outside GameKitProvider');
  return kit;
}

/** The kit once both modules are loaded (memoised on them). */
export function useMakeGameKit(games: Games | null, rules: Rules | null): GameKit | null {
  return useMemo(() => (games && rules ? makeGameKit(games, rules) : null), [games, rules]);
}
