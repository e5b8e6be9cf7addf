import { request } from '../../../api/client';
import type { TransactionRef, TransactionView } from '../../../api/generated/api';

/** `POST front/get_financial_transaction`: one of the player's transactions. */
export function getFinancialTransaction(body: TransactionRef, signal?: AbortSignal): Promise<TransactionView> {
  return request('front/get_financial_transaction', { body, signal });
}
