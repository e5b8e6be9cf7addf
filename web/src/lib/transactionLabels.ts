import { useCallback } from 'react';
import { ensureTransactionStrings } from '../i18n/sharedStrings';
import { useTranslationWith } from '../i18n/useTranslationWith';

/**
 * The words of a transaction: its type, status, detailed state and processor, in the page's
 * language. A value the site does not know yet shows as sent rather than as a key. Suspends until
 * the `transactions.…` texts are there (they come with the first screen that names a transaction).
 */
export function useTransactionLabels() {
  const { t } = useTranslationWith(ensureTransactionStrings);
  const label = useCallback(
    (group: 'types' | 'statuses' | 'states' | 'providers' | 'verifications', value: string) =>
      t(`transactions.${group}.${value}`, { defaultValue: value }),
    [t],
  );
  return {
    type: useCallback((v: string) => label('types', v), [label]),
    status: useCallback((v: string) => label('statuses', v), [label]),
    state: useCallback((v: string) => label('states', v), [label]),
    provider: useCallback((v: string) => label('providers', v), [label]),
    verification: useCallback((v: string) => label('verifications', v), [label]),
  };
}
