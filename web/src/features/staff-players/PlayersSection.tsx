import { Suspense, useState, type FormEvent } from 'react';
import { failureOf, fieldFailures, type Failure } from '../../api/errors';
import type { PlayerMatch } from '../../api/generated/api';
import { DataTable } from '../../components/DataTable';
import { Field } from '../../components/Field';
import { SubmitButton } from '../../components/FormFooter';
import { ReadingState } from '../../components/staff/ReadingState';
import { SectionLoading } from '../../components/staff/SectionLoading';
import type { Rules } from '../../core/rules';
import { useCoreFormik, type Failures } from '../../core/useCoreFormik';
import { countryName } from '../../i18n/countries';
import { useErrorText } from '../../i18n/useErrorText';
import { useTranslationWith } from '../../i18n/useTranslationWith';
import { usePlayerSearch } from './api/findPlayers';
import { PlayerDetail } from './PlayerDetail';
import { ensureStaffPlayersStrings } from './strings';

/** The server lists this many players at most: a full list asks for a narrower search. */
const MAX_MATCHES = 20;

/**
 * The players of the support console: a search by the start of a username, e-mail address or
 * name, the players found, and one player's file open below them (profile, verification,
 * balances, latest transactions and bets, tickets, mail box, and the account's part that
 * suspends, closes or reopens it with a reason). Personal details are not changed here (only at
 * the player's request, never the username). For support agents and administrators.
 */
export function PlayersSection() {
  return (
    <Suspense fallback={<SectionLoading />}>
      <Players />
    </Suspense>
  );
}

interface SearchValues extends Record<string, string> {
  query: string;
}

/** The query must be there; its length (2 characters at least) is the server's to say. */
function searchFailures(rules: Rules, v: SearchValues): Failures<SearchValues> {
  const query = rules.required(v.query).error;
  return query ? { query } : {};
}

function Players() {
  const { t } = useTranslationWith(ensureStaffPlayersStrings);
  const { text } = useErrorText();
  const players = usePlayerSearch();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const form = useCoreFormik<SearchValues>({
    initial: { query: '' },
    check: searchFailures,
    onSubmit: async (values) => {
      try {
        await players.search(values.query.trim());
      } catch (e) {
        players.clear();
        const fields = fieldFailures(e);
        if (!fields.query || !form.reportFields({ query: fields.query })) setFailure(failureOf(e));
      }
    },
  });

  const onSubmit = (event: FormEvent) => {
    setFailure(null);
    setOpen(null);
    void form.handleSubmit(event);
  };

  const queryFailure = form.failureOf('query');
  const matches = players.matches;
  return (
    <section className="card" aria-labelledby="admin-players-title">
      <div className="card-body">
        <h2 id="admin-players-title" className="h5 mb-1">
          {t('staffPlayers.players.title')}
        </h2>
        <p className="text-body-secondary small">{t('staffPlayers.players.lead')}</p>
        <form className="row g-3 mb-3" onSubmit={onSubmit} noValidate id={form.formId} aria-busy={form.busy}>
          <Field
            id="admin-players-query"
            name="query"
            type="search"
            enterKeyHint="search"
            label={t('staffPlayers.players.query')}
            hint={t('staffPlayers.players.queryHint')}
            value={form.values.query}
            error={queryFailure ? text(queryFailure.code, queryFailure.params) : undefined}
            onChange={(e) => {
              form.set('query', e.target.value);
              setFailure(null);
            }}
            onBlur={() => form.touch('query')}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            required
            className="col-12 col-md-6"
          />
          <SubmitButton busy={form.busy} label={t('staffPlayers.players.search')} busyLabel={t('staffPlayers.players.searching')} />
        </form>
        <ReadingState loading={form.busy} failure={failure} onRetry={() => void form.handleSubmit()} />
        {matches && matches.players.length === 0 ? <p className="empty-state text-center mb-0">{t('staffPlayers.players.empty')}</p> : null}
        {matches && matches.players.length > 0 ? <Matches players={matches.players} onOpen={setOpen} /> : null}
        {open ? <PlayerDetail key={open} username={open} onHide={() => setOpen(null)} /> : null}
      </div>
    </section>
  );
}

/** The players found, each with the button that opens their file. */
function Matches({ players, onOpen }: { players: PlayerMatch[]; onOpen: (username: string) => void }) {
  const { t, i18n } = useTranslationWith(ensureStaffPlayersStrings);
  const col = (name: string) => t(`staffPlayers.players.columns.${name}`);
  return (
    <>
      <DataTable
        caption={t('staffPlayers.players.results')}
        columns={[
          { label: col('username'), className: 'fw-semibold tx-wrap' },
          { label: col('name'), className: 'tx-wrap' },
          { label: col('email'), className: 'tx-wrap' },
          { label: col('country') },
          { label: col('status') },
          { label: col('actions'), actions: true },
        ]}
        rows={players.map((p) => ({
          key: p.username,
          cells: [
            p.username,
            `${p.first_name} ${p.last_name}`.trim(),
            p.email,
            countryName(p.country, i18n.language),
            t(`staffPlayers.players.statuses.${p.status}`, { defaultValue: p.status }),
            <button
              type="button"
              className="btn btn-sm btn-outline-secondary"
              aria-label={t('staffPlayers.players.openOf', { username: p.username })}
              onClick={() => onOpen(p.username)}
            >
              {t('staffPlayers.players.open')}
            </button>,
          ],
        }))}
      />
      {players.length >= MAX_MATCHES ? <p className="small text-body-secondary mt-2 mb-0">{t('staffPlayers.players.more', { max: MAX_MATCHES })}</p> : null}
    </>
  );
}
