import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { GameUrl } from '../../../api/generated/api';
import type {
  AndarBaharConfig,
  BaccaratConfig,
  BingoConfig,
  BlackjackConfig,
  CrashConfig,
  DiceConfig,
  HiloConfig,
  KenoConfig,
  LotteryConfig,
  RacingConfig,
  RouletteConfig,
  ScratchConfig,
  SlotsConfig,
  TeenPattiConfig,
  WheelConfig,
} from '../../../core/games';
import { formatPercent } from '../../../lib/money';
import { shownFixed } from '../engines/parts/format';
import { SymbolArt } from '../engines/parts/SymbolArt';
import { symbolFaces } from '../engines/slotSymbols';
import { useGameKit, type GameKit } from './GameKit';
import { maxWin } from './maxWin';
import { rtpMethod } from './rtpMethod';
import { PLAY_NS } from './strings';

type Config = { engine: string } & Record<string, unknown>;
type T = TFunction<typeof PLAY_NS>;

/** Hundredths (a multiplier, a percentage in basis points) as the decimal text `2.50`. */
function hundredths(kit: GameKit, n: number): string {
  return shownFixed(kit.rules, n, 2);
}

/**
 * The rules and paytable of the game: its engine, its return to player and how it was computed,
 * its volatility, its maximum win, its limits, and what its configuration pays, in words and tables.
 */
export function RulesPanel({ url }: { url: GameUrl }) {
  const { t } = useTranslation(PLAY_NS);
  const kit = useGameKit();
  const game = url.game;
  const config = url.config as Config;
  const percent = (value: string) => formatPercent(kit.rules, value, 2);
  return (
    <div className="play-rules">
      <dl className="play-facts">
        <div>
          <dt>{t('rules.engine')}</dt>
          <dd>{t(`engines.${config.engine}`, { defaultValue: config.engine })}</dd>
        </div>
        <div>
          <dt>{t('rules.rtp')}</dt>
          <dd>
            {percent(game.rtp)} <span className="text-body-secondary">({rtpMethod(t, game, (v) => formatPercent(kit.rules, v, 3))})</span>
          </dd>
        </div>
        <div>
          <dt>{t('rules.volatility')}</dt>
          <dd>{t(`rules.volatilities.${game.volatility}`, { defaultValue: game.volatility })}</dd>
        </div>
        <div>
          <dt>{t('rules.maxWin')}</dt>
          <dd>{maxWin(t, kit.rules, game)}</dd>
        </div>
        <div>
          <dt>{t('rules.limits')}</dt>
          <dd>{t('rules.limitsValue', { min: kit.money(url.min_bet, url.currency), max: kit.money(url.max_bet, url.currency) })}</dd>
        </div>
      </dl>
      <EngineRules config={config} kit={kit} t={t} currency={url.currency} art={url.art} icons={url.art_icons} />
    </div>
  );
}

