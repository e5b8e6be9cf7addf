import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { LocaleLink } from '../../components/LocaleLink';
import { useLocale } from '../../components/useLocale';
import { localizePath } from '../../i18n/locales';
import { useErrorText } from '../../i18n/useErrorText';
import { useTranslationWith } from '../../i18n/useTranslationWith';
import { ensureSignUpStrings } from '../../i18n/sharedStrings';
import { SuccessPanel } from '../../components/SuccessPanel';

/** Seconds before the success screen goes to the home page. */
export const REDIRECT_SECONDS = 10;

/** "10 seconds", "1 second", "10 secondes", "10 секунд": the language's own plural rules. */
export function formatSeconds(seconds: number, lang: string): string {
  try {
    return new Intl.NumberFormat(lang, { style: 'unit', unit: 'second', unitDisplay: 'long' }).format(seconds);
  } catch {
    return String(seconds);
  }
}

/**
 * Registration done: what happens next, and a countdown to the home page (`onLeave` is told
 * first: the dialog that held the form closes).
 */
export function SignUpSuccess({ onLeave }: { onLeave?: () => void }) {
  const { t, i18n } = useTranslationWith(ensureSignUpStrings);
  const { text } = useErrorText();
  const navigate = useNavigate();
  const home = localizePath('/', useLocale());
  const [left, setLeft] = useState(REDIRECT_SECONDS);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  useEffect(() => {
    const timer = window.setInterval(() => setLeft((n) => Math.max(n - 1, 0)), 1000);
    return () => window.clearInterval(timer);
  }, []);

  useEffect(() => {
    if (left !== 0) return;
    onLeave?.();
    void navigate(home);
  }, [left, navigate, home, onLeave]);

  return (
    <SuccessPanel title={text('player_created')} message={text('check_email_to_activate')} headingRef={headingRef}>
      <p className="text-body-secondary">{t('signUp.redirect', { duration: formatSeconds(left, i18n.language) })}</p>
      <LocaleLink to="/" className="btn btn-secondary" onClick={onLeave}>
        {t('signUp.homeNow')}
      </LocaleLink>
    </SuccessPanel>
  );
}
