import { useCallback, useState, type FormEvent } from 'react';
import { failureOf, fieldFailures, type Failure } from '../../api/errors';
import { PasswordField } from '../../components/Field';
import { useCoreFormik } from '../../core/useCoreFormik';
import type { Rules } from '../../core/rules';
import { useErrorText } from '../../i18n/useErrorText';
import { useTranslationWith } from '../../i18n/useTranslationWith';
import { storeToken } from './session';
import { passwordChangeFailures, type PasswordChange } from './passwordRules';
import { updatePlayerPassword } from './api/updatePlayerPassword';
import { FormOutcome, SubmitButton } from '../../components/FormFooter';
import { useSiteSettings } from '../../lib/siteSettings';
import { ensurePasswordStrings } from './strings';

const EMPTY: PasswordChange = { old_password: '', password: '', confirm_password: '' };

/** Change password: the current one, then the new one twice (casino-core's rules as the player types). */
export function PasswordTab() {
  const { t } = useTranslationWith(ensurePasswordStrings);
  const { text } = useErrorText();
  const policy = useSiteSettings().passwordPolicy;
  const check = useCallback((r: Rules, v: PasswordChange) => passwordChangeFailures(r, v, policy), [policy]);
  const [changed, setChanged] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const form = useCoreFormik<PasswordChange>({
    initial: EMPTY,
    check,
    onSubmit: async (values) => {
      try {
        const answer = await updatePlayerPassword(values);
        // The server ended every other session, this one included: go on with the new token.
        storeToken(answer.accessToken);
        form.reset(EMPTY);
        setChanged(true);
      } catch (e) {
        if (!form.reportFields(fieldFailures(e))) setFailure(failureOf(e));
      }
    },
  });
  const busy = form.busy;

  const bind = (name: keyof PasswordChange & string) => {
    const f = form.failureOf(name);
    return {
      id: `change-${name}`,
      name,
      value: form.values[name],
      error: f ? text(f.code, f.params) : undefined,
      revealLabel: t('a11y.showPassword'),
      required: true,
      onChange: (e: { target: { value: string } }) => {
        form.set(name, e.target.value);
        setChanged(false);
      },
      onBlur: () => form.touch(name),
    };
  };

  const onSubmit = (event: FormEvent) => {
    setFailure(null);
    setChanged(false);
    void form.handleSubmit(event);
  };

  return (
    <form className="card narrow" onSubmit={onSubmit} noValidate id={form.formId} aria-busy={busy}>
      <div className="card-body row g-3">
        <p className="col-12 text-body-secondary mb-0">{t('changePassword.lead')}</p>
        <PasswordField label={t('changePassword.old')} autoComplete="current-password" {...bind('old_password')} />
        <PasswordField label={t('changePassword.new')} autoComplete="new-password" {...bind('password')} />
        <PasswordField label={t('changePassword.confirm')} autoComplete="new-password" {...bind('confirm_password')} />
        <FormOutcome success={changed ? text('password_changed') : null} failure={failure ? text(failure.code, failure.params) : null} />
        <SubmitButton busy={busy} label={t('changePassword.submit')} busyLabel={t('changePassword.busy')} />
      </div>
    </form>
  );
}