function EngineRules({
  config,
  kit,
  t,
  currency,
  art,
  icons,
}: {
  config: Config;
  kit: GameKit;
  t: T;
  currency: string;
  /** The theme's pictures of a slot's symbols (`GameUrl.art`) and their icons. */
  art: readonly string[];
  icons: readonly string[];
}): ReactNode {
  const x = (n: number) => t('rules.times', { value: hundredths(kit, n) });
  switch (config.engine) {
    case 'slots':
      return <SlotsRules config={config as unknown as SlotsConfig} art={art} icons={icons} t={t} />;
    case 'keno': {
      const c = config as unknown as KenoConfig;
      return (
        <>
          <p>{t('rules.text.keno')}</p>
          <table className="play-table">
            <caption>{t('rules.paytable')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('rules.keno.picks')}</th>
                <th scope="col">{t('rules.keno.pays')}</th>
              </tr>
            </thead>
            <tbody>
              {c.paytables.map((row, k) =>
                row.some((m) => m > 0) ? (
                  <tr key={k}>
                    <th scope="row">{k + 1}</th>
                    <td>
                      {row
                        .map((m, hits) => (m > 0 ? t('rules.keno.hits', { hits, pays: x(m) }) : null))
                        .filter(Boolean)
                        .join(' · ')}
                    </td>
                  </tr>
                ) : null,
              )}
            </tbody>
          </table>
        </>
      );
    }
    case 'video_poker': {
      // The engine's own table: what each hand pays to one, strongest first.
      const rows = kit.paytable(config).map((r): [string, number] => [String(r.key), r.to_one]);
      return (
        <>
          <p>{t('rules.text.video_poker')}</p>
          <PayTable caption={t('rules.paytable')} head={[t('rules.hand'), t('rules.pays')]} rows={rows.map(([h, p]) => [t(`hands.${h}`), t('rules.toOne', { n: p })])} />
        </>
      );
    }
    case 'roulette': {
      const c = config as unknown as RouletteConfig;
      // The engine's pays; its red line stands for every even-money bet.
      const rows = kit.paytable(config).map((r): [string, number] => [r.key === 'red' ? 'even_money' : String(r.key), r.to_one]);
      return (
        <>
          <p>{t(`rules.roulette.${c.variant}`)}</p>
          <PayTable caption={t('rules.pays')} head={[t('rules.bet'), t('rules.pays')]} rows={rows.map(([k, p]) => [t(`rules.roulette.bets.${k}`), t('rules.toOne', { n: p })])} />
          <p className="small text-body-secondary">{t('rules.roulette.limits', { min: kit.cents(c.min_bet, currency), total: kit.cents(c.max_total, currency) })}</p>
        </>
      );
    }
    case 'wheel': {
      const c = config as unknown as WheelConfig;
      const groups = new Map<number, number>();
      for (const s of c.segments) groups.set(s.multiplier, (groups.get(s.multiplier) ?? 0) + 1);
      return (
        <>
          <p>{t('rules.text.wheel', { count: c.segments.length })}</p>
          <PayTable
            caption={t('rules.paytable')}
            head={[t('rules.wheel.segment'), t('rules.wheel.count')]}
            rows={[...groups].sort((a, b) => b[0] - a[0]).map(([m, n]) => [m > 0 ? x(m) : t('rules.nothing'), String(n)])}
          />
        </>
      );
    }
    case 'lottery': {
      const c = config as unknown as LotteryConfig;
      return (
        <>
          <p>{t('rules.text.lottery', { picks: c.picks, balls: c.balls })}</p>
          <PayTable
            caption={t('rules.paytable')}
            head={[t('rules.matches'), t('rules.returns')]}
            rows={c.paytable.map((m, i) => [String(i), m > 0 ? x(m) : t('rules.nothing')] as [string, string]).filter((_, i) => c.paytable[i] > 0)}
          />
        </>
      );
    }
    case 'bingo': {
      const c = config as unknown as BingoConfig;
      return (
        <>
          <p>{t('rules.text.bingo', { calls: c.calls })}</p>
          <PayTable
            caption={t('rules.paytable')}
            head={[t('rules.pattern'), t('rules.returns')]}
            rows={[
              [t('rules.bingo.line'), x(c.line)],
              [t('rules.bingo.two_lines'), x(c.two_lines)],
              [t('rules.bingo.full_house'), x(c.full_house)],
            ]}
          />
        </>
      );
    }
    case 'scratch': {
      const c = config as unknown as ScratchConfig;
      return (
        <>
          <p>{t('rules.text.scratch', { cells: c.cells })}</p>
          <PayTable
            caption={t('rules.paytable')}
            head={[t('rules.symbol'), t('rules.returns')]}
            rows={c.prizes.map((p, i) => [t('rules.scratch.symbol', { n: i + 1 }), x(p.multiplier)] as [string, string])}
          />
        </>
      );
    }
    case 'blackjack': {
      const c = config as unknown as BlackjackConfig;
      return (
        <>
          <p>{t('rules.text.blackjack', { context: c.dealer_hits_soft_17 ? 'h17' : 's17' })}</p>
          {c.shared ? <p>{t('rules.text.blackjack_shared')}</p> : null}
        </>
      );
    }
    case 'dice': {
      const c = config as unknown as DiceConfig;
      // The scale of the rolls as the game screen shows them.
      const [low, high] = [hundredths(kit, 0), hundredths(kit, kit.games.dice_max_roll())];
      return <p>{t('rules.text.dice', { low, high, edge: hundredths(kit, c.house_edge_bp), min: hundredths(kit, c.min_chance), max: hundredths(kit, c.max_chance) })}</p>;
    }
    case 'crash': {
      const c = config as unknown as CrashConfig;
      return <p>{t('rules.text.crash', { edge: hundredths(kit, c.house_edge_bp), min: x(c.min_target), max: x(c.max_target) })}</p>;
    }
    case 'racing': {
      const c = config as unknown as RacingConfig;
      return (
        <>
          <p>{t('rules.text.racing', { margin: hundredths(kit, c.margin_bp), max: kit.cents(c.max_win, currency) })}</p>
          <ol className="small">
            {c.runners.map((r, i) => (
              <li key={i}>{r.name}</li>
            ))}
          </ol>
        </>
      );
    }
    case 'baccarat': {
      const c = config as unknown as BaccaratConfig;
      return <p>{t('rules.text.baccarat', { decks: c.decks })}</p>;
    }
    case 'andar_bahar': {
      const c = config as unknown as AndarBaharConfig;
      return <p>{t('rules.text.andar_bahar', { decks: c.decks, first: x(c.first_side_return), second: x(c.second_side_return) })}</p>;
    }
    case 'hilo': {
      const c = config as unknown as HiloConfig;
      return <p>{t('rules.text.hilo', { edge: hundredths(kit, c.house_edge_bp), skips: c.max_skips, max: c.max_multiplier })}</p>;
    }
    case 'teen_patti': {
      const c = config as unknown as TeenPattiConfig;
      const cats = ['high_card', 'pair', 'colour', 'sequence', 'pure_sequence', 'trail'];
      return (
        <>
          <p>{t('rules.text.teen_patti')}</p>
          <PayTable
            caption={t('rules.anteBonus')}
            head={[t('rules.hand'), t('rules.pays')]}
            rows={cats.map((cat, i) => [t(`hands3.${cat}`), c.ante_bonus[i] > 0 ? t('rules.toOne', { n: c.ante_bonus[i] }) : t('rules.nothing')] as [string, string])}
          />
        </>
      );
    }
    case 'sic_bo':
    case 'casino_holdem':
    case 'russian_poker':
      return <p>{t(`rules.text.${config.engine}`)}</p>;
    default:
      return null;
  }
}

