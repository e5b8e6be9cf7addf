import { useRef, useState } from 'react';
import { wholePercent } from '../../lib/percent';
import { useParams } from 'react-router';
import type { i18n as I18n } from 'i18next';
import { statusOf } from '../../api/errors';
import type { PromotionView } from '../../api/generated/api';
import { NotFoundPage } from '../../components/ErrorPage';
import { LocaleLink } from '../../components/LocaleLink';
import { PageHeader } from '../../components/PageHeader';
import { usePageTitle } from '../../components/usePageTitle';
import { useRulebook } from '../../core/useRulebook';
import { openAccountTab } from '../../lib/accountTabs';
import { formatMoney } from '../../lib/money';
import { useStore } from '../../store/store';
import { usePromotion, usePromotions } from './api/usePromotions';
import { useTranslationWith } from '../../i18n/useTranslationWith';
import { ensurePromotionStrings } from './strings';

/** The page's texts, before a visit's first render (see `PageModule`). */
export const prepare = (i18n: I18n) => ensurePromotionStrings(i18n, i18n.language);

/** Promotion list (/promotion) and one promotion (/promotion/:id), as the server's bonus campaigns. */
export default function PromotionPage() {
  const { id } = useParams();
  return id === undefined ? <PromotionList /> : <PromotionDetail key={id} id={id} />;
}

function Loading() {
  const { t } = useTranslationWith(ensurePromotionStrings);
  return (
    <div className="d-flex align-items-center gap-2 py-4" role="status">
      <span className="spinner spinner-sm" aria-hidden="true" />
      <span>{t('promotions.loading')}</span>
    </div>
  );
}

