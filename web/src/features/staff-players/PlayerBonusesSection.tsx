import { Suspense, useState, type FormEvent, type ReactNode } from 'react';
import { failureOf, fieldFailures, type Failure } from '../../api/errors';
import type { AdminPlayerBonuses, PlayerBonusList } from '../../api/generated/api';
import { Field } from '../../components/Field';
import { SubmitButton } from '../../components/FormFooter';
import { FormFailure } from '../../components/staff/FormFailure';
import { ReadingState } from '../../components/staff/ReadingState';
import type { Rules } from '../../core/rules';
import { useCoreFormik, type Failures } from '../../core/useCoreFormik';
import { ensureStaffStrings } from '../../i18n/sharedStrings';
import { useErrorText } from '../../i18n/useErrorText';
import { useTranslationWith } from '../../i18n/useTranslationWith';
import { usePlayerBonusesLookup } from './api/getPlayerBonuses';
import { ensureStaffPlayersStrings } from './strings';

/**
 * How a player's bonuses show: the bonuses tab's cards, read-only. The page that composes the
 * admin area gives it (the cards belong to the bonus feature).
 */
export type PlayerBonusesRenderer = (bonuses: PlayerBonusList) => ReactNode;

interface LookupValues extends Record<string, string> {
  username: string;
}

function lookupFailures(rules: Rules, v: LookupValues): Failures<LookupValues> {
  const username = rules.required(v.username).error;
  return username ? { username } : {};
}

/** A player's bonuses, found by username: the active one, those to claim or queued, the past ones. */
export function PlayerBonusesSection({ renderBonuses }: { renderBonuses: PlayerBonusesRenderer }) {
  const { t } = useTranslationWith(ensureStaffPlayersStrings, ensureStaffStrings);
  const { text } = useErrorText();
  const lookUp = usePlayerBonusesLookup();
  const [found, setFound] = useState<AdminPlayerBonuses | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const form = useCoreFormik<LookupValues>({
    initial: { username: '' },
    check: lookupFailures,
    onSubmit: async (values) => {
      try {
        setFound(await lookUp(values.username.trim()));
      } catch (e) {
        const fields = fieldFailures(e);
        const f = failureOf(e);
        if (fields.username) form.reportFields({ username: fields.username });
        else if (f.code === 'player_not_found') form.reportFields({ username: f });
        else setFailure(f);
      }
    },
  });
  const busy = form.busy;

  const onSubmit = (event: FormEvent) => {
    setFailure(null);
    setFound(null);
    void form.handleSubmit(event);
  };

  const usernameFailure = form.failureOf('username');
  return (
    <section className="card" aria-labelledby="admin-player-bonuses-title">
      <div className="card-body">
        <form className="row g-3" onSubmit={onSubmit} noValidate id={form.formId} aria-busy={busy}>
          <div className="col-12">
            <h2 id="admin-player-bonuses-title" className="h5 mb-1">
              {t('staffPlayers.playerBonuses.title')}
            </h2>
            <p className="text-body-secondary small mb-0">{t('staffPlayers.playerBonuses.lead')}</p>
          </div>
          <Field
            id="admin-player-bonuses-username"
            name="username"
            label={t('staffPlayers.playerBonuses.username')}
            value={form.values.username}
            error={usernameFailure ? text(usernameFailure.code, usernameFailure.params) : undefined}
            onChange={(e) => {
              form.set('username', e.target.value);
              setFailure(null);
            }}
            onBlur={() => form.touch('username')}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            required
            className="col-12 col-md-6"
          />
          <FormFailure failure={failure} />
          <SubmitButton busy={busy} label={t('staffPlayers.playerBonuses.submit')} busyLabel={t('staff.working')} />
        </form>
        {found ? (
          <section className="mt-4" aria-labelledby="admin-player-bonuses-of">
            <h3 id="admin-player-bonuses-of" className="h5 mb-3">
              {t('staffPlayers.playerBonuses.of', { username: found.username })}
            </h3>
            {/* The cards bring their own words: while those come, they wait here, not in place of the area. */}
            <Suspense fallback={<ReadingState loading failure={null} onRetry={() => undefined} />}>
              {renderBonuses(found.bonuses)}
            </Suspense>
          </section>
        ) : null}
      </div>
    </section>
  );
}
