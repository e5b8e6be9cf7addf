import type { Action, HiloConfig } from '../../../wasm/games/casino_games_wasm';
import { useGameKit } from '../play/GameKit';
import { PlayingCard, RoundOutcome, useStake } from '../play/controls';
import { times } from './parts/format';
import { StakeForm } from './parts/StakeForm';
import { useEngineText } from './parts/strings';
import { useDeal } from './parts/useDeal';
import { viewOf } from './parts/view';
import type { EngineUiProps } from './types';
import './parts/engines.scss';

/**
 * Hi-lo: a card is shown; the player guesses whether the next is higher or lower (a tie wins
 * both), each right guess multiplying the win by what the engine offers for it, a wrong one
 * losing the round. Skip changes the card a few times per round; Cash out takes the win.
 */
export default function HiloUi({ config, round, busy, currency, minBet, maxBet, onBet, onAct }: EngineUiProps<HiloConfig>) {
  const t = useEngineText();
  const kit = useGameKit();
  const stake = useStake(minBet, currency);
  const view = viewOf(round, 'hilo');
  const open = !!round && !round.finished && !!view;
  const allowed = open ? (round?.allowed ?? []) : [];
  // Each new card to guess on is dealt (the one before joins the cards played); the guess's
  // verdict, the multiplier and the round's ending wait for it.
  const deal = useDeal(round, view ? [{ key: 'card', code: view.card }] : []);
  const moving = deal.moving;
  const last = (view?.history.length ?? 0) - 1;

  const place = () => {
    const cents = stake.cents();
    if (cents === undefined) return;
    const bet = { engine: 'hilo' as const, stake: cents };
    if (stake.accepts(config, bet)) onBet(bet);
  };

  const button = (action: Action, label: string, primary = false) => (
    <button key={action.type} type="button" className={`btn ${primary ? 'btn-secondary' : 'btn-outline-secondary'}`} disabled={busy || moving} onClick={() => onAct(action)}>
      {label}
    </button>
  );

  return (
    <div {...deal.root('engine engine-hilo')}>
      {view ? (
        <div className="hilo-table">
          <div className="hilo-current">
            <p className="engine-hand-label">{t('hilo.card')}</p>
            <div className="play-cards hilo-big">
              <PlayingCard code={view.card} dealIndex={deal.turn('card')} />
            </div>
          </div>
          <div>
            {moving ? null : <p className="mb-1">{t('hilo.multiplier', { multiplier: times(kit.rules, view.multiplier) })}</p>}
            {view.ending && !moving ? <p className="mb-1 fw-bold">{view.ending === 'lost' ? t('hilo.lost') : t('hilo.cashedOut', { multiplier: times(kit.rules, view.multiplier) })}</p> : null}
            {view.history.length > 0 ? (
              <>
                <p className="engine-hand-label">{t('hilo.history')}</p>
                <ol className="hilo-history">
                  {view.history.map((step, i) =>
                    moving && i === last ? (
                      <li key={i}>
                        <PlayingCard code={step.card} />
                      </li>
                    ) : (
                      <li key={i} className={step.action === 'skip' ? '' : step.correct ? 'is-right' : 'is-wrong'}>
                        <PlayingCard code={step.card} />
                        <span>{step.action === 'skip' ? t('hilo.skipped') : t(step.correct ? 'hilo.right' : 'hilo.wrong', { guess: t(`hilo.guess.${step.action}`) })}</span>
                      </li>
                    ),
                  )}
                </ol>
              </>
            ) : null}
          </div>
        </div>
      ) : null}
      <RoundOutcome round={round} pending={moving} />

      {open ? (
        <div className="engine-actions" role="group" aria-label={t('hilo.moves')}>
          {allowed.includes('higher') && view.higher
            ? button({ type: 'higher' }, t('hilo.higher', { multiplier: times(kit.rules, view.higher.multiplier) }), true)
            : null}
          {allowed.includes('lower') && view.lower ? button({ type: 'lower' }, t('hilo.lower', { multiplier: times(kit.rules, view.lower.multiplier) }), true) : null}
          {allowed.includes('skip') ? button({ type: 'skip' }, t('hilo.skip', { left: view.skips_left })) : null}
          {allowed.includes('cashout') ? button({ type: 'cashout' }, t('hilo.cashout', { amount: kit.cents(view.cashout, currency) })) : null}
        </div>
      ) : (
        <StakeForm stake={stake} currency={currency} minBet={minBet} maxBet={maxBet} busy={busy} submit={t('hilo.deal')} onSubmit={place}>
          <p className="mb-0 text-body-secondary">{t('hilo.rules', { skips: config.max_skips, cap: config.max_multiplier })}</p>
        </StakeForm>
      )}
    </div>
  );
}
