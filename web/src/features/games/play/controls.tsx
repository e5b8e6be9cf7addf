import { useState } from 'react';
import type { RoundView } from '../../../api/generated/api';
import { Field } from '../../../components/Field';
import type { Action, ActionKind, GameBet } from '../../../core/games';
import { useErrorText } from '../../../i18n/useErrorText';
import { typedAmount } from '../../../lib/money';
import { useGameKit } from './GameKit';
import { usePlayText } from './strings';

/**
 * The stake the player types, as typed (the table's minimum to start, written as the page's
 * language types it), and the check of a bet built from it: the amount goes
 * through the engines module (`amount_cents`), the limits through the engine (`stake_cents`), so
 * the page never handles money as a JavaScript number.
 */
export function useStake(initial: string, currency: string) {
  const kit = useGameKit();
  const { text } = useErrorText();
  const [value, setValue] = useState(() => typedAmount(kit.rules, initial));
  const [error, setError] = useState<string | undefined>(undefined);

  /** The typed stake in cents, or undefined (and the reason shown under the field). */
  const cents = (): number | undefined => {
    const answer = kit.typed(value);
    if (answer.error) {
      const failure = kit.failure(answer.error, currency);
      setError(text(failure.code, failure.params));
      return undefined;
    }
    setError(undefined);
    return answer.ok;
  };

  /** Whether the engine accepts `bet` (its limits, its choices); otherwise the reason is shown. */
  const accepts = (config: unknown, bet: GameBet): boolean => {
    const answer = kit.stake(config, bet);
    if (answer.error) {
      const failure = kit.failure(answer.error, currency);
      setError(text(failure.code, failure.params));
      return false;
    }
    setError(undefined);
    return true;
  };

  const change = (next: string) => {
    setValue(next);
    setError(undefined);
  };

  return { value, setValue: change, error, setError, cents, accepts };
}

/** The stake field with the table's limits as its hint. */
export function StakeField({
  id,
  value,
  onChange,
  error,
  currency,
  minBet,
  maxBet,
  disabled,
  className = 'col-12 col-sm-6',
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  currency: string;
  minBet: string;
  maxBet: string;
  disabled?: boolean;
  className?: string;
}) {
  const t = usePlayText();
  const kit = useGameKit();
  return (
    <Field
      id={id}
      className={className}
      label={t('controls.stake', { currency: currency === 'FUN' ? t('controls.funCurrency') : currency })}
      inputMode="decimal"
      autoComplete="off"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      disabled={disabled}
      hint={t('controls.limits', { min: kit.money(minBet, currency), max: kit.money(maxBet, currency) })}
    />
  );
}

/** The action kinds that take no argument, in the order buttons show them. */
const SIMPLE: readonly ActionKind[] = ['hit', 'stand', 'double', 'split', 'higher', 'lower', 'skip', 'call', 'fold', 'cashout', 'spin'];

/** One button per allowed action that needs no argument (hold and reveal have their own controls). */
export function ActionButtons({
  allowed,
  busy,
  onAct,
  only,
}: {
  allowed: readonly string[];
  busy: boolean;
  onAct: (action: Action) => void;
  /** Restrict to these kinds (an engine showing some actions elsewhere). */
  only?: readonly ActionKind[];
}) {
  const t = usePlayText();
  const kinds = SIMPLE.filter((k) => allowed.includes(k) && (!only || only.includes(k)));
  if (kinds.length === 0) return null;
  return (
    <div className="play-actions" role="group" aria-label={t('controls.actions')}>
      {kinds.map((kind, i) => (
        <button
          key={kind}
          type="button"
          className={i === 0 ? 'btn btn-secondary' : 'btn btn-outline-secondary'}
          disabled={busy}
          onClick={() => onAct({ type: kind } as Action)}
        >
          {t(`actions.${kind}`)}
        </button>
      ))}
    </div>
  );
}

/** Each result's sentence (`outcome.…`); a settled round is never `open`. */
const OUTCOME_KEYS: Record<RoundView['result'], string> = {
  open: 'lose',
  win: 'win',
  even: 'even',
  part_returned: 'partReturned',
  loss: 'lose',
};

