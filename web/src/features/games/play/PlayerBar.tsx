import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LocaleLink } from '../../../components/LocaleLink';
import { useStore } from '../../../store/store';
import type { Mode } from './funSession';
import { MotionSettings } from './MotionSettings';
import { PLAY_NS } from './strings';

interface PlayerBarProps {
  name: string;
  provider: string;
  mode: Mode;
  /** The play-money balance as the site shows it; null while unknown. */
  funBalance: string | null;
  expanded: boolean;
  onExpand: (expanded: boolean) => void;
  /** False during a break: the player plays for fun only, so no way to real money is offered. */
  realOpen?: boolean;
}

/**
 * The game page's bar: the game, its studio, the play mode and its balance, and the page's
 * settings. The same bar tops the game's frame while it loads and the game once loaded, so
 * nothing under it moves when the game arrives.
 */
export function PlayerBar({ name, provider, mode, funBalance, expanded, onExpand, realOpen = true }: PlayerBarProps) {
  const { t } = useTranslation(PLAY_NS);
  const { loggedIn, openModal } = useStore();
  const [, setParams] = useSearchParams();
  const switchMode = (next: Mode) =>
    setParams(
      (p) => {
        const q = new URLSearchParams(p);
        q.set('mode', next);
        return q;
      },
      { replace: true },
    );
  return (
    <header className="player-bar">
      <div className="player-title">
        <LocaleLink to="/online-casino" className="player-back small">
          {t('player.back')}
        </LocaleLink>
        <h1 className="h3 mb-0">{name}</h1>
        <p className="small text-body-secondary mb-0">{provider}</p>
      </div>
      <div className="player-tools">
        {mode === 'fun' ? (
          <p className="player-fun mb-0" role="status">
            <span className="badge player-fun-badge">{t('player.funLabel')}</span>{' '}
            <span className="player-balance">{t('player.funBalance', { amount: funBalance ?? '–' })}</span>
          </p>
        ) : (
          <p className="player-real mb-0">
            <span className="badge player-real-badge">{t('player.realLabel')}</span>
          </p>
        )}
        {loggedIn && !realOpen ? null : loggedIn ? (
          <div className="btn-group player-mode" role="group" aria-label={t('player.mode')}>
            <button type="button" className={mode === 'real' ? 'btn btn-sm btn-secondary' : 'btn btn-sm btn-outline-secondary'} aria-pressed={mode === 'real'} onClick={() => mode !== 'real' && switchMode('real')}>
              {t('player.real')}
            </button>
            <button type="button" className={mode === 'fun' ? 'btn btn-sm btn-secondary' : 'btn btn-sm btn-outline-secondary'} aria-pressed={mode === 'fun'} onClick={() => mode !== 'fun' && switchMode('fun')}>
              {t('player.fun')}
            </button>
          </div>
        ) : (
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => openModal('signIn')}>
            {t('player.signInForReal')}
          </button>
        )}
        <MotionSettings />
        <button type="button" className="btn btn-sm btn-outline-secondary player-expand" aria-pressed={expanded} onClick={() => onExpand(!expanded)}>
          {expanded ? t('player.collapse') : t('player.expand')}
        </button>
      </div>
    </header>
  );
}
