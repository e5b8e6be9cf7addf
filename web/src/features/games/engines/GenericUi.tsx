import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Action, GameBet } from '../../../core/games';
import { useGameKit, type GameKit } from '../play/GameKit';
import { ActionButtons, RoundOutcome, StakeField, useStake } from '../play/controls';
import { PLAY_NS } from '../play/strings';
import type { EngineUiProps } from './types';

/** The engines whose bet is a stake alone. */
const STAKE_ONLY = new Set(['slots', 'blackjack', 'hilo', 'video_poker', 'casino_holdem', 'teen_patti', 'russian_poker', 'bingo', 'wheel', 'scratch']);

/** The one obvious choice of each simple engine besides the stake. */
type Choice = { kind: 'none' } | { kind: 'select'; options: { value: string; label: string }[] } | { kind: 'numbers' } | { kind: 'number'; min: number; max: number };

/** Numbers typed as a list (`3, 17, 42`), in the order typed; undefined when one is not a number. */
function numberList(text: string): number[] | undefined {
  const parts = text.split(/[\s,;]+/).filter(Boolean);
  if (parts.length === 0 || parts.some((p) => !/^\d{1,3}$/.test(p))) return undefined;
  return parts.map((p) => Number(p));
}

/**
 * The screen of an engine without one of its own yet: a stake, the engine's obvious choice (a
 * colour at roulette, a side at baccarat, a target at dice...), the allowed actions and a readable
 * summary of the round's view. Every game is playable with it.
 */