/**
 * A settled round whose win the net winnings cap cut, in words: what the engine returned, the
 * part not paid and the cap, and the net result of what was paid; null for every other round.
 */
export function cappedOutcome(t: ReturnType<typeof usePlayText>, kit: ReturnType<typeof useGameKit>, round: RoundView): string | null {
  if (!round.withheld) return null;
  return t('outcome.capped', {
    amount: kit.money(round.win, round.currency),
    withheld: kit.money(round.withheld.amount, round.currency),
    limit: kit.money(round.withheld.limit, round.currency),
    net: kit.money(round.net, round.currency),
  });
}

/**
 * The round's result in words, announced when it changes: still open, or settled with its net
 * result. Only a return above the stake is a win and celebrated; a stake given back, or part of
 * it, is said plainly (safe play: a loss is never dressed as a win). The result and the net come
 * from the server (casino-core's `round_result`), and so does the moment a large win gets
 * (`moment`: from 10 times the stake). While the screen still shows the round coming
 * (`pending`: reels turning, a ball rolling), nothing is said yet.
 */
export function RoundOutcome({ round, pending = false }: { round: RoundView | null; pending?: boolean }) {
  const t = usePlayText();
  const kit = useGameKit();
  let text = '';
  let tone = '';
  let moment: string | null = null;
  if (pending) {
    text = '';
  } else if (round && !round.finished) {
    text = t('outcome.open');
  } else if (round) {
    const params = {
      amount: kit.money(round.win, round.currency),
      stake: kit.money(round.stake, round.currency),
      net: kit.money(round.net, round.currency),
    };
    text = cappedOutcome(t, kit, round) ?? t(`outcome.${OUTCOME_KEYS[round.result]}`, params);
    tone = round.result === 'win' ? ' play-outcome-win' : ' play-outcome-lose';
    if (round.moment !== 'none') moment = round.moment;
  }
  return (
    <p className={`play-outcome${tone}`} role="status" aria-live="polite">
      {moment ? (
        <span key={round?.id} className={`play-moment play-moment-${moment}`}>
          {t(`outcome.moment.${moment}`)}
        </span>
      ) : null}
      {text}
    </p>
  );
}

/** A card code (`"As"`, `"Td"`) as it reads: rank and suit symbol, the suit's colour for CSS. */
export function cardFace(code: string): { rank: string; suit: string; red: boolean } {
  const rank = code[0] === 'T' ? '10' : (code[0] ?? '?');
  const s = code[1] ?? '';
  const suit = ({ c: '♣', d: '♦', h: '♥', s: '♠' } as Record<string, string>)[s] ?? s;
  return { rank, suit, red: s === 'd' || s === 'h' };
}

/**
 * A playing card; its accessible name spells the card out (`Ace of spades`). With `dealIndex`
 * it is dealt: it comes from the shoe (top right) face down and turns over, the `dealIndex`-th of
 * its step (`--deal-delay`, scaled by a parent's `--deal-scale`); pure CSS, none under reduced
 * motion or inside `.motion-still`.
 */
export function PlayingCard({ code, dealIndex }: { code: string; dealIndex?: number }) {
  const t = usePlayText();
  const face = cardFace(code);
  const name = t('cards.name', { rank: t(`cards.ranks.${code[0]}`, { defaultValue: face.rank }), suit: t(`cards.suits.${code[1]}`, { defaultValue: face.suit }) });
  const dealt = dealIndex !== undefined;
  return (
    <span
      className={`play-card${face.red ? ' play-card-red' : ''}${dealt ? ' is-dealt' : ''}`}
      style={dealt ? { ['--deal-delay' as string]: `calc(${dealIndex} * 180ms * var(--deal-scale, 1))` } : undefined}
      role="img"
      aria-label={name}
    >
      <span aria-hidden="true">
        {face.rank}
        {face.suit}
      </span>
    </span>
  );
}
