import { lazyKey, type NamespaceFile } from '../../i18n/lazyNamespace';

/** Makes the payment queues' `staffPayments.…` texts (withdrawals, wire transfers, held coins) available in `lang` (they come with the staff area). */
export const ensureStaffPaymentsStrings = lazyKey('staffPayments', import.meta.glob<NamespaceFile>('./i18n/*.json'));
