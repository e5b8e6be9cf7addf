import { useId } from 'react';
import type { BlackjackConfig } from '../../../core/games';
import { Hand } from '../engines/BlackjackUi';
import { viewOf } from '../engines/parts/view';
import { useGameKit } from '../play/GameKit';
import { StakeForm } from '../engines/parts/StakeForm';
import { ActionButtons, PlayingCard, useStake } from '../play/controls';
import { usePlayText } from '../play/strings';
import { LiveHistory } from './LiveHistory';
import { LiveTableFrame } from './LiveTableFrame';
import { useResultText } from './resultText';
import { useLiveSeat, type LiveTableProps } from './useLiveSeat';
import '../engines/parts/engines.scss';
import './live.scss';

/**
 * A live blackjack table: one opening hand and one dealer hand for every seat. The player
 * stakes in the betting window; when it closes the cards come out (the seats' two cards and
 * the dealer's up card) and each seat decides its own play of the hand until the time to
 * decide is up (a hand left undecided stands); then the dealer's hand shows and every seat
 * settles on it.
 */
export default function LiveBlackjack(props: LiveTableProps) {
  const t = usePlayText();
  const kit = useGameKit();
  const ids = useId();
  const config = props.url.config as BlackjackConfig;
  const currency = props.url.currency;
  const seat = useLiveSeat(props);
  const resultText = useResultText();
  const stake = useStake(props.url.min_bet, currency);
  const { event, windowOpen, deciding, mine, submitting } = seat;
  const table = event?.result?.engine === 'blackjack' ? event.result : null;
  // The player's own hand once they decided (or the table settled); before, the seats' hand.
  const hand = viewOf(mine, 'blackjack');
  const dealerCards = table?.dealer ?? [];
  // Face down: both dealer cards before the deal, the hole card while the seats decide.
  const dealerDown = !table ? 2 : event?.phase === 'deciding' ? 1 : 0;

  const place = () => {
    const cents = stake.cents();
    if (cents === undefined) return;
    const bet = { engine: 'blackjack' as const, stake: cents };
    if (stake.accepts(config, bet)) void seat.place(bet, () => undefined);
  };

  return (
    <LiveTableFrame seat={seat} engine="engine-blackjack" panel={props.panel} marker={null}>
      <div className="bj-table">
        <section className="bj-side" aria-labelledby={`${ids}-dealer`}>
          <h3 id={`${ids}-dealer`} className="bj-title">
            {t('blackjack.dealer')} {table ? <span className="bj-total">{t('blackjack.total', { total: table.dealer_total })}</span> : null}
          </h3>
          <div className="play-cards bj-dealer">
            {dealerCards.map((c, i) => (
              <PlayingCard key={i} code={c} />
            ))}
            {Array.from({ length: dealerDown }, (_, i) => (
              <span key={`down-${i}`} className="play-card play-card-back" role="img" aria-label={t('blackjack.holeCard')}>
                <span aria-hidden="true">?</span>
              </span>
            ))}
          </div>
        </section>
        <div className="bj-hands">
          {hand ? (
            hand.hands.map((h, i) => <Hand key={i} hand={h} index={i} count={hand.hands.length} active={deciding && !mine?.finished && hand.active === i} currency={currency} money={kit.cents} dealing={false} turn={() => undefined} />)
          ) : table ? (
            <section className="bj-side" aria-label={t('live.sharedHand')}>
              <h3 className="bj-title">
                {t('live.sharedHand')} <span className="bj-total">{t('blackjack.total', { total: table.player_total })}</span>
              </h3>
              <div className="play-cards">
                {table.player.map((c, i) => (
                  <PlayingCard key={i} code={c} />
                ))}
              </div>
              {mine ? <p className="bj-stake mb-0">{t('blackjack.stake', { amount: kit.money(mine.stake, mine.currency) })}</p> : null}
            </section>
          ) : (
            <p className="text-body-secondary mb-0">{t('blackjack.rules', { context: config.dealer_hits_soft_17 ? 'h17' : 's17' })}</p>
          )}
        </div>
      </div>

      <LiveHistory
        results={event?.history}
        mark={(r) =>
          r.engine === 'blackjack' ? (
            <span className="live-road is-dealer" title={resultText(r)}>
              <span aria-hidden="true">{r.dealer_total > 21 ? '✕' : r.dealer_total}</span>
              <span className="visually-hidden">{resultText(r)}</span>
            </span>
          ) : null
        }
      />

      {deciding && mine && !mine.finished ? (
        <ActionButtons allowed={mine.allowed} busy={submitting} onAct={(a) => void seat.act(a)} only={['hit', 'stand', 'double', 'split']} />
      ) : null}

      {mine ? (
        event?.phase === 'betting' ? (
          <p className="live-mine mb-0">{t('live.stake', { amount: kit.money(mine.stake, mine.currency), chips: 1 })}</p>
        ) : null
      ) : (
        <StakeForm stake={stake} currency={currency} minBet={props.url.min_bet} maxBet={props.url.max_bet} busy={submitting} canSubmit={windowOpen} submit={t('live.place')} onSubmit={place} />
      )}
    </LiveTableFrame>
  );
}