function Failure({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslationWith(ensurePromotionStrings);
  return (
    <div className="alert alert-danger d-flex flex-wrap align-items-center gap-3" role="alert">
      <span className="flex-grow-1">{t('promotions.failure')}</span>
      <button type="button" className="btn btn-outline-secondary btn-sm" onClick={onRetry}>
        {t('promotions.retry')}
      </button>
    </div>
  );
}

function PromotionList() {
  const { t } = useTranslationWith(ensurePromotionStrings);
  usePageTitle(t('promotions.title'));
  // Bumped by "try again": a new first reading.
  const [attempt, setAttempt] = useState(0);
  const list = usePromotions(attempt);
  const listRef = useRef<HTMLUListElement>(null);
  const shown = list.data ?? null;

  let body;
  if (list.isError && !shown) {
    body = <Failure onRetry={() => setAttempt((n) => n + 1)} />;
  } else if (!shown) {
    body = <Loading />;
  } else if (shown.promotions.length === 0) {
    body = (
      <p className="empty-state text-center" role="status">
        {t('promotions.empty')}
      </p>
    );
  } else {
    const moreFrom = shown.promotions.length;
    const loadMore = () => {
      if (list.isFetchingNextPage) return;
      // The keyboard goes on from the first new promotion.
      void list.fetchNextPage().then(() => listRef.current?.children[moreFrom]?.querySelector('a')?.focus());
    };
    body = (
      <>
        <ul ref={listRef} className="row g-3 list-unstyled" aria-label={t('promotions.title')}>
          {shown.promotions.map((p) => (
            <li key={p.id} className="col-12 col-md-6">
              <article className="card h-100 promo-card">
                <div className="card-body d-flex flex-column">
                  <p className="small text-body-secondary mb-1" data-when={p.kind}>
                    {t(`promotions.when.${p.kind}`)}
                  </p>
                  <h2 className="h5 card-title">{p.title}</h2>
                  <p className="card-text flex-grow-1">{p.summary}</p>
                  <LocaleLink
                    to={`/promotion/${encodeURIComponent(p.id)}`}
                    className="btn btn-outline-secondary align-self-start"
                    aria-label={`${t('promotions.more')}: ${p.title}`}
                  >
                    {t('promotions.more')}
                  </LocaleLink>
                </div>
              </article>
            </li>
          ))}
        </ul>
        {list.isFetchNextPageError ? <Failure onRetry={loadMore} /> : null}
        {list.hasNextPage && !list.isFetchNextPageError ? (
          <div className="d-flex justify-content-center mt-4">
            <button type="button" className="btn btn-outline-secondary" onClick={loadMore} disabled={list.isFetchingNextPage} aria-busy={list.isFetchingNextPage}>
              {list.isFetchingNextPage ? t('promotions.loading') : t('promotions.loadMore')}
            </button>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <>
      <PageHeader title={t('promotions.title')} lead={t('promotions.lead')} />
      {body}
    </>
  );
}

function PromotionDetail({ id }: { id: string }) {
  const { t } = useTranslationWith(ensurePromotionStrings);
  const [attempt, setAttempt] = useState(0);
  const promotion = usePromotion(id, attempt);
  const promo = promotion.data;
  usePageTitle(promo ? promo.title : t('promotions.title'));

  if (promotion.isError && statusOf(promotion.error) === 404) return <NotFoundPage />;
  if (!promo) {
    return (
      <article className="narrow">
        {promotion.isError ? <Failure onRetry={() => setAttempt((n) => n + 1)} /> : <Loading />}
        <BackLink />
      </article>
    );
  }
  return (
    <article className="narrow">
      <PageHeader title={promo.title} lead={promo.summary} />
      <p className="text-body-secondary" data-when={promo.kind}>
        {t(`promotions.when.${promo.kind}`)}
      </p>
      <Figures promo={promo} />
      <h2 className="h5">{t('promotions.terms')}</h2>
      <p>{promo.terms}</p>
      {promo.wagering_multiple > 0 ? <LowEdgeRule promo={promo} /> : null}
      <div className="d-flex flex-wrap gap-2">
        <GetBonusLink id={promo.id} />
        <BackLink />
      </div>
    </article>
  );
}

/**
 * "Get bonus now": a visitor signs up first; a player goes to the account's deposit tab with the
 * promotion's bonus chosen (when a deposit can carry it now, the tab offers it).
 */
function GetBonusLink({ id }: { id?: string }) {
  const { t } = useTranslationWith(ensurePromotionStrings);
  const { loggedIn } = useStore();
  return loggedIn ? (
    <LocaleLink to="/user-management" state={openAccountTab('deposit', id)} className="btn btn-secondary">
      {t('promotions.cta')}
    </LocaleLink>
  ) : (
    <LocaleLink to="/sign-up" className="btn btn-secondary">
      {t('promotions.cta')}
    </LocaleLink>
  );
}

function BackLink() {
  const { t } = useTranslationWith(ensurePromotionStrings);
  return (
    <LocaleLink to="/promotion" className="btn btn-outline-secondary">
      {t('promotions.back')}
    </LocaleLink>
  );
}

/** How little low-edge games count towards wagering: casino-core's weights, as the server states them. */
function LowEdgeRule({ promo }: { promo: PromotionView }) {
  const { t, i18n } = useTranslationWith(ensurePromotionStrings);
  const percent = (n: number) => wholePercent(i18n.language, n);
  return <p>{t('promotions.lowEdge', { below: percent(promo.low_edge_below), weight: percent(promo.low_edge_weight) })}</p>;
}

/** The offer's figures the server computed from its terms; money formatted by casino-core. */
function Figures({ promo }: { promo: PromotionView }) {
  const { t, i18n } = useTranslationWith(ensurePromotionStrings);
  const rules = useRulebook();
  const money = (amount: string) => formatMoney(rules, amount, promo.currency);
  // Whole percents and day counts, in the page's language (`100 %`, `30 jours`).
  const percent = (n: number) => wholePercent(i18n.language, n);
  const days = (n: number) => new Intl.NumberFormat(i18n.language, { style: 'unit', unit: 'day', unitDisplay: 'long' }).format(n);
  const rows: [string, string | null][] = [
    ['bonusPercent', promo.bonus_percent === null ? null : percent(promo.bonus_percent)],
    ['cashbackPercent', promo.cashback_percent === null ? null : percent(promo.cashback_percent)],
    ['bonusAmount', promo.bonus_amount === null ? null : money(promo.bonus_amount)],
    ['maxBonus', promo.max_bonus === null ? null : money(promo.max_bonus)],
    ['minDeposit', promo.min_deposit === null ? null : money(promo.min_deposit)],
    ['wagering', `${promo.wagering_multiple}×`],
    ['validity', days(promo.validity_days)],
    ['maxBet', promo.max_bet === null ? null : money(promo.max_bet)],
  ];
  return (
    <dl className="row mb-4" aria-label={t('promotions.figures')}>
      {rows
        .filter((row): row is [string, string] => row[1] !== null)
        .map(([key, value]) => (
          <div key={key} className="col-6 col-md-4 mb-3">
            <dt className="small text-body-secondary fw-normal">{t(`promotions.${key}`)}</dt>
            <dd className="fs-5 mb-0" data-figure={key}>
              {value}
            </dd>
          </div>
        ))}
    </dl>
  );
}
