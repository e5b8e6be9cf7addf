import { useRef, type KeyboardEvent } from 'react';
import { CONTENT_LOCALES } from './contentItems';

/**
 * One tab per language (French first): the arrow keys, Home and End move between the tabs and
 * select them; Tab goes on into the list.
 */
export function LocaleTabs({ label, active, onSelect }: { label: string; active: string; onSelect: (lang: string) => void }) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const index = Math.max(0, CONTENT_LOCALES.findIndex((l) => l.lang === active));

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = CONTENT_LOCALES.length - 1;
    const next: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    if (!(event.key in next)) return;
    event.preventDefault();
    onSelect(CONTENT_LOCALES[next[event.key]].lang);
    refs.current[next[event.key]]?.focus();
  };

  return (
    <div className="nav nav-tabs content-locale-tabs" role="tablist" aria-label={label}>
      {CONTENT_LOCALES.map((l, i) => (
        <button
          key={l.lang}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="button"
          role="tab"
          id={`admin-content-tab-${l.lang}`}
          aria-selected={i === index}
          aria-controls="admin-content-panel"
          tabIndex={i === index ? 0 : -1}
          className={i === index ? 'nav-link active' : 'nav-link'}
          lang={l.lang}
          onClick={() => onSelect(l.lang)}
          onKeyDown={onKeyDown}
        >
          {l.name}
        </button>
      ))}
    </div>
  );
}
