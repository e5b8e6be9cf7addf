import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlackjackConfig, BlackjackView, HandView } from '../../../core/games';
import { useGameKit } from '../play/GameKit';
import { ActionButtons, PlayingCard, RoundOutcome, StakeField, useStake } from '../play/controls';
import { PLAY_NS } from '../play/strings';
import type { EngineUiProps } from './types';

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

  const deal = () => {
    const cents = stake.cents();
    if (cents === undefined) return;
    const bet = { engine: 'blackjack' as const, stake: cents };
    if (stake.accepts(config, bet)) onBet(bet);
  };

  return (
    <div className="engine-blackjack">
      {view ? (
        <div className="bj-table">
          <section className="bj-side" aria-labelledby={`${ids}-dealer`}>
            <h3 id={`${ids}-dealer`} className="bj-title">
              {t('blackjack.dealer')} <span className="bj-total">{t('blackjack.total', { total: view.dealer_total })}</span>
            </h3>
            <div className="play-cards">
              {view.dealer.map((c, i) => (
                <PlayingCard key={i} code={c} />
              ))}
              {open ? (
                <span className="play-card play-card-back" role="img" aria-label={t('blackjack.holeCard')}>
                  <span aria-hidden="true">?</span>
                </span>
              ) : null}
            </div>
          </section>
          <div className="bj-hands">
            {view.hands.map((hand, i) => (
              <Hand key={i} hand={hand} index={i} count={view.hands.length} active={open && view.active === i} currency={currency} money={kit.cents} />
            ))}
          </div>
        </div>
      ) : (
        <p className="text-body-secondary">{t('blackjack.rules', { context: config.dealer_hits_soft_17 ? 'h17' : 's17' })}</p>
      )}

      <RoundOutcome round={round} />

      {open ? (
        <ActionButtons allowed={round.allowed} busy={busy} onAct={onAct} only={['hit', 'stand', 'double', 'split']} />
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

function Hand({
  hand,
  index,
  count,
  active,
  currency,
  money,
}: {
  hand: HandView;
  index: number;
  count: number;
  active: boolean;
  currency: string;
  money: (cents: number, currency: string) => string;
}) {
  const { t } = useTranslation(PLAY_NS);
  const title = count > 1 ? t('blackjack.handN', { n: index + 1 }) : t('blackjack.hand');
  const total = hand.soft && hand.total <= 21 ? t('blackjack.softTotal', { total: hand.total }) : t('blackjack.total', { total: hand.total });
  return (
    <section className={active ? 'bj-side bj-active' : 'bj-side'} aria-current={active ? 'step' : undefined} aria-label={title}>
      <h3 className="bj-title">
        {title} <span className="bj-total">{total}</span>
        {hand.doubled ? <span className="badge bj-badge">{t('blackjack.doubled')}</span> : null}
      </h3>
      <div className="play-cards">
        {hand.cards.map((c, i) => (
          <PlayingCard key={i} code={c} />
        ))}
      </div>
      <p className="bj-stake mb-0">
        {t('blackjack.stake', { amount: money(hand.stake, currency) })}
        {hand.outcome ? (
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
