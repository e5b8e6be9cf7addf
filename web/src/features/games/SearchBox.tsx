import { useEffect, useState, type KeyboardEvent } from 'react';
import { CloseIcon } from '../../components/Icons';
import { MAX_SEARCH, normalizeSearch } from './filters';

/** How long the search waits after the last keystroke before it asks the server. */
export const SEARCH_DELAY_MS = 300;

/**
 * The lobby's search: sent once typing pauses (or at once with Enter or the clear button). What is
 * being typed is its own state, so keystrokes do not render the grid; it follows `value` when the
 * URL changes (back button), never undoing what is being typed.
 */
export function SearchBox({
  id,
  value,
  onSearch,
  label,
  placeholder,
  clearLabel,
}: {
  id: string;
  /** The search the lobby shows (the URL's `q`). */
  value: string;
  onSearch: (q: string) => void;
  label: string;
  placeholder: string;
  clearLabel: string;
}) {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    if (normalizeSearch(draft) !== value) setDraft(value);
  }

  useEffect(() => {
    const q = normalizeSearch(draft);
    if (q === value) return;
    const timer = window.setTimeout(() => onSearch(q), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [draft, value, onSearch]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const q = normalizeSearch(draft);
    if (q !== value) onSearch(q);
  };

  const clear = () => {
    setDraft('');
    if (value !== '') onSearch('');
    document.getElementById(id)?.focus();
  };

  return (
    <>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <div className="lobby-search">
        <input
          id={id}
          type="search"
          className="form-control"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={placeholder}
          maxLength={MAX_SEARCH}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
        />
        {draft !== '' ? (
          <button type="button" className="btn btn-icon lobby-search-clear" aria-label={clearLabel} onClick={clear}>
            <CloseIcon size={18} />
          </button>
        ) : null}
      </div>
    </>
  );
}
