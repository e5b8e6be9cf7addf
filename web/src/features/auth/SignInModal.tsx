import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Modal } from '../../components/Modal';
import { Field, PasswordField } from '../../components/Field';
import { useStore } from '../../store/store';
import { useCoreFormik, type Failures } from '../../core/useCoreFormik';
import type { Rules } from '../../core/rules';
import { failureOf, type Failure } from '../../api/errors';
import { useErrorText } from '../../i18n/useErrorText';
import { useTranslationWith } from '../../i18n/useTranslationWith';
import { useSession } from './useSession';
import { requestPasswordReset } from './api/requestPasswordReset';
import { FormOutcome, SubmitButton } from '../../components/FormFooter';
import { ensureSignInStrings } from './strings';
import { plainClick } from '../../lib/plainClick';

type Mode = 'signIn' | 'forgot';

/** The sign-in dialog, which also asks for a password reset link ("Forgot password?"). */
export default function SignInModal({ registerPath, initialMode = 'signIn' }: { registerPath: string; initialMode?: Mode }) {
  const { t } = useTranslationWith(ensureSignInStrings);
  const { openModal } = useStore();
  const [mode, setMode] = useState<Mode>(initialMode);
  const close = () => openModal(null);
  // The dialog focuses its first field when it opens; a switch of form does the same.
  const switched = useRef(false);
  useEffect(() => {
    if (switched.current) document.getElementById(mode === 'signIn' ? 'sign-in-username' : 'forgot-username')?.focus();
    switched.current = true;
  }, [mode]);
  return (
    <Modal title={mode === 'signIn' ? t('signIn.title') : t('forgot.title')} closeLabel={t('a11y.close')} onClose={close}>
      {mode === 'signIn' ? (
        <SignInForm registerPath={registerPath} onDone={close} onForgot={() => setMode('forgot')} />
      ) : (
        <ForgotPasswordForm onBack={() => setMode('signIn')} />
      )}
    </Modal>
  );
}

interface Credentials extends Record<string, string> {
  username: string;
  password: string;
}

const credentialRules = (r: Rules, v: Credentials): Failures<Credentials> => {
  const out: Failures<Credentials> = {};
  for (const name of ['username', 'password'] as const) {
    const { error } = r.required(v[name]);
    if (error) out[name] = error;
  }
  return out;
};

// Both forms check on submit only: a "required" message appearing when the field is left would
// move the links below it under the pointer (the Forgot password? click would be lost).
function SignInForm({ registerPath, onDone, onForgot }: { registerPath: string; onDone: () => void; onForgot: () => void }) {
  const { t } = useTranslationWith(ensureSignInStrings);
  const { openModal } = useStore();
  const { text } = useErrorText();
  const { signIn } = useSession();
  const [failure, setFailure] = useState<Failure | null>(null);
  const form = useCoreFormik<Credentials>({
    initial: { username: '', password: '' },
    check: credentialRules,
    onSubmit: async (values) => {
      try {
        await signIn(values.username, values.password);
        onDone();
      } catch (e) {
        setFailure(failureOf(e));
      }
    },
  });
  const busy = form.busy;
  const error = (name: keyof Credentials & string) => {
    const f = form.failureOf(name);
    return f ? text(f.code, f.params) : undefined;
  };

  const onSubmit = (event: FormEvent) => {
    setFailure(null);
    void form.handleSubmit(event);
  };

  return (
    <form className="row g-3" onSubmit={onSubmit} noValidate id={form.formId} aria-busy={busy}>
      <Field
        id="sign-in-username"
        label={t('signIn.username')}
        name="username"
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        required
        value={form.values.username}
        error={error('username')}
        onChange={(e) => form.set('username', e.target.value)}
      />
      <PasswordField
        label={t('signIn.password')}
        name="password"
        autoComplete="current-password"
        required
        revealLabel={t('a11y.showPassword')}
        value={form.values.password}
        error={error('password')}
        onChange={(e) => form.set('password', e.target.value)}
      />
      <FormOutcome failure={failure ? text(failure.code, failure.params) : null} />
      <SubmitButton busy={busy} label={t('signIn.submit')} busyLabel={t('signIn.busy')} block />
      <div className="col-12 d-flex flex-wrap justify-content-between gap-2 small">
        <button type="button" className="btn btn-link btn-inline" onClick={onForgot}>
          {t('signIn.forgot')}
        </button>
        <span>
          {t('signIn.noAccount')}{' '}
          <Link
            to={registerPath}
            onClick={(event) => {
              // No account yet: the registration dialog takes this one's place.
              if (!plainClick(event)) return onDone();
              event.preventDefault();
              openModal('register');
            }}
          >
            {t('signIn.register')}
          </Link>
        </span>
      </div>
    </form>
  );
}

interface ResetRequest extends Record<string, string> {
  username: string;
}

const resetRequestRules = (r: Rules, v: ResetRequest): Failures<ResetRequest> => {
  const { error } = r.required(v.username);
  return error ? { username: error } : {};
};

function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const { t } = useTranslationWith(ensureSignInStrings);
  const { text } = useErrorText();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [sent, setSent] = useState(false);
  const form = useCoreFormik<ResetRequest>({
    initial: { username: '' },
    check: resetRequestRules,
    onSubmit: async (values) => {
      try {
        await requestPasswordReset(values.username);
        setSent(true);
      } catch (e) {
        const failure = failureOf(e);
        // An unknown name is said under the field the player has to correct.
        if (failure.code === 'wrong_username_or_email') {
          form.report({ username: failure });
          form.focusFirstInvalid();
        } else setFailure(failure);
      }
    },
  });
  const busy = form.busy;
  const onChange = (value: string) => {
    form.set('username', value);
    setSent(false);
  };
  const f = form.failureOf('username');

  const onSubmit = (event: FormEvent) => {
    setFailure(null);
    setSent(false);
    void form.handleSubmit(event);
  };

  return (
    <form className="row g-3" onSubmit={onSubmit} noValidate id={form.formId} aria-busy={busy}>
      <p className="col-12 mb-0">{t('forgot.lead')}</p>
      <Field
        id="forgot-username"
        label={t('forgot.username')}
        name="username"
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        required
        value={form.values.username}
        error={f ? text(f.code, f.params) : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      <FormOutcome success={sent ? text('reset_email_sent') : null} failure={failure ? text(failure.code, failure.params) : null} />
      <SubmitButton busy={busy} label={t('forgot.submit')} busyLabel={t('forgot.busy')} block />
      <div className="col-12 small">
        <button type="button" className="btn btn-link btn-inline" onClick={onBack}>
          {t('forgot.back')}
        </button>
      </div>
    </form>
  );
}
