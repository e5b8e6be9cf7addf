import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LOCALES, rememberLocale, switchLocalePath } from '../i18n/locales';
import { useLocale } from './useLocale';
import { GlobeIcon } from './Icons';

/** The language menu: each language in its own name; switching keeps the current page. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const current = useLocale();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>('[aria-current="true"]')?.focus();
    const onDown = (event: MouseEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = Array.from(menuRef.current?.querySelectorAll<HTMLElement>('a') ?? []);
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      items[(index + 1) % items.length]?.focus();
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      items[(index - 1 + items.length) % items.length]?.focus();
    } else if (event.key === 'Home') {
      event.preventDefault();
      items[0]?.focus();
    } else if (event.key === 'End') {
      event.preventDefault();
      items[items.length - 1]?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div className="dropdown lang-menu">
      <button
        ref={buttonRef}
        type="button"
        className="btn btn-outline-light btn-sm d-inline-flex align-items-center gap-1"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            setOpen(true);
          }
        }}
      >
        <GlobeIcon size={18} />
        <span>{current.prefix === '' ? 'FR' : current.prefix.toUpperCase()}</span>
        <span className="visually-hidden">{t('a11y.language', { name: current.name })}</span>
      </button>
      <ul
        id={menuId}
        ref={menuRef}
        className={`dropdown-menu dropdown-menu-end${open ? ' show' : ''}`}
        role="menu"
        aria-label={t('a11y.chooseLanguage')}
        onKeyDown={onMenuKey}
        hidden={!open}
      >
        {LOCALES.map((locale) => {
          const active = locale.lang === current.lang;
          return (
            <li key={locale.lang} role="none">
              <Link
                role="menuitem"
                className={`dropdown-item${active ? ' active' : ''}`}
                to={switchLocalePath(location.pathname, locale) + location.search + location.hash}
                lang={locale.lang}
                hrefLang={locale.lang}
                aria-current={active ? 'true' : undefined}
                data-locale={locale.prefix || 'fr'}
                onClick={() => {
                  rememberLocale(locale);
                  setOpen(false);
                }}
              >
                {locale.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
