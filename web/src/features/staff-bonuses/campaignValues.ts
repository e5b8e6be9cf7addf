import type { Failure } from '../../api/errors';
import type { AdminCampaign, BonusKind, CampaignText, CampaignUpdate } from '../../api/generated/api';
import type { Rules } from '../../core/rules';
import type { Failures } from '../../core/useCoreFormik';

/** The kinds of bonus a campaign gives, in the order of the select. */
export const KINDS: readonly BonusKind[] = ['welcome', 'reload', 'code', 'referral', 'cashback', 'weekly', 'monthly', 'loyalty'];
/** The currencies a campaign version is written in. */
export const CURRENCIES = ['EUR', 'USD', 'INR'] as const;
/** What the texts may hold, replaced by the campaign's figures where the players read them. */
export const PLACEHOLDERS = ['{percent}', '{min_deposit}', '{max_bonus}', '{bonus}', '{max_bet}', '{wagering}', '{days}'];

/** The figures of the terms, sent as typed (money is never a number here). */
export const FIGURES = ['percent', 'fixed', 'min_deposit', 'max_bonus', 'wagering_multiple', 'validity_days', 'max_bet', 'position'] as const;
export type Figure = (typeof FIGURES)[number];
/** Each figure's label (`staffBonuses.campaignForm.…`). */
export const LABELS: Record<Figure, string> = {
  percent: 'percent',
  fixed: 'fixed',
  min_deposit: 'minDeposit',
  max_bonus: 'maxBonus',
  wagering_multiple: 'wagering',
  validity_days: 'validity',
  max_bet: 'maxBet',
  position: 'position',
};
/** The figures that are amounts of the campaign's currency. */
export const AMOUNTS: ReadonlySet<Figure> = new Set(['fixed', 'min_deposit', 'max_bonus', 'max_bet']);

export interface CampaignValues extends Record<string, string | boolean> {
  id: string;
  currency: string;
  kind: string;
  percent: string;
  fixed: string;
  min_deposit: string;
  max_bonus: string;
  wagering_multiple: string;
  validity_days: string;
  max_bet: string;
  position: string;
  active: boolean;
  /** The language whose texts are edited (one at a time). */
  lang: string;
  title: string;
  summary: string;
  terms: string;
}

/** A contribution row; `key` keeps a row's controls when one above it is removed. */
export interface Row {
  key: number;
  category: string;
  percent: string;
}

export function textOf(campaign: AdminCampaign | null, lang: string): CampaignText | undefined {
  return campaign?.texts.find((x) => x.lang === lang);
}

/**
 * The form's values for `campaign` (a new one: empty), its texts in `lang`; `typed` writes an
 * amount as the page's language types it (`10,00` in French).
 */
export function initialValues(campaign: AdminCampaign | null, lang: string, typed: (amount: string) => string = (a) => a): CampaignValues {
  const words = { lang, title: textOf(campaign, lang)?.title ?? '', summary: textOf(campaign, lang)?.summary ?? '', terms: textOf(campaign, lang)?.terms ?? '' };
  if (!campaign) {
    return {
      id: '',
      currency: 'EUR',
      kind: 'welcome',
      percent: '0',
      fixed: '0',
      min_deposit: '',
      max_bonus: '',
      wagering_multiple: '',
      validity_days: '',
      max_bet: '0',
      position: '',
      active: true,
      ...words,
    };
  }
  return {
    id: campaign.id,
    currency: campaign.currency,
    kind: campaign.kind,
    percent: campaign.percent,
    fixed: typed(campaign.fixed),
    min_deposit: typed(campaign.min_deposit),
    max_bonus: typed(campaign.max_bonus),
    wagering_multiple: campaign.wagering_multiple,
    validity_days: campaign.validity_days,
    max_bet: typed(campaign.max_bet),
    position: String(campaign.position),
    active: campaign.active,
    ...words,
  };
}

/**
 * casino-core's part of the form: a new campaign needs its slug and its words in one language
 * (the figures are checked by the server's `check_campaign`, which names every failing field).
 */
export function newCampaignFailures(rules: Rules, v: CampaignValues): Failures<CampaignValues> {
  const failures: Failures<CampaignValues> = {};
  for (const name of ['id', 'title', 'summary'] as const) {
    const error = rules.required(v[name]).error;
    if (error) failures[name] = error;
  }
  return failures;
}

export function noFailures(): Failures<CampaignValues> {
  return {};
}

/** The texts of the edited language, when they differ from the stored ones (none otherwise). */
function changedTexts(campaign: AdminCampaign | null, v: CampaignValues): CampaignText[] {
  const stored = textOf(campaign, v.lang);
  const typed = { lang: v.lang, title: v.title.trim(), summary: v.summary.trim(), terms: v.terms.trim() };
  const same = typed.title === (stored?.title ?? '') && typed.summary === (stored?.summary ?? '') && typed.terms === (stored?.terms ?? '');
  return same ? [] : [typed];
}

/** What `admin/save_bonus_campaign` receives: every figure as typed. */
export function updateOf(campaign: AdminCampaign | null, v: CampaignValues, rows: Row[]): CampaignUpdate {
  const figures = Object.fromEntries(FIGURES.map((name) => [name, v[name].trim()])) as Record<Figure, string>;
  return {
    id: v.id.trim(),
    currency: v.currency,
    kind: v.kind,
    ...figures,
    active: v.active,
    contributions: rows.map((r) => ({ category: r.category, percent: r.percent.trim() })),
    texts: changedTexts(campaign, v),
  };
}

/** The server names `texts` as a whole: its failure is said under the control that holds it. */
export function placeTextFailure(fields: Record<string, Failure>, v: CampaignValues): Record<string, Failure> {
  const { texts, ...rest } = fields;
  if (!texts) return fields;
  const at = texts.code === 'choice_invalid' ? 'lang' : v.title.trim() === '' ? 'title' : v.summary.trim() === '' ? 'summary' : 'title';
  return { ...rest, [at]: texts };
}
