import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../i18n/useErrorText';

/** A success answer of the API (`TransactionAnswer`, `Done`): its code and the server's sentence. */
export interface Answer {
  code: string;
  message: string;
}

/**
 * The text of an answer in the page's language: the shared catalogue's message for its code
 * (with `params`), or the server's own sentence for a code the catalogue does not know.
 */
export function useAnswerText() {
  const { text } = useErrorText();
  const { i18n } = useTranslation();
  return useCallback(
    (answer: Answer, params: Record<string, string> = {}) =>
      i18n.exists(answer.code, { ns: 'errors' }) ? text(answer.code, params) : answer.message,
    [text, i18n],
  );
}