function SlotsRules({ config, art, icons, t }: { config: SlotsConfig; art: readonly string[]; icons: readonly string[]; t: T }) {
  // The paytable draws the symbols as the reels do: the theme's pictures for the dearest.
  const faces = symbolFaces(config, art, icons);
  const reels = config.reels.length;
  const counts = reels === 3 ? [3] : [3, 4, 5];
  const evaluation = config.evaluation.type === 'lines' ? t('rules.slots.lines', { count: config.evaluation.lines.length }) : t('rules.slots.ways', { count: config.rows ** reels });
  return (
    <>
      <p>
        {t('rules.slots.layout', { reels, rows: config.rows })} {evaluation}
      </p>
      <p>{t('rules.slots.coins', { coins: config.coins })}</p>
      {config.free_spins ? (
        <p>
          {t('rules.slots.freeSpins', { spins: config.free_spins.spins, multiplier: config.free_spins.multiplier })}{' '}
          {config.free_spins.retrigger ? t('rules.slots.retrigger') : null}
        </p>
      ) : null}
      <div className="play-table-wrap">
        <table className="play-table">
          <caption>{t('rules.paytableCoins')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('rules.symbol')}</th>
              {counts.map((n) => (
                <th key={n} scope="col">
                  {t('rules.slots.ofAKind', { count: n })}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {config.symbols
              .map((s, i) => ({ s, i, face: faces[i] }))
              .reverse()
              .map(({ s, i, face }) => (
                <tr key={i}>
                  <th scope="row">
                    <span className="slots-glyph" aria-hidden="true">
                      {face.art ? <SymbolArt markup={face.art.markup} /> : face.glyph}
                    </span>{' '}
                    {face.art ? t([`slots.icons.${face.art.icon}`, 'slots.names.number']) : t(`slots.names.${face.name}`)}
                    {face.kind === 'wild' ? <span className="small text-body-secondary"> ({t('rules.slots.wild')})</span> : null}
                  </th>
                  {counts.map((n, k) => (
                    <td key={n}>{s.pays[k] > 0 ? t('rules.slots.pay', { coins: s.pays[k] }) : '–'}</td>
                  ))}
                </tr>
              ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function PayTable({ caption, head, rows }: { caption: string; head: [string, string]; rows: [string, string][] }) {
  return (
    <div className="play-table-wrap">
      <table className="play-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{head[0]}</th>
            <th scope="col">{head[1]}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([a, b], i) => (
            <tr key={i}>
              <th scope="row">{a}</th>
              <td>{b}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
