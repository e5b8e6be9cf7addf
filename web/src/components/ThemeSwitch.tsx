import { useTranslation } from 'react-i18next';
import { useStore } from '../store/store';
import { MoonIcon, SunIcon } from './Icons';

export function ThemeSwitch() {
  const { t } = useTranslation();
  const { state, setTheme } = useStore();
  const dark = state.theme === 'dark';
  const label = dark ? t('theme.toLight') : t('theme.toDark');
  return (
    <button
      type="button"
      className="btn btn-outline-light btn-sm btn-icon theme-switch"
      onClick={() => setTheme(dark ? 'light' : 'dark')}
      aria-label={label}
      title={label}
      data-theme-current={state.theme}
    >
      {dark ? <SunIcon size={18} /> : <MoonIcon size={18} />}
    </button>
  );
}
