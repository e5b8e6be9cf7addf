import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlackjackConfig, BlackjackView, HandView } from '../../../core/games';
import { useGameKit } from '../play/GameKit';
import { ActionButtons, PlayingCard, RoundOutcome, StakeField, useStake } from '../play/controls';
import { roundStep, useMotion, useRoundMotion } from '../play/motion';
import { play } from '../play/sound';
import { PLAY_NS } from '../play/strings';
import type { EngineUiProps } from './types';
import './parts/engines.scss';

/** The time between two cards dealt, at full pace (as `PlayingCard`'s `--deal-delay` counts it). */
const DEAL_GAP = 180;

/**
 * The cards a step of the round brings, in the order the dealer deals them: each card's
 * position (`d1` the dealer's second, `h0:2` the first hand's third, `hole` the face-down card)
 * and its turn. A round's first step deals in turns (the player, the dealer, the player, the
 * face-down card); a later one the player's new cards, then the dealer's (the face-down card
 * turned over, `flip`, then those drawn). Only what the server's view shows is dealt.
 */
function dealPlan(prev: BlackjackView | null, view: BlackjackView, open: boolean): { turn: Map<string, number>; flip: boolean } {
  const order: string[] = [];
  const handNew = (h: number, c: number) => !prev || prev.hands[h]?.cards[c] !== view.hands[h]?.cards[c];
  const dealerNew = (c: number) => !prev || prev.dealer[c] !== view.dealer[c];
  // The face-down card shown at the previous step is turned over, not dealt.
  const flip = !!prev && !open && prev.dealer.length === 1 && view.dealer.length > 1;
  if (!prev) {
    const columns = Math.max(view.dealer.length + (open ? 1 : 0), ...view.hands.map((h) => h.cards.length));
    for (let c = 0; c < columns; c++) {
      view.hands.forEach((hand, h) => {
        if (c < hand.cards.length) order.push(`h${h}:${c}`);
      });
      if (c < view.dealer.length) order.push(`d${c}`);
      else if (open && c === view.dealer.length) order.push('hole');
    }
  } else {
    view.hands.forEach((hand, h) => hand.cards.forEach((_, c) => handNew(h, c) && order.push(`h${h}:${c}`)));
    view.dealer.forEach((_, c) => (dealerNew(c) || (flip && c === 1)) && order.push(`d${c}`));
  }
  return { turn: new Map(order.map((key, i) => [key, i])), flip };
}

/**
 * Blackjack: the dealer's cards (the up card and a face-down card while the player plays), the
 * player's hand or two after a split with their totals, the hand being played marked, and
 * Hit, Stand, Double and Split as the engine allows them.
 */
