import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The words of a transaction: its type, status, detailed state and processor, in the page's
 * language. A value the site does not know yet shows as sent rather than as a key.
 */
export function useTransactionLabels() {
  const { t } = useTranslation();
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
