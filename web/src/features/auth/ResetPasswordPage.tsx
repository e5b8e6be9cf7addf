import { useCallback, useState, type FormEvent } from 'react';
import type { i18n as I18n } from 'i18next';
import { usePageTitle } from '../../components/usePageTitle';
import { PageHeader } from '../../components/PageHeader';
import { PasswordField } from '../../components/Field';
import { useStore } from '../../store/store';
import { useCoreFormik } from '../../core/useCoreFormik';
import type { Rules } from '../../core/rules';
import { useErrorText } from '../../i18n/useErrorText';
import { useTranslationWith } from '../../i18n/useTranslationWith';
import { failureOf, fieldFailures, statusOf, type Failure } from '../../api/errors';
import { useLinkToken } from './useLinkToken';
import { setPassword } from './api/setPassword';
import { newPasswordFailures, type NewPassword } from './passwordRules';
import { FormOutcome, SubmitButton } from '../../components/FormFooter';
import { SuccessPanel } from '../../components/SuccessPanel';
import { useSiteSettings } from '../../lib/siteSettings';
import { ensureResetStrings } from './strings';

/** The page's texts, before a visit's first render (see `PageModule`). */
export const prepare = (i18n: I18n) => ensureResetStrings(i18n, i18n.language);

/** The link of the password-reset e-mail (`/reset-password?token=...`): choose a new password. */
export default function ResetPasswordPage() {
  const { t } = useTranslationWith(ensureResetStrings);
  usePageTitle(t('titles.resetPassword'));
  const { text } = useErrorText();
  const { openModal } = useStore();
  const token = useLinkToken();
  const policy = useSiteSettings().passwordPolicy;
  const check = useCallback((r: Rules, v: NewPassword) => newPasswordFailures(r, v, policy), [policy]);
  const [failure, setFailure] = useState<Failure | null>(token ? null : { code: 'reset_link_invalid', params: {} });
  const [linkDead, setLinkDead] = useState(!token);
  const [done, setDone] = useState(false);
  const form = useCoreFormik<NewPassword>({
    initial: { password: '', confirm_password: '' },
    check,
    onSubmit: async (values) => {
      if (!token) return; // a page without a token has no form
      try {
        await setPassword({ token, ...values });
        setDone(true);
      } catch (e) {
        if (!form.reportFields(fieldFailures(e))) {
          setFailure(failureOf(e));
          if (statusOf(e) === 410) setLinkDead(true);
        }
      }
    },
  });
  const busy = form.busy;

  const error = (name: keyof NewPassword & string) => {
    const f = form.failureOf(name);
    return f ? text(f.code, f.params) : undefined;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!token) return;
    setFailure(null);
    void form.handleSubmit();
  };

  if (done) {
    return (
      <SuccessPanel title={t('reset.title')} message={text('password_changed')}>
        <button type="button" className="btn btn-secondary" onClick={() => openModal('signIn')}>
          {t('nav.signIn')}
        </button>
      </SuccessPanel>
    );
  }

  return (
    <div className="narrow mx-auto">
      <PageHeader title={t('reset.title')} lead={linkDead ? undefined : t('reset.lead')} />
      {linkDead ? (
        <>
          <p className="alert alert-danger" role="alert">
            {text(failure?.code ?? 'reset_link_invalid')}
          </p>
          <button type="button" className="btn btn-secondary" onClick={() => openModal('forgotPassword')}>
            {t('reset.newLink')}
          </button>
        </>
      ) : (
        <form className="card" onSubmit={onSubmit} noValidate id={form.formId} aria-busy={busy}>
          <div className="card-body row g-3">
            <PasswordField
              id="reset-password"
              label={t('reset.password')}
              name="password"
              autoComplete="new-password"
              required
              revealLabel={t('a11y.showPassword')}
              value={form.values.password}
              error={error('password')}
              onChange={(e) => form.set('password', e.target.value)}
              onBlur={() => form.touch('password')}
            />
            <PasswordField
              id="reset-confirm_password"
              label={t('reset.confirm')}
              name="confirm_password"
              autoComplete="new-password"
              required
              revealLabel={t('a11y.showPassword')}
              value={form.values.confirm_password}
              error={error('confirm_password')}
              onChange={(e) => form.set('confirm_password', e.target.value)}
              onBlur={() => form.touch('confirm_password')}
            />
            <FormOutcome failure={failure ? text(failure.code, failure.params) : null} />
            <SubmitButton busy={busy} label={t('reset.submit')} busyLabel={t('reset.busy')} />
          </div>
        </form>
      )}
    </div>
  );
}
