import { request } from '../../api/client';
import type { TransactionAnswer, TransactionFilter, TransactionPage, TransactionView } from '../../api/generated/api';

/** `POST front/get_financial_transactions`: one page of the player's deposits and withdrawals, newest first. */
export function getFinancialTransactions(body: TransactionFilter, signal?: AbortSignal): Promise<TransactionPage> {
  return request<TransactionPage>('front/get_financial_transactions', { body, signal });
}

/** `POST front/get_financial_transaction`: one transaction of the player. */
export function getFinancialTransaction(id: string, signal?: AbortSignal): Promise<TransactionView> {
  return request<TransactionView>('front/get_financial_transaction', { body: { id }, signal });
}

/** `POST front/cancel_withdrawal_request`: a pending withdrawal goes back to the balance. */
export function cancelWithdrawalRequest(id: string): Promise<TransactionAnswer> {
  return request<TransactionAnswer>('front/cancel_withdrawal_request', { body: { id } });
}
