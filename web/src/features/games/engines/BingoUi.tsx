import type { BingoConfig, Pattern } from '../../../wasm/games/casino_games_wasm';
import { RoundOutcome, useStake } from '../play/controls';
import { times } from './parts/format';
import { StakeForm } from './parts/StakeForm';
import { useDrawReveal } from './parts/useDrawReveal';
import { useEngineText } from './parts/strings';
import { viewOf } from './parts/view';
import type { EngineUiProps } from './types';
import './parts/engines.scss';
import { useGameKit } from '../play/GameKit';

const COLUMNS = ['B', 'I', 'N', 'G', 'O'];

/**
 * Bingo (75 balls): the player buys a card of 5 × 5 numbers, the centre free; the balls are
 * called and the card marked. One line, two lines or a full house pay by the table.
 */
export default function BingoUi({ config, round, busy, currency, minBet, maxBet, onBet }: EngineUiProps<BingoConfig>) {
  const kit = useGameKit();
  const t = useEngineText();
  const stake = useStake(minBet, currency);
  const view = viewOf(round, 'bingo');
  // The calls show one by one; the card is marked as each is called.
  const draw = useDrawReveal(round, view?.calls.length ?? 0);
  const calls = view?.calls.slice(0, draw.shown) ?? [];
  const called = new Set(calls);
  const pays: [Exclude<Pattern, 'nothing'>, number][] = [
    ['full_house', config.full_house],
    ['two_lines', config.two_lines],
    ['line', config.line],
  ];

  const buy = () => {
    const cents = stake.cents();
    if (cents === undefined) return;
    const bet = { engine: 'bingo' as const, stake: cents };
    if (stake.accepts(config, bet)) onBet(bet);
  };

  return (
    <div className="engine engine-bingo">
      {view ? (
        <div className="bingo-round">
          <table className="bingo-card">
            <caption>{t('bingo.card')}</caption>
            <thead>
              <tr>
                {COLUMNS.map((c) => (
                  <th key={c} scope="col">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {[0, 1, 2, 3, 4].map((row) => (
                <tr key={row}>
                  {view.card.slice(row * 5, row * 5 + 5).map((n, col) => {
                    const marked = n === 0 || called.has(n);
                    return (
                      <td key={col} className={marked ? 'is-marked' : ''}>
                        {n === 0 ? t('bingo.free') : n}
                        {marked && n !== 0 ? <span className="visually-hidden"> ({t('bingo.marked')})</span> : null}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
          <div>
            <p className="mb-1">{t('bingo.calls', { n: view.calls.length })}</p>
            <ol className={draw.moving ? 'engine-balls is-drawing' : 'engine-balls'} aria-label={t('bingo.calls', { n: view.calls.length })}>
              {calls.map((n) => (
                <li key={n} className={view.card.includes(n) ? 'is-hit' : ''}>
                  {n}
                </li>
              ))}
            </ol>
            {draw.moving ? null : (
              <p className="mt-2 mb-0">
                {view.pattern === 'nothing'
                  ? t('bingo.nothing', { lines: view.lines })
                  : t('bingo.pattern', { pattern: t(`bingo.patterns.${view.pattern}`), multiplier: times(kit.rules, view.multiplier) })}
              </p>
            )}
          </div>
        </div>
      ) : null}
      <RoundOutcome round={round} pending={draw.moving} />
      <StakeForm stake={stake} currency={currency} minBet={minBet} maxBet={maxBet} busy={busy} submit={t('bingo.buy')} onSubmit={buy}>
        <p className="mb-0 text-body-secondary">{t('bingo.rules', { calls: config.calls })}</p>
      </StakeForm>
      <table className="table table-sm engine-table">
        <caption>{t('bingo.paytable')}</caption>
        <tbody>
          {pays.map(([p, m]) => (
            <tr key={p} className={view?.pattern === p ? 'is-current' : ''}>
              <th scope="row">{t(`bingo.patterns.${p}`)}</th>
              <td>{times(kit.rules, m)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
