import { useEffect } from 'react';
import type { WheelConfig } from '../../../wasm/games/casino_games_wasm';
import { RoundOutcome, useStake } from '../play/controls';
import { roundStep, useMotion, useRoundMotion } from '../play/motion';
import { play } from '../play/sound';
import { fixed, times } from './parts/format';
import { StakeForm } from './parts/StakeForm';
import { useEngineText } from './parts/strings';
import { useTurn } from './parts/useTurn';
import { viewOf } from './parts/view';
import type { EngineUiProps } from './types';
import './parts/engines.scss';
import { useGameKit } from '../play/GameKit';

const COLOURS = ['#2e86de', '#10ac84', '#f5c518', '#ee5253', '#9b59b6', '#ff9f43', '#1dd1a1', '#c8d6e5'];
const R = 100;

/** A point of the wheel's rim at `deg` degrees clockwise from the top. */
function rim(deg: number, r = R): [number, number] {
  const rad = (deg * Math.PI) / 180;
  return [fixedPoint(r * Math.sin(rad)), fixedPoint(-r * Math.cos(rad))];
}
const fixedPoint = (v: number) => Math.round(v * 100) / 100;

/**
 * Wheel of fortune: segments clockwise from the top, each returning a multiple of the stake
 * (0 loses). The player spins; the wheel turns so that the segment it stops on is under the
 * pointer, and the segment's multiplier is named.
 */
export default function WheelUi({ config, round, busy, currency, minBet, maxBet, onBet }: EngineUiProps<WheelConfig>) {
  const kit = useGameKit();
  const t = useEngineText();
  const stake = useStake(minBet, currency);
  const n = config.segments.length;
  const step = 360 / n;
  // The wheel turns to the server's segment; what it stopped on is said once it stands still.
  const { prefs } = useMotion();
  const motion = useRoundMotion(round, { full: 3200, quick: 800 });
  const settled = viewOf(round, 'wheel');
  const angle = useTurn(settled ? -settled.segment * step : 0, roundStep(round), motion.moving);
  const view = motion.moving ? null : settled;
  useEffect(() => {
    if (motion.moving) play('spin', prefs.sound);
  }, [motion.moving, prefs.sound]);
  // Distinct multipliers, smallest first: the legend, and each its colour.
  const kinds = [...new Set(config.segments.map((s) => s.multiplier))].sort((a, b) => a - b);
  const colour = (m: number) => (m === 0 ? '#57606f' : COLOURS[(kinds.indexOf(m) - (kinds[0] === 0 ? 1 : 0)) % COLOURS.length]);

  const spin = () => {
    const cents = stake.cents();
    if (cents === undefined) return;
    const bet = { engine: 'wheel' as const, stake: cents };
    if (stake.accepts(config, bet)) onBet(bet);
  };

  return (
    <div className="engine engine-wheel">
      <div className="wheel-box">
        <svg viewBox="-110 -118 220 228" className="wheel-svg" aria-hidden="true">
          <g
            className="wheel-disc"
            style={{
              transform: `rotate(${angle}deg)`,
              transition: motion.moving ? `transform ${motion.duration}ms cubic-bezier(0.12, 0.7, 0.18, 1)` : 'none',
            }}
          >
            {config.segments.map((s, i) => {
              const [x0, y0] = rim(i * step - step / 2);
              const [x1, y1] = rim(i * step + step / 2);
              const [tx, ty] = rim(i * step, R * 0.78);
              return (
                <g key={i}>
                  <path d={`M0 0 L${x0} ${y0} A${R} ${R} 0 ${step > 180 ? 1 : 0} 1 ${x1} ${y1} Z`} fill={colour(s.multiplier)} stroke="#fff" strokeWidth="0.8" opacity={view && view.segment !== i ? 0.75 : 1} />
                  {n <= 40 ? (
                    <text x={tx} y={ty} transform={`rotate(${i * step} ${tx} ${ty})`} textAnchor="middle" dominantBaseline="middle" className="wheel-label">
                      {s.multiplier === 0 ? '0' : fixed(s.multiplier, 2).replace(/\.00$/, '')}
                    </text>
                  ) : null}
                </g>
              );
            })}
          </g>
          <circle r="10" fill="#222" stroke="#fff" strokeWidth="2" />
          <path d="M-8 -116 L8 -116 L0 -98 Z" fill="#f5c518" stroke="#000" strokeWidth="1" />
        </svg>
        {view ? <p className="engine-big text-center">{t('wheel.stopped', { multiplier: times(kit.rules, view.multiplier) })}</p> : null}
      </div>
      <RoundOutcome round={round} pending={motion.moving} />
      <StakeForm stake={stake} currency={currency} minBet={minBet} maxBet={maxBet} busy={busy} submit={t('wheel.spin')} onSubmit={spin} />
      <table className="table table-sm engine-table">
        <caption>{t('wheel.segments', { n })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('wheel.multiplierColumn')}</th>
            <th scope="col">{t('wheel.countColumn')}</th>
          </tr>
        </thead>
        <tbody>
          {[...kinds].reverse().map((m) => (
            <tr key={m} className={view?.multiplier === m ? 'is-current' : ''}>
              <td>
                <span className="wheel-swatch" style={{ background: colour(m) }} aria-hidden="true" /> {m === 0 ? t('wheel.lose') : times(kit.rules, m)}
              </td>
              <td>{config.segments.filter((s) => s.multiplier === m).length}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
