import { useQuery } from '@tanstack/react-query';
import { LocaleLink } from '../../components/LocaleLink';
import { loadRules } from '../../core/rules';
import { formatMoment } from '../../lib/money';
import { ensureAccountStrings } from '../../i18n/sharedStrings';
import { useTranslationWith } from '../../i18n/useTranslationWith';
import { useStore } from '../../store/store';

/**
 * Above the account area of a suspended or closed account, which signs in to a restricted area:
 * what is stopped, what still works (a closed account withdraws its balance; both read the mail
 * box and the histories), and where to ask why. The server refuses the rest; this says so before
 * the player tries. An open account whose closure staff announced is told when it takes effect.
 */
export function RestrictionNotice({ onWithdraw }: { onWithdraw: () => void }) {
  const { state } = useStore();
  const { t } = useTranslationWith(ensureAccountStrings);
  const player = state.user?.player || null;
  const status = player?.status;
  const closingAt = status === 'closed' ? null : (player?.closing_at ?? null);
  const rules = useQuery({ queryKey: ['core-rules'], queryFn: loadRules, staleTime: Infinity, enabled: closingAt !== null });
  if (status !== 'suspended' && status !== 'closed') {
    if (closingAt === null || !rules.data) return null;
    return (
      <section className="alert alert-warning mb-4" aria-labelledby="restriction-notice-title">
        <h2 id="restriction-notice-title" className="h6 mb-2">
          {t('account.restriction.closing.title', { date: formatMoment(rules.data, closingAt) })}
        </h2>
        <p className="mb-0">{t('account.restriction.closing.lead')}</p>
      </section>
    );
  }

  return (
    <section className="alert alert-danger mb-4" role="status" aria-labelledby="restriction-notice-title">
      <h2 id="restriction-notice-title" className="h6 mb-2">
        {t(`account.restriction.${status}.title`)}
      </h2>
      <p className="mb-3">{t(`account.restriction.${status}.lead`)}</p>
      <div className="d-flex flex-wrap gap-2">
        {status === 'closed' ? (
          <button type="button" className="btn btn-primary btn-sm" onClick={onWithdraw}>
            {t('account.restriction.withdraw')}
          </button>
        ) : null}
        <LocaleLink className="btn btn-outline-secondary btn-sm" to="/contact-us">
          {t('nav.contact')}
        </LocaleLink>
      </div>
    </section>
  );
}
