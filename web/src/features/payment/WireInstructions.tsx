import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WireInstructions as Wire } from '../../api/generated/api';
import { CopyButton } from './CopyButton';

const FIELDS = [
  ['beneficiary', 'deposit.wire.beneficiary'],
  ['iban', 'deposit.wire.iban'],
  ['bic', 'deposit.wire.bic'],
  ['bank_name', 'deposit.wire.bank'],
  ['reference', 'deposit.wire.reference'],
] as const;

/**
 * What the player needs to wire the money: the site's account and the reference that matches the
 * transfer to the deposit, each with a copy button. The deposit stays pending until an
 * administrator confirms the money arrived.
 */
export function WireInstructions({ wire, amount, onNewDeposit }: { wire: Wire; amount: string; onNewDeposit: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [copied, setCopied] = useState('');

  return (
    <section className="card wire-panel mt-3" aria-labelledby={titleId}>
      <div className="card-body">
        <h3 id={titleId} className="h5">
          {t('deposit.wire.title')}
        </h3>
        <p>{t('deposit.wire.lead', { amount })}</p>
        <dl className="copy-list">
          {FIELDS.map(([field, key]) => (
            <div className={`copy-row${field === 'reference' ? ' copy-row-key' : ''}`} key={field}>
              <dt>{t(key)}</dt>
              <dd>
                <span className="copy-value">{wire[field]}</span>
                <CopyButton
                  value={wire[field]}
                  what={t(key)}
                  onResult={(ok) => setCopied(ok ? t('deposit.wire.copied', { what: t(key) }) : t('deposit.copyFailed'))}
                />
              </dd>
            </div>
          ))}
        </dl>
        <p className="small text-body-secondary mb-2" role="status">
          {copied}
        </p>
        <p className="text-body-secondary">{t('deposit.wire.pending')}</p>
        <button type="button" className="btn btn-outline-secondary" onClick={onNewDeposit}>
          {t('deposit.newDeposit')}
        </button>
      </div>
    </section>
  );
}