export default function GenericUi({ config, round, busy, currency, minBet, maxBet, onBet, onAct }: EngineUiProps<Record<string, unknown> & { engine: string }>) {
  const { t } = useTranslation(PLAY_NS);
  const kit = useGameKit();
  const ids = useId();
  const stake = useStake(minBet, currency);
  const engine = config.engine;
  const [choice, setChoice] = useState('');
  const [held, setHeld] = useState<[boolean, boolean, boolean, boolean, boolean]>([false, false, false, false, false]);
  const open = !!round && !round.finished;

  const choices = choiceOf(config, t);
  const current = choice !== '' ? choice : defaultChoice(choices);

  const place = () => {
    const cents = stake.cents();
    if (cents === undefined) return;
    const bet = buildBet(engine, cents, current, config, kit);
    if (!bet) {
      stake.setError(t('generic.choiceInvalid'));
      return;
    }
    if (stake.accepts(config, bet)) onBet(bet);
  };

  const allowed = round && !round.finished ? round.allowed : [];
  const view = (round?.view ?? null) as Record<string, unknown> | null;
  const covered = Array.isArray(view?.cells) ? (view.cells as (number | null | undefined)[]).map((c, i) => (c == null ? i : -1)).filter((i) => i >= 0) : [];

  return (
    <div className="engine-generic">
      {view ? <ViewSummary view={view} /> : <p className="text-body-secondary">{t('generic.firstBet')}</p>}
      <RoundOutcome round={round} />
      {open ? (
        <>
          {allowed.includes('hold') ? (
            <fieldset className="play-holds">
              <legend className="form-label">{t('generic.hold')}</legend>
              {held.map((h, i) => (
                <label key={i} className="form-check form-check-inline">
                  <input
                    type="checkbox"
                    className="form-check-input"
                    checked={h}
                    disabled={busy}
                    onChange={() => setHeld((all) => all.map((x, j) => (j === i ? !x : x)) as typeof held)}
                  />
                  <span className="form-check-label">{t('generic.card', { n: i + 1 })}</span>
                </label>
              ))}
              <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => onAct({ type: 'hold', held } as Action)}>
                {t('actions.hold')}
              </button>
            </fieldset>
          ) : null}
          {allowed.includes('reveal') && covered.length > 0 ? (
            <div className="play-actions" role="group" aria-label={t('actions.reveal')}>
              {covered.map((i) => (
                <button key={i} type="button" className="btn btn-outline-secondary" disabled={busy} onClick={() => onAct({ type: 'reveal', index: i })}>
                  {t('generic.revealCell', { n: i + 1 })}
                </button>
              ))}
            </div>
          ) : null}
          <ActionButtons allowed={allowed} busy={busy} onAct={onAct} />
        </>
      ) : (
        <form
          className="row g-2 align-items-start"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            setHeld([false, false, false, false, false]);
            place();
          }}
        >
          <StakeField
            id={`${ids}-stake`}
            value={stake.value}
            onChange={stake.setValue}
            error={stake.error}
            currency={currency}
            minBet={minBet}
            maxBet={maxBet}
            disabled={busy}
          />
          {choices.kind === 'select' ? (
            <div className="col-12 col-sm-6">
              <label htmlFor={`${ids}-choice`} className="form-label">
                {t(`generic.choice.${engine}`, { defaultValue: t('generic.choice.default') })}
              </label>
              <select id={`${ids}-choice`} className="form-select" value={current} disabled={busy} onChange={(e) => setChoice(e.target.value)}>
                {choices.options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          {choices.kind === 'numbers' || choices.kind === 'number' ? (
            <div className="col-12 col-sm-6">
              <label htmlFor={`${ids}-choice`} className="form-label">
                {t(`generic.choice.${engine}`, { defaultValue: t('generic.choice.default') })}
              </label>
              <input
                id={`${ids}-choice`}
                className="form-control"
                inputMode={choices.kind === 'number' ? 'decimal' : 'numeric'}
                autoComplete="off"
                value={current}
                disabled={busy}
                aria-describedby={`${ids}-choice-hint`}
                onChange={(e) => setChoice(e.target.value)}
              />
              <div id={`${ids}-choice-hint`} className="form-text">
                {t(`generic.hint.${engine}`, { defaultValue: '' })}
              </div>
            </div>
          ) : null}
          <div className="col-12">
            <button type="submit" className="btn btn-secondary" disabled={busy}>
              {busy ? <span className="spinner spinner-sm me-2" aria-hidden="true" /> : null}
              {t('controls.play', { stake: stake.value.trim() === '' ? '' : kitMoney(kit, stake.value, currency) })}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}

/** The typed stake as money on the button, or as typed while it is not an amount. */
function kitMoney(kit: GameKit, typed: string, currency: string): string {
  const cents = kit.typed(typed);
  return cents.ok !== undefined ? kit.cents(cents.ok, currency) : typed;
}

function defaultChoice(choice: Choice): string {
  if (choice.kind === 'select') return choice.options[0]?.value ?? '';
  if (choice.kind === 'number') return String(choice.min);
  return '';
}

type T = (key: string) => string;

function choiceOf(config: Record<string, unknown> & { engine: string }, t: T): Choice {
  const opt = (values: string[], group: string) => values.map((value) => ({ value, label: t(`generic.${group}.${value}`) }));
  switch (config.engine) {
    case 'roulette':
      return { kind: 'select', options: opt(['red', 'black', 'odd', 'even', 'low', 'high'], 'roulette') };
    case 'sic_bo':
      return { kind: 'select', options: opt(['small', 'big', 'odd', 'even', 'any_triple'], 'sicBo') };
    case 'baccarat':
      return { kind: 'select', options: opt(['player', 'banker', 'tie'], 'baccarat') };
    case 'andar_bahar':
      return { kind: 'select', options: opt(['andar', 'bahar'], 'andarBahar') };
    case 'dice':
      return { kind: 'select', options: opt(['under', 'over'], 'dice') };
    case 'racing': {
      const runners = Array.isArray(config.runners) ? (config.runners as { name: string }[]) : [];
      return { kind: 'select', options: runners.map((r, i) => ({ value: String(i), label: r.name })) };
    }
    case 'keno':
    case 'lottery':
      return { kind: 'numbers' };
    case 'crash':
      return { kind: 'number', min: 2, max: 0 };
    default:
      return { kind: 'none' };
  }
}

/** The engine's bet for a stake in cents and the choice made; undefined when the choice is not one. */
function buildBet(engine: string, cents: number, choice: string, config: Record<string, unknown>, kit: GameKit): GameBet | undefined {
  if (STAKE_ONLY.has(engine)) return { engine, stake: cents } as GameBet;
  switch (engine) {
    case 'roulette':
      return { engine, bets: [{ kind: choice as 'red', numbers: [], cents }] };
    case 'sic_bo':
      return { engine, bets: [{ wager: { type: choice as 'small' }, cents }] };
    case 'baccarat':
      return { engine, player: choice === 'player' ? cents : 0, banker: choice === 'banker' ? cents : 0, tie: choice === 'tie' ? cents : 0 };
    case 'andar_bahar':
      return { engine, andar: choice === 'andar' ? cents : 0, bahar: choice === 'bahar' ? cents : 0 };
    case 'dice': {
      // Even chances: under 5000 or over 4999 (the roll is 0..=9999).
      const direction = choice === 'over' ? 'over' : 'under';
      return { engine, stake: cents, direction, target: direction === 'under' ? 5000 : 4999 };
    }
    case 'racing':
      return { engine, stake: cents, runner: Number(choice) || 0 };
    case 'keno': {
      const picks = numberList(choice);
      return picks ? { engine, stake: cents, picks } : undefined;
    }
    case 'lottery': {
      const numbers = numberList(choice);
      return numbers ? { engine, stake: cents, numbers } : undefined;
    }
    case 'crash': {
      // The target multiplier typed as `2.50` is 250 hundredths: the amount parser reads it so.
      const target = kit.typed(choice);
      return target.ok !== undefined ? { engine, stake: cents, target: target.ok } : undefined;
    }
    default:
      return config.engine ? ({ engine, stake: cents } as GameBet) : undefined;
  }
}

/** The round's view, field by field: numbers, cards and lists as they are. */
function ViewSummary({ view }: { view: Record<string, unknown> }) {
  const { t } = useTranslation(PLAY_NS);
  const entries = Object.entries(view).filter(([k]) => k !== 'engine');
  return (
    <dl className="play-summary">
      {entries.map(([key, value]) => (
        <div key={key} className="play-summary-row">
          <dt>{t(`view.${key}`, { defaultValue: key.replace(/_/g, ' ') })}</dt>
          <dd>{show(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function show(value: unknown): string {
  if (value === null || value === undefined) return '–';
  if (Array.isArray(value)) return value.map(show).join(value.some(Array.isArray) ? ' | ' : ' ');
  if (typeof value === 'object') return Object.entries(value as Record<string, unknown>).map(([k, v]) => `${k}: ${show(v)}`).join(', ');
  return String(value);
}
