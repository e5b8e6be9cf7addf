import { Modal } from '../../components/Modal';
import { useStore } from '../../store/store';
import { useTranslationWith } from '../../i18n/useTranslationWith';
import { ensureSignUpStrings } from '../../i18n/sharedStrings';
import { SignUpForm } from './SignUpForm';

/** The header's registration dialog: the `/sign-up` page's form over the page the visitor was on. */
export default function SignUpModal() {
  const { t } = useTranslationWith(ensureSignUpStrings);
  const { openModal } = useStore();
  const close = () => openModal(null);
  return (
    <Modal title={t('signUp.title')} closeLabel={t('a11y.close')} onClose={close} wide>
      <p className="text-body-secondary">{t('signUp.lead')}</p>
      <SignUpForm onLeave={close} />
    </Modal>
  );
}
