import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../i18n/useErrorText';

/**
 * A document kind's name in the page's language, from the shared catalogue
 * (`document_kind_identity_front`: "identity document (front)", worded to sit in a sentence),
 * or with a capital for a label or a heading. A kind the catalogue does not name yet shows as sent.
 */
export function useDocumentKindName() {
  const { i18n } = useTranslation();
  const { text, ready } = useErrorText();
  const name = useCallback(
    (kind: string) => {
      const key = `document_kind_${kind}`;
      return ready && i18n.exists(key, { ns: 'errors' }) ? text(key) : kind;
    },
    [i18n, text, ready],
  );
  const title = useCallback(
    (kind: string) => {
      const words = name(kind);
      return words.charAt(0).toLocaleUpperCase(i18n.language) + words.slice(1);
    },
    [name, i18n.language],
  );
  return { name, title };
}
