import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ensureErrors } from './i18n';

/** Codes of the client itself (no server answer) and the catalogue message that stands for them. */
const CLIENT_CODES: Record<string, string> = {
  network: 'unavailable',
  aborted: 'unavailable',
};

/**
 * Renders a failure or success code through the shared catalogue (`errors` namespace) in the
 * page's language, never the server's sentence. The catalogue is fetched on first use; until it
 * is here, `ready` is false and callers keep the code, not a text.
 */
export function useErrorText() {
  const { t, i18n } = useTranslation('errors');
  const [loadedIn, setLoadedIn] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    const lang = i18n.language;
    ensureErrors(i18n, lang).then(
      () => live && setLoadedIn(lang),
      () => undefined, // offline: `text` falls back to the code's generic wording once it loads
    );
    return () => {
      live = false;
    };
  }, [i18n, i18n.language]);

  const ready = loadedIn === i18n.language || i18n.hasResourceBundle(i18n.language, 'errors');

  const text = useCallback(
    (code: string, params: Record<string, string> = {}): string => {
      let key = code;
      if (!i18n.exists(key, { ns: 'errors' })) {
        key = CLIENT_CODES[code] ?? (/^http_5/.test(code) ? 'internal_error' : 'action_failed');
      }
      return t(key, params);
    },
    // `loadedIn` changes when the catalogue arrives: the texts must be rendered again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n, loadedIn],
  );

  return { ready, text };
}