export default function BlackjackUi({ config, round, busy, currency, minBet, maxBet, onBet, onAct }: EngineUiProps<BlackjackConfig>) {
  const { t } = useTranslation(PLAY_NS);
  const kit = useGameKit();
  const ids = useId();
  const stake = useStake(minBet, currency);
  const view = (round?.view ?? null) as BlackjackView | null;
  const open = !!round && !round.finished;

  // The view of this round's previous step (kept from the last render), to deal only what is new.
  const step = roundStep(round);
  const [seen, setSeen] = useState<{ step: string | null; id: string | null; view: BlackjackView | null; prev: BlackjackView | null }>(() => ({
    step,
    id: round?.id ?? null,
    view,
    prev: null,
  }));
  if (seen.step !== step) setSeen({ step, id: round?.id ?? null, view, prev: seen.id === round?.id ? seen.view : null });
  const prev = seen.step === step ? seen.prev : null;
  const plan = view ? dealPlan(prev, view, open) : { turn: new Map<string, number>(), flip: false };
  const dealt = plan.turn.size;

  const { prefs } = useMotion();
  const motion = useRoundMotion(round, { full: 250 * dealt + 400, quick: 90 * dealt + 150 });
  const moving = motion.moving && dealt > 0;
  const turn = (key: string) => (moving ? plan.turn.get(key) : undefined);

  // A card's sound as each one lands on the table (silent unless sound is on).
  useEffect(() => {
    if (!moving) return;
    const timers = Array.from({ length: dealt }, (_, i) => window.setTimeout(() => play('card', prefs.sound), i * DEAL_GAP * motion.scale));
    return () => timers.forEach((t) => window.clearTimeout(t));
  }, [moving, dealt, motion.scale, prefs.sound, step]);

  const deal = () => {
    const cents = stake.cents();
    if (cents === undefined) return;
    const bet = { engine: 'blackjack' as const, stake: cents };
    if (stake.accepts(config, bet)) onBet(bet);
  };

  return (
    <div
      className={motion.pace === 'still' ? 'engine-blackjack motion-still' : 'engine-blackjack'}
      style={{ ['--deal-scale' as string]: String(motion.scale || 1) }}
    >
      {view ? (
        <div className="bj-table">
          <section className="bj-side" aria-labelledby={`${ids}-dealer`}>
            <h3 id={`${ids}-dealer`} className="bj-title">
              {t('blackjack.dealer')} {moving ? null : <span className="bj-total">{t('blackjack.total', { total: view.dealer_total })}</span>}
            </h3>
            <div className={moving && plan.flip ? 'play-cards bj-dealer is-turning-hole' : 'play-cards bj-dealer'}>
              {view.dealer.map((c, i) => (
                <PlayingCard key={i} code={c} dealIndex={turn(`d${i}`)} />
              ))}
              {open ? (
                <span
                  key={view.dealer.length}
                  className={turn('hole') === undefined ? 'play-card play-card-back' : 'play-card play-card-back is-dealt'}
                  style={turn('hole') === undefined ? undefined : { ['--deal-delay' as string]: `calc(${turn('hole')} * 180ms * var(--deal-scale, 1))` }}
                  role="img"
                  aria-label={t('blackjack.holeCard')}
                >
                  <span aria-hidden="true">?</span>
                </span>
              ) : null}
            </div>
          </section>
          <div className="bj-hands">
            {view.hands.map((hand, i) => (
              <Hand
                key={i}
                hand={hand}
                index={i}
                count={view.hands.length}
                active={open && view.active === i}
                currency={currency}
                money={kit.cents}
                dealing={moving}
                turn={(c) => turn(`h${i}:${c}`)}
              />
            ))}
          </div>
        </div>
      ) : (
        <p className="text-body-secondary">{t('blackjack.rules', { context: config.dealer_hits_soft_17 ? 'h17' : 's17' })}</p>
      )}

      <RoundOutcome round={round} pending={moving} />

      {open ? (
        <ActionButtons allowed={round.allowed} busy={busy || moving} onAct={onAct} only={['hit', 'stand', 'double', 'split']} />
      ) : (
        <form
          className="row g-2 align-items-start"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            deal();
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
          <div className="col-12">
            <button type="submit" className="btn btn-secondary" disabled={busy}>
              {busy ? <span className="spinner spinner-sm me-2" aria-hidden="true" /> : null}
              {t('blackjack.deal')}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}

export function Hand({
  hand,
  index,
  count,
  active,
  currency,
  money,
  dealing,
  turn,
}: {
  hand: HandView;
  index: number;
  count: number;
  active: boolean;
  currency: string;
  money: (cents: number, currency: string) => string;
  /** Cards are being dealt: the total and the outcome wait for them. */
  dealing: boolean;
  /** Card `c`'s turn in the deal, when it is dealt now. */
  turn: (c: number) => number | undefined;
}) {
  const { t } = useTranslation(PLAY_NS);
  const title = count > 1 ? t('blackjack.handN', { n: index + 1 }) : t('blackjack.hand');
  const total = hand.soft && hand.total <= 21 ? t('blackjack.softTotal', { total: hand.total }) : t('blackjack.total', { total: hand.total });
  return (
    <section className={active ? 'bj-side bj-active' : 'bj-side'} aria-current={active ? 'step' : undefined} aria-label={title}>
      <h3 className="bj-title">
        {title} {dealing ? null : <span className="bj-total">{total}</span>}
        {hand.doubled ? <span className="badge bj-badge">{t('blackjack.doubled')}</span> : null}
      </h3>
      <div className="play-cards">
        {hand.cards.map((c, i) => (
          <PlayingCard key={i} code={c} dealIndex={turn(i)} />
        ))}
      </div>
      <p className="bj-stake mb-0">
        {t('blackjack.stake', { amount: money(hand.stake, currency) })}
        {hand.outcome && !dealing ? (
          <>
            {' · '}
            <strong>{t(`blackjack.outcomes.${hand.outcome}`)}</strong>
            {hand.win > 0 ? ` · ${t('blackjack.returns', { amount: money(hand.win, currency) })}` : null}
          </>
        ) : null}
      </p>
    </section>
  );
}
