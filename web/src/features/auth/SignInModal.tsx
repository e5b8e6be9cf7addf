import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/Modal';
import { Field } from '../../components/Field';
import { useStore } from '../../store/store';

/** The sign-in dialog shell; the login call arrives with the authentication issue. */
export default function SignInModal({ registerPath }: { registerPath: string }) {
  const { t } = useTranslation();
  const { openModal } = useStore();
  const [submitted, setSubmitted] = useState(false);
  const close = () => openModal(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
  };
  return (
    <Modal title={t('signIn.title')} closeLabel={t('a11y.close')} onClose={close}>
      <form className="row g-3" onSubmit={onSubmit} noValidate>
        <Field label={t('signIn.username')} name="username" autoComplete="username" required />
        <Field label={t('signIn.password')} name="password" type="password" autoComplete="current-password" required />
        <div className="col-12 d-grid">
          <button type="submit" className="btn btn-secondary">
            {t('signIn.submit')}
          </button>
        </div>
        {submitted ? (
          <p className="col-12 alert alert-info mb-0" role="status">
            {t('signIn.soon')}
          </p>
        ) : null}
        <p className="col-12 small mb-0">
          {t('signIn.noAccount')}{' '}
          <Link to={registerPath} onClick={close}>
            {t('signIn.register')}
          </Link>
        </p>
      </form>
    </Modal>
  );
}
