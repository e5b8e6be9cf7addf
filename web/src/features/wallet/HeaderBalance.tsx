import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { LocaleLink } from '../../components/LocaleLink';
import { useRulebook } from '../../core/useRulebook';
import { useStore } from '../../store/store';
import { AddCurrencyDialog } from './AddCurrencyDialog';
import { useBalance } from '../../lib/balance';
import { formatMoney } from '../../lib/money';
import { useWalletSync } from './useWalletSync';
import { openAccountTab } from '../../lib/accountTabs';
import { useSiteSettings } from '../../lib/siteSettings';
import { useTranslationWith } from '../../i18n/useTranslationWith';
import { ensureWalletStrings } from '../../i18n/sharedStrings';


function WalletIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M19 7V5.5A1.5 1.5 0 0 0 17.5 4h-12A2.5 2.5 0 0 0 3 6.5v11A2.5 2.5 0 0 0 5.5 20h13a1.5 1.5 0 0 0 1.5-1.5V16" />
      <path d="M3 6.5A2.5 2.5 0 0 0 5.5 9h13A1.5 1.5 0 0 1 20 10.5V16h-4a2.5 2.5 0 0 1 0-5h4" />
    </svg>
  );
}

/**
 * The signed-in player's balance in the header: the main wallet's total on a button that opens
 * the list of wallets (total, real money, bonus), and a button to open a wallet in another
 * currency. Loaded with the session (its own chunk); it keeps the realtime socket open, so a
 * pushed balance shows at once and is announced to screen readers.
 */
export default function HeaderBalance() {
  const { t } = useTranslationWith(ensureWalletStrings);
  const { state } = useStore();
  const { currencies } = useSiteSettings();
  const playerId = state.user?.player ? state.user.player.id : '';
  useWalletSync(playerId);
  const { balance, failed, refresh } = useBalance();
  const rules = useRulebook();
  const [open, setOpen] = useState(false);
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState('');
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const wallets = balance?.wallets ?? [];
  const main = wallets[0];
  const mainText = main ? formatMoney(rules, main.total, main.currency) : null;

  // A change of the main total after the first reading is announced (politely).
  const mainKey = main ? `${main.currency} ${main.total}` : null;
  const [seenKey, setSeenKey] = useState(mainKey);
  if (seenKey !== mainKey) {
    setSeenKey(mainKey);
    if (seenKey !== null && mainText !== null) setNotice(t('wallet.updated', { amount: mainText }));
  }

  useEffect(() => {
    if (!open) return;
    const onDown = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const startAdding = () => {
    setOpen(false);
    setAdding(true);
  };

  const label = mainText ? t('wallet.balanceOf', { amount: mainText }) : failed ? t('wallet.unavailable') : t('wallet.loading');

  return (
    <div className="dropdown balance-menu" ref={rootRef}>
      <div className="btn-group">
        <button
          ref={toggleRef}
          type="button"
          className="btn btn-outline-light btn-sm balance-toggle"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={label}
          title={t('wallet.balance')}
          onClick={() => setOpen((o) => !o)}
        >
          <span className="balance-icon">
            <WalletIcon />
          </span>
          <span className="balance-amount">{mainText ?? (failed ? '—' : '…')}</span>
        </button>
        <button
          type="button"
          className="btn btn-secondary btn-sm balance-add d-none d-sm-inline-flex"
          aria-label={t('wallet.addCurrency')}
          title={t('wallet.addCurrency')}
          onClick={startAdding}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      <div id={panelId} className={`dropdown-menu dropdown-menu-end balance-panel${open ? ' show' : ''}`} hidden={!open}>
        <h2 className="dropdown-header">{t('wallet.wallets')}</h2>
        {failed ? (
          <div className="px-3 pb-2">
            <p className="mb-2">{t('wallet.loadFailed')}</p>
            <button type="button" className="btn btn-outline-secondary btn-sm" onClick={refresh}>
              {t('wallet.retry')}
            </button>
          </div>
        ) : null}
        <ul className="balance-wallets">
          {wallets.map((wallet, i) => (
            <li key={wallet.currency} className="balance-wallet">
              <h3 className="balance-currency">
                {wallet.currency}
                {i === 0 ? <span className="badge balance-main">{t('wallet.main')}</span> : null}
              </h3>
              <dl className="balance-figures">
                <div>
                  <dt>{t('wallet.total')}</dt>
                  <dd>{formatMoney(rules, wallet.total, wallet.currency)}</dd>
                </div>
                <div>
                  <dt>{t('wallet.real')}</dt>
                  <dd>{formatMoney(rules, wallet.real, wallet.currency)}</dd>
                </div>
                <div>
                  <dt>{t('wallet.bonus')}</dt>
                  <dd>{formatMoney(rules, wallet.bonus, wallet.currency)}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
        <div className="balance-actions">
          <LocaleLink
            to="/user-management"
            className="btn btn-secondary btn-sm"
            state={openAccountTab('deposit')}
            onClick={() => setOpen(false)}
          >
            {t('wallet.deposit')}
          </LocaleLink>
          <button type="button" className="btn btn-outline-secondary btn-sm d-sm-none" onClick={startAdding}>
            {t('wallet.addCurrency')}
          </button>
        </div>
      </div>
      <span className="visually-hidden" aria-live="polite">
        {notice}
      </span>
      {adding
        ? createPortal(
            <AddCurrencyDialog
              offered={currencies}
              held={wallets.map((w) => w.currency)}
              onClose={() => setAdding(false)}
              onAdded={(currency) => {
                setAdding(false);
                setNotice(t('wallet.added', { currency }));
              }}
            />,
            document.body,
          )
        : null}
    </div>
  );
}
